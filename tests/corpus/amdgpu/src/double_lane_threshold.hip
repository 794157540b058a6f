#include "prelude.h"
// (double)t * d > 100.0 holds for the lanes above 100 when d is 1.0: with more than 101
// threads the barrier is divergent.
__global__ void double_lane_threshold(double *out, double d) {
  unsigned t = tid_x();
  if ((double)t * d > 100.0)
    syncthreads();
  out[t] = d;
}
