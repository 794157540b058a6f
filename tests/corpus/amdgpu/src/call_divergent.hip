#include "prelude.h"
// A barrier in a non-inlined function that only the first 32 work-items call: divergence
// that is visible only if the call is followed (gfx1250 calls with s_swap_pc_i64).
__attribute__((noinline)) static __device__ void publish(int *buf, unsigned t) {
  buf[t] = (int)t;
  syncthreads();
}
__global__ void call_divergent(int *out) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  if (t < 32)
    publish(buf, t);
  out[t] = buf[(t + 2) & 1023];
}
