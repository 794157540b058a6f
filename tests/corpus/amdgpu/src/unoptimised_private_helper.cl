// -O0 OpenCL: the local x lives in private memory and the helper reads it through a
// generic pointer (flat_load from src_private_base:offset). Its value is the argument n,
// the same for every work-item, so every work-item takes the barrier or none does.
__attribute__((noinline)) int get(int *p) { return *p; }
kernel void unoptimised_private_helper(global int *out, int n) {
  int x = n;
  if (get(&x) > 3)
    __builtin_amdgcn_s_barrier();
  out[__builtin_amdgcn_workitem_id_x()] = 1;
}
