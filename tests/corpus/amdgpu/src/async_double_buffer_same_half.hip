#include "prelude.h"
// As async_double_buffer_loop, but tile t+1 is copied into the half tile t is read from:
// the copy overwrites a neighbour's element while it is read. Undefined behaviour.
typedef __attribute__((address_space(3))) int lds_int;
typedef __attribute__((address_space(1))) int glb_int;
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void async_double_buffer_same_half(int *out, int *in, int ntiles) {
  __shared__ int buf[2][512];
  unsigned tid = tid_x();
  int acc = 0;
  __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + tid), (lds_int *)&buf[0][tid], 0, 0);
  for (int t = 0; t < ntiles; ++t) {
    int cur = t & 1;
    __builtin_amdgcn_s_wait_asynccnt(0);
    syncthreads();
    if (t + 1 < ntiles)
      __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + (t + 1) * 512 + tid), (lds_int *)&buf[cur][tid], 0, 0);
    acc += buf[cur][(tid + 32) & 511];
  }
  __builtin_amdgcn_s_wait_asynccnt(0);
  out[tid] = acc;
}
