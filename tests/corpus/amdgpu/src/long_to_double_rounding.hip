#include "prelude.h"
// A barrier decided by how a 64-bit integer rounds to double: from 2^53 on, x + 1 and x
// convert to the same double, so threads 8 and up (x = tid << 50) take the barrier and
// threads 0-7 do not. A barrier divergence that only an exact conversion shows.
__global__ void long_to_double_rounding(double *out, long scale) {
  unsigned t = tid_x();
  long x = (long)t << 50;
  double a = (double)(x + 1);
  double b = (double)x;
  if (a == b)
    syncthreads();
  out[t] = a + (double)scale;
}
