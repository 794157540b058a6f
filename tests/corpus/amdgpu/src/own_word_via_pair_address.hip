#include "prelude.h"
// Each thread stores a word, then after a barrier reads its pair neighbour's word through
// a 64-bit index (`t + 1 - 2 * (t & 1)`): gfx942 builds that address in a VGPR pair
// (`v_lshl_add_u64`, then `global_load_dword ..., v[0:1], off offset:4`), not in the
// `saddr` form of the store. The neighbour is in the same wave, which wrote the word before
// the barrier, so the compare holds and every thread reaches the second barrier.
__global__ void own_word_via_pair_address(int *g, int k) {
  unsigned t = tid_x();
  unsigned n = __builtin_amdgcn_workgroup_size_x();
  g[t] = k;
  syncthreads();
  long i = (long)t + 1 - 2 * (long)(t & 1);
  int x = g[i];
  if (x == k)
    syncthreads();
  g[t + n] = x;
}
