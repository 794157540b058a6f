#include "prelude.h"
// Each thread stores a word and, after a barrier, reads it back: the compare holds, and
// every thread reaches the second barrier. On gfx1250 both accesses use `scale_offset`,
// and a workgroup-scope atomic load would look the same as this plain one, so in a
// workgroup of two or more waves another wave's atomic store could have replaced the word
// (what other waves store is not modelled: inconclusive). In a one-wave workgroup
// (`--waves 1`) none can, and the wave reads its own word back.
__global__ void own_word_scaled(int *g) {
  unsigned t = tid_x();
  g[t] = (int)t;
  syncthreads();
  if (g[t] == (int)t)
    syncthreads();
  g[t + __builtin_amdgcn_workgroup_size_x()] = 1;
}
