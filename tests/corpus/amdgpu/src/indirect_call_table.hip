#include "prelude.h"
// A call through a table of device function pointers after the barrier. The callees are
// defined in the file, but the call goes to a loaded address: bverify cannot see which
// code runs, and that code could synchronise, so the answer is inconclusive (for the
// assembly's s_swappc_b64 and for the IR's indirect call alike), never verified.
typedef float (*binop)(float, float);
__attribute__((noinline)) __device__ float add_op(float a, float b) { return a + b; }
__attribute__((noinline)) __device__ float mul_op(float a, float b) { return a * b; }
__device__ binop table[2] = {add_op, mul_op};

__global__ void indirect_call_table(float *out, const float *in, int which) {
  __shared__ float tile[256];
  unsigned t = tid_x();
  tile[t] = in[t];
  syncthreads();
  binop f = table[which & 1];
  out[t] = f(tile[t], tile[t ^ 1]);
}
