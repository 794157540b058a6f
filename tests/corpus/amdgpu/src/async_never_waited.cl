// GFX12.5 async copy to LDS (global_load_async_to_lds_b32, counted by ASYNCcnt): each
// work-item copies one dword into buf[t], then reads one that another wave copied.
// No wait at all: the copy is still in flight when it is read and when the wave ends.
kernel void async_never_waited(global int *g, global int *out) {
  local int buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_async_to_lds_b32(g + t, buf + t, 0, 0);
  __builtin_amdgcn_s_barrier();
  out[t] = buf[(t + 32) & 255];
}
