// At -O0 every local lives in scratch, so the stores before the barrier are all private:
// no wave writes global memory before it, and in[1], read after it, is the dispatch's
// value. When it is positive the threads below 64 take a barrier the others skip
// (barrier divergence, from a real input).
#include "prelude.h"
extern "C" __global__ void scratch_stores_before_read(int *in, int *out) {
  unsigned t = tid_x();
  int k = in[0] + (int)t;
  syncthreads();
  if (t < 64 && in[1] > 0) syncthreads();
  syncthreads();
  out[t] = k;
}
