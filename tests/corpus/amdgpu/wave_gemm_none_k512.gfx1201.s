; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1201 -mattr='+wavefrontsize32' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	v_mov_b32_e32 v1, 0
	v_and_b32_e32 v33, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s9, ttmp7, 6
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_lshl_b32 s8, ttmp9, 6
	v_lshrrev_b32_e32 v5, 1, v33
	v_lshrrev_b32_e32 v2, 2, v33
	v_lshlrev_b32_e32 v4, 5, v0
	v_and_b32_e32 v6, 47, v33
	v_or_b32_e32 v7, 16, v33
	v_and_b32_e32 v34, 8, v5
	v_lshl_or_b32 v8, v0, 4, v2
	v_and_or_b32 v0, v33, 15, v4
	v_lshlrev_b32_e32 v3, 3, v33
	v_lshlrev_b32_e32 v2, 5, v2
	v_lshlrev_b32_e32 v5, 1, v34
	v_or_b32_e32 v4, s9, v8
	v_lshlrev_b32_e32 v9, 4, v33
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v14, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mad_u32_u24 v36, 0x48, v0, v5
	v_mad_u32_u24 v6, 0x48, v6, v5
	v_mad_u32_u24 v5, 0x48, v7, v5
	v_dual_mov_b32 v27, v1 :: v_dual_lshlrev_b32 v4, 10, v4
	v_dual_mov_b32 v25, v1 :: v_dual_add_nc_u32 v48, 0x1200, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v31, v1 :: v_dual_add_nc_u32 v50, 0x1200, v5
	v_add_nc_u32_e32 v51, 0x1220, v5
	v_mov_b32_e32 v5, v1
	v_sub_nc_u32_e32 v2, v3, v2
	v_mul_u32_u24_e32 v3, 36, v8
	v_or_b32_e32 v8, s8, v8
	v_dual_mov_b32 v32, v1 :: v_dual_add_nc_u32 v49, 0x1220, v6
	v_mov_b32_e32 v6, v1
	v_and_b32_e32 v10, 0x3c0, v9
	v_or_b32_e32 v11, v4, v9
	v_dual_mov_b32 v26, v1 :: v_dual_lshlrev_b32 v7, 10, v8
	v_add_lshl_u32 v35, v3, v2, 1
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_co_u32 v8, s2, v11, v10
	v_or_b32_e32 v9, v7, v9
	v_sub_co_ci_u32_e64 v11, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	s_wait_kmcnt 0x0
	v_add_co_u32 v37, vcc_lo, s6, v8
	v_sub_co_u32 v8, s2, v9, v10
	v_add_co_ci_u32_e64 v38, null, s7, v11, vcc_lo
	s_wait_alu 0xf1ff
	v_sub_co_ci_u32_e64 v9, null, 0, 0, s2
	v_add_co_u32 v7, vcc_lo, v7, v2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v10, null, 0, v3, vcc_lo
	v_add_co_u32 v39, vcc_lo, s4, v8
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v40, null, s5, v9, vcc_lo
	v_add_co_u32 v7, vcc_lo, s4, v7
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v8, null, s5, v10, vcc_lo
	v_add_co_u32 v2, vcc_lo, v4, v2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_add_co_u32 v41, vcc_lo, 0x8000, v7
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v42, null, 0, v8, vcc_lo
	v_add_co_u32 v43, vcc_lo, s6, v2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v44, null, s7, v3, vcc_lo
	v_dual_mov_b32 v28, v1 :: v_dual_add_nc_u32 v45, 0x1200, v35
	v_dual_mov_b32 v29, v1 :: v_dual_add_nc_u32 v46, 0x1b00, v35
	v_dual_mov_b32 v30, v1 :: v_dual_add_nc_u32 v47, 0x900, v35
	v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v3, v1
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v7, v1
	v_dual_mov_b32 v8, v1 :: v_dual_mov_b32 v9, v1
	v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v11, v1
	v_dual_mov_b32 v12, v1 :: v_dual_mov_b32 v15, v1
	v_dual_mov_b32 v16, v1 :: v_dual_mov_b32 v17, v1
	v_dual_mov_b32 v18, v1 :: v_dual_mov_b32 v19, v1
	v_dual_mov_b32 v20, v1 :: v_dual_mov_b32 v21, v1
	v_dual_mov_b32 v22, v1 :: v_dual_mov_b32 v23, v1
	v_mov_b32_e32 v24, v1
	s_mov_b64 s[2:3], 0
