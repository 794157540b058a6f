#include "prelude.h"
// At -O0 a local array lives in scratch and is reached through flat pointers into the
// private aperture: `&buf[a & 15]` is the aperture base plus a small offset. Every lane
// stores the argument n at the slot and reads it back, so the barrier is reached by all
// lanes or none (safe). The pointer's high half must be seen to be the aperture's (the low
// halves cannot carry) for the store to be followed.
__global__ void private_index_unoptimised(int *out, int n, int a) {
  int buf[16];
  buf[a & 15] = n;
  int x = buf[a & 15];
  if (x > 3)
    syncthreads();
  out[tid_x()] = x;
}
