#include "prelude.h"
// Each thread stores the same argument in its own slot, a fenced barrier, then reads its
// neighbour's slot: a thread of the workgroup wrote it before the barrier and nobody since
// (another store would race), so every thread reads n and the second barrier is uniform.
// The lane-dependent twin is global_read_after_barrier_lane.
__global__ void global_readback_after_barrier(int *slots, int *out, int n) {
  unsigned t = tid_x();
  slots[t] = n;
  syncthreads();
  if (slots[t ^ 1] == n)
    syncthreads();
  out[t] = slots[t];
}
