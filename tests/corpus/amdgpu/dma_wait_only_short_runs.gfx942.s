	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z24dma_wait_only_short_runsPiS_i ; -- Begin function _Z24dma_wait_only_short_runsPiS_i
	.globl	_Z24dma_wait_only_short_runsPiS_i
	.p2align	8
	.type	_Z24dma_wait_only_short_runsPiS_i,@function
_Z24dma_wait_only_short_runsPiS_i:      ; @_Z24dma_wait_only_short_runsPiS_i
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x10
	v_and_b32_e32 v1, 0xc0, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v2, 2, v0
	v_readfirstlane_b32 s0, v1
	s_mov_b32 m0, s0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	global_load_lds_dword v2, s[6:7]
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	s_cmpk_lt_u32 s8, 0x3e8
	s_movk_i32 s0, 0x100
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	v_lshl_add_u32 v2, v0, 2, s0
	s_cselect_b64 s[0:1], -1, 0
	s_mov_b32 s3, 0
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	s_movk_i32 s2, 0x400
	v_cmp_ne_u32_e64 s[0:1], 1, v6
	s_mov_b32 s6, s3
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_b32 s6, s6, 1
	v_lshl_or_b32 v6, s6, 12, v2
	ds_read_b32 v6, v6
	s_addk_i32 s2, 0x400
	s_cmp_eq_u32 s8, s7
	s_mov_b32 s6, s7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v6, v3
	s_cbranch_scc1 .LBB0_8
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s7, s6, 1
	s_cmp_ge_i32 s7, s8
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_b32 s9, s7, 1
	v_lshl_or_b32 v8, s9, 12, v1
	v_lshl_add_u64 v[6:7], s[2:3], 2, v[4:5]
	v_readfirstlane_b32 s9, v8
	s_mov_b32 m0, s9
	s_nop 0
	global_load_lds_dword v[6:7], off
	s_branch .LBB0_2
.LBB0_7:
	v_mov_b32_e32 v3, 0
.LBB0_8:
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_store_dword v0, v3, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z24dma_wait_only_short_runsPiS_i
		.amdhsa_group_segment_fixed_size 8192
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
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
	.size	_Z24dma_wait_only_short_runsPiS_i, .Lfunc_end0-_Z24dma_wait_only_short_runsPiS_i
                                        ; -- End function
	.set _Z24dma_wait_only_short_runsPiS_i.num_vgpr, 9
	.set _Z24dma_wait_only_short_runsPiS_i.num_agpr, 0
	.set _Z24dma_wait_only_short_runsPiS_i.numbered_sgpr, 10
	.set _Z24dma_wait_only_short_runsPiS_i.num_named_barrier, 0
	.set _Z24dma_wait_only_short_runsPiS_i.private_seg_size, 0
	.set _Z24dma_wait_only_short_runsPiS_i.uses_vcc, 1
	.set _Z24dma_wait_only_short_runsPiS_i.uses_flat_scratch, 0
	.set _Z24dma_wait_only_short_runsPiS_i.has_dyn_sized_stack, 0
	.set _Z24dma_wait_only_short_runsPiS_i.has_recursion, 0
	.set _Z24dma_wait_only_short_runsPiS_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; TotalNumSgprs: 16
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
	.type	__hip_cuid_3f35568481b77d39,@object ; @__hip_cuid_3f35568481b77d39
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3f35568481b77d39
__hip_cuid_3f35568481b77d39:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3f35568481b77d39, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_3f35568481b77d39
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           _Z24dma_wait_only_short_runsPiS_i
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z24dma_wait_only_short_runsPiS_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
