#include "prelude.h"
// Thread 0 clears the flag, and after the barrier spins until it is set; thread 64 sets it
// only after the second barrier, which thread 0's wave never reaches while it spins: the
// other waves wait there forever (and with 64 threads or fewer nobody sets it at all). A
// hang, so never `verified`: the spin re-reads memory, and at -O0 on gfx1030 its exit mask
// goes through a whole-wave spill to scratch.
extern "C" __global__ void spin_on_flag_set_after_barrier(int *flag) {
  unsigned t = tid_x();
  if (t == 0)
    __hip_atomic_store(flag, 0, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_WORKGROUP);
  syncthreads();
  if (t == 0) {
    while (__hip_atomic_load(flag, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_WORKGROUP) == 0) {
    }
  }
  syncthreads();
  if (t == 64)
    __hip_atomic_store(flag, 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_WORKGROUP);
}
