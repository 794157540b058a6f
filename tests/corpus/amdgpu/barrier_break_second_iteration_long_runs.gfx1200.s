	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	barrier_break_second_iteration_long_runs ; -- Begin function barrier_break_second_iteration_long_runs
	.globl	barrier_break_second_iteration_long_runs
	.p2align	8
	.type	barrier_break_second_iteration_long_runs,@function
barrier_break_second_iteration_long_runs: ; @barrier_break_second_iteration_long_runs
; %bb.0:
	s_load_b32 s4, s[0:1], 0x10
	s_mov_b32 s5, 0
	s_wait_kmcnt 0x0
	s_cmp_gt_i32 s4, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s5, -1
.LBB0_3:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v4, 0
	s_and_not1_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB0_10
; %bb.4:
	v_lshlrev_b32_e32 v5, 2, v0
	s_cmp_eq_u32 s4, 1
	s_wait_kmcnt 0x0
	global_load_b32 v1, v5, s[2:3]
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v1
	v_add_nc_u32_e32 v1, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x1ff, v1
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 2, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v4, v6
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_10
; %bb.5:
	v_add_co_u32 v2, s5, s2, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, 0, s5
	s_cmp_lt_u32 s4, 0x3e8
	s_cselect_b32 s5, -1, 0
	global_load_b32 v2, v[2:3], off offset:2048
	v_and_b32_e32 v3, 0x1c0, v0
	v_cmp_ne_u32_e32 vcc_lo, 64, v3
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s6, s5, vcc_lo
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v2
	s_and_saveexec_b32 s5, s6
	s_cbranch_execz .LBB0_9
; %bb.6:
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_cmp_eq_u32 s4, 2
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v2, v6
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v2, v4
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_9
; %bb.7:
	v_add_co_u32 v2, s2, s2, v5
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, s3, 0, s2
	s_add_co_i32 s2, s4, -2
	v_add_co_u32 v2, vcc_lo, 0x1000, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v7, v[2:3], off
	v_add_co_u32 v2, vcc_lo, 0x800, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s2, s2, -1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s2, 0
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v7
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v7, v6
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v7, v4
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_8
.LBB0_9:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
.LBB0_10:
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_store_b32 v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel barrier_break_second_iteration_long_runs
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 7
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
	.size	barrier_break_second_iteration_long_runs, .Lfunc_end0-barrier_break_second_iteration_long_runs
                                        ; -- End function
	.set barrier_break_second_iteration_long_runs.num_vgpr, 8
	.set barrier_break_second_iteration_long_runs.num_agpr, 0
	.set barrier_break_second_iteration_long_runs.numbered_sgpr, 7
	.set barrier_break_second_iteration_long_runs.num_named_barrier, 0
	.set barrier_break_second_iteration_long_runs.private_seg_size, 0
	.set barrier_break_second_iteration_long_runs.uses_vcc, 1
	.set barrier_break_second_iteration_long_runs.uses_flat_scratch, 0
	.set barrier_break_second_iteration_long_runs.has_dyn_sized_stack, 0
	.set barrier_break_second_iteration_long_runs.has_recursion, 0
	.set barrier_break_second_iteration_long_runs.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 568
; TotalNumSgprs: 9
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 8
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
	.type	__hip_cuid_e3c17dafba7f4e81,@object ; @__hip_cuid_e3c17dafba7f4e81
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_e3c17dafba7f4e81
__hip_cuid_e3c17dafba7f4e81:
	.byte	0                               ; 0x0
	.size	__hip_cuid_e3c17dafba7f4e81, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_e3c17dafba7f4e81
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 512
    .name:           barrier_break_second_iteration_long_runs
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         barrier_break_second_iteration_long_runs.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
