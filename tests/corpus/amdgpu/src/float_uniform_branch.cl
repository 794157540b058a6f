// A barrier (s_barrier) under a float condition on a kernel argument: (float)(a & 7) * 0.5f < 10.0f
// holds for every a, so every work-item reaches it. On gfx12 the compare is a scalar float
// compare (s_cmp_*_f32); elsewhere a vector one on a value converted from the argument.
kernel void float_uniform_branch(global unsigned *out, unsigned a) {
  local unsigned buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  buf[t & 255] = t;
  if (((float)(a & 7u) * 0.5f) < 10.0f)
    __builtin_amdgcn_s_barrier();
  out[t] = buf[(t + 1) & 255];
}
