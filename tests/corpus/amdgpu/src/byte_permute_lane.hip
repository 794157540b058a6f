#include "prelude.h"
// As byte_permute_uniform, but the permute picks t's low byte: d is t & 0xff, so thread 7
// syncs and the others skip the barrier.
__global__ void byte_permute_lane(int *out, unsigned n) {
  unsigned t = tid_x();
  unsigned key = __builtin_amdgcn_perm(t, n, 0x0c0c0c04u);
  unsigned d = __builtin_amdgcn_sad_u8(n, n, key);
  if (d == 7)
    syncthreads();
  out[t] = (int)d;
}
