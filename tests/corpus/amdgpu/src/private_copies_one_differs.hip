#include "prelude.h"
// As private_copies_of_one_load, but the slot a thread indexes holds in[0] + (tid & 1):
// threads with tid % 4 == 1 count one barrier more than the others.
extern "C" __global__ void private_copies_one_differs(const int *in) {
  volatile int a[4];
  for (int j = 0; j < 4; j++) a[j] = in[0];
  a[tid_x() & 3] = in[0] + (tid_x() & 1);
  int n = a[1];
  for (int i = 0; i < n; i++) syncthreads();
}
