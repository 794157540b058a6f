// -O0 OpenCL: each work-item reads its own slot (tid & 3) of a private array through a
// generic pointer, so the lanes of one flat_load use different private offsets. Every
// slot holds the argument n, so every work-item takes the barrier or none does.
__attribute__((noinline)) int get(int *p) { return *p; }
kernel void unoptimised_private_slot(global int *out, int n) {
  int x[4];
  x[0] = n;
  x[1] = n;
  x[2] = n;
  x[3] = n;
  if (get(&x[__builtin_amdgcn_workitem_id_x() & 3]) > 3)
    __builtin_amdgcn_s_barrier();
  out[__builtin_amdgcn_workitem_id_x()] = 1;
}
