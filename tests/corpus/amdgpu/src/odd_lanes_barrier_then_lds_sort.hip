#include "prelude.h"
// Odd lanes alone run a barrier (divergent whatever memory holds); afterwards each thread
// compares two LDS values and swaps them. The later branch on LDS contents, which bverify
// does not model, must not hide the divergence before it.
__global__ void odd_lanes_barrier_then_lds_sort(int *out, const int *in) {
  __shared__ int s[1024];
  unsigned t = tid_x();
  s[t] = in[t];
  if (t & 1)
    syncthreads();
  int a = s[t], b = s[(t + 1) & 1023];
  if (a > b) {
    s[t] = b;
    s[(t + 1) & 1023] = a;
  }
  out[t] = s[t];
}
