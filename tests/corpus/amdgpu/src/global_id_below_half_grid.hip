// The twin of global_id_below_grid: threads in the second half of the grid return before
// the barrier, and the workgroup that straddles the half splits (barrier divergence).
#include "prelude.h"
extern "C" __global__ void global_id_below_half_grid(int *out) {
  unsigned t = tid_x();
  unsigned gid = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + t;
  if (gid >= __builtin_amdgcn_grid_size_x() / 2) return;
  syncthreads();
  out[gid] = 1;
}
