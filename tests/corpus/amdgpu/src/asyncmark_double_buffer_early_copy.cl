// As asyncmark_double_buffer, but the copy of tile i+1 starts before the iteration's
// barrier (wait_asyncmark(1) then completes tile i): it overwrites the half a slower wave
// may still be reading in iteration i-1. Undefined behaviour from the second iteration on.
#include "asyncmark.h"
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void asyncmark_double_buffer_early_copy(global int *g, global int *out, int n) {
  local int buf[2][128];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  COPY(&buf[0][t], g + t); asyncmark();
  for (int i = 0; i < n; ++i) {
    if (i + 1 < n) COPY(&buf[(i + 1) & 1][t], g + (i + 1) * 128 + t);
    asyncmark();
    wait_asyncmark(1); SYNC;
    acc += buf[i & 1][(t + 32) & 127];
  }
  wait_asyncmark(0);
  out[t] = acc;
}
