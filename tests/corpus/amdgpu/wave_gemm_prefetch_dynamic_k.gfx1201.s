; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1201 -mattr='+wavefrontsize32' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	v_bfe_u32 v23, v0, 10, 10
	s_clause 0x1
	s_load_b64 s[12:13], s[0:1], 0x18
	s_load_b64 s[26:27], s[0:1], 0x0
	s_lshl_b32 s30, ttmp9, 6
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v34, 4, v23
	v_and_b32_e32 v89, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v32, 2, v89
	v_lshlrev_b32_e32 v0, 3, v89
	v_or_b32_e32 v24, v32, v34
	v_lshlrev_b32_e32 v2, 5, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v7, s30, v24
	v_sub_nc_u32_e32 v85, v0, v2
	v_mov_b32_e32 v2, v1
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[3:4], null, s12, v7, 0
	v_ashrrev_i32_e32 v86, 31, v85
	v_or_b32_e32 v10, 6, v85
	v_or_b32_e32 v12, 3, v85
	v_or_b32_e32 v14, 2, v85
	v_or_b32_e32 v16, 1, v85
	v_or_b32_e32 v21, 4, v85
	v_mad_co_u64_u32 v[4:5], null, s13, v7, v[4:5]
	v_or_b32_e32 v25, 5, v85
	v_lshlrev_b64_e32 v[19:20], 1, v[85:86]
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64_e32 v[3:4], 1, v[3:4]
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v26, 31, v25
	v_or_b32_e32 v8, 7, v85
	v_cmp_gt_i64_e64 s8, s[12:13], v[85:86]
	v_cmp_gt_i64_e64 s4, s[12:13], v[21:22]
	v_add_co_u32 v0, s7, s26, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s27, v4, s7
	v_cmp_gt_i64_e64 s2, s[12:13], v[10:11]
	v_add_co_u32 v5, s9, v0, v19
	v_cmp_gt_i64_e64 s3, s[12:13], v[25:26]
	v_cmp_gt_i64_e64 s5, s[12:13], v[12:13]
	v_cmp_gt_i64_e64 s6, s[12:13], v[14:15]
	v_cmp_gt_i64_e64 s7, s[12:13], v[16:17]
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_ci_u32_e64 v6, null, v3, v20, s9
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v4, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i64_e32 vcc_lo, s[12:13], v[8:9]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_105
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_106
.LBB0_2:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_107
.LBB0_3:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_108
.LBB0_4:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_109
.LBB0_5:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_110
.LBB0_6:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_111
.LBB0_7:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_9
.LBB0_8:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v4, v[5:6], off offset:14
.LBB0_9:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v0, 32, v7
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[7:8], null, s12, v0, 0
	v_mad_co_u64_u32 v[8:9], null, s13, v0, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[8:9], 1, v[7:8]
	v_mov_b32_e32 v7, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, s9, s26, v8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v5, null, s27, v9, s9
	v_mov_b32_e32 v8, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v10, s9, v0, v19
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v11, null, v5, v20, s9
	v_mov_b32_e32 v9, v6
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_112
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_113
.LBB0_11:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_114
.LBB0_12:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_115
.LBB0_13:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_116
.LBB0_14:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_117
.LBB0_15:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_load_b64 s[28:29], s[0:1], 0x8
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_118
.LBB0_16:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_18
.LBB0_17:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v9, v[10:11], off offset:14
.LBB0_18:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_lshl_b32 s31, ttmp7, 6
	v_mov_b32_e32 v11, 0
	s_wait_alu 0xfffe
	v_or_b32_e32 v0, s31, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[12:13], null, s12, v0, 0
	v_mad_co_u64_u32 v[13:14], null, s13, v0, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[13:14], 1, v[12:13]
	v_mov_b32_e32 v12, v11
	s_wait_kmcnt 0x0
	v_add_co_u32 v5, s9, s28, v13
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, s29, v14, s9
	v_mov_b32_e32 v13, v11
	v_add_co_u32 v15, s9, v5, v19
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, v10, v20, s9
	v_mov_b32_e32 v14, v11
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_119
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB0_120
.LBB0_20:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_121
.LBB0_21:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_122
.LBB0_22:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB0_123
.LBB0_23:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB0_124
.LBB0_24:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB0_125
.LBB0_25:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_27
.LBB0_26:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v14, v[15:16], off offset:14
.LBB0_27:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v0, 32, v0
	v_mov_b32_e32 v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_co_u64_u32 v[25:26], null, s12, v0, 0
	v_dual_mov_b32 v17, v16 :: v_dual_mov_b32 v18, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[26:27], null, s13, v0, v[26:27]
	v_lshlrev_b64_e32 v[21:22], 1, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s9, s28, v21
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v5, null, s29, v22, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v21, s9, v0, v19
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v22, null, v5, v20, s9
	v_mov_b32_e32 v19, v16
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB0_126
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s7
	s_cbranch_execnz .LBB0_127
