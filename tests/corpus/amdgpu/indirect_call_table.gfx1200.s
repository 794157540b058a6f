	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _Z6add_opff
	.type	_Z6add_opff,@function
_Z6add_opff:                            ; @_Z6add_opff
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_add_f32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z6add_opff, .Lfunc_end0-_Z6add_opff
                                        ; -- End function
	.set .L_Z6add_opff.num_vgpr, 2
	.set .L_Z6add_opff.num_agpr, 0
	.set .L_Z6add_opff.numbered_sgpr, 32
	.set .L_Z6add_opff.num_named_barrier, 0
	.set .L_Z6add_opff.private_seg_size, 0
	.set .L_Z6add_opff.uses_vcc, 0
	.set .L_Z6add_opff.uses_flat_scratch, 0
	.set .L_Z6add_opff.has_dyn_sized_stack, 0
	.set .L_Z6add_opff.has_recursion, 0
	.set .L_Z6add_opff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 28
; TotalNumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z6mul_opff
	.type	_Z6mul_opff,@function
_Z6mul_opff:                            ; @_Z6mul_opff
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_mul_f32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z6mul_opff, .Lfunc_end1-_Z6mul_opff
                                        ; -- End function
	.set .L_Z6mul_opff.num_vgpr, 2
	.set .L_Z6mul_opff.num_agpr, 0
	.set .L_Z6mul_opff.numbered_sgpr, 32
	.set .L_Z6mul_opff.num_named_barrier, 0
	.set .L_Z6mul_opff.private_seg_size, 0
	.set .L_Z6mul_opff.uses_vcc, 0
	.set .L_Z6mul_opff.uses_flat_scratch, 0
	.set .L_Z6mul_opff.has_dyn_sized_stack, 0
	.set .L_Z6mul_opff.has_recursion, 0
	.set .L_Z6mul_opff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 28
; TotalNumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z19indirect_call_tablePfPKfi ; -- Begin function _Z19indirect_call_tablePfPKfi
	.globl	_Z19indirect_call_tablePfPKfi
	.p2align	8
	.type	_Z19indirect_call_tablePfPKfi,@function
_Z19indirect_call_tablePfPKfi:          ; @_Z19indirect_call_tablePfPKfi
; %bb.0:
	s_clause 0x1
	s_load_b128 s[36:39], s[4:5], 0x0
	s_load_b32 s8, s[4:5], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b64 s[10:11], s[6:7]
	s_getpc_b64 s[6:7]
	s_sext_i32_i16 s7, s7
	s_add_co_u32 s6, s6, table@rel32@lo+8
	s_add_co_ci_u32 s7, s7, table@rel32@hi+16
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	v_lshlrev_b32_e32 v40, 2, v1
	v_xor_b32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v1, 2, v1
	s_wait_kmcnt 0x0
	global_load_b32 v2, v40, s[38:39]
	s_and_b32 s8, s8, 1
	s_lshl_b32 s8, s8, 3
	s_wait_loadcnt 0x0
	ds_store_b32 v40, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v2, v40
	ds_load_b32 v1, v1
	s_load_b64 s[12:13], s[6:7], s8 offset:0x0
	s_add_nc_u64 s[8:9], s[4:5], 24
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_wait_dscnt 0x1
	v_mov_b32_e32 v0, v2
	s_wait_kmcnt 0x0
	s_swappc_b64 s[30:31], s[12:13]
	global_store_b32 v40, v0, s[36:37]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z19indirect_call_tablePfPKfi
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(_Z19indirect_call_tablePfPKfi.num_agpr, _Z19indirect_call_tablePfPKfi.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(_Z19indirect_call_tablePfPKfi.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
		.amdhsa_round_robin_scheduling 0
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
	.size	_Z19indirect_call_tablePfPKfi, .Lfunc_end2-_Z19indirect_call_tablePfPKfi
                                        ; -- End function
	.set _Z19indirect_call_tablePfPKfi.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set _Z19indirect_call_tablePfPKfi.num_agpr, max(0, amdgpu.max_num_agpr)
	.set _Z19indirect_call_tablePfPKfi.numbered_sgpr, max(40, amdgpu.max_num_sgpr)
	.set _Z19indirect_call_tablePfPKfi.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set _Z19indirect_call_tablePfPKfi.private_seg_size, 0
	.set _Z19indirect_call_tablePfPKfi.uses_vcc, 1
	.set _Z19indirect_call_tablePfPKfi.uses_flat_scratch, 1
	.set _Z19indirect_call_tablePfPKfi.has_dyn_sized_stack, 1
	.set _Z19indirect_call_tablePfPKfi.has_recursion, 1
	.set _Z19indirect_call_tablePfPKfi.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 208
; TotalNumSgprs: _Z19indirect_call_tablePfPKfi.numbered_sgpr+2
; NumVgprs: _Z19indirect_call_tablePfPKfi.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(_Z19indirect_call_tablePfPKfi.num_agpr, _Z19indirect_call_tablePfPKfi.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(_Z19indirect_call_tablePfPKfi.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(_Z19indirect_call_tablePfPKfi.num_agpr, _Z19indirect_call_tablePfPKfi.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 24, 1536, 11, 16, max(_Z19indirect_call_tablePfPKfi.numbered_sgpr+extrasgprs(_Z19indirect_call_tablePfPKfi.uses_vcc, _Z19indirect_call_tablePfPKfi.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(_Z19indirect_call_tablePfPKfi.num_agpr, _Z19indirect_call_tablePfPKfi.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 2
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.protected	table                   ; @table
	.type	table,@object
	.data
	.globl	table
	.p2align	4, 0x0
table:
	.quad	_Z6add_opff
	.quad	_Z6mul_opff
	.size	table, 16

	.type	__hip_cuid_c8b4659d22089681,@object ; @__hip_cuid_c8b4659d22089681
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_c8b4659d22089681
__hip_cuid_c8b4659d22089681:
	.byte	0                               ; 0x0
	.size	__hip_cuid_c8b4659d22089681, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _Z6add_opff
	.addrsig_sym _Z6mul_opff
	.addrsig_sym table
	.addrsig_sym __hip_cuid_c8b4659d22089681
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z19indirect_call_tablePfPKfi
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _Z19indirect_call_tablePfPKfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
