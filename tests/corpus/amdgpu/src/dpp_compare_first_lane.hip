// The twin of dpp_compare_ballot reading bit 0: lane 0 has no lane to its right in its
// row, so with bound_ctrl it compares 0 > 5, and bit 0 is never set: the extra barrier
// is never taken.
#include "prelude.h"
extern "C" __global__ void dpp_compare_first_lane(int *in, int *out) {
  unsigned t = tid_x();
  int v = in[t];
  int n = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, true); // row_shr:1
  unsigned b = __builtin_amdgcn_ballot_w32(n > 5);
  if (b & 1) syncthreads();
  syncthreads();
  out[t] = b;
}
