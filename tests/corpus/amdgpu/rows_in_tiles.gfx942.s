	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z13rows_in_tilesPfPKfiii ; -- Begin function _Z13rows_in_tilesPfPKfiii
	.globl	_Z13rows_in_tilesPfPKfiii
	.p2align	8
	.type	_Z13rows_in_tilesPfPKfiii,@function
_Z13rows_in_tilesPfPKfiii:              ; @_Z13rows_in_tilesPfPKfiii
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 8, v0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s9, 1
	v_cmp_gt_i32_e32 vcc, s8, v2
	s_cbranch_scc1 .LBB0_11
; %bb.1:
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[2:3], vcc, s[0:1]
	s_add_i32 s0, s10, -1
	s_and_b32 s17, s10, 7
	s_cmp_gt_u32 s0, 6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b32 s18, s10, 0x7ffffff8
	s_cmp_lg_u32 s17, 0
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_lshlrev_b32_e32 v3, 2, v0
	s_mov_b32 s16, 0
	s_cselect_b64 s[10:11], -1, 0
	v_cmp_ne_u32_e64 s[0:1], 1, v1
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_addk_i32 s16, 0x100
	s_cmp_ge_i32 s16, s9
	s_barrier
	s_cbranch_scc1 .LBB0_11
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_10 Depth 2
	v_add_u32_e32 v4, s16, v0
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[6:7]
	global_load_dword v4, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_8
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b32 s14, 0
	s_mov_b32 s19, 0
.LBB0_6:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_mov_b32 s15, s19
	v_mov_b32_e32 v4, s14
	ds_read_b128 v[6:9], v4
	ds_read_b128 v[10:13], v4 offset:16
	v_cvt_f32_u32_e32 v4, s15
	s_add_i32 s20, s19, 1
	s_add_i32 s21, s19, 2
	v_cvt_f32_u32_e32 v14, s20
	s_add_i32 s22, s19, 3
	v_cvt_f32_u32_e32 v15, s21
	s_add_i32 s23, s19, 4
	v_cvt_f32_u32_e32 v16, s22
	s_add_i32 s24, s19, 5
	v_cvt_f32_u32_e32 v17, s23
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v1, v6, v4
	s_add_i32 s25, s19, 6
	v_cvt_f32_u32_e32 v18, s24
	v_fmac_f32_e32 v1, v7, v14
	s_add_i32 s26, s19, 7
	v_cvt_f32_u32_e32 v19, s25
	v_fmac_f32_e32 v1, v8, v15
	v_cvt_f32_u32_e32 v20, s26
	v_fmac_f32_e32 v1, v9, v16
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v10, v17
	v_fmac_f32_e32 v1, v11, v18
	s_add_i32 s14, s14, 32
	s_add_i32 s19, s19, 8
	v_fmac_f32_e32 v1, v12, v19
	s_cmp_lg_u32 s19, s18
	v_fmac_f32_e32 v1, v13, v20
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s19, s15, 8
	s_mov_b64 s[14:15], s[10:11]
	s_and_b64 vcc, exec, s[14:15]
	s_cbranch_vccz .LBB0_2
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b32 s19, 0
	s_cbranch_execz .LBB0_2
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	s_lshl_b32 s14, s19, 2
	s_mov_b32 s15, s17
.LBB0_10:                               ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v4, s14
	ds_read_b32 v4, v4
	v_cvt_f32_u32_e32 v6, s19
	s_add_i32 s19, s19, 1
	s_add_i32 s14, s14, 4
	s_add_i32 s15, s15, -1
	s_cmp_lg_u32 s15, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v4, v6
	s_cbranch_scc1 .LBB0_10
	s_branch .LBB0_2
.LBB0_11:
	v_cmp_gt_i32_e32 vcc, s8, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_13
; %bb.12:
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[4:5]
	global_store_dword v[2:3], v1, off
.LBB0_13:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13rows_in_tilesPfPKfiii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 27
		.amdhsa_accum_offset 24
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
	.size	_Z13rows_in_tilesPfPKfiii, .Lfunc_end0-_Z13rows_in_tilesPfPKfiii
                                        ; -- End function
	.set _Z13rows_in_tilesPfPKfiii.num_vgpr, 21
	.set _Z13rows_in_tilesPfPKfiii.num_agpr, 0
	.set _Z13rows_in_tilesPfPKfiii.numbered_sgpr, 27
	.set _Z13rows_in_tilesPfPKfiii.num_named_barrier, 0
	.set _Z13rows_in_tilesPfPKfiii.private_seg_size, 0
	.set _Z13rows_in_tilesPfPKfiii.uses_vcc, 1
	.set _Z13rows_in_tilesPfPKfiii.uses_flat_scratch, 0
	.set _Z13rows_in_tilesPfPKfiii.has_dyn_sized_stack, 0
	.set _Z13rows_in_tilesPfPKfiii.has_recursion, 0
	.set _Z13rows_in_tilesPfPKfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 468
; TotalNumSgprs: 33
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.type	__hip_cuid_f96ee28f96b0083c,@object ; @__hip_cuid_f96ee28f96b0083c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_f96ee28f96b0083c
__hip_cuid_f96ee28f96b0083c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_f96ee28f96b0083c, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_f96ee28f96b0083c
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
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 256
    .name:           _Z13rows_in_tilesPfPKfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         _Z13rows_in_tilesPfPKfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
