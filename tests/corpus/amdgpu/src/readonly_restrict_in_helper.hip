// Oracle seed 691 (generated): a noinline helper reads a `const __restrict__` argument after a
// barrier. HIP's metadata marks it `.actual_access: read_only` (emitted only for noalias
// pointers) without OpenCL's `.is_restrict`; the memory must still be one value per address
// for every wave, or the waves seem to disagree on the helper's branch.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
static __device__ inline unsigned tid(int d) { return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); }
static __device__ inline unsigned group_size_x() { return __builtin_amdgcn_workgroup_size_x(); }
static __device__ inline unsigned num_groups_x() { return ((const unsigned *)__builtin_amdgcn_implicitarg_ptr())[0]; }
static __device__ inline void sync() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); }
static __device__ inline unsigned flat_id(void) { return tid(0); }
static __device__ inline unsigned group_id_x(void) { return __builtin_amdgcn_workgroup_id_x(); }
__attribute__((noinline)) static __device__ unsigned f0(unsigned acc, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  unsigned i0 = 0;
  i0 = 0;
  if (1u > 0u) do {
    acc = acc * 3u + ((group_size_x() >> 5u) ^ ((flat_id() % (unsigned)__builtin_amdgcn_wavefrontsize()) + tid(0)));
    sync();
    ++i0;
  } while (i0 < 1u);
  if ((((data[0u & 3u] & 1u) >> 3u) > 1u) || (((data[3u & 3u] & 1u) & 1u) == 0u)) {
    switch (((group_size_x() >> 5u) & 3u)) {
    case 0u: {
      sync();
      break;
    }
    case 1u: {
      sync();
      break;
    }
    case 2u: {
      sync();
      break;
    }
    default: {
      acc = acc * 3u + ((data[tid(0) & 3u] & 1u) + (tid(0) & 7u));
    }
    }
  } else {
    acc = acc * 3u + (tid(0) ^ (flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()));
  }
  return acc;
}
extern "C" __global__ void readonly_restrict_in_helper(unsigned *__restrict__ out, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  unsigned acc = flat_id();
  unsigned i0 = 0;
  unsigned i1 = 0;
  unsigned i2 = 0;
  unsigned i3 = 0;
  i0 = 0;
  while (1) {
    if (i0 >= (data[1u & 3u] & 1u)) break;
    sync();
    acc = f0(acc, a0, a1, data);
    i1 = 0;
    if (2u > 0u) do {
      sync();
      sync();
      acc = f0(acc, a0, a1, data);
      ++i1;
    } while (i1 < 2u);
    ++i0;
  }
  if (((unsigned long long)((data[0u & 3u] & 1u) >> 1u) * 3000000000ull) == 17179869184ull) {
    acc = acc * 3u + (tid(0) & 3u);
    i2 = 0;
    while (1) {
      if (i2 >= ((flat_id() % (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u)) break;
      i3 = 0;
      while (1) {
        if (i3 >= (((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) & 3u) + 1u)) break;
        sync();
        ++i3;
      }
      acc = acc * 3u + ((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) * 5u);
      ++i2;
    }
  } else {
    acc = acc * 3u + (group_size_x() >> 5u);
    sync();
  }
  out[flat_id()] = acc;
}
