#include "prelude.h"
// As loop_uniform_choice, but the choice depends on the wave: waves do different numbers of
// barriers from the fifth iteration on (barrier divergence; the first four are the same in
// all waves, so at the default --unroll 4 the result is bounded, never verified).
__global__ void loop_lane_choice(unsigned *out, unsigned n) {
  __shared__ unsigned buf[1024];
  unsigned t = tid_x();
  unsigned acc = t;
  for (unsigned i = 0; i < n; ++i) {
    buf[t] = acc;
    if ((((t / (unsigned)__builtin_amdgcn_wavefrontsize()) * (i >> 2)) & 1u) != 0u) {
      syncthreads();
      acc += buf[(t + 1) & 1023u];
    } else {
      syncthreads();
      acc ^= buf[(t + 3) & 1023u];
      syncthreads();
    }
  }
  out[t] = acc;
}