.LBB0_29:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_128
.LBB0_30:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execnz .LBB0_129
.LBB0_31:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB0_130
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execnz .LBB0_131
.LBB0_33:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execnz .LBB0_132
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_36
.LBB0_35:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v19, v[21:22], off offset:14
.LBB0_36:
	s_or_b32 exec_lo, exec_lo, s2
	v_mul_u32_u24_e32 v0, 36, v24
	s_add_nc_u64 s[2:3], s[12:13], -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_lshr_b64 s[2:3], s[2:3], 5
	s_cmp_lg_u64 s[12:13], 0
	v_add_lshl_u32 v97, v0, v85, 1
	v_lshlrev_b32_e32 v0, 5, v23
	s_cselect_b32 s11, s3, -1
	s_cselect_b32 s10, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_gt_i64_e64 s2, s[10:11], 0
	v_add_nc_u32_e32 v98, 0x1200, v97
	v_add_nc_u32_e32 v99, 0x1b00, v97
	v_add_nc_u32_e32 v100, 0x900, v97
	v_and_or_b32 v90, v89, 15, v0
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v98, v[1:2], v[3:4] offset1:1
	ds_store_2addr_b64 v97, v[11:12], v[13:14] offset1:1
	ds_store_2addr_b64 v99, v[6:7], v[8:9] offset1:1
	ds_store_2addr_b64 v100, v[16:17], v[18:19] offset1:1
	v_and_b32_e32 v2, 47, v89
	v_or_b32_e32 v1, 16, v89
	v_lshrrev_b32_e32 v0, 1, v89
	s_and_b32 vcc_lo, exec_lo, s2
	s_mov_b32 s2, -1
	v_mul_u32_u24_e32 v95, 36, v2
	v_mul_u32_u24_e32 v96, 36, v1
	s_cbranch_vccnz .LBB0_38
	v_or_b32_e32 v3, 16, v90
	v_mul_u32_u24_e32 v35, 36, v2
	v_mul_u32_u24_e32 v33, 36, v1
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_u32_u24_e32 v94, 36, v3
.LBB0_38:
	s_load_b64 s[8:9], s[0:1], 0x10
	v_mov_b32_e32 v7, 0
	v_and_b32_e32 v91, 8, v0
	v_mul_u32_u24_e32 v92, 36, v90
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v6, v7 :: v_dual_lshlrev_b32 v93, 1, v91
	v_dual_mov_b32 v4, v7 :: v_dual_mov_b32 v5, v7
	v_dual_mov_b32 v2, v7 :: v_dual_mov_b32 v3, v7
	v_dual_mov_b32 v0, v7 :: v_dual_mov_b32 v1, v7
	v_dual_mov_b32 v14, v7 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v12, v7 :: v_dual_mov_b32 v13, v7
	v_dual_mov_b32 v10, v7 :: v_dual_mov_b32 v11, v7
	v_dual_mov_b32 v8, v7 :: v_dual_mov_b32 v9, v7
	v_dual_mov_b32 v22, v7 :: v_dual_mov_b32 v23, v7
	v_dual_mov_b32 v20, v7 :: v_dual_mov_b32 v21, v7
	v_dual_mov_b32 v18, v7 :: v_dual_mov_b32 v19, v7
	v_dual_mov_b32 v16, v7 :: v_dual_mov_b32 v17, v7
	v_dual_mov_b32 v30, v7 :: v_dual_mov_b32 v31, v7
	v_dual_mov_b32 v28, v7 :: v_dual_mov_b32 v29, v7
	v_dual_mov_b32 v26, v7 :: v_dual_mov_b32 v27, v7
	v_dual_mov_b32 v24, v7 :: v_dual_mov_b32 v25, v7
	s_cbranch_vccnz .LBB0_134
	v_add3_u32 v4, v34, s31, v32
	s_mov_b32 s1, 0
	s_mov_b32 s0, s12
	s_mov_b32 s2, s1
	s_mov_b32 s3, s13
	v_dual_mov_b32 v33, 0 :: v_dual_add_nc_u32 v2, 32, v4
	s_add_nc_u64 s[2:3], s[2:3], s[0:1]
	v_lshlrev_b32_e32 v102, 4, v89
	v_add3_u32 v7, v34, s30, v32
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_co_u64_u32 v[0:1], null, s2, v2, 0
	s_movk_i32 s4, 0xffd9
	v_and_b32_e32 v10, 0x3c0, v102
	s_mov_b32 s5, -1
	v_lshl_add_u32 v8, v95, 1, v93
	v_lshl_add_u32 v9, v96, 1, v93
	s_movk_i32 s6, 0xffda
	v_mad_co_u64_u32 v[1:2], null, s3, v2, v[1:2]
	s_add_nc_u64 s[14:15], s[12:13], s[4:5]
	s_movk_i32 s4, 0xffdb
	s_movk_i32 s0, 0xffdd
	s_mov_b32 s7, -1
	s_mov_b32 s5, -1
	s_mov_b32 s1, -1
	v_lshlrev_b64_e32 v[2:3], 1, v[0:1]
	v_mad_co_u64_u32 v[0:1], null, s2, v4, 0
	s_wait_alu 0xfffe
	s_add_nc_u64 s[16:17], s[12:13], s[6:7]
	s_movk_i32 s6, 0xffdc
	s_add_nc_u64 s[18:19], s[12:13], s[4:5]
	v_sub_co_u32 v5, vcc_lo, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_mad_co_u64_u32 v[1:2], null, s3, v4, v[1:2]
	v_add_nc_u32_e32 v4, 32, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_u32 v5, vcc_lo, s28, v5
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v6, null, s29, v3, vcc_lo
	v_mad_co_u64_u32 v[2:3], null, s2, v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v103, vcc_lo, v5, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v104, null, 0, v6, vcc_lo
	v_mad_co_u64_u32 v[5:6], null, s2, v7, 0
	v_lshlrev_b64_e32 v[0:1], 1, v[0:1]
	v_mad_co_u64_u32 v[3:4], null, s3, v4, v[3:4]
	s_movk_i32 s4, 0xffde
	s_add_nc_u64 s[22:23], s[12:13], s[0:1]
	s_movk_i32 s0, 0xffdf
	v_sub_co_u32 v0, vcc_lo, v0, v10
	v_mad_co_u64_u32 v[6:7], null, s3, v7, v[6:7]
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, s28, v0
	v_lshl_add_u32 v101, v92, 1, v93
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v7, null, s29, v1, vcc_lo
	v_lshlrev_b64_e32 v[0:1], 1, v[2:3]
	v_lshlrev_b64_e32 v[2:3], 1, v[5:6]
	v_add_co_u32 v105, vcc_lo, v4, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v106, null, 0, v7, vcc_lo
	v_mov_b32_e32 v5, v33
	v_sub_co_u32 v0, vcc_lo, v0, v10
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_sub_co_u32 v2, vcc_lo, v2, v10
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, s26, v0
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v1, null, s27, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s26, v2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v3, null, s27, v3, vcc_lo
	v_add_co_u32 v107, vcc_lo, v0, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v108, null, 0, v1, vcc_lo
	v_add_co_u32 v109, vcc_lo, v2, 64
	v_add_nc_u32_e32 v94, 0x240, v92
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v110, null, 0, v3, vcc_lo
	v_dual_mov_b32 v0, v33 :: v_dual_add_nc_u32 v111, 0x1200, v8
	v_add_nc_u32_e32 v112, 0x1220, v8
	v_dual_mov_b32 v2, v33 :: v_dual_add_nc_u32 v113, 0x1200, v9
	v_dual_mov_b32 v11, v33 :: v_dual_add_nc_u32 v114, 0x1220, v9
	v_mov_b32_e32 v1, v33
	v_dual_mov_b32 v3, v33 :: v_dual_mov_b32 v4, v33
	v_dual_mov_b32 v13, v33 :: v_dual_mov_b32 v6, v33
	v_mov_b32_e32 v15, v33
	v_dual_mov_b32 v7, v33 :: v_dual_mov_b32 v8, v33
	v_mov_b32_e32 v17, v33
	v_dual_mov_b32 v9, v33 :: v_dual_mov_b32 v10, v33
	v_dual_mov_b32 v19, v33 :: v_dual_mov_b32 v12, v33
	v_dual_mov_b32 v21, v33 :: v_dual_mov_b32 v14, v33
	v_dual_mov_b32 v23, v33 :: v_dual_mov_b32 v16, v33
	v_dual_mov_b32 v25, v33 :: v_dual_mov_b32 v18, v33
	v_dual_mov_b32 v27, v33 :: v_dual_mov_b32 v20, v33
	v_dual_mov_b32 v29, v33 :: v_dual_mov_b32 v22, v33
	v_dual_mov_b32 v31, v33 :: v_dual_mov_b32 v24, v33
	v_mov_b32_e32 v26, v33
	v_mov_b32_e32 v28, v33
	v_mov_b32_e32 v30, v33
	s_movk_i32 s2, 0xffe0
	s_mov_b32 s7, -1
	s_mov_b32 s5, -1
	s_mov_b32 s1, -1
	s_mov_b32 s3, -1
	s_wait_alu 0xfffe
	s_add_nc_u64 s[20:21], s[12:13], s[6:7]
	s_add_nc_u64 s[24:25], s[12:13], s[4:5]
	s_add_nc_u64 s[26:27], s[12:13], s[0:1]
	s_add_nc_u64 s[12:13], s[12:13], s[2:3]
	s_branch .LBB0_41
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v103, vcc_lo, v103, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v104, null, 0, v104, vcc_lo
	v_add_co_u32 v105, vcc_lo, v105, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v106, null, 0, v106, vcc_lo
	v_add_co_u32 v107, vcc_lo, v107, 64
	v_wmma_f32_16x16x16_f16 v[0:7], v[69:72], v[61:64], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[69:72], v[49:52], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[65:68], v[61:64], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[65:68], v[49:52], v[24:31]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v108, null, 0, v108, vcc_lo
	v_add_co_u32 v109, vcc_lo, v109, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v110, null, 0, v110, vcc_lo
	v_add_co_u32 v85, vcc_lo, v85, 32
	v_wmma_f32_16x16x16_f16 v[0:7], v[57:60], v[41:44], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[57:60], v[45:48], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[53:56], v[41:44], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[53:56], v[45:48], v[24:31]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v86, null, 0, v86, vcc_lo
	s_add_nc_u64 s[10:11], s[10:11], -1
	s_barrier_wait -1
	s_wait_alu 0xfffe
	s_cmp_lg_u64 s[10:11], 0
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v98, v[37:38], v[39:40] offset1:1
	ds_store_2addr_b64 v97, v[77:78], v[79:80] offset1:1
	ds_store_2addr_b64 v99, v[73:74], v[75:76] offset1:1
	ds_store_2addr_b64 v100, v[81:82], v[83:84] offset1:1
	s_cbranch_scc0 .LBB0_133
