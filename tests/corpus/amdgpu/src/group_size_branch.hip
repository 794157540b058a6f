#include "prelude.h"
// A branch on blockDim.x (the hidden argument hidden_group_size_x, read through the
// implicit-argument pointer): the same in every wave of the workgroup, fixed by the launch.
__global__ void group_size_branch(int *out) {
  unsigned t = tid_x();
  if (__builtin_amdgcn_workgroup_size_x() >= 64)
    syncthreads();
  out[t] = (int)t;
}
