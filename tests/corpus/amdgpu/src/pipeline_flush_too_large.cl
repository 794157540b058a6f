// A three-stage software pipeline of async copies (spec: "Software pipeline"): block i+2 is
// started while block i is consumed; s_wait_asynccnt(2) completes block i in the steady
// state, 1 and 0 flush the last two. 128 threads (4 waves of 32) each copy one dword per
// block and read a neighbour's dword from another wave.
#define LOAD(i) __builtin_amdgcn_global_load_async_to_lds_b32(g + (i) * 128 + t, &buf[(i) % 3][t], 0, 0)
#define USE(i) acc += buf[(i) % 3][(t + 32) & 127]
#define SYNC __builtin_amdgcn_s_barrier()
// Off by one in the flush: N = 2 before block 6 leaves it in flight.
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void pipeline_flush_too_large(global int *g, global int *out) {
  local int buf[3][128];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  LOAD(0); LOAD(1);
  for (int i = 0; i < 6; ++i) {
    LOAD(i + 2);
    __builtin_amdgcn_s_wait_asynccnt(2); SYNC; USE(i); SYNC;
  }
  __builtin_amdgcn_s_wait_asynccnt(2); SYNC; USE(6); SYNC;
  __builtin_amdgcn_s_wait_asynccnt(0); SYNC; USE(7);
  out[t] = acc;
}
