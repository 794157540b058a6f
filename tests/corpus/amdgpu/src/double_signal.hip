#include "prelude.h"
// Two signals before one wait: the second arrive belongs to a later phase.
__global__ void double_signal(int *out) {
  unsigned t = tid_x();
  __builtin_amdgcn_s_barrier_signal(-1);
  out[t] = (int)t;
  __builtin_amdgcn_s_barrier_signal(-1);
  __builtin_amdgcn_s_barrier_wait(-1);
}
