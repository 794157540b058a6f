#include "prelude.h"
// The lane twin of byvalue_struct_loop: after the loop over a member, threads whose id is
// above the struct's `scale` sync and the others skip the barrier.
struct Params {
  int first;
  signed char pick;
  short counts[3];
  double scale;
  int table[4];
};
__global__ void byvalue_struct_lane(int *out, Params p) {
  unsigned t = tid_x();
  for (int i = 0; i < (p.counts[2] & 3); ++i)
    syncthreads();
  if (p.scale < (double)t)
    syncthreads();
  out[t] = p.first;
}
