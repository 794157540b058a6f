// GFX12.5 async copy to LDS (global_load_async_to_lds_b32, counted by ASYNCcnt): each
// work-item copies one dword into buf[t], then reads one that another wave copied.
// Two blocks in flight: s_wait_asynccnt 1 completes the first, which is the one read.
kernel void async_two_blocks(global int *g, global int *out) {
  local int a[256], b[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_async_to_lds_b32(g + t, a + t, 0, 0);
  __builtin_amdgcn_global_load_async_to_lds_b32(g + 256 + t, b + t, 0, 0);
  __builtin_amdgcn_s_wait_asynccnt(1);
  __builtin_amdgcn_s_barrier();
  int x = a[(t + 32) & 255];
  __builtin_amdgcn_s_wait_asynccnt(0);
  __builtin_amdgcn_s_barrier();
  out[t] = x + b[(t + 32) & 255];
}
