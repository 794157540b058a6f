// As dma_chosen_pointer_read, but each wave waits for its copy before the barrier: the
// read through the chosen pointer then sees whole bytes whichever memory it names.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
typedef __attribute__((address_space(1))) int gint;
typedef __attribute__((address_space(3))) void lvoid;
__global__ void dma_chosen_pointer_read_waited(gint *g, int *o, int a) {
  __shared__ int buf[1024];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds(g + t, (lvoid *)(buf + (t & ~63u)), 4, 0, 0);
  __builtin_amdgcn_s_waitcnt(0);
  __builtin_amdgcn_s_barrier();
  int *p = a ? (int *)buf : o;
  o[t] = p[(t + 1) & 63];
}
