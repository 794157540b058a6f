#include "prelude.h"
typedef __attribute__((address_space(3))) void lds_void;
// An LDS DMA of one dword per lane into the wave's slice of one half of a double buffer in
// every iteration of a loop over a kernel argument, s_waitcnt 0 and a barrier before
// another wave's slice is read, and a barrier after the read: safe for every trip count.
// bverify left such loops bounded (no loop proof with async transfers).
__global__ void dma_copy_each_iteration(int *out, int *in, int n) {
  __shared__ int sm[2][1024];
  unsigned t = tid_x();
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    __builtin_amdgcn_global_load_lds(in + i * 1024 + t, (lds_void *)(sm[i & 1] + (t & ~63u)), 4, 0, 0);
    __builtin_amdgcn_s_waitcnt(0);
    __builtin_amdgcn_s_barrier();
    acc += sm[i & 1][(t + 64) & 1023];
    __builtin_amdgcn_s_barrier();
  }
  out[t] = acc;
}
