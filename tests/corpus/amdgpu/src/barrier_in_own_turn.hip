#include "prelude.h"
// Waves take turns adding their partial sums into one LDS word; the barrier was put inside
// `if (my turn)` instead of after it. Every wave arrives once, at the same instruction, so
// the hardware does not hang, but each wave reaches it in another iteration of the loop:
// in iteration w only wave w executes the barrier. OpenCL and CUDA require every
// work-item of the workgroup to reach a barrier in each iteration in which any does, so
// this is barrier divergence at every size of two or more waves. bverify compared
// instructions only and said verified (red team 47's k22).
__global__ void barrier_in_own_turn(const int *in, int *out) {
  __shared__ int acc;
  unsigned t = tid_x();
  unsigned ws = __builtin_amdgcn_wavefrontsize();
  unsigned waves = __builtin_amdgcn_workgroup_size_x() / ws, w = t / ws;
  int v = in[t];
  if (t == 0)
    acc = 0;
  syncthreads();
  for (unsigned turn = 0; turn < waves; turn++) {
    if (w == turn) {
      if (t % ws == 0)
        acc += v;
      syncthreads();
    }
  }
  syncthreads();
  if (t == 0)
    out[0] = acc;
}
