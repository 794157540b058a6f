; The named-barrier producer/consumer pattern: odd waves produce into LDS and signal
; "full" (barrier 1); even waves wait on it, consume and signal "empty" (barrier 2).
; Each named barrier has all waves as members: producers arrive, consumers arrive+wait.
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.signal(i32)
declare void @llvm.amdgcn.s.barrier.wait(i16)
declare void @llvm.amdgcn.s.barrier.leave(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

@full = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@empty = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@data = internal addrspace(3) global [1024 x i32] poison

define amdgpu_kernel void @named_producer_consumer(ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %wave = lshr i32 %t0, 5
  %odd = and i32 %wave, 1
  %is.producer = icmp ne i32 %odd, 0
  ; one barrier signal from every wave initialises both barriers with all waves as members
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  br i1 %is.producer, label %producer, label %consumer

producer:
  %p = getelementptr [1024 x i32], ptr addrspace(3) @data, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %p
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @full)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @full, i32 4)
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @empty)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @empty, i32 4)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  br label %end

consumer:
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @full)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @full, i32 4)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  %xo = xor i32 %tid, 32
  %q = getelementptr [1024 x i32], ptr addrspace(3) @data, i32 0, i32 %xo
  %v = load i32, ptr addrspace(3) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @empty)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @empty, i32 4)
  br label %end

end:
  ret void
}

; 4 waves of 32 lanes
!0 = !{i32 128, i32 1, i32 1}

attributes #0 = { "target-cpu"="gfx1250" }
