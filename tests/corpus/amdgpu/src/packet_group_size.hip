// Built for code object v4, where the workgroup size comes from the dispatch packet
// (workgroup_size_x at byte 4): no thread's id reaches it, so the extra barrier never runs.
#include "prelude.h"
extern "C" __global__ void packet_group_size(int *out) {
  unsigned t = tid_x();
  if (t >= __builtin_amdgcn_workgroup_size_x()) syncthreads();
  syncthreads();
  out[t] = 1;
}
