#include "prelude.h"
// A uniform loop of n trips (n a kernel argument) whose tenth trip makes wave 0 wait on the
// workgroup barrier without signalling it: the phase never completes, so the workgroup
// hangs, but only when n >= 10. Finding it needs 10 iterations of the loop.
__global__ void late_deadlock(int *out, unsigned n) {
  unsigned t = tid_x();
  unsigned wave = __builtin_amdgcn_readfirstlane(t) / __builtin_amdgcn_wavefrontsize();
  int acc = 0;
  for (unsigned i = 0; i < n; ++i) {
    if (i != 9 || wave != 0)
      __builtin_amdgcn_s_barrier_signal(-1);
    __builtin_amdgcn_s_barrier_wait(-1);
    acc += out[(t + i) & 255];
  }
  out[t] = acc;
}
