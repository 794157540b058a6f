#include "prelude.h"
// A hand-made __syncthreads_count: every thread whose element passes the test adds one to
// a counter in LDS, and after the barrier every thread runs as many barrier rounds as the
// count says. The count is read after the barrier that ends the adds, so every wave reads
// the same value and runs the loop the same number of times: safe for every count.
__global__ void lds_count_loop(int *a, int n) {
  __shared__ int cnt;
  unsigned t = tid_x();
  if (t == 0)
    cnt = 0;
  syncthreads();
  if (a[t] > n)
    __hip_atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  syncthreads();
  int c = cnt;
  for (int i = 0; i < c; ++i)
    syncthreads();
  a[t + 4096] = c;
}
