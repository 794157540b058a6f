	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function rd
	.type	rd,@function
rd:                                     ; @rd
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[0:1], off offset:4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	rd, .Lfunc_end0-rd
                                        ; -- End function
	.set .Lrd.num_vgpr, 2
	.set .Lrd.num_agpr, 0
	.set .Lrd.numbered_sgpr, 32
	.set .Lrd.num_named_barrier, 0
	.set .Lrd.private_seg_size, 0
	.set .Lrd.uses_vcc, 0
	.set .Lrd.uses_flat_scratch, 0
	.set .Lrd.has_dyn_sized_stack, 0
	.set .Lrd.has_recursion, 0
	.set .Lrd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 20
; TotalNumSgprs: 38
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function bump
	.type	bump,@function
bump:                                   ; @bump
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v2, v[0:1], off offset:4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 1, v2
	global_store_dword v[0:1], v2, off offset:4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	bump, .Lfunc_end1-bump
                                        ; -- End function
	.set .Lbump.num_vgpr, 3
	.set .Lbump.num_agpr, 0
	.set .Lbump.numbered_sgpr, 32
	.set .Lbump.num_named_barrier, 0
	.set .Lbump.private_seg_size, 0
	.set .Lbump.uses_vcc, 0
	.set .Lbump.uses_flat_scratch, 0
	.set .Lbump.has_dyn_sized_stack, 0
	.set .Lbump.has_recursion, 0
	.set .Lbump.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 36
; TotalNumSgprs: 38
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	const_written_through_cast ; -- Begin function const_written_through_cast
	.globl	const_written_through_cast
	.p2align	8
	.type	const_written_through_cast,@function
const_written_through_cast:             ; @const_written_through_cast
; %bb.0:
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	v_mov_b32_e32 v3, v0
	v_cmp_gt_u32_e32 vcc, 64, v3
	v_mov_b32_e32 v4, 0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, rd@rel32@lo+4
	s_addc_u32 s7, s7, rd@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v4, v0
.LBB2_2:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 64, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, bump@rel32@lo+4
	s_addc_u32 s7, s7, bump@rel32@hi+12
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_swappc_b64 s[30:31], s[6:7]
.LBB2_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e32 vcc, 63, v3
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, rd@rel32@lo+4
	s_addc_u32 s7, s7, rd@rel32@hi+12
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v4, v0
.LBB2_6:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_and_b32_e32 v2, 3, v4
	v_mov_b32_e32 v1, 0
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v4, 0
	v_lshlrev_b32_e32 v0, 2, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_10
; %bb.7:
	v_add_u32_e32 v3, 1, v3
	v_mov_b32_e32 v4, 2
	v_lshlrev_b32_sdwa v3, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], 0
