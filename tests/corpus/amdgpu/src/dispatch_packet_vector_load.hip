#include "prelude.h"
// At -O0 the grid size is read from the HSA dispatch packet with a vector load: LLVM copies
// the dispatch pointer into VGPRs and `flat_load_dword`s offset 12. The packet is written by
// the host before the launch and is the same for every wave, so the branch on it is taken
// by the whole workgroup. With -DLANE the branch also reads the thread id: whatever the
// grid size, the threads of one parity skip the barrier.
__global__ void dispatch_packet_vector_load(int *g, unsigned k) {
  unsigned t = tid_x();
  unsigned v = *(const unsigned *)((const char *)__builtin_amdgcn_dispatch_ptr() + 12);
#ifdef LANE
  if (((v + t) & 1) == 0)
#else
  if (v > k)
#endif
    syncthreads();
  g[t] = (int)v;
}
