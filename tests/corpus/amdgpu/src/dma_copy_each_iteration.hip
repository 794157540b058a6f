#include "prelude.h"
typedef __attribute__((address_space(3))) void lds_void;
// An LDS DMA of one dword per lane into the wave's slice of one half of a double buffer in
// every iteration of a loop over a kernel argument, s_waitcnt 0 and a barrier before
// another wave's slice is read, and a barrier after the read: safe for every trip count.
// bverify left such loops bounded (no loop proof with async transfers).
// At most 256 threads (the flat work-group size): checks of 16 and 32 waves in lowered IR
// took long enough under the test suite's load to reach its 60 s timeout.
__global__ __attribute__((amdgpu_flat_work_group_size(1, 256))) void dma_copy_each_iteration(int *out, int *in, int n) {
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
