#include "prelude.h"
// A helper (not inlined) with a loop of barriers and two more after it, all inside an
// `if` on values every thread shares. LLVM leaves the loop's exit mask unrestored before
// the barriers after the loop (only the `if`'s join restores EXEC, and s_barrier ignores
// EXEC), so they run with no lane on; every thread still executes them. Safe (oracle seed
// 2229 was a false divergence on every target).
__attribute__((noinline)) static __device__ unsigned helper(unsigned acc, unsigned n, const unsigned *__restrict__ data) {
  if ((data[2] & 1u) != (n & 3u)) {
    for (unsigned i = 0; i < (n & 3u); ++i)
      syncthreads();
    if ((n & 3u) + 3u >= 4u) {
      syncthreads();
      syncthreads();
    }
  }
  syncthreads();
  return acc;
}
extern "C" __global__ void barriers_after_loop_in_uniform_if(unsigned *__restrict__ out, unsigned n, const unsigned *__restrict__ data) {
  unsigned t = tid_x();
  syncthreads();
  out[t] = helper(t, n, data) * 3u;
}
