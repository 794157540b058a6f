#include "prelude.h"
// The branch depends on the wave id only: waves take different sides, each side has one barrier.
__global__ void wave_uniform_branch(int *out) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  unsigned wave = __builtin_amdgcn_readfirstlane(t) / __builtin_amdgcn_wavefrontsize();
  buf[t] = (int)t;
  if (wave & 1) {
    syncthreads();
    out[t] = buf[(t + 1) & 1023];
  } else {
    syncthreads();
    out[t] = buf[(t + 2) & 1023];
  }
}
