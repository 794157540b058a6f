#include "prelude.h"
// Built at -O0, where every pointer is generic: each thread stores a constant into its own
// element through a flat store, a release fence keeps clang from forwarding it, and the
// thread reads the element back with a flat load: every thread reads 5, so the barrier is
// uniform. The lane twin stores t & 1 and syncs only where it reads 1.
__global__ void unoptimised_global_readback(int *out) {
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + t;
  out[g] = 5;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  int v = out[g];
  if (v == 5)
    syncthreads();
  out[g] = v + 1;
}
