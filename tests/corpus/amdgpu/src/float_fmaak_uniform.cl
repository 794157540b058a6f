// fma((float)t, 0.5f, 3.0f) >= 3.0f holds for every t (3.0 is not an inline constant, so the
// compiler emits v_fmaak_f32 with a literal) -> every lane reaches the barrier -> verified.
kernel void float_fmaak_uniform(global unsigned *out) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  if (__builtin_fmaf((float)t, 0.5f, 3.0f) >= 3.0f)
    __builtin_amdgcn_s_barrier();
  out[t] = t;
}
