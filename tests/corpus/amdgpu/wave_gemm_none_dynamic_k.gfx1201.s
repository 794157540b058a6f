; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1201 -mattr='+wavefrontsize32' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	s_load_b128 s[8:11], s[0:1], 0x10
	v_and_b32_e32 v51, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s28, ttmp9, 6
	s_lshl_b32 s29, ttmp7, 6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v1, 1, v51
	v_and_b32_e32 v53, 15, v51
	v_lshlrev_b32_e32 v54, 5, v0
	v_and_b32_e32 v52, 8, v1
	s_wait_kmcnt 0x0
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc0 .LBB0_70
	v_lshrrev_b32_e32 v4, 2, v51
	v_dual_mov_b32 v33, 0 :: v_dual_lshlrev_b32 v8, 1, v52
	v_lshlrev_b32_e32 v5, 4, v0
	v_lshlrev_b32_e32 v0, 3, v51
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b32_e32 v1, 5, v4
	v_or_b32_e32 v6, 16, v51
	v_mov_b32_e32 v16, v33
	v_add3_u32 v7, v5, s29, v4
	v_or_b32_e32 v3, v4, v5
	v_dual_mov_b32 v17, v33 :: v_dual_mov_b32 v18, v33
	v_sub_nc_u32_e32 v49, v0, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v19, v33 :: v_dual_add_nc_u32 v2, 32, v7
	v_mul_u32_u24_e32 v3, 36, v3
	s_load_b128 s[0:3], s[0:1], 0x0
	v_or_b32_e32 v55, v53, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[0:1], null, s10, v2, 0
	v_add_lshl_u32 v56, v3, v49, 1
	v_dual_mov_b32 v20, v33 :: v_dual_and_b32 v9, 47, v51
	v_dual_mov_b32 v21, v33 :: v_dual_lshlrev_b32 v58, 4, v51
	v_add3_u32 v10, v5, s28, v4
	v_mad_co_u64_u32 v[1:2], null, s11, v2, v[1:2]
	v_mad_co_u64_u32 v[2:3], null, s10, v7, 0
	v_mad_u32_u24 v60, 0x48, v6, v8
	v_mad_u32_u24 v57, 0x48, v55, v8
	v_mad_u32_u24 v59, 0x48, v9, v8
	v_dual_mov_b32 v23, v33 :: v_dual_and_b32 v8, 0x3c0, v58
	v_lshlrev_b64_e32 v[5:6], 1, v[0:1]
	v_mad_co_u64_u32 v[3:4], null, s11, v7, v[3:4]
	v_dual_mov_b32 v22, v33 :: v_dual_add_nc_u32 v9, 32, v10
	s_add_nc_u64 s[4:5], s[10:11], -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_co_u32 v5, vcc_lo, v5, v8
	v_mad_co_u64_u32 v[0:1], null, s10, v9, 0
	v_subrev_co_ci_u32_e64 v11, null, 0, v6, vcc_lo
	v_lshlrev_b64_e32 v[6:7], 1, v[2:3]
	v_mad_co_u64_u32 v[3:4], null, s10, v10, 0
	s_wait_kmcnt 0x0
	v_add_co_u32 v61, vcc_lo, s2, v5
	v_mad_co_u64_u32 v[1:2], null, s11, v9, v[1:2]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v62, null, s3, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_co_u64_u32 v[4:5], null, s11, v10, v[4:5]
	v_sub_co_u32 v2, vcc_lo, v6, v8
	v_lshlrev_b64_e32 v[0:1], 1, v[0:1]
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_u32 v63, vcc_lo, s2, v2
	v_lshlrev_b64_e32 v[2:3], 1, v[3:4]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v64, null, s3, v5, vcc_lo
	v_sub_co_u32 v0, vcc_lo, v0, v8
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_sub_co_u32 v2, vcc_lo, v2, v8
	s_wait_alu 0xfffd
	v_subrev_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_add_co_u32 v65, vcc_lo, s0, v0
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v66, null, s1, v1, vcc_lo
	v_add_co_u32 v67, vcc_lo, s0, v2
	v_ashrrev_i32_e32 v50, 31, v49
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v68, null, s1, v3, vcc_lo
	v_dual_mov_b32 v24, v33 :: v_dual_mov_b32 v25, v33
	v_dual_mov_b32 v26, v33 :: v_dual_mov_b32 v27, v33
	v_dual_mov_b32 v28, v33 :: v_dual_mov_b32 v29, v33
	v_dual_mov_b32 v30, v33 :: v_dual_mov_b32 v31, v33
	v_dual_mov_b32 v0, v33 :: v_dual_mov_b32 v1, v33
	v_dual_mov_b32 v2, v33 :: v_dual_mov_b32 v3, v33
	v_dual_mov_b32 v4, v33 :: v_dual_mov_b32 v5, v33
	v_dual_mov_b32 v6, v33 :: v_dual_mov_b32 v7, v33
	v_dual_mov_b32 v8, v33 :: v_dual_mov_b32 v9, v33
	v_dual_mov_b32 v10, v33 :: v_dual_mov_b32 v11, v33
	v_dual_mov_b32 v12, v33 :: v_dual_mov_b32 v13, v33
	v_dual_mov_b32 v14, v33 :: v_dual_mov_b32 v15, v33
	s_lshr_b64 s[0:1], s[4:5], 5
	s_mov_b32 s12, s10
	s_mov_b32 s13, s11
	s_mov_b32 s14, s10
	s_mov_b32 s15, s11
	s_mov_b32 s16, s10
	s_mov_b32 s17, s11
	s_mov_b32 s18, s10
	s_mov_b32 s19, s11
	s_mov_b32 s20, s10
	s_mov_b32 s21, s11
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_mov_b32 s24, s10
	s_mov_b32 s25, s11
	s_mov_b32 s26, s10
	s_mov_b32 s27, s11
	s_wait_alu 0xfffe
	s_add_nc_u64 s[10:11], s[0:1], 1
	s_branch .LBB0_3
