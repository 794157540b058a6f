#include "prelude.h"
// The index of the first negative element of a block, by a halving reduction over LDS
// whose loop runs log2(blockDim) times. On GFX12 LLVM rotates the loop: the first
// s_barrier_signal is before it, s_barrier_wait at the header before the exit test, and the
// next s_barrier_signal at the latch, so an iteration waits first and arrives last. Every
// wave enters the loop with one arrive waiting: safe.
__global__ void __attribute__((amdgpu_flat_work_group_size(1, 64)))
first_negative_rotated(int *out, const int *in) {
  __shared__ int first[512];
  unsigned tid = tid_x();
  unsigned bd = __builtin_amdgcn_workgroup_size_x();
  first[tid] = in[__builtin_amdgcn_workgroup_id_x() * bd + tid] < 0 ? (int)tid : -1;
  syncthreads();
  for (unsigned s = bd / 2; s > 0; s >>= 1) {
    if (tid < s) {
      int o = first[tid + s];
      if (o >= 0 && (first[tid] < 0 || o < first[tid])) first[tid] = o;
    }
    syncthreads();
  }
  if (tid == 0) out[__builtin_amdgcn_workgroup_id_x()] = first[0];
}
