#include "prelude.h"
// Byte permute and sum of absolute differences deciding a barrier: the permute picks only
// the low byte of the argument n (selector 4; 0x0c gives zero bytes), and the SAD of t with
// itself is 0, so d is n's low byte in every thread and the barrier is uniform. The lane
// twin permutes t's low byte instead, so only thread 7 (for any n) syncs.
__global__ void byte_permute_uniform(int *out, unsigned n) {
  unsigned t = tid_x();
  unsigned key = __builtin_amdgcn_perm(n, t, 0x0c0c0c04u);
  unsigned d = __builtin_amdgcn_sad_u8(t, t, key);
  if (d == 7)
    syncthreads();
  out[t] = (int)d;
}
