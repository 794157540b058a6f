#include "prelude.h"
// At -O0 the store to __shared__ goes through a generic pointer (a flat store in the LDS
// aperture). It writes no global memory, so the configuration word read after it is still
// the memory the dispatch started with, the same in every wave: the barrier is uniform.
__global__ void unoptimised_uniform_config(float *out, const float *in, const int *cfg) {
  __shared__ float s[256];
  unsigned t = tid_x();
  s[t] = in[t];
  int mode = cfg[1];
  if (mode > 3)
    syncthreads();
  out[t] = s[t ^ 1];
}
