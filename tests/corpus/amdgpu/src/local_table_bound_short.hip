// As local_table_bound, with one entry (32) below the workgroup's thread ids: in workgroups
// whose id is 2 mod 4, threads from 32 on skip the barrier.
#define __global__ __attribute__((global))
__global__ void local_table_bound_short(int *out) {
  const int lim[4] = {4096, 2048, 32, 4096};
  int t = __builtin_amdgcn_workitem_id_x();
  if (t < lim[__builtin_amdgcn_workgroup_id_x() & 3])
    __builtin_amdgcn_s_barrier();
  out[t] = t;
}
