#include "prelude.h"
// A 1-D stencil over tiles whose last thread returns early once the halo passes the end of
// the data: from the second tile on it skips both barriers (barrier divergence). At -O0
// every value goes through private memory: on GFX90A llc copies 64-bit values with
// v_pk_mov_b32, on GFX10 it spills through the private segment buffer (buffer_store).
static __device__ inline unsigned group_size_x() { return __builtin_amdgcn_workgroup_size_x(); }
__global__ void stencil_halo_return(float *out, const float *in, int ntiles, int stride) {
  __shared__ float sm[1024 + 2];
  unsigned t = tid_x(), bd = group_size_x();
  if (ntiles <= 0)
    return;
  for (int tile = 0; tile < ntiles; ++tile) {
    int base = tile * stride;
    sm[t + 1] = in[base + t];
    if (t == 0)
      sm[0] = base > 0 ? in[base - 1] : 0.f;
    if (t == bd - 1) {
      sm[bd + 1] = in[base + bd];
      if (base + bd > 100000)
        return;
    }
    syncthreads();
    out[base + t] = 0.25f * sm[t] + 0.5f * sm[t + 1] + 0.25f * sm[t + 2];
    syncthreads();
  }
}
