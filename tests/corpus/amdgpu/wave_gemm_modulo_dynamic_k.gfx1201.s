; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1201 -mattr='+wavefrontsize32' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	v_bfe_u32 v28, v0, 10, 10
	s_clause 0x1
	s_load_b64 s[10:11], s[0:1], 0x18
	s_load_b64 s[12:13], s[0:1], 0x0
	s_lshl_b32 s30, ttmp9, 6
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v68, 4, v28
	v_and_b32_e32 v77, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v67, 2, v77
	v_lshlrev_b32_e32 v0, 3, v77
	v_or_b32_e32 v29, v67, v68
	v_lshlrev_b32_e32 v2, 5, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v5, s30, v29
	v_sub_nc_u32_e32 v75, v0, v2
	v_mov_b32_e32 v2, v1
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[6:7], null, s10, v5, 0
	v_or_b32_e32 v3, 7, v75
	v_ashrrev_i32_e32 v76, 31, v75
	v_or_b32_e32 v19, 5, v75
	v_or_b32_e32 v9, 6, v75
	v_or_b32_e32 v11, 3, v75
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_co_u64_u32 v[7:8], null, s11, v5, v[7:8]
	v_or_b32_e32 v13, 2, v75
	v_or_b32_e32 v15, 1, v75
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_i64_e32 vcc_lo, s[10:11], v[3:4]
	v_or_b32_e32 v17, 4, v75
	v_lshlrev_b64_e32 v[26:27], 1, v[75:76]
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64_e32 v[3:4], 1, v[6:7]
	v_ashrrev_i32_e32 v16, 31, v15
	v_ashrrev_i32_e32 v14, 31, v13
	v_ashrrev_i32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v18, 31, v17
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_co_u32 v0, s7, s12, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s13, v4, s7
	v_cmp_gt_i64_e64 s3, s[10:11], v[19:20]
	v_add_co_u32 v20, s9, v0, v26
	v_cmp_gt_i64_e64 s8, s[10:11], v[75:76]
	v_cmp_gt_i64_e64 s2, s[10:11], v[9:10]
	v_cmp_gt_i64_e64 s4, s[10:11], v[17:18]
	v_cmp_gt_i64_e64 s5, s[10:11], v[11:12]
	v_cmp_gt_i64_e64 s6, s[10:11], v[13:14]
	v_cmp_gt_i64_e64 s7, s[10:11], v[15:16]
	v_add_co_ci_u32_e64 v21, null, v3, v27, s9
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v4, v1
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_140
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_141
.LBB0_2:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_142
.LBB0_3:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_143
.LBB0_4:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_144
.LBB0_5:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_145
.LBB0_6:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_146
.LBB0_7:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_9
.LBB0_8:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v4, v[20:21], off offset:14
.LBB0_9:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v0, 32, v5
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[7:8], null, s10, v0, 0
	v_mad_co_u64_u32 v[8:9], null, s11, v0, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[8:9], 1, v[7:8]
	v_mov_b32_e32 v7, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, s9, s12, v8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v5, null, s13, v9, s9
	v_mov_b32_e32 v8, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v22, s9, v0, v26
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v23, null, v5, v27, s9
	v_mov_b32_e32 v9, v6
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_147
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_148
.LBB0_11:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_149
.LBB0_12:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_150
.LBB0_13:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_151
.LBB0_14:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_152
.LBB0_15:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_load_b64 s[14:15], s[0:1], 0x8
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_153
.LBB0_16:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_18
.LBB0_17:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v9, v[22:23], off offset:14
.LBB0_18:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_lshl_b32 s31, ttmp7, 6
	v_mov_b32_e32 v11, 0
	s_wait_alu 0xfffe
	v_or_b32_e32 v0, s31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[12:13], null, s10, v0, 0
	v_mad_co_u64_u32 v[13:14], null, s11, v0, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[13:14], 1, v[12:13]
	v_mov_b32_e32 v12, v11
	s_wait_kmcnt 0x0
	v_add_co_u32 v5, s9, s14, v13
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, s15, v14, s9
	v_mov_b32_e32 v13, v11
	v_add_co_u32 v24, s9, v5, v26
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v25, null, v10, v27, s9
	v_mov_b32_e32 v14, v11
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_154
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_155
.LBB0_20:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_156
.LBB0_21:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_157
.LBB0_22:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_158
.LBB0_23:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_159
.LBB0_24:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_160
.LBB0_25:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_27
.LBB0_26:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v14, v[24:25], off offset:14
.LBB0_27:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v0, 32, v0
	v_mov_b32_e32 v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[17:18], null, s10, v0, 0
	v_mad_co_u64_u32 v[18:19], null, s11, v0, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[18:19], 1, v[17:18]
	v_mov_b32_e32 v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, s9, s14, v18
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v5, null, s15, v19, s9
	v_mov_b32_e32 v18, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v26, s9, v0, v26
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v27, null, v5, v27, s9
	v_mov_b32_e32 v19, v16
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_161
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s7
	s_cbranch_execnz .LBB0_162
