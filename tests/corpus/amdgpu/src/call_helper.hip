#include "prelude.h"
// The barrier lives in a non-inlined device function: the call must be followed.
__attribute__((noinline)) static __device__ void publish(int *buf, unsigned t) {
  buf[t] = (int)t;
  syncthreads();
}
__global__ void call_helper(int *out) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  publish(buf, t);
  out[t] = buf[(t + 2) & 1023];
}
