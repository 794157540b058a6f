// GFX12.5 async copy into one half of a double buffer that a kernel argument picks
// (buf[k & 1][t]): each work-item reads back only its own slot after its own wave's wait,
// and the other half after a barrier. Whatever k is, no wave's copy meets another wave's
// access unordered (the argument moves every address alike), so the kernel is safe at every
// size; bverify said inconclusive (addresses depending on inputs were checked for one k).
#include "asyncmark.h"
kernel void async_double_buffer_by_argument(global int *g, global int *out, int k) {
  local int buf[2][1024];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  if (k < 64) {
    COPY(&buf[k & 1][t], g + t);
    __builtin_amdgcn_s_wait_asynccnt(0);
    out[t] = buf[k & 1][t];
  }
  SYNC;
  out[t + 256] = buf[(k + 1) & 1][(t + 32) & 1023];
}
