#include "prelude.h"
// Whole waves leave before the barrier; on AMDGPU an ending wave drops the workgroup barrier.
__global__ void early_exit(int *out) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  if (t >= 64)
    return;
  buf[t] = (int)t;
  syncthreads();
  out[t] = buf[63 - t];
}
