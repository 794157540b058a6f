#include "implicit_args.h"
// The twin of local_id_below_local_size: the last work-item of every workgroup returns
// before the barrier the others wait at.
kernel void last_local_id_returns(global int *out) {
  uint t = __builtin_amdgcn_workitem_id_x();
  if (t >= local_size_x() - 1) return;
  __builtin_amdgcn_s_barrier();
  out[t] = 1;
}
