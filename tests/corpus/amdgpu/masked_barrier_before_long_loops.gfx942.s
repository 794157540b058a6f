	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _ZL2f0jjjPKj
	.type	_ZL2f0jjjPKj,@function
_ZL2f0jjjPKj:                           ; @_ZL2f0jjjPKj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dword s0, s[8:9], 0xc
	v_and_b32_e32 v0, 3, v0
	v_cmp_eq_u32_e32 vcc, 3, v0
	v_bfe_u32 v0, v31, 6, 2
	v_add_u32_e32 v1, 1, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_cmpk_gt_u32 s0, 0x5f
	s_cselect_b64 s[0:1], -1, 0
	s_bitcmp1_b32 s12, 0
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], vcc
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_14
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_4 Depth 2
                                        ;     Child Loop BB0_10 Depth 2
	s_mov_b32 s10, 1
	s_mov_b64 s[6:7], s[0:1]
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=2
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_8
.LBB0_4:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_mov_b32 s11, 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_6
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=2
	s_barrier
	s_mov_b32 s11, s10
.LBB0_6:                                ;   in Loop: Header=BB0_4 Depth=2
	s_mov_b64 s[6:7], -1
	s_cmp_gt_u32 s11, 2
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $sgpr10
	s_cbranch_scc1 .LBB0_3
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=2
	s_add_i32 s10, s11, 1
	s_mov_b64 s[8:9], 0
	s_barrier
	s_branch .LBB0_3
.LBB0_8:                                ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, 1
	s_mov_b64 s[8:9], s[2:3]
	s_branch .LBB0_10
.LBB0_9:                                ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], exec, s[12:13]
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_1
.LBB0_10:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[8:9], exec, s[10:11]
	s_cbranch_execz .LBB0_12
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=2
	s_barrier
	s_barrier
	v_mov_b32_e32 v3, v2
.LBB0_12:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[8:9]
	v_cmp_le_u32_e32 vcc, v3, v0
	s_mov_b64 s[8:9], -1
	s_mov_b64 s[12:13], -1
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_9
; %bb.13:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v2, 1, v3
	s_xor_b64 s[12:13], exec, -1
	s_barrier
	s_branch .LBB0_9
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
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
; codeLenInByte = 280
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	masked_barrier_before_long_loops ; -- Begin function masked_barrier_before_long_loops
	.globl	masked_barrier_before_long_loops
	.p2align	8
	.type	masked_barrier_before_long_loops,@function
masked_barrier_before_long_loops:       ; @masked_barrier_before_long_loops
; %bb.0:
	s_load_dwordx2 s[20:21], s[0:1], 0x0
	v_mov_b32_e32 v31, v0
	v_and_b32_e32 v0, 63, v31
	s_mov_b64 s[14:15], s[0:1]
	v_cmp_ne_u32_e32 vcc, 1, v0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[22:23], exec, s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_load_dword s19, s[14:15], 0x8
	v_lshrrev_b32_e32 v0, 6, v31
	s_mov_b32 s0, 0xcccccccd
	v_bfe_u32 v1, v31, 6, 2
	v_mul_hi_u32 v6, v0, s0
	v_and_b32_e32 v0, 3, v31
	s_mov_b32 s18, s2
	v_cmp_eq_u32_e64 s[16:17], 0, v0
	v_add_u32_e32 v7, 1, v1
	s_mov_b64 s[24:25], 0
	v_mov_b32_e32 v4, v31
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s8, s14, 24
	v_mad_u64_u32 v[4:5], s[0:1], v4, 3, v[6:7]
	s_addc_u32 s9, s15, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL2f0jjjPKj@rel32@lo+4
	s_addc_u32 s1, s1, _ZL2f0jjjPKj@rel32@hi+12
	s_mov_b32 s12, s18
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s19
	s_barrier
	s_swappc_b64 s[30:31], s[0:1]
	v_add_u32_e32 v7, -1, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_or_b64 s[24:25], vcc, s[24:25]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB1_5
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB1_2
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_2
.LBB1_5:
	s_or_b64 exec, exec, s[24:25]
.LBB1_6:
	s_andn2_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_mov_b32_e32 v4, v31
	s_barrier
.LBB1_8:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v0, 2, v31
	s_barrier
	global_store_dword v0, v4, s[20:21]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel masked_barrier_before_long_loops
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
	.size	masked_barrier_before_long_loops, .Lfunc_end1-masked_barrier_before_long_loops
                                        ; -- End function
	.set masked_barrier_before_long_loops.num_vgpr, max(32, .L_ZL2f0jjjPKj.num_vgpr)
	.set masked_barrier_before_long_loops.num_agpr, max(0, .L_ZL2f0jjjPKj.num_agpr)
	.set masked_barrier_before_long_loops.numbered_sgpr, max(33, .L_ZL2f0jjjPKj.numbered_sgpr)
	.set masked_barrier_before_long_loops.num_named_barrier, max(0, .L_ZL2f0jjjPKj.num_named_barrier)
	.set masked_barrier_before_long_loops.private_seg_size, 0+max(.L_ZL2f0jjjPKj.private_seg_size)
	.set masked_barrier_before_long_loops.uses_vcc, or(1, .L_ZL2f0jjjPKj.uses_vcc)
	.set masked_barrier_before_long_loops.uses_flat_scratch, or(0, .L_ZL2f0jjjPKj.uses_flat_scratch)
	.set masked_barrier_before_long_loops.has_dyn_sized_stack, or(0, .L_ZL2f0jjjPKj.has_dyn_sized_stack)
	.set masked_barrier_before_long_loops.has_recursion, or(0, .L_ZL2f0jjjPKj.has_recursion)
	.set masked_barrier_before_long_loops.has_indirect_call, or(0, .L_ZL2f0jjjPKj.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
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
	.type	__hip_cuid_5c05be22409ffb06,@object ; @__hip_cuid_5c05be22409ffb06
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_5c05be22409ffb06
__hip_cuid_5c05be22409ffb06:
	.byte	0                               ; 0x0
	.size	__hip_cuid_5c05be22409ffb06, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_5c05be22409ffb06
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
      - .address_space:  global
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
    .name:           masked_barrier_before_long_loops
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         masked_barrier_before_long_loops.kd
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
