	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z14transpose_tilePfPKfjj ; -- Begin function _Z14transpose_tilePfPKfjj
	.globl	_Z14transpose_tilePfPKfjj
	.p2align	8
	.type	_Z14transpose_tilePfPKfjj,@function
_Z14transpose_tilePfPKfjj:              ; @_Z14transpose_tilePfPKfjj
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v2, v0, 10, 10
	s_lshl_b32 s10, s2, 5
	s_lshl_b32 s11, s3, 5
	v_add_u32_e32 v0, s10, v1
	v_add_u32_e32 v4, s11, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s8, v0
	v_mul_u32_u24_e32 v3, 0x84, v2
	v_cmp_gt_u32_e64 s[0:1], s9, v4
	v_lshl_add_u32 v3, v1, 2, v3
	s_and_b64 s[2:3], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_u64_u32 v[6:7], s[2:3], v4, s8, v[0:1]
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v5
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
; %bb.3:
	v_add_u32_e32 v5, 8, v4
	v_cmp_gt_u32_e32 vcc, s9, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_mad_u64_u32 v[6:7], s[12:13], v5, s8, v[0:1]
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v5 offset:1056
.LBB0_5:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v5, 16, v4
	v_cmp_gt_u32_e32 vcc, s9, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_7
; %bb.6:
	v_mad_u64_u32 v[6:7], s[12:13], v5, s8, v[0:1]
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v5 offset:2112
.LBB0_7:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v4, 24, v4
	v_cmp_gt_u32_e32 vcc, s9, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mad_u64_u32 v[4:5], s[2:3], v4, s8, v[0:1]
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v0, v[4:5], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v0 offset:3168
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, s11, v1
	v_add_u32_e32 v3, s10, v2
	v_cmp_gt_u32_e32 vcc, s9, v0
	v_mul_u32_u24_e32 v1, 0x84, v1
	v_cmp_gt_u32_e64 s[0:1], s8, v3
	v_lshl_add_u32 v1, v2, 2, v1
	s_and_b64 s[2:3], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_11
; %bb.10:
	ds_read_b32 v2, v1
	v_mad_u64_u32 v[4:5], s[2:3], v3, s9, v[0:1]
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v2, off
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_18
; %bb.12:
	v_add_u32_e32 v2, 8, v3
	v_cmp_gt_u32_e32 vcc, s8, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_read_b32 v6, v1 offset:32
	v_mad_u64_u32 v[4:5], s[2:3], v2, s9, v[0:1]
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
.LBB0_14:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 16, v3
	v_cmp_gt_u32_e32 vcc, s8, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
; %bb.15:
	ds_read_b32 v6, v1 offset:64
	v_mad_u64_u32 v[4:5], s[2:3], v2, s9, v[0:1]
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 24, v3
	v_cmp_gt_u32_e32 vcc, s8, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_18
; %bb.17:
	ds_read_b32 v3, v1 offset:96
	v_mad_u64_u32 v[0:1], s[0:1], v2, s9, v[0:1]
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
.LBB0_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14transpose_tilePfPKfjj
		.amdhsa_group_segment_fixed_size 4224
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
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
	.size	_Z14transpose_tilePfPKfjj, .Lfunc_end0-_Z14transpose_tilePfPKfjj
                                        ; -- End function
	.set _Z14transpose_tilePfPKfjj.num_vgpr, 8
	.set _Z14transpose_tilePfPKfjj.num_agpr, 0
	.set _Z14transpose_tilePfPKfjj.numbered_sgpr, 14
	.set _Z14transpose_tilePfPKfjj.num_named_barrier, 0
	.set _Z14transpose_tilePfPKfjj.private_seg_size, 0
	.set _Z14transpose_tilePfPKfjj.uses_vcc, 1
	.set _Z14transpose_tilePfPKfjj.uses_flat_scratch, 0
	.set _Z14transpose_tilePfPKfjj.has_dyn_sized_stack, 0
	.set _Z14transpose_tilePfPKfjj.has_recursion, 0
	.set _Z14transpose_tilePfPKfjj.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 612
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
	.type	__hip_cuid_c2923d15dcd8ed6,@object ; @__hip_cuid_c2923d15dcd8ed6
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_c2923d15dcd8ed6
__hip_cuid_c2923d15dcd8ed6:
	.byte	0                               ; 0x0
	.size	__hip_cuid_c2923d15dcd8ed6, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_c2923d15dcd8ed6
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
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           _Z14transpose_tilePfPKfjj
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z14transpose_tilePfPKfjj.kd
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
