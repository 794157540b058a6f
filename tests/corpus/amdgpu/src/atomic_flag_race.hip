#include "prelude.h"
// Every wave reads a flag with a relaxed workgroup-scope atomic load; wave 0 then sets it
// with an atomic store. No data race: a wave that loads after wave 0's store sees 1 and
// takes the barrier, wave 0 saw 0 and does not (barrier divergence). On gfx90a these
// atomics are plain global_load/global_store, so a plain load is not always a racy one.
__global__ void atomic_flag_race(int *flag, int *out) {
  unsigned t = tid_x();
  int v = __hip_atomic_load(flag, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  if (t / (unsigned)__builtin_amdgcn_wavefrontsize() == 0u)
    __hip_atomic_store(flag, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  if (v != 0) syncthreads();
  out[t] = v;
}