.LBB0_1:
	s_wait_alu 0xfffe
	v_add_co_u32 v60, vcc_lo, v41, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v61, null, s3, v42, vcc_lo
	v_add_co_u32 v64, vcc_lo, v43, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v65, null, s3, v44, vcc_lo
	global_load_b128 v[52:55], v[60:61], off offset:-32768
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_load_b128 v[56:59], v[64:65], off
	global_load_b128 v[60:63], v[60:61], off
	global_load_b128 v[64:67], v[64:65], off offset:32768
	v_add_co_u32 v88, vcc_lo, v39, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v89, null, s3, v40, vcc_lo
	v_add_co_u32 v92, vcc_lo, v37, s2
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v93, null, s3, v38, vcc_lo
	s_add_nc_u64 s[2:3], s[2:3], 0x80
	s_wait_loadcnt 0x3
	ds_store_2addr_b64 v45, v[52:53], v[54:55] offset1:1
	s_wait_loadcnt 0x2
	ds_store_2addr_b64 v35, v[56:57], v[58:59] offset1:1
	s_wait_loadcnt 0x1
	ds_store_2addr_b64 v46, v[60:61], v[62:63] offset1:1
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v47, v[64:65], v[66:67] offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[52:55], v36 offset1:1
	ds_load_2addr_b64 v[56:59], v48 offset1:1
	ds_load_2addr_b64 v[60:63], v36 offset0:144 offset1:145
	ds_load_2addr_b64 v[64:67], v50 offset1:1
	ds_load_2addr_b64 v[68:71], v36 offset0:4 offset1:5
	ds_load_2addr_b64 v[72:75], v36 offset0:148 offset1:149
	ds_load_2addr_b64 v[76:79], v49 offset1:1
	ds_load_2addr_b64 v[80:83], v51 offset1:1
	global_load_b128 v[84:87], v[88:89], off offset:64
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_load_b128 v[88:91], v[88:89], off offset:32832
	s_wait_alu 0xfffe
	s_cmp_lg_u32 s2, 0x400
	v_wmma_f32_16x16x16_f16 v[1:8], v[56:59], v[52:55], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[56:59], v[60:63], v[25:32]
	global_load_b128 v[56:59], v[92:93], off offset:64
	v_wmma_f32_16x16x16_f16 v[9:16], v[64:67], v[52:55], v[9:16]
	global_load_b128 v[52:55], v[92:93], off offset:32832
	v_wmma_f32_16x16x16_f16 v[17:24], v[64:67], v[60:63], v[17:24]
	v_wmma_f32_16x16x16_f16 v[1:8], v[76:79], v[68:71], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[76:79], v[72:75], v[25:32]
	v_wmma_f32_16x16x16_f16 v[9:16], v[80:83], v[68:71], v[9:16]
	s_wait_loadcnt 0x3
	ds_store_2addr_b64 v45, v[84:85], v[86:87] offset1:1
	s_wait_loadcnt 0x1
	ds_store_2addr_b64 v35, v[56:57], v[58:59] offset1:1
	ds_store_2addr_b64 v46, v[88:89], v[90:91] offset1:1
	s_wait_loadcnt 0x0
	ds_store_2addr_b64 v47, v[52:53], v[54:55] offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b64 v[52:55], v36 offset1:1
	ds_load_2addr_b64 v[56:59], v48 offset1:1
	ds_load_2addr_b64 v[60:63], v36 offset0:144 offset1:145
	ds_load_2addr_b64 v[64:67], v50 offset1:1
	ds_load_2addr_b64 v[68:71], v36 offset0:4 offset1:5
	ds_load_2addr_b64 v[76:79], v49 offset1:1
	ds_load_2addr_b64 v[84:87], v36 offset0:148 offset1:149
	ds_load_2addr_b64 v[88:91], v51 offset1:1
	v_wmma_f32_16x16x16_f16 v[17:24], v[80:83], v[72:75], v[17:24]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[1:8], v[56:59], v[52:55], v[1:8]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[25:32], v[56:59], v[60:63], v[25:32]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[9:16], v[64:67], v[52:55], v[9:16]
	v_wmma_f32_16x16x16_f16 v[17:24], v[64:67], v[60:63], v[17:24]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[1:8], v[76:79], v[68:71], v[1:8]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[25:32], v[76:79], v[84:87], v[25:32]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[9:16], v[88:91], v[68:71], v[9:16]
	v_wmma_f32_16x16x16_f16 v[17:24], v[88:91], v[84:87], v[17:24]
	s_cbranch_scc1 .LBB0_1
	v_and_b32_e32 v33, 32, v33
	v_or_b32_e32 v0, s9, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or3_b32 v33, s8, v33, v34
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v33, 11, v33
	v_add_co_u32 v33, s0, s0, v33
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v34, null, s1, 0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc_lo, v33, v0
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v34, null, 0, v34, vcc_lo
	s_clause 0x1f
	global_store_b32 v[33:34], v1, off
	global_store_b32 v[33:34], v2, off offset:2048
	global_store_b32 v[33:34], v3, off offset:4096
	global_store_b32 v[33:34], v4, off offset:6144
	global_store_b32 v[33:34], v25, off offset:64
	global_store_b32 v[33:34], v26, off offset:2112
	global_store_b32 v[33:34], v27, off offset:4160
	global_store_b32 v[33:34], v28, off offset:6208
	global_store_b32 v[33:34], v5, off offset:8192
	global_store_b32 v[33:34], v6, off offset:10240
	global_store_b32 v[33:34], v7, off offset:12288
	global_store_b32 v[33:34], v8, off offset:14336
	global_store_b32 v[33:34], v29, off offset:8256
	global_store_b32 v[33:34], v30, off offset:10304
	global_store_b32 v[33:34], v31, off offset:12352
	global_store_b32 v[33:34], v32, off offset:14400
	global_store_b32 v[33:34], v9, off offset:32768
	global_store_b32 v[33:34], v10, off offset:34816
	global_store_b32 v[33:34], v11, off offset:36864
	global_store_b32 v[33:34], v12, off offset:38912
	global_store_b32 v[33:34], v17, off offset:32832
	global_store_b32 v[33:34], v18, off offset:34880
	global_store_b32 v[33:34], v19, off offset:36928
	global_store_b32 v[33:34], v20, off offset:38976
	global_store_b32 v[33:34], v13, off offset:40960
	global_store_b32 v[33:34], v14, off offset:43008
	global_store_b32 v[33:34], v15, off offset:45056
	global_store_b32 v[33:34], v16, off offset:47104
	global_store_b32 v[33:34], v21, off offset:41024
	global_store_b32 v[33:34], v22, off offset:43072
	global_store_b32 v[33:34], v23, off offset:45120
	global_store_b32 v[33:34], v24, off offset:47168
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
		.amdhsa_next_free_vgpr 94
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
		.amdhsa_inst_pref_size 14
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

	.set gemm.num_vgpr, 94
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
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
