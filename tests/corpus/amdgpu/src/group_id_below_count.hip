// Threads below 64 take an extra barrier when the workgroup's id is not below the number
// of workgroups (gridDim.x, which LLVM reads as hidden_block_count_x): no launch has such
// a workgroup, so every wave meets the same barriers.
#include "prelude.h"
extern "C" __global__ void group_id_below_count(int *out) {
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x();
  unsigned n = __builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x();
  if (g >= n && t < 64) syncthreads();
  syncthreads();
  out[t] = n;
}
