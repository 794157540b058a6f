#include "prelude.h"
// Every thread stores 7 in its own slot, a barrier, then reads the slot of the thread one
// wave further on: another wave wrote it before the barrier, so every thread reads 7 and
// the second barrier is uniform. What other waves store is not modelled: with two or more
// waves the read value is unknown and the result is inconclusive, not a violation.
__global__ void global_word_of_other_wave(int *g, int *out) {
  unsigned t = tid_x();
  unsigned n = __builtin_amdgcn_workgroup_size_x();
  g[t] = 7;
  syncthreads();
  if (g[(t + __builtin_amdgcn_wavefrontsize()) % n] == 7)
    syncthreads();
  out[t] = t;
}
