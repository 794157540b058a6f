#include "prelude.h"
// Each thread takes the barrier when sqrt(v) * beta == 3 for the value v it loads. No
// guess of the inputs splits the lanes, and Z3, asked about these float conditions, does
// not look at its timer for minutes: the check must still end at --timeout (inconclusive).
__global__ void float_lane_sqrt(float *a, float beta) {
  unsigned t = tid_x();
  float v = a[t];
  if (__builtin_sqrtf(v) * beta == 3.0f)
    syncthreads();
  a[t] = v + 1.0f;
}
