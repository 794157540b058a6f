#include "prelude.h"
// Odd and even lanes synchronise at two different barriers.
__global__ void divergent_both_sides(int *out) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  buf[t] = (int)t;
  if (t & 1) {
    syncthreads();
    out[t] = buf[t ^ 1];
  } else {
    syncthreads();
    out[t] = buf[t ^ 1] + 1;
  }
}
