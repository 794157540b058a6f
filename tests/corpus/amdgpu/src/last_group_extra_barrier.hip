// The twin of group_id_below_count: in the last workgroup (id n - 1) the threads below 64
// take an extra barrier the others skip (barrier divergence).
#include "prelude.h"
extern "C" __global__ void last_group_extra_barrier(int *out) {
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x();
  unsigned n = __builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x();
  if (g + 1 >= n && t < 64) syncthreads();
  syncthreads();
  out[t] = n;
}
