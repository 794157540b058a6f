	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z12tiled_matmulPfPKfS1_ii ; -- Begin function _Z12tiled_matmulPfPKfS1_ii
	.globl	_Z12tiled_matmulPfPKfS1_ii
	.p2align	8
	.type	_Z12tiled_matmulPfPKfS1_ii,@function
_Z12tiled_matmulPfPKfS1_ii:             ; @_Z12tiled_matmulPfPKfS1_ii
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 4, v0
	v_and_b32_e32 v0, 15, v0
	s_lshl_b32 s8, ttmp9, 4
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v6, ttmp7, 4, v1
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mul_lo_u32 v4, s7, v1
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v8, 6, v1
	v_lshlrev_b32_e32 v5, 2, v0
	v_mad_co_u64_u32 v[1:2], null, s6, v6, v[0:1]
	v_mov_b32_e32 v7, 0
	s_lshl_b32 s9, s7, 4
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v9, v8, v5
	v_or_b32_e32 v10, 0x400, v5
	v_add3_u32 v4, v4, s8, v0
	s_mov_b32 s10, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v5, v3 :: v_dual_add_nc_u32 v2, s10, v1
	s_add_co_i32 s10, s10, 16
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_i32 s10, s6
	v_lshlrev_b64_e32 v[11:12], 2, v[2:3]
	v_lshlrev_b64_e32 v[13:14], 2, v[4:5]
	v_add_nc_u32_e32 v4, s9, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v11, vcc_lo, s2, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s3, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v13, vcc_lo, s4, v13
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s5, v14, vcc_lo
	global_load_b32 v2, v[11:12], off
	global_load_b32 v5, v[13:14], off
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v9, v2, v5 offset1:4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[11:14], v8
	ds_load_b128 v[15:18], v8 offset:16
	ds_load_b128 v[19:22], v8 offset:32
	ds_load_b128 v[23:26], v8 offset:48
	ds_load_2addr_b32 v[27:28], v10 offset1:16
	ds_load_2addr_b32 v[29:30], v10 offset0:32 offset1:48
	ds_load_2addr_b32 v[31:32], v10 offset0:64 offset1:80
	ds_load_2addr_b32 v[33:34], v10 offset0:96 offset1:112
	ds_load_2addr_b32 v[35:36], v10 offset0:128 offset1:144
	ds_load_2addr_b32 v[37:38], v10 offset0:160 offset1:176
	ds_load_2addr_b32 v[39:40], v10 offset0:192 offset1:208
	ds_load_2addr_b32 v[41:42], v10 offset0:224 offset1:240
	s_wait_dscnt 0x7
	v_fmac_f32_e32 v7, v11, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v12, v28
	s_wait_dscnt 0x6
	v_fmac_f32_e32 v7, v13, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v14, v30
	s_wait_dscnt 0x5
	v_fmac_f32_e32 v7, v15, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v16, v32
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v7, v17, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v18, v34
	s_wait_dscnt 0x3
	v_fmac_f32_e32 v7, v19, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v20, v36
	s_wait_dscnt 0x2
	v_fmac_f32_e32 v7, v21, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v22, v38
	s_wait_dscnt 0x1
	v_fmac_f32_e32 v7, v23, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v24, v40
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v7, v25, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v7, v26, v42
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v7, 0
.LBB0_4:
	v_or_b32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[0:1], null, s7, v6, v[0:1]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_store_b32 v[0:1], v7, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 5
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
	.size	_Z12tiled_matmulPfPKfS1_ii, .Lfunc_end0-_Z12tiled_matmulPfPKfS1_ii
                                        ; -- End function
	.set _Z12tiled_matmulPfPKfS1_ii.num_vgpr, 43
	.set _Z12tiled_matmulPfPKfS1_ii.num_agpr, 0
	.set _Z12tiled_matmulPfPKfS1_ii.numbered_sgpr, 11
	.set _Z12tiled_matmulPfPKfS1_ii.num_named_barrier, 0
	.set _Z12tiled_matmulPfPKfS1_ii.private_seg_size, 0
	.set _Z12tiled_matmulPfPKfS1_ii.uses_vcc, 1
	.set _Z12tiled_matmulPfPKfS1_ii.uses_flat_scratch, 0
	.set _Z12tiled_matmulPfPKfS1_ii.has_dyn_sized_stack, 0
	.set _Z12tiled_matmulPfPKfS1_ii.has_recursion, 0
	.set _Z12tiled_matmulPfPKfS1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 576
; TotalNumSgprs: 13
; NumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 43
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
	.type	__hip_cuid_7168bc61028ec82,@object ; @__hip_cuid_7168bc61028ec82
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_7168bc61028ec82
__hip_cuid_7168bc61028ec82:
	.byte	0                               ; 0x0
	.size	__hip_cuid_7168bc61028ec82, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_7168bc61028ec82
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         _Z12tiled_matmulPfPKfS1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
