	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _ZL5tid_xv
	.type	_ZL5tid_xv,@function
_ZL5tid_xv:                             ; @_ZL5tid_xv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x100
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v31, s4
	s_mov_b32 s32, s33
	s_mov_b32 s33, s5
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
; codeLenInByte = 48
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
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_mov_b32 s33, s4
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
	.protected	scratch_stores_before_read ; -- Begin function scratch_stores_before_read
	.globl	scratch_stores_before_read
	.p2align	8
	.type	scratch_stores_before_read,@function
scratch_stores_before_read:             ; @scratch_stores_before_read
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr9 : SGPR spill to VGPR lane
	v_writelane_b32 v9, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v9, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v9, 0
	v_writelane_b32 v9, s12, 2
	v_writelane_b32 v9, s10, 3
	v_writelane_b32 v9, s11, 4
	s_mov_b64 s[22:23], s[8:9]
	v_writelane_b32 v9, s22, 5
	v_writelane_b32 v9, s23, 6
	v_writelane_b32 v9, s6, 7
	v_writelane_b32 v9, s7, 8
	v_writelane_b32 v9, s4, 9
	v_writelane_b32 v9, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	s_load_dwordx2 s[30:31], s[22:23], 0x0
	s_load_dwordx2 s[26:27], s[22:23], 0x8
	s_mov_b64 s[16:17], 0
	s_mov_b32 s34, s17
	s_mov_b32 s35, -1
	s_mov_b32 s9, 0
	s_cmp_lg_u32 s9, s35
	s_mov_b64 s[18:19], src_private_base
	s_mov_b32 s15, s19
	s_cselect_b32 s8, s15, s34
	s_mov_b32 s17, s16
	s_cselect_b32 s28, s9, s17
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s8
	s_mov_b32 s9, 8
	s_cmp_lg_u32 s9, s35
	s_cselect_b32 s8, s15, s34
	s_cselect_b32 s24, s9, s17
                                        ; kill: def $sgpr24 killed $sgpr24 def $sgpr24_sgpr25
	s_mov_b32 s25, s8
	s_mov_b32 s9, 16
	s_cmp_lg_u32 s9, s35
	s_cselect_b32 s8, s15, s34
	s_cselect_b32 s20, s9, s17
                                        ; kill: def $sgpr20 killed $sgpr20 def $sgpr20_sgpr21
	s_mov_b32 s21, s8
	s_mov_b64 s[8:9], s[20:21]
	v_writelane_b32 v9, s8, 11
	v_writelane_b32 v9, s9, 12
	s_mov_b32 s8, 24
	s_cmp_lg_u32 s8, s35
	s_cselect_b32 s16, s15, s34
	s_cselect_b32 s8, s8, s17
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s16
	s_mov_b64 s[18:19], s[8:9]
	v_writelane_b32 v9, s18, 13
	v_writelane_b32 v9, s19, 14
	s_mov_b32 s18, 32
	s_cmp_lg_u32 s18, s35
	s_cselect_b32 s16, s15, s34
	s_cselect_b32 s18, s18, s17
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s16
	v_writelane_b32 v9, s18, 15
	v_writelane_b32 v9, s19, 16
	s_mov_b64 s[36:37], s[18:19]
	v_writelane_b32 v9, s36, 17
	v_writelane_b32 v9, s37, 18
	s_mov_b32 s16, 36
	s_cmp_lg_u32 s16, s35
	s_cselect_b32 s15, s15, s34
	s_cselect_b32 s16, s16, s17
                                        ; kill: def $sgpr16 killed $sgpr16 def $sgpr16_sgpr17
	s_mov_b32 s17, s15
	s_mov_b64 s[34:35], s[16:17]
	v_writelane_b32 v9, s34, 19
	v_writelane_b32 v9, s35, 20
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s30
	v_mov_b32_e32 v6, s31
	flat_store_dwordx2 v[3:4], v[5:6]
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	flat_load_dwordx2 v[7:8], v[3:4]
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s25
	v_mov_b32_e32 v5, s26
	v_mov_b32_e32 v6, s27
	flat_store_dwordx2 v[3:4], v[5:6]
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s25
	flat_load_dwordx2 v[5:6], v[3:4]
	v_mov_b32_e32 v3, s20
	v_mov_b32_e32 v4, s21
	s_waitcnt vmcnt(1) lgkmcnt(2)
	flat_store_dwordx2 v[3:4], v[7:8]
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v4, s9
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_dwordx2 v[3:4], v[5:6]
	s_mov_b64 s[24:25], 16
	s_mov_b32 s8, s22
	s_mov_b32 s9, s23
	s_mov_b32 s22, s24
	s_mov_b32 s15, s25
	s_add_u32 s8, s8, s22
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v9, s8, 21
	v_writelane_b32 v9, s9, 22
	s_getpc_b64 s[22:23]
	s_add_u32 s22, s22, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s23, s23, _ZL5tid_xv@rel32@hi+12
	s_mov_b64 s[26:27], s[2:3]
	s_mov_b64 s[24:25], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	buffer_store_dword v31, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[24:25]
	s_mov_b64 s[2:3], s[26:27]
	s_swappc_b64 s[30:31], s[22:23]
	buffer_load_dword v31, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	v_readlane_b32 s14, v9, 0
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_readlane_b32 s8, v9, 21
	v_readlane_b32 s9, v9, 22
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s21
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s18
	v_mov_b32_e32 v2, s19
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v2, v0, v1
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	flat_store_dword v[0:1], v2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL11syncthreadsv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v9, 15
	v_readlane_b32 s5, v9, 16
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s5, v0, s4
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v9, s4, 23
	s_or_saveexec_b32 s38, -1
	buffer_store_dword v9, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s38
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_4
; %bb.1:
	s_or_saveexec_b32 s38, -1
	buffer_load_dword v9, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s38
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 11
	v_readlane_b32 s5, v9, 12
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v0, v[0:1] offset:4
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i32_e64 s5, v0, s4
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v9, s4, 24
	s_or_saveexec_b32 s38, -1
	buffer_store_dword v9, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s38
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_3
; %bb.2:
	s_or_saveexec_b32 s38, -1
	buffer_load_dword v9, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s38
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
	v_readlane_b32 s16, v9, 5
	v_readlane_b32 s17, v9, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b64 s[18:19], 16
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL11syncthreadsv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
.LBB2_3:
	s_or_saveexec_b32 s38, -1
	buffer_load_dword v9, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s38
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 24
	s_or_b32 exec_lo, exec_lo, s4
