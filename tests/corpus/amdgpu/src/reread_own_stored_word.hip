// The twin of reread_beside_own_store: thread 64 writes the word every thread reads twice,
// p[1], between the two reads. Thread 64 reads its own a + 1 back, so it takes the extra
// barrier and the rest of its wave does not (and the other waves' reads race with its
// write): barrier divergence.
#include "prelude.h"
extern "C" __global__ void reread_own_stored_word(int *p, int *cnt) {
  unsigned t = tid_x();
  __hip_atomic_fetch_add(&cnt[t], 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  syncthreads();
  volatile int *vp = p;
  int a = vp[1];
  if (t == 64) vp[1] = a + 1;
  int b = vp[1];
  if (a != b) syncthreads();
  syncthreads();
}
