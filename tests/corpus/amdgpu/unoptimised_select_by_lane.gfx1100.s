	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _ZL5tid_xv
	.type	_ZL5tid_xv,@function
_ZL5tid_xv:                             ; @_ZL5tid_xv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s1, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 8
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v0, v31, s0
	s_mov_b32 s32, s33
	s_mov_b32 s33, s1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_ZL5tid_xv, .Lfunc_end0-_ZL5tid_xv
                                        ; -- End function
	.set .L_ZL5tid_xv.num_vgpr, 32
	.set .L_ZL5tid_xv.num_agpr, 0
	.set .L_ZL5tid_xv.numbered_sgpr, 34
	.set .L_ZL5tid_xv.num_named_barrier, 0
	.set .L_ZL5tid_xv.private_seg_size, 8
	.set .L_ZL5tid_xv.uses_vcc, 0
	.set .L_ZL5tid_xv.uses_flat_scratch, 0
	.set .L_ZL5tid_xv.has_dyn_sized_stack, 0
	.set .L_ZL5tid_xv.has_recursion, 0
	.set .L_ZL5tid_xv.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 44
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 8
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _ZL11syncthreadsv
	.type	_ZL11syncthreadsv,@function
_ZL11syncthreadsv:                      ; @_ZL11syncthreadsv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_mov_b32 s33, s0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_ZL11syncthreadsv, .Lfunc_end1-_ZL11syncthreadsv
                                        ; -- End function
	.set .L_ZL11syncthreadsv.num_vgpr, 0
	.set .L_ZL11syncthreadsv.num_agpr, 0
	.set .L_ZL11syncthreadsv.numbered_sgpr, 34
	.set .L_ZL11syncthreadsv.num_named_barrier, 0
	.set .L_ZL11syncthreadsv.private_seg_size, 0
	.set .L_ZL11syncthreadsv.uses_vcc, 0
	.set .L_ZL11syncthreadsv.uses_flat_scratch, 0
	.set .L_ZL11syncthreadsv.has_dyn_sized_stack, 0
	.set .L_ZL11syncthreadsv.has_recursion, 0
	.set .L_ZL11syncthreadsv.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 48
; TotalNumSgprs: 34
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z26unoptimised_select_by_lanePii ; -- Begin function _Z26unoptimised_select_by_lanePii
	.globl	_Z26unoptimised_select_by_lanePii
	.p2align	8
	.type	_Z26unoptimised_select_by_lanePii,@function
_Z26unoptimised_select_by_lanePii:      ; @_Z26unoptimised_select_by_lanePii
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 48
                                        ; implicit-def: $vgpr9 : SGPR spill to VGPR lane
	v_writelane_b32 v9, s15, 0
	s_mov_b32 s8, s14
	v_readlane_b32 s14, v9, 0
	v_writelane_b32 v9, s8, 1
	s_mov_b32 s12, s13
	v_readlane_b32 s13, v9, 1
	v_writelane_b32 v9, s12, 2
	s_mov_b64 s[10:11], s[6:7]
	v_writelane_b32 v9, s10, 3
	v_writelane_b32 v9, s11, 4
	v_writelane_b32 v9, s4, 5
	v_writelane_b32 v9, s5, 6
	s_mov_b64 s[6:7], s[2:3]
	v_writelane_b32 v9, s6, 7
	v_writelane_b32 v9, s7, 8
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v9, 5
	v_readlane_b32 s1, v9, 6
	v_writelane_b32 v9, s4, 9
	v_writelane_b32 v9, s5, 10
	v_mov_b32_e32 v31, v0
	scratch_store_b32 off, v31, s33 offset:32 ; 4-byte Folded Spill
	s_load_b64 s[20:21], s[0:1], 0x0
	s_load_b32 s15, s[0:1], 0x8
	s_mov_b64 s[8:9], 0
	s_mov_b32 s25, s9
	s_mov_b32 s26, -1
	s_mov_b32 s3, s33
	s_cmp_lg_u32 s3, s26
	s_mov_b64 s[16:17], src_private_base
	s_mov_b32 s24, s17
	s_cselect_b32 s2, s24, s25
	s_mov_b32 s23, s8
	s_cselect_b32 s18, s3, s23
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s2
	s_add_i32 s2, s33, 8
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s26
	s_cselect_b32 s2, s24, s25
	s_cselect_b32 s16, s3, s23
                                        ; kill: def $sgpr16 killed $sgpr16 def $sgpr16_sgpr17
	s_mov_b32 s17, s2
	s_mov_b64 s[2:3], s[16:17]
	v_writelane_b32 v9, s2, 11
	v_writelane_b32 v9, s3, 12
	s_add_i32 s2, s33, 16
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s26
	s_cselect_b32 s2, s24, s25
	s_cselect_b32 s8, s3, s23
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_mov_b64 s[2:3], s[8:9]
	v_writelane_b32 v9, s2, 13
	v_writelane_b32 v9, s3, 14
	s_add_i32 s3, s33, 20
	s_mov_b32 s2, s3
	s_cmp_lg_u32 s2, s26
	s_cselect_b32 s22, s24, s25
	s_cselect_b32 s2, s2, s23
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s22
	s_mov_b64 s[28:29], s[2:3]
	v_writelane_b32 v9, s28, 15
	v_writelane_b32 v9, s29, 16
	s_add_i32 s28, s33, 24
	s_mov_b32 s22, s28
	s_cmp_lg_u32 s22, s26
	s_cselect_b32 s24, s24, s25
	s_cselect_b32 s22, s22, s23
                                        ; kill: def $sgpr22 killed $sgpr22 def $sgpr22_sgpr23
	s_mov_b32 s23, s24
	v_writelane_b32 v9, s22, 17
	v_writelane_b32 v9, s23, 18
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s20
	v_mov_b32_e32 v3, s21
	flat_store_b64 v[0:1], v[2:3]
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	flat_load_b64 v[2:3], v[0:1]
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[0:1], v[2:3]
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v2, s15
	flat_store_b32 v[0:1], v2
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_b32 v2, v[0:1]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[0:1], v2
	s_mov_b64 s[8:9], 16
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s1, s1, _ZL5tid_xv@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	s_mov_b32 s0, 1
	v_and_b32_e64 v0, v0, s0
	s_mov_b32 s0, 0
	v_cmp_eq_u32_e64 s0, v0, s0
                                        ; implicit-def: $vgpr0
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v9, s1, 19
	s_or_saveexec_b32 s27, -1
	scratch_store_b32 off, v9, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s27
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB2_1
	s_branch .LBB2_3
