	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z12tiled_matmulPfPKfS1_ii ; -- Begin function _Z12tiled_matmulPfPKfS1_ii
	.globl	_Z12tiled_matmulPfPKfS1_ii
	.p2align	8
	.type	_Z12tiled_matmulPfPKfS1_ii,@function
_Z12tiled_matmulPfPKfS1_ii:             ; @_Z12tiled_matmulPfPKfS1_ii
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v2, 15, v0
	v_lshrrev_b32_e32 v0, 4, v0
	s_lshl_b32 s0, s2, 4
	v_lshl_add_u32 v3, s3, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v1, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_lshlrev_b32_e32 v8, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_mul_lo_u32 v0, s11, v0
	v_mad_u64_u32 v[6:7], s[2:3], s10, v3, v[2:3]
	v_or_b32_e32 v9, v8, v4
	v_or_b32_e32 v10, 0x400, v4
	v_add3_u32 v4, v0, s0, v2
	s_lshl_b32 s1, s11, 4
	s_mov_b32 s2, 0
	v_mov_b32_e32 v7, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s2, v6
	v_mov_b32_e32 v5, v1
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[4:5], 2, s[8:9]
	global_load_dword v0, v[12:13], off
	global_load_dword v5, v[14:15], off
	s_add_i32 s2, s2, 16
	v_add_u32_e32 v4, s1, v4
	s_cmp_ge_i32 s2, s10
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v9, v0, v5 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v8
	ds_read_b128 v[16:19], v8 offset:16
	ds_read_b128 v[20:23], v8 offset:32
	ds_read_b128 v[24:27], v8 offset:48
	ds_read2_b32 v[28:29], v10 offset1:16
	ds_read2_b32 v[30:31], v10 offset0:32 offset1:48
	ds_read2_b32 v[32:33], v10 offset0:64 offset1:80
	ds_read2_b32 v[34:35], v10 offset0:96 offset1:112
	ds_read2_b32 v[36:37], v10 offset0:128 offset1:144
	ds_read2_b32 v[38:39], v10 offset0:160 offset1:176
	ds_read2_b32 v[40:41], v10 offset0:192 offset1:208
	ds_read2_b32 v[42:43], v10 offset0:224 offset1:240
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v7, v12, v28
	v_fmac_f32_e32 v7, v13, v29
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v7, v14, v30
	s_waitcnt lgkmcnt(5)
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33]
	v_fmac_f32_e32 v7, v15, v31
	v_add_f32_e32 v0, v7, v16
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35]
	v_add_f32_e32 v0, v0, v17
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[20:21], v[20:21], v[36:37]
	v_add_f32_e32 v0, v0, v19
	v_add_f32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[22:23], v[22:23], v[38:39]
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, v0, v22
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[24:25], v[24:25], v[40:41]
	v_add_f32_e32 v0, v0, v23
	v_add_f32_e32 v0, v0, v24
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[26:27], v[26:27], v[42:43]
	v_add_f32_e32 v0, v0, v25
	v_add_f32_e32 v0, v0, v26
	v_add_f32_e32 v7, v0, v27
	s_barrier
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	v_mov_b32_e32 v1, v7
.LBB0_4:
	v_or_b32_e32 v0, s0, v2
	v_mad_u64_u32 v[2:3], s[0:1], s11, v3, v[0:1]
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[4:5]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12tiled_matmulPfPKfS1_ii
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
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
	.size	_Z12tiled_matmulPfPKfS1_ii, .Lfunc_end0-_Z12tiled_matmulPfPKfS1_ii
                                        ; -- End function
	.set _Z12tiled_matmulPfPKfS1_ii.num_vgpr, 44
	.set _Z12tiled_matmulPfPKfS1_ii.num_agpr, 0
	.set _Z12tiled_matmulPfPKfS1_ii.numbered_sgpr, 12
	.set _Z12tiled_matmulPfPKfS1_ii.num_named_barrier, 0
	.set _Z12tiled_matmulPfPKfS1_ii.private_seg_size, 0
	.set _Z12tiled_matmulPfPKfS1_ii.uses_vcc, 0
	.set _Z12tiled_matmulPfPKfS1_ii.uses_flat_scratch, 0
	.set _Z12tiled_matmulPfPKfS1_ii.has_dyn_sized_stack, 0
	.set _Z12tiled_matmulPfPKfS1_ii.has_recursion, 0
	.set _Z12tiled_matmulPfPKfS1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 468
; TotalNumSgprs: 18
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
	.type	__hip_cuid_a50e07d07658ce0,@object ; @__hip_cuid_a50e07d07658ce0
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_a50e07d07658ce0
__hip_cuid_a50e07d07658ce0:
	.byte	0                               ; 0x0
	.size	__hip_cuid_a50e07d07658ce0, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_a50e07d07658ce0
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 1024
    .name:           _Z12tiled_matmulPfPKfS1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12tiled_matmulPfPKfS1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
