#include "prelude.h"
// A double-buffered tile loop over a count from an argument (each thread reads the element
// of the thread 32 on, in the next wave32): tile t+1 is copied into one
// half while tile t is read from the other, so a copy is in flight across every back edge;
// s_wait_asynccnt(0) and the barrier at the top of the next iteration complete it before
// any wave reads it, and the barrier orders each read before the copy that overwrites its
// half two iterations later. Safe for every trip count.
typedef __attribute__((address_space(3))) int lds_int;
typedef __attribute__((address_space(1))) int glb_int;
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void async_double_buffer_loop(int *out, int *in, int ntiles) {
  __shared__ int buf[2][512];
  unsigned tid = tid_x();
  int acc = 0;
  __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + tid), (lds_int *)&buf[0][tid], 0, 0);
  for (int t = 0; t < ntiles; ++t) {
    int cur = t & 1;
    __builtin_amdgcn_s_wait_asynccnt(0);
    syncthreads();
    if (t + 1 < ntiles)
      __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + (t + 1) * 512 + tid), (lds_int *)&buf[cur ^ 1][tid], 0, 0);
    acc += buf[cur][(tid + 32) & 511];
  }
  __builtin_amdgcn_s_wait_asynccnt(0);
  out[tid] = acc;
}
