#include "prelude.h"
// A barrier loop whose count is a few bits of an argument (n & 7): wave 1 leaves out the
// barriers of the seventh trip only, so the deadlock needs 7 trips, past the default
// --unroll 4, and the loop runs the same number of times in every wave.
__global__ void k(int *a, int n) {
  __shared__ int sh[1024];
  unsigned t = tid_x() & 1023;
  sh[t] = t;
  int m = n & 7;
  for (int i = 0; i < m; i++) {
    if (i == 6 && (tid_x() >> 6) == 1) continue;
    syncthreads();
    int v = sh[(t + 1) & 1023];
    syncthreads();
    sh[t] += v;
  }
  a[t] = sh[t];
}
