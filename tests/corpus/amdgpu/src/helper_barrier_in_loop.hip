#include "prelude.h"
// A barrier inside an out-of-line helper, called from one place in a loop whose trip count is
// an argument: every wave meets the same barrier, through the same call, each trip.
__device__ __attribute__((noinline)) void sync_helper() { syncthreads(); }
__global__ void helper_barrier_in_loop(unsigned *out, unsigned n) {
  unsigned t = tid_x();
  unsigned acc = t;
  for (unsigned i = 0; i < (n & 3u); ++i) {
    acc = acc * 3u + i;
    sync_helper();
  }
  out[t] = acc;
}