.LBB0_29:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_163
.LBB0_30:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execnz .LBB0_164
.LBB0_31:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB0_165
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execnz .LBB0_166
.LBB0_33:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execnz .LBB0_167
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_36
.LBB0_35:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v19, v[26:27], off offset:14
.LBB0_36:
	s_or_b32 exec_lo, exec_lo, s2
	v_mul_u32_u24_e32 v0, 36, v29
	v_lshrrev_b32_e32 v5, 1, v77
	v_or_b32_e32 v15, 16, v77
	v_mov_b32_e32 v32, 0
	v_and_b32_e32 v10, 47, v77
	v_add_lshl_u32 v83, v0, v75, 1
	v_and_b32_e32 v79, 8, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v33, v32 :: v_dual_lshlrev_b32 v0, 5, v28
	v_dual_mov_b32 v34, v32 :: v_dual_add_nc_u32 v85, 0x1b00, v83
	v_add_nc_u32_e32 v84, 0x1200, v83
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b32_e32 v5, 1, v79
	v_and_or_b32 v78, v77, 15, v0
	v_add_nc_u32_e32 v86, 0x900, v83
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v84, v[1:2], v[3:4] offset1:1
	ds_store_2addr_b64 v83, v[11:12], v[13:14] offset1:1
	ds_store_2addr_b64 v85, v[6:7], v[8:9] offset1:1
	ds_store_2addr_b64 v86, v[16:17], v[18:19] offset1:1
	v_mov_b32_e32 v35, v32
	v_mad_u32_u24 v1, 0x48, v10, v5
	v_mad_u32_u24 v0, 0x48, v15, v5
	v_mad_u32_u24 v80, 0x48, v78, v5
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v82, 0x1220, v1
	v_add_nc_u32_e32 v81, 0x1220, v0
	s_barrier_wait -1
	ds_load_2addr_b64 v[8:11], v80 offset1:1
	ds_load_2addr_b64 v[55:58], v80 offset0:4 offset1:5
	ds_load_2addr_b64 v[59:62], v82 offset1:1
	ds_load_2addr_b64 v[51:54], v81 offset1:1
	v_add_nc_u32_e32 v4, 38, v75
	v_add_nc_u32_e32 v6, 37, v75
	v_add_nc_u32_e32 v12, 32, v75
	v_add_nc_u32_e32 v14, 33, v75
	v_add_nc_u32_e32 v16, 34, v75
	v_add_nc_u32_e32 v18, 36, v75
	v_add_nc_u32_e32 v28, 35, v75
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_nc_u32_e32 v2, 39, v75
	v_cmp_gt_i64_e64 s2, s[10:11], v[4:5]
	v_cmp_gt_i64_e64 s3, s[10:11], v[6:7]
	v_cmp_gt_i64_e64 s4, s[10:11], v[18:19]
	v_cmp_gt_i64_e64 s5, s[10:11], v[28:29]
	v_cmp_gt_i64_e64 s6, s[10:11], v[16:17]
	v_cmp_gt_i64_e64 s7, s[10:11], v[14:15]
	v_cmp_gt_i64_e64 s8, s[10:11], v[12:13]
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[10:11], v[2:3]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_168
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_169
.LBB0_38:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_170
.LBB0_39:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_171
.LBB0_40:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_172
.LBB0_41:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_173
.LBB0_42:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_174
.LBB0_43:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_45
.LBB0_44:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v35, v[20:21], off offset:78
.LBB0_45:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v37, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v38, v37 :: v_dual_mov_b32 v39, v37
	v_mov_b32_e32 v40, v37
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_175
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_176
.LBB0_47:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_177
.LBB0_48:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_178
.LBB0_49:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_179
.LBB0_50:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_180
.LBB0_51:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_181
.LBB0_52:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_54
.LBB0_53:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v40, v[22:23], off offset:78
.LBB0_54:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v42, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v43, v42 :: v_dual_mov_b32 v44, v42
	v_mov_b32_e32 v45, v42
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_182
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_183
.LBB0_56:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_184
.LBB0_57:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_185
.LBB0_58:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_186
.LBB0_59:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_187
.LBB0_60:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_188
.LBB0_61:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_63
.LBB0_62:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v45, v[24:25], off offset:78
.LBB0_63:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v47, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v48, v47 :: v_dual_mov_b32 v49, v47
	v_mov_b32_e32 v50, v47
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_189
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s7
	s_cbranch_execnz .LBB0_190
