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
	.p2align	2                               ; -- Begin function _ZL12group_size_xv
	.type	_ZL12group_size_xv,@function
_ZL12group_size_xv:                     ; @_ZL12group_size_xv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x100
	v_mov_b32_e32 v0, 0
	global_load_ushort v0, v0, s[8:9] offset:12
	s_mov_b32 s32, s33
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_ZL12group_size_xv, .Lfunc_end1-_ZL12group_size_xv
                                        ; -- End function
	.set .L_ZL12group_size_xv.num_vgpr, 1
	.set .L_ZL12group_size_xv.num_agpr, 0
	.set .L_ZL12group_size_xv.numbered_sgpr, 34
	.set .L_ZL12group_size_xv.num_named_barrier, 0
	.set .L_ZL12group_size_xv.private_seg_size, 8
	.set .L_ZL12group_size_xv.uses_vcc, 0
	.set .L_ZL12group_size_xv.uses_flat_scratch, 0
	.set .L_ZL12group_size_xv.has_dyn_sized_stack, 0
	.set .L_ZL12group_size_xv.has_recursion, 0
	.set .L_ZL12group_size_xv.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 48
; TotalNumSgprs: 34
; NumVgprs: 1
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
.Lfunc_end2:
	.size	_ZL11syncthreadsv, .Lfunc_end2-_ZL11syncthreadsv
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
	.protected	_Z19stencil_halo_returnPfPKfii ; -- Begin function _Z19stencil_halo_returnPfPKfii
	.globl	_Z19stencil_halo_returnPfPKfii
	.p2align	8
	.type	_Z19stencil_halo_returnPfPKfii,@function
