#include "prelude.h"
// The barrier runs when a quotient of two kernel arguments exceeds 1: the same in every
// thread, though bverify does not model division.
__global__ void float_quotient_branch(float *out, float a, float b) {
  __shared__ float sm[1024];
  unsigned t = tid_x();
  float q = a / b;
  sm[t] = q;
  if (q > 1.0f)
    syncthreads();
  out[t] = sm[t ^ 1];
}