.LBB0_2:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v32, 0x900, v56
	v_add_nc_u32_e32 v38, 0x1200, v59
	v_add_nc_u32_e32 v46, 0x1200, v60
	v_add_co_u32 v61, vcc_lo, v61, 64
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v32, v[34:35], v[36:37] offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[34:37], v57 offset1:1
	ds_load_2addr_b64 v[38:41], v38 offset1:1
	ds_load_2addr_b64 v[42:45], v57 offset0:144 offset1:145
	ds_load_2addr_b64 v[69:72], v46 offset1:1
	v_add_nc_u32_e32 v32, 0x1220, v59
	v_add_nc_u32_e32 v46, 0x1220, v60
	ds_load_2addr_b64 v[73:76], v57 offset0:4 offset1:5
	ds_load_2addr_b64 v[77:80], v32 offset1:1
	ds_load_2addr_b64 v[81:84], v57 offset0:148 offset1:149
	ds_load_2addr_b64 v[85:88], v46 offset1:1
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v62, null, 0, v62, vcc_lo
	v_add_co_u32 v63, vcc_lo, v63, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v64, null, 0, v64, vcc_lo
	v_add_co_u32 v65, vcc_lo, v65, 64
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v66, null, 0, v66, vcc_lo
	v_add_co_u32 v67, vcc_lo, v67, 64
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[16:23], v[38:41], v[34:37], v[16:23]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[24:31], v[38:41], v[42:45], v[24:31]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[0:7], v[69:72], v[34:37], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[69:72], v[42:45], v[8:15]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v68, null, 0, v68, vcc_lo
	v_add_co_u32 v49, vcc_lo, v49, 32
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[16:23], v[77:80], v[73:76], v[16:23]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[24:31], v[77:80], v[81:84], v[24:31]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[85:88], v[73:76], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[85:88], v[81:84], v[8:15]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v50, null, 0, v50, vcc_lo
	s_add_nc_u64 s[10:11], s[10:11], -1
	s_wait_alu 0xfffe
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc0 .LBB0_67
.LBB0_3:
	v_or_b32_e32 v36, 2, v49
	v_mov_b32_e32 v37, v50
	v_or_b32_e32 v34, 1, v49
	v_mov_b32_e32 v35, v50
	v_or_b32_e32 v38, 3, v49
	v_or_b32_e32 v40, 4, v49
	v_mov_b32_e32 v41, v50
	v_mov_b32_e32 v39, v50
	v_cmp_gt_i64_e64 s4, s[16:17], v[36:37]
	v_mov_b32_e32 v36, v33
	v_or_b32_e32 v42, 5, v49
	v_or_b32_e32 v44, 6, v49
	v_mov_b32_e32 v43, v50
	v_cmp_gt_i64_e64 s5, s[14:15], v[34:35]
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v45, v50
	v_mov_b32_e32 v47, v50
	v_cmp_gt_i64_e64 s2, s[20:21], v[40:41]
	v_cmp_gt_i64_e64 s3, s[18:19], v[38:39]
	v_add_co_u32 v41, s7, v67, v58
	v_mov_b32_e32 v40, v36
	v_cmp_gt_i64_e64 s1, s[22:23], v[42:43]
	v_cmp_gt_i64_e64 s6, s[12:13], v[49:50]
	v_mov_b32_e32 v38, v34
	v_cmp_gt_i64_e64 s0, s[24:25], v[44:45]
	v_or_b32_e32 v46, 7, v49
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v42, null, 0, v68, s7
	v_mov_b32_e32 v39, v35
	v_mov_b32_e32 v37, v33
	v_cmp_gt_i64_e32 vcc_lo, s[26:27], v[46:47]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_38
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_39
.LBB0_5:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_40
.LBB0_6:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_41
.LBB0_7:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_42
.LBB0_8:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_43
.LBB0_9:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_44
.LBB0_10:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_12
.LBB0_11:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v40, v[41:42], off offset:14
.LBB0_12:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v35, v33 :: v_dual_add_nc_u32 v32, 0x1200, v56
	v_mov_b32_e32 v34, v33
	v_add_co_u32 v45, s7, v65, v58
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v44, v36 :: v_dual_mov_b32 v43, v35
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v46, null, 0, v66, s7
	v_dual_mov_b32 v42, v34 :: v_dual_mov_b32 v41, v33
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v32, v[37:38], v[39:40] offset1:1
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_45
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_46
.LBB0_14:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_47
.LBB0_15:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_48
.LBB0_16:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_49
.LBB0_17:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_50
.LBB0_18:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_51
.LBB0_19:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_21
.LBB0_20:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v44, v[45:46], off offset:14
.LBB0_21:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v35, v33 :: v_dual_add_nc_u32 v32, 0x1b00, v56
	v_mov_b32_e32 v34, v33
	v_add_co_u32 v37, s7, v63, v58
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v48, v36 :: v_dual_mov_b32 v47, v35
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v38, null, 0, v64, s7
	v_dual_mov_b32 v46, v34 :: v_dual_mov_b32 v45, v33
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v32, v[41:42], v[43:44] offset1:1
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_52
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_53
.LBB0_23:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_54
.LBB0_24:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_55
.LBB0_25:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_56
.LBB0_26:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_57
.LBB0_27:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_58
.LBB0_28:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_30
.LBB0_29:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v48, v[37:38], off offset:14
.LBB0_30:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v36, v33
	v_dual_mov_b32 v34, v33 :: v_dual_mov_b32 v35, v33
	v_add_co_u32 v38, s7, v61, v58
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v37, v36
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v39, null, 0, v62, s7
	v_mov_b32_e32 v36, v35
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v34, v33
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v56, v[45:46], v[47:48] offset1:1
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_59
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execnz .LBB0_60
.LBB0_32:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB0_61
.LBB0_33:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execnz .LBB0_62
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execnz .LBB0_63
.LBB0_35:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, s1
	s_cbranch_execnz .LBB0_64
