; ModuleID = 'src/byvalue_struct_loop.hip'
source_filename = "src/byvalue_struct_loop.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Params = type { i32, i8, [3 x i16], double, [4 x i32] }

@__hip_cuid_80b505e62a32133a = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_80b505e62a32133a to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z19byvalue_struct_loopPi6Params(ptr addrspace(1) noundef writeonly captures(none) %0, ptr addrspace(4) noundef readonly byref(%struct.Params) align 8 captures(none) %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %1, i64 24
  %4 = getelementptr inbounds nuw i8, ptr addrspace(4) %1, i64 4
  %5 = load i8, ptr addrspace(4) %4, align 4, !tbaa !9, !amdgpu.noclobber !12
  %6 = and i8 %5, 3
  %7 = zext nneg i8 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(4) %3, i64 %7
  %9 = load i32, ptr addrspace(4) %8, align 4, !tbaa !5, !amdgpu.noclobber !12
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %12

12:                                               ; preds = %11, %2
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %1, i64 10
  %14 = load i16, ptr addrspace(4) %13, align 2, !tbaa !13, !amdgpu.noclobber !12
  %15 = and i16 %14, 3
  %16 = zext nneg i16 %15 to i32
  %17 = icmp eq i16 %15, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %22, %12
  %19 = getelementptr inbounds nuw i8, ptr addrspace(4) %1, i64 16
  %20 = load double, ptr addrspace(4) %19, align 8, !tbaa !15, !amdgpu.noclobber !12
  %21 = fcmp contract olt double %20, 0.000000e+00
  br i1 %21, label %26, label %27

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %24, %22 ], [ 0, %12 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = add nuw nsw i32 %23, 1
  %25 = icmp eq i32 %24, %16
  br i1 %25, label %18, label %22, !llvm.loop !16

26:                                               ; preds = %18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %27

27:                                               ; preds = %26, %18
  %28 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %29 = load i32, ptr addrspace(4) %1, align 8, !tbaa !18, !amdgpu.noclobber !12
  %30 = zext nneg i32 %28 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %30
  store i32 %29, ptr addrspace(1) %31, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
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
!9 = !{!10, !7, i64 4}
!10 = !{!"_ZTS6Params", !6, i64 0, !7, i64 4, !7, i64 6, !11, i64 16, !7, i64 24}
!11 = !{!"double", !7, i64 0}
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!10, !11, i64 16}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!10, !6, i64 0}
