#include "prelude.h"
// As global_bcast_after_barrier, but each thread reads its own slot after the barrier: the
// slots hold different values, so the second barrier is divergent.
__global__ void global_read_after_barrier_lane(int *slots, int *out, int n) {
  unsigned t = tid_x();
  slots[t] = (int)t - n;
  syncthreads();
  if (slots[t ^ 1] > 5)
    syncthreads();
  out[t] = slots[t];
}
