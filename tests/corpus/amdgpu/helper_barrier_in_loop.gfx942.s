	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _Z11sync_helperv
	.type	_Z11sync_helperv,@function
_Z11sync_helperv:                       ; @_Z11sync_helperv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z11sync_helperv, .Lfunc_end0-_Z11sync_helperv
                                        ; -- End function
	.set .L_Z11sync_helperv.num_vgpr, 0
	.set .L_Z11sync_helperv.num_agpr, 0
	.set .L_Z11sync_helperv.numbered_sgpr, 32
	.set .L_Z11sync_helperv.num_named_barrier, 0
	.set .L_Z11sync_helperv.private_seg_size, 0
	.set .L_Z11sync_helperv.uses_vcc, 0
	.set .L_Z11sync_helperv.uses_flat_scratch, 0
	.set .L_Z11sync_helperv.has_dyn_sized_stack, 0
	.set .L_Z11sync_helperv.has_recursion, 0
	.set .L_Z11sync_helperv.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 12
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z22helper_barrier_in_loopPjj ; -- Begin function _Z22helper_barrier_in_loopPjj
	.globl	_Z22helper_barrier_in_loopPjj
	.p2align	8
	.type	_Z22helper_barrier_in_loopPjj,@function
_Z22helper_barrier_in_loopPjj:          ; @_Z22helper_barrier_in_loopPjj
; %bb.0:
	s_load_dword s2, s[0:1], 0x8
	s_mov_b32 s3, 0
	v_mov_b32_e32 v1, v0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 3
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB1_4
; %bb.1:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z11sync_helperv@rel32@lo+4
	s_addc_u32 s5, s5, _Z11sync_helperv@rel32@hi+12
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u32 v2, v1, 1, v1
	v_add_u32_e32 v1, s3, v2
	s_swappc_b64 s[30:31], s[4:5]
	s_add_i32 s3, s3, 1
	s_cmp_eq_u32 s2, s3
	s_cbranch_scc0 .LBB1_2
; %bb.3:
	v_add3_u32 v1, v2, s3, -1
.LBB1_4:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z22helper_barrier_in_loopPjj
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
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
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 4
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
.Lfunc_end1:
	.size	_Z22helper_barrier_in_loopPjj, .Lfunc_end1-_Z22helper_barrier_in_loopPjj
                                        ; -- End function
	.set _Z22helper_barrier_in_loopPjj.num_vgpr, max(3, .L_Z11sync_helperv.num_vgpr)
	.set _Z22helper_barrier_in_loopPjj.num_agpr, max(0, .L_Z11sync_helperv.num_agpr)
	.set _Z22helper_barrier_in_loopPjj.numbered_sgpr, max(33, .L_Z11sync_helperv.numbered_sgpr)
	.set _Z22helper_barrier_in_loopPjj.num_named_barrier, max(0, .L_Z11sync_helperv.num_named_barrier)
	.set _Z22helper_barrier_in_loopPjj.private_seg_size, 0+max(.L_Z11sync_helperv.private_seg_size)
	.set _Z22helper_barrier_in_loopPjj.uses_vcc, or(0, .L_Z11sync_helperv.uses_vcc)
	.set _Z22helper_barrier_in_loopPjj.uses_flat_scratch, or(0, .L_Z11sync_helperv.uses_flat_scratch)
	.set _Z22helper_barrier_in_loopPjj.has_dyn_sized_stack, or(0, .L_Z11sync_helperv.has_dyn_sized_stack)
	.set _Z22helper_barrier_in_loopPjj.has_recursion, or(0, .L_Z11sync_helperv.has_recursion)
	.set _Z22helper_barrier_in_loopPjj.has_indirect_call, or(0, .L_Z11sync_helperv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 39
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_ad3ecd62f95e96ea,@object ; @__hip_cuid_ad3ecd62f95e96ea
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_ad3ecd62f95e96ea
__hip_cuid_ad3ecd62f95e96ea:
	.byte	0                               ; 0x0
	.size	__hip_cuid_ad3ecd62f95e96ea, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_ad3ecd62f95e96ea
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 1024
    .name:           _Z22helper_barrier_in_loopPjj
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z22helper_barrier_in_loopPjj.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