.LBB2_4:
	s_or_saveexec_b32 s38, -1
	buffer_load_dword v9, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s38
	s_waitcnt vmcnt(0)
	v_readlane_b32 s8, v9, 23
	s_or_b32 exec_lo, exec_lo, s8
	v_readlane_b32 s14, v9, 0
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	v_readlane_b32 s16, v9, 5
	v_readlane_b32 s17, v9, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b64 s[18:19], 16
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL11syncthreadsv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s8, v9, 19
	v_readlane_b32 s9, v9, 20
	v_readlane_b32 s6, v9, 13
	v_readlane_b32 s7, v9, 14
	v_readlane_b32 s4, v9, 17
	v_readlane_b32 s5, v9, 18
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_dword v2, v[0:1]
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dwordx2 v[7:8], v[0:1]
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v0, s4, v0, v4
	v_add_co_ci_u32_e64 v3, s4, v1, v3, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scratch_stores_before_read
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 39
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
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
	.set scratch_stores_before_read.num_agpr, max(0, .L_ZL5tid_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set scratch_stores_before_read.numbered_sgpr, max(39, .L_ZL5tid_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set scratch_stores_before_read.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set scratch_stores_before_read.private_seg_size, 64+max(.L_ZL5tid_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set scratch_stores_before_read.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set scratch_stores_before_read.uses_flat_scratch, or(1, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set scratch_stores_before_read.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set scratch_stores_before_read.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set scratch_stores_before_read.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1804
; TotalNumSgprs: 39
; NumVgprs: 32
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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

	.type	__hip_cuid_af04fbb11b6d1a63,@object ; @__hip_cuid_af04fbb11b6d1a63
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_af04fbb11b6d1a63
__hip_cuid_af04fbb11b6d1a63:
	.byte	0                               ; 0x0
	.size	__hip_cuid_af04fbb11b6d1a63, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_af04fbb11b6d1a63
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .private_segment_fixed_size: 72
    .sgpr_count:     39
    .sgpr_spill_count: 25
    .symbol:         scratch_stores_before_read.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 6
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
