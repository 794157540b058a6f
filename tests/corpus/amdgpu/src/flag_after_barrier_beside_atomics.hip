#include "prelude.h"
// Thread 0 writes a per-group flag, a barrier orders it before every thread's read, and the
// flag decides a second barrier: the same in every thread. A function of the file that the
// kernel never calls counts with an atomic; that does not change how its waves meet.
__global__ void flag_after_barrier(int *__restrict__ out, const int *__restrict__ in,
                                   int *__restrict__ flag) {
  __shared__ int sm[1024];
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x();
  if (t == 0)
    flag[g] = in[g] > 0;
  sm[t] = in[t + 1];
  syncthreads();
  if (flag[g]) {
    sm[t] += 1;
    syncthreads();
  }
  out[g * 1024 + t] = sm[t ^ 1];
}

__device__ __attribute__((noinline, used)) void count_items(int *counter, const int *in) {
  if (in[tid_x()] > 0)
    __hip_atomic_fetch_add(counter, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
