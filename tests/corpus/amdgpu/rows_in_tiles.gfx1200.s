	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z13rows_in_tilesPfPKfiii ; -- Begin function _Z13rows_in_tilesPfPKfiii
	.globl	_Z13rows_in_tilesPfPKfiii
	.p2align	8
	.type	_Z13rows_in_tilesPfPKfiii,@function
_Z13rows_in_tilesPfPKfiii:              ; @_Z13rows_in_tilesPfPKfiii
; %bb.0:
	s_clause 0x1
	s_load_b96 s[4:6], s[0:1], 0x10
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 8, v0
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s5, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s4, v1
	s_cbranch_scc1 .LBB0_11
; %bb.1:
	s_cmp_gt_i32 s6, 0
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v5, 2, v0
	s_cselect_b32 s8, -1, 0
	s_add_co_i32 s9, s6, -1
	s_and_b32 s7, s6, 7
	s_and_b32 s8, vcc_lo, s8
	s_cmp_gt_u32 s9, 6
	v_mov_b32_e32 v3, 0
	s_cselect_b32 s9, -1, 0
	s_and_b32 s6, s6, 0x7ffffff8
	s_cmp_lg_u32 s7, 0
	s_mov_b32 s10, 0
	s_cselect_b32 s11, -1, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_addk_co_i32 s10, 0x100
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_i32 s10, s5
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_12
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_10 Depth 2
	v_add_nc_u32_e32 v2, s10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[2:3]
	v_add_co_u32 v6, vcc_lo, s2, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	global_load_b32 v2, v[6:7], off
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_8
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b32 s13, 0
	s_mov_b32 s15, 0
.LBB0_6:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v2, s13
	s_mov_b32 s14, s15
	s_cvt_f32_u32 s15, s15
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s16, s14, 1
	s_add_co_i32 s13, s13, 32
	ds_load_b128 v[6:9], v2
	ds_load_b128 v[10:13], v2 offset:16
	s_wait_dscnt 0x1
	v_fmac_f32_e32 v4, s15, v6
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_f32_u32 s15, s16
	s_add_co_i32 s16, s14, 2
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1)
	v_fmac_f32_e32 v4, s15, v7
	s_cvt_f32_u32 s15, s16
	s_add_co_i32 s16, s14, 3
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_fmac_f32_e32 v4, s15, v8
	s_cvt_f32_u32 s15, s16
	s_add_co_i32 s16, s14, 4
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_fmac_f32_e32 v4, s15, v9
	s_cvt_f32_u32 s15, s16
	s_add_co_i32 s16, s14, 5
	s_wait_dscnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	v_fmac_f32_e32 v4, s15, v10
	s_cvt_f32_u32 s15, s16
	s_add_co_i32 s16, s14, 6
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_fmac_f32_e32 v4, s15, v11
	s_cvt_f32_u32 s15, s16
	s_add_co_i32 s16, s14, 7
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_f32_u32 s16, s16
	v_fmac_f32_e32 v4, s15, v12
	s_add_co_i32 s15, s14, 8
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s15, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v4, s16, v13
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_co_i32 s13, s14, 8
	s_mov_b32 s14, s11
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s14
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_2
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b32 s13, 0
	s_cbranch_execz .LBB0_2
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s14, s13, 2
	s_mov_b32 s15, s7
.LBB0_10:                               ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v2, s14
	s_cvt_f32_u32 s16, s13
	s_add_co_i32 s15, s15, -1
	s_add_co_i32 s13, s13, 1
	s_add_co_i32 s14, s14, 4
	ds_load_b32 v2, v2
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s15, 0
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v4, s16, v2
	s_cbranch_scc1 .LBB0_10
	s_branch .LBB0_2
.LBB0_11:
	v_mov_b32_e32 v4, 0
.LBB0_12:
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s4, v1
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[1:2]
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_store_b32 v[0:1], v4, off
.LBB0_14:
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
		.amdhsa_round_robin_scheduling 0
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
	.set _Z13rows_in_tilesPfPKfiii.num_vgpr, 14
	.set _Z13rows_in_tilesPfPKfiii.num_agpr, 0
	.set _Z13rows_in_tilesPfPKfiii.numbered_sgpr, 17
	.set _Z13rows_in_tilesPfPKfiii.num_named_barrier, 0
	.set _Z13rows_in_tilesPfPKfiii.private_seg_size, 0
	.set _Z13rows_in_tilesPfPKfiii.uses_vcc, 1
	.set _Z13rows_in_tilesPfPKfiii.uses_flat_scratch, 0
	.set _Z13rows_in_tilesPfPKfiii.has_dyn_sized_stack, 0
	.set _Z13rows_in_tilesPfPKfiii.has_recursion, 0
	.set _Z13rows_in_tilesPfPKfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 648
; TotalNumSgprs: 19
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_19a095c834cc4b14,@object ; @__hip_cuid_19a095c834cc4b14
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_19a095c834cc4b14
__hip_cuid_19a095c834cc4b14:
	.byte	0                               ; 0x0
	.size	__hip_cuid_19a095c834cc4b14, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_19a095c834cc4b14
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _Z13rows_in_tilesPfPKfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
