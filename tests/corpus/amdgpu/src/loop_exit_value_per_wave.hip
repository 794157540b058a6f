#include "prelude.h"
// A barrier-free loop whose trip count differs per wave (s doubles until it passes n plus the
// wave's index), then a barrier loop that starts from s: for n = 1 wave 0 meets 4096 barriers
// and wave 1 4095 (barrier divergence). The first loop's counter is the same in every wave
// at the same trip, but its exit value is not, so the second loop's trip count must not be
// taken as uniform; no bound that fits a test reaches the divergence, so it is bounded.
__global__ void loop_exit_value_per_wave(int *out, int n) {
  unsigned t = tid_x();
  int w = __builtin_amdgcn_readfirstlane(t / __builtin_amdgcn_wavefrontsize());
  int s = 1;
  while (s < n + w)
    s *= 2;
  for (int k = s; k < n + 4096; k++) {
    syncthreads();
    out[t] += k;
  }
}
