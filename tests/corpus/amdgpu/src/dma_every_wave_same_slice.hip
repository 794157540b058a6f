#include "prelude.h"
typedef __attribute__((address_space(3))) void lds_void;
// Every wave's LDS DMA writes the same 64 dwords (the LDS base is not offset by the wave)
// from different global words: the copies race, and what the read after the barrier sees
// depends on which lands last, though each wave waits for its own before the barrier.
// Undefined behaviour with two or more waves; one wave is safe.
__global__ void dma_every_wave_same_slice(int *out, int *in) {
  __shared__ int sm[1024];
  unsigned t = tid_x();
  __builtin_amdgcn_global_load_lds(in + t, (lds_void *)sm, 4, 0, 0);
  __builtin_amdgcn_s_waitcnt(0);
  __builtin_amdgcn_s_barrier();
  out[t] = sm[(t + 1) & 63];
}
