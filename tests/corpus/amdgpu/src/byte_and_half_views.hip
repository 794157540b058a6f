#include "prelude.h"
// A byte and a halfword read from one address: with p[0] = 0 and p[1] = 1 the condition
// holds, and then only wave 1 takes the barrier (barrier divergence). The two reads are
// views of one value at two widths, which must stay apart in the solver.
__global__ void byte_and_half_views(const unsigned char *p, int *out) {
  unsigned t = tid_x();
  unsigned b = p[0];
  unsigned s = *(const unsigned short *)p;
  unsigned wave = __builtin_amdgcn_readfirstlane(t / (unsigned)__builtin_amdgcn_wavefrontsize());
  if (s - b * 7u == 256u && wave == 1u) syncthreads();
  out[t] = 1;
}
