// A loop bound read from a const restrict buffer inside a non-inlined function: the load
// is a vector load (the pointer arrives in VGPRs), but the memory cannot change during the
// dispatch, so every wave reads the same bound and meets the same barriers.
__attribute__((noinline)) static unsigned rounds(global const unsigned *restrict data,
                                                 local unsigned *buf, unsigned t) {
  unsigned acc = 0;
  for (unsigned i = 0; i < (data[1] & 3u); ++i) {
    buf[t & 255] = acc + i;
    __builtin_amdgcn_s_barrier();
    acc += buf[(t + 1) & 255];
  }
  return acc;
}
kernel void readonly_vector_load(global unsigned *restrict out,
                                 global const unsigned *restrict data) {
  local unsigned buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  out[t] = rounds(data, buf, t);
}
