// GFX12.5: each work-item copies one dword into buf[t] and does not wait before the
// barrier; after it, an async store sends the dword another wave copied. Nothing orders
// that wave's copy before the store: the store may read the bytes before they land (two
// async operations race like any two accesses; red team seventeen: verified before).
kernel void async_store_of_copy_in_flight(global int *g, global int *out) {
  local int buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_async_to_lds_b32(g + t, buf + t, 0, 0);
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_global_store_async_from_lds_b32(out + t, buf + ((t + 32) & 255), 0, 0);
  __builtin_amdgcn_s_wait_asynccnt(0);
}
