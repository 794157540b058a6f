#include "prelude.h"
// ds_bpermute of a kernel argument gives the argument in every lane, and readlane of
// (tid % wave size) at lane 3 is 3 in every wave: both decide barriers uniformly.
#define WS ((unsigned)__builtin_amdgcn_wavefrontsize())
__global__ void lane_shuffle_uniform(int *out, int n) {
  unsigned t = tid_x();
  int v = __builtin_amdgcn_ds_bpermute((int)(((t + 5) & 31) * 4), n);
  if (v > 3)
    syncthreads();
  int w = __builtin_amdgcn_readlane((int)(t % WS), 3);
  for (int i = 0; i < w; ++i) {
    syncthreads();
    out[t] += i;
  }
  syncthreads();
}