.LBB2_8:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v4, s6
	ds_write_b32 v0, v4
	s_barrier
	ds_read_b32 v4, v3
	s_add_i32 s6, s6, 1
	v_cmp_eq_u32_e32 vcc, s6, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v4, v1
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_8
; %bb.9:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, v1
.LBB2_10:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v4, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel const_written_through_cast
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	const_written_through_cast, .Lfunc_end2-const_written_through_cast
                                        ; -- End function
	.set const_written_through_cast.num_vgpr, max(5, .Lrd.num_vgpr, .Lbump.num_vgpr)
	.set const_written_through_cast.num_agpr, max(0, .Lrd.num_agpr, .Lbump.num_agpr)
	.set const_written_through_cast.numbered_sgpr, max(33, .Lrd.numbered_sgpr, .Lbump.numbered_sgpr)
	.set const_written_through_cast.num_named_barrier, max(0, .Lrd.num_named_barrier, .Lbump.num_named_barrier)
	.set const_written_through_cast.private_seg_size, 0+max(.Lrd.private_seg_size, .Lbump.private_seg_size)
	.set const_written_through_cast.uses_vcc, or(1, .Lrd.uses_vcc, .Lbump.uses_vcc)
	.set const_written_through_cast.uses_flat_scratch, or(0, .Lrd.uses_flat_scratch, .Lbump.uses_flat_scratch)
	.set const_written_through_cast.has_dyn_sized_stack, or(0, .Lrd.has_dyn_sized_stack, .Lbump.has_dyn_sized_stack)
	.set const_written_through_cast.has_recursion, or(0, .Lrd.has_recursion, .Lbump.has_recursion)
	.set const_written_through_cast.has_indirect_call, or(0, .Lrd.has_indirect_call, .Lbump.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; TotalNumSgprs: 39
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_const_written_through_cast ; -- Begin function __clang_ocl_kern_imp_const_written_through_cast
	.globl	__clang_ocl_kern_imp_const_written_through_cast
	.p2align	2
	.type	__clang_ocl_kern_imp_const_written_through_cast,@function
__clang_ocl_kern_imp_const_written_through_cast: ; @__clang_ocl_kern_imp_const_written_through_cast
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v9, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	v_and_b32_e32 v8, 0x3ff, v31
	v_writelane_b32 v9, s30, 0
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v0
	v_cmp_gt_u32_e32 vcc, 64, v8
	v_mov_b32_e32 v3, 0
	s_add_i32 s32, s32, 16
	v_writelane_b32 v9, s31, 1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, rd@rel32@lo+4
	s_addc_u32 s3, s3, rd@rel32@hi+12
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v7
	s_swappc_b64 s[30:31], s[2:3]
	v_mov_b32_e32 v3, v0
.LBB3_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 64, v8
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, bump@rel32@lo+4
	s_addc_u32 s3, s3, bump@rel32@hi+12
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v7
	s_swappc_b64 s[30:31], s[2:3]
.LBB3_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_u32_e32 vcc, 63, v8
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_6
; %bb.5:
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, rd@rel32@lo+4
	s_addc_u32 s3, s3, rd@rel32@hi+12
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v7
	s_swappc_b64 s[30:31], s[2:3]
	v_mov_b32_e32 v3, v0
.LBB3_6:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v1, 3, v3
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_10
; %bb.7:
	s_mov_b32 s4, 0
	s_mov_b64 s[2:3], 0
	s_trap 2
.LBB3_8:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, s4
	ds_write_b32 v0, v2
	s_barrier
	ds_read_b32 v2, v0
	s_add_i32 s4, s4, 1
	v_cmp_eq_u32_e32 vcc, s4, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v2, v0
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_8
; %bb.9:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v2, v0
.LBB3_10:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v0, 2, v8
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[0:1]
	global_store_dword v[0:1], v2, off
	v_readlane_b32 s31, v9, 1
	v_readlane_b32 s30, v9, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v9, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s5
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_const_written_through_cast, .Lfunc_end3-__clang_ocl_kern_imp_const_written_through_cast
                                        ; -- End function
	.set __clang_ocl_kern_imp_const_written_through_cast.num_vgpr, max(32, .Lrd.num_vgpr, .Lbump.num_vgpr)
	.set __clang_ocl_kern_imp_const_written_through_cast.num_agpr, max(0, .Lrd.num_agpr, .Lbump.num_agpr)
	.set __clang_ocl_kern_imp_const_written_through_cast.numbered_sgpr, max(34, .Lrd.numbered_sgpr, .Lbump.numbered_sgpr)
	.set __clang_ocl_kern_imp_const_written_through_cast.num_named_barrier, max(0, .Lrd.num_named_barrier, .Lbump.num_named_barrier)
	.set __clang_ocl_kern_imp_const_written_through_cast.private_seg_size, 16+max(.Lrd.private_seg_size, .Lbump.private_seg_size)
	.set __clang_ocl_kern_imp_const_written_through_cast.uses_vcc, or(1, .Lrd.uses_vcc, .Lbump.uses_vcc)
	.set __clang_ocl_kern_imp_const_written_through_cast.uses_flat_scratch, or(0, .Lrd.uses_flat_scratch, .Lbump.uses_flat_scratch)
	.set __clang_ocl_kern_imp_const_written_through_cast.has_dyn_sized_stack, or(0, .Lrd.has_dyn_sized_stack, .Lbump.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_const_written_through_cast.has_recursion, or(0, .Lrd.has_recursion, .Lbump.has_recursion)
	.set __clang_ocl_kern_imp_const_written_through_cast.has_indirect_call, or(0, .Lrd.has_indirect_call, .Lbump.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 408
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           const_written_through_cast
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         const_written_through_cast.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
