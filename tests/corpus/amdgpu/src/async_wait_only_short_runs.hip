#include "prelude.h"
// The double buffer of async_double_buffer_loop with the wait at the top of the loop done
// only for short runs (ntiles < 1000). In a long run the copy of tile 1, issued in the
// first iteration, is still in flight when the second iteration reads it from the wave
// 32 threads on: a race inside the first two iterations of a loop that runs far past
// --unroll, so it must be found although the loop itself is only checked up to the bound.
typedef __attribute__((address_space(3))) int lds_int;
typedef __attribute__((address_space(1))) int glb_int;
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void async_wait_only_short_runs(int *out, int *in, int ntiles) {
  __shared__ int buf[2][512];
  unsigned tid = tid_x();
  int acc = 0;
  __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + tid), (lds_int *)&buf[0][tid], 0, 0);
  for (int t = 0; t < ntiles; ++t) {
    int cur = t & 1;
    if (ntiles < 1000)
      __builtin_amdgcn_s_wait_asynccnt(0);
    syncthreads();
    if (t + 1 < ntiles)
      __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + (t + 1) * 512 + tid), (lds_int *)&buf[cur ^ 1][tid], 0, 0);
    acc += buf[cur][(tid + 32) & 511];
  }
  __builtin_amdgcn_s_wait_asynccnt(0);
  out[tid] = acc;
}
