	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z30dma_chosen_pointer_read_waitedPU3AS1iPii ; -- Begin function _Z30dma_chosen_pointer_read_waitedPU3AS1iPii
	.globl	_Z30dma_chosen_pointer_read_waitedPU3AS1iPii
	.p2align	8
	.type	_Z30dma_chosen_pointer_read_waitedPU3AS1iPii,@function
_Z30dma_chosen_pointer_read_waitedPU3AS1iPii: ; @_Z30dma_chosen_pointer_read_waitedPU3AS1iPii
; %bb.0:
	s_mov_b64 s[2:3], src_shared_base
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s2, s[0:1], 0x10
	v_and_b32_e32 v1, 0x3c0, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v0, 1, v0
	v_readfirstlane_b32 s0, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s2, 0
	v_and_b32_e32 v0, 63, v0
	s_mov_b32 m0, s0
	s_cselect_b32 s1, s7, s3
	s_cselect_b32 s0, s6, 0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	global_load_lds_dword v2, s[4:5]
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v2, v0, s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z30dma_chosen_pointer_read_waitedPU3AS1iPii
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end0:
	.size	_Z30dma_chosen_pointer_read_waitedPU3AS1iPii, .Lfunc_end0-_Z30dma_chosen_pointer_read_waitedPU3AS1iPii
                                        ; -- End function
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.num_vgpr, 3
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.num_agpr, 0
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.numbered_sgpr, 8
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.num_named_barrier, 0
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.private_seg_size, 0
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.uses_vcc, 0
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.uses_flat_scratch, 0
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.has_dyn_sized_stack, 0
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.has_recursion, 0
	.set _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; TotalNumSgprs: 14
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
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
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_35216a313fef76d3,@object ; @__hip_cuid_35216a313fef76d3
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_35216a313fef76d3
__hip_cuid_35216a313fef76d3:
	.byte	0                               ; 0x0
	.size	__hip_cuid_35216a313fef76d3, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_35216a313fef76d3
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z30dma_chosen_pointer_read_waitedPU3AS1iPii
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z30dma_chosen_pointer_read_waitedPU3AS1iPii.kd
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
