#include "prelude.h"
// The barrier is guarded by a kernel argument: the branch is uniform across the workgroup.
__global__ void uniform_arg_branch(int *out, int n) {
  __shared__ int buf[1024];
  unsigned t = tid_x();
  buf[t] = (int)t;
  if (n > 0) {
    syncthreads();
    out[t] = buf[(t + 7) & 1023] * n;
  }
}
