; Even and odd waves synchronise on two different named barriers, each initialised
; by its signals for 2 members: correct for exactly 2 even and 2 odd waves (4 waves).
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.signal(i32)
declare void @llvm.amdgcn.s.barrier.wait(i16)
declare void @llvm.amdgcn.s.barrier.leave(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

@even = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@odd = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison

define amdgpu_kernel void @named_pairs(ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %wave = lshr i32 %t0, 5
  %o = and i32 %wave, 1
  %c = icmp eq i32 %o, 0
  br i1 %c, label %even.side, label %odd.side
even.side:
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @even)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @even, i32 2)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  br label %end
odd.side:
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @odd)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @odd, i32 2)
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
