#include "prelude.h"
// Built at -O0: the loop counter lives in a private alloca that the IR addresses through a
// generic (flat) pointer, so every trip reloads it from scratch. The trip count is a kernel
// argument, the same in every wave: every wave meets the same barriers.
__global__ void unoptimised_uniform_loop(unsigned *out, unsigned n) {
  unsigned t = tid_x();
  unsigned acc = t;
  for (unsigned i = 0; i < (n & 7u); ++i) {
    syncthreads();
    acc = acc * 3u + i;
  }
  syncthreads();
  out[t] = acc;
}
