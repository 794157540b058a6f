// A barrier in a function called through a pointer chosen by a kernel argument: every lane makes the same choice.
// clang's indirect-call promotion leaves `select ptr @fa, ptr @fb` and a compare with @fa.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
static __device__ inline void sync() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
typedef float (*fp_t)(float *, float);
__attribute__((noinline)) __device__ float fa(float *s, float v) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  s[t] = v;
  sync();
  return s[(t + 1) % __builtin_amdgcn_workgroup_size_x()];
}
__attribute__((noinline)) __device__ float fb(float *s, float v) { return v * 2.0f; }
extern "C" __global__ void call_pointer_choice_uniform(float *__restrict__ out, const float *__restrict__ in, int n) {
  __shared__ float s[1024];
  unsigned g = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  float v = in[g];
  fp_t f = (n > 0) ? fa : fb;
  out[g] = f(s, v);
}
