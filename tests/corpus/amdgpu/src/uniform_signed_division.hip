#include "prelude.h"
// Branches on quotients and remainders of kernel arguments (LLVM expands the signed
// division into a reciprocal estimate and correction steps): every wave computes the same
// values, so every wave takes the same barriers.
__global__ void uniform_signed_division(int *out, int a, int b, unsigned c) {
  unsigned t = tid_x();
  if (b != 0 && a / b > 2) syncthreads();
  if (c != 0 && t / 1024u == 0) syncthreads();
  if (a % (b | 1) < 0) syncthreads();
  out[t] = a;
}
