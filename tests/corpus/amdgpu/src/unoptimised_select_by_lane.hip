#include "prelude.h"
// As unoptimised_select_of_uniforms, but the conditional picks by the thread id: with
// n == 3, odd threads get 3 and skip the barrier while even ones get 4 and reach it
// (barrier divergence). The arm that stores the slot runs in some lanes only, so the
// merge must keep each lane's own value.
__global__ void unoptimised_select_by_lane(int *out, int n) {
  int y = n;
  int x = (tid_x() & 1) ? y : n + 1;
  if (x > 3)
    syncthreads();
  out[tid_x()] = x;
}
