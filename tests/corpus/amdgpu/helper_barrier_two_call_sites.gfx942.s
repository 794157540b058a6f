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
	.protected	_Z29helper_barrier_two_call_sitesPj ; -- Begin function _Z29helper_barrier_two_call_sitesPj
	.globl	_Z29helper_barrier_two_call_sitesPj
	.p2align	8
	.type	_Z29helper_barrier_two_call_sitesPj,@function
_Z29helper_barrier_two_call_sitesPj:    ; @_Z29helper_barrier_two_call_sitesPj
; %bb.0:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_and_b32_e32 v1, 64, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB1_3
; %bb.1:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB1_4
.LBB1_2:
	s_endpgm
.LBB1_3:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z11sync_helperv@rel32@lo+4
	s_addc_u32 s5, s5, _Z11sync_helperv@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 1
	global_store_dword v0, v1, s[0:1]
                                        ; implicit-def: $vgpr0
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB1_2
.LBB1_4:
	v_mov_b32_e32 v1, 2
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z11sync_helperv@rel32@lo+4
	s_addc_u32 s1, s1, _Z11sync_helperv@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z29helper_barrier_two_call_sitesPj
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 4
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
.Lfunc_end1:
	.size	_Z29helper_barrier_two_call_sitesPj, .Lfunc_end1-_Z29helper_barrier_two_call_sitesPj
                                        ; -- End function
	.set _Z29helper_barrier_two_call_sitesPj.num_vgpr, max(2, .L_Z11sync_helperv.num_vgpr)
	.set _Z29helper_barrier_two_call_sitesPj.num_agpr, max(0, .L_Z11sync_helperv.num_agpr)
	.set _Z29helper_barrier_two_call_sitesPj.numbered_sgpr, max(33, .L_Z11sync_helperv.numbered_sgpr)
	.set _Z29helper_barrier_two_call_sitesPj.num_named_barrier, max(0, .L_Z11sync_helperv.num_named_barrier)
	.set _Z29helper_barrier_two_call_sitesPj.private_seg_size, 0+max(.L_Z11sync_helperv.private_seg_size)
	.set _Z29helper_barrier_two_call_sitesPj.uses_vcc, or(1, .L_Z11sync_helperv.uses_vcc)
	.set _Z29helper_barrier_two_call_sitesPj.uses_flat_scratch, or(0, .L_Z11sync_helperv.uses_flat_scratch)
	.set _Z29helper_barrier_two_call_sitesPj.has_dyn_sized_stack, or(0, .L_Z11sync_helperv.has_dyn_sized_stack)
	.set _Z29helper_barrier_two_call_sitesPj.has_recursion, or(0, .L_Z11sync_helperv.has_recursion)
	.set _Z29helper_barrier_two_call_sitesPj.has_indirect_call, or(0, .L_Z11sync_helperv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 140
; TotalNumSgprs: 39
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 2
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
	.type	__hip_cuid_1028d737ed8fb95b,@object ; @__hip_cuid_1028d737ed8fb95b
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_1028d737ed8fb95b
__hip_cuid_1028d737ed8fb95b:
	.byte	0                               ; 0x0
	.size	__hip_cuid_1028d737ed8fb95b, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_1028d737ed8fb95b
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           _Z29helper_barrier_two_call_sitesPj
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z29helper_barrier_two_call_sitesPj.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