_Z19stencil_halo_returnPfPKfii:         ; @_Z19stencil_halo_returnPfPKfii
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0xc00
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr11 : SGPR spill to VGPR lane
	v_writelane_b32 v11, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v11, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v11, 0
	v_writelane_b32 v11, s12, 2
	v_writelane_b32 v11, s10, 3
	v_writelane_b32 v11, s11, 4
	s_mov_b64 s[18:19], s[8:9]
	v_writelane_b32 v11, s18, 5
	v_writelane_b32 v11, s19, 6
	v_writelane_b32 v11, s6, 7
	v_writelane_b32 v11, s7, 8
	v_writelane_b32 v11, s4, 9
	v_writelane_b32 v11, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_load_dwordx2 s[36:37], s[18:19], 0x0
	s_load_dwordx2 s[30:31], s[18:19], 0x8
	s_load_dword s9, s[18:19], 0x10
	s_load_dword s8, s[18:19], 0x14
	s_mov_b64 s[20:21], 0
	s_mov_b32 s40, s21
	v_writelane_b32 v11, s40, 11
	s_mov_b32 s41, -1
	v_writelane_b32 v11, s41, 12
	s_mov_b32 s17, 0
	s_cmp_lg_u32 s17, s41
	s_mov_b64 s[22:23], src_private_base
	s_mov_b32 s15, s23
	v_writelane_b32 v11, s15, 13
	s_cselect_b32 s16, s15, s40
	s_mov_b32 s39, s20
	v_writelane_b32 v11, s39, 14
	s_cselect_b32 s34, s17, s39
                                        ; kill: def $sgpr34 killed $sgpr34 def $sgpr34_sgpr35
	s_mov_b32 s35, s16
	s_mov_b32 s17, 8
	s_cmp_lg_u32 s17, s41
	s_cselect_b32 s16, s15, s40
	s_cselect_b32 s28, s17, s39
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s16
	s_mov_b32 s17, 16
	s_cmp_lg_u32 s17, s41
	s_cselect_b32 s16, s15, s40
	s_cselect_b32 s26, s17, s39
                                        ; kill: def $sgpr26 killed $sgpr26 def $sgpr26_sgpr27
	s_mov_b32 s27, s16
	s_mov_b64 s[16:17], s[26:27]
	v_writelane_b32 v11, s16, 15
	v_writelane_b32 v11, s17, 16
	s_mov_b32 s17, 24
	s_cmp_lg_u32 s17, s41
	s_cselect_b32 s16, s15, s40
	s_cselect_b32 s24, s17, s39
                                        ; kill: def $sgpr24 killed $sgpr24 def $sgpr24_sgpr25
	s_mov_b32 s25, s16
	s_mov_b64 s[16:17], s[24:25]
	v_writelane_b32 v11, s16, 17
	v_writelane_b32 v11, s17, 18
	s_mov_b32 s17, 32
	s_cmp_lg_u32 s17, s41
	s_cselect_b32 s16, s15, s40
	s_cselect_b32 s22, s17, s39
                                        ; kill: def $sgpr22 killed $sgpr22 def $sgpr22_sgpr23
	s_mov_b32 s23, s16
	v_writelane_b32 v11, s22, 19
	v_writelane_b32 v11, s23, 20
	s_mov_b64 s[16:17], s[22:23]
	v_writelane_b32 v11, s16, 21
	v_writelane_b32 v11, s17, 22
	s_mov_b32 s17, 36
	s_cmp_lg_u32 s17, s41
	s_cselect_b32 s16, s15, s40
	s_cselect_b32 s20, s17, s39
                                        ; kill: def $sgpr20 killed $sgpr20 def $sgpr20_sgpr21
	s_mov_b32 s21, s16
	s_mov_b64 s[16:17], s[20:21]
	v_writelane_b32 v11, s16, 23
	v_writelane_b32 v11, s17, 24
	s_mov_b32 s16, 40
	s_cmp_lg_u32 s16, s41
	s_cselect_b32 s38, s15, s40
	s_cselect_b32 s16, s16, s39
                                        ; kill: def $sgpr16 killed $sgpr16 def $sgpr16_sgpr17
	s_mov_b32 s17, s38
	s_mov_b64 s[42:43], s[16:17]
	v_writelane_b32 v11, s42, 25
	v_writelane_b32 v11, s43, 26
	s_mov_b32 s42, 44
	s_cmp_lg_u32 s42, s41
	s_cselect_b32 s38, s15, s40
	s_cselect_b32 s42, s42, s39
                                        ; kill: def $sgpr42 killed $sgpr42 def $sgpr42_sgpr43
	s_mov_b32 s43, s38
	v_writelane_b32 v11, s42, 27
	v_writelane_b32 v11, s43, 28
	v_writelane_b32 v11, s42, 29
	v_writelane_b32 v11, s43, 30
	s_mov_b32 s42, 48
	s_cmp_lg_u32 s42, s41
	s_cselect_b32 s38, s15, s40
	s_cselect_b32 s42, s42, s39
                                        ; kill: def $sgpr42 killed $sgpr42 def $sgpr42_sgpr43
	s_mov_b32 s43, s38
                                        ; implicit-def: $vgpr12 : SGPR spill to VGPR lane
	v_writelane_b32 v11, s42, 31
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v11, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	v_writelane_b32 v12, s43, 0
	s_mov_b32 s38, 52
	s_cmp_lg_u32 s38, s41
	s_cselect_b32 s15, s15, s40
	s_cselect_b32 s38, s38, s39
                                        ; kill: def $sgpr38 killed $sgpr38 def $sgpr38_sgpr39
	s_mov_b32 s39, s15
	v_writelane_b32 v12, s38, 1
	v_writelane_b32 v12, s39, 2
	v_mov_b32_e32 v3, s34
	v_mov_b32_e32 v4, s35
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s36
	v_mov_b32_e32 v6, s37
	flat_store_dwordx2 v[3:4], v[5:6]
	v_mov_b32_e32 v3, s34
	v_mov_b32_e32 v4, s35
	flat_load_dwordx2 v[7:8], v[3:4]
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	v_mov_b32_e32 v5, s30
	v_mov_b32_e32 v6, s31
	flat_store_dwordx2 v[3:4], v[5:6]
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	flat_load_dwordx2 v[5:6], v[3:4]
	v_mov_b32_e32 v3, s26
	v_mov_b32_e32 v4, s27
	s_waitcnt vmcnt(1) lgkmcnt(2)
	flat_store_dwordx2 v[3:4], v[7:8]
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s25
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_dwordx2 v[3:4], v[5:6]
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s23
	v_mov_b32_e32 v5, s9
	flat_store_dword v[3:4], v5
	v_mov_b32_e32 v3, s20
	v_mov_b32_e32 v4, s21
	v_mov_b32_e32 v5, s8
	flat_store_dword v[3:4], v5
	s_mov_b64 s[20:21], 24
	s_mov_b32 s8, s18
	s_mov_b32 s9, s19
	s_mov_b32 s18, s20
	s_mov_b32 s15, s21
	s_add_u32 s8, s8, s18
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v12, s8, 3
	v_writelane_b32 v12, s9, 4
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s19, s19, _ZL5tid_xv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	buffer_store_dword v31, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[18:19]
	buffer_load_dword v31, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_readlane_b32 s14, v11, 0
	v_readlane_b32 s13, v11, 1
	v_readlane_b32 s12, v11, 2
	v_readlane_b32 s10, v11, 3
	v_readlane_b32 s11, v11, 4
	v_readlane_b32 s8, v12, 3
	v_readlane_b32 s9, v12, 4
	v_readlane_b32 s6, v11, 7
	v_readlane_b32 s7, v11, 8
	v_readlane_b32 s4, v11, 9
	v_readlane_b32 s5, v11, 10
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	flat_store_dword v[0:1], v2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL12group_size_xv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL12group_size_xv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s6, v11, 27
	v_readlane_b32 s7, v11, 28
	v_readlane_b32 s4, v11, 19
	v_readlane_b32 s5, v11, 20
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v12, s5, 5
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB3_3
	s_branch .LBB3_2