.LBB0_41:
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[61:64], v101 offset1:1
	ds_load_2addr_b64 v[41:44], v101 offset0:4 offset1:5
	ds_load_2addr_b64 v[49:52], v101 offset0:144 offset1:145
	ds_load_2addr_b64 v[45:48], v101 offset0:148 offset1:149
	ds_load_2addr_b64 v[69:72], v111 offset1:1
	ds_load_2addr_b64 v[57:60], v112 offset1:1
	ds_load_2addr_b64 v[65:68], v113 offset1:1
	ds_load_2addr_b64 v[53:56], v114 offset1:1
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v73, s7, v109, v102
	v_cmp_gt_i64_e64 s0, s[16:17], v[85:86]
	v_cmp_gt_i64_e64 s1, s[18:19], v[85:86]
	v_cmp_gt_i64_e64 s2, s[20:21], v[85:86]
	v_cmp_gt_i64_e64 s3, s[22:23], v[85:86]
	v_cmp_gt_i64_e64 s4, s[24:25], v[85:86]
	s_wait_alu 0xfffe
	v_cmp_gt_i64_e64 s5, s[26:27], v[85:86]
	v_cmp_gt_i64_e64 s6, s[12:13], v[85:86]
	v_dual_mov_b32 v40, v36 :: v_dual_mov_b32 v39, v35
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v74, null, 0, v110, s7
	v_dual_mov_b32 v38, v34 :: v_dual_mov_b32 v37, v33
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[85:86]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_76
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_77
.LBB0_43:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_78
.LBB0_44:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_79
.LBB0_45:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_80
.LBB0_46:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_81
.LBB0_47:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_82
.LBB0_48:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_50
.LBB0_49:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v40, v[73:74], off offset:14
.LBB0_50:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v77, s7, v107, v102
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v76, v36
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v78, null, 0, v108, s7
	v_dual_mov_b32 v75, v35 :: v_dual_mov_b32 v74, v34
	v_mov_b32_e32 v73, v33
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_83
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_84
.LBB0_52:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_85
.LBB0_53:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_86
.LBB0_54:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_87
.LBB0_55:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_88
.LBB0_56:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_89
.LBB0_57:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_59
.LBB0_58:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v76, v[77:78], off offset:14
.LBB0_59:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v81, s7, v105, v102
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v80, v36
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v82, null, 0, v106, s7
	v_dual_mov_b32 v79, v35 :: v_dual_mov_b32 v78, v34
	v_mov_b32_e32 v77, v33
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_90
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_91
.LBB0_61:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_92
.LBB0_62:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_93
.LBB0_63:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_94
.LBB0_64:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_95
.LBB0_65:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_96
.LBB0_66:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_68
.LBB0_67:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v80, v[81:82], off offset:14
.LBB0_68:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v87, s7, v103, v102
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v84, v36
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v88, null, 0, v104, s7
	v_dual_mov_b32 v83, v35 :: v_dual_mov_b32 v82, v34
	v_mov_b32_e32 v81, v33
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_97
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execnz .LBB0_98
.LBB0_70:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB0_99
.LBB0_71:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execnz .LBB0_100
.LBB0_72:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execnz .LBB0_101
.LBB0_73:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, s1
	s_cbranch_execnz .LBB0_102
