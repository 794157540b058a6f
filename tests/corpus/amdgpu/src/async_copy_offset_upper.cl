// GFX12.5 async copy with an instruction offset of 1024 bytes: the offset applies to the
// global and the LDS address alike (LLVM "AMDGPU DMA Operations", GFX1250), so each
// work-item's copy lands in buf[256 + t]. Reads of the upper half before any wait meet copies of other
// waves in flight: undefined behaviour.
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void async_copy_offset_upper(global int *g, global int *out) {
  local int buf[512];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  buf[t] = g[t];
  __builtin_amdgcn_global_load_async_to_lds_b32(g + t, buf + t, 1024, 0);
  __builtin_amdgcn_s_barrier();
  out[t] = buf[256 + ((t + 32) & 255)];
  __builtin_amdgcn_s_wait_asynccnt(0);
}