.LBB3_1:
	s_branch .LBB3_23
.LBB3_2:
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(1)
	v_readlane_b32 s4, v11, 31
	s_waitcnt vmcnt(0)
	v_readlane_b32 s5, v12, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dword v[0:1], v2
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	v_writelane_b32 v12, s4, 6
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_branch .LBB3_4
.LBB3_3:
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 5
	s_or_saveexec_b32 s4, s4
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v12, s4, 7
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB3_23
	s_branch .LBB3_1
.LBB3_4:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(1)
	v_readlane_b32 s8, v11, 21
	v_readlane_b32 s9, v11, 22
	v_readlane_b32 s10, v11, 31
	s_waitcnt vmcnt(0)
	v_readlane_b32 s11, v12, 0
	v_readlane_b32 s5, v12, 8
	v_readlane_b32 s6, v12, 9
	v_readlane_b32 s4, v12, 10
	v_readlane_b32 s7, v12, 6
	v_writelane_b32 v12, s7, 11
	v_writelane_b32 v12, s5, 12
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s5, v0, v1
	s_mov_b32 s7, -1
	s_or_b32 s4, s4, exec_lo
	v_writelane_b32 v12, s4, 13
	s_or_b32 s6, s6, exec_lo
	v_writelane_b32 v12, s6, 14
	v_writelane_b32 v12, s6, 15
	v_writelane_b32 v12, s4, 16
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v12, s4, 17
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_and_b32 s4, s4, s5
                                        ; implicit-def: $vgpr12 : SGPR spill to VGPR lane
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB3_12
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(1)
	v_readlane_b32 s6, v11, 25
	v_readlane_b32 s7, v11, 26
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 1
	v_readlane_b32 s5, v12, 2
	v_readlane_b32 s8, v11, 17
	v_readlane_b32 s9, v11, 18
	v_readlane_b32 s10, v11, 23
	v_readlane_b32 s11, v11, 24
	v_readlane_b32 s12, v11, 31
	v_readlane_b32 s13, v12, 0
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s11
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v2, v0, v1
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_dwordx2 v[8:9], v[0:1]
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v1, v[0:1]
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	flat_load_dword v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v1, v1, v0
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_mov_b32 s5, 2
	v_lshlrev_b64 v[6:7], s5, v[1:2]
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v1, s4, v1, v5
	v_add_co_ci_u32_e64 v4, s4, v2, v4, s4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	flat_load_dword v2, v[1:2]
	s_mov_b32 s4, 1
	v_add_nc_u32_e64 v0, v0, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[8:9], src_shared_base
	s_mov_b32 s8, s9
	s_mov_b32 s4, 0
	s_mov_b32 s10, s4
	s_mov_b32 s11, s8
	v_lshlrev_b64 v[3:4], s5, v[0:1]
	s_mov_b32 s8, s10
	v_mov_b32_e32 v0, v3
	s_mov_b32 s5, s11
	v_mov_b32_e32 v1, v4
	v_add_co_u32 v0, s8, s8, v0
	v_add_co_ci_u32_e64 v3, s5, s5, v1, s8
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v12, s4, 18
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB3_10
; %bb.6:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 1
	v_readlane_b32 s5, v12, 2
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s4, v0, s4
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v12, s5, 19
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB3_7
	s_branch .LBB3_9
