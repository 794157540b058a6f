#include "prelude.h"
// async_double_buffer_loop with each thread reading its right neighbour's element,
// `(tid + 1) % blockDim.x`: LLVM divides by the launch size through a float reciprocal
// (`v_rcp_iflag_f32`, 1 ULP), exact only for a power of two, so at other sizes the address
// is an unmodelled value and a possible overlap must not be reported. Safe for every trip
// count.
typedef __attribute__((address_space(3))) int lds_int;
typedef __attribute__((address_space(1))) int glb_int;
extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 512)))
void async_double_buffer_modulo(int *out, int *in, int ntiles) {
  __shared__ int buf[2][512];
  unsigned tid = tid_x();
  unsigned bd = __builtin_amdgcn_workgroup_size_x();
  int acc = 0;
  __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + tid), (lds_int *)&buf[0][tid], 0, 0);
  for (int t = 0; t < ntiles; ++t) {
    int cur = t & 1;
    __builtin_amdgcn_s_wait_asynccnt(0);
    syncthreads();
    if (t + 1 < ntiles)
      __builtin_amdgcn_global_load_async_to_lds_b32((glb_int *)(in + (t + 1) * bd + tid), (lds_int *)&buf[cur ^ 1][tid], 0, 0);
    acc += buf[cur][(tid + 1) % bd];
  }
  __builtin_amdgcn_s_wait_asynccnt(0);
  out[tid] = acc;
}
