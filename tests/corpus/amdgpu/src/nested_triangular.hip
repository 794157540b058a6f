#include "prelude.h"
// A triangular nest of barrier loops: the inner count is the outer index.
__global__ void k(int *a, int n) {
  __shared__ int sh[1024];
  unsigned t = tid_x() & 1023;
  sh[t] = 0;
  for (int o = 0; o < n; o++) {
    for (int j = 0; j < o; j++) { sh[t] += j; syncthreads(); }
    syncthreads();
  }
  a[t] = sh[t];
}
