#include "prelude.h"
// Each thread stores its lane's low bit into its own byte, an empty asm with a memory clobber
// keeps clang from forwarding it, and reads it back: odd threads read 1 and sync, even
// threads read 0 and skip the barrier (divergence). Twin of global_short_readback.
__global__ void global_byte_readback_lane(signed char *out) {
  unsigned t = tid_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + t;
  out[g] = (signed char)(t & 1);
  asm volatile("" ::: "memory");
  signed char v = out[g];
  if (v == 1)
    syncthreads();
  out[g] = v + 1;
}
