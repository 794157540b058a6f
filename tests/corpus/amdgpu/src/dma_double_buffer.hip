#include "prelude.h"
typedef __attribute__((address_space(3))) void lds_void;
// The double buffer of async_double_buffer_loop with LDS DMA (global_load_lds_dword, one
// dword per lane into the wave's slice): the DMA of tile i+1 is in flight across the back
// edge; s_waitcnt 0 and the barrier at the top of the next iteration complete it before
// another wave's slice is read. Safe for every trip count.
__global__ __attribute__((amdgpu_flat_work_group_size(1, 256))) void dma_double_buffer(int *out, int *in, int n) {
  __shared__ int sm[2][1024];
  unsigned t = tid_x();
  int acc = 0;
  __builtin_amdgcn_global_load_lds(in + t, (lds_void *)(sm[0] + (t & ~63u)), 4, 0, 0);
  for (int i = 0; i < n; ++i) {
    __builtin_amdgcn_s_waitcnt(0);
    __builtin_amdgcn_s_barrier();
    if (i + 1 < n)
      __builtin_amdgcn_global_load_lds(in + (i + 1) * 1024 + t, (lds_void *)(sm[(i + 1) & 1] + (t & ~63u)), 4, 0, 0);
    acc += sm[i & 1][(t + 64) & 1023];
  }
  __builtin_amdgcn_s_waitcnt(0);
  out[t] = acc;
}
