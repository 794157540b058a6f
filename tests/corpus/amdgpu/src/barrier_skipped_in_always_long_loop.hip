#include "prelude.h"
// A loop that always runs at least 1000 times (no input takes it under --unroll); in
// iteration m & 1 threads from 64 on skip both barriers: divergence inside the iterations
// the bound checks.
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void barrier_skipped_in_always_long_loop(int *out, int *in, int n, int m) {
  __shared__ int buf[512];
  unsigned t = tid_x();
  int acc = 0;
  for (int i = 0; i < 1000 + (n & 0xffff); ++i) {
    buf[t] = in[i * 512 + t];
    if (i == (m & 1) && t >= 64)
      continue;
    syncthreads();
    acc += buf[(t + 1) & 511];
    syncthreads();
  }
  out[t] = acc;
}
