// GFX12.5 async copy to LDS under a uniform condition (a kernel argument): when `n > 3`
// every work-item starts one copy into buf[t] and nothing waits for it, so the copy is
// still in flight when the wave ends. The other side of the branch copies nothing; a
// check that settled both sides with one of them missed the copy.
kernel void async_copy_if_asked(global int *g, global int *out, int n) {
  local int buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  if (n > 3)
    __builtin_amdgcn_global_load_async_to_lds_b32(g + t, buf + t, 0, 0);
  out[t] = t;
}