.LBB0_65:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_191
.LBB0_66:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execnz .LBB0_192
.LBB0_67:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB0_193
.LBB0_68:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execnz .LBB0_194
.LBB0_69:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execnz .LBB0_195
.LBB0_70:
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_72
.LBB0_71:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v50, v[26:27], off offset:78
.LBB0_72:
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u32_e32 v87, 0x1200, v1
	v_add_nc_u32_e32 v88, 0x1200, v0
	s_load_b64 s[8:9], s[0:1], 0x10
	s_sub_co_u32 s0, s10, 1
	s_sub_co_ci_u32 s1, s11, 0
	ds_load_2addr_b64 v[0:3], v87 offset1:1
	ds_load_2addr_b64 v[69:72], v80 offset0:144 offset1:145
	ds_load_2addr_b64 v[89:92], v88 offset1:1
	ds_load_2addr_b64 v[63:66], v80 offset0:148 offset1:149
	s_cselect_b32 s2, -1, 0
	s_wait_dscnt 0x0
	s_and_b32 s2, s2, exec_lo
	s_cselect_b32 s0, 0, s0
	s_cselect_b32 s1, 0, s1
	s_barrier_signal -1
	s_lshr_b64 s[0:1], s[0:1], 5
	s_cmp_lg_u64 s[10:11], 0
	s_add_nc_u64 s[0:1], s[0:1], -1
	s_barrier_wait -1
	s_cselect_b32 s17, s1, -1
	s_cselect_b32 s16, s0, -2
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v84, v[32:33], v[34:35] offset1:1
	ds_store_2addr_b64 v83, v[42:43], v[44:45] offset1:1
	v_cmp_lt_i64_e64 s0, s[16:17], 1
	ds_store_2addr_b64 v85, v[37:38], v[39:40] offset1:1
	ds_store_2addr_b64 v86, v[47:48], v[49:50] offset1:1
	v_wmma_f32_16x16x16_f16 v[24:31], v[0:3], v[8:11], 0
	v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[69:72], 0
	v_wmma_f32_16x16x16_f16 v[0:7], v[89:92], v[8:11], 0
	v_wmma_f32_16x16x16_f16 v[8:15], v[89:92], v[69:72], 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_139
	v_add3_u32 v38, v68, s31, v67
	s_mov_b32 s1, 0
	s_mov_b32 s0, s10
	s_mov_b32 s2, s1
	s_mov_b32 s3, s11
	v_add_nc_u32_e32 v34, 32, v38
	s_add_nc_u64 s[0:1], s[2:3], s[0:1]
	v_lshlrev_b32_e32 v89, 4, v77
	v_add3_u32 v41, v68, s30, v67
	s_movk_i32 s2, 0xffbc
	v_mad_co_u64_u32 v[32:33], null, s0, v34, 0
	s_mov_b32 s3, -1
	s_movk_i32 s4, 0xffb9
	s_add_nc_u64 s[24:25], s[10:11], s[2:3]
	s_movk_i32 s2, 0xffbd
	s_mov_b32 s3, -1
	s_mov_b32 s5, -1
	v_mad_co_u64_u32 v[33:34], null, s1, v34, v[33:34]
	v_mad_co_u64_u32 v[34:35], null, s0, v38, 0
	s_add_nc_u64 s[26:27], s[10:11], s[2:3]
	s_movk_i32 s2, 0xffbe
	s_mov_b32 s3, -1
	s_movk_i32 s6, 0xffba
	v_lshlrev_b64_e32 v[36:37], 1, v[32:33]
	v_and_b32_e32 v32, 0x3c0, v89
	s_add_nc_u64 s[18:19], s[10:11], s[4:5]
	s_movk_i32 s4, 0xffbb
	s_add_nc_u64 s[28:29], s[10:11], s[2:3]
	s_movk_i32 s2, 0xffbf
	v_sub_co_u32 v39, vcc_lo, v36, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_subrev_co_ci_u32_e64 v37, null, 0, v37, vcc_lo
	v_mad_co_u64_u32 v[35:36], null, s1, v38, v[35:36]
	v_add_nc_u32_e32 v38, 32, v41
	v_add_co_u32 v39, vcc_lo, s14, v39
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v40, null, s15, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[36:37], null, s0, v38, 0
	v_add_co_u32 v90, vcc_lo, 0x80, v39
	s_wait_alu 0xfffd
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v91, null, 0, v40, vcc_lo
	v_mad_co_u64_u32 v[39:40], null, s0, v41, 0
	v_lshlrev_b64_e32 v[34:35], 1, v[34:35]
	v_mad_co_u64_u32 v[37:38], null, s1, v38, v[37:38]
	v_mov_b32_e32 v33, 0
	s_mov_b32 s7, -1
	s_mov_b32 s5, -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_sub_co_u32 v34, vcc_lo, v34, v32
	v_mad_co_u64_u32 v[40:41], null, s1, v41, v[40:41]
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v35, null, 0, v35, vcc_lo
	v_add_co_u32 v38, vcc_lo, s14, v34
	s_movk_i32 s0, 0xffc0
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v41, null, s15, v35, vcc_lo
	v_lshlrev_b64_e32 v[34:35], 1, v[36:37]
	v_lshlrev_b64_e32 v[36:37], 1, v[39:40]
	v_add_co_u32 v92, vcc_lo, 0x80, v38
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v93, null, 0, v41, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_sub_co_u32 v34, vcc_lo, v34, v32
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v35, null, 0, v35, vcc_lo
	v_sub_co_u32 v32, vcc_lo, v36, v32
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v36, null, 0, v37, vcc_lo
	v_add_co_u32 v34, vcc_lo, s12, v34
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v35, null, s13, v35, vcc_lo
	v_add_co_u32 v32, vcc_lo, s12, v32
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v36, null, s13, v36, vcc_lo
	v_add_co_u32 v94, vcc_lo, 0x80, v34
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v95, null, 0, v35, vcc_lo
	v_add_co_u32 v96, vcc_lo, 0x80, v32
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v97, null, 0, v36, vcc_lo
	s_mov_b32 s3, -1
	s_mov_b32 s1, -1
	s_wait_alu 0xfffe
	s_add_nc_u64 s[20:21], s[10:11], s[6:7]
	s_add_nc_u64 s[22:23], s[10:11], s[4:5]
	s_add_nc_u64 s[12:13], s[10:11], s[2:3]
	s_add_nc_u64 s[10:11], s[10:11], s[0:1]
	s_branch .LBB0_75
