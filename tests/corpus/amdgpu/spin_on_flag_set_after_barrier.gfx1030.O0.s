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
	.protected	spin_on_flag_set_after_barrier ; -- Begin function spin_on_flag_set_after_barrier
	.globl	spin_on_flag_set_after_barrier
	.p2align	8
	.type	spin_on_flag_set_after_barrier,@function
spin_on_flag_set_after_barrier:         ; @spin_on_flag_set_after_barrier
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr7 : SGPR spill to VGPR lane
	v_writelane_b32 v7, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v7, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v7, 0
	v_writelane_b32 v7, s12, 2
	v_writelane_b32 v7, s10, 3
	v_writelane_b32 v7, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v7, s16, 5
	v_writelane_b32 v7, s17, 6
	v_writelane_b32 v7, s6, 7
	v_writelane_b32 v7, s7, 8
	v_writelane_b32 v7, s4, 9
	v_writelane_b32 v7, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_mov_b64 s[18:19], 0
	s_mov_b32 s24, s19
	s_mov_b32 s25, -1
	s_mov_b32 s9, 0
	s_cmp_lg_u32 s9, s25
	s_mov_b64 s[22:23], src_private_base
	s_mov_b32 s15, s23
	s_cselect_b32 s8, s15, s24
	s_mov_b32 s23, s18
	s_cselect_b32 s18, s9, s23
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s8
	s_mov_b32 s8, 8
	s_cmp_lg_u32 s8, s25
	s_cselect_b32 s22, s15, s24
	s_cselect_b32 s8, s8, s23
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s22
	s_mov_b64 s[26:27], s[8:9]
	v_writelane_b32 v7, s26, 11
	v_writelane_b32 v7, s27, 12
	s_mov_b32 s26, 16
	s_cmp_lg_u32 s26, s25
	s_cselect_b32 s22, s15, s24
	s_cselect_b32 s26, s26, s23
                                        ; kill: def $sgpr26 killed $sgpr26 def $sgpr26_sgpr27
	s_mov_b32 s27, s22
	v_writelane_b32 v7, s26, 13
	v_writelane_b32 v7, s27, 14
	v_writelane_b32 v7, s26, 15
	v_writelane_b32 v7, s27, 16
	s_mov_b32 s26, 20
	s_cmp_lg_u32 s26, s25
	s_cselect_b32 s22, s15, s24
	s_cselect_b32 s26, s26, s23
                                        ; kill: def $sgpr26 killed $sgpr26 def $sgpr26_sgpr27
	s_mov_b32 s27, s22
	v_writelane_b32 v7, s26, 17
	v_writelane_b32 v7, s27, 18
	s_mov_b32 s26, 24
	s_cmp_lg_u32 s26, s25
	s_cselect_b32 s22, s15, s24
	s_cselect_b32 s26, s26, s23
                                        ; kill: def $sgpr26 killed $sgpr26 def $sgpr26_sgpr27
	s_mov_b32 s27, s22
	v_writelane_b32 v7, s26, 19
	v_writelane_b32 v7, s27, 20
	s_mov_b32 s22, 28
	s_cmp_lg_u32 s22, s25
	s_cselect_b32 s15, s15, s24
	s_cselect_b32 s22, s22, s23
                                        ; kill: def $sgpr22 killed $sgpr22 def $sgpr22_sgpr23
	s_mov_b32 s23, s15
	v_writelane_b32 v7, s22, 21
	v_writelane_b32 v7, s23, 22
	v_mov_b32_e32 v3, s18
	v_mov_b32_e32 v4, s19
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s20
	v_mov_b32_e32 v6, s21
	flat_store_dwordx2 v[3:4], v[5:6]
	v_mov_b32_e32 v3, s18
	v_mov_b32_e32 v4, s19
	flat_load_dwordx2 v[5:6], v[3:4]
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v4, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[3:4], v[5:6]
	s_mov_b64 s[18:19], 8
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL5tid_xv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v7, 13
	v_readlane_b32 s5, v7, 14
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v7, s4, 23
	s_or_saveexec_b32 s28, -1
	buffer_store_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s28
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v7, 17
	v_readlane_b32 s5, v7, 18
	v_readlane_b32 s6, v7, 11
	v_readlane_b32 s7, v7, 12
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dwordx2 v[0:1], v[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	flat_store_dword v[2:3], v4
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_store_dword v[0:1], v2
.LBB2_2:
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s8, v7, 23
	s_or_b32 exec_lo, exec_lo, s8
	v_readlane_b32 s14, v7, 0
	v_readlane_b32 s13, v7, 1
	v_readlane_b32 s12, v7, 2
	v_readlane_b32 s10, v7, 3
	v_readlane_b32 s11, v7, 4
	v_readlane_b32 s6, v7, 7
	v_readlane_b32 s7, v7, 8
	v_readlane_b32 s4, v7, 9
	v_readlane_b32 s5, v7, 10
	v_readlane_b32 s16, v7, 5
	v_readlane_b32 s17, v7, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_mov_b64 s[18:19], 8
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
	v_readlane_b32 s4, v7, 15
	v_readlane_b32 s5, v7, 16
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v7, s4, 24
	s_or_saveexec_b32 s28, -1
	buffer_store_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s28
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_writelane_b32 v7, s4, 25
	s_or_saveexec_b32 s28, -1
	buffer_store_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s28
	s_branch .LBB2_5
.LBB2_4:
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v7, 24
	s_or_b32 exec_lo, exec_lo, s4
	s_branch .LBB2_10
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v7, 19
	v_readlane_b32 s7, v7, 20
	v_readlane_b32 s8, v7, 11
	v_readlane_b32 s9, v7, 12
	v_readlane_b32 s4, v7, 26
	v_readlane_b32 s5, v7, 25
	v_writelane_b32 v7, s5, 27
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v2, v[0:1] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	s_mov_b32 s5, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s5
	s_mov_b32 s6, -1
	s_or_b32 s4, s4, exec_lo
	v_writelane_b32 v7, s4, 28
	v_writelane_b32 v7, s4, 29
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v7, s4, 30
	s_or_saveexec_b32 s28, -1
	buffer_store_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s28
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_7
; %bb.6:                                ;   in Loop: Header=BB2_5 Depth=1
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v7, 28
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v7, s4, 29
	s_or_saveexec_b32 s28, -1
	buffer_store_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s28
.LBB2_7:                                ;   in Loop: Header=BB2_5 Depth=1
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v7, 30
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s6, v7, 27
	v_readlane_b32 s5, v7, 29
	s_mov_b32 s4, s5
	s_and_b32 s4, exec_lo, s4
	s_or_b32 s4, s4, s6
	v_writelane_b32 v7, s5, 26
	s_mov_b32 s5, s4
	v_writelane_b32 v7, s5, 25
	s_mov_b32 s5, s4
	v_writelane_b32 v7, s5, 31
	s_or_saveexec_b32 s28, -1
	buffer_store_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s28
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB2_5
; %bb.8:
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v7, 31
	s_or_b32 exec_lo, exec_lo, s4
; %bb.9:
	s_branch .LBB2_4
.LBB2_10:
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v7, 0
	v_readlane_b32 s13, v7, 1
	v_readlane_b32 s12, v7, 2
	v_readlane_b32 s10, v7, 3
	v_readlane_b32 s11, v7, 4
	v_readlane_b32 s6, v7, 7
	v_readlane_b32 s7, v7, 8
	v_readlane_b32 s4, v7, 9
	v_readlane_b32 s5, v7, 10
	v_readlane_b32 s16, v7, 5
	v_readlane_b32 s17, v7, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_mov_b64 s[18:19], 8
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
	v_readlane_b32 s4, v7, 15
	v_readlane_b32 s5, v7, 16
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr7 : SGPR spill to VGPR lane
	v_writelane_b32 v7, s4, 0
	s_or_saveexec_b32 s28, -1
	buffer_store_dword v7, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s28
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB2_12
; %bb.11:
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v7, 21
	v_readlane_b32 s5, v7, 22
	v_readlane_b32 s6, v7, 11
	v_readlane_b32 s7, v7, 12
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dwordx2 v[0:1], v[0:1]
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	flat_store_dword v[2:3], v4
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_store_dword v[0:1], v2
.LBB2_12:
	s_or_saveexec_b32 s28, -1
	buffer_load_dword v7, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s28
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v7, 0
	s_or_b32 exec_lo, exec_lo, s4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spin_on_flag_set_after_barrier
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_sgpr 34
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
	.size	spin_on_flag_set_after_barrier, .Lfunc_end2-spin_on_flag_set_after_barrier
                                        ; -- End function
	.set spin_on_flag_set_after_barrier.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set spin_on_flag_set_after_barrier.num_agpr, max(0, .L_ZL5tid_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set spin_on_flag_set_after_barrier.numbered_sgpr, max(34, .L_ZL5tid_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set spin_on_flag_set_after_barrier.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set spin_on_flag_set_after_barrier.private_seg_size, 64+max(.L_ZL5tid_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set spin_on_flag_set_after_barrier.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set spin_on_flag_set_after_barrier.uses_flat_scratch, or(1, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set spin_on_flag_set_after_barrier.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set spin_on_flag_set_after_barrier.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set spin_on_flag_set_after_barrier.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2168
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 72
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

	.type	__hip_cuid_49b344a95b4b0f4a,@object ; @__hip_cuid_49b344a95b4b0f4a
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_49b344a95b4b0f4a
__hip_cuid_49b344a95b4b0f4a:
	.byte	0                               ; 0x0
	.size	__hip_cuid_49b344a95b4b0f4a, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_49b344a95b4b0f4a
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
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           spin_on_flag_set_after_barrier
    .private_segment_fixed_size: 72
    .sgpr_count:     34
    .sgpr_spill_count: 35
    .symbol:         spin_on_flag_set_after_barrier.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 10
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