.LBB0_74:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB0_103
.LBB0_75:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_40
	s_branch .LBB0_104
.LBB0_76:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[73:74], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v40, v35 :: v_dual_mov_b32 v39, v34
	v_dual_mov_b32 v38, v33 :: v_dual_mov_b32 v37, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_43
.LBB0_77:
	global_load_d16_hi_b16 v37, v[73:74], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_44
.LBB0_78:
	global_load_d16_b16 v38, v[73:74], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_45
.LBB0_79:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v38, v[73:74], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_46
.LBB0_80:
	global_load_d16_b16 v39, v[73:74], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_47
.LBB0_81:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v39, v[73:74], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_48
.LBB0_82:
	global_load_d16_b16 v40, v[73:74], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_49
	s_branch .LBB0_50
.LBB0_83:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[77:78], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v76, v35 :: v_dual_mov_b32 v75, v34
	v_dual_mov_b32 v74, v33 :: v_dual_mov_b32 v73, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_52
.LBB0_84:
	global_load_d16_hi_b16 v73, v[77:78], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_53
.LBB0_85:
	global_load_d16_b16 v74, v[77:78], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_54
.LBB0_86:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v74, v[77:78], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_55
.LBB0_87:
	global_load_d16_b16 v75, v[77:78], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_56
.LBB0_88:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v75, v[77:78], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_57
.LBB0_89:
	global_load_d16_b16 v76, v[77:78], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_58
	s_branch .LBB0_59
