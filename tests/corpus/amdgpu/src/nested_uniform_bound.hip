#include "prelude.h"
// Nested barrier loops: the outer count is an argument, the inner count is read from
// global memory at an address every lane shares (b[o]), so every wave runs both loops the
// same number of times, for every n and every b.
__global__ void k(const int *b, int *a, int n) {
  __shared__ int sh[1024];
  unsigned t = tid_x() & 1023;
  sh[t] = 0;
  for (int o = 0; o < n; o++) {
    int m = b[o] & 7;
    for (int j = 0; j < m; j++) {
      if (t & 2) sh[t] += j; else sh[t] -= o;
      syncthreads();
    }
    syncthreads();
  }
  a[t] = sh[t];
}