.LBB0_74:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s0
	ds_load_2addr_b64 v[98:101], v87 offset1:1
	ds_load_2addr_b64 v[102:105], v80 offset0:144 offset1:145
	ds_load_2addr_b64 v[106:109], v88 offset1:1
	ds_load_2addr_b64 v[63:66], v80 offset0:148 offset1:149
	v_add_co_u32 v90, vcc_lo, v90, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v91, null, 0, v91, vcc_lo
	v_add_co_u32 v92, vcc_lo, v92, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v93, null, 0, v93, vcc_lo
	v_add_co_u32 v94, vcc_lo, v94, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v95, null, 0, v95, vcc_lo
	v_add_co_u32 v96, vcc_lo, v96, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v97, null, 0, v97, vcc_lo
	v_add_co_u32 v75, vcc_lo, v75, 32
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[24:31], v[98:101], v[37:40], v[24:31]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[16:23], v[98:101], v[102:105], v[16:23]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[0:7], v[106:109], v[37:40], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[106:109], v[102:105], v[8:15]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v76, null, 0, v76, vcc_lo
	s_add_nc_u64 s[16:17], s[16:17], -1
	s_wait_dscnt 0x0
	s_wait_alu 0xfffe
	s_cmp_lg_u64 s[16:17], 0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v84, v[41:42], v[43:44] offset1:1
	ds_store_2addr_b64 v83, v[67:68], v[69:70] offset1:1
	ds_store_2addr_b64 v85, v[45:46], v[47:48] offset1:1
	ds_store_2addr_b64 v86, v[71:72], v[73:74] offset1:1
	s_cbranch_scc0 .LBB0_139
