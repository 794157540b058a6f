#include "prelude.h"
// Lanes below n write __shared__, then every lane meets the barrier when n > 3. At -O0 the
// store goes through a generic pointer whose offset comes back from a private slot; it
// must not be taken for a write to the wave's own private memory.
__global__ void shared_store_then_uniform_barrier(int *out, unsigned n) {
  __shared__ int sm[1024];
  unsigned t = tid_x();
  if (t < n)
    sm[t] = 5;
  if (n > 3)
    syncthreads();
  out[t] = sm[0];
}
