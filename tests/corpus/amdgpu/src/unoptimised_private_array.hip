#include "prelude.h"
// Built at -O0: a volatile private array filled with bits of the argument n and read at
// index n & 3 through a generic pointer into the private aperture (the element's address
// is the array's base plus 4 * j, added in two steps). Every thread reads the same bit,
// so the barrier is uniform. The lane twin reads index t & 3 instead.
__global__ void unoptimised_private_array(int *out, int n) {
  unsigned t = tid_x();
  volatile int arr[4];
  for (int j = 0; j < 4; ++j)
    arr[j] = (n >> j) & 1;
  if (arr[n & 3] == 0)
    syncthreads();
  out[t] = arr[0];
}
