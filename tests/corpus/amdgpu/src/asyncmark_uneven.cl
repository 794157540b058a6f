// The spec's "Uneven blocks": blocks of 3, 5 and 2 copies, each closed by an asyncmark;
// wait.asyncmark(2) completes the first block only, whose data every wave then reads
// (a barrier orders the waits before the reads).
#include "asyncmark.h"
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void asyncmark_uneven(global int *g, global int *out) {
  local int blk[10][128];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  for (int k = 0; k < 3; ++k) COPY(&blk[k][t], g + k * 128 + t);
  asyncmark();
  for (int k = 3; k < 8; ++k) COPY(&blk[k][t], g + k * 128 + t);
  asyncmark();
  for (int k = 8; k < 10; ++k) COPY(&blk[k][t], g + k * 128 + t);
  asyncmark();
  wait_asyncmark(2);
  SYNC;
  int x = blk[READ_BLOCK][(t + 32) & 127];
  wait_asyncmark(0);
  out[t] = x;
}
