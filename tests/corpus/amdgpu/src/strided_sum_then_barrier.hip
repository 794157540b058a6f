#include "prelude.h"
// The per-thread strided loop of softmax, layernorm and histogram kernels: each thread sums
// x[tid], x[tid + blockDim], ... below n, so trip counts differ by lane and by wave, but the
// loop has no barrier; the partial sums meet in LDS after one barrier every thread reaches.
extern "C" __global__ void strided_sum_then_barrier(const float *x, float *y, unsigned n) {
  __shared__ float s[1024];
  unsigned t = tid_x();
  float m = 0.f;
  for (unsigned i = t; i < n; i += __builtin_amdgcn_workgroup_size_x())
    m += x[i];
  s[t] = m;
  syncthreads();
  y[t] = s[(t + 1) % __builtin_amdgcn_workgroup_size_x()];
}
