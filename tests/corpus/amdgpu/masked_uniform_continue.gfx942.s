	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	masked_uniform_continue ; -- Begin function masked_uniform_continue
	.globl	masked_uniform_continue
	.p2align	8
	.type	masked_uniform_continue,@function
masked_uniform_continue:                ; @masked_uniform_continue
; %bb.0:
	s_load_dword s2, s[0:1], 0x24
	s_load_dword s3, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s2, 0xffff
	s_and_b32 s5, s3, 3
	s_cmp_lt_u32 s4, 32
	s_cbranch_scc1 .LBB0_10
; %bb.1:
	v_and_b32_e32 v1, 62, v0
	v_lshrrev_b32_e32 v2, 6, v0
	s_cmp_lg_u32 s5, 3
	v_xor_b32_e32 v1, v1, v2
	s_cselect_b64 s[2:3], -1, 0
	v_cmp_gt_u32_e32 vcc, 2, v1
	s_or_b64 s[6:7], s[2:3], vcc
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_9
; %bb.2:
	s_bfe_u32 s6, s4, 0x20005
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	s_barrier
.LBB0_4:
	s_cmp_eq_u32 s6, 1
	s_barrier
	s_cbranch_scc0 .LBB0_6
; %bb.5:
	s_barrier
.LBB0_6:
	s_cmp_lg_u32 s6, 2
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	s_barrier
.LBB0_8:
	s_barrier
.LBB0_9:
	s_or_b64 exec, exec, s[2:3]
.LBB0_10:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_cmp_lg_u32 s5, 3
	s_cbranch_scc0 .LBB0_18
; %bb.11:
	s_lshr_b32 s6, s4, 5
	s_mul_hi_u32 s0, s6, 0xcccccccd
	v_mad_u32_u24 v1, v0, 12, s0
	s_cmp_eq_u32 s5, 0
	s_mov_b32 s7, 0
	s_cbranch_scc1 .LBB0_19
; %bb.12:
	s_cmp_lg_u32 s6, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 1, v2
	s_branch .LBB0_14
.LBB0_13:                               ;   in Loop: Header=BB0_14 Depth=1
	s_add_i32 s7, s7, 1
	s_cmp_lg_u32 s7, s5
	s_cbranch_scc0 .LBB0_19
.LBB0_14:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_16 Depth 2
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_13
; %bb.15:                               ;   in Loop: Header=BB0_14 Depth=1
	s_mov_b32 s8, 0
.LBB0_16:                               ;   Parent Loop BB0_14 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshl_add_u32 v2, v1, 1, v1
	v_add_u32_e32 v1, s8, v2
	s_add_i32 s8, s8, 1
	s_cmp_lg_u32 s6, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_16
; %bb.17:                               ;   in Loop: Header=BB0_14 Depth=1
	v_add3_u32 v1, v2, s8, -1
	s_branch .LBB0_13
.LBB0_18:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr1
	s_branch .LBB0_20
.LBB0_19:
	s_mov_b64 s[0:1], 0
.LBB0_20:
	s_andn2_b64 vcc, exec, s[0:1]
	v_lshlrev_b32_e32 v0, 2, v0
	s_cbranch_vccnz .LBB0_24
; %bb.21:
	s_cmpk_lt_u32 s4, 0xa0
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_23:
	v_mov_b32_e32 v1, v0
.LBB0_24:
	s_lshr_b32 s0, s4, 5
	v_mov_b32_e32 v2, s0
	v_mad_u64_u32 v[2:3], s[0:1], v1, 3, v[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v2, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel masked_uniform_continue
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 9
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
.Lfunc_end0:
	.size	masked_uniform_continue, .Lfunc_end0-masked_uniform_continue
                                        ; -- End function
	.set masked_uniform_continue.num_vgpr, 4
	.set masked_uniform_continue.num_agpr, 0
	.set masked_uniform_continue.numbered_sgpr, 9
	.set masked_uniform_continue.num_named_barrier, 0
	.set masked_uniform_continue.private_seg_size, 0
	.set masked_uniform_continue.uses_vcc, 1
	.set masked_uniform_continue.uses_flat_scratch, 0
	.set masked_uniform_continue.has_dyn_sized_stack, 0
	.set masked_uniform_continue.has_recursion, 0
	.set masked_uniform_continue.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 352
; TotalNumSgprs: 15
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 4
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
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_a50768e2bcda9e6c,@object ; @__hip_cuid_a50768e2bcda9e6c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_a50768e2bcda9e6c
__hip_cuid_a50768e2bcda9e6c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_a50768e2bcda9e6c, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_a50768e2bcda9e6c
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
    .name:           masked_uniform_continue
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         masked_uniform_continue.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