.LBB0_90:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[81:82], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v80, v35 :: v_dual_mov_b32 v79, v34
	v_dual_mov_b32 v78, v33 :: v_dual_mov_b32 v77, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_61
.LBB0_91:
	global_load_d16_hi_b16 v77, v[81:82], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_62
.LBB0_92:
	global_load_d16_b16 v78, v[81:82], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_63
.LBB0_93:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v78, v[81:82], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_64
.LBB0_94:
	global_load_d16_b16 v79, v[81:82], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_65
.LBB0_95:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v79, v[81:82], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_66
.LBB0_96:
	global_load_d16_b16 v80, v[81:82], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_67
	s_branch .LBB0_68
.LBB0_97:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[87:88], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v84, v35 :: v_dual_mov_b32 v83, v34
	v_dual_mov_b32 v82, v33 :: v_dual_mov_b32 v81, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_70
.LBB0_98:
	global_load_d16_hi_b16 v81, v[87:88], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_71
.LBB0_99:
	global_load_d16_b16 v82, v[87:88], off offset:4
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_72
.LBB0_100:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v82, v[87:88], off offset:6
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_73
.LBB0_101:
	global_load_d16_b16 v83, v[87:88], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_74
.LBB0_102:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v83, v[87:88], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_75
.LBB0_103:
	global_load_d16_b16 v84, v[87:88], off offset:12
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_40
.LBB0_104:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v84, v[87:88], off offset:14
	s_branch .LBB0_40
