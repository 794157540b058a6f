#include "prelude.h"
// The loop counter is a local whose address goes to an out-of-line helper, so it lives in
// private memory and the helper updates it through a flat pointer (on GFX12.5:
// src_flat_scratch_base plus the lane id shifted to bit 52). Every lane runs 3 trips.
__device__ __attribute__((noinline)) void bump(int *p) { (*p)++; }
__global__ void counter_through_pointer(int *out) {
  int t = (int)tid_x();
  for (int i = 0; i < 3; bump(&i))
    syncthreads();
  out[t] = t;
}
