// OpenCL C kernel using the AMDGPU barrier builtin directly (no libclc needed).
// clang 21+ also emits a callable copy __clang_ocl_kern_imp_ocl_builtin_barrier.
__kernel void ocl_builtin_barrier(__global int *out, __local int *scratch) {
  uint t = get_local_id(0);
  scratch[t] = (int)t;
  __builtin_amdgcn_s_barrier();
  out[get_global_id(0)] = scratch[(t + 1) & 63];
}