.LBB0_75:
	v_wmma_f32_16x16x16_f16 v[24:31], v[59:62], v[55:58], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[59:62], v[63:66], v[16:23]
	v_wmma_f32_16x16x16_f16 v[0:7], v[51:54], v[55:58], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[51:54], v[63:66], v[8:15]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[37:40], v80 offset1:1
	ds_load_2addr_b64 v[55:58], v80 offset0:4 offset1:5
	ds_load_2addr_b64 v[59:62], v82 offset1:1
	ds_load_2addr_b64 v[51:54], v81 offset1:1
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v45, s7, v96, v89
	v_cmp_gt_i64_e64 s0, s[20:21], v[75:76]
	v_cmp_gt_i64_e64 s1, s[22:23], v[75:76]
	v_cmp_gt_i64_e64 s2, s[24:25], v[75:76]
	v_cmp_gt_i64_e64 s3, s[26:27], v[75:76]
	v_cmp_gt_i64_e64 s4, s[28:29], v[75:76]
	s_wait_alu 0xfffe
	v_cmp_gt_i64_e64 s5, s[12:13], v[75:76]
	v_cmp_gt_i64_e64 s6, s[10:11], v[75:76]
	v_dual_mov_b32 v44, v36 :: v_dual_mov_b32 v43, v35
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v46, null, 0, v97, s7
	v_dual_mov_b32 v42, v34 :: v_dual_mov_b32 v41, v33
	v_cmp_gt_i64_e32 vcc_lo, s[18:19], v[75:76]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_110
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_111
.LBB0_77:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_112
.LBB0_78:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_113
.LBB0_79:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_114
.LBB0_80:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_115
.LBB0_81:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_116
.LBB0_82:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_84
.LBB0_83:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v44, v[45:46], off offset:14
.LBB0_84:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v49, s7, v94, v89
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v48, v36
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v50, null, 0, v95, s7
	v_dual_mov_b32 v47, v35 :: v_dual_mov_b32 v46, v34
	v_mov_b32_e32 v45, v33
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_117
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_118
.LBB0_86:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_119
.LBB0_87:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_120
.LBB0_88:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_121
.LBB0_89:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_122
.LBB0_90:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_123
.LBB0_91:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_93
.LBB0_92:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v48, v[49:50], off offset:14
.LBB0_93:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v49, s7, v92, v89
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v70, v36
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v50, null, 0, v93, s7
	v_dual_mov_b32 v69, v35 :: v_dual_mov_b32 v68, v34
	v_mov_b32_e32 v67, v33
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_124
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_125
.LBB0_95:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_126
.LBB0_96:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_127
.LBB0_97:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_128
.LBB0_98:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_129
.LBB0_99:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_130
.LBB0_100:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_102
.LBB0_101:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v70, v[49:50], off offset:14
.LBB0_102:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v49, s7, v90, v89
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v74, v36
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v50, null, 0, v91, s7
	v_dual_mov_b32 v73, v35 :: v_dual_mov_b32 v72, v34
	v_mov_b32_e32 v71, v33
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_131
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execnz .LBB0_132
.LBB0_104:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB0_133
.LBB0_105:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execnz .LBB0_134
.LBB0_106:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execnz .LBB0_135
.LBB0_107:
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, s1
	s_cbranch_execnz .LBB0_136
.LBB0_108:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB0_137
.LBB0_109:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_74
	s_branch .LBB0_138
.LBB0_110:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[45:46], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v44, v35 :: v_dual_mov_b32 v43, v34
	v_dual_mov_b32 v42, v33 :: v_dual_mov_b32 v41, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_77
.LBB0_111:
	global_load_d16_hi_b16 v41, v[45:46], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_78
.LBB0_112:
	global_load_d16_b16 v42, v[45:46], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_79
.LBB0_113:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v42, v[45:46], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_80
.LBB0_114:
	global_load_d16_b16 v43, v[45:46], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_81
.LBB0_115:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v43, v[45:46], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_82
.LBB0_116:
	global_load_d16_b16 v44, v[45:46], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_83
	s_branch .LBB0_84
