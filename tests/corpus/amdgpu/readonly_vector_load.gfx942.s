	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function rounds
	.type	rounds,@function
rounds:                                 ; @rounds
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[0:1], off offset:4
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 3, v0
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	v_mov_b32_e32 v4, 2
	v_lshlrev_b32_sdwa v0, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v2, 1, v2
	v_lshlrev_b32_sdwa v2, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_mov_b32 s4, 0
	s_mov_b64 s[2:3], 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s4, v1
	ds_write_b32 v0, v4
	s_barrier
	ds_read_b32 v4, v2
	s_add_i32 s4, s4, 1
	v_cmp_eq_u32_e32 vcc, s4, v3
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v4, v1
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, v1
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	rounds, .Lfunc_end0-rounds
                                        ; -- End function
	.set .Lrounds.num_vgpr, 5
	.set .Lrounds.num_agpr, 0
	.set .Lrounds.numbered_sgpr, 32
	.set .Lrounds.num_named_barrier, 0
	.set .Lrounds.private_seg_size, 0
	.set .Lrounds.uses_vcc, 1
	.set .Lrounds.uses_flat_scratch, 0
	.set .Lrounds.has_dyn_sized_stack, 0
	.set .Lrounds.has_recursion, 0
	.set .Lrounds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 140
; TotalNumSgprs: 38
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	readonly_vector_load    ; -- Begin function readonly_vector_load
	.globl	readonly_vector_load
	.p2align	8
	.type	readonly_vector_load,@function
readonly_vector_load:                   ; @readonly_vector_load
; %bb.0:
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_add_u32 s8, s0, 16
	v_mov_b32_e32 v5, v0
	s_addc_u32 s9, s1, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, rounds@rel32@lo+4
	s_addc_u32 s1, s1, rounds@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v1, s15
	v_mov_b32_e32 v2, v5
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[0:1]
	v_lshlrev_b32_e32 v1, 2, v5
	global_store_dword v1, v0, s[12:13]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel readonly_vector_load
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 6
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
.Lfunc_end1:
	.size	readonly_vector_load, .Lfunc_end1-readonly_vector_load
                                        ; -- End function
	.set readonly_vector_load.num_vgpr, max(6, .Lrounds.num_vgpr)
	.set readonly_vector_load.num_agpr, max(0, .Lrounds.num_agpr)
	.set readonly_vector_load.numbered_sgpr, max(33, .Lrounds.numbered_sgpr)
	.set readonly_vector_load.num_named_barrier, max(0, .Lrounds.num_named_barrier)
	.set readonly_vector_load.private_seg_size, 0+max(.Lrounds.private_seg_size)
	.set readonly_vector_load.uses_vcc, or(1, .Lrounds.uses_vcc)
	.set readonly_vector_load.uses_flat_scratch, or(0, .Lrounds.uses_flat_scratch)
	.set readonly_vector_load.has_dyn_sized_stack, or(0, .Lrounds.has_dyn_sized_stack)
	.set readonly_vector_load.has_recursion, or(0, .Lrounds.has_recursion)
	.set readonly_vector_load.has_indirect_call, or(0, .Lrounds.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 80
; TotalNumSgprs: 39
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 6
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
	.protected	__clang_ocl_kern_imp_readonly_vector_load ; -- Begin function __clang_ocl_kern_imp_readonly_vector_load
	.globl	__clang_ocl_kern_imp_readonly_vector_load
	.p2align	2
	.type	__clang_ocl_kern_imp_readonly_vector_load,@function
__clang_ocl_kern_imp_readonly_vector_load: ; @__clang_ocl_kern_imp_readonly_vector_load
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v8, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_and_b32_e32 v5, 0x3ff, v31
	v_writelane_b32 v8, s30, 0
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, rounds@rel32@lo+4
	s_addc_u32 s1, s1, rounds@rel32@hi+12
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v2, v5
	v_writelane_b32 v8, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_lshlrev_b32_e32 v2, 2, v5
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[2:3], v[6:7], 0, v[2:3]
	global_store_dword v[2:3], v0, off
	v_readlane_b32 s31, v8, 1
	v_readlane_b32 s30, v8, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v8, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s5
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	__clang_ocl_kern_imp_readonly_vector_load, .Lfunc_end2-__clang_ocl_kern_imp_readonly_vector_load
                                        ; -- End function
	.set __clang_ocl_kern_imp_readonly_vector_load.num_vgpr, max(32, .Lrounds.num_vgpr)
	.set __clang_ocl_kern_imp_readonly_vector_load.num_agpr, max(0, .Lrounds.num_agpr)
	.set __clang_ocl_kern_imp_readonly_vector_load.numbered_sgpr, max(34, .Lrounds.numbered_sgpr)
	.set __clang_ocl_kern_imp_readonly_vector_load.num_named_barrier, max(0, .Lrounds.num_named_barrier)
	.set __clang_ocl_kern_imp_readonly_vector_load.private_seg_size, 16+max(.Lrounds.private_seg_size)
	.set __clang_ocl_kern_imp_readonly_vector_load.uses_vcc, or(1, .Lrounds.uses_vcc)
	.set __clang_ocl_kern_imp_readonly_vector_load.uses_flat_scratch, or(0, .Lrounds.uses_flat_scratch)
	.set __clang_ocl_kern_imp_readonly_vector_load.has_dyn_sized_stack, or(0, .Lrounds.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_readonly_vector_load.has_recursion, or(0, .Lrounds.has_recursion)
	.set __clang_ocl_kern_imp_readonly_vector_load.has_indirect_call, or(0, .Lrounds.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 172
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           readonly_vector_load
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         readonly_vector_load.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
