#include "prelude.h"
// Built at -O0: the LDS store goes through a flat pointer into the LDS aperture, and the
// branch reads `c` back from the wave's private memory afterwards; the store cannot have
// changed it, so every wave takes the same side.
__global__ void unoptimised_lds_then_branch(int c, int *out) {
  __shared__ int s[1024];
  unsigned t = tid_x();
  s[t] = 5;
  if (c > 3) syncthreads();
  out[t] = s[t];
}
