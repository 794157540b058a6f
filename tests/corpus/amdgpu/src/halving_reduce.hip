#include "prelude.h"
// The halving tree reduction over a symbolic size n (a kernel argument): the step d starts at
// n / 2 and halves each trip, with a barrier per trip and only lanes below d adding. Every
// wave runs the same trips (d is uniform), so it is safe for every n.
__global__ void halving_reduce(int *out, int n) {
  __shared__ int sm[1024];
  unsigned lid = tid_x();
  sm[lid] = lid;
  syncthreads();
  for (int d = n >> 1; d > 0; d >>= 1) {
    syncthreads();
    if (lid < d)
      sm[lid] += sm[lid + d];
  }
  if (lid == 0)
    out[__builtin_amdgcn_workgroup_id_x()] = sm[0];
}
