#include "prelude.h"
// Two nested loops over kernel arguments at -O0, a barrier in each.
extern "C" __global__ void nested_uniform_loops_unoptimised(int *a, int n, int m) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      a[tid_x()] += i * j;
      syncthreads();
    }
    syncthreads();
  }
}
