; A named barrier initialised for 8 members while only the waves of the workgroup join it:
; with fewer than 8 waves the phase never completes.
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

define amdgpu_kernel void @named_member_count_exceeds(ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %first = icmp eq i32 %t0, 0
  br i1 %first, label %init, label %join
init:
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @bar, i32 8)
  br label %join
join:
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @bar)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @bar, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p
  ret void
}

; 4 waves of 32 lanes
!0 = !{i32 128, i32 1, i32 1}

attributes #0 = { "target-cpu"="gfx1250" }
