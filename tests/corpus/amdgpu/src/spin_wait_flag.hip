#include "prelude.h"
// Wave 0 spins on a flag that wave 1 sets only after the barrier: the workgroup hangs
// whenever the flag starts at 0. The spin loop has no barrier, but a wave that never leaves
// it leaves the others waiting, so it must not be summarised away (a red-team false
// verified, fixed); no bound reaches the end of an endless spin, so it is bounded.
__global__ void spin_wait_flag(volatile int *flag, int *out) {
  unsigned t = tid_x();
  int w = __builtin_amdgcn_readfirstlane(t / __builtin_amdgcn_wavefrontsize());
  if (w == 0)
    while (__builtin_amdgcn_readfirstlane(*flag) == 0) {
    }
  syncthreads();
  if (t == __builtin_amdgcn_wavefrontsize())
    *flag = 1;
  out[t] = t;
}
