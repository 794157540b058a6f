	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	k397                    ; -- Begin function k397
	.globl	k397
	.p2align	8
	.type	k397,@function
k397:                                   ; @k397
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x24
	s_load_b64 s[2:3], s[0:1], 0x10
	s_mov_b32 s7, -1
	s_mov_b32 s5, exec_lo
	s_wait_kmcnt 0x0
	s_bfe_u32 s6, s4, 0xb0005
	v_and_b32_e32 v2, 3, v0
	s_mov_b32 s4, 0
	s_barrier_signal -1
	s_barrier_wait -1
	global_load_b32 v1, v2, s[2:3] scale_offset
	s_wait_loadcnt 0x0
	v_and_b32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v1, s6, v1 :: v_dual_lshlrev_b32 v2, 2, v2
	v_dual_mov_b32 v3, 0 :: v_dual_bitop2_b32 v4, 3, v1 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[2:3], s[2:3], v[2:3]
	s_add_nc_u64 s[2:3], s[0:1], 24
	v_cmpx_eq_u32_e32 0, v4
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_load_b32 s4, s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s4, s4, 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_ubyte0_e32 v1, s4
	v_mul_f32_e32 v1, 0x3fc00000, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0.5, v1
	s_cbranch_vccz .LBB0_3
; %bb.2:
	s_barrier_signal -1
	s_mov_b32 s4, 0
	s_barrier_wait -1
	global_load_b32 v1, v[2:3], off
	s_wait_loadcnt 0x0
	v_and_b32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, s6, v1
	s_branch .LBB0_4
.LBB0_3:
	s_mov_b32 s7, 0
	s_mov_b32 s4, -1
                                        ; implicit-def: $vgpr1
.LBB0_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, s4, exec_lo
	s_or_not1_b32 s7, s7, exec_lo
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s7
	s_cbranch_execz .LBB0_23
; %bb.6:
	v_bfe_u32 v4, v0, 1, 4
	v_and_b32_e32 v5, 3, v1
	s_mov_b32 s9, 0
	s_mov_b32 s7, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u32_u24 v1, v0, 3, v4
	v_cmpx_ne_u32_e32 0, v5
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_barrier_signal -1
	v_mul_u32_u24_e32 v1, 3, v1
	s_mov_b32 s9, exec_lo
	s_barrier_wait -1
	s_barrier_signal -1
	s_barrier_wait -1
.LBB0_8:
	s_or_saveexec_b32 s8, s7
	s_mov_b32 s7, s4
	s_xor_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB0_12
; %bb.9:
	s_load_b32 s7, s[2:3], 0x0
	s_mov_b32 s10, -1
	s_wait_kmcnt 0x0
	s_and_b32 s7, s7, 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_ubyte0_e32 v4, s7
	s_mov_b32 s7, s9
	v_mul_f32_e32 v4, 0x3fc00000, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0.5, v4
	s_cbranch_vccz .LBB0_11
; %bb.10:
	s_barrier_signal -1
	s_mov_b32 s10, 0
	s_or_b32 s7, s9, exec_lo
	s_barrier_wait -1
.LBB0_11:
	s_and_not1_b32 s11, s4, exec_lo
	s_and_b32 s10, s10, exec_lo
	s_and_not1_b32 s9, s9, exec_lo
	s_and_b32 s12, s7, exec_lo
	s_or_b32 s7, s11, s10
	s_or_b32 s9, s9, s12
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_22
; %bb.13:
	global_load_b32 v2, v[2:3], off
	s_mov_b32 s9, exec_lo
	s_wait_loadcnt 0x0
	v_and_b32_e32 v2, 1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, s6, v2
	s_mov_b32 s6, 0
	v_and_b32_e32 v2, 3, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB0_15
; %bb.14:
	s_barrier_signal -1
	v_mad_i32_i24 v1, v1, 9, 1
	s_mov_b32 s6, exec_lo
	s_barrier_wait -1
	s_barrier_signal -1
	s_barrier_wait -1
	s_barrier_signal -1
	s_barrier_wait -1
	s_barrier_signal -1
	s_barrier_wait -1
.LBB0_15:
	s_or_saveexec_b32 s9, s9
	s_mov_b32 s10, s7
	s_xor_b32 exec_lo, exec_lo, s9
	s_cbranch_execz .LBB0_19
; %bb.16:
	s_load_b32 s2, s[2:3], 0x0
	s_wait_xcnt 0x0
	s_mov_b32 s3, -1
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_ubyte0_e32 v2, s2
	s_mov_b32 s2, s6
	v_mul_f32_e32 v2, 0x3fc00000, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0.5, v2
	s_cbranch_vccz .LBB0_18
; %bb.17:
	s_barrier_signal -1
	s_mov_b32 s3, 0
	s_or_b32 s2, s6, exec_lo
	s_barrier_wait -1
.LBB0_18:
	s_and_not1_b32 s10, s7, exec_lo
	s_and_b32 s3, s3, exec_lo
	s_and_not1_b32 s6, s6, exec_lo
	s_and_b32 s2, s2, exec_lo
	s_or_b32 s10, s10, s3
	s_or_b32 s6, s6, s2
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s2, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_21
; %bb.20:
	s_load_b64 s[0:1], s[0:1], 0x0
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1] scale_offset
.LBB0_21:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s0, s7, exec_lo
	s_and_b32 s1, s10, exec_lo
	s_or_b32 s7, s0, s1
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s0, s4, exec_lo
	s_and_b32 s1, s7, exec_lo
	s_or_b32 s4, s0, s1
.LBB0_23:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB0_25
; %bb.24:
	s_endpgm
.LBB0_25:
	s_trap 2
	; divergent unreachable
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k397
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 13
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	k397, .Lfunc_end0-k397
                                        ; -- End function
	.set k397.num_vgpr, 6
	.set k397.num_agpr, 0
	.set k397.numbered_sgpr, 13
	.set k397.num_named_barrier, 0
	.set k397.private_seg_size, 0
	.set k397.uses_vcc, 1
	.set k397.uses_flat_scratch, 0
	.set k397.has_dyn_sized_stack, 0
	.set k397.has_recursion, 0
	.set k397.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 764
; TotalNumSgprs: 15
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 6
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
	.type	__hip_cuid_2d4ca3394a8460b6,@object ; @__hip_cuid_2d4ca3394a8460b6
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2d4ca3394a8460b6
__hip_cuid_2d4ca3394a8460b6:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2d4ca3394a8460b6, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_2d4ca3394a8460b6
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  write_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           k397
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         k397.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
