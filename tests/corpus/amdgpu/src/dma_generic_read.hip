// GFX9 LDS DMA read back through a generic pointer: each thread copies one dword into its
// wave's slice of s, the barrier comes before the wave waits for its copy, and every
// thread then reads the next wave's slice. Unoptimised HIP reaches `__shared__` through
// generic pointers, so the read is a `flat_load_dword` in the LDS aperture, not a DS read:
// it may see the bytes before the other wave's copy lands.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
typedef __attribute__((address_space(1))) void gvoid;
typedef __attribute__((address_space(3))) void lvoid;
__global__ void dma_generic_read(float *out, float *in) {
  __shared__ float s[1024];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds((gvoid *)(in + t), (lvoid *)(s + (t & ~63u)), 4, 0, 0);
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_s_waitcnt(0);
  out[t] = s[(t + 64) & 255];
}
