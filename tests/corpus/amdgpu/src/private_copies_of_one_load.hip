#include "prelude.h"
// Every slot of a private array holds in[0], read again for each slot; one slot is
// indexed by the thread. The count read back is in[0] in every lane: the barrier loop is
// uniform. At -O0 the reads of in[0] are one phase apart from none of them, and the
// volatile read back makes the kernel one whose reads between barriers need a proof.
extern "C" __global__ void private_copies_of_one_load(const int *in) {
  volatile int a[4];
  for (int j = 0; j < 4; j++) a[j] = in[0];
  a[tid_x() & 3] = in[0];
  int n = a[1];
  for (int i = 0; i < n; i++) syncthreads();
}
