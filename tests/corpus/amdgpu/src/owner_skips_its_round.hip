#include "prelude.h"
// A ring broadcast: in round r wave r publishes its slice to LDS and every other wave
// waits at a barrier and reads it; the owner "need not wait" and continues. Each wave
// arrives waves - 1 times at one barrier instruction, so the hardware does not hang, but
// in round r wave r skips the barrier that the others reach: barrier divergence under the
// source languages' rule at every size of two or more waves (red team 47's k32).
__global__ void owner_skips_its_round(const float *in, float *out) {
  __shared__ float slice[64];
  unsigned t = tid_x();
  unsigned ws = __builtin_amdgcn_wavefrontsize();
  unsigned waves = __builtin_amdgcn_workgroup_size_x() / ws, w = t / ws, l = t % ws;
  float mine = in[t], acc = 0.0f;
  for (unsigned r = 0; r < waves; r++) {
    if (r == w) {
      slice[l] = mine;
      continue;
    }
    syncthreads();
    acc += slice[l];
  }
  out[t] = acc;
}
