#include "prelude.h"
// Waves other than wave 0 signal the workgroup barrier and end without waiting:
// the implicit drop at wave end may follow the arrive before the phase completes.
__global__ void signal_then_exit(int *out) {
  unsigned t = tid_x();
  unsigned wave = __builtin_amdgcn_readfirstlane(t) / __builtin_amdgcn_wavefrontsize();
  __builtin_amdgcn_s_barrier_signal(-1);
  if (wave != 0)
    return;
  __builtin_amdgcn_s_barrier_wait(-1);
  out[t] = (int)t;
}
