#include "prelude.h"
// The eight compare-exchange steps of compare_exchange_steps, but lane 3 returns at step 5:
// the barriers of steps 5 to 7 run without it (barrier divergence in the source languages).
extern "C" __global__ void compare_exchange_lane_leaves(float *data) {
  __shared__ float sh[1024];
  unsigned t = tid_x();
  sh[t] = data[t];
  syncthreads();
#pragma unroll 1
  for (unsigned step = 0; step < 8; ++step) {
    if (step == 5 && t == 3)
      return;
    unsigned partner = t ^ 1;
    float mine = sh[t], theirs = sh[partner];
    syncthreads();
    if ((t < partner) == (mine > theirs))
      sh[t] = theirs;
    syncthreads();
  }
  data[t] = sh[t];
}
