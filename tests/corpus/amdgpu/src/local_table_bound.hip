// A file-local constant table (clang puts `const` locals in .rodata as .L__const.*) gives a
// bound per workgroup class; every entry is at least 2048, above any thread id of a
// workgroup, so every lane runs the barrier.
#define __global__ __attribute__((global))
__global__ void local_table_bound(int *out) {
  const int lim[4] = {4096, 2048, 8192, 4096};
  int t = __builtin_amdgcn_workitem_id_x();
  if (t < lim[__builtin_amdgcn_workgroup_id_x() & 3])
    __builtin_amdgcn_s_barrier();
  out[t] = t;
}