.LBB3_7:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 19
	s_or_saveexec_b32 s4, s4
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v12, s4, 20
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB3_11
; %bb.8:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(1)
	v_readlane_b32 s4, v11, 1
	v_readlane_b32 s5, v11, 2
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v12, 17
	v_readlane_b32 s7, v12, 18
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dwordx2 v[1:2], v[0:1]
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v4, s5
	flat_load_dword v0, v[3:4]
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v3, v0, s4
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s4, v0, v3
	v_add_co_ci_u32_e64 v2, s4, v1, v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_branch .LBB3_11
.LBB3_9:                                ;   in Loop: Header=BB3_4 Depth=1
	s_branch .LBB3_7
.LBB3_10:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 18
	s_or_b32 exec_lo, exec_lo, s4
	s_branch .LBB3_13
.LBB3_11:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 20
	s_or_b32 exec_lo, exec_lo, s4
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], src_shared_base
	s_mov_b32 s4, s5
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v3, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	s_branch .LBB3_10
.LBB3_12:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 17
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s7, v12, 12
	v_readlane_b32 s8, v12, 11
	v_readlane_b32 s6, v12, 15
	v_readlane_b32 s5, v12, 16
	s_mov_b32 s4, s6
	s_and_b32 s4, exec_lo, s4
	s_or_b32 s4, s4, s8
	s_andn2_b32 s7, s7, exec_lo
	s_and_b32 s8, s5, exec_lo
	s_or_b32 s7, s7, s8
	v_writelane_b32 v12, s7, 21
	v_writelane_b32 v12, s7, 8
	v_writelane_b32 v12, s6, 9
	v_writelane_b32 v12, s5, 10
	s_mov_b32 s5, s4
	v_writelane_b32 v12, s5, 6
	s_mov_b32 s5, s4
	v_writelane_b32 v12, s5, 22
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB3_4
	s_branch .LBB3_24
.LBB3_13:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v11, 29
	v_readlane_b32 s5, v11, 30
	v_readlane_b32 s6, v11, 25
	v_readlane_b32 s7, v11, 26
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_load_dword v1, v[1:2]
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v1, v1, s4
	v_cmp_eq_u32_e64 s5, v0, v1
	s_mov_b32 s4, -1
	s_mov_b32 s6, s4
	v_writelane_b32 v12, s6, 23
	v_writelane_b32 v12, s4, 24
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v12, s4, 25
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB3_16
; %bb.14:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(1)
	v_readlane_b32 s4, v11, 29
	v_readlane_b32 s5, v11, 30
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v12, 1
	v_readlane_b32 s7, v12, 2
	v_readlane_b32 s8, v11, 17
	v_readlane_b32 s9, v11, 18
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_dwordx2 v[8:9], v[0:1]
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v1, v[0:1]
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	flat_load_dword v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v1, v1, v0
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_mov_b32 s8, 2
	v_lshlrev_b64 v[6:7], s8, v[1:2]
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v1, s9, v1, v5
	v_add_co_ci_u32_e64 v4, s9, v2, v4, s9
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	flat_load_dword v2, v[1:2]
	s_mov_b32 s9, 1
	v_add_nc_u32_e64 v0, v0, s9
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[10:11], src_shared_base
	s_mov_b32 s9, s11
	s_mov_b32 s10, 0
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s9
	v_lshlrev_b64 v[3:4], s8, v[0:1]
	s_mov_b32 s9, s10
	v_mov_b32_e32 v0, v3
	s_mov_b32 s8, s11
	v_mov_b32_e32 v1, v4
	v_add_co_u32 v0, s9, s9, v0
	v_add_co_ci_u32_e64 v3, s8, s8, v1, s9
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v0, v0, v1
	s_mov_b32 s4, 0x186a1
	v_cmp_lt_u32_e64 s5, v0, s4
	s_mov_b32 s4, 0
	v_writelane_b32 v12, s4, 26
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v12, s4, 27
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB3_18
	s_branch .LBB3_17
.LBB3_15:
	s_branch .LBB3_22
.LBB3_16:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v12, 25
	s_or_b32 exec_lo, exec_lo, s6
	v_readlane_b32 s5, v12, 23
	v_readlane_b32 s4, v12, 24
	v_writelane_b32 v12, s4, 28
	s_mov_b32 s4, -1
	v_writelane_b32 v12, s4, 29
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v12, s4, 30
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB3_20
	s_branch .LBB3_19
