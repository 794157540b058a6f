#include "prelude.h"
// A small local array that clang keeps in VGPRs and reads at an index from an argument
// with `s_set_gpr_idx_on` (GFX9): the read names `v[n + M0]`, not the register written in
// the instruction. With a == 5 each lane reads its own id, and lanes 0-3 skip the barrier
// (barrier divergence). bverify does not follow VGPR indexing: inconclusive. Before, it
// read the register as written and said verified (red team 24).
__global__ void register_array_index(int *out, int n, int a) {
  int buf[16];
  for (int i = 0; i < 16; i++)
    buf[i] = n;
  buf[5] = (int)tid_x();
  int x = buf[a & 15];
  if (x > 3)
    syncthreads();
  out[tid_x()] = x;
}
