	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function pick
	.type	pick,@function
pick:                                   ; @pick
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v2, 3, v2
	v_lshlrev_b32_e32 v4, 2, v2
	v_mov_b32_e32 v5, 0
	v_and_b32_e32 v3, 3, v3
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[4:5]
	v_lshlrev_b32_e32 v4, 2, v3
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_load_dword v4, v[6:7], off
	global_load_dword v5, v[0:1], off
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[0:1], v4, v5
	s_and_b64 s[0:1], vcc, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	pick, .Lfunc_end0-pick
                                        ; -- End function
	.set .Lpick.num_vgpr, 8
	.set .Lpick.num_agpr, 0
	.set .Lpick.numbered_sgpr, 32
	.set .Lpick.num_named_barrier, 0
	.set .Lpick.private_seg_size, 0
	.set .Lpick.uses_vcc, 1
	.set .Lpick.uses_flat_scratch, 0
	.set .Lpick.has_dyn_sized_stack, 0
	.set .Lpick.has_recursion, 0
	.set .Lpick.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 92
; TotalNumSgprs: 38
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	restrict_equal_addresses ; -- Begin function restrict_equal_addresses
	.globl	restrict_equal_addresses
	.p2align	8
	.type	restrict_equal_addresses,@function
restrict_equal_addresses:               ; @restrict_equal_addresses
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_mov_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v8, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, pick@rel32@lo+4
	s_addc_u32 s1, s1, pick@rel32@hi+12
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_swappc_b64 s[30:31], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_cmp_lt_u32_e64 s[0:1], 63, v8
	s_or_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	v_mov_b32_e32 v9, 0
	s_barrier
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[0:1]
	global_store_dword v[0:1], v8, off
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel restrict_equal_addresses
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 33
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
.Lfunc_end1:
	.size	restrict_equal_addresses, .Lfunc_end1-restrict_equal_addresses
                                        ; -- End function
	.set restrict_equal_addresses.num_vgpr, max(10, .Lpick.num_vgpr)
	.set restrict_equal_addresses.num_agpr, max(0, .Lpick.num_agpr)
	.set restrict_equal_addresses.numbered_sgpr, max(33, .Lpick.numbered_sgpr)
	.set restrict_equal_addresses.num_named_barrier, max(0, .Lpick.num_named_barrier)
	.set restrict_equal_addresses.private_seg_size, 0+max(.Lpick.private_seg_size)
	.set restrict_equal_addresses.uses_vcc, or(1, .Lpick.uses_vcc)
	.set restrict_equal_addresses.uses_flat_scratch, or(0, .Lpick.uses_flat_scratch)
	.set restrict_equal_addresses.has_dyn_sized_stack, or(0, .Lpick.has_dyn_sized_stack)
	.set restrict_equal_addresses.has_recursion, or(0, .Lpick.has_recursion)
	.set restrict_equal_addresses.has_indirect_call, or(0, .Lpick.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 39
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 10
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
	.protected	__clang_ocl_kern_imp_restrict_equal_addresses ; -- Begin function __clang_ocl_kern_imp_restrict_equal_addresses
	.globl	__clang_ocl_kern_imp_restrict_equal_addresses
	.p2align	2
	.type	__clang_ocl_kern_imp_restrict_equal_addresses,@function
__clang_ocl_kern_imp_restrict_equal_addresses: ; @__clang_ocl_kern_imp_restrict_equal_addresses
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v11, s33       ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v11, s30, 0
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, pick@rel32@lo+4
	s_addc_u32 s1, s1, pick@rel32@hi+12
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v3, v5
	v_writelane_b32 v11, s31, 1
	v_and_b32_e32 v10, 0x3ff, v31
	s_swappc_b64 s[30:31], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_cmp_lt_u32_e64 s[0:1], 63, v10
	s_or_b64 s[2:3], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_lshlrev_b32_e32 v0, 2, v10
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[0:1]
	s_barrier
	global_store_dword v[0:1], v10, off
.LBB2_2:
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s31, v11, 1
	v_readlane_b32 s30, v11, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v11, off, s33        ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	__clang_ocl_kern_imp_restrict_equal_addresses, .Lfunc_end2-__clang_ocl_kern_imp_restrict_equal_addresses
                                        ; -- End function
	.set __clang_ocl_kern_imp_restrict_equal_addresses.num_vgpr, max(32, .Lpick.num_vgpr)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.num_agpr, max(0, .Lpick.num_agpr)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.numbered_sgpr, max(34, .Lpick.numbered_sgpr)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.num_named_barrier, max(0, .Lpick.num_named_barrier)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.private_seg_size, 16+max(.Lpick.private_seg_size)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.uses_vcc, or(1, .Lpick.uses_vcc)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.uses_flat_scratch, or(0, .Lpick.uses_flat_scratch)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.has_dyn_sized_stack, or(0, .Lpick.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.has_recursion, or(0, .Lpick.has_recursion)
	.set __clang_ocl_kern_imp_restrict_equal_addresses.has_indirect_call, or(0, .Lpick.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 208
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
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
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           restrict_equal_addresses
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         restrict_equal_addresses.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