.LBB3_17:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_mov_b32 s4, -1
	s_mov_b32 s4, exec_lo
	s_waitcnt vmcnt(0)
	v_writelane_b32 v12, s4, 26
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
.LBB3_18:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 27
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s5, v12, 26
	s_mov_b32 s4, 0
	s_xor_b32 s4, exec_lo, -1
	s_orn2_b32 s5, s5, exec_lo
	v_writelane_b32 v12, s5, 23
	v_writelane_b32 v12, s4, 24
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_branch .LBB3_16
.LBB3_19:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v10, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v12, 0
	v_readlane_b32 s13, v12, 1
	v_readlane_b32 s12, v12, 2
	v_readlane_b32 s10, v12, 3
	v_readlane_b32 s11, v12, 4
	v_readlane_b32 s6, v12, 7
	v_readlane_b32 s7, v12, 8
	v_readlane_b32 s4, v12, 9
	v_readlane_b32 s5, v12, 10
	v_readlane_b32 s18, v10, 1
	v_readlane_b32 s19, v10, 2
	v_readlane_b32 s20, v12, 15
	v_readlane_b32 s21, v12, 16
	v_readlane_b32 s22, v12, 25
	v_readlane_b32 s23, v12, 26
	v_readlane_b32 s16, v12, 5
	v_readlane_b32 s17, v12, 6
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[24:25], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s24
	s_mov_b32 s15, s25
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v10, s8, 31
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v10, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(3)
	v_writelane_b32 v11, s9, 0
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v11, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL11syncthreadsv@rel32@hi+12
	s_mov_b64 s[26:27], s[2:3]
	s_mov_b64 s[24:25], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	buffer_store_dword v31, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[24:25]
	s_mov_b64 s[2:3], s[26:27]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_readlane_b32 s14, v12, 0
	v_readlane_b32 s13, v12, 1
	v_readlane_b32 s12, v12, 2
	v_readlane_b32 s10, v12, 3
	v_readlane_b32 s11, v12, 4
	v_readlane_b32 s8, v10, 31
	v_readlane_b32 s9, v11, 0
	v_readlane_b32 s6, v12, 7
	v_readlane_b32 s7, v12, 8
	v_readlane_b32 s4, v12, 9
	v_readlane_b32 s5, v12, 10
	v_mov_b32_e32 v0, s22
	v_mov_b32_e32 v1, s23
	flat_load_dword v1, v[0:1]
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v3
	s_mov_b64 s[22:23], src_shared_base
	s_mov_b32 s15, s23
	s_mov_b32 s26, 0
                                        ; kill: def $sgpr26 killed $sgpr26 def $sgpr26_sgpr27
	s_mov_b32 s27, s15
	s_mov_b32 s15, 2
	v_lshlrev_b64 v[4:5], s15, v[4:5]
	s_mov_b32 s23, s26
	v_mov_b32_e32 v2, v4
	s_mov_b32 s22, s27
	v_mov_b32_e32 v0, v5
	v_add_co_u32 v4, s23, s23, v2
	v_add_co_ci_u32_e64 v0, s22, s22, v0, s23
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	flat_load_dword v0, v[4:5]
	s_mov_b32 s22, 1
	v_add_nc_u32_e64 v4, v1, s22
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[5:6], s15, v[4:5]
	s_mov_b32 s23, s26
	v_mov_b32_e32 v4, v5
	s_mov_b32 s22, s27
	v_mov_b32_e32 v2, v6
	v_add_co_u32 v4, s23, s23, v4
	v_add_co_ci_u32_e64 v2, s22, s22, v2, s23
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	flat_load_dword v2, v[4:5]
	s_mov_b32 s22, 0.5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e64 v2, v2, s22
	s_mov_b32 s22, 0x3e800000
	v_fmac_f32_e64 v2, v0, s22
	v_add_nc_u32_e64 v4, v1, s15
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[5:6], s15, v[4:5]
	s_mov_b32 s24, s26
	v_mov_b32_e32 v4, v5
	s_mov_b32 s23, s27
	v_mov_b32_e32 v0, v6
	v_add_co_u32 v4, s24, s24, v4
	v_add_co_ci_u32_e64 v0, s23, s23, v0, s24
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	flat_load_dword v0, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e64 v2, v0, s22
	v_mov_b32_e32 v4, s20
	v_mov_b32_e32 v5, s21
	flat_load_dwordx2 v[7:8], v[4:5]
	v_mov_b32_e32 v4, s18
	v_mov_b32_e32 v5, s19
	flat_load_dword v0, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[5:6], s15, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v0, s15, v0, v4
	v_add_co_ci_u32_e64 v3, s15, v1, v3, s15
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_branch .LBB3_21
.LBB3_20:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s8, v12, 30
	s_or_b32 exec_lo, exec_lo, s8
	v_readlane_b32 s5, v12, 14
	v_readlane_b32 s7, v12, 28
	v_readlane_b32 s4, v12, 13
	v_readlane_b32 s6, v12, 29
	s_andn2_b32 s4, s4, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_or_b32 s4, s4, s7
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_or_b32 s5, s5, s6
	v_writelane_b32 v12, s5, 15
	v_writelane_b32 v12, s4, 16
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_branch .LBB3_12
.LBB3_21:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(1)
	v_readlane_b32 s4, v11, 31
	s_waitcnt vmcnt(0)
	v_readlane_b32 s5, v12, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e64 v2, v0, s6
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dword v[0:1], v2
	s_mov_b32 s4, 0
	s_xor_b32 s4, exec_lo, -1
	v_writelane_b32 v12, s4, 29
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_branch .LBB3_20
.LBB3_22:
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 1
	s_or_b32 exec_lo, exec_lo, s4
	s_branch .LBB3_3
