; ModuleID = 'src/asyncmark_double_buffer.cl'
source_filename = "src/asyncmark_double_buffer.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@asyncmark_double_buffer.buf = internal addrspace(3) global [2 x [128 x i32]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @asyncmark_double_buffer(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !reqd_work_group_size !13 {
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = getelementptr inbounds nuw i32, ptr addrspace(3) @asyncmark_double_buffer.buf, i32 %4
  tail call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %6, ptr addrspace(3) %7, i32 0, i32 0)
  tail call void @llvm.amdgcn.asyncmark() #6
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %30

9:                                                ; preds = %3
  %10 = add nuw nsw i32 %4, 32
  %11 = and i32 %10, 127
  %12 = getelementptr inbounds nuw i32, ptr addrspace(3) @asyncmark_double_buffer.buf, i32 %11
  br label %13

13:                                               ; preds = %9, %24
  %14 = phi i32 [ 0, %9 ], [ %16, %24 ]
  %15 = phi i32 [ 0, %9 ], [ %28, %24 ]
  tail call void @llvm.amdgcn.wait.asyncmark(i16 noundef signext 0) #6
  tail call void @llvm.amdgcn.s.barrier()
  %16 = add nuw nsw i32 %14, 1
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %24

18:                                               ; preds = %13
  %19 = and i32 %16, 1
  %20 = getelementptr inbounds nuw [128 x i32], ptr addrspace(3) %7, i32 %19
  %21 = shl nsw i32 %16, 7
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %22
  tail call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) nonnull %23, ptr addrspace(3) %20, i32 0, i32 0)
  br label %24

24:                                               ; preds = %18, %13
  tail call void @llvm.amdgcn.asyncmark() #6
  %25 = and i32 %14, 1
  %26 = getelementptr inbounds nuw [128 x i32], ptr addrspace(3) %12, i32 %25
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !5
  %28 = add nsw i32 %27, %15
  %29 = icmp eq i32 %16, %2
  br i1 %29, label %30, label %13

30:                                               ; preds = %24, %3
  %31 = phi i32 [ 0, %3 ], [ %28, %24 ]
  tail call void @llvm.amdgcn.wait.asyncmark(i16 noundef signext 0) #6
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %5
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_asyncmark_double_buffer(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !reqd_work_group_size !13 {
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = getelementptr inbounds nuw i32, ptr addrspace(3) @asyncmark_double_buffer.buf, i32 %4
  tail call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %6, ptr addrspace(3) %7, i32 0, i32 0)
  tail call void @llvm.amdgcn.asyncmark() #6
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = add nuw nsw i32 %4, 32
  %11 = and i32 %10, 127
  %12 = getelementptr inbounds nuw i32, ptr addrspace(3) @asyncmark_double_buffer.buf, i32 %11
  br label %16

13:                                               ; preds = %27, %3
  %14 = phi i32 [ 0, %3 ], [ %31, %27 ]
  tail call void @llvm.amdgcn.wait.asyncmark(i16 noundef signext 0) #6
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %5
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !5
  ret void

16:                                               ; preds = %9, %27
  %17 = phi i32 [ 0, %9 ], [ %19, %27 ]
  %18 = phi i32 [ 0, %9 ], [ %31, %27 ]
  tail call void @llvm.amdgcn.wait.asyncmark(i16 noundef signext 0) #6
  tail call void @llvm.amdgcn.s.barrier()
  %19 = add nuw nsw i32 %17, 1
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %27

21:                                               ; preds = %16
  %22 = and i32 %19, 1
  %23 = getelementptr inbounds nuw [128 x i32], ptr addrspace(3) %7, i32 %22
  %24 = shl nsw i32 %19, 7
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %25
  tail call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) nonnull %26, ptr addrspace(3) %23, i32 0, i32 0)
  br label %27

27:                                               ; preds = %21, %16
  tail call void @llvm.amdgcn.asyncmark() #6
  %28 = and i32 %17, 1
  %29 = getelementptr inbounds nuw [128 x i32], ptr addrspace(3) %12, i32 %28
  %30 = load i32, ptr addrspace(3) %29, align 4, !tbaa !5
  %31 = add nsw i32 %30, %18
  %32 = icmp eq i32 %19, %2
  br i1 %32, label %13, label %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32 immarg) #3

; Function Attrs: convergent nounwind
declare hidden void @llvm.amdgcn.asyncmark() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden void @llvm.amdgcn.wait.asyncmark(i16 noundef signext) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { convergent norecurse nounwind "amdgpu-cluster-dims"="0,0,0" "amdgpu-flat-work-group-size"="128,128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1250" "target-features"="+16-bit-insts,+add-min-max-insts,+ashr-pk-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+bf16-cvt-insts,+bf16-pk-insts,+bf16-trans-insts,+bitop3-insts,+ci-insts,+clusters,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot7-insts,+dot8-insts,+dpp,+fp8-conversion-insts,+fp8e5m3-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx1250-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+mcast-load-insts,+permlane16-swap,+pk-add-min-max-insts,+prng-inst,+qsad-insts,+s-wakeup-barrier-inst,+sad-insts,+setprio-inc-wg-inst,+tanh-insts,+tensor-cvt-lut-insts,+transpose-load-f4f6-insts,+vmem-pref-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-cluster-dims"="0,0,0" "amdgpu-flat-work-group-size"="128,128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1250" "target-features"="+16-bit-insts,+add-min-max-insts,+ashr-pk-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+bf16-cvt-insts,+bf16-pk-insts,+bf16-trans-insts,+bitop3-insts,+ci-insts,+clusters,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot7-insts,+dot8-insts,+dpp,+fp8-conversion-insts,+fp8e5m3-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx1250-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+mcast-load-insts,+permlane16-swap,+pk-add-min-max-insts,+prng-inst,+qsad-insts,+s-wakeup-barrier-inst,+sad-insts,+setprio-inc-wg-inst,+tanh-insts,+tensor-cvt-lut-insts,+transpose-load-f4f6-insts,+vmem-pref-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1250" "target-features"="+16-bit-insts,+add-min-max-insts,+ashr-pk-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+bf16-cvt-insts,+bf16-pk-insts,+bf16-trans-insts,+bitop3-insts,+ci-insts,+clusters,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot7-insts,+dot8-insts,+dpp,+fp8-conversion-insts,+fp8e5m3-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx1250-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+mcast-load-insts,+permlane16-swap,+pk-add-min-max-insts,+prng-inst,+qsad-insts,+s-wakeup-barrier-inst,+sad-insts,+setprio-inc-wg-inst,+tanh-insts,+tensor-cvt-lut-insts,+transpose-load-f4f6-insts,+vmem-pref-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int"}
!12 = !{!"", !"", !""}
!13 = !{i32 128, i32 1, i32 1}
