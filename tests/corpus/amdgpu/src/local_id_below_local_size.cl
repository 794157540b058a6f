#include "implicit_args.h"
// A work-item's local id is below its workgroup's local size (ockl's get_local_size: the
// group size, or the remainder in a partial last group), so none returns before the barrier.
kernel void local_id_below_local_size(global int *out) {
  uint t = __builtin_amdgcn_workitem_id_x();
  if (t >= local_size_x()) return;
  __builtin_amdgcn_s_barrier();
  out[t] = 1;
}
