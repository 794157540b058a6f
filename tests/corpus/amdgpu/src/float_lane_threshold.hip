#include "prelude.h"
// Each thread scales a value it loads and compares it with a threshold: the lanes where
// |v * alpha| > beta take the barrier, the others skip it, so for most inputs the barrier is
// divergent. Over hundreds of lanes the float multiplies kept Z3 busy far past any timeout;
// an evaluated guess of the inputs finds the divergence.
__global__ void float_lane_threshold(float *a, float alpha, float beta) {
  unsigned t = tid_x();
  float v = a[t];
  if (__builtin_fabsf(v * alpha) > beta)
    syncthreads();
  a[t] = v + 1.0f;
}
