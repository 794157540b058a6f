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
	v_and_b32_e32 v1, 0x3ff, v0
	v_lshrrev_b32_e32 v2, 2, v1
	v_bfe_u32 v0, v0, 10, 10
	v_lshlrev_b32_e32 v3, 5, v0
	v_lshlrev_b32_e32 v0, 3, v1
	v_lshlrev_b32_e32 v4, 5, v2
	v_or_b32_e32 v8, v2, v3
	v_sub_u32_e32 v0, v0, v4
	v_and_b32_e32 v4, 15, v1
	v_and_b32_e32 v25, 12, v2
	v_lshrrev_b32_e32 v2, 1, v1
	v_or_b32_e32 v24, v4, v3
	v_and_b32_e32 v26, 32, v2
	v_mul_u32_u24_e32 v3, 36, v8
	s_lshl_b32 s9, s9, 6
	v_or_b32_e32 v2, v26, v4
	v_add_lshl_u32 v27, v3, v0, 1
	v_lshlrev_b32_e32 v3, 1, v25
	s_movk_i32 s0, 0x48
	v_mad_u32_u24 v28, v24, s0, v3
	v_mad_u32_u24 v30, v2, s0, v3
	v_or_b32_e32 v2, s9, v8
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 10, v2
	v_lshlrev_b32_e32 v4, 4, v1
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[6:7], v[2:3], 0, v[4:5]
	v_and_b32_e32 v1, 0x7c0, v4
	v_sub_co_u32_e32 v6, vcc, v6, v1
	s_lshl_b32 s8, s8, 6
	s_nop 0
	v_subbrev_co_u32_e32 v7, vcc, 0, v7, vcc
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[6:7]
	v_or_b32_e32 v6, s8, v8
	v_lshlrev_b32_e32 v6, 10, v6
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[4:5]
	v_sub_co_u32_e32 v4, vcc, v4, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_subbrev_co_u32_e32 v5, vcc, 0, v5, vcc
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[0:1]
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[0:1]
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v29, 0x1200, v27
	v_add_u32_e32 v30, 0x1000, v30
