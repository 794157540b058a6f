// GFX12.5 cluster async copy to LDS (cluster_load_async_to_lds_b32, counted by ASYNCcnt;
// the last operand is the cluster's workgroup mask, here this workgroup only): each
// work-item copies one dword into buf[t], then reads one that another wave copied.
kernel void cluster_async_wait_before_barrier(global int *g, global int *out) {
  local int buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_cluster_load_async_to_lds_b32(g + t, buf + t, 0, 0, 1);
  __builtin_amdgcn_s_wait_asynccnt(0);
  __builtin_amdgcn_s_barrier();
  out[t] = buf[(t + 32) & 255];
}
