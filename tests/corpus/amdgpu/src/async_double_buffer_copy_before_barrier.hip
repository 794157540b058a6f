#include "prelude.h"
// As async_double_buffer_loop, but the copy of tile t+1 starts before the barrier of
// iteration t: it overwrites the half a slower wave may still be reading in iteration
// t-1. Undefined behaviour from the second iteration on.
typedef __attribute__((address_space(3))) int lds_int;
typedef __attribute__((address_space(1))) int glb_int;
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void async_double_buffer_copy_before_barrier(int *out, int *in, int ntiles) {
  __shared__ int buf[2][512];
  unsigned tid = tid_x();
  int acc = 0;
  __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + tid), (lds_int *)&buf[0][tid], 0, 0);

  for (int t = 0; t < ntiles; ++t) {
    int cur = t & 1;
    __builtin_amdgcn_s_wait_asynccnt(0);
    if (t + 1 < ntiles)
      __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + (t + 1) * 512 + tid), (lds_int *)&buf[cur ^ 1][tid], 0, 0);
    syncthreads();
    acc += buf[cur][(tid + 32) & 511];
  }
  __builtin_amdgcn_s_wait_asynccnt(0);
  out[tid] = acc;
}
