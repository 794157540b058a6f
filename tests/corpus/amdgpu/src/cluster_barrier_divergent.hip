#include "prelude.h"
// Only the first 16 threads meet the cluster barrier: the others skip the workgroup barrier
// its expansion starts with.
__global__ void cluster_barrier_divergent(int *out, const int *in) {
  __shared__ int sm[1024];
  unsigned t = tid_x();
  sm[t] = in[t];
  if (t < 16)
    __builtin_amdgcn_s_cluster_barrier();
  out[t] = sm[t ^ 1];
}
