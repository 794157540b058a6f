// The code object v5 implicit kernel arguments as ockl reads them (AMDGPUUsage, "Code
// Object V5 Metadata"), for OpenCL sources built without the device libraries (-nogpulib).
#pragma once
#define IMPLICIT(T) ((__constant T *)__builtin_amdgcn_implicitarg_ptr())
// hidden_block_count_x: the whole workgroups in x.
#define BLOCK_COUNT_X() (IMPLICIT(uint)[0])
// hidden_group_size_x and hidden_remainder_x (u16 at 12 and 18).
#define GROUP_SIZE_X() ((uint)IMPLICIT(ushort)[6])
#define REMAINDER_X() ((uint)IMPLICIT(ushort)[9])
// hidden_grid_dims (u16 at 64): get_work_dim().
#define WORK_DIM() ((uint)IMPLICIT(ushort)[32])
// get_local_size(0) as ockl computes it: a partial last workgroup has the remainder.
static inline uint local_size_x(void) {
  return __builtin_amdgcn_workgroup_id_x() < BLOCK_COUNT_X() ? GROUP_SIZE_X() : REMAINDER_X();
}
