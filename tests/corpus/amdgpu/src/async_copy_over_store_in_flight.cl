// GFX12.5: each trip copies a block into buf, waits for it, and sends it on with an async
// store that nothing waits for before the next trip's copy overwrites buf. ASYNCcnt counts
// both in issue order, so the next trip's wait completes the store only after the copy has
// started: the copy may overwrite bytes the store has not read yet (one wave is enough).
kernel void async_copy_over_store_in_flight(global int *g, global int *out, int n) {
  local int buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  for (int i = 0; i < (n & 3); ++i) {
    __builtin_amdgcn_global_load_async_to_lds_b32(g + i * 256 + t, buf + t, 0, 0);
    __builtin_amdgcn_s_wait_asynccnt(0);
    __builtin_amdgcn_global_store_async_from_lds_b32(out + i * 256 + t, buf + t, 0, 0);
  }
  __builtin_amdgcn_s_wait_asynccnt(0);
}
