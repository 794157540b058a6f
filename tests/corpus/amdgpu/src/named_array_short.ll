; Like named_array, but each barrier of @group is signalled with 3 members while only 2
; waves (the even or the odd ones) join it: no phase of either barrier completes.
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.wait(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

@group = internal addrspace(3) global [2 x target("amdgcn.named.barrier", 0)] poison
@solo = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison

define amdgpu_kernel void @named_array_short(ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %wave = lshr i32 %t0, 5
  %i = and i32 %wave, 1
  %b = getelementptr [2 x target("amdgcn.named.barrier", 0)], ptr addrspace(3) @group, i32 0, i32 %i
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) %b)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) %b, i32 3)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  %low = icmp ult i32 %wave, 2
  br i1 %low, label %pair, label %end
pair:
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @solo)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @solo, i32 2)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  br label %end
end:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %wave, ptr addrspace(1) %p
  ret void
}

; 4 waves of 32 lanes
!0 = !{i32 128, i32 1, i32 1}

attributes #0 = { "target-cpu"="gfx1250" }
