#include "prelude.h"
// Built at -O0: clang drops `restrict` from the metadata and reads `limits[2]` with a vector
// load at one address in every lane. No store of the kernel comes before it, so every wave
// reads the same value (another wave's store could reach it only by racing with it) and all
// lanes take the barrier together or none does.
__global__ void unoptimised_uniform_read(const int *__restrict__ limits, int *out) {
  unsigned t = tid_x();
  int n = limits[2];
  int acc = (int)t;
  if (n > 3) {
    out[t] = acc;
    syncthreads();
    acc = out[(t + 1) % 64u];
  }
  out[t] = acc + n;
}
