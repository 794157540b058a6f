#include "prelude.h"
// Each lane reads its neighbour's thread id through ds_bpermute and takes the barrier when
// that id is odd: half of every wave's lanes skip it (barrier divergence). A red-team
// false "verified": ds_bpermute's result was never written, so the address stayed.
__global__ void lane_shuffle_parity(int *out) {
  unsigned t = tid_x();
  int nb = __builtin_amdgcn_ds_bpermute((int)(((t + 1) & 63) * 4), (int)t);
  if (nb & 1)
    syncthreads();
  out[t] = nb;
}
