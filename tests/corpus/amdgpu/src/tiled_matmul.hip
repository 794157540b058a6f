#include "prelude.h"
// A tiled matrix multiply over a symbolic K (a kernel argument): each trip of the K loop
// loads one 16x16 tile of A and B into LDS, synchronises, multiplies, synchronises again.
// Uniform trip count, two barriers per trip: safe for every K.
#define T 16
__global__ void tiled_matmul(float *C, const float *A, const float *B, int K, int N) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  unsigned tx = tid_x() % T, ty = tid_x() / T;
  unsigned row = __builtin_amdgcn_workgroup_id_y() * T + ty;
  unsigned col = __builtin_amdgcn_workgroup_id_x() * T + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    syncthreads();
    for (int k = 0; k < T; ++k)
      acc += As[ty][k] * Bs[k][tx];
    syncthreads();
  }
  C[row * N + col] = acc;
}
