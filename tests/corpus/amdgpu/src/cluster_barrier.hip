#include "prelude.h"
// Every thread meets the cluster barrier. LLVM expands it to: every wave signals the
// workgroup barrier (-1) with _isfirst; the first wave signals the cluster barrier (-3)
// for the whole workgroup; every wave waits on it.
__global__ void cluster_barrier(int *out, const int *in) {
  __shared__ int sm[1024];
  unsigned t = tid_x();
  sm[t] = in[t];
  __builtin_amdgcn_s_cluster_barrier();
  out[t] = sm[t ^ 1];
}
