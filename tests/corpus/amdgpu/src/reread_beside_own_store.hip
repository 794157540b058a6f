// Every thread reads p[1] twice in one barrier phase; thread 64 writes p[2] in between.
// The counter atomics before the barrier may alias p, so the reads of p[1] need the proof
// that no other wave writes it in the phase; the wave that writes p[2] reads p[1] again
// too, and its write is a word apart. a == b in every thread: the extra barrier is never
// taken.
#include "prelude.h"
extern "C" __global__ void reread_beside_own_store(int *p, int *cnt) {
  unsigned t = tid_x();
  __hip_atomic_fetch_add(&cnt[t], 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  syncthreads();
  volatile int *vp = p;
  int a = vp[1];
  if (t == 64) vp[2] = a + 1;
  int b = vp[1];
  if (a != b) syncthreads();
  syncthreads();
}
