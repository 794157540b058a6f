#include "prelude.h"
// As nested_strided_pointer, but the pointer starts at a different element in each wave:
// the inner barrier loop breaks at different iterations in different waves.
__global__ void k(const int *b, int *a, int n) {
  __shared__ int sh[1024];
  unsigned t = tid_x() & 1023;
  sh[t] = 0;
  const int *p = b + (tid_x() >> 6) * 3;
  for (int o = 0; o < n; o++) {
    for (int j = 0; j < 8; j++) { if (p[j] == 0) break; sh[t] += j; syncthreads(); }
    p += 8;
    syncthreads();
  }
  a[t] = sh[t];
}
