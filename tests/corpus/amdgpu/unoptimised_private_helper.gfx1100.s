	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.hidden	get                             ; -- Begin function get
	.globl	get
	.p2align	2
	.type	get,@function
get:                                    ; @get
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 24
	v_mov_b32_e32 v2, v0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[4:5], 0
	s_mov_b32 s2, s5
	s_mov_b64 s[0:1], src_private_base
                                        ; kill: def $sgpr1 killed $sgpr1 killed $sgpr0_sgpr1
	s_mov_b32 s3, -1
	s_add_i32 s7, s33, 8
	s_mov_b32 s0, s7
	s_cmp_lg_u32 s0, s3
	s_cselect_b32 s2, s1, s2
	s_mov_b32 s1, s4
	s_cselect_b32 s0, s0, s1
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s2
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_store_b64 v[0:1], v[2:3]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_load_b64 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s32, s33
	s_mov_b32 s33, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	get, .Lfunc_end0-get
                                        ; -- End function
	.set get.num_vgpr, 4
	.set get.num_agpr, 0
	.set get.numbered_sgpr, 34
	.set get.num_named_barrier, 0
	.set get.private_seg_size, 24
	.set get.uses_vcc, 0
	.set get.uses_flat_scratch, 0
	.set get.has_dyn_sized_stack, 0
	.set get.has_recursion, 0
	.set get.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 128
; TotalNumSgprs: 34
; NumVgprs: 4
; ScratchSize: 24
; MemoryBound: 0
	.text
	.protected	__clang_ocl_kern_imp_unoptimised_private_helper ; -- Begin function __clang_ocl_kern_imp_unoptimised_private_helper
	.globl	__clang_ocl_kern_imp_unoptimised_private_helper
	.p2align	2
	.type	__clang_ocl_kern_imp_unoptimised_private_helper,@function
