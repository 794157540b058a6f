#include "prelude.h"
// As private_uniform_index_scratch, but one slot holds the thread id: when `a & 3` picks it,
// each lane reads its own id and only ids above 3 take the barrier (divergence).
__global__ void private_uniform_index_scratch_lane(int *out, int n, int a) {
  volatile int buf[4];
  for (int i = 0; i < 4; i++)
    buf[i] = n;
  buf[1] = (int)tid_x();
  int x = buf[a & 3];
  if (x > 3)
    syncthreads();
  out[tid_x()] = x;
}