.LBB2_1:
	s_or_saveexec_b32 s27, -1
	scratch_load_b32 v9, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s27
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v9, 19
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v0, off, s33 offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:36 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v9, s0, 20
	s_or_saveexec_b32 s27, -1
	scratch_store_b32 off, v9, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s27
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB2_4
; %bb.2:
	s_or_saveexec_b32 s27, -1
	scratch_load_b32 v9, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s27
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v9, 15
	v_readlane_b32 s1, v9, 16
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_load_b32 v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	scratch_store_b32 off, v0, s33 offset:36 ; 4-byte Folded Spill
	s_branch .LBB2_4
.LBB2_3:
	s_or_saveexec_b32 s27, -1
	scratch_load_b32 v9, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s27
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v9, 13
	v_readlane_b32 s1, v9, 14
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v0, v0, s0
	scratch_store_b32 off, v0, s33 offset:40 ; 4-byte Folded Spill
	s_branch .LBB2_1
.LBB2_4:
	s_or_saveexec_b32 s27, -1
	scratch_load_b32 v9, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s27
	s_waitcnt vmcnt(0)
	v_readlane_b32 s2, v9, 20
	s_or_b32 exec_lo, exec_lo, s2
	v_readlane_b32 s0, v9, 17
	v_readlane_b32 s1, v9, 18
	scratch_load_b32 v2, off, s33 offset:36 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(0)
	flat_store_b32 v[0:1], v2
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i32_e64 s1, v0, s0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v9, s0, 21
	s_or_saveexec_b32 s27, -1
	scratch_store_b32 off, v9, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s27
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB2_6
; %bb.5:
	s_or_saveexec_b32 s27, -1
	scratch_load_b32 v9, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s27
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v9, 0
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	v_readlane_b32 s0, v9, 5
	v_readlane_b32 s1, v9, 6
	scratch_load_b32 v31, off, s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 s[8:9], 16
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s1, s1, _ZL11syncthreadsv@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
.LBB2_6:
	s_or_saveexec_b32 s27, -1
	scratch_load_b32 v9, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s27
	s_waitcnt vmcnt(0)
	v_readlane_b32 s15, v9, 21
	s_or_b32 exec_lo, exec_lo, s15
	v_readlane_b32 s14, v9, 0
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	v_readlane_b32 s0, v9, 5
	v_readlane_b32 s1, v9, 6
	v_readlane_b32 s2, v9, 11
	v_readlane_b32 s3, v9, 12
	v_readlane_b32 s8, v9, 17
	v_readlane_b32 s9, v9, 18
	scratch_load_b32 v31, off, s33 offset:32 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_b32 v2, v[0:1]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_load_b64 v[7:8], v[0:1]
	s_mov_b64 s[8:9], 16
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s1, s1, _ZL5tid_xv@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s0, 2
	v_lshlrev_b64 v[5:6], s0, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v0, s0, v0, v4
	v_add_co_ci_u32_e64 v3, s0, v1, v3, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_b32 v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z26unoptimised_select_by_lanePii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 56
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 13
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 12
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	_Z26unoptimised_select_by_lanePii, .Lfunc_end2-_Z26unoptimised_select_by_lanePii
                                        ; -- End function
	.set _Z26unoptimised_select_by_lanePii.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set _Z26unoptimised_select_by_lanePii.num_agpr, max(0, .L_ZL5tid_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set _Z26unoptimised_select_by_lanePii.numbered_sgpr, max(34, .L_ZL5tid_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set _Z26unoptimised_select_by_lanePii.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set _Z26unoptimised_select_by_lanePii.private_seg_size, 48+max(.L_ZL5tid_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set _Z26unoptimised_select_by_lanePii.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set _Z26unoptimised_select_by_lanePii.uses_flat_scratch, or(0, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set _Z26unoptimised_select_by_lanePii.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set _Z26unoptimised_select_by_lanePii.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set _Z26unoptimised_select_by_lanePii.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1512
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 56
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	.L.str,@object                  ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"workgroup"
	.size	.L.str, 10

	.type	__hip_cuid_ef6ec295dd176383,@object ; @__hip_cuid_ef6ec295dd176383
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_ef6ec295dd176383
__hip_cuid_ef6ec295dd176383:
	.byte	0                               ; 0x0
	.size	__hip_cuid_ef6ec295dd176383, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_ef6ec295dd176383
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z26unoptimised_select_by_lanePii
    .private_segment_fixed_size: 56
    .sgpr_count:     34
    .sgpr_spill_count: 22
    .symbol:         _Z26unoptimised_select_by_lanePii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 7
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
