#include "prelude.h"
// A tree reduction halving from the group size, compiled at -O0: every local goes through
// private memory by generic pointers. On GFX8 the private and LDS apertures come from the
// hidden kernel arguments hidden_private_base / hidden_shared_base (code object v5).
static __device__ inline unsigned group_size_x() { return __builtin_amdgcn_workgroup_size_x(); }
__global__ void halving_reduce_unoptimised(float *out, const float *in) {
  __shared__ float sm[1024];
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x();
  sm[t] = in[g * group_size_x() + t];
  syncthreads();
  for (unsigned s = group_size_x() / 2; s > 0; s >>= 1) {
    if (t < s)
      sm[t] += sm[t + s];
    syncthreads();
  }
  if (t == 0)
    out[g] = sm[0];
}
