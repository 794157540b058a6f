#include "prelude.h"
// A tile loop over a count from an argument whose threads from 64 on skip both barriers of
// the first iteration in long runs (n >= 1000): barrier divergence in iteration one of a
// loop that runs far past --unroll, so it must be found on the iterations the bound ran.
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void barrier_skipped_first_iteration_long_runs(int *out, int *in, int n) {
  __shared__ int buf[512];
  unsigned t = tid_x();
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    buf[t] = in[i * 512 + t];
    if (n >= 1000 && i == 0 && t >= 64)
      continue;
    syncthreads();
    acc += buf[(t + 1) & 511];
    syncthreads();
  }
  out[t] = acc;
}
