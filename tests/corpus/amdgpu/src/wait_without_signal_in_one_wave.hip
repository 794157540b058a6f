// Split barriers (GFX12): the first wave waits on the workgroup barrier while the other
// waves have left, and no wave signalled it. The source rule calls the lone wait barrier
// divergence (the other work-items never execute that wait); the hardware hangs on it.
#define __global__ __attribute__((global))

extern "C" __global__ void __attribute__((amdgpu_flat_work_group_size(1, 256)))
wait_without_signal_in_one_wave(unsigned *out, const unsigned *in) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  unsigned w = t / __builtin_amdgcn_wavefrontsize();
  unsigned v = in[t] * 3u;
  if (w != 0u) {
    out[t] = v;
    return;
  }
  __builtin_amdgcn_s_barrier_wait(-1);
  out[t] = v + 1u;
}
