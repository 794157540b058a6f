#include "prelude.h"
// Built at -O0: every local lives in scratch (flat pointers to private memory on GFX12.5,
// SGPRs spilled to VGPR lanes), and `% warpSize` divides through the float reciprocal.
// Each lane runs its own number of trips, in a loop without barriers; then all lanes meet.
__device__ __attribute__((noinline)) unsigned trips(unsigned t) {
  return (t % (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u;
}
__global__ void unoptimised_lane_loop(unsigned *out) {
  unsigned t = tid_x();
  unsigned acc = t;
  unsigned i = 0;
  while (i < trips(t)) {
    acc = acc * 3u + i;
    ++i;
  }
  syncthreads();
  out[t] = acc;
}
