	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	strided_load_loop_long  ; -- Begin function strided_load_loop_long
	.globl	strided_load_loop_long
	.p2align	8
	.type	strided_load_loop_long,@function
strided_load_loop_long:                 ; @strided_load_loop_long
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s2, 1
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xfffe
	s_addk_i32 s0, 0xc8
	s_and_b32 s1, s3, 1
	s_mov_b32 s3, 0
	s_mov_b32 s8, s0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s9, s2, 9
	v_lshlrev_b32_e32 v5, 9, v4
	v_mov_b32_e32 v9, s3
	v_or_b32_e32 v8, s9, v1
	v_mov_b32_e32 v7, s3
	v_or_b32_e32 v6, v5, v0
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[8:9], off
	global_load_dword v10, v[6:7], off
	s_add_i32 s2, s2, 2
	s_add_i32 s8, s8, -2
	v_add_u32_e32 v4, 2, v4
	s_cmp_lg_u32 s8, 0
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v3, v5, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v10, v2
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_add_u32_e32 v1, v2, v3
	s_cmp_lg_u32 s1, 0
	v_lshlrev_b32_e32 v0, 2, v0
	s_cbranch_scc0 .LBB0_4
; %bb.3:
	v_lshl_or_b32 v2, s0, 11, v0
	global_load_dword v2, v2, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v2, v1
.LBB0_4:
	s_barrier
	global_store_dword v0, v1, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel strided_load_loop_long
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end0:
	.size	strided_load_loop_long, .Lfunc_end0-strided_load_loop_long
                                        ; -- End function
	.set strided_load_loop_long.num_vgpr, 11
	.set strided_load_loop_long.num_agpr, 0
	.set strided_load_loop_long.numbered_sgpr, 10
	.set strided_load_loop_long.num_named_barrier, 0
	.set strided_load_loop_long.private_seg_size, 0
	.set strided_load_loop_long.uses_vcc, 0
	.set strided_load_loop_long.uses_flat_scratch, 0
	.set strided_load_loop_long.has_dyn_sized_stack, 0
	.set strided_load_loop_long.has_recursion, 0
	.set strided_load_loop_long.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; TotalNumSgprs: 16
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_4b1b0824ef83f745,@object ; @__hip_cuid_4b1b0824ef83f745
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_4b1b0824ef83f745
__hip_cuid_4b1b0824ef83f745:
	.byte	0                               ; 0x0
	.size	__hip_cuid_4b1b0824ef83f745, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_4b1b0824ef83f745
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 512
    .name:           strided_load_loop_long
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         strided_load_loop_long.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
