	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	float_fmaak_uniform     ; -- Begin function float_fmaak_uniform
	.globl	float_fmaak_uniform
	.p2align	8
	.type	float_fmaak_uniform,@function
float_fmaak_uniform:                    ; @float_fmaak_uniform
; %bb.0:
	v_cvt_f32_ubyte0_e32 v1, v0
	v_mov_b32_e32 v2, 0x40400000
	v_fmaak_f32 v1, 0.5, v1, 0x40400000
	v_cmp_ge_f32_e32 vcc, v1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_barrier
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_fmaak_uniform
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
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 4
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
	.size	float_fmaak_uniform, .Lfunc_end0-float_fmaak_uniform
                                        ; -- End function
	.set float_fmaak_uniform.num_vgpr, 3
	.set float_fmaak_uniform.num_agpr, 0
	.set float_fmaak_uniform.numbered_sgpr, 4
	.set float_fmaak_uniform.num_named_barrier, 0
	.set float_fmaak_uniform.private_seg_size, 0
	.set float_fmaak_uniform.uses_vcc, 1
	.set float_fmaak_uniform.uses_flat_scratch, 0
	.set float_fmaak_uniform.has_dyn_sized_stack, 0
	.set float_fmaak_uniform.has_recursion, 0
	.set float_fmaak_uniform.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 68
; TotalNumSgprs: 10
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
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
	.protected	__clang_ocl_kern_imp_float_fmaak_uniform ; -- Begin function __clang_ocl_kern_imp_float_fmaak_uniform
	.globl	__clang_ocl_kern_imp_float_fmaak_uniform
	.p2align	2
	.type	__clang_ocl_kern_imp_float_fmaak_uniform,@function
__clang_ocl_kern_imp_float_fmaak_uniform: ; @__clang_ocl_kern_imp_float_fmaak_uniform
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v2, 0x3ff, v31
	v_cvt_f32_u32_e32 v3, v2
	v_mov_b32_e32 v4, 0x40400000
	v_fmaak_f32 v3, 0.5, v3, 0x40400000
	v_cmp_ge_f32_e32 vcc, v3, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_barrier
.LBB1_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v4, 2, v2
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_float_fmaak_uniform, .Lfunc_end1-__clang_ocl_kern_imp_float_fmaak_uniform
                                        ; -- End function
	.set __clang_ocl_kern_imp_float_fmaak_uniform.num_vgpr, 32
	.set __clang_ocl_kern_imp_float_fmaak_uniform.num_agpr, 0
	.set __clang_ocl_kern_imp_float_fmaak_uniform.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_float_fmaak_uniform.num_named_barrier, 0
	.set __clang_ocl_kern_imp_float_fmaak_uniform.private_seg_size, 0
	.set __clang_ocl_kern_imp_float_fmaak_uniform.uses_vcc, 1
	.set __clang_ocl_kern_imp_float_fmaak_uniform.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_float_fmaak_uniform.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_float_fmaak_uniform.has_recursion, 0
	.set __clang_ocl_kern_imp_float_fmaak_uniform.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 84
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           float_fmaak_uniform
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         float_fmaak_uniform.kd
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
