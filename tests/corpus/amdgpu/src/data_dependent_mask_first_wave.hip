#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
static __device__ inline unsigned tid(int d) { return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); }
static __device__ inline unsigned group_size_x() { return __builtin_amdgcn_workgroup_size_x(); }
static __device__ inline unsigned num_groups_x() { return ((const unsigned *)__builtin_amdgcn_implicitarg_ptr())[0]; }
static __device__ inline void sync() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); }
static __device__ inline unsigned flat_id(void) { return tid(0); }
static __device__ inline unsigned group_id_x(void) { return __builtin_amdgcn_workgroup_id_x(); }
extern "C" __global__ void k397(unsigned *__restrict__ out, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  unsigned acc = flat_id();
  unsigned i0 = 0;
  unsigned i1 = 0;
  sync();
  acc = acc * 3u + ((flat_id() % (unsigned)__builtin_amdgcn_wavefrontsize()) >> 1u);
  i0 = 0;
  if (3u > 0u) do {
    switch ((((group_size_x() >> 5u) + (data[tid(0) & 3u] & 1u)) & 3u)) {
    case 0u: {
      if (((float)(num_groups_x() & 3u) * 1.5f) <= 0.5f) {
        sync();
      } else {
        if ((data[tid(0) & 3u] & 1u) <= 1u) __builtin_trap();
      }
      break;
    }
    default: {
      i1 = 0;
      if (i0 > 0u) do {
        sync();
        sync();
        acc = acc * 3u + i1;
        ++i1;
      } while (i1 < i0);
    }
    }
    ++i0;
  } while (i0 < 3u);
  out[flat_id()] = acc;
}
