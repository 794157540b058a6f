#include "prelude.h"
// As barriers_after_loop_in_uniform_if, but only threads below 32 enter the `if`: the
// others skip every barrier inside it, barrier divergence.
__attribute__((noinline)) static __device__ unsigned helper(unsigned acc, unsigned n, const unsigned *__restrict__ data) {
  if (tid_x() < 32u && (data[2] & 1u) != (n & 3u)) {
    for (unsigned i = 0; i < (n & 3u); ++i)
      syncthreads();
    if ((n & 3u) + 3u >= 4u) {
      syncthreads();
      syncthreads();
    }
  }
  syncthreads();
  return acc;
}
extern "C" __global__ void barriers_after_loop_in_lane_if(unsigned *__restrict__ out, unsigned n, const unsigned *__restrict__ data) {
  unsigned t = tid_x();
  syncthreads();
  out[t] = helper(t, n, data) * 3u;
}
