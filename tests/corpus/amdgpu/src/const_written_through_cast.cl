// `const restrict` only qualifies the pointer: the kernel may legally write the object through a
// pointer derived from it (restrict is satisfied: every access goes through `data`). Wave 0 reads
// data[1] before barrier 1, lane 64 (wave 1) increments it between barrier 1 and 2 (fenced),
// the other waves read it after barrier 2: no data race, but wave 0's bound (v & 3) differs from
// the others' ((v+1) & 3) -> barrier divergence on every input. Expected: violation.
#define FENCE_BAR() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
  __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)
__attribute__((noinline)) static unsigned rd(global const unsigned *restrict p) { return p[1]; }
__attribute__((noinline)) static void bump(global const unsigned *restrict p) {
  ((global unsigned *)p)[1] = p[1] + 1u;
}
kernel void const_written_through_cast(global unsigned *restrict out, global const unsigned *restrict data) {
  local unsigned buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  unsigned n = 0;
  if (t < 64) n = rd(data);
  FENCE_BAR();
  if (t == 64) bump(data);
  FENCE_BAR();
  if (t >= 64) n = rd(data);
  unsigned acc = 0;
  for (unsigned i = 0; i < (n & 3u); ++i) {
    buf[t & 255] = i;
    __builtin_amdgcn_s_barrier();
    acc += buf[(t + 1) & 255];
  }
  out[t] = acc;
}
