	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
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
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
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
; codeLenInByte = 32
; TotalNumSgprs: 40
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	scratch_stores_before_read ; -- Begin function scratch_stores_before_read
	.globl	scratch_stores_before_read
	.p2align	8
	.type	scratch_stores_before_read,@function
scratch_stores_before_read:             ; @scratch_stores_before_read
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 48
	s_mov_b32 s14, s10
                                        ; implicit-def: $vgpr6 : SGPR spill to VGPR lane
	v_writelane_b32 v6, s14, 0
	s_mov_b32 s13, s9
	v_writelane_b32 v6, s13, 1
	s_mov_b32 s12, s8
	v_writelane_b32 v6, s12, 2
	s_mov_b64 s[10:11], s[6:7]
	v_writelane_b32 v6, s10, 3
	s_nop 1
	v_writelane_b32 v6, s11, 4
	v_writelane_b32 v6, s4, 5
	s_nop 1
	v_writelane_b32 v6, s5, 6
	s_mov_b64 s[6:7], s[2:3]
	v_writelane_b32 v6, s6, 7
	s_nop 1
	v_writelane_b32 v6, s7, 8
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v6, 5
	v_readlane_b32 s1, v6, 6
	v_writelane_b32 v6, s4, 9
	s_nop 1
	v_writelane_b32 v6, s5, 10
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a0, v31             ;  Reload Reuse
	s_load_dwordx2 s[24:25], s[0:1], 0x0
	s_load_dwordx2 s[20:21], s[0:1], 0x8
	s_mov_b64 s[8:9], 0
	s_mov_b32 s28, s9
	s_mov_b32 s29, -1
	s_mov_b32 s3, s33
	s_cmp_lg_u32 s3, s29
	s_mov_b64 s[16:17], src_private_base
	s_mov_b32 s15, s17
	s_cselect_b32 s2, s15, s28
	s_mov_b32 s27, s8
	s_cselect_b32 s22, s3, s27
                                        ; kill: def $sgpr22 killed $sgpr22 def $sgpr22_sgpr23
	s_mov_b32 s23, s2
	s_add_i32 s2, s33, 8
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s29
	s_cselect_b32 s2, s15, s28
	s_cselect_b32 s18, s3, s27
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s2
	s_add_i32 s2, s33, 16
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s29
	s_cselect_b32 s2, s15, s28
	s_cselect_b32 s16, s3, s27
                                        ; kill: def $sgpr16 killed $sgpr16 def $sgpr16_sgpr17
	s_mov_b32 s17, s2
	s_mov_b64 s[2:3], s[16:17]
	v_writelane_b32 v6, s2, 11
	s_nop 1
	v_writelane_b32 v6, s3, 12
	s_add_i32 s2, s33, 24
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s29
	s_cselect_b32 s2, s15, s28
	s_cselect_b32 s8, s3, s27
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_mov_b64 s[2:3], s[8:9]
	v_writelane_b32 v6, s2, 13
	s_nop 1
	v_writelane_b32 v6, s3, 14
	s_add_i32 s3, s33, 32
	s_mov_b32 s2, s3
	s_cmp_lg_u32 s2, s29
	s_cselect_b32 s26, s15, s28
	s_cselect_b32 s2, s2, s27
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s26
	v_writelane_b32 v6, s2, 15
	s_nop 1
	v_writelane_b32 v6, s3, 16
	s_mov_b64 s[30:31], s[2:3]
	v_writelane_b32 v6, s30, 17
	s_nop 1
	v_writelane_b32 v6, s31, 18
	s_add_i32 s30, s33, 36
	s_mov_b32 s26, s30
	s_cmp_lg_u32 s26, s29
	s_cselect_b32 s15, s15, s28
	s_cselect_b32 s26, s26, s27
                                        ; kill: def $sgpr26 killed $sgpr26 def $sgpr26_sgpr27
	s_mov_b32 s27, s15
	v_writelane_b32 v6, s26, 19
	s_nop 1
	v_writelane_b32 v6, s27, 20
	v_writelane_b32 v6, s26, 21
	s_nop 1
	v_writelane_b32 v6, s27, 22
	v_mov_b64_e32 v[0:1], s[22:23]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[24:25]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[22:23]
	flat_load_dwordx2 v[4:5], v[0:1]
	v_mov_b64_e32 v[0:1], s[18:19]
	v_mov_b64_e32 v[2:3], s[20:21]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[18:19]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], s[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[0:1], v[4:5]
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_store_dwordx2 v[0:1], v[2:3]
	s_mov_b64 s[18:19], 16
	s_mov_b32 s8, s0
	s_mov_b32 s0, s1
	s_mov_b32 s9, s18
	s_mov_b32 s1, s19
	s_add_u32 s8, s8, s9
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	v_writelane_b32 v6, s8, 23
	s_nop 1
	v_writelane_b32 v6, s9, 24
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s1, s1, _ZL5tid_xv@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	v_readlane_b32 s14, v6, 0
	v_readlane_b32 s13, v6, 1
	v_readlane_b32 s12, v6, 2
	v_readlane_b32 s10, v6, 3
	v_readlane_b32 s11, v6, 4
	v_readlane_b32 s8, v6, 23
	v_readlane_b32 s9, v6, 24
	v_readlane_b32 s6, v6, 7
	v_readlane_b32 s7, v6, 8
	v_readlane_b32 s4, v6, 9
	v_readlane_b32 s5, v6, 10
	v_readlane_b32 s0, v6, 19
	v_readlane_b32 s1, v6, 20
	v_mov_b32_e32 v2, v0
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v0, v[0:1]
	v_mov_b64_e32 v[2:3], s[2:3]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v0, v1
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_store_dword v[0:1], v2
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s1, s1, _ZL11syncthreadsv@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s0, v6, 15
	v_readlane_b32 s1, v6, 16
	s_nop 1
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s0, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v0, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v6, s0, 25
	s_nop 1
	v_writelane_b32 v6, s1, 26
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB2_4
; %bb.1:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s0, v6, 11
	v_readlane_b32 s1, v6, 12
	s_nop 1
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v0, v[0:1] offset:4
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i32_e64 s[2:3], v0, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v6, s0, 27
	s_nop 1
	v_writelane_b32 v6, s1, 28
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB2_3
; %bb.2:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v6, 0
	v_readlane_b32 s13, v6, 1
	v_readlane_b32 s12, v6, 2
	v_readlane_b32 s10, v6, 3
	v_readlane_b32 s11, v6, 4
	v_readlane_b32 s6, v6, 7
	v_readlane_b32 s7, v6, 8
	v_readlane_b32 s4, v6, 9
	v_readlane_b32 s5, v6, 10
	v_readlane_b32 s0, v6, 5
	v_readlane_b32 s1, v6, 6
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
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
.LBB2_3:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s0, v6, 27
	v_readlane_b32 s1, v6, 28
	s_or_b64 exec, exec, s[0:1]
.LBB2_4:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s8, v6, 25
	v_readlane_b32 s9, v6, 26
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s2, v6, 13
	v_readlane_b32 s3, v6, 14
	v_readlane_b32 s14, v6, 0
	v_readlane_b32 s13, v6, 1
	v_readlane_b32 s12, v6, 2
	v_readlane_b32 s10, v6, 3
	v_readlane_b32 s11, v6, 4
	v_readlane_b32 s6, v6, 7
	v_readlane_b32 s7, v6, 8
	v_readlane_b32 s4, v6, 9
	v_readlane_b32 s5, v6, 10
	v_readlane_b32 s0, v6, 5
	v_readlane_b32 s1, v6, 6
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	s_mov_b64 s[16:17], 16
	s_mov_b32 s8, s0
	s_mov_b32 s0, s1
	s_mov_b32 s9, s16
	s_mov_b32 s1, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s1, s1, _ZL11syncthreadsv@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s4, v6, 21
	v_readlane_b32 s5, v6, 22
	v_readlane_b32 s0, v6, 17
	v_readlane_b32 s1, v6, 18
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v2, v[0:1]
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dwordx2 v[4:5], v[0:1]
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scratch_stores_before_read
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 56
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end2:
	.size	scratch_stores_before_read, .Lfunc_end2-scratch_stores_before_read
                                        ; -- End function
	.set scratch_stores_before_read.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set scratch_stores_before_read.num_agpr, max(2, .L_ZL5tid_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set scratch_stores_before_read.numbered_sgpr, max(36, .L_ZL5tid_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set scratch_stores_before_read.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set scratch_stores_before_read.private_seg_size, 48+max(.L_ZL5tid_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set scratch_stores_before_read.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set scratch_stores_before_read.uses_flat_scratch, or(0, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set scratch_stores_before_read.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set scratch_stores_before_read.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set scratch_stores_before_read.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1592
; TotalNumSgprs: 42
; NumVgprs: 32
; NumAgprs: 2
; TotalNumVgprs: 34
; ScratchSize: 56
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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

	.type	__hip_cuid_bffd287fccf28e7d,@object ; @__hip_cuid_bffd287fccf28e7d
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_bffd287fccf28e7d
__hip_cuid_bffd287fccf28e7d:
	.byte	0                               ; 0x0
	.size	__hip_cuid_bffd287fccf28e7d, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_bffd287fccf28e7d
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     2
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
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
    .name:           scratch_stores_before_read
    .private_segment_fixed_size: 56
    .sgpr_count:     42
    .sgpr_spill_count: 29
    .symbol:         scratch_stores_before_read.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     34
    .vgpr_spill_count: 3
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
