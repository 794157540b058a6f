#include "prelude.h"
// Thread 0 raises a per-group flag with a workgroup-scope atomic store, a barrier orders it
// before every thread's atomic read, and the flag decides a second barrier: every thread
// reads the same value, because no thread writes the flag between the two barriers.
__global__ void atomic_flag_after_barrier(int *__restrict__ out, const int *__restrict__ in,
                                          int *__restrict__ flag) {
  __shared__ int sm[1024];
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x();
  if (t == 0)
    __hip_atomic_store(&flag[g], in[g] > 0, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  sm[t] = in[t + 1];
  syncthreads();
  if (__hip_atomic_load(&flag[g], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP)) {
    sm[t] += 1;
    syncthreads();
  }
  out[g * 1024 + t] = sm[t ^ 1];
}
