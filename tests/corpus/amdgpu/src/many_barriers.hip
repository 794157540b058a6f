#include "prelude.h"
// 300 barriers in straight-line code: each step reads the neighbour's value of the step
// before, so every barrier is needed. Measures how the proof scales with length.
#define STEP(i)                                                                            \
  buf[t] = acc;                                                                            \
  syncthreads();                                                                           \
  acc = acc * 3 + buf[(t + (i) + 1) & 255];                                                \
  syncthreads();
#define S5(i) STEP(i) STEP(i + 1) STEP(i + 2) STEP(i + 3) STEP(i + 4)
#define S25(i) S5(i) S5(i + 5) S5(i + 10) S5(i + 15) S5(i + 20)
#define S150(i) S25(i) S25(i + 25) S25(i + 50) S25(i + 75) S25(i + 100) S25(i + 125)
__global__ void many_barriers(int *out) {
  __shared__ int buf[256];
  unsigned t = tid_x() & 255;
  int acc = (int)t;
  S150(0)
  out[tid_x()] = acc;
}
