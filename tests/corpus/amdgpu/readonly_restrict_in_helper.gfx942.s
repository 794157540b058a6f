	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _ZL2f0jjjPKj
	.type	_ZL2f0jjjPKj,@function
_ZL2f0jjjPKj:                           ; @_ZL2f0jjjPKj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	s_barrier
	flat_load_dword v5, v[2:3] offset:12
	s_load_dword s0, s[8:9], 0xc
	v_and_b32_e32 v4, 0x3ff, v31
	v_and_b32_e32 v1, 63, v31
	v_lshl_add_u32 v0, v0, 1, v0
	v_add_u32_e32 v1, v1, v4
	s_waitcnt lgkmcnt(0)
	s_bfe_u32 s2, s0, 0xb0005
	v_xad_u32 v1, v1, s2, v0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 1, v5
	v_cmp_eq_u32_e32 vcc, 1, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.1:
	v_lshl_add_u32 v0, v1, 1, v1
	v_lshrrev_b32_e32 v1, 6, v4
	v_xad_u32 v0, v1, v4, v0
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr2_vgpr3
; %bb.2:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_7
; %bb.3:
	s_and_b32 s4, s2, 3
	s_cmp_lt_i32 s4, 2
	s_cbranch_scc1 .LBB0_6
; %bb.4:
	s_cmp_gt_i32 s4, 2
	s_cbranch_scc0 .LBB0_8
; %bb.5:
	v_and_b32_e32 v0, 3, v4
	v_lshlrev_b32_e32 v6, 2, v0
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	flat_load_dword v0, v[2:3]
	v_lshl_add_u32 v2, v1, 1, v1
	v_and_b32_e32 v3, 7, v4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, 1, v0
	v_add3_u32 v0, v2, v3, v0
	s_cbranch_execz .LBB0_9
	s_branch .LBB0_10
.LBB0_6:
                                        ; implicit-def: $vgpr0
	s_branch .LBB0_11
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	s_setpc_b64 s[30:31]
.LBB0_8:
                                        ; implicit-def: $vgpr0
.LBB0_9:
	v_mov_b32_e32 v0, v1
	s_barrier
.LBB0_10:
	s_cbranch_execnz .LBB0_7
.LBB0_11:
	s_cmp_eq_u32 s4, 1
	s_mov_b64 s[2:3], -1
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	s_mov_b64 s[2:3], 0
	s_barrier
.LBB0_13:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_15
; %bb.14:
	s_barrier
.LBB0_15:
	v_mov_b32_e32 v0, v1
	s_or_b64 exec, exec, s[0:1]
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_ZL2f0jjjPKj, .Lfunc_end0-_ZL2f0jjjPKj
                                        ; -- End function
	.set .L_ZL2f0jjjPKj.num_vgpr, 32
	.set .L_ZL2f0jjjPKj.num_agpr, 0
	.set .L_ZL2f0jjjPKj.numbered_sgpr, 32
	.set .L_ZL2f0jjjPKj.num_named_barrier, 0
	.set .L_ZL2f0jjjPKj.private_seg_size, 0
	.set .L_ZL2f0jjjPKj.uses_vcc, 1
	.set .L_ZL2f0jjjPKj.uses_flat_scratch, 0
	.set .L_ZL2f0jjjPKj.has_dyn_sized_stack, 0
	.set .L_ZL2f0jjjPKj.has_recursion, 0
	.set .L_ZL2f0jjjPKj.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 276
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	readonly_restrict_in_helper ; -- Begin function readonly_restrict_in_helper
	.globl	readonly_restrict_in_helper
	.p2align	8
	.type	readonly_restrict_in_helper,@function
readonly_restrict_in_helper:            ; @readonly_restrict_in_helper
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b64 s[6:7], s[0:1]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_load_dword s0, s[12:13], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_bitcmp0_b32 s0, 0
	s_cbranch_scc1 .LBB1_2
; %bb.1:
	s_add_u32 s8, s6, 24
	s_addc_u32 s9, s7, 0
	s_getpc_b64 s[14:15]
	s_add_u32 s14, s14, _ZL2f0jjjPKj@rel32@lo+4
	s_addc_u32 s15, s15, _ZL2f0jjjPKj@rel32@hi+12
	v_mov_b32_e32 v0, v31
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	s_barrier
	s_swappc_b64 s[30:31], s[14:15]
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	s_barrier
	s_barrier
	s_swappc_b64 s[30:31], s[14:15]
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	s_barrier
	s_barrier
	s_swappc_b64 s[30:31], s[14:15]
	s_branch .LBB1_3
.LBB1_2:
	v_mov_b32_e32 v0, v31
.LBB1_3:
	s_load_dword s0, s[6:7], 0x24
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_bfe_u32 s0, s0, 0xb0005
	v_mov_b32_e32 v2, s0
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[2:3]
	v_lshlrev_b32_e32 v1, 2, v31
	global_store_dword v1, v0, s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel readonly_restrict_in_helper
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
.Lfunc_end1:
	.size	readonly_restrict_in_helper, .Lfunc_end1-readonly_restrict_in_helper
                                        ; -- End function
	.set readonly_restrict_in_helper.num_vgpr, max(32, .L_ZL2f0jjjPKj.num_vgpr)
	.set readonly_restrict_in_helper.num_agpr, max(0, .L_ZL2f0jjjPKj.num_agpr)
	.set readonly_restrict_in_helper.numbered_sgpr, max(33, .L_ZL2f0jjjPKj.numbered_sgpr)
	.set readonly_restrict_in_helper.num_named_barrier, max(0, .L_ZL2f0jjjPKj.num_named_barrier)
	.set readonly_restrict_in_helper.private_seg_size, 0+max(.L_ZL2f0jjjPKj.private_seg_size)
	.set readonly_restrict_in_helper.uses_vcc, or(1, .L_ZL2f0jjjPKj.uses_vcc)
	.set readonly_restrict_in_helper.uses_flat_scratch, or(0, .L_ZL2f0jjjPKj.uses_flat_scratch)
	.set readonly_restrict_in_helper.has_dyn_sized_stack, or(0, .L_ZL2f0jjjPKj.has_dyn_sized_stack)
	.set readonly_restrict_in_helper.has_recursion, or(0, .L_ZL2f0jjjPKj.has_recursion)
	.set readonly_restrict_in_helper.has_indirect_call, or(0, .L_ZL2f0jjjPKj.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.type	__hip_cuid_3b146f086662e087,@object ; @__hip_cuid_3b146f086662e087
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3b146f086662e087
__hip_cuid_3b146f086662e087:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3b146f086662e087, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_3b146f086662e087
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
    .name:           readonly_restrict_in_helper
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         readonly_restrict_in_helper.kd
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
