#include "prelude.h"
// A uniform -O0 loop whose fourth iteration runs a barrier in only the first 32 threads.
extern "C" __global__ void masked_barrier_in_uniform_loop_unoptimised(int *a, int n) {
  for (int i = 0; i < n; i++) {
    a[tid_x()] += i;
    if (i == 3 && tid_x() < 32) syncthreads();
    syncthreads();
  }
}
