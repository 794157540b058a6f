#include "prelude.h"
// A local array written and read at slots the kernel arguments pick. Every lane stores the
// same values at the same slots, so the compare reads one value in every lane and the
// barrier is reached by all lanes or by none (safe). The stores at symbolic offsets must be
// followed through private memory for the read to return them (a fresh value per lane was
// a false alarm, red team 23).
__global__ void private_dynamic_index(int *out, int n, int m, int a, int b) {
  volatile int buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = i;
  buf[a & 63] = n;
  buf[b & 63] = m;
  if (buf[a & 63] > 3)
    syncthreads();
  out[tid_x()] = buf[tid_x() & 63];
}
