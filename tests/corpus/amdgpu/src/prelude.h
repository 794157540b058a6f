// Minimal HIP device prelude so the corpus compiles with -nogpuinc (no ROCm install).
#pragma once
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
static __device__ inline unsigned tid_x() { return __builtin_amdgcn_workitem_id_x(); }
// __syncthreads() as HIP defines it: release fence, s_barrier, acquire fence.
static __device__ inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
