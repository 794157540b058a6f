#include "prelude.h"
// Each lane tests the double argument one of two ways that agree for every double, NaN
// included (doubling is exact in binary64, and an overflow to infinity passes both tests):
// a per-lane choice between equal conditions, so every lane reaches the barrier or none.
// Needs exact f64 addition and compares.
__global__ void double_halves_agree(double *out, double d) {
  unsigned t = tid_x();
  bool go = (t & 1) ? (d + d > 1.0) : (d > 0.5);
  if (go)
    syncthreads();
  out[t] = d;
}
