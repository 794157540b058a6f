#include "prelude.h"
// A two-entry local table picks each thread's trip count: at -O2 the table is a vector
// constant indexed by the thread's low bit, so odd and even threads run 3 and 2 barriers.
__global__ void local_table_trips(int *out) {
  int t = (int)tid_x();
  int c[2];
  c[0] = 2;
  c[1] = 3;
  for (int i = 0; i < c[t & 1]; ++i)
    syncthreads();
  out[t] = c[0];
}
