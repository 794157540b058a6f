#include "prelude.h"
// As async_copy_each_iteration without the second barrier, and the read of the other half
// only in iterations 7, 15, ...: iteration 7 reads the half iteration 8 copies into, and
// nothing orders that copy after the read. With n >= 9 another wave's copy may overwrite
// the element while it is read: undefined behaviour that needs nine iterations to show.
// The loop proof must not pass it (`bounded` at the default --unroll 4; --unroll 12 shows
// the violation).
__global__ void async_read_ahead_late(int *out, int *in, int n) {
  __shared__ int buf[2][1024];
  unsigned t = tid_x();
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    __builtin_amdgcn_global_load_async_to_lds_b32(in + i * 1024 + t, buf[i & 1] + t, 0, 0);
    __builtin_amdgcn_s_wait_asynccnt(0);
    syncthreads();
    if ((i & 7) == 7)
      acc += buf[(i + 1) & 1][t ^ 32];
  }
  out[t] = acc;
}
