#include "prelude.h"
// Wave 1 switches single precision to round-toward-zero (MODE[1:0] = 3), then every wave
// counts x += step up to lim with a barrier per trip: with step 0.1 and lim 1.0 wave 1 runs
// 11 trips and the others 10 (barrier divergence). bverify does not evaluate floats under a
// mode written at run time, so the result is inconclusive, never verified (a red-team false
// verified, fixed).
__global__ void float_mode_per_wave(float *out, float step, float lim) {
  unsigned t = tid_x();
  int w = __builtin_amdgcn_readfirstlane(t / __builtin_amdgcn_wavefrontsize());
  if (w == 1)
    __builtin_amdgcn_s_setreg(1 | (0 << 6) | ((2 - 1) << 11), 3);
  float x = 0.0f;
  while (x < lim) {
    syncthreads();
    x += step;
  }
  out[t] = x;
}
