#include "prelude.h"
// A loop whose trip count is a kernel argument (uniform), two barriers per iteration.
__global__ void loop_uniform(int *out, const int *in, int n) {
  __shared__ int tile[1024];
  unsigned t = tid_x();
  int acc = 0;
  for (int k = 0; k < n; ++k) {
    tile[t] = in[k * 1024 + t];
    syncthreads();
    acc += tile[(t + k) & 1023];
    syncthreads();
  }
  out[t] = acc;
}
