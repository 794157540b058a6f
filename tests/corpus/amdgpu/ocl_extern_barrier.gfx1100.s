	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	ocl_extern_barrier      ; -- Begin function ocl_extern_barrier
	.globl	ocl_extern_barrier
	.p2align	8
	.type	ocl_extern_barrier,@function
ocl_extern_barrier:                     ; @ocl_extern_barrier
; %bb.0:
	s_clause 0x1
	s_load_b64 s[52:53], s[4:5], 0x0
	s_load_b32 s54, s[4:5], 0x8
	v_dual_mov_b32 v42, v0 :: v_dual_mov_b32 v41, 0
	s_add_u32 s48, s4, 16
	v_dual_mov_b32 v31, v0 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[38:39], s[0:1]
	s_addc_u32 s49, s5, 0
	s_mov_b32 s50, s14
	s_mov_b32 s51, s13
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s13
	s_mov_b32 s13, s14
	s_mov_b32 s14, s15
	s_mov_b32 s32, 0
	s_mov_b32 s33, s15
	s_mov_b64 s[36:37], s[2:3]
	s_swappc_b64 s[30:31], s[0:1]
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v31, v42
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@rel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	v_lshl_add_u32 v0, v40, 2, s54
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	ds_store_b32 v0, v40
	v_mov_b32_e32 v0, 1
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[0:1]
	v_add_nc_u32_e32 v0, 1, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 63, v0
	v_lshl_add_u32 v0, v0, 2, s54
	ds_load_b32 v2, v0
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s52, v0
	v_add_co_ci_u32_e64 v1, null, s53, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ocl_extern_barrier
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 13
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(ocl_extern_barrier.num_agpr, ocl_extern_barrier.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(ocl_extern_barrier.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
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
.Lfunc_end0:
	.size	ocl_extern_barrier, .Lfunc_end0-ocl_extern_barrier
                                        ; -- End function
	.set ocl_extern_barrier.num_vgpr, max(43, amdgpu.max_num_vgpr)
	.set ocl_extern_barrier.num_agpr, max(0, amdgpu.max_num_agpr)
	.set ocl_extern_barrier.numbered_sgpr, max(55, amdgpu.max_num_sgpr)
	.set ocl_extern_barrier.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set ocl_extern_barrier.private_seg_size, 0
	.set ocl_extern_barrier.uses_vcc, 1
	.set ocl_extern_barrier.uses_flat_scratch, 1
	.set ocl_extern_barrier.has_dyn_sized_stack, 1
	.set ocl_extern_barrier.has_recursion, 1
	.set ocl_extern_barrier.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; TotalNumSgprs: ocl_extern_barrier.numbered_sgpr+2
; NumVgprs: ocl_extern_barrier.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(ocl_extern_barrier.num_agpr, ocl_extern_barrier.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(ocl_extern_barrier.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(ocl_extern_barrier.num_agpr, ocl_extern_barrier.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 24, 1536, 10, 16, max(ocl_extern_barrier.numbered_sgpr+extrasgprs(ocl_extern_barrier.uses_vcc, ocl_extern_barrier.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(ocl_extern_barrier.num_agpr, ocl_extern_barrier.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_ocl_extern_barrier ; -- Begin function __clang_ocl_kern_imp_ocl_extern_barrier
	.globl	__clang_ocl_kern_imp_ocl_extern_barrier
	.p2align	2
	.type	__clang_ocl_kern_imp_ocl_extern_barrier,@function
__clang_ocl_kern_imp_ocl_extern_barrier: ; @__clang_ocl_kern_imp_ocl_extern_barrier
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v46, s33 offset:24 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v46, s0, 14
	s_clause 0x5                            ; 24-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:20
	scratch_store_b32 off, v41, s33 offset:16
	scratch_store_b32 off, v42, s33 offset:12
	scratch_store_b32 off, v43, s33 offset:8
	scratch_store_b32 off, v44, s33 offset:4
	scratch_store_b32 off, v45, s33
	v_dual_mov_b32 v44, v1 :: v_dual_mov_b32 v45, v0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v0, 0
	v_writelane_b32 v46, s30, 0
	s_add_i32 s32, s32, 32
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@rel32@hi+12
	v_dual_mov_b32 v42, v31 :: v_dual_mov_b32 v43, v2
	v_writelane_b32 v46, s31, 1
	v_writelane_b32 v46, s34, 2
	v_writelane_b32 v46, s35, 3
	s_mov_b64 s[34:35], s[10:11]
	v_writelane_b32 v46, s36, 4
	v_writelane_b32 v46, s37, 5
	s_mov_b64 s[36:37], s[8:9]
	v_writelane_b32 v46, s38, 6
	v_writelane_b32 v46, s39, 7
	s_mov_b64 s[38:39], s[6:7]
	v_writelane_b32 v46, s48, 8
	v_writelane_b32 v46, s49, 9
	s_mov_b64 s[48:49], s[4:5]
	v_writelane_b32 v46, s50, 10
	s_mov_b32 s50, s15
	v_writelane_b32 v46, s51, 11
	s_mov_b32 s51, s14
	v_writelane_b32 v46, s52, 12
	s_mov_b32 s52, s13
	v_writelane_b32 v46, s53, 13
	s_mov_b32 s53, s12
	s_swappc_b64 s[30:31], s[0:1]
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v31, v42
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@rel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	v_lshl_add_u32 v0, v40, 2, v43
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	ds_store_b32 v0, v40
	v_mov_b32_e32 v0, 1
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swappc_b64 s[30:31], s[0:1]
	v_add_nc_u32_e32 v0, 1, v40
	v_readlane_b32 s53, v46, 13
	v_readlane_b32 s52, v46, 12
	v_readlane_b32 s51, v46, 11
	v_readlane_b32 s50, v46, 10
	v_and_b32_e32 v0, 63, v0
	v_readlane_b32 s49, v46, 9
	v_readlane_b32 s48, v46, 8
	v_readlane_b32 s39, v46, 7
	v_readlane_b32 s38, v46, 6
	v_lshl_add_u32 v0, v0, 2, v43
	v_readlane_b32 s37, v46, 5
	v_readlane_b32 s36, v46, 4
	v_readlane_b32 s35, v46, 3
	v_readlane_b32 s34, v46, 2
	ds_load_b32 v2, v0
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_readlane_b32 s31, v46, 1
	v_readlane_b32 s30, v46, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v46, 14
	v_add_co_u32 v0, vcc_lo, v45, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v44, v1, vcc_lo
	s_clause 0x5                            ; 24-byte Folded Reload
	scratch_load_b32 v45, off, s33
	scratch_load_b32 v44, off, s33 offset:4
	scratch_load_b32 v43, off, s33 offset:8
	scratch_load_b32 v42, off, s33 offset:12
	scratch_load_b32 v41, off, s33 offset:16
	scratch_load_b32 v40, off, s33 offset:20
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v2, off
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v46, off, s33 offset:24 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_ocl_extern_barrier, .Lfunc_end1-__clang_ocl_kern_imp_ocl_extern_barrier
                                        ; -- End function
	.set __clang_ocl_kern_imp_ocl_extern_barrier.num_vgpr, max(47, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_ocl_extern_barrier.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_ocl_extern_barrier.numbered_sgpr, max(54, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_ocl_extern_barrier.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_ocl_extern_barrier.private_seg_size, 32
	.set __clang_ocl_kern_imp_ocl_extern_barrier.uses_vcc, 1
	.set __clang_ocl_kern_imp_ocl_extern_barrier.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_ocl_extern_barrier.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_ocl_extern_barrier.has_recursion, 1
	.set __clang_ocl_kern_imp_ocl_extern_barrier.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 636
; TotalNumSgprs: __clang_ocl_kern_imp_ocl_extern_barrier.numbered_sgpr+2
; NumVgprs: max(47, amdgpu.max_num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 47
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 54
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
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
      - .offset:         136
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
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
    .name:           ocl_extern_barrier
    .private_segment_fixed_size: 0
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         ocl_extern_barrier.kd
    .uses_dynamic_stack: true
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
