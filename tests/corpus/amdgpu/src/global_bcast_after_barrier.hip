#include "prelude.h"
// Thread 0 publishes a count in global memory, a fenced barrier, then every thread reads it
// and decides a second barrier on it: every wave reads the same value (a store of another
// wave between the two barriers would be a data race), so the barrier is uniform.
__global__ void global_bcast_after_barrier(int *flag, int *out, int n) {
  unsigned t = tid_x();
  if (t == 0)
    flag[0] = n;
  syncthreads();
  if (flag[0] > 5)
    syncthreads();
  out[t] = flag[0];
}
