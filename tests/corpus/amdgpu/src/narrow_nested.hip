#include "prelude.h"
// Nested barrier loops counted by a few bits of an argument (m = n & 7): the inner count
// is the outer index, and a barrier runs in the first four outer trips when m is even.
// Every wave runs the same barriers, whatever n is.
__global__ void k(int *a, const int *b, int n) {
  __shared__ int sh[1024];
  unsigned t = tid_x() & 1023;
  int acc = t;
  sh[t] = t;
  unsigned m = n & 7;
  for (unsigned i = 0; i < m; i++) {
    if (i <= 3 && (m & 1) == 0) {
      syncthreads();
      acc = acc * 3 + (b[t & 3] & 1);
    }
    for (unsigned j = 0; j < i; j++) {
      syncthreads();
      acc = acc * 3 + sh[(t + j) & 1023];
    }
  }
  a[t] = acc;
}
