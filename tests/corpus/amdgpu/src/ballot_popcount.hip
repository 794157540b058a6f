#include "prelude.h"
// The barrier depends on how many lanes of the wave vote: `__popcll` of a ballot of
// `t < a`. Wave w has clamp(a - 64w, 0, 64) voters: with a = 100 wave 0 has 64 and takes
// the barrier, wave 1 has 36 and does not (barrier divergence).
__global__ void ballot_popcount(unsigned a, int *out) {
  unsigned t = tid_x();
  unsigned long long b = __builtin_amdgcn_ballot_w64(t < a);
  if (__builtin_popcountll(b) > 40) syncthreads();
  out[t] = (int)b;
}