.LBB0_117:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[49:50], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v48, v35 :: v_dual_mov_b32 v47, v34
	v_dual_mov_b32 v46, v33 :: v_dual_mov_b32 v45, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_86
.LBB0_118:
	global_load_d16_hi_b16 v45, v[49:50], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_87
.LBB0_119:
	global_load_d16_b16 v46, v[49:50], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_88
.LBB0_120:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v46, v[49:50], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_89
.LBB0_121:
	global_load_d16_b16 v47, v[49:50], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_90
.LBB0_122:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v47, v[49:50], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_91
.LBB0_123:
	global_load_d16_b16 v48, v[49:50], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_92
	s_branch .LBB0_93
.LBB0_124:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[49:50], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v70, v35 :: v_dual_mov_b32 v69, v34
	v_dual_mov_b32 v68, v33 :: v_dual_mov_b32 v67, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_95
.LBB0_125:
	global_load_d16_hi_b16 v67, v[49:50], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_96
.LBB0_126:
	global_load_d16_b16 v68, v[49:50], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_97
.LBB0_127:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v68, v[49:50], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_98
.LBB0_128:
	global_load_d16_b16 v69, v[49:50], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_99
.LBB0_129:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v69, v[49:50], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_100
.LBB0_130:
	global_load_d16_b16 v70, v[49:50], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_101
	s_branch .LBB0_102
.LBB0_131:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[49:50], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v74, v35 :: v_dual_mov_b32 v73, v34
	v_dual_mov_b32 v72, v33 :: v_dual_mov_b32 v71, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_104
.LBB0_132:
	global_load_d16_hi_b16 v71, v[49:50], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_105
.LBB0_133:
	global_load_d16_b16 v72, v[49:50], off offset:4
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_106
.LBB0_134:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v72, v[49:50], off offset:6
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_107
.LBB0_135:
	global_load_d16_b16 v73, v[49:50], off offset:8
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_108
.LBB0_136:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v73, v[49:50], off offset:10
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_109
.LBB0_137:
	global_load_d16_b16 v74, v[49:50], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_74
.LBB0_138:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v74, v[49:50], off offset:14
	s_branch .LBB0_74
.LBB0_139:
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[32:35], v80 offset1:1
	ds_load_2addr_b64 v[36:39], v87 offset1:1
	ds_load_2addr_b64 v[40:43], v80 offset0:144 offset1:145
	ds_load_2addr_b64 v[44:47], v88 offset1:1
	v_and_b32_e32 v48, 32, v77
	ds_load_2addr_b64 v[67:70], v80 offset0:4 offset1:5
	ds_load_2addr_b64 v[71:74], v82 offset1:1
	v_wmma_f32_16x16x16_f16 v[24:31], v[59:62], v[55:58], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[59:62], v[63:66], v[16:23]
	v_wmma_f32_16x16x16_f16 v[0:7], v[51:54], v[55:58], v[0:7]
	v_or3_b32 v48, s30, v48, v79
	ds_load_2addr_b64 v[55:58], v80 offset0:148 offset1:149
	ds_load_2addr_b64 v[59:62], v81 offset1:1
	v_or_b32_e32 v49, s31, v78
	v_wmma_f32_16x16x16_f16 v[8:15], v[51:54], v[63:66], v[8:15]
	v_lshlrev_b32_e32 v48, 11, v48
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[24:31], v[36:39], v[32:35], v[24:31]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[16:23], v[36:39], v[40:43], v[16:23]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[0:7], v[44:47], v[32:35], v[0:7]
	v_lshlrev_b32_e32 v32, 2, v49
	s_wait_kmcnt 0x0
	v_add_co_u32 v33, s0, s8, v48
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v34, null, s9, 0, s0
	v_wmma_f32_16x16x16_f16 v[8:15], v[44:47], v[40:43], v[8:15]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v32, vcc_lo, v33, v32
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[24:31], v[71:74], v[67:70], v[24:31]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v33, null, 0, v34, vcc_lo
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[16:23], v[71:74], v[55:58], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[59:62], v[67:70], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[59:62], v[55:58], v[8:15]
	s_clause 0x1f
	global_store_b32 v[32:33], v24, off
	global_store_b32 v[32:33], v25, off offset:2048
	global_store_b32 v[32:33], v26, off offset:4096
	global_store_b32 v[32:33], v27, off offset:6144
	global_store_b32 v[32:33], v16, off offset:64
	global_store_b32 v[32:33], v17, off offset:2112
	global_store_b32 v[32:33], v18, off offset:4160
	global_store_b32 v[32:33], v19, off offset:6208
	global_store_b32 v[32:33], v28, off offset:8192
	global_store_b32 v[32:33], v29, off offset:10240
	global_store_b32 v[32:33], v30, off offset:12288
	global_store_b32 v[32:33], v31, off offset:14336
	global_store_b32 v[32:33], v20, off offset:8256
	global_store_b32 v[32:33], v21, off offset:10304
	global_store_b32 v[32:33], v22, off offset:12352
	global_store_b32 v[32:33], v23, off offset:14400
	global_store_b32 v[32:33], v0, off offset:32768
	global_store_b32 v[32:33], v1, off offset:34816
	global_store_b32 v[32:33], v2, off offset:36864
	global_store_b32 v[32:33], v3, off offset:38912
	global_store_b32 v[32:33], v8, off offset:32832
	global_store_b32 v[32:33], v9, off offset:34880
	global_store_b32 v[32:33], v10, off offset:36928
	global_store_b32 v[32:33], v11, off offset:38976
	global_store_b32 v[32:33], v4, off offset:40960
	global_store_b32 v[32:33], v5, off offset:43008
	global_store_b32 v[32:33], v6, off offset:45056
	global_store_b32 v[32:33], v7, off offset:47104
	global_store_b32 v[32:33], v12, off offset:41024
	global_store_b32 v[32:33], v13, off offset:43072
	global_store_b32 v[32:33], v14, off offset:45120
	global_store_b32 v[32:33], v15, off offset:47168
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_140:
	v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v1
	v_mov_b32_e32 v2, v1
	global_load_d16_b16 v0, v[20:21], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v0
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_2
.LBB0_141:
	global_load_d16_hi_b16 v1, v[20:21], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_3
