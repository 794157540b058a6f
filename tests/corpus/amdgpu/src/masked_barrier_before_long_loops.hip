// Oracle seed 35 (generated): lane 1 of every wave takes a barrier the other lanes skip, and
// waves past the first run loops (wave index + 1 trips) through a helper with more loops, so
// at 2+ waves no wave but the first has a path that ends within --unroll: the masked barrier
// must be found on a path prefix, without a scenario of the whole workgroup.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
static __device__ inline unsigned tid(int d) { return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); }
static __device__ inline unsigned group_size_x() { return __builtin_amdgcn_workgroup_size_x(); }
static __device__ inline unsigned num_groups_x() { return ((const unsigned *)__builtin_amdgcn_implicitarg_ptr())[0]; }
static __device__ inline void sync() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); }
static __device__ inline unsigned flat_id(void) { return tid(0); }
static __device__ inline unsigned group_id_x(void) { return __builtin_amdgcn_workgroup_id_x(); }
__attribute__((noinline)) static __device__ unsigned f1(unsigned acc, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  unsigned i0 = 0;
  if (((a0 & 7u) + (flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize())) >= 3u) __builtin_trap();
  if ((((a0 & 7u) + (a0 & 3u)) < 4u) || (((group_id_x() & 3u) & 1u) == 1u)) {
    if (((group_size_x() >> 5u) ^ (flat_id() % (unsigned)__builtin_amdgcn_wavefrontsize())) > 0u) {
      sync();
      sync();
    } else {
      sync();
      sync();
    }
    for (i0 = 0; i0 < (((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u) + 1u); ++i0) {
      acc = acc * 3u + (tid(0) + 3u);
    }
  }
  return acc;
}
__attribute__((noinline)) static __device__ unsigned f0(unsigned acc, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  unsigned i0 = 0;
  unsigned i1 = 0;
  unsigned i2 = 0;
  if (((a0 & 3u) + 0u) >= 5u) return acc;
  i0 = 0;
  if ((((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u) + 1u) > 0u) do {
    i1 = 0;
    if (!(((group_size_x() >> 5u) / 3u) <= 0u)) goto L0;
    while (i1 < 3u) {
      sync();
    L0:;
      sync();
      ++i1;
    }
    i2 = 0;
    if ((((a0 & 3u) + 0u) == 3u) || (((group_id_x() & 3u) & 1u) == 1u)) goto L1;
    while (i2 < (((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u) + 1u)) {
      sync();
    L1:;
      sync();
      sync();
      ++i2;
    }
    ++i0;
  } while (i0 < (((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u) + 1u));
  return acc;
}
extern "C" __global__ void masked_barrier_before_long_loops(unsigned *__restrict__ out, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  unsigned acc = flat_id();
  unsigned i0 = 0;
  unsigned i1 = 0;
  unsigned i2 = 0;
  unsigned i3 = 0;
  sync();
  if (((flat_id() % (unsigned)__builtin_amdgcn_wavefrontsize()) * 3u) == 3u) {
    sync();
  } else {
    for (i0 = 0; i0 < (((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u) + 1u); ++i0) {
      acc = acc * 3u + ((unsigned)(((unsigned long long)(flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) * 3435973837ull) >> 32));
      switch (((flat_id() % (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u)) {
      case 0u: {
        sync();
        break;
      }
      default: {
      }
      }
      i1 = 0;
      while (1) {
        if (i1 >= 1u) break;
        sync();
        acc = f0(acc, a0, a1, data);
        ++i1;
      }
    }
  }
  sync();
  if (((a0 & 3u) / 7u) == 3u) {
    i2 = 0;
    while (1) {
      if (i2 >= ((group_size_x() >> 5u) & 3u)) break;
      if (((group_id_x() & 3u) + (a0 & 7u)) == 1u) break;
      i3 = 0;
      while (1) {
        if (i3 >= 4u) break;
        sync();
        sync();
        ++i3;
      }
      if ((((a0 & 7u) + (group_size_x() >> 5u)) <= 3u) || (((group_id_x() & 3u) & 1u) == 1u)) { out[flat_id()] = acc; return; }
      ++i2;
    }
  }
  out[flat_id()] = acc;
}
