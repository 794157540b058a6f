#include "prelude.h"
// A lane-masked write, then a barrier, inside an `if` the compiler cannot prove uniform
// (`t < blockDim.x` holds for every thread). LLVM restores EXEC for both `if`s after the
// barrier, which then runs with only the odd lanes on; the even lanes skipped nothing but
// the write (the inner `if`'s skip branch targets the barrier's block). Every thread
// reaches the one barrier. With -DOUTER_HALF the outer `if` is `t < 32`: the threads past
// 32 skip the barrier, a divergence on the same instructions.
__global__ void exec_restored_after_barrier(int *g, int k) {
  __shared__ int s[1024];
  unsigned t = tid_x();
  s[t] = g[t];
  syncthreads();
#ifdef OUTER_HALF
  if (t < 32) {
#else
  if (t < __builtin_amdgcn_workgroup_size_x()) {
#endif
    if (t & 1)
      s[t] = k;
    syncthreads();
  }
  g[t] = s[(t + 1) & 1023];
}
