#include "prelude.h"
// A DPP row shift without bound control: the first lane of each row has no source and
// keeps the old value 0, so only the other lanes see the uniform value and run the barrier.
extern "C" __global__ void row_shift_keeps_old_dpp(int *a, int n) {
  int x = a[0] + n + 1;
  int y = __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, false);
  if (x == y) syncthreads();
}
