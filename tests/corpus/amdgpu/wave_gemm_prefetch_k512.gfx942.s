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
	v_and_b32_e32 v22, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshrrev_b32_e32 v24, 2, v22
	v_lshlrev_b32_e32 v25, 5, v0
	v_or_b32_e32 v26, v24, v25
	s_lshl_b32 s8, s8, 6
	v_lshlrev_b32_e32 v1, 3, v22
	v_lshlrev_b32_e32 v27, 5, v24
	v_or_b32_e32 v0, s8, v26
	v_sub_u32_e32 v16, v1, v27
	v_ashrrev_i32_e32 v17, 31, v16
	v_mov_b32_e32 v19, 0
	v_lshlrev_b32_e32 v18, 10, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[18:19]
	v_lshlrev_b64 v[2:3], 1, v[16:17]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	s_lshl_b32 s9, s9, 6
	global_load_dwordx4 v[8:11], v[0:1], off
	v_or_b32_e32 v0, s9, v26
	v_lshlrev_b32_e32 v20, 10, v0
	v_mov_b32_e32 v21, v19
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[20:21]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dwordx4 v[12:15], v[0:1], off
	v_and_b32_e32 v3, 15, v22
	v_lshrrev_b32_e32 v17, 1, v22
	v_or_b32_e32 v28, v3, v25
	v_and_b32_e32 v29, 12, v24
	v_and_b32_e32 v30, 32, v17
	v_lshlrev_b32_e32 v35, 6, v24
	v_mul_u32_u24_e32 v17, 36, v26
	v_or_b32_e32 v3, v30, v3
	v_mul_u32_u24_e32 v25, 36, v28
	v_lshlrev_b32_e32 v26, 1, v29
	v_sub_u32_e32 v24, 0, v27
	v_mov_b32_e32 v23, v19
	v_lshlrev_b32_e32 v22, 4, v22
	v_lshl_add_u32 v31, v25, 1, v26
	v_mul_u32_u24_e32 v3, 36, v3
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u32 v32, v3, 1, v26
	v_lshl_add_u64 v[26:27], v[20:21], 0, v[22:23]
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	v_lshl_add_u64 v[36:37], v[26:27], 0, v[24:25]
	v_sub_co_u32_e32 v26, vcc, v26, v35
	v_add_lshl_u32 v33, v17, v16, 1
	v_add_u32_e32 v16, 64, v16
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	v_subbrev_co_u32_e32 v27, vcc, 0, v27, vcc
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[24:25], v[22:23], 0, v[24:25]
	v_sub_co_u32_e32 v22, vcc, v22, v35
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	s_nop 0
	v_subbrev_co_u32_e32 v23, vcc, 0, v23, vcc
	s_mov_b64 s[10:11], 0xc0
	v_add_u32_e32 v34, 0x1200, v33
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[24:25]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[16:17]
	v_lshl_add_u64 v[38:39], v[18:19], 0, v[16:17]
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[26:27]
	v_lshl_add_u64 v[40:41], s[2:3], 0, v[22:23]
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[16:17], v[36:37], 0, s[10:11]
	v_lshl_add_u64 v[18:19], v[24:25], 0, s[10:11]
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[20:21]
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[38:39]
	v_lshl_add_u64 v[24:25], v[26:27], 0, 64
	v_lshl_add_u64 v[26:27], v[40:41], 0, 64
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(1)
	ds_write2_b64 v34, v[8:9], v[10:11] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v33, v[12:13], v[14:15] offset1:1
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
.LBB0_1:
	v_add_u32_e32 v35, 0x1000, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[40:43], v35 offset0:64 offset1:68
	ds_read2_b64 v[48:51], v35 offset0:208 offset1:212
	ds_read2_b64 v[36:39], v31 offset1:4
	ds_read2_b64 v[44:47], v31 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[4:7], v[40:41], v[36:37], v[4:7]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[40:41], v[44:45], v[0:3]
	v_mfma_f32_16x16x16_f16 v[8:11], v[48:49], v[36:37], v[8:11]
	v_lshl_add_u64 v[36:37], v[26:27], 0, s[0:1]
	v_mfma_f32_16x16x16_f16 v[12:15], v[48:49], v[44:45], v[12:15]
	v_lshl_add_u64 v[44:45], v[24:25], 0, s[0:1]
	v_mfma_f32_16x16x16_f16 v[4:7], v[42:43], v[38:39], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[42:43], v[46:47], v[0:3]
	global_load_dwordx4 v[40:43], v[36:37], off
	v_mfma_f32_16x16x16_f16 v[8:11], v[50:51], v[38:39], v[8:11]
	global_load_dwordx4 v[36:39], v[44:45], off
	v_mfma_f32_16x16x16_f16 v[12:15], v[50:51], v[46:47], v[12:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v34, v[40:41], v[42:43] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v33, v[36:37], v[38:39] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[48:51], v35 offset0:208 offset1:212
	ds_read2_b64 v[36:39], v35 offset0:64 offset1:68
	ds_read2_b64 v[40:43], v31 offset1:4
	ds_read2_b64 v[44:47], v31 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[4:7], v[36:37], v[40:41], v[4:7]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[36:37], v[44:45], v[0:3]
	v_lshl_add_u64 v[36:37], v[22:23], 0, s[0:1]
	v_mfma_f32_16x16x16_f16 v[8:11], v[48:49], v[40:41], v[8:11]
	v_lshl_add_u64 v[40:41], v[20:21], 0, s[0:1]
	v_mfma_f32_16x16x16_f16 v[4:7], v[38:39], v[42:43], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[38:39], v[46:47], v[0:3]
	global_load_dwordx4 v[36:39], v[36:37], off
	v_mfma_f32_16x16x16_f16 v[8:11], v[50:51], v[42:43], v[8:11]
	global_load_dwordx4 v[40:43], v[40:41], off
	v_mfma_f32_16x16x16_f16 v[12:15], v[48:49], v[44:45], v[12:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v34, v[36:37], v[38:39] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v33, v[40:41], v[42:43] offset1:1
	v_mfma_f32_16x16x16_f16 v[12:15], v[50:51], v[46:47], v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[48:51], v35 offset0:208 offset1:212
	ds_read2_b64 v[36:39], v35 offset0:64 offset1:68
	ds_read2_b64 v[40:43], v31 offset1:4
	ds_read2_b64 v[44:47], v31 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[4:7], v[36:37], v[40:41], v[4:7]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[36:37], v[44:45], v[0:3]
	v_lshl_add_u64 v[36:37], v[18:19], 0, s[0:1]
	global_load_dwordx4 v[52:55], v[36:37], off
	v_mfma_f32_16x16x16_f16 v[8:11], v[48:49], v[40:41], v[8:11]
	v_lshl_add_u64 v[40:41], v[16:17], 0, s[0:1]
	s_add_u32 s0, s0, 0xc0
	s_addc_u32 s1, s1, 0
	v_mfma_f32_16x16x16_f16 v[4:7], v[38:39], v[42:43], v[4:7]
	s_cmpk_lg_i32 s0, 0x3c0
	v_mfma_f32_16x16x16_f16 v[0:3], v[38:39], v[46:47], v[0:3]
	global_load_dwordx4 v[36:39], v[40:41], off
	v_mfma_f32_16x16x16_f16 v[12:15], v[48:49], v[44:45], v[12:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v34, v[52:53], v[54:55] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v33, v[36:37], v[38:39] offset1:1
	v_mfma_f32_16x16x16_f16 v[8:11], v[50:51], v[42:43], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[50:51], v[46:47], v[12:15]
	s_cbranch_scc1 .LBB0_1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[16:19], v31 offset1:4
	ds_read2_b64 v[20:23], v31 offset0:144 offset1:148
	v_add_u32_e32 v31, 0x1000, v32
	ds_read2_b64 v[24:27], v31 offset0:64 offset1:68
	ds_read2_b64 v[32:35], v31 offset0:208 offset1:212
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[4:7], v[24:25], v[16:17], v[4:7]
	v_or3_b32 v29, v29, s8, v30
	v_or_b32_e32 v36, s9, v28
	v_lshlrev_b32_e32 v28, 11, v29
	v_mfma_f32_16x16x16_f16 v[4:7], v[26:27], v[18:19], v[4:7]
	v_mov_b32_e32 v29, 0
	v_lshl_add_u64 v[30:31], s[6:7], 0, v[28:29]
	v_lshlrev_b32_e32 v28, 2, v36
	v_mfma_f32_16x16x16_f16 v[0:3], v[24:25], v[20:21], v[0:3]
	v_lshl_add_u64 v[24:25], v[30:31], 0, v[28:29]
	s_mov_b64 s[0:1], 0x1000
	s_nop 0
	global_store_dword v[24:25], v4, off
	global_store_dword v[24:25], v5, off offset:2048
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[8:11], v[32:33], v[16:17], v[8:11]
	v_lshl_add_u64 v[4:5], v[30:31], 0, s[0:1]
	v_lshl_add_u64 v[16:17], v[4:5], 0, v[28:29]
	s_mov_b64 s[0:1], 0x1800
	v_mfma_f32_16x16x16_f16 v[0:3], v[26:27], v[22:23], v[0:3]
	global_store_dword v[16:17], v6, off
	v_lshl_add_u64 v[16:17], v[30:31], 0, s[0:1]
	s_mov_b64 s[0:1], 0x8000
	v_mfma_f32_16x16x16_f16 v[8:11], v[34:35], v[18:19], v[8:11]
	v_lshl_add_u64 v[18:19], v[16:17], 0, v[28:29]
	global_store_dword v[18:19], v7, off
	s_nop 0
	global_store_dword v[24:25], v0, off offset:64
	global_store_dword v[24:25], v1, off offset:2112
	v_or_b32_e32 v0, 64, v28
	v_mov_b32_e32 v1, v29
	v_mfma_f32_16x16x16_f16 v[12:15], v[32:33], v[20:21], v[12:15]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[0:1]
	global_store_dword v[4:5], v2, off
	v_lshl_add_u64 v[4:5], v[16:17], 0, v[0:1]
	global_store_dword v[4:5], v3, off
	v_lshl_add_u64 v[2:3], v[30:31], 0, s[0:1]
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[28:29]
	s_mov_b64 s[0:1], 0x8800
	v_mfma_f32_16x16x16_f16 v[12:15], v[34:35], v[22:23], v[12:15]
	global_store_dword v[4:5], v8, off
	v_lshl_add_u64 v[4:5], v[30:31], 0, s[0:1]
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[28:29]
	s_mov_b64 s[0:1], 0x9000
	global_store_dword v[6:7], v9, off
	v_lshl_add_u64 v[6:7], v[30:31], 0, s[0:1]
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[28:29]
	s_mov_b64 s[0:1], 0x9800
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	global_store_dword v[8:9], v10, off
	v_lshl_add_u64 v[8:9], v[30:31], 0, s[0:1]
	global_store_dword v[2:3], v12, off
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[0:1]
	v_lshl_add_u64 v[16:17], v[8:9], 0, v[28:29]
	global_store_dword v[2:3], v13, off
	v_lshl_add_u64 v[2:3], v[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[0:1]
	global_store_dword v[16:17], v11, off
	global_store_dword v[2:3], v14, off
	global_store_dword v[0:1], v15, off
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
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 1
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

	.set gemm.num_vgpr, 56
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 12
	.set gemm.num_named_barrier, 0
	.set gemm.private_seg_size, 0
	.set gemm.uses_vcc, 1
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