.LBB0_105:
	v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v1
	v_mov_b32_e32 v2, v1
	global_load_d16_b16 v0, v[5:6], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v0
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_2
.LBB0_106:
	global_load_d16_hi_b16 v1, v[5:6], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_3
.LBB0_107:
	global_load_d16_b16 v2, v[5:6], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_4
.LBB0_108:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v2, v[5:6], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_5
.LBB0_109:
	global_load_d16_b16 v3, v[5:6], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_6
.LBB0_110:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v3, v[5:6], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_7
.LBB0_111:
	global_load_d16_b16 v4, v[5:6], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_8
	s_branch .LBB0_9
.LBB0_112:
	v_dual_mov_b32 v5, v6 :: v_dual_mov_b32 v8, v6
	v_mov_b32_e32 v7, v6
	global_load_d16_b16 v5, v[10:11], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v5
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_11
.LBB0_113:
	global_load_d16_hi_b16 v6, v[10:11], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_12
.LBB0_114:
	global_load_d16_b16 v7, v[10:11], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_13
.LBB0_115:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v7, v[10:11], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_14
.LBB0_116:
	global_load_d16_b16 v8, v[10:11], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_15
.LBB0_117:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v8, v[10:11], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_load_b64 s[28:29], s[0:1], 0x8
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_16
.LBB0_118:
	global_load_d16_b16 v9, v[10:11], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_17
	s_branch .LBB0_18
.LBB0_119:
	v_dual_mov_b32 v10, v11 :: v_dual_mov_b32 v13, v11
	v_mov_b32_e32 v12, v11
	global_load_d16_b16 v10, v[15:16], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v14, v13
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v11, v10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_20
.LBB0_120:
	global_load_d16_hi_b16 v11, v[15:16], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_21
.LBB0_121:
	global_load_d16_b16 v12, v[15:16], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_22
.LBB0_122:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v12, v[15:16], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB0_23
.LBB0_123:
	global_load_d16_b16 v13, v[15:16], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB0_24
.LBB0_124:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v13, v[15:16], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_25
.LBB0_125:
	global_load_d16_b16 v14, v[15:16], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_26
	s_branch .LBB0_27
.LBB0_126:
	v_dual_mov_b32 v15, v16 :: v_dual_mov_b32 v18, v16
	v_mov_b32_e32 v17, v16
	global_load_d16_b16 v15, v[21:22], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v19, v18
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v16, v15
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_29
.LBB0_127:
	global_load_d16_hi_b16 v16, v[21:22], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_30
.LBB0_128:
	global_load_d16_b16 v17, v[21:22], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_31
.LBB0_129:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v17, v[21:22], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_32
.LBB0_130:
	global_load_d16_b16 v18, v[21:22], off offset:8
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_33
.LBB0_131:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v18, v[21:22], off offset:10
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_34
.LBB0_132:
	global_load_d16_b16 v19, v[21:22], off offset:12
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execnz .LBB0_35
	s_branch .LBB0_36
.LBB0_133:
	v_mov_b32_e32 v35, v95
	v_mov_b32_e32 v33, v96
