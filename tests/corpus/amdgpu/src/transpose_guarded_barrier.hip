#include "prelude.h"
// The tiled transpose with its barrier moved inside the column guard: in the last tile
// of a matrix whose width is not a multiple of 32, the threads past the edge skip it.
#define TILE 32
#define ROWS 8
__global__ void __attribute__((amdgpu_flat_work_group_size(1, 256)))
transpose_guarded_barrier(float *out, const float *in, unsigned width, unsigned height) {
  __shared__ float tile[TILE][TILE + 1];
  unsigned tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
  unsigned x = __builtin_amdgcn_workgroup_id_x() * TILE + tx;
  unsigned y = __builtin_amdgcn_workgroup_id_y() * TILE + ty;
  if (x < width) {
    for (unsigned j = 0; j < TILE; j += ROWS)
      if (y + j < height)
        tile[ty + j][tx] = in[(y + j) * width + x];
    syncthreads();
  }
  x = __builtin_amdgcn_workgroup_id_y() * TILE + tx;
  y = __builtin_amdgcn_workgroup_id_x() * TILE + ty;
  for (unsigned j = 0; j < TILE; j += ROWS)
    if (x < height && y + j < width)
      out[(y + j) * height + x] = tile[tx][ty + j];
}
