; Waits on a named barrier that this wave never joined (the join is missing).
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.signal(i32)
declare void @llvm.amdgcn.s.barrier.wait(i16)
declare void @llvm.amdgcn.s.barrier.leave(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

@bar = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison

define amdgpu_kernel void @named_wait_without_join(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @bar, i32 %n)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "target-cpu"="gfx1250" }
