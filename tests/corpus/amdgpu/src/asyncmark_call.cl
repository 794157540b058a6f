// The spec's "Function Calls": the callee's asyncmark is in its own sequence, so the
// caller's wait.asyncmark(1) completes the caller's first two blocks but not the copy the
// callee started (it is complete only at the caller's wait.asyncmark(0), after the third
// mark). READ picks which copy every wave reads after the first wait. With INLINE the
// helper is inlined: X joins the kernel's sequence and wait.asyncmark(1) completes it.
#include "asyncmark.h"
#ifdef INLINE
#define HELPER_ATTR __attribute__((always_inline))
#else
#define HELPER_ATTR __attribute__((noinline))
#endif
HELPER_ATTR void helper(global int *g, local int *l, unsigned t) {
  COPY(&l[t], g + t);
  asyncmark(); // X: in helper's sequence only, unless inlined
}
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void asyncmark_call(global int *g, global int *out) {
  local int a[128], b[128], c[128];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  COPY(&a[t], g + t);
  asyncmark(); // B
  COPY(&b[t], g + 128 + t);
  asyncmark(); // C
  helper(g + 256, c, t);
  asyncmark();
  wait_asyncmark(1); // completes B and C
  SYNC;
  int x = READ[(t + 32) & 127];
  wait_asyncmark(0);
  out[t] = x;
}
