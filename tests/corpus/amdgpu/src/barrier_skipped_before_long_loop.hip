#include "prelude.h"
// A barrier before a tile loop over a count from an argument that threads from 64 on skip
// in long runs (n >= 1000): divergence in straight-line code, found although every path
// with n >= 1000 is cut at --unroll in the loop that follows.
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void barrier_skipped_before_long_loop(int *out, int *in, int n) {
  __shared__ int buf[512];
  unsigned t = tid_x();
  int acc = 0;
  if (!(n >= 1000 && t >= 64))
    syncthreads();
  for (int i = 0; i < n; ++i) {
    buf[t] = in[i * 512 + t];
    syncthreads();
    acc += buf[(t + 1) & 511];
    syncthreads();
  }
  out[t] = acc;
}
