; ModuleID = 'vector_tile.hip'
source_filename = "vector_tile.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ11vector_tilePKDv4_iPS_iE4tile = internal unnamed_addr addrspace(3) global [1024 x <4 x i32>] undef, align 16
@__hip_cuid_55f77096d7db8b52 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_55f77096d7db8b52 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z11vector_tilePKDv4_iPS_i(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %0, i64 %5
  %7 = load <4 x i32>, ptr addrspace(1) %6, align 16, !tbaa !9
  %8 = shl <4 x i32> %7, splat (i32 1)
  %9 = or disjoint <4 x i32> %8, splat (i32 1)
  %10 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(3) @_ZZ11vector_tilePKDv4_iPS_iE4tile, i32 %4
  store <4 x i32> %9, ptr addrspace(3) %10, align 16, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %11 = xor i32 %4, 1
  %12 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(3) @_ZZ11vector_tilePKDv4_iPS_iE4tile, i32 %11
  %13 = load <4 x i32>, ptr addrspace(3) %12, align 16, !tbaa !9
  %14 = icmp sgt i32 %2, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %18, %3
  %16 = phi <4 x i32> [ %13, %3 ], [ %26, %18 ]
  %17 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %1, i64 %5
  store <4 x i32> %16, ptr addrspace(1) %17, align 16, !tbaa !9
  ret void

18:                                               ; preds = %3, %18
  %19 = phi i32 [ %27, %18 ], [ 0, %3 ]
  %20 = phi <4 x i32> [ %26, %18 ], [ %13, %3 ]
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  %22 = add nuw nsw i32 %19, %4
  %23 = and i32 %22, 1023
  %24 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(3) @_ZZ11vector_tilePKDv4_iPS_iE4tile, i32 %23
  %25 = load <4 x i32>, ptr addrspace(3) %24, align 16, !tbaa !9
  %26 = add <4 x i32> %25, %21
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %27 = add nuw nsw i32 %19, 1
  %28 = icmp eq i32 %27, %2
  br i1 %28, label %15, label %18, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
