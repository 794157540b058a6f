#include "prelude.h"
// Built at -O0: as unoptimised_global_readback, but thread t stores t & 1 into its own
// element and syncs only where it reads 1 back: odd threads sync, even ones skip.
__global__ void unoptimised_global_readback_lane(int *out) {
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + t;
  out[g] = (int)(t & 1);
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  int v = out[g];
  if (v == 1)
    syncthreads();
  out[g] = v + 1;
}
