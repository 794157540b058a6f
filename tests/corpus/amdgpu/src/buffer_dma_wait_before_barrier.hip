// GFX9 buffer LDS DMA (buffer_load_dword ... lds, counted by vmcnt; the raw buffer form):
// each wave copies its 64 dwords into its own slice of buf (M0 = the slice), then reads
// another wave's slice.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define WAVE_BASE(t) ((t) & ~63u)
__global__ void buffer_dma_wait_before_barrier(int *g, int *out) {
  __shared__ int buf[512];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(g, 0, 0x7fffffff, 0x00027000);
  __attribute__((address_space(3))) void *lds = (__attribute__((address_space(3))) void *)(buf + WAVE_BASE(t));
  __builtin_amdgcn_raw_ptr_buffer_load_lds(r, lds, 4, t * 4, 0, 0, 0);
  __builtin_amdgcn_s_waitcnt(0);
  __builtin_amdgcn_s_barrier();
  out[t] = buf[(t + 64) & 511];
}
