#include "implicit_args.h"
// The twin of work_dim_one_is_flat: in a one-dimensional dispatch every work-item but
// x = 0 takes the first barrier.
kernel void work_dim_one_splits_x(global int *out) {
  uint x = __builtin_amdgcn_workitem_id_x();
  if (WORK_DIM() == 1 && x != 0) __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_s_barrier();
  out[x] = 1;
}
