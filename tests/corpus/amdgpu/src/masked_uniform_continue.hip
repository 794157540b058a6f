// Oracle seed 675 (generated): a `continue` taken by most lanes only when (num_groups & 3) == 3
// is folded by LLVM into the EXEC mask of the loop's barriers; with that grid the barriers run
// with lanes masked off (divergence). Paths with the same barrier operations but other masks
// were once settled together with a path whose masks are full.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
static __device__ inline unsigned tid(int d) { return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); }
static __device__ inline unsigned group_size_x() { return __builtin_amdgcn_workgroup_size_x(); }
static __device__ inline unsigned num_groups_x() { return ((const unsigned *)__builtin_amdgcn_implicitarg_ptr())[0]; }
static __device__ inline void sync() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); }
static __device__ inline unsigned flat_id(void) { return tid(0); }
static __device__ inline unsigned group_id_x(void) { return __builtin_amdgcn_workgroup_id_x(); }
extern "C" __global__ void masked_uniform_continue(unsigned *__restrict__ out, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  unsigned acc = flat_id();
  unsigned i0 = 0;
  unsigned i1 = 0;
  unsigned i2 = 0;
  acc = acc * 3u + tid(0);
  if (((group_size_x() >> 5u) * 3u) > 2u) {
    i0 = 0;
    while (1) {
      if (i0 >= 3u) break;
      if (((num_groups_x() & 3u) == 3u) && (((num_groups_x() & 3u) & 1u) == 1u)) {
        if (((flat_id() % (unsigned)__builtin_amdgcn_wavefrontsize()) ^ (flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize())) >= 2u) { ++i0; continue; }
      }
      switch (((i0 ^ (group_size_x() >> 5u)) & 3u)) {
      case 0u: {
        sync();
        break;
      }
      default: {
      }
      }
      sync();
      ++i0;
    }
  }
  if ((num_groups_x() & 3u) > 2u) {
    if ((group_size_x() >> 5u) >= 5u) {
      sync();
    }
  } else {
    acc = acc * 3u + ((unsigned)(((unsigned long long)(group_size_x() >> 5u) * 3435973837ull) >> 32));
    i1 = 0;
    while (1) {
      if (i1 >= (num_groups_x() & 3u)) break;
      for (i2 = 0; i2 < (group_size_x() >> 5u); ++i2) {
        acc = acc * 3u + i2;
        sync();
      }
      ++i1;
    }
  }
  acc = acc * 3u + (group_size_x() >> 5u);
  if ((((group_size_x() >> 5u) * 3u) == 5u) || (((group_size_x() >> 5u) & 1u) == 0u)) { out[flat_id()] = acc; return; }
  out[flat_id()] = acc;
}
