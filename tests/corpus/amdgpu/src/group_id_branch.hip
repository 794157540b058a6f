#include "prelude.h"
// The barrier depends on the workgroup id, the same in every wave of a workgroup: on
// gfx1250 the id is derived after asking whether the dispatch uses clusters.
__global__ void group_id_branch(int *out, unsigned n) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  buf[t & 1023] = (int)t;
  if (__builtin_amdgcn_workgroup_id_x() < n)
    syncthreads();
  out[t] = buf[(t + 1) & 1023];
}
