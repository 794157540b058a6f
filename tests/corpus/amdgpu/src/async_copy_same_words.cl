// GFX12.5 async copies of two waves into the same 32 dwords (`buf + (t & 31)`) from
// different global words: the copies race (whichever lands last is what the read sees),
// though every wave waits for its own copy before the barrier. Undefined behaviour with
// two or more waves; one wave is safe.
kernel void async_copy_same_words(global int *g, global int *out) {
  local int buf[64];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_async_to_lds_b32(g + t, buf + (t & 31), 0, 0);
  __builtin_amdgcn_s_wait_asynccnt(0);
  __builtin_amdgcn_s_barrier();
  out[t] = buf[(t + 1) & 31];
}
