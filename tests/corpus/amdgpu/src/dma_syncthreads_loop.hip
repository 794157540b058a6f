#include "prelude.h"
typedef __attribute__((address_space(3))) void lds_void;
// An LDS DMA per iteration of a loop with a uniform trip count (each wave into its own
// 64-dword slice), then __syncthreads() before
// the LDS is read: the release fence in __syncthreads() makes the compiler wait for vmcnt(0)
// before s_barrier, so every wave's copy has landed when any wave reads it (the IR form has
// only the fence; its lowering must give the fence that wait).
__global__ void dma_syncthreads_loop(int *out, int *in, int k) {
  __shared__ int sm[2][1024];
  unsigned t = tid_x();
  int acc = 0;
  for (int i = 0; i < (k & 3); ++i) {
    __builtin_amdgcn_global_load_lds(in + i * 1024 + t, (lds_void *)(sm[i & 1] + (t & ~63u)), 4, 0, 0);
    syncthreads();
    acc += sm[i & 1][(t + 1) & 1023];
    syncthreads();
  }
  out[t] = acc;
}