.LBB0_142:
	global_load_d16_b16 v2, v[20:21], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_4
.LBB0_143:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v2, v[20:21], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_5
.LBB0_144:
	global_load_d16_b16 v3, v[20:21], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_6
.LBB0_145:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v3, v[20:21], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_7
.LBB0_146:
	global_load_d16_b16 v4, v[20:21], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_8
	s_branch .LBB0_9
.LBB0_147:
	v_dual_mov_b32 v5, v6 :: v_dual_mov_b32 v8, v6
	v_mov_b32_e32 v7, v6
	global_load_d16_b16 v5, v[22:23], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v5
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_11
.LBB0_148:
	global_load_d16_hi_b16 v6, v[22:23], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_12
.LBB0_149:
	global_load_d16_b16 v7, v[22:23], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_13
.LBB0_150:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v7, v[22:23], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_14
.LBB0_151:
	global_load_d16_b16 v8, v[22:23], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_15
.LBB0_152:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v8, v[22:23], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_load_b64 s[14:15], s[0:1], 0x8
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_16
.LBB0_153:
	global_load_d16_b16 v9, v[22:23], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_17
	s_branch .LBB0_18
.LBB0_154:
	v_dual_mov_b32 v10, v11 :: v_dual_mov_b32 v13, v11
	v_mov_b32_e32 v12, v11
	global_load_d16_b16 v10, v[24:25], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v14, v13
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v11, v10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_20
.LBB0_155:
	global_load_d16_hi_b16 v11, v[24:25], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_21
.LBB0_156:
	global_load_d16_b16 v12, v[24:25], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_22
.LBB0_157:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v12, v[24:25], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_23
.LBB0_158:
	global_load_d16_b16 v13, v[24:25], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_24
.LBB0_159:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v13, v[24:25], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_25
.LBB0_160:
	global_load_d16_b16 v14, v[24:25], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_26
	s_branch .LBB0_27
.LBB0_161:
	v_dual_mov_b32 v15, v16 :: v_dual_mov_b32 v18, v16
	v_mov_b32_e32 v17, v16
	global_load_d16_b16 v15, v[26:27], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v19, v18
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v16, v15
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_29
.LBB0_162:
	global_load_d16_hi_b16 v16, v[26:27], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_30
.LBB0_163:
	global_load_d16_b16 v17, v[26:27], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_31
.LBB0_164:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v17, v[26:27], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_32
.LBB0_165:
	global_load_d16_b16 v18, v[26:27], off offset:8
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_33
.LBB0_166:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v18, v[26:27], off offset:10
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_34
.LBB0_167:
	global_load_d16_b16 v19, v[26:27], off offset:12
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execnz .LBB0_35
	s_branch .LBB0_36
