	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _Z4bumpPi
	.type	_Z4bumpPi,@function
_Z4bumpPi:                              ; @_Z4bumpPi
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	flat_load_b32 v2, v[0:1]
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v2, 1, v2
	flat_store_b32 v[0:1], v2
	s_wait_dscnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end0:
	.size	_Z4bumpPi, .Lfunc_end0-_Z4bumpPi
                                        ; -- End function
	.set .L_Z4bumpPi.num_vgpr, 3
	.set .L_Z4bumpPi.num_agpr, 0
	.set .L_Z4bumpPi.numbered_sgpr, 32
	.set .L_Z4bumpPi.num_named_barrier, 0
	.set .L_Z4bumpPi.private_seg_size, 0
	.set .L_Z4bumpPi.uses_vcc, 0
	.set .L_Z4bumpPi.uses_flat_scratch, 0
	.set .L_Z4bumpPi.has_dyn_sized_stack, 0
	.set .L_Z4bumpPi.has_recursion, 0
	.set .L_Z4bumpPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 48
; TotalNumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z23counter_through_pointerPi ; -- Begin function _Z23counter_through_pointerPi
	.globl	_Z23counter_through_pointerPi
	.p2align	8
	.type	_Z23counter_through_pointerPi,@function
_Z23counter_through_pointerPi:          ; @_Z23counter_through_pointerPi
; %bb.0:
	s_mov_b32 s32, 16
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	v_mov_b32_e32 v3, v0
	v_mbcnt_lo_u32_b32 v0, -1, 0
	s_mov_b32 s4, 0
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], _Z4bumpPi@rel64+4
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 20, v0
	v_mov_b32_e32 v0, 0
	scratch_store_b32 off, v2, off
	v_add_nc_u64_e32 v[0:1], src_flat_scratch_base_lo, v[0:1]
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_wait_storecnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_swap_pc_i64 s[30:31], s[2:3]
	scratch_load_b32 v2, off, off
	s_wait_loadcnt 0x0
	v_cmp_lt_i32_e32 vcc_lo, 2, v2
	s_or_b32 s4, vcc_lo, s4
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB1_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s4
	s_load_b64 s[0:1], s[0:1], 0x0
	s_wait_kmcnt 0x0
	global_store_b32 v3, v3, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z23counter_through_pointerPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 8
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 33
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end1:
	.size	_Z23counter_through_pointerPi, .Lfunc_end1-_Z23counter_through_pointerPi
                                        ; -- End function
	.set _Z23counter_through_pointerPi.num_vgpr, max(4, .L_Z4bumpPi.num_vgpr)
	.set _Z23counter_through_pointerPi.num_agpr, max(0, .L_Z4bumpPi.num_agpr)
	.set _Z23counter_through_pointerPi.numbered_sgpr, max(33, .L_Z4bumpPi.numbered_sgpr)
	.set _Z23counter_through_pointerPi.num_named_barrier, max(0, .L_Z4bumpPi.num_named_barrier)
	.set _Z23counter_through_pointerPi.private_seg_size, 16+max(.L_Z4bumpPi.private_seg_size)
	.set _Z23counter_through_pointerPi.uses_vcc, or(1, .L_Z4bumpPi.uses_vcc)
	.set _Z23counter_through_pointerPi.uses_flat_scratch, or(0, .L_Z4bumpPi.uses_flat_scratch)
	.set _Z23counter_through_pointerPi.has_dyn_sized_stack, or(0, .L_Z4bumpPi.has_dyn_sized_stack)
	.set _Z23counter_through_pointerPi.has_recursion, or(0, .L_Z4bumpPi.has_recursion)
	.set _Z23counter_through_pointerPi.has_indirect_call, or(0, .L_Z4bumpPi.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 160
; TotalNumSgprs: 35
; NumVgprs: 4
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 4
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
	.set amdgpu.max_num_vgpr, 3
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_bf17c0564b40cc53,@object ; @__hip_cuid_bf17c0564b40cc53
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_bf17c0564b40cc53
__hip_cuid_bf17c0564b40cc53:
	.byte	0                               ; 0x0
	.size	__hip_cuid_bf17c0564b40cc53, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_bf17c0564b40cc53
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           _Z23counter_through_pointerPi
    .private_segment_fixed_size: 16
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z23counter_through_pointerPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
