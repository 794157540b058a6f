// The spec's asyncmark intrinsics (amdgpu-async-operations.txt), which LLVM 22.1 does not
// have yet: the sources call these two functions and regenerate.sh renames the calls in
// the IR to @llvm.amdgcn.asyncmark and @llvm.amdgcn.wait.asyncmark.
#pragma once
void asyncmark(void);
void wait_asyncmark(short n);
#define COPY(dst, src) __builtin_amdgcn_global_load_async_to_lds_b32((src), (dst), 0, 0)
#define SYNC __builtin_amdgcn_s_barrier()