.LBB0_36:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB0_65
.LBB0_37:
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_66
.LBB0_38:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[41:42], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v40, v35 :: v_dual_mov_b32 v39, v34
	v_dual_mov_b32 v38, v33 :: v_dual_mov_b32 v37, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_5
.LBB0_39:
	global_load_d16_hi_b16 v37, v[41:42], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_6
.LBB0_40:
	global_load_d16_b16 v38, v[41:42], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_7
.LBB0_41:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v38, v[41:42], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_8
.LBB0_42:
	global_load_d16_b16 v39, v[41:42], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_9
.LBB0_43:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v39, v[41:42], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_10
.LBB0_44:
	global_load_d16_b16 v40, v[41:42], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_11
	s_branch .LBB0_12
.LBB0_45:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[45:46], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v44, v35 :: v_dual_mov_b32 v43, v34
	v_dual_mov_b32 v42, v33 :: v_dual_mov_b32 v41, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_14
.LBB0_46:
	global_load_d16_hi_b16 v41, v[45:46], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_15
.LBB0_47:
	global_load_d16_b16 v42, v[45:46], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_16
.LBB0_48:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v42, v[45:46], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_17
.LBB0_49:
	global_load_d16_b16 v43, v[45:46], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_18
.LBB0_50:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v43, v[45:46], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_19
.LBB0_51:
	global_load_d16_b16 v44, v[45:46], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_20
	s_branch .LBB0_21
.LBB0_52:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[37:38], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v48, v35 :: v_dual_mov_b32 v47, v34
	v_dual_mov_b32 v46, v33 :: v_dual_mov_b32 v45, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_23
.LBB0_53:
	global_load_d16_hi_b16 v45, v[37:38], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_24
