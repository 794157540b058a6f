#include "prelude.h"
// A reduction through global memory in halving steps, each under a thread-id test with a
// barrier inside: threads 32 and up leave the last step's barrier. The loaded values only
// flow into stores, so the divergence does not depend on what other waves stored.
__global__ void global_reduction_tail(int *o) {
  unsigned t = tid_x();
  if (t < 128) { o[t] = o[t + 128]; syncthreads(); }
  if (t < 64) { o[t] += o[t + 64]; syncthreads(); }
  if (t < 32) { o[t] += o[t + 32]; syncthreads(); }
}
