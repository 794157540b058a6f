#include "prelude.h"
// A thread whose input word is negative returns between the loop's two barriers while the
// others wait at the second. It reads its word after the first barrier, but no thread
// has stored to global memory before that barrier: the read sees the launch's input.
// At most 256 threads: the scenario search at 16 waves of 64 took 67 to 106 s alone and
// ran past the test's 240 s under CI's load (round forty-nine), its time varying from run
// to run (see benchmarks/README.md).
__global__ __attribute__((amdgpu_flat_work_group_size(1, 256))) void return_on_input_in_loop(int *p, int n) {
  __shared__ int s[1024];
  unsigned t = tid_x();
  for (int i = 0; i < n; i++) {
    s[t] = i;
    syncthreads();
    if (p[t] < 0) return;
    p[t] += s[t ^ 1];
    syncthreads();
  }
}
