#include "prelude.h"
// Built at -O0: a uniform `if` becomes EXEC masking (the wave branches only on "EXEC is
// zero"), saved masks and locals live in scratch, and helpers are real calls. The loop
// runs once per wave of the block; inside it, a branch on the block id (the same in every
// wave) may skip the barrier of an iteration, for all waves alike.
__device__ __attribute__((noinline)) unsigned waves_in_block() {
  return __builtin_amdgcn_workgroup_size_x() / (unsigned)__builtin_amdgcn_wavefrontsize();
}
__global__ void unoptimised_uniform_if(unsigned *out, unsigned a) {
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
  if ((a & 6u) != 2u) {
    syncthreads();
    acc += waves_in_block();
  }
  out[t] = acc;
}
