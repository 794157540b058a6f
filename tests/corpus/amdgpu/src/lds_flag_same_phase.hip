#include "prelude.h"
// (At most 128 threads: bverify explores larger workgroups of this kernel to its timeout.)
// Thread 0 stores a flag in LDS that every thread reads with no barrier in between: waves
// may read it before or after the store (a race), so some may take the barrier and others
// not. bverify does not model what LDS holds, so it cannot say which: inconclusive.
__global__ __attribute__((amdgpu_flat_work_group_size(1, 128))) void lds_flag_same_phase(int *a, int n) {
  __shared__ int flag;
  unsigned t = tid_x();
  if (t == 0)
    flag = a[0] > n;
  if (flag)
    syncthreads();
  a[t + 1] = 1;
}
