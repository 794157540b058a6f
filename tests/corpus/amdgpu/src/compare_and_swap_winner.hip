#include "prelude.h"
// Only the thread whose compare-and-swap succeeds meets the barrier.
__global__ void compare_and_swap_winner(int *out, int *flag) {
  __shared__ int sm[1024];
  unsigned t = tid_x();
  sm[t] = t;
  if (__sync_bool_compare_and_swap(flag, 0, (int)t))
    syncthreads();
  out[t] = sm[t ^ 1];
}
