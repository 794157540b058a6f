#include "prelude.h"
// Thread 0 raises the flag with a workgroup-scope atomic store while the other waves may
// already read it, between the same two barriers: waves that read it before the store
// skip the barrier that the others wait at.
__global__ void atomic_flag_same_phase(int *__restrict__ out, int *__restrict__ flag) {
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x();
  if (t == 0)
    __hip_atomic_store(&flag[g], 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  if (__hip_atomic_load(&flag[g], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP))
    syncthreads();
  out[g * 1024 + t] = t;
}
