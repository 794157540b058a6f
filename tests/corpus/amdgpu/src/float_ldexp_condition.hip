// Oracle seed 719 (generated): wave 0 runs two barriers and the others one, whatever the
// float condition on the group id decides; its int-to-float conversion ends in a
// v_ldexp_f32 by a constant, which must be evaluated for the divergence to be reported.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
static __device__ inline unsigned tid(int d) { return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); }
static __device__ inline unsigned group_size_x() { return __builtin_amdgcn_workgroup_size_x(); }
static __device__ inline unsigned num_groups_x() { return ((const unsigned *)__builtin_amdgcn_implicitarg_ptr())[0]; }
static __device__ inline void sync() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); }
static __device__ inline unsigned flat_id(void) { return tid(0); }
static __device__ inline unsigned group_id_x(void) { return __builtin_amdgcn_workgroup_id_x(); }
__attribute__((noinline)) static __device__ unsigned f1(unsigned acc, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  switch (((group_size_x() >> 5u) & 3u)) {
  case 0u: {
    if (((group_id_x() & 3u) / 3u) < 1u) __builtin_trap();
    break;
  }
  case 1u: {
    sync();
    break;
  }
  default: {
  }
  }
  return acc;
}
__attribute__((noinline)) static __device__ unsigned f0(unsigned acc, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  acc = acc * 3u + ((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) / 3u);
  acc = acc * 3u + (flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize());
  acc = acc * 3u + (tid(0) + (num_groups_x() & 3u));
  return acc;
}
extern "C" __global__ void float_ldexp_condition(unsigned *__restrict__ out, unsigned a0, unsigned a1, const unsigned *__restrict__ data) {
  unsigned acc = flat_id();
  unsigned i0 = 0;
  if ((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) <= 0u) {
    sync();
    if (((float)((unsigned)(((unsigned long long)(group_id_x() & 3u) * 3435973837ull) >> 32)) * 0.25f) == 1.0f) {
      i0 = 0;
      if (3u > 0u) do {
        sync();
        sync();
        sync();
        ++i0;
      } while (i0 < 3u);
      sync();
    }
  } else {
    if (!(((group_size_x() >> 5u) + (group_id_x() & 3u)) != 0u)) {
      acc = acc * 3u + ((flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize()) / 7u);
    }
  }
  sync();
  out[flat_id()] = acc;
}
