#include "prelude.h"
// Four-wide vectors through LDS: each thread stores an int4 and, after the barrier, reads
// its neighbour's; the number of further barriers is a kernel argument (the same in every
// wave), so the vector arithmetic never decides a barrier.
typedef int int4v __attribute__((ext_vector_type(4)));
__global__ void vector_tile(const int4v *in, int4v *out, int n) {
  __shared__ int4v tile[1024];
  int t = (int)tid_x();
  tile[t] = in[t] * 2 + 1;
  syncthreads();
  int4v w = tile[t ^ 1];
  for (int i = 0; i < n; ++i) {
    w = w.yzwx + tile[(t + i) & 1023];
    syncthreads();
  }
  out[t] = w;
}
