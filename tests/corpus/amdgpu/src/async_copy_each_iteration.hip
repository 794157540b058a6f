#include "prelude.h"
// GFX12.5 async copy into one half of a double buffer in every iteration of a loop over a
// kernel argument: each work-item waits for its own copy, a barrier, reads another wave's
// element of the half the previous iteration filled (it is complete: waited before the
// previous barrier), and a second barrier ends the iteration. The next iteration's copy
// into that half comes after the second barrier, so no copy meets a read in flight, for
// every trip count. bverify left such loops bounded (no loop proof with async transfers).
// At most 256 threads (the flat work-group size): checks of 16 and 32 waves in lowered IR
// took long enough under the test suite's load to reach its 60 s timeout.
__global__ __attribute__((amdgpu_flat_work_group_size(1, 256))) void async_copy_each_iteration(int *out, int *in, int n) {
  __shared__ int buf[2][1024];
  unsigned t = tid_x();
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    __builtin_amdgcn_global_load_async_to_lds_b32(in + i * 1024 + t, buf[i & 1] + t, 0, 0);
    __builtin_amdgcn_s_wait_asynccnt(0);
    syncthreads();
    acc += buf[(i + 1) & 1][t ^ 32];
    syncthreads();
  }
  out[t] = acc;
}
