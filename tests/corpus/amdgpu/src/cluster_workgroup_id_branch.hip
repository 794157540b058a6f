// GFX12.5: a barrier under a branch on the workgroup's id within its cluster (TTMP6), which
// the hardware sets once for the workgroup: every wave takes the branch alike.
#define __global__ __attribute__((global))
__global__ void cluster_workgroup_id_branch(int *out) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  if ((__builtin_amdgcn_cluster_workgroup_id_x() & 3) == 2)
    __builtin_amdgcn_s_barrier();
  out[t] = t;
}
