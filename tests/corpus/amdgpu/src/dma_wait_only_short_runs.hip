#include "prelude.h"
typedef __attribute__((address_space(3))) void lds_void;
// The LDS DMA double buffer of dma_double_buffer with s_waitcnt at the top of the loop
// done only for short runs (n < 1000): in a long run the DMA of tile 1 is still in flight
// when the second iteration reads it from the next wave's slice. The race is inside the
// first two iterations of a loop that runs far past --unroll.
__global__ __attribute__((amdgpu_flat_work_group_size(1, 256))) void dma_wait_only_short_runs(int *out, int *in, int n) {
  __shared__ int sm[2][1024];
  unsigned t = tid_x();
  int acc = 0;
  __builtin_amdgcn_global_load_lds(in + t, (lds_void *)(sm[0] + (t & ~63u)), 4, 0, 0);
  for (int i = 0; i < n; ++i) {
    if (n < 1000)
      __builtin_amdgcn_s_waitcnt(0);
    __builtin_amdgcn_s_barrier();
    if (i + 1 < n)
      __builtin_amdgcn_global_load_lds(in + (i + 1) * 1024 + t, (lds_void *)(sm[(i + 1) & 1] + (t & ~63u)), 4, 0, 0);
    acc += sm[i & 1][(t + 64) & 1023];
  }
  __builtin_amdgcn_s_waitcnt(0);
  out[t] = acc;
}
