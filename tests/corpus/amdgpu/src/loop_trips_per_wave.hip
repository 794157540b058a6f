#include "prelude.h"
// A loop over n plus the parity of the wave index: odd waves run one more trip, so they
// meet a barrier the even ones never reach (barrier divergence), whatever n is.
__global__ void loop_trips_per_wave(int *out, int n) {
  unsigned t = tid_x();
  unsigned wave = __builtin_amdgcn_readfirstlane(t) / __builtin_amdgcn_wavefrontsize();
  int acc = 0;
  for (unsigned k = 0; k < n + (wave & 1); ++k) {
    syncthreads();
    acc += out[(t + k) & 255];
  }
  out[t] = acc;
}
