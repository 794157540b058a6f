#include "prelude.h"
// Nested barrier loops whose inner count is read at an address that differs per wave
// (b[o + wave]): waves run the inner barrier loop different numbers of times.
__global__ void k(const int *b, int *a, int n) {
  __shared__ int sh[1024];
  unsigned t = tid_x() & 1023;
  sh[t] = 0;
  for (int o = 0; o < n; o++) {
    int m = b[o + (tid_x() >> 6)] & 7;
    for (int j = 0; j < m; j++) { sh[t] += j; syncthreads(); }
    syncthreads();
  }
  a[t] = sh[t];
}
