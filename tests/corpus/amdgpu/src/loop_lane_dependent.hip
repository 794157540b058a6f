#include "prelude.h"
// The trip count depends on the lane id: lanes leave the loop at different iterations.
__global__ void loop_lane_dependent(int *out) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  int acc = 0;
  for (unsigned i = 0; i < (t & 3); ++i) {
    buf[t] = acc + (int)i;
    syncthreads();
    acc += buf[(t + 1) & 1023];
  }
  out[t] = acc;
}
