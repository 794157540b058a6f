// GFX9 LDS DMA (global_load_lds_dword, counted by vmcnt): each wave copies its 64 dwords
// into its own slice of buf (M0 = the slice), then reads only its own slice.
// The wait after the barrier is enough: each wave reads what it copied itself.
#define WAVE_BASE(t) ((t) & ~63u)
kernel void dma_own_slice(global int *g, global int *out) {
  local int buf[512];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds(g + t, buf + WAVE_BASE(t), 4, 0, 0);
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_s_waitcnt(0);
  out[t] = buf[t];
}
