#include "prelude.h"
// An inclusive prefix sum of ones over each row of 16 lanes with DPP row shifts (bound
// control on: lanes shifted in from outside the row add 0), so lane i of a row holds
// i + 1 and every lane takes the barrier.
extern "C" __global__ void row_prefix_sum_dpp(int *a, int n) {
  int x = 1;
  x += __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, true);
  x += __builtin_amdgcn_update_dpp(0, x, 0x112, 0xf, 0xf, true);
  x += __builtin_amdgcn_update_dpp(0, x, 0x114, 0xf, 0xf, true);
  x += __builtin_amdgcn_update_dpp(0, x, 0x118, 0xf, 0xf, true);
  if (x == (tid_x() % 16) + 1) syncthreads();
}
