#include "prelude.h"
// A struct passed by value (a byref kernel argument on AMDGPU): the barriers depend on its
// members only, one of them the trip count of a loop, and the last member is read after
// that loop. Every thread reads the same members, so every barrier is uniform. The lane
// twin compares a member with the thread id.
struct Params {
  int first;
  signed char pick;
  short counts[3];
  double scale;
  int table[4];
};
__global__ void byvalue_struct_loop(int *out, Params p) {
  unsigned t = tid_x();
  if (p.table[p.pick & 3] > 0)
    syncthreads();
  for (int i = 0; i < (p.counts[2] & 3); ++i)
    syncthreads();
  if (p.scale < 0.0)
    syncthreads();
  out[t] = p.first;
}
