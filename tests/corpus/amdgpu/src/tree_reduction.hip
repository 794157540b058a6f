#include "prelude.h"
// Shared-memory tree reduction: constant trip count, lane-dependent work, uniform barriers.
__global__ void tree_reduction(int *out, const int *in) {
  __shared__ int buf[256];
  unsigned t = tid_x();
  buf[t] = in[t];
  syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      buf[t] += buf[t + s];
    syncthreads();
  }
  if (t == 0)
    out[0] = buf[0];
}
