#include "prelude.h"
// Built at -O0: as unoptimised_private_array, but each thread reads index t & 3 of the
// private array of n's bits: for n = 1 thread 0 reads 1 and skips the barrier while
// thread 1 reads 0 and waits at it.
__global__ void unoptimised_private_array_lane(int *out, int n) {
  unsigned t = tid_x();
  volatile int arr[4];
  for (int j = 0; j < 4; ++j)
    arr[j] = (n >> j) & 1;
  if (arr[t & 3] == 0)
    syncthreads();
  out[t] = arr[0];
}
