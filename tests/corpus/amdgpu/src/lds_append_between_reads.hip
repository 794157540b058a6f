#include "prelude.h"
// The first 64 threads read a counter in LDS, add their count to it with ds_append (which
// returns the old value and writes LDS), and read it again: the two reads differ, so those
// threads take one barrier more than the rest. No race. A red-team wrong "verified" when
// ds_append was not counted as an LDS write; now inconclusive with more than one wave.
typedef __attribute__((address_space(3))) int lds_int;
__global__ void lds_append_between_reads(int *out) {
  __shared__ int cnt;
  unsigned t = tid_x();
  if (t == 0)
    cnt = 0;
  syncthreads();
  if (t < 64) {
    int a = __hip_atomic_load(&cnt, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
    __builtin_amdgcn_ds_append((lds_int *)&cnt);
    int b = __hip_atomic_load(&cnt, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
    if (a != b)
      syncthreads();
    out[t] = a + b;
  }
  syncthreads();
}
