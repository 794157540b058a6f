#include "prelude.h"
// Built at -O0: as unoptimised_uniform_read, but each wave first stores to the array it then
// reads: a wave may read `data[2]` before or after wave 0 stored it, so the waves may
// disagree on the barrier (the read races with the store).
__global__ void unoptimised_read_after_store(int *data, int *out) {
  unsigned t = tid_x();
  data[t] = (int)t;
  int n = data[2];
  if (n > 3) {
    syncthreads();
  }
  out[t] = n;
}
