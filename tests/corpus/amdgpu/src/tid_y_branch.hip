#include "prelude.h"
// Only the first row of a 2-D workgroup reaches the barrier. With a 1-D launch every
// thread is in row 0 (verified, with the assumption stated); with 64x4 it is divergence.
__global__ void tid_y_branch(int *out) {
  __shared__ int buf[1024];
  unsigned x = tid_x(), y = __builtin_amdgcn_workitem_id_y();
  buf[x & 1023] = (int)y;
  if (y == 0)
    syncthreads();
  out[x] = buf[(x + 1) & 1023];
}
