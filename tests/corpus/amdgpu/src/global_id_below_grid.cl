// Every work-item of a launch has a global id below the grid size (the dispatch packet's
// grid_size_x), so no work-item returns early and every wave meets the barrier. A required
// size keeps the checks small: Z3 takes seconds on the lanes' sums at 8 waves and more.
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void global_id_below_grid(global int *out) {
  uint t = __builtin_amdgcn_workitem_id_x();
  uint gid = __builtin_amdgcn_workgroup_id_x() * 128 + t;
  if (gid >= __builtin_amdgcn_grid_size_x()) return;
  __builtin_amdgcn_s_barrier();
  out[gid] = 1;
}
