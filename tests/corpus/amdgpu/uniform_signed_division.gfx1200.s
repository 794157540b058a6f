	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z23uniform_signed_divisionPiiij ; -- Begin function _Z23uniform_signed_divisionPiiij
	.globl	_Z23uniform_signed_divisionPiiij
	.p2align	8
	.type	_Z23uniform_signed_divisionPiiij,@function
_Z23uniform_signed_divisionPiiij:       ; @_Z23uniform_signed_divisionPiiij
; %bb.0:
	s_load_b96 s[4:6], s[0:1], 0x8
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_abs_i32 s2, s5
	s_abs_i32 s8, s4
	s_cvt_f32_u32 s3, s2
	s_sub_co_i32 s7, 0, s2
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v1, s3
	v_readfirstlane_b32 s3, v1
	s_mul_f32 s3, s3, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s3, s3
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s7, s7, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s7, s3, s7
	s_add_co_i32 s3, s3, s7
	s_xor_b32 s7, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s3, s8, s3
	s_ashr_i32 s7, s7, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s9, s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s8, s8, s9
	s_add_co_i32 s9, s3, 1
	s_sub_co_i32 s10, s8, s2
	s_cmp_ge_u32 s8, s2
	s_cselect_b32 s3, s9, s3
	s_cselect_b32 s8, s10, s8
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s9, s3, 1
	s_cmp_ge_u32 s8, s2
	s_cselect_b32 s2, s9, s3
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s2, s2, s7
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s2, s7
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s2, 3
	s_cbranch_scc1 .LBB0_3
; %bb.2:
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
.LBB0_3:
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
.LBB0_5:
	s_or_b32 s2, s5, 1
	s_ashr_i32 s3, s5, 31
	s_abs_i32 s6, s4
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s2, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s2, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_f32_u32 s3, s2
	s_sub_co_i32 s5, 0, s2
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v1, s3
	v_readfirstlane_b32 s3, v1
	s_mul_f32 s3, s3, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s3, s3
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s5, s5, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s5, s3, s5
	s_add_co_i32 s3, s3, s5
	s_ashr_i32 s5, s4, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s3, s6, s3
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s3, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s3, s6, s3
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s6, s3, s2
	s_cmp_ge_u32 s3, s2
	s_cselect_b32 s3, s6, s3
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s6, s3, s2
	s_cmp_ge_u32 s3, s2
	s_cselect_b32 s2, s6, s3
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s2, s2, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s2, s5
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_gt_i32 s2, -1
	s_cbranch_scc1 .LBB0_7
; %bb.6:
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
.LBB0_7:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_dual_mov_b32 v1, s4 :: v_dual_lshlrev_b32 v0, 2, v0
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z23uniform_signed_divisionPiiij
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 4
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
	.size	_Z23uniform_signed_divisionPiiij, .Lfunc_end0-_Z23uniform_signed_divisionPiiij
                                        ; -- End function
	.set _Z23uniform_signed_divisionPiiij.num_vgpr, 2
	.set _Z23uniform_signed_divisionPiiij.num_agpr, 0
	.set _Z23uniform_signed_divisionPiiij.numbered_sgpr, 11
	.set _Z23uniform_signed_divisionPiiij.num_named_barrier, 0
	.set _Z23uniform_signed_divisionPiiij.private_seg_size, 0
	.set _Z23uniform_signed_divisionPiiij.uses_vcc, 0
	.set _Z23uniform_signed_divisionPiiij.uses_flat_scratch, 0
	.set _Z23uniform_signed_divisionPiiij.has_dyn_sized_stack, 0
	.set _Z23uniform_signed_divisionPiiij.has_recursion, 0
	.set _Z23uniform_signed_divisionPiiij.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 480
; TotalNumSgprs: 11
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 2
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
	.type	__hip_cuid_9397948e02bbc005,@object ; @__hip_cuid_9397948e02bbc005
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_9397948e02bbc005
__hip_cuid_9397948e02bbc005:
	.byte	0                               ; 0x0
	.size	__hip_cuid_9397948e02bbc005, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_9397948e02bbc005
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z23uniform_signed_divisionPiiij
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         _Z23uniform_signed_divisionPiiij.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
