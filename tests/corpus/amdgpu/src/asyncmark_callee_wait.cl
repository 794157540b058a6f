// The spec's "Function Calls", second case: a wait.asyncmark(0) inside a callee sees only
// the callee's (empty) sequence, so it completes none of the caller's copies; the caller
// reads its first block after the call without a wait of its own.
#include "asyncmark.h"
__attribute__((noinline)) void drain(void) { wait_asyncmark(0); }
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void asyncmark_callee_wait(global int *g, global int *out) {
  local int a[128];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  COPY(&a[t], g + t);
  asyncmark(); // B
  drain();
  SYNC;
  int x = a[(t + 32) & 127];
  wait_asyncmark(0);
  out[t] = x;
}
