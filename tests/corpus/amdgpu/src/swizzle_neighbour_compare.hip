#include "prelude.h"
// Neighbouring lanes swap their thread ids through ds_swizzle (SWAP,1); the even lane of
// each pair sees the larger id and alone runs the barrier.
extern "C" __global__ void swizzle_neighbour_compare(int *a, int n) {
  int x = tid_x();
  int y = __builtin_amdgcn_ds_swizzle(x, 0x041f);
  if (y > x) syncthreads();
}