__clang_ocl_kern_imp_unoptimised_private_helper: ; @__clang_ocl_kern_imp_unoptimised_private_helper
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s24, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v6, s33 offset:24 ; 4-byte Folded Spill
	scratch_store_b32 off, v7, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s0
	s_add_i32 s32, s32, 48
	v_writelane_b32 v6, s30, 0
	v_writelane_b32 v6, s31, 1
	scratch_store_b32 off, v31, s33 offset:20 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v1
	s_mov_b64 s[18:19], 0
	s_mov_b32 s1, s19
	s_mov_b32 s16, -1
	s_mov_b32 s17, s33
	s_cmp_lg_u32 s17, s16
	s_mov_b64 s[2:3], src_private_base
	s_mov_b32 s0, s3
	s_cselect_b32 s2, s0, s1
	s_mov_b32 s3, s18
	s_cselect_b32 s20, s17, s3
                                        ; kill: def $sgpr20 killed $sgpr20 def $sgpr20_sgpr21
	s_mov_b32 s21, s2
	s_mov_b64 s[18:19], s[20:21]
                                        ; implicit-def: $vgpr7 : SGPR spill to VGPR lane
	v_writelane_b32 v7, s18, 0
	v_writelane_b32 v7, s19, 1
	s_add_i32 s2, s33, 8
	s_mov_b32 s17, s2
	s_cmp_lg_u32 s17, s16
	s_cselect_b32 s2, s0, s1
	s_cselect_b32 s18, s17, s3
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s2
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s21
	flat_store_b64 v[0:1], v[3:4]
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	flat_store_b32 v[0:1], v2
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	flat_load_b32 v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	scratch_store_b32 off, v0, s33 offset:12
	s_add_i32 s17, s33, 12
	s_mov_b32 s2, s17
	s_cmp_lg_u32 s2, s16
	s_cselect_b32 s3, s2, s3
	s_cselect_b32 s2, s0, s1
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s2
	s_mov_b32 s2, 32
	s_lshr_b64 s[0:1], s[0:1], s2
	s_mov_b32 s2, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, get@rel32@lo+4
	s_addc_u32 s1, s1, get@rel32@hi+12
	v_mov_b32_e32 v0, s3
	v_mov_b32_e32 v1, s2
	s_swappc_b64 s[30:31], s[0:1]
	s_mov_b32 s0, 3
	v_cmp_gt_i32_e64 s1, v0, s0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v7, s0, 2
	s_or_saveexec_b32 s23, -1
	scratch_store_b32 off, v7, s33 offset:16 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s23
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_barrier
.LBB1_2:
	s_or_saveexec_b32 s23, -1
	scratch_load_b32 v7, off, s33 offset:16 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s23
	s_waitcnt vmcnt(0)
	v_readlane_b32 s2, v7, 2
	s_or_b32 exec_lo, exec_lo, s2
	v_readlane_b32 s0, v7, 0
	v_readlane_b32 s1, v7, 1
	scratch_load_b32 v0, off, s33 offset:20 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v1, s0
	flat_load_b64 v[1:2], v[1:2]
	s_mov_b32 s0, 0x3ff
	s_waitcnt vmcnt(1)
	v_and_b32_e64 v0, v0, s0
	s_mov_b32 s0, 2
	v_lshlrev_b32_e64 v4, s0, v0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, 1
	global_store_b32 v[0:1], v2, off
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v6, off, s33 offset:24 ; 4-byte Folded Reload
	scratch_load_b32 v7, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s24
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_unoptimised_private_helper, .Lfunc_end1-__clang_ocl_kern_imp_unoptimised_private_helper
                                        ; -- End function
	.set __clang_ocl_kern_imp_unoptimised_private_helper.num_vgpr, max(32, get.num_vgpr)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.num_agpr, max(0, get.num_agpr)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.numbered_sgpr, max(34, get.numbered_sgpr)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.num_named_barrier, max(0, get.num_named_barrier)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.private_seg_size, 48+max(get.private_seg_size)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.uses_vcc, or(0, get.uses_vcc)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.uses_flat_scratch, or(0, get.uses_flat_scratch)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.has_dyn_sized_stack, or(0, get.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.has_recursion, or(0, get.has_recursion)
	.set __clang_ocl_kern_imp_unoptimised_private_helper.has_indirect_call, or(0, get.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 564
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 72
; MemoryBound: 0
	.text
	.protected	unoptimised_private_helper ; -- Begin function unoptimised_private_helper
	.globl	unoptimised_private_helper
	.p2align	8
	.type	unoptimised_private_helper,@function
unoptimised_private_helper:             ; @unoptimised_private_helper
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 16
                                        ; implicit-def: $vgpr8 : SGPR spill to VGPR lane
	v_writelane_b32 v8, s15, 0
	s_mov_b32 s8, s14
	v_readlane_b32 s14, v8, 0
	v_writelane_b32 v8, s8, 1
	s_mov_b32 s12, s13
	v_readlane_b32 s13, v8, 1
	s_mov_b64 s[10:11], s[6:7]
	v_writelane_b32 v8, s4, 2
	v_writelane_b32 v8, s5, 3
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v8, 2
	v_readlane_b32 s1, v8, 3
	v_mov_b32_e32 v31, v0
	s_load_b64 s[16:17], s[0:1], 0x0
	s_load_b32 s15, s[0:1], 0x8
	s_mov_b64 s[22:23], 0
	s_mov_b32 s19, s23
	s_mov_b32 s20, -1
	s_mov_b32 s8, s33
	s_cmp_lg_u32 s8, s20
	s_mov_b64 s[2:3], src_private_base
	s_mov_b32 s18, s3
	s_cselect_b32 s2, s18, s19
	s_mov_b32 s3, s22
	s_cselect_b32 s8, s8, s3
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_add_i32 s21, s33, 8
	s_mov_b32 s2, s21
	s_cmp_lg_u32 s2, s20
	s_cselect_b32 s18, s18, s19
	s_cselect_b32 s2, s2, s3
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s18
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s17
	flat_store_b64 v[0:1], v[2:3]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v2, s15
	flat_store_b32 v[0:1], v2
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_b64 v[3:4], v[0:1]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_load_b32 v2, v[0:1]
	s_waitcnt vmcnt(1) lgkmcnt(1)
	v_mov_b32_e32 v0, v3
	s_mov_b32 s2, 32
	v_lshrrev_b64 v[3:4], s2, v[3:4]
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[8:9], 16
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __clang_ocl_kern_imp_unoptimised_private_helper@rel32@lo+4
	s_addc_u32 s1, s1, __clang_ocl_kern_imp_unoptimised_private_helper@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel unoptimised_private_helper
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 88
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 13
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 3
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
	.size	unoptimised_private_helper, .Lfunc_end2-unoptimised_private_helper
                                        ; -- End function
	.set unoptimised_private_helper.num_vgpr, max(32, __clang_ocl_kern_imp_unoptimised_private_helper.num_vgpr)
	.set unoptimised_private_helper.num_agpr, max(0, __clang_ocl_kern_imp_unoptimised_private_helper.num_agpr)
	.set unoptimised_private_helper.numbered_sgpr, max(34, __clang_ocl_kern_imp_unoptimised_private_helper.numbered_sgpr)
	.set unoptimised_private_helper.num_named_barrier, max(0, __clang_ocl_kern_imp_unoptimised_private_helper.num_named_barrier)
	.set unoptimised_private_helper.private_seg_size, 16+max(__clang_ocl_kern_imp_unoptimised_private_helper.private_seg_size)
	.set unoptimised_private_helper.uses_vcc, or(0, __clang_ocl_kern_imp_unoptimised_private_helper.uses_vcc)
	.set unoptimised_private_helper.uses_flat_scratch, or(0, __clang_ocl_kern_imp_unoptimised_private_helper.uses_flat_scratch)
	.set unoptimised_private_helper.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_unoptimised_private_helper.has_dyn_sized_stack)
	.set unoptimised_private_helper.has_recursion, or(0, __clang_ocl_kern_imp_unoptimised_private_helper.has_recursion)
	.set unoptimised_private_helper.has_indirect_call, or(0, __clang_ocl_kern_imp_unoptimised_private_helper.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 344
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 88
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym get
	.addrsig_sym __clang_ocl_kern_imp_unoptimised_private_helper
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           unoptimised_private_helper
    .private_segment_fixed_size: 88
    .sgpr_count:     34
    .sgpr_spill_count: 4
    .symbol:         unoptimised_private_helper.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
