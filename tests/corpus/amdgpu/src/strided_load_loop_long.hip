#include "prelude.h"
// Each thread sums a column of 200 + (n & 0xffff) rows, then the workgroup synchronises.
// The row pointer is stepped in 32-bit halves (v_add_co_u32 / v_add_co_ci_u32) for at
// least 200 iterations before the trip count is symbolic: joining those halves at every
// load once cost time quadratic in the iterations (benchmarks/README.md, fiftieth round).
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void strided_load_loop_long(int *out, const int *in, int n) {
  int acc = 0;
  unsigned t = tid_x();
  for (int i = 0; i < 200 + (n & 0xffff); ++i)
    acc += in[i * 512 + t];
  syncthreads();
  out[t] = acc;
}
