#include "prelude.h"
// A matrix-vector shape: a loop over tiles of x (uniform trip count, two barriers per
// trip) whose body runs a barrier-free loop over the tile only for the rows inside the
// matrix. A wave whose rows are all past m skips the inner loop; the inner loop's last
// iteration starts from values fresh per wave, and its tests there decide nothing about
// the outer loop's trips. Safe for every n, m and cnt.
__global__ void __attribute__((amdgpu_flat_work_group_size(1, 256)))
rows_in_tiles(float *y, const float *x, int m, int n, int cnt) {
  __shared__ float xs[256];
  unsigned tid = tid_x();
  int row = __builtin_amdgcn_workgroup_id_x() * 256 + tid;
  float acc = 0.f;
  for (int t = 0; t < n; t += 256) {
    xs[tid] = x[t + tid];
    syncthreads();
    if (row < m)
      for (int k = 0; k < cnt; ++k)
        acc += xs[k] * (float)k;
    syncthreads();
  }
  if (row < m) y[row] = acc;
}
