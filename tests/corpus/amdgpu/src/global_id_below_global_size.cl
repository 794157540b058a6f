#include "implicit_args.h"
// The global id is below the global size, the whole workgroups and the remainder
// (hidden_block_count_x * hidden_group_size_x + hidden_remainder_x), so none returns early.
// A required size keeps the checks small: Z3 takes seconds on the lanes' sums otherwise.
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void global_id_below_global_size(global int *out) {
  uint t = __builtin_amdgcn_workitem_id_x();
  uint g = __builtin_amdgcn_workgroup_id_x() * GROUP_SIZE_X() + t;
  if (g >= BLOCK_COUNT_X() * GROUP_SIZE_X() + REMAINDER_X()) return;
  __builtin_amdgcn_s_barrier();
  out[g] = 1;
}
