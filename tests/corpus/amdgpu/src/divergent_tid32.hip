#include "prelude.h"
// Classic divergent barrier: only lanes with tid < 32 reach it.
__global__ void divergent_tid32(int *out) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  buf[t] = (int)t;
  if (t < 32) {
    syncthreads();
  }
  out[t] = buf[(t + 1) & 1023];
}
