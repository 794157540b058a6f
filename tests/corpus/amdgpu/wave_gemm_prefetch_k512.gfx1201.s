; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1201 -mattr='+wavefrontsize32' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	v_and_b32_e32 v36, 0x3ff, v0
	v_bfe_u32 v22, v0, 10, 10
	s_load_b128 s[4:7], s[0:1], 0x0
	s_lshl_b32 s8, ttmp9, 6
	s_lshl_b32 s9, ttmp7, 6
	v_lshrrev_b32_e32 v0, 2, v36
	v_lshlrev_b32_e32 v1, 3, v36
	s_load_b64 s[0:1], s[0:1], 0x10
	v_lshlrev_b32_e32 v37, 5, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v42, 5, v0
	v_lshl_or_b32 v39, v22, 4, v0
	v_sub_nc_u32_e32 v40, v1, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_or_b32_e32 v0, s8, v39
	v_or_b32_e32 v1, s9, v39
	v_mul_u32_u24_e32 v39, 36, v39
	v_ashrrev_i32_e32 v41, 31, v40
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b32_e32 v54, 10, v0
	v_lshlrev_b32_e32 v55, 10, v1
	v_add_nc_u32_e32 v48, 64, v40
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 1, v[40:41]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, s2, s4, v54
	v_add_co_ci_u32_e64 v3, null, s5, 0, s2
	v_add_co_u32 v4, s2, s6, v55
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v5, null, s7, 0, s2
	v_add_co_u32 v32, vcc_lo, v2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, v3, v1, vcc_lo
	v_add_co_u32 v34, vcc_lo, v4, v0
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v35, null, v5, v1, vcc_lo
	global_load_b128 v[56:59], v[32:33], off
	global_load_b128 v[60:63], v[34:35], off
	global_load_b128 v[64:67], v[32:33], off offset:32768
	global_load_b128 v[68:71], v[34:35], off offset:32768
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[2:3], 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v1, v0 :: v_dual_mov_b32 v20, v0
	v_lshrrev_b32_e32 v38, 1, v36
	v_and_or_b32 v37, v36, 15, v37
	v_or_b32_e32 v43, 16, v36
	v_mov_b32_e32 v3, v0
	v_lshlrev_b32_e32 v49, 4, v36
	v_and_b32_e32 v38, 8, v38
	v_mul_u32_u24_e32 v44, 36, v37
	v_mul_u32_u24_e32 v46, 36, v43
	v_sub_nc_u32_e32 v43, 0, v42
	v_add_lshl_u32 v42, v39, v40, 1
	v_dual_mov_b32 v2, v0 :: v_dual_lshlrev_b32 v45, 1, v38
	v_mov_b32_e32 v5, v0
	v_or_b32_e32 v72, v55, v49
	v_or_b32_e32 v73, v54, v49
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u32 v39, v44, 1, v45
	v_ashrrev_i32_e32 v44, 31, v43
	v_lshl_add_u32 v52, v46, 1, v45
	v_ashrrev_i32_e32 v49, 31, v48
	v_dual_mov_b32 v4, v0 :: v_dual_and_b32 v41, 47, v36
	v_mov_b32_e32 v7, v0
	v_lshlrev_b64_e32 v[50:51], 1, v[43:44]
	v_add_nc_u32_e32 v43, 0x1200, v52
	v_add_nc_u32_e32 v40, 0x1220, v52
	v_lshlrev_b64_e32 v[52:53], 1, v[48:49]
	v_mul_u32_u24_e32 v41, 36, v41
	v_dual_mov_b32 v6, v0 :: v_dual_mov_b32 v25, v0
	v_add_co_u32 v48, vcc_lo, v72, v50
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v49, null, 0, v51, vcc_lo
	v_add_co_u32 v50, vcc_lo, v73, v50
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v51, null, 0, v51, vcc_lo
	v_add_co_u32 v48, vcc_lo, s6, v48
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v49, null, s7, v49, vcc_lo
	v_add_co_u32 v50, vcc_lo, s4, v50
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v51, null, s5, v51, vcc_lo
	v_add_co_u32 v55, vcc_lo, v55, v52
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v72, null, 0, v53, vcc_lo
	v_add_co_u32 v54, vcc_lo, v54, v52
	v_lshl_add_u32 v41, v41, 1, v45
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v73, null, 0, v53, vcc_lo
	v_add_co_u32 v52, vcc_lo, s6, v55
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v53, null, s7, v72, vcc_lo
	v_add_co_u32 v54, vcc_lo, s4, v54
	v_dual_mov_b32 v24, v0 :: v_dual_mov_b32 v27, v0
	v_dual_mov_b32 v26, v0 :: v_dual_mov_b32 v29, v0
	v_dual_mov_b32 v28, v0 :: v_dual_mov_b32 v31, v0
	v_dual_mov_b32 v30, v0 :: v_dual_mov_b32 v9, v0
	v_dual_mov_b32 v8, v0 :: v_dual_mov_b32 v11, v0
	v_dual_mov_b32 v10, v0 :: v_dual_mov_b32 v13, v0
	v_dual_mov_b32 v12, v0 :: v_dual_mov_b32 v15, v0
	v_dual_mov_b32 v14, v0 :: v_dual_mov_b32 v17, v0
	v_dual_mov_b32 v16, v0 :: v_dual_mov_b32 v19, v0
	v_dual_mov_b32 v18, v0 :: v_dual_mov_b32 v21, v0
	v_dual_mov_b32 v22, v0 :: v_dual_mov_b32 v23, v0
	v_add_nc_u32_e32 v45, 0x1200, v42
	v_add_nc_u32_e32 v46, 0x1b00, v42
	v_add_nc_u32_e32 v47, 0x900, v42
	v_add_nc_u32_e32 v44, 0x1200, v41
	v_add_nc_u32_e32 v41, 0x1220, v41
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v55, null, s5, v73, vcc_lo
	s_wait_loadcnt 0x3
	ds_store_2addr_b64 v45, v[56:57], v[58:59] offset1:1
	s_wait_loadcnt 0x2
	ds_store_2addr_b64 v42, v[60:61], v[62:63] offset1:1
	s_wait_loadcnt 0x1
	ds_store_2addr_b64 v46, v[64:65], v[66:67] offset1:1
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v47, v[68:69], v[70:71] offset1:1
.LBB0_1:
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[56:59], v39 offset1:1
	ds_load_2addr_b64 v[60:63], v44 offset1:1
	ds_load_2addr_b64 v[64:67], v39 offset0:144 offset1:145
	ds_load_2addr_b64 v[68:71], v43 offset1:1
	ds_load_2addr_b64 v[72:75], v39 offset0:4 offset1:5
	ds_load_2addr_b64 v[76:79], v39 offset0:148 offset1:149
	ds_load_2addr_b64 v[80:83], v41 offset1:1
	ds_load_2addr_b64 v[84:87], v40 offset1:1
	s_wait_alu 0xfffe
	v_add_co_u32 v88, vcc_lo, v32, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v89, null, s3, v33, vcc_lo
	v_add_co_u32 v92, vcc_lo, v34, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v93, null, s3, v35, vcc_lo
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[0:7], v[60:63], v[56:59], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[60:63], v[64:67], v[24:31]
	s_clause 0x1
	global_load_b128 v[60:63], v[88:89], off offset:64
	global_load_b128 v[88:91], v[88:89], off offset:32832
	v_wmma_f32_16x16x16_f16 v[8:15], v[68:71], v[56:59], v[8:15]
	global_load_b128 v[56:59], v[92:93], off offset:64
	v_wmma_f32_16x16x16_f16 v[16:23], v[68:71], v[64:67], v[16:23]
	global_load_b128 v[64:67], v[92:93], off offset:32832
	s_barrier_wait -1
	v_wmma_f32_16x16x16_f16 v[0:7], v[80:83], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[80:83], v[76:79], v[24:31]
	v_wmma_f32_16x16x16_f16 v[8:15], v[84:87], v[72:75], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[84:87], v[76:79], v[16:23]
	v_add_co_u32 v92, vcc_lo, v54, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v93, null, s3, v55, vcc_lo
	v_add_co_u32 v94, vcc_lo, v52, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v95, null, s3, v53, vcc_lo
	s_wait_loadcnt 0x3
	ds_store_2addr_b64 v45, v[60:61], v[62:63] offset1:1
	s_wait_loadcnt 0x1
	ds_store_2addr_b64 v42, v[56:57], v[58:59] offset1:1
	ds_store_2addr_b64 v46, v[88:89], v[90:91] offset1:1
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v47, v[64:65], v[66:67] offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[56:59], v39 offset1:1
	ds_load_2addr_b64 v[60:63], v44 offset1:1
	ds_load_2addr_b64 v[64:67], v39 offset0:144 offset1:145
	ds_load_2addr_b64 v[68:71], v43 offset1:1
	ds_load_2addr_b64 v[72:75], v39 offset0:4 offset1:5
	ds_load_2addr_b64 v[76:79], v39 offset0:148 offset1:149
	ds_load_2addr_b64 v[80:83], v41 offset1:1
	ds_load_2addr_b64 v[84:87], v40 offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[0:7], v[60:63], v[56:59], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[60:63], v[64:67], v[24:31]
	s_clause 0x1
	global_load_b128 v[60:63], v[92:93], off
	global_load_b128 v[88:91], v[92:93], off offset:32768
	v_wmma_f32_16x16x16_f16 v[8:15], v[68:71], v[56:59], v[8:15]
	global_load_b128 v[56:59], v[94:95], off
	v_wmma_f32_16x16x16_f16 v[16:23], v[68:71], v[64:67], v[16:23]
	global_load_b128 v[64:67], v[94:95], off offset:32768
	s_barrier_wait -1
	v_wmma_f32_16x16x16_f16 v[0:7], v[80:83], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[80:83], v[76:79], v[24:31]
	v_wmma_f32_16x16x16_f16 v[8:15], v[84:87], v[72:75], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[84:87], v[76:79], v[16:23]
	v_add_co_u32 v92, vcc_lo, v50, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v93, null, s3, v51, vcc_lo
	v_add_co_u32 v94, vcc_lo, v48, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v95, null, s3, v49, vcc_lo
	s_add_nc_u64 s[2:3], s[2:3], 0xc0
	s_wait_loadcnt 0x3
	ds_store_2addr_b64 v45, v[60:61], v[62:63] offset1:1
	s_wait_loadcnt 0x1
	ds_store_2addr_b64 v42, v[56:57], v[58:59] offset1:1
	ds_store_2addr_b64 v46, v[88:89], v[90:91] offset1:1
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v47, v[64:65], v[66:67] offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[56:59], v39 offset1:1
	ds_load_2addr_b64 v[60:63], v44 offset1:1
	ds_load_2addr_b64 v[64:67], v39 offset0:144 offset1:145
	ds_load_2addr_b64 v[68:71], v43 offset1:1
	ds_load_2addr_b64 v[72:75], v39 offset0:4 offset1:5
	ds_load_2addr_b64 v[76:79], v39 offset0:148 offset1:149
	ds_load_2addr_b64 v[80:83], v41 offset1:1
	ds_load_2addr_b64 v[84:87], v40 offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_wait_alu 0xfffe
	s_cmp_lg_u32 s2, 0x3c0
	v_wmma_f32_16x16x16_f16 v[0:7], v[60:63], v[56:59], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[60:63], v[64:67], v[24:31]
	s_clause 0x1
	global_load_b128 v[60:63], v[92:93], off offset:192
	global_load_b128 v[88:91], v[92:93], off offset:32960
	v_wmma_f32_16x16x16_f16 v[8:15], v[68:71], v[56:59], v[8:15]
	global_load_b128 v[56:59], v[94:95], off offset:192
	v_wmma_f32_16x16x16_f16 v[16:23], v[68:71], v[64:67], v[16:23]
	global_load_b128 v[64:67], v[94:95], off offset:32960
	v_wmma_f32_16x16x16_f16 v[0:7], v[80:83], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[80:83], v[76:79], v[24:31]
	v_wmma_f32_16x16x16_f16 v[8:15], v[84:87], v[72:75], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[84:87], v[76:79], v[16:23]
	s_barrier_wait -1
	s_wait_loadcnt 0x3
	ds_store_2addr_b64 v45, v[60:61], v[62:63] offset1:1
	s_wait_loadcnt 0x1
	ds_store_2addr_b64 v42, v[56:57], v[58:59] offset1:1
	ds_store_2addr_b64 v46, v[88:89], v[90:91] offset1:1
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v47, v[64:65], v[66:67] offset1:1
	s_cbranch_scc1 .LBB0_1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[32:35], v39 offset1:1
	ds_load_2addr_b64 v[44:47], v44 offset1:1
	v_and_b32_e32 v36, 32, v36
	ds_load_2addr_b64 v[48:51], v39 offset0:144 offset1:145
	ds_load_2addr_b64 v[52:55], v43 offset1:1
	ds_load_2addr_b64 v[56:59], v39 offset0:4 offset1:5
	ds_load_2addr_b64 v[60:63], v41 offset1:1
	ds_load_2addr_b64 v[64:67], v39 offset0:148 offset1:149
	v_or_b32_e32 v42, s9, v37
	v_or3_b32 v41, s8, v36, v38
	ds_load_2addr_b64 v[36:39], v40 offset1:1
	v_lshlrev_b32_e32 v40, 11, v41
	v_lshlrev_b32_e32 v41, 2, v42
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v40, s0, s0, v40
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v42, null, s1, 0, s0
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[0:7], v[44:47], v[32:35], v[0:7]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[8:15], v[52:55], v[32:35], v[8:15]
	v_add_co_u32 v32, vcc_lo, v40, v41
	v_wmma_f32_16x16x16_f16 v[24:31], v[44:47], v[48:51], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[52:55], v[48:51], v[16:23]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[0:7], v[60:63], v[56:59], v[0:7]
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v33, null, 0, v42, vcc_lo
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[24:31], v[60:63], v[64:67], v[24:31]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[8:15], v[36:39], v[56:59], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[36:39], v[64:67], v[16:23]
	s_clause 0x1f
	global_store_b32 v[32:33], v0, off
	global_store_b32 v[32:33], v1, off offset:2048
	global_store_b32 v[32:33], v2, off offset:4096
	global_store_b32 v[32:33], v3, off offset:6144
	global_store_b32 v[32:33], v24, off offset:64
	global_store_b32 v[32:33], v25, off offset:2112
	global_store_b32 v[32:33], v26, off offset:4160
	global_store_b32 v[32:33], v27, off offset:6208
	global_store_b32 v[32:33], v4, off offset:8192
	global_store_b32 v[32:33], v5, off offset:10240
	global_store_b32 v[32:33], v6, off offset:12288
	global_store_b32 v[32:33], v7, off offset:14336
	global_store_b32 v[32:33], v28, off offset:8256
	global_store_b32 v[32:33], v29, off offset:10304
	global_store_b32 v[32:33], v30, off offset:12352
	global_store_b32 v[32:33], v31, off offset:14400
	global_store_b32 v[32:33], v8, off offset:32768
	global_store_b32 v[32:33], v9, off offset:34816
	global_store_b32 v[32:33], v10, off offset:36864
	global_store_b32 v[32:33], v11, off offset:38912
	global_store_b32 v[32:33], v16, off offset:32832
	global_store_b32 v[32:33], v17, off offset:34880
	global_store_b32 v[32:33], v18, off offset:36928
	global_store_b32 v[32:33], v19, off offset:38976
	global_store_b32 v[32:33], v12, off offset:40960
	global_store_b32 v[32:33], v13, off offset:43008
	global_store_b32 v[32:33], v14, off offset:45056
	global_store_b32 v[32:33], v15, off offset:47104
	global_store_b32 v[32:33], v20, off offset:41024
	global_store_b32 v[32:33], v21, off offset:43072
	global_store_b32 v[32:33], v22, off offset:45120
	global_store_b32 v[32:33], v23, off offset:47168
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 9216
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 18
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

	.set gemm.num_vgpr, 96
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 10
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
    .group_segment_fixed_size: 9216
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 128
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 2
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
