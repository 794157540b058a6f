#include "prelude.h"
// Threads 64 to 127 leave a tile loop over a count from an argument in its second
// iteration when the run is long (n >= 1000), before the barriers the others still
// execute: barrier divergence inside the iterations --unroll checks of a loop that runs
// far past it.
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void barrier_break_second_iteration_long_runs(int *out, int *in, int n) {
  __shared__ int buf[512];
  unsigned t = tid_x();
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    buf[t] = in[i * 512 + t];
    if (n >= 1000 && i == 1 && (t >> 6) == 1)
      break;
    syncthreads();
    acc += buf[(t + 1) & 511];
    syncthreads();
  }
  out[t] = acc;
}
