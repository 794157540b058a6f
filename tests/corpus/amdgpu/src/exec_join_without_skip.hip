#include "prelude.h"
// An inner `if` on a loaded value whose body is one LDS store, then a barrier, inside an
// `if` the compiler cannot prove uniform (`(t | 1) != 0 && t < blockDim.x` holds for every
// thread). The body is so short that LLVM removes its `s_cbranch_execz`; it also restores
// EXEC for both `if`s after the barrier. Nothing in the assembly but the `; %bb.N:` block
// comments says where the inner `if` ends: the store's block, then the barrier's. Every
// thread reaches the one barrier. With -DBARRIER_INSIDE the barrier is in the inner `if`:
// threads whose value is small skip it (LLVM keeps the skip branch for a barrier).
__global__ void exec_join_without_skip(int *g, const int *__restrict__ in, int k) {
  __shared__ int s[1024];
  unsigned t = tid_x();
  s[t] = g[t];
  syncthreads();
  if ((t | 1) != 0 && t < __builtin_amdgcn_workgroup_size_x()) {
#ifdef BARRIER_INSIDE
    if (in[t] > k) {
      s[t] = k;
      syncthreads();
    }
#else
    if (in[t] > k)
      s[t] = k;
    syncthreads();
#endif
  }
  g[t] = s[(t + 1) & 1023];
}
