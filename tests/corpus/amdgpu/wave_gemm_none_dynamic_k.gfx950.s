; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -mattr='-fma-mix-insts' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
.LBB0_0:
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s33, s10, 6
	s_lshl_b32 s38, s11, 6
	v_lshrrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v34, 5, v0
	v_lshrrev_b32_e32 v0, 1, v2
	s_cmp_lg_u64 s[8:9], 0
	v_and_b32_e32 v36, 15, v2
	v_and_b32_e32 v32, 12, v1
	v_and_b32_e32 v33, 32, v0
	s_cbranch_scc0 .LBB0_38
	v_lshlrev_b32_e32 v0, 3, v2
	v_lshlrev_b32_e32 v3, 5, v1
	v_sub_u32_e32 v26, v0, v3
	v_or_b32_e32 v3, v1, v34
	s_add_u32 s0, s8, -1
	v_mul_u32_u24_e32 v3, 36, v3
	s_addc_u32 s1, s9, -1
	v_or_b32_e32 v0, v33, v36
	v_add_lshl_u32 v37, v3, v26, 1
	v_lshlrev_b32_e32 v3, 1, v32
	s_movk_i32 s10, 0x48
	s_lshr_b64 s[0:1], s[0:1], 5
	v_or_b32_e32 v35, v36, v34
	v_mad_u32_u24 v39, v0, s10, v3
	v_add_u32_e32 v0, s38, v34
	v_mad_u32_u24 v38, v35, s10, v3
	s_add_u32 s34, s0, 1
	v_add_u32_e32 v3, v0, v1
	s_addc_u32 s35, s1, 0
	v_mad_u64_u32 v[4:5], s[0:1], s8, v3, 0
	v_mov_b32_e32 v0, v5
	v_mad_u64_u32 v[6:7], s[0:1], s9, v3, v[0:1]
	v_mov_b32_e32 v5, v6
	v_lshlrev_b32_e32 v6, 4, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[6:7]
	v_and_b32_e32 v3, 0x7c0, v6
	v_sub_co_u32_e32 v4, vcc, v4, v3
	v_add_u32_e32 v0, s33, v34
	s_nop 0
	v_subbrev_co_u32_e32 v5, vcc, 0, v5, vcc
	v_lshl_add_u64 v[28:29], s[4:5], 0, v[4:5]
	v_add_u32_e32 v5, v0, v1
	v_mad_u64_u32 v[0:1], s[0:1], s8, v5, 0
	v_mov_b32_e32 v4, v1
	v_mad_u64_u32 v[4:5], s[0:1], s9, v5, v[4:5]
	v_mov_b32_e32 v1, v4
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[6:7]
	v_sub_co_u32_e32 v0, vcc, v0, v3
	s_mov_b32 s18, s8
	s_nop 0
	v_subbrev_co_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b32 s19, s9
	s_mov_b32 s20, s8
	s_mov_b32 s21, s9
	s_mov_b32 s22, s8
	s_mov_b32 s23, s9
	s_mov_b32 s24, s8
	s_mov_b32 s25, s9
	s_mov_b32 s26, s8
	s_mov_b32 s27, s9
	s_mov_b32 s28, s8
	s_mov_b32 s29, s9
	s_mov_b32 s30, s8
	s_mov_b32 s31, s9
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[0:1]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_mov_b32 s39, 0x5040100
	s_mov_b32 s40, 0xffff
	s_branch .LBB0_3
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, 0x1000, v39
	ds_write2_b64 v37, v[22:23], v[24:25] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[22:25], v0 offset0:64 offset1:68
	ds_read2_b64 v[40:43], v38 offset1:4
	ds_read2_b64 v[44:47], v38 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[18:21], v[22:23], v[40:41], v[18:21]
	s_add_u32 s34, s34, -1
	s_addc_u32 s35, s35, -1
	v_lshl_add_u64 v[28:29], v[28:29], 0, 64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[22:23], v[44:45], v[14:17]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 64
	v_lshl_add_u64 v[26:27], v[26:27], 0, 32
	s_cmp_lg_u64 s[34:35], 0
	v_mfma_f32_16x16x16_f16 v[18:21], v[24:25], v[42:43], v[18:21]
	v_mfma_f32_16x16x16_f16 v[14:17], v[24:25], v[46:47], v[14:17]
	ds_read2_b64 v[22:25], v0 offset0:208 offset1:212
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[4:7], v[22:23], v[40:41], v[6:9]
	v_mfma_f32_16x16x16_f16 v[10:13], v[22:23], v[44:45], v[10:13]
	v_mfma_f32_16x16x16_f16 v[6:9], v[24:25], v[42:43], v[4:7]
	v_mfma_f32_16x16x16_f16 v[10:13], v[24:25], v[46:47], v[10:13]
	s_cbranch_scc0 .LBB0_35
