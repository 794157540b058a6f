#include "prelude.h"
// Threads from 96 on leave before the barriers; the rest meet a barrier and then run as
// many barrier rounds as a count thread 0 put in LDS. In a workgroup of more than 96
// threads the leavers skip barriers the others reach: barrier divergence, whatever the
// count (on wave32 the fourth wave leaves as a whole, on wave64 lanes 32-63 of the second).
__global__ void early_return_before_lds_loop(const int *in) {
  unsigned t = tid_x();
  if (t >= 96)
    return;
  __shared__ int rounds;
  if (t == 0)
    rounds = in[0];
  syncthreads();
  for (int i = 0; i < rounds; ++i)
    syncthreads();
}
