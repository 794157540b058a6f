#include "prelude.h"
// Shrunk by the oracle (seed 55): a per-lane float condition that holds for every lane of
// any workgroup (t * 2654435769 never wraps to 4 for t < 1024), so every lane reaches the
// barrier. Needs exact f32 conversion, multiply and compare (NaN rules) per lane.
__global__ void float_lane_cond(unsigned *out) {
  unsigned t = tid_x();
  if ((float)(t * 2654435769u) * 0.25f != 1.0f)
    syncthreads();
  out[t] = t;
}
