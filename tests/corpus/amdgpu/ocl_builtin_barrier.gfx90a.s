	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	ocl_builtin_barrier     ; -- Begin function ocl_builtin_barrier
	.globl	ocl_builtin_barrier
	.p2align	8
	.type	ocl_builtin_barrier,@function
ocl_builtin_barrier:                    ; @ocl_builtin_barrier
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[52:53], s[8:9], 0x0
	s_load_dword s54, s[8:9], 0x8
	s_addc_u32 s1, s1, 0
	s_add_u32 s48, s8, 16
	s_mov_b32 s33, s16
	s_addc_u32 s49, s9, 0
	s_mov_b32 s51, s14
	v_mov_b32_e32 v40, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s50, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v1, v0, 2, s54
	ds_write_b32 v1, v0
	v_add_u32_e32 v0, 1, v0
	v_and_b32_e32 v0, 63, v0
	v_lshl_add_u32 v0, v0, 2, s54
	s_barrier
	ds_read_b32 v41, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s53
	v_add_co_u32_e32 v0, vcc, s52, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ocl_builtin_barrier
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(ocl_builtin_barrier.num_agpr, ocl_builtin_barrier.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(ocl_builtin_barrier.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, ocl_builtin_barrier.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	ocl_builtin_barrier, .Lfunc_end0-ocl_builtin_barrier
                                        ; -- End function
	.set ocl_builtin_barrier.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set ocl_builtin_barrier.num_agpr, max(0, amdgpu.max_num_agpr)
	.set ocl_builtin_barrier.numbered_sgpr, max(55, amdgpu.max_num_sgpr)
	.set ocl_builtin_barrier.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set ocl_builtin_barrier.private_seg_size, 0
	.set ocl_builtin_barrier.uses_vcc, 1
	.set ocl_builtin_barrier.uses_flat_scratch, 1
	.set ocl_builtin_barrier.has_dyn_sized_stack, 1
	.set ocl_builtin_barrier.has_recursion, 1
	.set ocl_builtin_barrier.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 256
; TotalNumSgprs: ocl_builtin_barrier.numbered_sgpr+6
; NumVgprs: ocl_builtin_barrier.num_vgpr
; NumAgprs: ocl_builtin_barrier.num_agpr
; TotalNumVgprs: totalnumvgprs(ocl_builtin_barrier.num_agpr, ocl_builtin_barrier.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(ocl_builtin_barrier.numbered_sgpr+extrasgprs(ocl_builtin_barrier.uses_vcc, ocl_builtin_barrier.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(ocl_builtin_barrier.num_agpr, ocl_builtin_barrier.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(ocl_builtin_barrier.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(ocl_builtin_barrier.num_agpr, ocl_builtin_barrier.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, ocl_builtin_barrier.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(ocl_builtin_barrier.numbered_sgpr+extrasgprs(ocl_builtin_barrier.uses_vcc, ocl_builtin_barrier.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(ocl_builtin_barrier.num_agpr, ocl_builtin_barrier.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, ocl_builtin_barrier.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_ocl_builtin_barrier ; -- Begin function __clang_ocl_kern_imp_ocl_builtin_barrier
	.globl	__clang_ocl_kern_imp_ocl_builtin_barrier
	.p2align	2
	.type	__clang_ocl_kern_imp_ocl_builtin_barrier,@function
__clang_ocl_kern_imp_ocl_builtin_barrier: ; @__clang_ocl_kern_imp_ocl_builtin_barrier
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v44, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v44, s16, 14
	v_writelane_b32 v44, s30, 0
	v_writelane_b32 v44, s31, 1
	v_writelane_b32 v44, s34, 2
	v_writelane_b32 v44, s35, 3
	v_writelane_b32 v44, s36, 4
	v_writelane_b32 v44, s37, 5
	v_writelane_b32 v44, s38, 6
	v_writelane_b32 v44, s39, 7
	v_writelane_b32 v44, s48, 8
	v_writelane_b32 v44, s49, 9
	v_writelane_b32 v44, s50, 10
	s_addk_i32 s32, 0x800
	v_writelane_b32 v44, s51, 11
	buffer_store_dword v40, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v44, s52, 12
	v_mov_b32_e32 v43, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v44, s53, 13
	v_mov_b32_e32 v40, v31
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v1
	s_mov_b32 s50, s15
	s_mov_b32 s51, s14
	s_mov_b32 s52, s13
	s_mov_b32 s53, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v1, v0, 2, v41
	ds_write_b32 v1, v0
	v_add_u32_e32 v0, 1, v0
	v_and_b32_e32 v0, 63, v0
	v_lshl_add_u32 v0, v0, 2, v41
	s_barrier
	ds_read_b32 v41, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v43, v0
	v_addc_co_u32_e32 v1, vcc, v42, v1, vcc
	global_store_dword v[0:1], v41, off
	buffer_load_dword v43, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	v_readlane_b32 s53, v44, 13
	v_readlane_b32 s52, v44, 12
	v_readlane_b32 s51, v44, 11
	v_readlane_b32 s50, v44, 10
	v_readlane_b32 s49, v44, 9
	v_readlane_b32 s48, v44, 8
	v_readlane_b32 s39, v44, 7
	v_readlane_b32 s38, v44, 6
	v_readlane_b32 s37, v44, 5
	v_readlane_b32 s36, v44, 4
	v_readlane_b32 s35, v44, 3
	v_readlane_b32 s34, v44, 2
	v_readlane_b32 s31, v44, 1
	v_readlane_b32 s30, v44, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v44, 14
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v44, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_ocl_builtin_barrier, .Lfunc_end1-__clang_ocl_kern_imp_ocl_builtin_barrier
                                        ; -- End function
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.num_vgpr, max(45, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.numbered_sgpr, max(54, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.private_seg_size, 32
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.uses_vcc, 1
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.has_recursion, 1
	.set __clang_ocl_kern_imp_ocl_builtin_barrier.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 580
; TotalNumSgprs: __clang_ocl_kern_imp_ocl_builtin_barrier.numbered_sgpr+6
; NumVgprs: max(45, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_ocl_builtin_barrier.num_agpr, __clang_ocl_kern_imp_ocl_builtin_barrier.num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 45
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 54
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z12get_local_idj
	.hidden	_Z13get_global_idj
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
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
      - .offset:         136
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           ocl_builtin_barrier
    .private_segment_fixed_size: 0
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         ocl_builtin_barrier.kd
    .uses_dynamic_stack: true
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
