#include "prelude.h"
// As uniform_signed_division, but one quotient divides the thread id: with c <= 1 only
// thread 0 has a zero quotient and takes the barrier.
__global__ void uniform_signed_division_lane(int *out, int a, int b, unsigned c) {
  unsigned t = tid_x();
  if (b != 0 && a / b > 2) syncthreads();
  if (t / (c | 1u) == 0) syncthreads();
  out[t] = a;
}
