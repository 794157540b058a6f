	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _Z2faPff
	.type	_Z2faPff,@function
_Z2faPff:                               ; @_Z2faPff
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dword s0, s[8:9], 0xc
	v_and_b32_e32 v3, 0x3ff, v31
	v_lshlrev_b32_e32 v4, 2, v3
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[4:5]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_cvt_f32_u32_e32 v4, s0
	flat_store_dword v[6:7], v2
	v_add_u16_e32 v2, 1, v3
	v_cvt_f32_u32_e32 v3, v2
	v_rcp_iflag_f32_e32 v6, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mul_f32_e32 v6, v3, v6
	v_trunc_f32_e32 v6, v6
	v_cvt_u32_f32_e32 v7, v6
	v_fma_f32 v3, -v6, v4, v3
	v_cmp_ge_f32_e64 vcc, |v3|, v4
	s_nop 1
	v_addc_co_u32_e32 v3, vcc, 0, v7, vcc
	v_mul_lo_u32 v3, v3, s0
	v_sub_u32_e32 v2, v2, v3
	v_and_b32_e32 v2, 0x7ff, v2
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z2faPff, .Lfunc_end0-_Z2faPff
                                        ; -- End function
	.set .L_Z2faPff.num_vgpr, 32
	.set .L_Z2faPff.num_agpr, 0
	.set .L_Z2faPff.numbered_sgpr, 32
	.set .L_Z2faPff.num_named_barrier, 0
	.set .L_Z2faPff.private_seg_size, 0
	.set .L_Z2faPff.uses_vcc, 1
	.set .L_Z2faPff.uses_flat_scratch, 0
	.set .L_Z2faPff.has_dyn_sized_stack, 0
	.set .L_Z2faPff.has_recursion, 0
	.set .L_Z2faPff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 164
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z2fbPff
	.type	_Z2fbPff,@function
_Z2fbPff:                               ; @_Z2fbPff
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v2, v2
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z2fbPff, .Lfunc_end1-_Z2fbPff
                                        ; -- End function
	.set .L_Z2fbPff.num_vgpr, 3
	.set .L_Z2fbPff.num_agpr, 0
	.set .L_Z2fbPff.numbered_sgpr, 32
	.set .L_Z2fbPff.num_named_barrier, 0
	.set .L_Z2fbPff.private_seg_size, 0
	.set .L_Z2fbPff.uses_vcc, 0
	.set .L_Z2fbPff.uses_flat_scratch, 0
	.set .L_Z2fbPff.has_dyn_sized_stack, 0
	.set .L_Z2fbPff.has_recursion, 0
	.set .L_Z2fbPff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 12
; TotalNumSgprs: 38
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	call_pointer_choice_lane ; -- Begin function call_pointer_choice_lane
	.globl	call_pointer_choice_lane
	.p2align	8
	.type	call_pointer_choice_lane,@function
call_pointer_choice_lane:               ; @call_pointer_choice_lane
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v9, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v8, s2, v0
	v_lshl_add_u64 v[2:3], v[8:9], 2, s[6:7]
	global_load_dword v2, v[2:3], off
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, _Z2faPff@rel32@lo+4
	s_addc_u32 s3, s3, _Z2faPff@rel32@hi+12
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z2fbPff@rel32@lo+4
	s_addc_u32 s7, s7, _Z2fbPff@rel32@hi+12
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v4, s6
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, 0, v2
	s_nop 1
	v_cndmask_b32_e32 v5, v1, v3, vcc
	v_mov_b32_e32 v1, s2
	v_cndmask_b32_e32 v4, v4, v1, vcc
	v_cmp_ne_u64_e32 vcc, s[6:7], v[4:5]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_mov_b64 s[10:11], src_shared_base
	s_add_u32 s8, s0, 24
	s_addc_u32 s9, s1, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s11
	s_swappc_b64 s[30:31], s[2:3]
	v_mov_b32_e32 v1, v0
                                        ; implicit-def: $vgpr2
.LBB2_2:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_mov_b64 s[2:3], src_shared_base
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z2fbPff@rel32@lo+4
	s_addc_u32 s7, s7, _Z2fbPff@rel32@hi+12
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s3
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v1, v0
.LBB2_4:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[2:3], v[8:9], 2, s[4:5]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_pointer_choice_lane
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 32
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
.Lfunc_end2:
	.size	call_pointer_choice_lane, .Lfunc_end2-call_pointer_choice_lane
                                        ; -- End function
	.set call_pointer_choice_lane.num_vgpr, max(32, .L_Z2faPff.num_vgpr, .L_Z2fbPff.num_vgpr)
	.set call_pointer_choice_lane.num_agpr, max(0, .L_Z2faPff.num_agpr, .L_Z2fbPff.num_agpr)
	.set call_pointer_choice_lane.numbered_sgpr, max(33, .L_Z2faPff.numbered_sgpr, .L_Z2fbPff.numbered_sgpr)
	.set call_pointer_choice_lane.num_named_barrier, max(0, .L_Z2faPff.num_named_barrier, .L_Z2fbPff.num_named_barrier)
	.set call_pointer_choice_lane.private_seg_size, 0+max(.L_Z2faPff.private_seg_size, .L_Z2fbPff.private_seg_size)
	.set call_pointer_choice_lane.uses_vcc, or(1, .L_Z2faPff.uses_vcc, .L_Z2fbPff.uses_vcc)
	.set call_pointer_choice_lane.uses_flat_scratch, or(0, .L_Z2faPff.uses_flat_scratch, .L_Z2fbPff.uses_flat_scratch)
	.set call_pointer_choice_lane.has_dyn_sized_stack, or(0, .L_Z2faPff.has_dyn_sized_stack, .L_Z2fbPff.has_dyn_sized_stack)
	.set call_pointer_choice_lane.has_recursion, or(0, .L_Z2faPff.has_recursion, .L_Z2fbPff.has_recursion)
	.set call_pointer_choice_lane.has_indirect_call, or(0, .L_Z2faPff.has_indirect_call, .L_Z2fbPff.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 256
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_f1b912994dda8fb5,@object ; @__hip_cuid_f1b912994dda8fb5
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_f1b912994dda8fb5
__hip_cuid_f1b912994dda8fb5:
	.byte	0                               ; 0x0
	.size	__hip_cuid_f1b912994dda8fb5, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_f1b912994dda8fb5
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           call_pointer_choice_lane
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         call_pointer_choice_lane.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
