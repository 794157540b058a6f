#include "prelude.h"
// The barrier depends on a ballot: whether the wave's first lane has bit 31 of t * a set.
// Every lane of a wave agrees, but the waves do not (t differs): barrier divergence for
// some `a` (a = 1 << 25: wave 1's first lane, t = 64, sets bit 31; wave 0's does not).
__global__ void ballot_branch(unsigned a, int *out) {
  unsigned t = tid_x();
  unsigned long long b = __builtin_amdgcn_ballot_w64(((t * a) >> 31) & 1u);
  if (b & 1ull) syncthreads();
  out[t] = (int)b;
}
