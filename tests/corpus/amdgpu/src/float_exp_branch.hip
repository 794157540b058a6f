#include "prelude.h"
// The barrier runs when exp(a) of a kernel argument exceeds another: the same in every
// thread. On GFX12 llc expands expf on the scalar unit (s_rndne_f32, v_s_exp_f32, ...).
__global__ void float_exp_branch(float *out, const float *in, float a, float b) {
  __shared__ float sm[1024];
  unsigned t = tid_x();
  sm[t] = in[t];
  float r = 0;
  if (__builtin_expf(a) > b) {
    syncthreads();
    r = sm[t ^ 1];
  }
  out[t] = r;
}
