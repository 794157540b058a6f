#include "prelude.h"
// At -O0 a conditional expression is two EXEC-masked arms: one stores its value to a stack
// slot and the code after the join reloads it. Both values come from kernel arguments, so
// the compare decides one way in every lane (safe). Merging the two ways into the join has
// to keep the slot the one arm wrote: dropped, the reload read a fresh value per lane and
// the barrier looked divergent (red team 23, GFX11 and later spill through scratch).
__global__ void unoptimised_select_of_uniforms(int *out, int n, int k) {
  int y = n;
  int x = (k & 1) ? y : n + 1;
  if (x > 3)
    syncthreads();
  out[tid_x()] = x;
}
