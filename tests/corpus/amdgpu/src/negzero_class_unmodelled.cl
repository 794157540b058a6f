// z = ((float)(t & 1) - 2.0f) * 0.0f: -2*0 = -0, -1*0 = -0: sign set in every lane.
// Barrier under "sign bit set" -> all lanes reach it -> verified.
kernel void negzero_class_unmodelled(global unsigned *out) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  float z = ((float)(t & 1u) - 2.0f) * 0.0f;
  if ((as_uint(z) >> 31) != 0u)
    __builtin_amdgcn_s_barrier();
  out[t] = t;
}