.LBB0_3:
	s_nop 3
	v_or_b32_e32 v4, 2, v26
	v_mov_b32_e32 v5, v27
	v_or_b32_e32 v22, 3, v26
	v_mov_b32_e32 v23, v27
	v_or_b32_e32 v24, 4, v26
	v_mov_b32_e32 v25, v27
	v_cmp_gt_i64_e64 s[12:13], s[20:21], v[4:5]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_or_b32_e32 v0, 1, v26
	v_mov_b32_e32 v1, v27
	v_or_b32_e32 v40, 5, v26
	v_mov_b32_e32 v41, v27
	v_or_b32_e32 v42, 6, v26
	v_mov_b32_e32 v43, v27
	v_or_b32_e32 v44, 7, v26
	v_mov_b32_e32 v45, v27
	v_cmp_gt_i64_e64 s[4:5], s[24:25], v[24:25]
	v_cmp_gt_i64_e64 s[10:11], s[22:23], v[22:23]
	v_mov_b32_e32 v3, v2
	v_mov_b64_e32 v[24:25], v[4:5]
	v_cmp_gt_i64_e32 vcc, s[30:31], v[44:45]
	v_cmp_gt_i64_e64 s[0:1], s[28:29], v[42:43]
	v_cmp_gt_i64_e64 s[2:3], s[26:27], v[40:41]
	v_cmp_gt_i64_e64 s[14:15], s[18:19], v[0:1]
	v_cmp_gt_i64_e64 s[16:17], s[8:9], v[26:27]
	v_mov_b64_e32 v[22:23], v[2:3]
	s_and_saveexec_b64 s[36:37], s[16:17]
	s_cbranch_execnz .LBB0_20
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[14:15]
	s_cbranch_execnz .LBB0_21
.LBB0_5:
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execnz .LBB0_22
.LBB0_6:
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[10:11]
	s_cbranch_execnz .LBB0_23
.LBB0_7:
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[4:5]
	s_cbranch_execnz .LBB0_24
.LBB0_8:
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[2:3]
	s_cbranch_execnz .LBB0_25
.LBB0_9:
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[0:1]
	s_cbranch_execnz .LBB0_26
.LBB0_10:
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_12
.LBB0_11:
	global_load_ushort v0, v[30:31], off offset:14
	s_waitcnt vmcnt(0)
	v_perm_b32 v25, v0, v25, s39
.LBB0_12:
	s_or_b64 exec, exec, s[36:37]
	v_add_u32_e32 v0, 0x1200, v37
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	s_barrier
	ds_write2_b64 v0, v[22:23], v[24:25] offset1:1
	v_mov_b32_e32 v3, v2
	v_mov_b64_e32 v[24:25], v[4:5]
	v_mov_b64_e32 v[22:23], v[2:3]
	s_and_saveexec_b64 s[36:37], s[16:17]
	s_cbranch_execnz .LBB0_27
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execnz .LBB0_28
.LBB0_14:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execnz .LBB0_29
.LBB0_15:
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execnz .LBB0_30
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execnz .LBB0_31
.LBB0_17:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_32
.LBB0_18:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_33
.LBB0_19:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_34
.LBB0_20:
	global_load_ushort v0, v[30:31], off
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0xffff, v0
	v_mov_b64_e32 v[24:25], v[2:3]
	v_mov_b64_e32 v[22:23], v[0:1]
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[14:15]
	s_cbranch_execz .LBB0_5
.LBB0_21:
	global_load_ushort v0, v[30:31], off offset:2
	s_waitcnt vmcnt(0)
	v_perm_b32 v22, v0, v22, s39
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execz .LBB0_6
.LBB0_22:
	global_load_ushort v0, v[30:31], off offset:4
	s_waitcnt vmcnt(0)
	v_bfi_b32 v23, s40, v0, v23
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[10:11]
	s_cbranch_execz .LBB0_7
.LBB0_23:
	global_load_ushort v0, v[30:31], off offset:6
	s_waitcnt vmcnt(0)
	v_perm_b32 v23, v0, v23, s39
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[4:5]
	s_cbranch_execz .LBB0_8
.LBB0_24:
	global_load_ushort v0, v[30:31], off offset:8
	s_waitcnt vmcnt(0)
	v_bfi_b32 v24, s40, v0, v24
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[2:3]
	s_cbranch_execz .LBB0_9
.LBB0_25:
	global_load_ushort v0, v[30:31], off offset:10
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v0, v24, s39
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], s[0:1]
	s_cbranch_execz .LBB0_10
