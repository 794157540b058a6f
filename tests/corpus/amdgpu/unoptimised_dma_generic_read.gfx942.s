	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z16dma_generic_readPfS_ ; -- Begin function _Z16dma_generic_readPfS_
	.globl	_Z16dma_generic_readPfS_
	.p2align	8
	.type	_Z16dma_generic_readPfS_,@function
_Z16dma_generic_readPfS_:               ; @_Z16dma_generic_readPfS_
; %bb.0:
	s_mov_b32 s33, 0
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x8
	s_mov_b64 s[8:9], 0
	s_mov_b32 s18, s9
	s_mov_b32 s1, -1
	s_mov_b32 s3, s33
	s_cmp_lg_u32 s3, s1
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s0, s5
	s_cselect_b32 s2, s0, s18
	s_mov_b32 s7, s8
	s_cselect_b32 s14, s3, s7
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s2
	s_add_i32 s2, s33, 8
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s1
	s_cselect_b32 s2, s0, s18
	s_cselect_b32 s10, s3, s7
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s2
	s_add_i32 s3, s33, 16
	s_mov_b32 s2, s3
	s_cmp_lg_u32 s2, s1
	s_cselect_b32 s4, s0, s18
	s_cselect_b32 s2, s2, s7
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s4
	s_add_i32 s5, s33, 24
	s_mov_b32 s4, s5
	s_cmp_lg_u32 s4, s1
	s_cselect_b32 s6, s0, s18
	s_cselect_b32 s4, s4, s7
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_add_i32 s19, s33, 32
	s_mov_b32 s6, s19
	s_cmp_lg_u32 s6, s1
	s_cselect_b32 s0, s0, s18
	s_cselect_b32 s6, s6, s7
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s0
	v_mov_b64_e32 v[2:3], s[14:15]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[4:5], s[16:17]
	flat_store_dwordx2 v[2:3], v[4:5]
	v_mov_b64_e32 v[2:3], s[14:15]
	flat_load_dwordx2 v[6:7], v[2:3]
	v_mov_b64_e32 v[2:3], s[10:11]
	v_mov_b64_e32 v[4:5], s[12:13]
	flat_store_dwordx2 v[2:3], v[4:5]
	v_mov_b64_e32 v[2:3], s[10:11]
	flat_load_dwordx2 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[2:3], v[6:7]
	v_mov_b64_e32 v[2:3], s[4:5]
	flat_store_dwordx2 v[2:3], v[4:5]
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v2, v0, s0
	v_mov_b64_e32 v[0:1], s[6:7]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dwordx2 v[6:7], v[0:1]
	v_mov_b64_e32 v[0:1], s[6:7]
	flat_load_dword v2, v[0:1]
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[6:7]
	s_mov_b32 s4, 0xffffffc0
	v_and_b32_e64 v2, v2, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b64 s[4:5], src_shared_base
	s_mov_b32 s10, s5
	s_mov_b32 s4, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s10
	v_mov_b64_e32 v[6:7], s[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[6:7]
	v_cmp_ne_u64_e64 s[8:9], v[2:3], s[8:9]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, s1
	v_cndmask_b32_e64 v2, v2, v3, s[8:9]
	s_nop 0
	v_readfirstlane_b32 s1, v2
	s_mov_b32 m0, s1
	s_nop 0
	global_load_lds_dword v[0:1], off
	s_barrier
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[6:7]
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v4
	s_mov_b32 s1, 64
	v_add_u32_e64 v2, v2, s1
	s_mov_b32 s1, 0xff
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v3
	s_mov_b32 s1, s5
	v_or_b32_e64 v4, s1, v4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	s_mov_b32 s1, s4
	v_or_b32_e64 v2, s1, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dword v2, v[2:3]
	v_mov_b64_e32 v[4:5], s[2:3]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16dma_generic_readPfS_
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 40
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 8
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
.Lfunc_end0:
	.size	_Z16dma_generic_readPfS_, .Lfunc_end0-_Z16dma_generic_readPfS_
                                        ; -- End function
	.set _Z16dma_generic_readPfS_.num_vgpr, 8
	.set _Z16dma_generic_readPfS_.num_agpr, 0
	.set _Z16dma_generic_readPfS_.numbered_sgpr, 34
	.set _Z16dma_generic_readPfS_.num_named_barrier, 0
	.set _Z16dma_generic_readPfS_.private_seg_size, 40
	.set _Z16dma_generic_readPfS_.uses_vcc, 0
	.set _Z16dma_generic_readPfS_.uses_flat_scratch, 0
	.set _Z16dma_generic_readPfS_.has_dyn_sized_stack, 0
	.set _Z16dma_generic_readPfS_.has_recursion, 0
	.set _Z16dma_generic_readPfS_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 572
; TotalNumSgprs: 40
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 40
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
	.type	__hip_cuid_11b463e6b6968ebb,@object ; @__hip_cuid_11b463e6b6968ebb
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_11b463e6b6968ebb
__hip_cuid_11b463e6b6968ebb:
	.byte	0                               ; 0x0
	.size	__hip_cuid_11b463e6b6968ebb, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_11b463e6b6968ebb
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
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z16dma_generic_readPfS_
    .private_segment_fixed_size: 40
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _Z16dma_generic_readPfS_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
