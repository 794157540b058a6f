#include "prelude.h"
// The barrier only for threads below 20, compiled at -O0: lanes of the first wave split at
// any wave size. On GFX8 the flat addresses of the locals use the hidden aperture arguments.
__global__ void tid_barrier_unoptimised(float *out, const float *in) {
  __shared__ float sm[512];
  unsigned t = tid_x();
  sm[t] = in[t];
  if (t < 20)
    syncthreads();
  out[t] = sm[(t + 3) & 511];
}
