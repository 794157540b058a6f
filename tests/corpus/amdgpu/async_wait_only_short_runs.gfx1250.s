	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	async_wait_only_short_runs ; -- Begin function async_wait_only_short_runs
	.globl	async_wait_only_short_runs
	.p2align	8
	.type	async_wait_only_short_runs,@function
async_wait_only_short_runs:             ; @async_wait_only_short_runs
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	s_wait_xcnt 0x0
	s_load_b32 s1, s[0:1], 0x10
	s_wait_kmcnt 0x0
	global_load_async_to_lds_b32 v2, v0, s[6:7] scale_offset
	s_cmp_lt_i32 s1, 1
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	v_add_nc_u32_e32 v1, 32, v0
	s_cmp_lt_u32 s1, 0x3e8
	v_add_nc_u64_e32 v[4:5], s[6:7], v[2:3]
	s_cselect_b32 s0, -1, 0
	s_mov_b32 s3, 0
	v_and_b32_e32 v1, 0x1ff, v1
	v_cndmask_b32_e64 v6, 0, 1, s0
	s_movk_i32 s2, 0x200
	s_mov_b32 s6, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 2, v1
	v_cmp_ne_u32_e64 s0, 1, v6
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_or_b32 v6, s7, 11, v1
	s_addk_co_i32 s2, 0x200
	s_cmp_eq_u32 s1, s6
	ds_load_b32 v6, v6
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v6, v3
	s_cbranch_scc1 .LBB0_7
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_asynccnt 0x0
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_barrier_signal -1
	s_and_b32 s7, s6, 1
	s_add_co_i32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s6, s1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	s_xor_b32 s8, s7, 1
	v_lshl_add_u64 v[6:7], s[2:3], 2, v[4:5]
	v_lshl_or_b32 v8, s8, 11, v2
	global_load_async_to_lds_b32 v8, v[6:7], off
	s_branch .LBB0_2
.LBB0_7:
	s_wait_asynccnt 0x0
	global_store_b32 v0, v3, s[4:5] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel async_wait_only_short_runs
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 9
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
	.size	async_wait_only_short_runs, .Lfunc_end0-async_wait_only_short_runs
                                        ; -- End function
	.set async_wait_only_short_runs.num_vgpr, 9
	.set async_wait_only_short_runs.num_agpr, 0
	.set async_wait_only_short_runs.numbered_sgpr, 9
	.set async_wait_only_short_runs.num_named_barrier, 0
	.set async_wait_only_short_runs.private_seg_size, 0
	.set async_wait_only_short_runs.uses_vcc, 1
	.set async_wait_only_short_runs.uses_flat_scratch, 0
	.set async_wait_only_short_runs.has_dyn_sized_stack, 0
	.set async_wait_only_short_runs.has_recursion, 0
	.set async_wait_only_short_runs.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; TotalNumSgprs: 11
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 9
; NamedBarCnt: 0
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
	.type	__hip_cuid_fff1775739f8c13,@object ; @__hip_cuid_fff1775739f8c13
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_fff1775739f8c13
__hip_cuid_fff1775739f8c13:
	.byte	0                               ; 0x0
	.size	__hip_cuid_fff1775739f8c13, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_fff1775739f8c13
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 512
    .name:           async_wait_only_short_runs
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         async_wait_only_short_runs.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
