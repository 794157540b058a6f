#include "prelude.h"
// A generic pointer that points into each lane's private array when `sel` is set: every
// lane reads its own wave's index, so only wave 0 sees 0 and takes the barrier.
__global__ void generic_private_read(int *g, int sel, int *out) {
  unsigned t = tid_x();
  int arr[2];
  arr[0] = (int)(t / (unsigned)__builtin_amdgcn_wavefrontsize());
  arr[1] = arr[0];
  int *p = sel ? &arr[sel & 1] : g;
  int x = *p;
  if (__builtin_amdgcn_readfirstlane(x) == 0) syncthreads();
  out[t] = x;
}
