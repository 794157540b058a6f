#include "prelude.h"
// A small local array filled with one argument and read back at a slot another argument
// picks. On gfx1250 a private pointer is flat `src_flat_scratch_base + (lane << 52 |
// offset)`, so the read at a symbolic offset must be matched against the stored dwords
// there too: every lane reads `n`, and the barrier is reached by all lanes or by none
// (safe; a fresh value per lane was a false alarm, red team 24 class C).
__global__ void private_uniform_index_scratch(int *out, int n, int a) {
  volatile int buf[4];
  for (int i = 0; i < 4; i++)
    buf[i] = n;
  int x = buf[a & 3];
  if (x > 3)
    syncthreads();
  out[tid_x()] = x;
}
