#include "prelude.h"
// A pointer into the middle of a local array, indexed by a value that may be negative. At
// -O0 the pointer lives in a stack slot and the index is sign-extended to 64 bits before it
// is added, so some offsets carry into the address's high half: the address is still the
// lane's own private memory, and the value read back is the argument stored there in every
// lane (safe; a false alarm, red team 24 class B).
__global__ void private_pointer_signed_index(int *out, int n, int m, int a) {
  int buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = n;
  int *p = &buf[32];
  p[(a & 63) - 32] = m;
  int x = p[(a & 63) - 32];
  if (x > 3)
    syncthreads();
  out[tid_x()] = x;
}
