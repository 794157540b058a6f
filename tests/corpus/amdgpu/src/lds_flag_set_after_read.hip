#include "prelude.h"
// (At most 128 threads: bverify explores larger workgroups of this kernel to its timeout.)
// Every thread reads a flag with a relaxed atomic load; then thread 64 sets it, in the same
// phase, with a relaxed atomic store (no race: both are atomic). A wave that reads after that
// store sees 1 and takes the barrier alone. In assembly the atomics are plain ds_read and
// ds_write, so bverify must not read the flag as one value for every wave (a red-team
// wrong "verified"): with one wave the kernel is safe, with more it is inconclusive.
__global__ __attribute__((amdgpu_flat_work_group_size(1, 128))) void lds_flag_set_after_read(int *out) {
  __shared__ int flag;
  unsigned t = tid_x();
  if (t == 0)
    __hip_atomic_store(&flag, 0, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  syncthreads();
  int f = __hip_atomic_load(&flag, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  if (t == 64)
    __hip_atomic_store(&flag, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  if (f)
    syncthreads();
  out[t] = f;
}
