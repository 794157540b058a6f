#include "prelude.h"
// Each thread stores a constant into its own 16-bit element, an empty asm with a memory
// clobber keeps clang from forwarding the value, and the thread reads the element back:
// every thread reads 5, so the barrier is uniform. The byte-sized twin is a lane-dependent
// value: thread t stores t & 1 and syncs only where it reads 1.
__global__ void global_short_readback(short *out) {
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + t;
  out[g] = 5;
  asm volatile("" ::: "memory");
  short v = out[g];
  if (v == 5)
    syncthreads();
  out[g] = v + 1;
}
