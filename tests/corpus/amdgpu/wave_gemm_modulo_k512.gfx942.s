; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -mattr='-fma-mix-insts' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
.LBB0_0:
	v_and_b32_e32 v10, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshrrev_b32_e32 v11, 2, v10
	v_lshlrev_b32_e32 v12, 5, v0
	v_or_b32_e32 v13, v11, v12
	s_lshl_b32 s8, s8, 6
	v_or_b32_e32 v0, s8, v13
	v_lshlrev_b32_e32 v1, 3, v10
	v_lshlrev_b32_e32 v2, 5, v11
	v_lshlrev_b32_e32 v4, 10, v0
	v_mov_b32_e32 v5, 0
	v_sub_u32_e32 v8, v1, v2
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[4:5]
	s_lshl_b32 s2, s9, 6
	v_or_b32_e32 v4, s2, v13
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b32_e32 v4, 10, v4
	v_lshlrev_b64 v[6:7], 1, v[8:9]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[16:17], v[0:1], 0, v[6:7]
	v_lshl_add_u64 v[18:19], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[0:3], v[16:17], off
	global_load_dwordx4 v[4:7], v[18:19], off
	v_and_b32_e32 v9, 15, v10
	v_lshrrev_b32_e32 v10, 1, v10
	v_and_b32_e32 v20, 12, v11
	v_and_b32_e32 v21, 32, v10
	s_movk_i32 s0, 0x48
	v_mul_u32_u24_e32 v10, 36, v13
	v_lshlrev_b32_e32 v11, 1, v20
	v_or_b32_e32 v13, v21, v9
	v_add_lshl_u32 v25, v10, v8, 1
	v_mad_u32_u24 v22, v13, s0, v11
	v_or_b32_e32 v23, v9, v12
	v_add_u32_e32 v26, 0x1200, v25
	v_add_u32_e32 v27, 0x1000, v22
	v_mad_u32_u24 v24, v23, s0, v11
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(1)
	ds_write2_b64 v26, v[0:1], v[2:3] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v25, v[4:5], v[6:7] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[32:35], v27 offset0:64 offset1:68
	ds_read2_b64 v[28:31], v24 offset1:4
	ds_read2_b64 v[36:39], v24 offset0:144 offset1:148
	ds_read2_b64 v[40:43], v27 offset0:208 offset1:212
	global_load_dwordx4 v[44:47], v[16:17], off offset:64
	global_load_dwordx4 v[48:51], v[18:19], off offset:64
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[0:3], v[32:33], v[28:29], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[8:11], v[32:33], v[36:37], 0
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v26, v[44:45], v[46:47] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v25, v[48:49], v[50:51] offset1:1
	v_mfma_f32_16x16x16_f16 v[4:7], v[40:41], v[28:29], 0
	v_mfma_f32_16x16x16_f16 v[12:15], v[40:41], v[36:37], 0
