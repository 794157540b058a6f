#include "prelude.h"
// GFX12 split barrier: signal, independent work, then wait.
__global__ void split_barrier(int *out, const int *in) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  buf[t] = (int)t;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier_signal(-1);
  int x = in[t] * 5;
  __builtin_amdgcn_s_barrier_wait(-1);
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  out[t] = buf[(t + 1) & 1023] + x;
}
