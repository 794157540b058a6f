	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z29private_uniform_index_scratchPiii ; -- Begin function _Z29private_uniform_index_scratchPiii
	.globl	_Z29private_uniform_index_scratchPiii
	.p2align	8
	.type	_Z29private_uniform_index_scratchPiii,@function
_Z29private_uniform_index_scratchPiii:  ; @_Z29private_uniform_index_scratchPiii
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x8
	v_mbcnt_lo_u32_b32 v1, -1, 0
	s_mov_b32 s4, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s4
	s_or_b32 s4, 0, 4
	v_lshlrev_b32_e32 v3, 20, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[4:5], src_flat_scratch_base_lo, v[2:3]
	v_mov_b32_e32 v2, s4
	s_or_b32 s4, 0, 8
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v1, s2
	v_add_nc_u64_e32 v[6:7], src_flat_scratch_base_lo, v[2:3]
	v_mov_b32_e32 v2, s4
	s_or_b32 s4, 0, 12
	s_and_b32 s3, s3, 3
	s_mov_b32 s2, exec_lo
	s_lshl_b32 s3, s3, 2
	v_add_nc_u64_e32 v[8:9], src_flat_scratch_base_lo, v[2:3]
	v_mov_b32_e32 v2, s4
	s_or_b32 s3, 0, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[10:11], src_flat_scratch_base_lo, v[2:3]
	v_mov_b32_e32 v2, s3
	flat_store_b32 v[4:5], v1 scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	flat_store_b32 v[6:7], v1 scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	flat_store_b32 v[8:9], v1 scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	flat_store_b32 v[10:11], v1 scope:SCOPE_SYS
	s_wait_storecnt 0x0
	v_add_nc_u64_e32 v[2:3], src_flat_scratch_base_lo, v[2:3]
	flat_load_b32 v1, v[2:3] scope:SCOPE_SYS
	s_wait_loadcnt_dscnt 0x0
	v_cmpx_lt_i32_e32 3, v1
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_barrier_signal -1
	s_barrier_wait -1
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_load_b64 s[0:1], s[0:1], 0x0
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z29private_uniform_index_scratchPiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 5
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
.Lfunc_end0:
	.size	_Z29private_uniform_index_scratchPiii, .Lfunc_end0-_Z29private_uniform_index_scratchPiii
                                        ; -- End function
	.set _Z29private_uniform_index_scratchPiii.num_vgpr, 12
	.set _Z29private_uniform_index_scratchPiii.num_agpr, 0
	.set _Z29private_uniform_index_scratchPiii.numbered_sgpr, 5
	.set _Z29private_uniform_index_scratchPiii.num_named_barrier, 0
	.set _Z29private_uniform_index_scratchPiii.private_seg_size, 32
	.set _Z29private_uniform_index_scratchPiii.uses_vcc, 0
	.set _Z29private_uniform_index_scratchPiii.uses_flat_scratch, 0
	.set _Z29private_uniform_index_scratchPiii.has_dyn_sized_stack, 0
	.set _Z29private_uniform_index_scratchPiii.has_recursion, 0
	.set _Z29private_uniform_index_scratchPiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; TotalNumSgprs: 5
; NumVgprs: 12
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 5
; NumVGPRsForWavesPerEU: 12
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_7a59426fcde42204,@object ; @__hip_cuid_7a59426fcde42204
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_7a59426fcde42204
__hip_cuid_7a59426fcde42204:
	.byte	0                               ; 0x0
	.size	__hip_cuid_7a59426fcde42204, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_7a59426fcde42204
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           _Z29private_uniform_index_scratchPiii
    .private_segment_fixed_size: 32
    .sgpr_count:     5
    .sgpr_spill_count: 0
    .symbol:         _Z29private_uniform_index_scratchPiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
