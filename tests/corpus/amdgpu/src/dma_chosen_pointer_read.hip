// GFX9 LDS DMA read back through a pointer chosen by an argument between the copy's LDS
// buffer and global memory: with `a` set the read is a flat load in the LDS aperture of
// bytes the wave's own copy may still be writing (it waits only after the read).
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
typedef __attribute__((address_space(1))) int gint;
typedef __attribute__((address_space(3))) void lvoid;
__global__ void dma_chosen_pointer_read(gint *g, int *o, int a) {
  __shared__ int buf[1024];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds(g + t, (lvoid *)(buf + (t & ~63u)), 4, 0, 0);
  __builtin_amdgcn_s_barrier();
  int *p = a ? (int *)buf : o;
  o[t] = p[(t + 1) & 63];
}