.LBB0_26:
	global_load_ushort v0, v[30:31], off offset:12
	s_waitcnt vmcnt(0)
	v_bfi_b32 v25, s40, v0, v25
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execnz .LBB0_11
	s_branch .LBB0_12
.LBB0_27:
	global_load_ushort v0, v[28:29], off
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0xffff, v0
	v_mov_b64_e32 v[24:25], v[2:3]
	v_mov_b64_e32 v[22:23], v[0:1]
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_14
.LBB0_28:
	global_load_ushort v0, v[28:29], off offset:2
	s_waitcnt vmcnt(0)
	v_perm_b32 v22, v0, v22, s39
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_15
.LBB0_29:
	global_load_ushort v0, v[28:29], off offset:4
	s_waitcnt vmcnt(0)
	v_bfi_b32 v23, s40, v0, v23
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_16
.LBB0_30:
	global_load_ushort v0, v[28:29], off offset:6
	s_waitcnt vmcnt(0)
	v_perm_b32 v23, v0, v23, s39
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_17
.LBB0_31:
	global_load_ushort v0, v[28:29], off offset:8
	s_waitcnt vmcnt(0)
	v_bfi_b32 v24, s40, v0, v24
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_18
.LBB0_32:
	global_load_ushort v0, v[28:29], off offset:10
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v0, v24, s39
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_19
.LBB0_33:
	global_load_ushort v0, v[28:29], off offset:12
	s_waitcnt vmcnt(0)
	v_bfi_b32 v25, s40, v0, v25
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.LBB0_34:
	global_load_ushort v0, v[28:29], off offset:14
	s_waitcnt vmcnt(0)
	v_perm_b32 v25, v0, v25, s39
	s_branch .LBB0_2
.LBB0_35:
	s_branch .LBB0_37
.LBB0_36:
	v_or_b32_e32 v35, v34, v36
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
.LBB0_37:
	v_or3_b32 v2, v32, s33, v33
	v_mov_b32_e32 v1, 0
	v_or_b32_e32 v0, s38, v35
	v_lshlrev_b32_e32 v2, 11, v2
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_lshl_add_u64 v[22:23], v[2:3], 0, v[4:5]
	s_mov_b64 s[0:1], 0x1000
	global_store_dword v[22:23], v18, off
	global_store_dword v[22:23], v19, off offset:2048
	v_lshl_add_u64 v[18:19], v[2:3], 0, s[0:1]
	v_or_b32_e32 v0, 16, v0
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[4:5]
	s_mov_b64 s[0:1], 0x1800
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	global_store_dword v[24:25], v20, off
	v_lshl_add_u64 v[24:25], v[2:3], 0, s[0:1]
	global_store_dword v[22:23], v14, off offset:64
	global_store_dword v[22:23], v15, off offset:2112
	v_lshl_add_u64 v[14:15], v[18:19], 0, v[0:1]
	global_store_dword v[14:15], v16, off
	v_lshl_add_u64 v[14:15], v[24:25], 0, v[0:1]
	s_mov_b64 s[0:1], 0x8000
	global_store_dword v[14:15], v17, off
	v_lshl_add_u64 v[14:15], v[2:3], 0, s[0:1]
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[4:5]
	s_mov_b64 s[0:1], 0x8800
	global_store_dword v[16:17], v6, off
	v_lshl_add_u64 v[16:17], v[2:3], 0, s[0:1]
	v_lshl_add_u64 v[18:19], v[16:17], 0, v[4:5]
	s_mov_b64 s[0:1], 0x9000
	global_store_dword v[18:19], v7, off
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[0:1]
	s_mov_b64 s[0:1], 0x9800
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
	v_lshl_add_u64 v[26:27], v[24:25], 0, v[4:5]
	v_lshl_add_u64 v[18:19], v[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	global_store_dword v[4:5], v9, off
	v_lshl_add_u64 v[4:5], v[14:15], 0, v[0:1]
	global_store_dword v[4:5], v10, off
	v_lshl_add_u64 v[4:5], v[16:17], 0, v[0:1]
	global_store_dword v[4:5], v11, off
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	global_store_dword v[26:27], v21, off
	global_store_dword v[18:19], v8, off
	global_store_dword v[4:5], v12, off
	global_store_dword v[0:1], v13, off
	s_endpgm
.LBB0_38:
	s_cbranch_execnz .LBB0_36
	s_branch .LBB0_37
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 9216
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 41
		.amdhsa_accum_offset 48
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

	.set gemm.num_vgpr, 48
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 41
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 9216
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 2
      - 1
    .sgpr_count:     47
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
