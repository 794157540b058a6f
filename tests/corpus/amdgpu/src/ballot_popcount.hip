#include "prelude.h"
// The barrier depends on how many lanes of the wave vote: `__popcll` of a ballot. With
// a = 1 << 26, lanes t with bit 5 of t set vote, 32 in every wave: safe for that a; with
// a = 1 << 25 wave 0 has no voter and wave 1 all 64. Divergence for some a.
__global__ void ballot_popcount(unsigned a, int *out) {
  unsigned t = tid_x();
  unsigned long long b = __builtin_amdgcn_ballot_w64(((t * a) >> 31) & 1u);
  if (__builtin_popcountll(b) > 40) syncthreads();
  out[t] = (int)b;
}
