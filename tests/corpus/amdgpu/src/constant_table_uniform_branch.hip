// A __constant__ table read at an index every wave computes alike (the workgroup id): every
// wave reads the same entry, nothing writes it during the dispatch, so the branch around the
// barrier is taken by the whole workgroup or by none of it.
#define __global__ __attribute__((global))
#define __constant__ __attribute__((constant))
__constant__ unsigned table[4] = {1, 3, 2, 5};
__global__ void constant_table_uniform_branch(int *out) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  if (table[__builtin_amdgcn_workgroup_id_x() & 3] == 3)
    __builtin_amdgcn_s_barrier();
  out[t] = t;
}
