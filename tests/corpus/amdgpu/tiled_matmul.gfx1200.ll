; ModuleID = 'src/tiled_matmul.hip'
source_filename = "src/tiled_matmul.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ12tiled_matmulPfPKfS1_iiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ12tiled_matmulPfPKfS1_iiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 16
@__hip_cuid_eb5f80f52ad30d2b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_eb5f80f52ad30d2b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z12tiled_matmulPfPKfS1_ii(ptr addrspace(1) noundef writeonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = and i32 %6, 15
  %8 = lshr i32 %6, 4
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %10 = shl i32 %9, 4
  %11 = add i32 %10, %8
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %13 = shl i32 %12, 4
  %14 = or disjoint i32 %13, %7
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %16, label %54

16:                                               ; preds = %5
  %17 = mul i32 %3, %11
  %18 = add i32 %17, %7
  %19 = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @_ZZ12tiled_matmulPfPKfS1_iiE2As, i32 %8
  %20 = getelementptr inbounds nuw float, ptr addrspace(3) %19, i32 %7
  %21 = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @_ZZ12tiled_matmulPfPKfS1_iiE2Bs, i32 %8
  %22 = getelementptr inbounds nuw float, ptr addrspace(3) %21, i32 %7
  %23 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ12tiled_matmulPfPKfS1_iiE2Bs, i32 %7
  %24 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 4
  %25 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 64
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 8
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 128
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 12
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 192
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 16
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 256
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 20
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 320
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 24
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 384
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 28
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 448
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 32
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 512
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 36
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 576
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 40
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 640
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 44
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 704
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 48
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 768
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 52
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 832
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 56
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 896
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %19, i32 60
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %23, i32 960
  br label %60

54:                                               ; preds = %60, %5
  %55 = phi float [ 0.000000e+00, %5 ], [ %136, %60 ]
  %56 = mul i32 %4, %11
  %57 = add i32 %56, %14
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %58
  store float %55, ptr addrspace(1) %59, align 4, !tbaa !9
  ret void

60:                                               ; preds = %16, %60
  %61 = phi i32 [ 0, %16 ], [ %137, %60 ]
  %62 = phi float [ 0.000000e+00, %16 ], [ %136, %60 ]
  %63 = add i32 %18, %61
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !9
  store float %66, ptr addrspace(3) %20, align 4, !tbaa !9
  %67 = add nuw i32 %61, %8
  %68 = mul i32 %67, %4
  %69 = add i32 %68, %14
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !9
  store float %72, ptr addrspace(3) %22, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %73 = load float, ptr addrspace(3) %19, align 16, !tbaa !9
  %74 = load float, ptr addrspace(3) %23, align 4, !tbaa !9
  %75 = fmul contract float %73, %74
  %76 = fadd contract float %62, %75
  %77 = load float, ptr addrspace(3) %24, align 4, !tbaa !9
  %78 = load float, ptr addrspace(3) %25, align 4, !tbaa !9
  %79 = fmul contract float %77, %78
  %80 = fadd contract float %76, %79
  %81 = load float, ptr addrspace(3) %26, align 8, !tbaa !9
  %82 = load float, ptr addrspace(3) %27, align 4, !tbaa !9
  %83 = fmul contract float %81, %82
  %84 = fadd contract float %80, %83
  %85 = load float, ptr addrspace(3) %28, align 4, !tbaa !9
  %86 = load float, ptr addrspace(3) %29, align 4, !tbaa !9
  %87 = fmul contract float %85, %86
  %88 = fadd contract float %84, %87
  %89 = load float, ptr addrspace(3) %30, align 16, !tbaa !9
  %90 = load float, ptr addrspace(3) %31, align 4, !tbaa !9
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %88, %91
  %93 = load float, ptr addrspace(3) %32, align 4, !tbaa !9
  %94 = load float, ptr addrspace(3) %33, align 4, !tbaa !9
  %95 = fmul contract float %93, %94
  %96 = fadd contract float %92, %95
  %97 = load float, ptr addrspace(3) %34, align 8, !tbaa !9
  %98 = load float, ptr addrspace(3) %35, align 4, !tbaa !9
  %99 = fmul contract float %97, %98
  %100 = fadd contract float %96, %99
  %101 = load float, ptr addrspace(3) %36, align 4, !tbaa !9
  %102 = load float, ptr addrspace(3) %37, align 4, !tbaa !9
  %103 = fmul contract float %101, %102
  %104 = fadd contract float %100, %103
  %105 = load float, ptr addrspace(3) %38, align 16, !tbaa !9
  %106 = load float, ptr addrspace(3) %39, align 4, !tbaa !9
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %104, %107
  %109 = load float, ptr addrspace(3) %40, align 4, !tbaa !9
  %110 = load float, ptr addrspace(3) %41, align 4, !tbaa !9
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %108, %111
  %113 = load float, ptr addrspace(3) %42, align 8, !tbaa !9
  %114 = load float, ptr addrspace(3) %43, align 4, !tbaa !9
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %112, %115
  %117 = load float, ptr addrspace(3) %44, align 4, !tbaa !9
  %118 = load float, ptr addrspace(3) %45, align 4, !tbaa !9
  %119 = fmul contract float %117, %118
  %120 = fadd contract float %116, %119
  %121 = load float, ptr addrspace(3) %46, align 16, !tbaa !9
  %122 = load float, ptr addrspace(3) %47, align 4, !tbaa !9
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load float, ptr addrspace(3) %48, align 4, !tbaa !9
  %126 = load float, ptr addrspace(3) %49, align 4, !tbaa !9
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %124, %127
  %129 = load float, ptr addrspace(3) %50, align 8, !tbaa !9
  %130 = load float, ptr addrspace(3) %51, align 4, !tbaa !9
  %131 = fmul contract float %129, %130
  %132 = fadd contract float %128, %131
  %133 = load float, ptr addrspace(3) %52, align 4, !tbaa !9
  %134 = load float, ptr addrspace(3) %53, align 4, !tbaa !9
  %135 = fmul contract float %133, %134
  %136 = fadd contract float %132, %135
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %137 = add nuw nsw i32 %61, 16
  %138 = icmp slt i32 %137, %3
  br i1 %138, label %60, label %54, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
