	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _ZL6helperjjPKj
	.type	_ZL6helperjjPKj,@function
_ZL6helperjjPKj:                        ; @_ZL6helperjjPKj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	flat_load_dword v1, v[2:3] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v1, v1, v0
	v_and_b32_e32 v0, 3, v0
	v_and_b32_e32 v1, 1, v1
	v_cmp_ne_u32_e32 vcc, v1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	s_mov_b64 s[2:3], 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, -1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_or_b64 s[2:3], vcc, s[2:3]
	s_barrier
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_barrier
	s_barrier
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	s_barrier
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_ZL6helperjjPKj, .Lfunc_end0-_ZL6helperjjPKj
                                        ; -- End function
	.set .L_ZL6helperjjPKj.num_vgpr, 4
	.set .L_ZL6helperjjPKj.num_agpr, 0
	.set .L_ZL6helperjjPKj.numbered_sgpr, 32
	.set .L_ZL6helperjjPKj.num_named_barrier, 0
	.set .L_ZL6helperjjPKj.private_seg_size, 0
	.set .L_ZL6helperjjPKj.uses_vcc, 1
	.set .L_ZL6helperjjPKj.uses_flat_scratch, 0
	.set .L_ZL6helperjjPKj.has_dyn_sized_stack, 0
	.set .L_ZL6helperjjPKj.has_recursion, 0
	.set .L_ZL6helperjjPKj.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 96
; TotalNumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	barriers_after_loop_in_uniform_if ; -- Begin function barriers_after_loop_in_uniform_if
	.globl	barriers_after_loop_in_uniform_if
	.p2align	8
	.type	barriers_after_loop_in_uniform_if,@function
barriers_after_loop_in_uniform_if:      ; @barriers_after_loop_in_uniform_if
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dword s6, s[0:1], 0x8
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_mov_b32_e32 v4, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL6helperjjPKj@rel32@lo+4
	s_addc_u32 s1, s1, _ZL6helperjjPKj@rel32@hi+12
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s3
	s_barrier
	s_swappc_b64 s[30:31], s[0:1]
	v_mul_u32_u24_e32 v0, 3, v4
	v_lshlrev_b32_e32 v1, 2, v4
	global_store_dword v1, v0, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel barriers_after_loop_in_uniform_if
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 8
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
	.size	barriers_after_loop_in_uniform_if, .Lfunc_end1-barriers_after_loop_in_uniform_if
                                        ; -- End function
	.set barriers_after_loop_in_uniform_if.num_vgpr, max(5, .L_ZL6helperjjPKj.num_vgpr)
	.set barriers_after_loop_in_uniform_if.num_agpr, max(0, .L_ZL6helperjjPKj.num_agpr)
	.set barriers_after_loop_in_uniform_if.numbered_sgpr, max(33, .L_ZL6helperjjPKj.numbered_sgpr)
	.set barriers_after_loop_in_uniform_if.num_named_barrier, max(0, .L_ZL6helperjjPKj.num_named_barrier)
	.set barriers_after_loop_in_uniform_if.private_seg_size, 0+max(.L_ZL6helperjjPKj.private_seg_size)
	.set barriers_after_loop_in_uniform_if.uses_vcc, or(1, .L_ZL6helperjjPKj.uses_vcc)
	.set barriers_after_loop_in_uniform_if.uses_flat_scratch, or(0, .L_ZL6helperjjPKj.uses_flat_scratch)
	.set barriers_after_loop_in_uniform_if.has_dyn_sized_stack, or(0, .L_ZL6helperjjPKj.has_dyn_sized_stack)
	.set barriers_after_loop_in_uniform_if.has_recursion, or(0, .L_ZL6helperjjPKj.has_recursion)
	.set barriers_after_loop_in_uniform_if.has_indirect_call, or(0, .L_ZL6helperjjPKj.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 39
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 4
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_c35265e193e0ff23,@object ; @__hip_cuid_c35265e193e0ff23
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_c35265e193e0ff23
__hip_cuid_c35265e193e0ff23:
	.byte	0                               ; 0x0
	.size	__hip_cuid_c35265e193e0ff23, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_c35265e193e0ff23
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .actual_access:  write_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           barriers_after_loop_in_uniform_if
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         barriers_after_loop_in_uniform_if.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
