#include "prelude.h"
// A barrier only some lanes reach, then a call through a table of device function
// pointers: a divergence that the unknown code after it cannot undo.
typedef float (*binop)(float, float);
__attribute__((noinline)) __device__ float add_op(float a, float b) { return a + b; }
__attribute__((noinline)) __device__ float mul_op(float a, float b) { return a * b; }
__device__ binop table[2] = {add_op, mul_op};

__global__ void indirect_call_after_divergence(float *out, const float *in, int which) {
  __shared__ float tile[256];
  unsigned t = tid_x();
  tile[t] = in[t];
  if (t < 10)
    syncthreads();
  binop f = table[which & 1];
  out[t] = f(tile[t], tile[t ^ 1]);
}
