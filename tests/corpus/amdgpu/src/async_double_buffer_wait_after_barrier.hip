#include "prelude.h"
// As async_double_buffer_loop, with the first tile completed before the loop, but each
// iteration waits for its copy only after the barrier: the copy of tile t+1 may still be
// in flight when a neighbour reads it in the next iteration. Undefined behaviour from the
// second iteration on (the first reads the tile completed before the loop).
typedef __attribute__((address_space(3))) int lds_int;
typedef __attribute__((address_space(1))) int glb_int;
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void async_double_buffer_wait_after_barrier(int *out, int *in, int ntiles) {
  __shared__ int buf[2][512];
  unsigned tid = tid_x();
  int acc = 0;
  __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + tid), (lds_int *)&buf[0][tid], 0, 0);
  __builtin_amdgcn_s_wait_asynccnt(0);
  syncthreads();
  for (int t = 0; t < ntiles; ++t) {
    int cur = t & 1;
    if (t > 0) {
      syncthreads();
      __builtin_amdgcn_s_wait_asynccnt(0);
    }
    if (t + 1 < ntiles)
      __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + (t + 1) * 512 + tid), (lds_int *)&buf[cur ^ 1][tid], 0, 0);
    acc += buf[cur][(tid + 32) & 511];
  }
  __builtin_amdgcn_s_wait_asynccnt(0);
  out[tid] = acc;
}
