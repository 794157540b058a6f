; ModuleID = 'src/atomic_flag_after_barrier.hip'
source_filename = "src/atomic_flag_after_barrier.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ25atomic_flag_after_barrierPiPKiS_E2sm = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 16
@__hip_cuid_1107adf82636b85f = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_1107adf82636b85f to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z25atomic_flag_after_barrierPiPKiS_(ptr addrspace(1) noalias noundef writeonly captures(none) %0, ptr addrspace(1) noalias noundef readonly captures(none) %1, ptr addrspace(1) noalias noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = icmp eq i32 %4, 0
  %7 = zext i32 %5 to i64
  br i1 %6, label %8, label %14

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %7
  %11 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 0
  %13 = zext i1 %12 to i32
  store atomic i32 %13, ptr addrspace(1) %10 syncscope("workgroup") monotonic, align 4
  br label %14

14:                                               ; preds = %3, %8
  %15 = zext nneg i32 %4 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ25atomic_flag_after_barrierPiPKiS_E2sm, i32 %4
  store i32 %18, ptr addrspace(3) %19, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %7
  %21 = load atomic i32, ptr addrspace(1) %20 syncscope("workgroup") monotonic, align 4
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %14
  %24 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr addrspace(3) %19, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %26

26:                                               ; preds = %23, %14
  %27 = xor i32 %4, 1
  %28 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ25atomic_flag_after_barrierPiPKiS_E2sm, i32 %27
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %30 = shl i32 %5, 10
  %31 = or disjoint i32 %30, %4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %32
  store i32 %29, ptr addrspace(1) %33, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }

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
