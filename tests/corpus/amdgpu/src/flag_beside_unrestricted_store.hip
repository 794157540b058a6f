#include "prelude.h"
// Thread 0 stores a per-group flag before a barrier and every thread reads it after; the
// kernel then stores through a pointer that is not restrict. On GFX90A a workgroup-scope
// atomic store looks like that plain store, so the assembly cannot rule out that it
// writes the flag while other waves still read it: neither safe nor a violation there.
__global__ void flag_beside_unrestricted_store(int *out, const int *__restrict__ in,
                                               int *flag) {
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x();
  if (t == 0)
    flag[g] = in[g] > 0;
  syncthreads();
  int f = flag[g];
  out[g * 1024 + t] = f;
  if (f)
    syncthreads();
}
