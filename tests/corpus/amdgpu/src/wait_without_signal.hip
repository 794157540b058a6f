#include "prelude.h"
// Wave 0 waits on the workgroup barrier without signalling it: the phase never completes.
__global__ void wait_without_signal(int *out) {
  unsigned t = tid_x();
  unsigned wave = __builtin_amdgcn_readfirstlane(t) / __builtin_amdgcn_wavefrontsize();
  if (wave != 0)
    __builtin_amdgcn_s_barrier_signal(-1);
  __builtin_amdgcn_s_barrier_wait(-1);
  out[t] = (int)t;
}
