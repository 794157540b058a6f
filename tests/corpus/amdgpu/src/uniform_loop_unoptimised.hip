#include "prelude.h"
// A loop whose trip count is a kernel argument, compiled at -O0: the counter lives in
// each lane's private memory and the loop is a lane loop under EXEC, yet every lane
// holds the same count, so every wave runs the barrier the same number of times.
extern "C" __global__ void uniform_loop_unoptimised(int *a, int n) {
  for (int i = 0; i < n; i++) {
    a[tid_x()] += i;
    syncthreads();
  }
}
