// A raw buffer load at one address for every lane and wave (buffer_load_dword ... off) reads
// a trip count: every wave reads the same value, so all run the barrier loop equally often.
#define __global__ __attribute__((global))
__global__ void buffer_uniform_count_loop(int *g) {
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(g, 0, 0x7fffffff, 0x00027000);
  unsigned t = __builtin_amdgcn_workitem_id_x();
  int n = __builtin_amdgcn_raw_buffer_load_b32(r, 0, 0, 0);
  for (int i = 0; i < (n & 3); ++i)
    __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_raw_buffer_store_b32(t, r, t * 4 + 64, 0, 0);
}
