	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	barrier_skipped_before_long_loop ; -- Begin function barrier_skipped_before_long_loop
	.globl	barrier_skipped_before_long_loop
	.p2align	8
	.type	barrier_skipped_before_long_loop,@function
barrier_skipped_before_long_loop:       ; @barrier_skipped_before_long_loop
; %bb.0:
	s_load_dword s4, s[0:1], 0x10
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_cmpk_lt_i32 s4, 0x3e8
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[6:7], s[2:3], vcc
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_barrier
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_cmp_lt_i32 s4, 1
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB0_5
; %bb.3:
	v_add_u32_e32 v4, 1, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_and_b32_e32 v4, 0x1ff, v4
	v_lshlrev_b32_e32 v5, 2, v0
	v_lshlrev_b32_e32 v6, 2, v4
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[2:3], 0x800
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v1, v[2:3], off
	s_add_i32 s4, s4, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v1, v4
	s_barrier
	s_cbranch_scc0 .LBB0_4
.LBB0_5:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel barrier_skipped_before_long_loop
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end0:
	.size	barrier_skipped_before_long_loop, .Lfunc_end0-barrier_skipped_before_long_loop
                                        ; -- End function
	.set barrier_skipped_before_long_loop.num_vgpr, 7
	.set barrier_skipped_before_long_loop.num_agpr, 0
	.set barrier_skipped_before_long_loop.numbered_sgpr, 8
	.set barrier_skipped_before_long_loop.num_named_barrier, 0
	.set barrier_skipped_before_long_loop.private_seg_size, 0
	.set barrier_skipped_before_long_loop.uses_vcc, 1
	.set barrier_skipped_before_long_loop.uses_flat_scratch, 0
	.set barrier_skipped_before_long_loop.has_dyn_sized_stack, 0
	.set barrier_skipped_before_long_loop.has_recursion, 0
	.set barrier_skipped_before_long_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 224
; TotalNumSgprs: 14
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 7
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_d28988d860896e10,@object ; @__hip_cuid_d28988d860896e10
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_d28988d860896e10
__hip_cuid_d28988d860896e10:
	.byte	0                               ; 0x0
	.size	__hip_cuid_d28988d860896e10, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_d28988d860896e10
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 512
    .name:           barrier_skipped_before_long_loop
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         barrier_skipped_before_long_loop.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
