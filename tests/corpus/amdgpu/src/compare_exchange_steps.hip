#include "prelude.h"
// Eight compare-exchange steps on LDS, as a sorting network does: whether a lane writes
// depends on the LDS values it read, the trip count does not. Every lane reaches every
// barrier of every step.
extern "C" __global__ void compare_exchange_steps(float *data) {
  __shared__ float sh[1024];
  unsigned t = tid_x();
  sh[t] = data[t];
  syncthreads();
#pragma unroll 1
  for (unsigned step = 0; step < 8; ++step) {
    unsigned partner = t ^ 1;
    float mine = sh[t], theirs = sh[partner];
    syncthreads();
    if ((t < partner) == (mine > theirs))
      sh[t] = theirs;
    syncthreads();
  }
  data[t] = sh[t];
}