.LBB0_54:
	global_load_d16_b16 v46, v[37:38], off offset:4
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_25
.LBB0_55:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v46, v[37:38], off offset:6
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_26
.LBB0_56:
	global_load_d16_b16 v47, v[37:38], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_27
.LBB0_57:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v47, v[37:38], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_28
.LBB0_58:
	global_load_d16_b16 v48, v[37:38], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_29
	s_branch .LBB0_30
.LBB0_59:
	v_dual_mov_b32 v32, v33 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v33
	global_load_d16_b16 v32, v[38:39], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v37, v35
	v_dual_mov_b32 v36, v34 :: v_dual_mov_b32 v35, v33
	v_mov_b32_e32 v34, v32
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_32
.LBB0_60:
	global_load_d16_hi_b16 v34, v[38:39], off offset:2
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_33
.LBB0_61:
	global_load_d16_b16 v35, v[38:39], off offset:4
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_34
.LBB0_62:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v35, v[38:39], off offset:6
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_35
.LBB0_63:
	global_load_d16_b16 v36, v[38:39], off offset:8
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_36
.LBB0_64:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v36, v[38:39], off offset:10
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_37
.LBB0_65:
	global_load_d16_b16 v37, v[38:39], off offset:12
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
.LBB0_66:
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v37, v[38:39], off offset:14
	s_branch .LBB0_2
.LBB0_67:
	s_branch .LBB0_69
.LBB0_68:
	v_mov_b32_e32 v8, 0
	v_or_b32_e32 v55, v54, v53
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v9, v8 :: v_dual_mov_b32 v10, v8
	v_dual_mov_b32 v11, v8 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v13, v8 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v15, v8 :: v_dual_mov_b32 v0, v8
	v_dual_mov_b32 v1, v8 :: v_dual_mov_b32 v2, v8
	v_dual_mov_b32 v3, v8 :: v_dual_mov_b32 v4, v8
	v_dual_mov_b32 v5, v8 :: v_dual_mov_b32 v6, v8
	v_dual_mov_b32 v7, v8 :: v_dual_mov_b32 v24, v8
	v_dual_mov_b32 v25, v8 :: v_dual_mov_b32 v26, v8
	v_dual_mov_b32 v27, v8 :: v_dual_mov_b32 v28, v8
	v_dual_mov_b32 v29, v8 :: v_dual_mov_b32 v30, v8
	v_dual_mov_b32 v31, v8 :: v_dual_mov_b32 v16, v8
	v_dual_mov_b32 v17, v8 :: v_dual_mov_b32 v18, v8
	v_dual_mov_b32 v19, v8 :: v_dual_mov_b32 v20, v8
	v_dual_mov_b32 v21, v8 :: v_dual_mov_b32 v22, v8
	v_mov_b32_e32 v23, v8
.LBB0_69:
	v_dual_mov_b32 v33, 0 :: v_dual_and_b32 v32, 32, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v34, s28, v32, v52
	v_or_b32_e32 v32, s29, v55
	v_lshlrev_b32_e32 v34, 11, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[32:33], 2, v[32:33]
	v_add_co_u32 v34, s0, s8, v34
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v35, null, s9, 0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v32, vcc_lo, v34, v32
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v33, null, v35, v33, vcc_lo
	s_clause 0x1f
	global_store_b32 v[32:33], v16, off
	global_store_b32 v[32:33], v17, off offset:2048
	global_store_b32 v[32:33], v18, off offset:4096
	global_store_b32 v[32:33], v19, off offset:6144
	global_store_b32 v[32:33], v24, off offset:64
	global_store_b32 v[32:33], v25, off offset:2112
	global_store_b32 v[32:33], v26, off offset:4160
	global_store_b32 v[32:33], v27, off offset:6208
	global_store_b32 v[32:33], v20, off offset:8192
	global_store_b32 v[32:33], v21, off offset:10240
	global_store_b32 v[32:33], v22, off offset:12288
	global_store_b32 v[32:33], v23, off offset:14336
	global_store_b32 v[32:33], v28, off offset:8256
	global_store_b32 v[32:33], v29, off offset:10304
	global_store_b32 v[32:33], v30, off offset:12352
	global_store_b32 v[32:33], v31, off offset:14400
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
	s_endpgm
.LBB0_70:
	s_cbranch_execnz .LBB0_68
	s_branch .LBB0_69
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
		.amdhsa_next_free_vgpr 89
		.amdhsa_next_free_sgpr 30
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 28
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

	.set gemm.num_vgpr, 89
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 30
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
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     89
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