.LBB0_134:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v48, v35, 1, v93
	v_lshl_add_u32 v53, v33, 1, v93
	v_lshl_add_u32 v49, v92, 1, v93
	v_lshl_add_u32 v56, v94, 1, v93
	v_and_b32_e32 v52, 32, v89
	v_add_nc_u32_e32 v36, 0x1200, v48
	v_add_nc_u32_e32 v44, 0x1200, v53
	v_add_nc_u32_e32 v54, 0x1220, v48
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[32:35], v49 offset1:1
	ds_load_2addr_b64 v[36:39], v36 offset1:1
	ds_load_2addr_b64 v[40:43], v56 offset1:1
	ds_load_2addr_b64 v[44:47], v44 offset1:1
	ds_load_2addr_b64 v[48:51], v49 offset0:4 offset1:5
	v_add_nc_u32_e32 v60, 0x1220, v53
	v_or3_b32 v64, s30, v52, v91
	ds_load_2addr_b64 v[52:55], v54 offset1:1
	ds_load_2addr_b64 v[56:59], v56 offset0:4 offset1:5
	ds_load_2addr_b64 v[60:63], v60 offset1:1
	v_or_b32_e32 v65, s31, v90
	v_lshlrev_b32_e32 v64, 11, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v65, 2, v65
	s_wait_kmcnt 0x0
	v_add_co_u32 v64, s0, s8, v64
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v66, null, s9, 0, s0
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[0:7], v[36:39], v[32:35], v[0:7]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[8:15], v[36:39], v[40:43], v[8:15]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[16:23], v[44:47], v[32:35], v[16:23]
	v_add_co_u32 v32, vcc_lo, v64, v65
	v_wmma_f32_16x16x16_f16 v[24:31], v[44:47], v[40:43], v[24:31]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v33, null, 0, v66, vcc_lo
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[0:7], v[52:55], v[48:51], v[0:7]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[8:15], v[52:55], v[56:59], v[8:15]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[16:23], v[60:63], v[48:51], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[60:63], v[56:59], v[24:31]
	s_clause 0x1f
	global_store_b32 v[32:33], v0, off
	global_store_b32 v[32:33], v1, off offset:2048
	global_store_b32 v[32:33], v2, off offset:4096
	global_store_b32 v[32:33], v3, off offset:6144
	global_store_b32 v[32:33], v8, off offset:64
	global_store_b32 v[32:33], v9, off offset:2112
	global_store_b32 v[32:33], v10, off offset:4160
	global_store_b32 v[32:33], v11, off offset:6208
	global_store_b32 v[32:33], v4, off offset:8192
	global_store_b32 v[32:33], v5, off offset:10240
	global_store_b32 v[32:33], v6, off offset:12288
	global_store_b32 v[32:33], v7, off offset:14336
	global_store_b32 v[32:33], v12, off offset:8256
	global_store_b32 v[32:33], v13, off offset:10304
	global_store_b32 v[32:33], v14, off offset:12352
	global_store_b32 v[32:33], v15, off offset:14400
	global_store_b32 v[32:33], v16, off offset:32768
	global_store_b32 v[32:33], v17, off offset:34816
	global_store_b32 v[32:33], v18, off offset:36864
	global_store_b32 v[32:33], v19, off offset:38912
	global_store_b32 v[32:33], v24, off offset:32832
	global_store_b32 v[32:33], v25, off offset:34880
	global_store_b32 v[32:33], v26, off offset:36928
	global_store_b32 v[32:33], v27, off offset:38976
	global_store_b32 v[32:33], v20, off offset:40960
	global_store_b32 v[32:33], v21, off offset:43008
	global_store_b32 v[32:33], v22, off offset:45056
	global_store_b32 v[32:33], v23, off offset:47104
	global_store_b32 v[32:33], v28, off offset:41024
	global_store_b32 v[32:33], v29, off offset:43072
	global_store_b32 v[32:33], v30, off offset:45120
	global_store_b32 v[32:33], v31, off offset:47168
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
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
		.amdhsa_next_free_vgpr 115
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
		.amdhsa_inst_pref_size 47
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

	.set gemm.num_vgpr, 115
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
    .vgpr_count:     115
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
