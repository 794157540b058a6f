#include "prelude.h"
// As private_dynamic_index, but the second store writes the thread id: when `a & 63` and
// `b & 63` name the same slot, each lane reads its own id back and the lanes with ids
// above 3 take the barrier while the others skip it (divergence).
__global__ void private_dynamic_index_lane(int *out, int n, int a, int b) {
  volatile int buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = i;
  buf[a & 63] = n;
  buf[b & 63] = (int)tid_x();
  if (buf[a & 63] > 3)
    syncthreads();
  out[tid_x()] = buf[tid_x() & 63];
}
