// GFX9 LDS DMA (global_load_lds_dword, counted by vmcnt): each wave copies its 64 dwords
// into its own slice of buf (M0 = the slice), then reads another wave's slice.
// The wait is after the barrier: another wave may read the slice before the copy lands.
#define WAVE_BASE(t) ((t) & ~63u)
kernel void dma_wait_after_barrier(global int *g, global int *out) {
  local int buf[512];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds(g + t, buf + WAVE_BASE(t), 4, 0, 0);
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_s_waitcnt(0);
  out[t] = buf[(t + 64) & 511];
}
