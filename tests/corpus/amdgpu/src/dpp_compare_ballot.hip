// llc on GFX11+ folds update_dpp into the compare (v_cmp_gt_i32_e64_dpp ... row_shr:1
// bound_ctrl:1). Lane 1 compares lane 0's in[t] with 5, so bit 1 of the ballot is
// in[first thread of the wave] > 5: waves take the extra barrier on their own inputs
// (barrier divergence between waves).
#include "prelude.h"
extern "C" __global__ void dpp_compare_ballot(int *in, int *out) {
  unsigned t = tid_x();
  int v = in[t];
  int n = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, true); // row_shr:1
  unsigned b = __builtin_amdgcn_ballot_w32(n > 5);
  if (b & 2) syncthreads();
  syncthreads();
  out[t] = b;
}
