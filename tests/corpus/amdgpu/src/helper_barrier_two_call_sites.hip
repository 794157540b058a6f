#include "prelude.h"
// A barrier inside a helper the compiler keeps out of line, called on both sides of a branch
// on the wave index: every wave meets one barrier instruction, but odd waves through one call
// and even waves through the other. The source languages count those as two barriers:
// barrier divergence (the hardware would not hang).
__device__ __attribute__((noinline)) void sync_helper() { syncthreads(); }
__global__ void helper_barrier_two_call_sites(unsigned *out) {
  unsigned t = tid_x();
  if ((t / (unsigned)__builtin_amdgcn_wavefrontsize()) & 1u) {
    sync_helper();
    out[t] = 1;
  } else {
    out[t] = 2;
    sync_helper();
  }
}
