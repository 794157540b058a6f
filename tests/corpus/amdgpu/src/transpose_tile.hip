#include "prelude.h"
// The classic tiled transpose: a 32x8 block moves a 32x32 tile through LDS, each thread
// four rows of it, with the edges of the matrix guarded per element. The barrier is
// outside every guard: safe for every matrix size and workgroup shape. Each guarded load
// and store is a lane-masked section whose 64-bit address arithmetic leaves a carry in
// SGPRs or VCC; forking on each was eight queries over 32- or 64-lane masks per wave.
#define TILE 32
#define ROWS 8
__global__ void __attribute__((amdgpu_flat_work_group_size(1, 256)))
transpose_tile(float *out, const float *in, unsigned width, unsigned height) {
  __shared__ float tile[TILE][TILE + 1];
  unsigned tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
  unsigned x = __builtin_amdgcn_workgroup_id_x() * TILE + tx;
  unsigned y = __builtin_amdgcn_workgroup_id_y() * TILE + ty;
  for (unsigned j = 0; j < TILE; j += ROWS)
    if (x < width && y + j < height)
      tile[ty + j][tx] = in[(y + j) * width + x];
  syncthreads();
  x = __builtin_amdgcn_workgroup_id_y() * TILE + tx;
  y = __builtin_amdgcn_workgroup_id_x() * TILE + ty;
  for (unsigned j = 0; j < TILE; j += ROWS)
    if (x < height && y + j < width)
      out[(y + j) * height + x] = tile[tx][ty + j];
}
