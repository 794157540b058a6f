#include "prelude.h"
// A barrier under a test of an absolute difference. Without -DLANE it compares two kernel
// arguments: the same in every thread, so all reach the barrier or none. With -DLANE it
// is the thread's distance from an argument: threads far from it skip the barrier.
__global__ void abs_distance(int *g, int k, int n) {
  unsigned t = tid_x();
#ifdef LANE
  int d = __builtin_abs((int)t - k);
#else
  int d = __builtin_abs(n - k);
#endif
  if (d < 3)
    syncthreads();
  g[t] = d;
}
