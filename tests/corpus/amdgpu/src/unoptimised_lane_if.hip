#include "prelude.h"
// The twin of unoptimised_uniform_if whose last `if` tests the lane id instead of the
// argument: lanes 2 and 3 of every 8 skip the last barrier (divergence). Built at -O0.
__device__ __attribute__((noinline)) unsigned waves_in_block() {
  return __builtin_amdgcn_workgroup_size_x() / (unsigned)__builtin_amdgcn_wavefrontsize();
}
__global__ void unoptimised_lane_if(unsigned *out, unsigned a) {
  unsigned t = tid_x();
  unsigned acc = t;
  unsigned i = 0;
  do {
    if (((unsigned long long)((__builtin_amdgcn_workgroup_id_x() & 3u) * 3u) * 3000000000ull) <= 17179869184ull) {
      if ((waves_in_block() / 7u) == 4u) { ++i; continue; }
    }
    syncthreads();
    acc = acc * 3u + i;
    ++i;
  } while (i < waves_in_block());
  if ((t & 6u) != 2u) {
    syncthreads();
    acc += waves_in_block();
  }
  out[t] = acc;
}
