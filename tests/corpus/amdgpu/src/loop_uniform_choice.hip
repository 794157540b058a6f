#include "prelude.h"
// A loop over a kernel argument whose iterations do one barrier or two, chosen by another
// argument (and by the iteration's parity): every wave chooses the same in every iteration,
// so it is safe for every trip count.
__global__ void loop_uniform_choice(unsigned *out, unsigned n, unsigned mode) {
  __shared__ unsigned buf[1024];
  unsigned t = tid_x();
  unsigned acc = t;
  for (unsigned i = 0; i < n; ++i) {
    buf[t] = acc;
    if (((mode >> (i & 7u)) & 1u) != 0u) {
      syncthreads();
      acc += buf[(t + 1) & 1023u];
    } else {
      syncthreads();
      acc ^= buf[(t + 3) & 1023u];
      syncthreads();
    }
  }
  out[t] = acc;
}
