#include "implicit_args.h"
// In a one-dimensional dispatch (work_dim 1) every local y id is 0, so nobody takes the
// first barrier; in a dispatch of more dimensions the test fails before y is read. The
// required size makes the workgroup two-dimensional: only the launch's work_dim >= 2 keeps
// the work-items of y = 1 from the first barrier.
__attribute__((reqd_work_group_size(64, 2, 1)))
kernel void work_dim_one_is_flat(global int *out) {
  uint x = __builtin_amdgcn_workitem_id_x(), y = __builtin_amdgcn_workitem_id_y();
  if (WORK_DIM() == 1 && y != 0) __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_s_barrier();
  out[x] = 1;
}
