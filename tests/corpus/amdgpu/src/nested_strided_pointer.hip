#include "prelude.h"
// A pointer strided through the outer loop by an argument; the inner barrier loop breaks
// on the values it points at, which every lane of every wave reads alike.
__global__ void k(const int *b, int *a, int n, int stride) {
  __shared__ int sh[1024];
  unsigned t = tid_x() & 1023;
  sh[t] = 0;
  const int *p = b;
  for (int o = 0; o < n; o++) {
    for (int j = 0; j < 4; j++) { if (p[j] == 0) break; sh[t] += j; syncthreads(); }
    p += stride;
    syncthreads();
  }
  a[t] = sh[t];
}
