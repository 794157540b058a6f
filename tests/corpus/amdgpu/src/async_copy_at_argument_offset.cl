// GFX12.5 async copy to LDS at an offset a kernel argument gives: work-item t copies into
// buf[(t + k) & 511] and, after its own wave's wait but with no barrier, reads buf[t]. For
// k = 24 (any k from 1 to 63 that moves a lane's copy into the next wave's slots) lane 8 of
// wave 0 still copies into buf[32] while wave 1 reads it. bverify checked such overlaps for
// one choice of k and said inconclusive; the solver now picks a k that makes them meet.
#include "asyncmark.h"
kernel void async_copy_at_argument_offset(global int *g, global int *out, int k) {
  local int buf[512];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  if (k < 64) {
    COPY(&buf[(t + k) & 511], g + t);
    __builtin_amdgcn_s_wait_asynccnt(0);
    out[t] = buf[t];
  }
  SYNC;
}
