// The spec's "Software pipeline" with asyncmarks: three blocks in flight; the steady
// state waits with N = 2, the flush with 2, 1 and 0. 128 threads (4 waves of 32) each
// copy one dword per block and read a neighbour's dword from another wave; a barrier
// after each use protects the stage the next copy overwrites. With ROLLED the loop stays
// a loop in the IR (clang unrolls it otherwise).
#include "asyncmark.h"
#define LOAD(i) COPY(&buf[(i) % 3][t], g + (i) * 128 + t)
#define USE(i) acc += buf[(i) % 3][(t + 32) & 127]
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void asyncmark_pipeline(global int *g, global int *out) {
  local int buf[3][128];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  LOAD(0); asyncmark();
  LOAD(1); asyncmark();
  LOAD(2); asyncmark();
#ifdef ROLLED
#pragma clang loop unroll(disable)
#endif
  for (int i = 0; i < 6; ++i) {
    wait_asyncmark(2); SYNC; USE(i); SYNC;
    LOAD(i + 3); asyncmark();
  }
  wait_asyncmark(2); SYNC; USE(6); SYNC;
  wait_asyncmark(1); SYNC; USE(7); SYNC;
  wait_asyncmark(0); SYNC; USE(8);
  out[t] = acc;
}
