#include "prelude.h"
// As private_pointer_signed_index, but the slot before the pointer holds the thread id and
// the read goes backwards: for odd `a` each lane reads its own id and only ids above 3 take
// the barrier (divergence).
__global__ void private_pointer_signed_index_lane(int *out, int n, int a) {
  int buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = n;
  int *p = &buf[32];
  p[-1] = (int)tid_x();
  int x = p[-(a & 1)];
  if (x > 3)
    syncthreads();
  out[tid_x()] = x;
}