.LBB0_168:
	v_dual_mov_b32 v31, v32 :: v_dual_mov_b32 v34, v32
	v_mov_b32_e32 v33, v32
	global_load_d16_b16 v31, v[20:21], off offset:64
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v34, v33
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v32, v31
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_38
.LBB0_169:
	global_load_d16_hi_b16 v32, v[20:21], off offset:66
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_39
.LBB0_170:
	global_load_d16_b16 v33, v[20:21], off offset:68
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_40
.LBB0_171:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v33, v[20:21], off offset:70
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_41
.LBB0_172:
	global_load_d16_b16 v34, v[20:21], off offset:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_42
.LBB0_173:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v34, v[20:21], off offset:74
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_43
.LBB0_174:
	global_load_d16_b16 v35, v[20:21], off offset:76
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_44
	s_branch .LBB0_45
.LBB0_175:
	v_dual_mov_b32 v36, v37 :: v_dual_mov_b32 v39, v37
	v_mov_b32_e32 v38, v37
	global_load_d16_b16 v36, v[22:23], off offset:64
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v40, v39
	v_mov_b32_e32 v39, v38
	v_mov_b32_e32 v38, v37
	v_mov_b32_e32 v37, v36
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_47
.LBB0_176:
	global_load_d16_hi_b16 v37, v[22:23], off offset:66
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_48
.LBB0_177:
	global_load_d16_b16 v38, v[22:23], off offset:68
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_49
.LBB0_178:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v38, v[22:23], off offset:70
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_50
.LBB0_179:
	global_load_d16_b16 v39, v[22:23], off offset:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_51
.LBB0_180:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v39, v[22:23], off offset:74
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_52
.LBB0_181:
	global_load_d16_b16 v40, v[22:23], off offset:76
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_53
	s_branch .LBB0_54
.LBB0_182:
	v_dual_mov_b32 v41, v42 :: v_dual_mov_b32 v44, v42
	v_mov_b32_e32 v43, v42
	global_load_d16_b16 v41, v[24:25], off offset:64
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v45, v44
	v_mov_b32_e32 v44, v43
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v41
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_56
.LBB0_183:
	global_load_d16_hi_b16 v42, v[24:25], off offset:66
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_57
.LBB0_184:
	global_load_d16_b16 v43, v[24:25], off offset:68
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_58
.LBB0_185:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v43, v[24:25], off offset:70
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_59
.LBB0_186:
	global_load_d16_b16 v44, v[24:25], off offset:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_60
.LBB0_187:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v44, v[24:25], off offset:74
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_61
.LBB0_188:
	global_load_d16_b16 v45, v[24:25], off offset:76
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_62
	s_branch .LBB0_63
.LBB0_189:
	v_dual_mov_b32 v46, v47 :: v_dual_mov_b32 v49, v47
	v_mov_b32_e32 v48, v47
	global_load_d16_b16 v46, v[26:27], off offset:64
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v50, v49
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v48, v47
	v_mov_b32_e32 v47, v46
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_65
.LBB0_190:
	global_load_d16_hi_b16 v47, v[26:27], off offset:66
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_66
.LBB0_191:
	global_load_d16_b16 v48, v[26:27], off offset:68
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_67
.LBB0_192:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v48, v[26:27], off offset:70
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_68
.LBB0_193:
	global_load_d16_b16 v49, v[26:27], off offset:72
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_69
.LBB0_194:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v49, v[26:27], off offset:74
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_70
.LBB0_195:
	global_load_d16_b16 v50, v[26:27], off offset:76
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execnz .LBB0_71
	s_branch .LBB0_72
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 9216
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 110
		.amdhsa_next_free_sgpr 32
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 59
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
	.size	gemm, .Lfunc_end0-gemm

	.set gemm.num_vgpr, 110
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 32
	.set gemm.num_named_barrier, 0
	.set gemm.private_seg_size, 0
	.set gemm.uses_vcc, 1
	.set gemm.uses_flat_scratch, 0
	.set gemm.has_dyn_sized_stack, 0
	.set gemm.has_recursion, 0
	.set gemm.has_indirect_call, 0
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .max_flat_workgroup_size: 128
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 2
      - 1
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     110
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
