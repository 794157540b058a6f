// The double buffer of async_double_buffer_loop with the spec's asyncmarks, over a count
// from an argument: the copy of tile i+1 is marked and still in flight at the back edge;
// wait_asyncmark(0) and the barrier at the top of the next iteration complete it before
// any wave reads it. 128 threads (4 waves of 32) read a neighbour's dword from another
// wave. Safe for every trip count.
#include "asyncmark.h"
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void asyncmark_double_buffer(global int *g, global int *out, int n) {
  local int buf[2][128];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  COPY(&buf[0][t], g + t); asyncmark();
  for (int i = 0; i < n; ++i) {
    wait_asyncmark(0); SYNC;
    if (i + 1 < n) COPY(&buf[(i + 1) & 1][t], g + (i + 1) * 128 + t);
    asyncmark();
    acc += buf[i & 1][(t + 32) & 127];
  }
  wait_asyncmark(0);
  out[t] = acc;
}