.LBB3_23:
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 7
	s_or_b32 exec_lo, exec_lo, s4
	s_endpgm
.LBB3_24:
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v12, 22
	s_or_b32 exec_lo, exec_lo, s4
; %bb.25:
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v11, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v11, 21
	s_or_saveexec_b32 s44, -1
	buffer_load_dword v12, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s44
	s_mov_b32 s5, -1
	s_xor_b32 s4, s4, s5
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	s_waitcnt vmcnt(0)
	v_writelane_b32 v12, s5, 1
	s_or_saveexec_b32 s44, -1
	buffer_store_dword v12, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s44
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB3_22
	s_branch .LBB3_15
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z19stencil_halo_returnPfPKfii
		.amdhsa_group_segment_fixed_size 4104
		.amdhsa_private_segment_fixed_size 104
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_sgpr 45
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
.Lfunc_end3:
	.size	_Z19stencil_halo_returnPfPKfii, .Lfunc_end3-_Z19stencil_halo_returnPfPKfii
                                        ; -- End function
	.set _Z19stencil_halo_returnPfPKfii.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL12group_size_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set _Z19stencil_halo_returnPfPKfii.num_agpr, max(0, .L_ZL5tid_xv.num_agpr, .L_ZL12group_size_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set _Z19stencil_halo_returnPfPKfii.numbered_sgpr, max(45, .L_ZL5tid_xv.numbered_sgpr, .L_ZL12group_size_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set _Z19stencil_halo_returnPfPKfii.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL12group_size_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set _Z19stencil_halo_returnPfPKfii.private_seg_size, 96+max(.L_ZL5tid_xv.private_seg_size, .L_ZL12group_size_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set _Z19stencil_halo_returnPfPKfii.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL12group_size_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set _Z19stencil_halo_returnPfPKfii.uses_flat_scratch, or(1, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL12group_size_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set _Z19stencil_halo_returnPfPKfii.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL12group_size_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set _Z19stencil_halo_returnPfPKfii.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL12group_size_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set _Z19stencil_halo_returnPfPKfii.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL12group_size_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5032
; TotalNumSgprs: 45
; NumVgprs: 32
; ScratchSize: 104
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4104 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 45
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

	.type	__hip_cuid_5f1fb303d0541f07,@object ; @__hip_cuid_5f1fb303d0541f07
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_5f1fb303d0541f07
__hip_cuid_5f1fb303d0541f07:
	.byte	0                               ; 0x0
	.size	__hip_cuid_5f1fb303d0541f07, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL12group_size_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_5f1fb303d0541f07
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
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 4104
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z19stencil_halo_returnPfPKfii
    .private_segment_fixed_size: 104
    .sgpr_count:     45
    .sgpr_spill_count: 73
    .symbol:         _Z19stencil_halo_returnPfPKfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 26
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