.LBB0_1:
	v_lshl_add_u64 v[60:61], v[16:17], 0, s[0:1]
	v_lshl_add_u64 v[62:63], v[18:19], 0, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[44:47], v24 offset1:4
	ds_read2_b64 v[48:51], v27 offset0:64 offset1:68
	ds_read2_b64 v[52:55], v27 offset0:208 offset1:212
	global_load_dwordx4 v[56:59], v[60:61], off offset:128
	v_mfma_f32_16x16x16_f16 v[0:3], v[34:35], v[30:31], v[0:3]
	s_add_u32 s0, s0, 0x80
	s_addc_u32 s1, s1, 0
	s_cmpk_lg_i32 s0, 0x380
	v_mfma_f32_16x16x16_f16 v[8:11], v[34:35], v[38:39], v[8:11]
	global_load_dwordx4 v[32:35], v[62:63], off offset:128
	v_mfma_f32_16x16x16_f16 v[4:7], v[42:43], v[30:31], v[4:7]
	ds_read2_b64 v[28:31], v24 offset0:144 offset1:148
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[12:15], v[42:43], v[38:39], v[12:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v26, v[56:57], v[58:59] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v25, v[32:33], v[34:35] offset1:1
	v_mfma_f32_16x16x16_f16 v[0:3], v[48:49], v[44:45], v[0:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[8:11], v[48:49], v[28:29], v[8:11]
	ds_read2_b64 v[36:39], v24 offset0:144 offset1:148
	ds_read2_b64 v[40:43], v27 offset0:208 offset1:212
	v_mfma_f32_16x16x16_f16 v[4:7], v[52:53], v[44:45], v[4:7]
	v_mfma_f32_16x16x16_f16 v[12:15], v[52:53], v[28:29], v[12:15]
	v_mfma_f32_16x16x16_f16 v[0:3], v[50:51], v[46:47], v[0:3]
	v_mfma_f32_16x16x16_f16 v[8:11], v[50:51], v[30:31], v[8:11]
	global_load_dwordx4 v[48:51], v[62:63], off offset:192
	v_mfma_f32_16x16x16_f16 v[4:7], v[54:55], v[46:47], v[4:7]
	global_load_dwordx4 v[44:47], v[60:61], off offset:192
	v_mfma_f32_16x16x16_f16 v[12:15], v[54:55], v[30:31], v[12:15]
	ds_read2_b64 v[32:35], v27 offset0:64 offset1:68
	ds_read2_b64 v[28:31], v24 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[32:33], v[28:29], v[0:3]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2_b64 v26, v[44:45], v[46:47] offset1:1
	ds_write2_b64 v25, v[48:49], v[50:51] offset1:1
	v_mfma_f32_16x16x16_f16 v[8:11], v[32:33], v[36:37], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[40:41], v[28:29], v[4:7]
	v_mfma_f32_16x16x16_f16 v[12:15], v[40:41], v[36:37], v[12:15]
	s_cbranch_scc1 .LBB0_1
	v_add_u32_e32 v22, 0x1000, v22
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[26:29], v22 offset0:64 offset1:68
	ds_read2_b64 v[16:19], v24 offset1:4
	v_mfma_f32_16x16x16_f16 v[0:3], v[34:35], v[30:31], v[0:3]
	v_or3_b32 v20, v20, s8, v21
	v_lshlrev_b32_e32 v20, 11, v20
	v_mov_b32_e32 v21, 0
	v_mfma_f32_16x16x16_f16 v[8:11], v[34:35], v[38:39], v[8:11]
	s_mov_b64 s[0:1], 0x1000
	v_mfma_f32_16x16x16_f16 v[4:7], v[42:43], v[30:31], v[4:7]
	ds_read2_b64 v[30:33], v22 offset0:208 offset1:212
	ds_read2_b64 v[34:37], v24 offset0:144 offset1:148
	v_or_b32_e32 v24, s2, v23
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[20:21]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[0:3], v[26:27], v[16:17], v[0:3]
	v_lshlrev_b32_e32 v20, 2, v24
	v_lshl_add_u64 v[24:25], v[22:23], 0, v[20:21]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[8:11], v[26:27], v[34:35], v[8:11]
	v_lshl_add_u64 v[26:27], v[22:23], 0, s[0:1]
	s_mov_b64 s[0:1], 0x1800
	v_mfma_f32_16x16x16_f16 v[0:3], v[28:29], v[18:19], v[0:3]
	s_nop 6
	global_store_dword v[24:25], v0, off
	global_store_dword v[24:25], v1, off offset:2048
	v_mfma_f32_16x16x16_f16 v[12:15], v[42:43], v[38:39], v[12:15]
	v_lshl_add_u64 v[0:1], v[26:27], 0, v[20:21]
	global_store_dword v[0:1], v2, off
	v_mfma_f32_16x16x16_f16 v[4:7], v[30:31], v[16:17], v[4:7]
	v_lshl_add_u64 v[16:17], v[22:23], 0, s[0:1]
	v_lshl_add_u64 v[0:1], v[16:17], 0, v[20:21]
	s_mov_b64 s[0:1], 0x8000
	v_mfma_f32_16x16x16_f16 v[8:11], v[28:29], v[36:37], v[8:11]
	global_store_dword v[0:1], v3, off
	s_nop 5
	global_store_dword v[24:25], v8, off offset:64
	global_store_dword v[24:25], v9, off offset:2112
	v_or_b32_e32 v8, 64, v20
	v_mov_b32_e32 v9, v21
	v_mfma_f32_16x16x16_f16 v[0:3], v[30:31], v[34:35], v[12:15]
	s_nop 2
	v_lshl_add_u64 v[12:13], v[26:27], 0, v[8:9]
	v_mfma_f32_16x16x16_f16 v[4:7], v[32:33], v[18:19], v[4:7]
	global_store_dword v[12:13], v10, off
	v_lshl_add_u64 v[12:13], v[16:17], 0, v[8:9]
	global_store_dword v[12:13], v11, off
	v_lshl_add_u64 v[10:11], v[22:23], 0, s[0:1]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[20:21]
	s_mov_b64 s[0:1], 0x8800
	s_nop 0
	global_store_dword v[12:13], v4, off
	v_lshl_add_u64 v[12:13], v[22:23], 0, s[0:1]
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[20:21]
	s_mov_b64 s[0:1], 0x9000
	global_store_dword v[14:15], v5, off
	v_lshl_add_u64 v[4:5], v[22:23], 0, s[0:1]
	v_mfma_f32_16x16x16_f16 v[0:3], v[32:33], v[36:37], v[0:3]
	v_lshl_add_u64 v[14:15], v[4:5], 0, v[20:21]
	s_mov_b64 s[0:1], 0x9800
	global_store_dword v[14:15], v6, off
	v_lshl_add_u64 v[14:15], v[22:23], 0, s[0:1]
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[20:21]
	global_store_dword v[16:17], v7, off
	v_lshl_add_u64 v[6:7], v[10:11], 0, v[8:9]
	global_store_dword v[6:7], v0, off
	v_lshl_add_u64 v[6:7], v[12:13], 0, v[8:9]
	global_store_dword v[6:7], v1, off
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[8:9]
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[8:9]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 9216
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 6
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 75
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
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
	.size	gemm, .Lfunc_end0-gemm

	.set gemm.num_vgpr, 64
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 10
	.set gemm.num_named_barrier, 0
	.set gemm.private_seg_size, 0
	.set gemm.uses_vcc, 0
	.set gemm.uses_flat_scratch, 0
	.set gemm.has_dyn_sized_stack, 0
	.set gemm.has_recursion, 0
	.set gemm.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  generic
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  generic
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 9216
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 2
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
