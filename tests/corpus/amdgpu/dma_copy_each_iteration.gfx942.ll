; ModuleID = 'src/dma_copy_each_iteration.hip'
source_filename = "src/dma_copy_each_iteration.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ23dma_copy_each_iterationPiS_iE2sm = internal addrspace(3) global [2 x [1024 x i32]] undef, align 16
@__hip_cuid_ad1ed34f45c103f2 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ad1ed34f45c103f2 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z23dma_copy_each_iterationPiS_i(ptr addrspace(1) noundef writeonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp sgt i32 %2, 0
  %6 = zext nneg i32 %4 to i64
  br i1 %5, label %7, label %12

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %9 = and i32 %4, 960
  %10 = add nuw nsw i32 %4, 64
  %11 = and i32 %10, 1023
  br label %15

12:                                               ; preds = %15, %3
  %13 = phi i32 [ 0, %3 ], [ %26, %15 ]
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !5
  ret void

15:                                               ; preds = %7, %15
  %16 = phi i32 [ 0, %7 ], [ %27, %15 ]
  %17 = phi i32 [ 0, %7 ], [ %26, %15 ]
  %18 = shl nsw i32 %16, 10
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %19
  %21 = and i32 %16, 1
  %22 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @_ZZ23dma_copy_each_iterationPiS_iE2sm, i32 %21
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) %22, i32 %9
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %20, ptr addrspace(3) %23, i32 4, i32 0, i32 0)
  tail call void @llvm.amdgcn.s.waitcnt(i32 0)
  tail call void @llvm.amdgcn.s.barrier()
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) %22, i32 %11
  %25 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %26 = add nsw i32 %25, %17
  tail call void @llvm.amdgcn.s.barrier()
  %27 = add nuw nsw i32 %16, 1
  %28 = icmp eq i32 %27, %2
  br i1 %28, label %12, label %15, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1) captures(none), ptr addrspace(3) captures(none), i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.waitcnt(i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
