// const restrict: x = data[a & 3], y = data[b & 3] in a noinline function. Equal addresses
// give equal values, so (x != y && (a&3) == (b&3)) is always false -> verified.
__attribute__((noinline)) static unsigned pick(global const unsigned *restrict data,
                                               unsigned a, unsigned b) {
  unsigned x = data[a & 3u], y = data[b & 3u];
  return (x != y && (a & 3u) == (b & 3u)) ? 1u : 0u;
}
kernel void restrict_equal_addresses(global unsigned *restrict out, global const unsigned *restrict data,
                unsigned a, unsigned b) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  if (pick(data, a, b) && t < 64)
    return;
  __builtin_amdgcn_s_barrier();
  out[t] = t;
}
