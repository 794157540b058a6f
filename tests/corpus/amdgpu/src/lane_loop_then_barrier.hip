#include "prelude.h"
// A lane-dependent loop without barriers, followed by a barrier all lanes reach.
__global__ void lane_loop_then_barrier(int *out, const int *in) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  int acc = 0;
  for (unsigned i = 0; i <= (t & 7); ++i)
    acc += in[i];
  buf[t] = acc;
  syncthreads();
  out[t] = buf[(t + 5) & 1023];
}
