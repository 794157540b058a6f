#include "prelude.h"
// Thread 0 publishes a value read from global memory through LDS; after the barrier every
// thread reads it and branches on it around a second barrier. Correct, because every
// thread reads the same LDS word after the barrier, which nobody writes between the two
// barriers: bverify reads it as one value for every wave (before: a false alarm with
// made-up per-wave LDS values, then inconclusive).
__global__ void lds_broadcast_flag(int *out, const int *cfg) {
  __shared__ int s;
  unsigned t = tid_x();
  if (t == 0)
    s = cfg[__builtin_amdgcn_workgroup_id_x()];
  syncthreads();
  if (s > 5) {
    out[t] = 1;
    syncthreads();
  }
  out[t + 1024] = s;
}
