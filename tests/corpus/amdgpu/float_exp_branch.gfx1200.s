	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z16float_exp_branchPfPKfff ; -- Begin function _Z16float_exp_branchPfPKfff
	.globl	_Z16float_exp_branchPfPKfff
	.p2align	8
	.type	_Z16float_exp_branchPfPKfff,@function
_Z16float_exp_branchPfPKfff:            ; @_Z16float_exp_branchPfPKfff
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_wait_kmcnt 0x0
	global_load_b32 v3, v1, s[6:7]
	s_mul_f32 s2, s0, 0x3fb8aa3b
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s2, 0x80000000
	s_rndne_f32 s6, s2
	s_fmac_f32 s3, s0, 0x3fb8aa3b
	s_cmp_nlt_f32 s0, 0xc2ce8ed0
	s_sub_f32 s2, s2, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_fmac_f32 s3, s0, 0x32a5705f
	s_add_f32 s2, s2, s3
	s_cvt_i32_f32 s3, s6
	s_delay_alu instid0(SALU_CYCLE_2)
	v_s_exp_f32 s2, s2
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(SALU_CYCLE_1)
	v_ldexp_f32 v2, s2, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s2, v2
	v_mov_b32_e32 v2, 0
	s_cselect_b32 s2, s2, 0
	s_cmp_ngt_f32 s0, 0x42b17218
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s2, 0x7f800000
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ngt_f32 s0, s1
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v3
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_xor_b32_e32 v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, 2, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v2, v0
.LBB0_2:
	s_wait_dscnt 0x0
	global_store_b32 v1, v2, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16float_exp_branchPfPKfff
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
	.size	_Z16float_exp_branchPfPKfff, .Lfunc_end0-_Z16float_exp_branchPfPKfff
                                        ; -- End function
	.set _Z16float_exp_branchPfPKfff.num_vgpr, 4
	.set _Z16float_exp_branchPfPKfff.num_agpr, 0
	.set _Z16float_exp_branchPfPKfff.numbered_sgpr, 8
	.set _Z16float_exp_branchPfPKfff.num_named_barrier, 0
	.set _Z16float_exp_branchPfPKfff.private_seg_size, 0
	.set _Z16float_exp_branchPfPKfff.uses_vcc, 0
	.set _Z16float_exp_branchPfPKfff.uses_flat_scratch, 0
	.set _Z16float_exp_branchPfPKfff.has_dyn_sized_stack, 0
	.set _Z16float_exp_branchPfPKfff.has_recursion, 0
	.set _Z16float_exp_branchPfPKfff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 252
; TotalNumSgprs: 8
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 4
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
	.type	__hip_cuid_d4a247b6d215ba1b,@object ; @__hip_cuid_d4a247b6d215ba1b
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_d4a247b6d215ba1b
__hip_cuid_d4a247b6d215ba1b:
	.byte	0                               ; 0x0
	.size	__hip_cuid_d4a247b6d215ba1b, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_d4a247b6d215ba1b
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z16float_exp_branchPfPKfff
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         _Z16float_exp_branchPfPKfff.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
