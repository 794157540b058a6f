// GFX9 LDS DMA, then a plain global store, then the barrier; the wave waits for the copy
// only after the barrier, so another wave may read its slice before the copy lands. The
// store in between waits for nothing (LLVM IR has no implicit waits), and on gfx90a the
// copy is spelled `global_load_dword v1, s[0:1] lds`, the name gfx940 changed to
// `global_load_lds_dword` (red team seventeen: both were verified).
#define WAVE_BASE(t) ((t) & ~63u)
kernel void dma_store_before_barrier(global int *g, global int *out) {
  local int buf[512];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds(g + t, buf + WAVE_BASE(t), 4, 0, 0);
  out[512 + t] = t;
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_s_waitcnt(0);
  out[t] = buf[(t + 64) & 511];
}
