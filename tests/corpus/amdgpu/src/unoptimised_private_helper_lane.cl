// -O0 OpenCL: as unoptimised_private_helper, but the barrier's condition also depends on
// the work-item id: for 0 < n < workgroup size only the work-items below n take it.
__attribute__((noinline)) int get(int *p) { return *p; }
kernel void unoptimised_private_helper_lane(global int *out, int n) {
  int x = n;
  if (get(&x) > (int)__builtin_amdgcn_workitem_id_x())
    __builtin_amdgcn_s_barrier();
  out[__builtin_amdgcn_workitem_id_x()] = 1;
}
