#include "prelude.h"
// Thread 0 counts the launch with a relaxed atomic (through a pointer that may alias the
// flag) and sets a volatile flag; after the barrier every thread reads it and spins until
// it is set: it is, for every wave, since the barrier orders thread 0's writes before the
// reads. Whether the last barrier runs twice depends on the flag's first read, the same
// for every thread.
extern "C" __global__ void volatile_spin_after_barrier(int *flag, int *cnt) {
  unsigned t = tid_x();
  volatile int *vf = flag;
  if (t == 0) {
    __hip_atomic_fetch_add(cnt, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
    *vf = 1;
  }
  syncthreads();
  int first = *vf;
  while (*vf == 0) {
  }
  for (int i = 0; i < (first & 1); i++) syncthreads();
  syncthreads();
}