.LBB0_1:
	v_lshl_add_u64 v[32:33], v[22:23], 0, s[0:1]
	global_load_dwordx4 v[32:35], v[32:33], off
	v_lshl_add_u64 v[36:37], v[20:21], 0, s[0:1]
	v_lshl_add_u64 v[48:49], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[50:51], v[16:17], 0, s[0:1]
	s_add_u32 s0, s0, 0x100
	s_addc_u32 s1, s1, 0
	s_cmpk_lg_i32 s0, 0x400
	s_barrier
	global_load_dwordx4 v[36:39], v[36:37], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v29, v[32:33], v[34:35] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v27, v[36:37], v[38:39] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[32:35], v30 offset0:64 offset1:68
	ds_read2_b64 v[36:39], v28 offset1:4
	ds_read2_b64 v[40:43], v28 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[12:15], v[32:33], v[36:37], v[12:15]
	ds_read2_b64 v[44:47], v30 offset0:208 offset1:212
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[8:11], v[32:33], v[40:41], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[34:35], v[38:39], v[12:15]
	v_mfma_f32_16x16x16_f16 v[8:11], v[34:35], v[42:43], v[8:11]
	global_load_dwordx4 v[32:35], v[48:49], off offset:64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[4:7], v[44:45], v[36:37], v[4:7]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[4:7], v[46:47], v[38:39], v[4:7]
	global_load_dwordx4 v[36:39], v[50:51], off offset:64
	s_waitcnt vmcnt(1)
	ds_write2_b64 v29, v[32:33], v[34:35] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v27, v[36:37], v[38:39] offset1:1
	v_mfma_f32_16x16x16_f16 v[0:3], v[44:45], v[40:41], v[0:3]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[46:47], v[42:43], v[0:3]
	s_barrier
	ds_read2_b64 v[32:35], v30 offset0:64 offset1:68
	ds_read2_b64 v[36:39], v28 offset1:4
	ds_read2_b64 v[40:43], v28 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[12:15], v[32:33], v[36:37], v[12:15]
	ds_read2_b64 v[44:47], v30 offset0:208 offset1:212
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[8:11], v[32:33], v[40:41], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[34:35], v[38:39], v[12:15]
	v_mfma_f32_16x16x16_f16 v[8:11], v[34:35], v[42:43], v[8:11]
	global_load_dwordx4 v[32:35], v[48:49], off offset:128
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[4:7], v[44:45], v[36:37], v[4:7]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[4:7], v[46:47], v[38:39], v[4:7]
	global_load_dwordx4 v[36:39], v[50:51], off offset:128
	s_waitcnt vmcnt(1)
	ds_write2_b64 v29, v[32:33], v[34:35] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v27, v[36:37], v[38:39] offset1:1
	v_mfma_f32_16x16x16_f16 v[0:3], v[44:45], v[40:41], v[0:3]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[46:47], v[42:43], v[0:3]
	s_barrier
	ds_read2_b64 v[32:35], v30 offset0:64 offset1:68
	ds_read2_b64 v[36:39], v28 offset1:4
	ds_read2_b64 v[40:43], v28 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[12:15], v[32:33], v[36:37], v[12:15]
	ds_read2_b64 v[44:47], v30 offset0:208 offset1:212
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[8:11], v[32:33], v[40:41], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[34:35], v[38:39], v[12:15]
	v_mfma_f32_16x16x16_f16 v[8:11], v[34:35], v[42:43], v[8:11]
	global_load_dwordx4 v[32:35], v[48:49], off offset:192
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[4:7], v[44:45], v[36:37], v[4:7]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[4:7], v[46:47], v[38:39], v[4:7]
	global_load_dwordx4 v[36:39], v[50:51], off offset:192
	s_waitcnt vmcnt(1)
	ds_write2_b64 v29, v[32:33], v[34:35] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v27, v[36:37], v[38:39] offset1:1
	v_mfma_f32_16x16x16_f16 v[0:3], v[44:45], v[40:41], v[0:3]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[46:47], v[42:43], v[0:3]
	s_barrier
	ds_read2_b64 v[44:47], v30 offset0:208 offset1:212
	ds_read2_b64 v[32:35], v30 offset0:64 offset1:68
	ds_read2_b64 v[36:39], v28 offset1:4
	ds_read2_b64 v[40:43], v28 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[12:15], v[32:33], v[36:37], v[12:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[8:11], v[32:33], v[40:41], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[44:45], v[36:37], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[44:45], v[40:41], v[0:3]
	v_mfma_f32_16x16x16_f16 v[12:15], v[34:35], v[38:39], v[12:15]
	v_mfma_f32_16x16x16_f16 v[8:11], v[34:35], v[42:43], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[46:47], v[38:39], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[46:47], v[42:43], v[0:3]
	s_cbranch_scc1 .LBB0_1
	v_or3_b32 v16, v25, s8, v26
	v_or_b32_e32 v20, s9, v24
	v_lshlrev_b32_e32 v16, 11, v16
	v_mov_b32_e32 v17, 0
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[16:17]
	v_lshlrev_b32_e32 v16, 2, v20
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[16:17]
	s_mov_b64 s[0:1], 0x1000
	global_store_dword v[20:21], v12, off
	global_store_dword v[20:21], v13, off offset:2048
	v_lshl_add_u64 v[12:13], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[22:23], v[12:13], 0, v[16:17]
	s_mov_b64 s[0:1], 0x1800
	global_store_dword v[22:23], v14, off
	v_lshl_add_u64 v[22:23], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[24:25], v[22:23], 0, v[16:17]
	global_store_dword v[24:25], v15, off
	global_store_dword v[20:21], v8, off offset:64
	global_store_dword v[20:21], v9, off offset:2112
	v_or_b32_e32 v8, 64, v16
	v_mov_b32_e32 v9, v17
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dword v[12:13], v10, off
	v_lshl_add_u64 v[12:13], v[22:23], 0, v[8:9]
	s_mov_b64 s[0:1], 0x8000
	global_store_dword v[12:13], v11, off
	v_lshl_add_u64 v[10:11], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[16:17]
	s_mov_b64 s[0:1], 0x8800
	global_store_dword v[12:13], v4, off
	v_lshl_add_u64 v[12:13], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[16:17]
	s_mov_b64 s[0:1], 0x9000
	global_store_dword v[14:15], v5, off
	v_lshl_add_u64 v[4:5], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[14:15], v[4:5], 0, v[16:17]
	s_mov_b64 s[0:1], 0x9800
	global_store_dword v[14:15], v6, off
	v_lshl_add_u64 v[14:15], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[16:17]
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
		.amdhsa_accum_offset 52
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

	.set gemm.num_vgpr, 52
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 10
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
