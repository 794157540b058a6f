// OpenCL C barrier() without libclc stays an external call: the barrier is not visible.
__kernel void ocl_extern_barrier(__global int *out, __local int *scratch) {
  uint t = get_local_id(0);
  scratch[t] = (int)t;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = scratch[(t + 1) & 63];
}
