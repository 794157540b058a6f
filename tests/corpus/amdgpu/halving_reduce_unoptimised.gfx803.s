	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _ZL5tid_xv
	.type	_ZL5tid_xv,@function
_ZL5tid_xv:                             ; @_ZL5tid_xv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
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
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	s_mov_b64 s[6:7], s[8:9]
	s_mov_b64 s[8:9], 12
	s_mov_b32 s4, s6
	s_mov_b32 s5, s7
	s_mov_b32 s7, s8
	s_mov_b32 s6, s9
	s_add_u32 s4, s4, s7
	s_addc_u32 s6, s5, s6
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_ushort v0, v[0:1]
	s_mov_b32 s32, s33
	s_mov_b32 s33, s10
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_ZL12group_size_xv, .Lfunc_end1-_ZL12group_size_xv
                                        ; -- End function
	.set .L_ZL12group_size_xv.num_vgpr, 2
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
; codeLenInByte = 88
; TotalNumSgprs: 34
; NumVgprs: 2
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
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
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
; codeLenInByte = 32
; TotalNumSgprs: 34
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z26halving_reduce_unoptimisedPfPKf ; -- Begin function _Z26halving_reduce_unoptimisedPfPKf
	.globl	_Z26halving_reduce_unoptimisedPfPKf
	.p2align	8
	.type	_Z26halving_reduce_unoptimisedPfPKf,@function
_Z26halving_reduce_unoptimisedPfPKf:    ; @_Z26halving_reduce_unoptimisedPfPKf
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x1400
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
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
	s_mov_b64 s[18:19], s[8:9]
	v_writelane_b32 v9, s18, 5
	v_writelane_b32 v9, s19, 6
	v_writelane_b32 v9, s6, 7
	v_writelane_b32 v9, s7, 8
	v_writelane_b32 v9, s4, 9
	v_writelane_b32 v9, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_load_dwordx2 s[36:37], s[18:19], 0x0
	s_load_dwordx2 s[30:31], s[18:19], 0x8
	s_mov_b64 s[20:21], 0
	v_writelane_b32 v9, s20, 11
	v_writelane_b32 v9, s21, 12
	s_mov_b32 s26, s21
	s_mov_b32 s27, -1
	s_mov_b32 s16, 0
	s_cmp_lg_u32 s16, s27
	s_load_dword s15, s[18:19], 0xd0
	s_waitcnt lgkmcnt(0)
	s_cselect_b32 s8, s15, s26
	s_mov_b32 s9, s20
	s_cselect_b32 s34, s16, s9
                                        ; kill: def $sgpr34 killed $sgpr34 def $sgpr34_sgpr35
	s_mov_b32 s35, s8
	s_mov_b32 s16, 8
	s_cmp_lg_u32 s16, s27
	s_cselect_b32 s8, s15, s26
	s_cselect_b32 s28, s16, s9
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s8
	s_mov_b32 s16, 16
	s_cmp_lg_u32 s16, s27
	s_cselect_b32 s8, s15, s26
	s_cselect_b32 s24, s16, s9
                                        ; kill: def $sgpr24 killed $sgpr24 def $sgpr24_sgpr25
	s_mov_b32 s25, s8
	s_mov_b64 s[16:17], s[24:25]
	v_writelane_b32 v9, s16, 13
	v_writelane_b32 v9, s17, 14
	s_mov_b32 s16, 24
	s_cmp_lg_u32 s16, s27
	s_cselect_b32 s8, s15, s26
	s_cselect_b32 s22, s16, s9
                                        ; kill: def $sgpr22 killed $sgpr22 def $sgpr22_sgpr23
	s_mov_b32 s23, s8
	s_mov_b32 s16, 32
	s_cmp_lg_u32 s16, s27
	s_cselect_b32 s8, s15, s26
	s_cselect_b32 s20, s16, s9
                                        ; kill: def $sgpr20 killed $sgpr20 def $sgpr20_sgpr21
	s_mov_b32 s21, s8
	s_mov_b64 s[16:17], s[20:21]
	v_writelane_b32 v9, s16, 15
	v_writelane_b32 v9, s17, 16
	s_mov_b32 s16, 36
	s_cmp_lg_u32 s16, s27
	s_cselect_b32 s8, s15, s26
	s_cselect_b32 s16, s16, s9
                                        ; kill: def $sgpr16 killed $sgpr16 def $sgpr16_sgpr17
	s_mov_b32 s17, s8
	s_mov_b64 s[38:39], s[16:17]
	v_writelane_b32 v9, s38, 17
	v_writelane_b32 v9, s39, 18
	s_mov_b32 s8, 40
	s_cmp_lg_u32 s8, s27
	s_cselect_b32 s15, s15, s26
	s_cselect_b32 s8, s8, s9
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v9, s8, 19
	v_writelane_b32 v9, s9, 20
	v_writelane_b32 v9, s8, 21
	v_writelane_b32 v9, s9, 22
	s_mov_b32 s8, s36
	v_mov_b32_e32 v3, s34
	v_mov_b32_e32 v4, s35
	v_mov_b32_e32 v5, s8
	flat_store_dword v[3:4], v5
	s_mov_b64 s[8:9], 4
	s_or_b64 s[26:27], s[34:35], s[8:9]
	s_mov_b32 s15, s37
	v_mov_b32_e32 v3, s26
	v_mov_b32_e32 v4, s27
	v_mov_b32_e32 v5, s15
	flat_store_dword v[3:4], v5
	v_mov_b32_e32 v3, s34
	v_mov_b32_e32 v4, s35
	flat_load_dword v7, v[3:4]
	v_mov_b32_e32 v3, s26
	v_mov_b32_e32 v4, s27
	flat_load_dword v8, v[3:4]
	s_or_b64 s[26:27], s[28:29], s[8:9]
	s_mov_b32 s15, s31
	v_mov_b32_e32 v3, s26
	v_mov_b32_e32 v4, s27
	v_mov_b32_e32 v5, s15
	flat_store_dword v[3:4], v5
	s_mov_b32 s15, s30
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	v_mov_b32_e32 v5, s15
	flat_store_dword v[3:4], v5
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	flat_load_dword v5, v[3:4]
	v_mov_b32_e32 v3, s26
	v_mov_b32_e32 v4, s27
	flat_load_dword v6, v[3:4]
	s_or_b64 s[26:27], s[24:25], s[8:9]
	v_mov_b32_e32 v3, s26
	v_mov_b32_e32 v4, s27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v8
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s25
	flat_store_dword v[3:4], v7
	s_or_b64 s[24:25], s[22:23], s[8:9]
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s25
	flat_store_dword v[3:4], v6
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s23
	flat_store_dword v[3:4], v5
	s_mov_b64 s[28:29], 16
	s_mov_b32 s8, s18
	s_mov_b32 s9, s19
	s_mov_b32 s26, s28
	s_mov_b32 s15, s29
	s_add_u32 s8, s8, s26
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v9, s8, 23
	v_writelane_b32 v9, s9, 24
	s_getpc_b64 s[26:27]
	s_add_u32 s26, s26, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s27, s27, _ZL5tid_xv@rel32@hi+12
	s_mov_b64 s[30:31], s[2:3]
	s_mov_b64 s[28:29], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[28:29]
	s_mov_b64 s[2:3], s[30:31]
	s_swappc_b64 s[30:31], s[26:27]
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_readlane_b32 s14, v9, 0
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_readlane_b32 s8, v9, 23
	v_readlane_b32 s9, v9, 24
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s21
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	v_mov_b32_e32 v2, s12
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s24
	v_mov_b32_e32 v1, s25
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s22
	v_mov_b32_e32 v2, s23
	flat_load_dword v3, v[1:2]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL12group_size_xv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL12group_size_xv@rel32@hi+12
	s_mov_b64 s[26:27], s[2:3]
	s_mov_b64 s[24:25], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[24:25]
	s_mov_b64 s[2:3], s[26:27]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_readlane_b32 s14, v9, 0
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s8, v9, 23
	v_readlane_b32 s9, v9, 24
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_mov_b32_e32 v1, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v5, v0, v1
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s21
	flat_load_dword v6, v[0:1]
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v2
	v_add_u32_e64 v5, s[20:21], v5, v6
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b32 s15, 2
	v_lshlrev_b64 v[6:7], s15, v[5:6]
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v7
	v_add_u32_e64 v2, s[20:21], v2, v5
	v_addc_u32_e64 v4, s[20:21], v3, v4, s[20:21]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dword v2, v[2:3]
	s_load_dword s18, s[18:19], 0xd4
	s_mov_b32 s20, 0
                                        ; kill: def $sgpr20 killed $sgpr20 def $sgpr20_sgpr21
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s21, s18
	v_lshlrev_b64 v[3:4], s15, v[0:1]
	s_mov_b32 s18, s20
	v_mov_b32_e32 v0, v3
	s_mov_b32 s15, s21
	v_mov_b32_e32 v3, v4
	v_add_u32_e64 v0, s[18:19], s18, v0
	v_mov_b32_e32 v1, s15
	v_addc_u32_e64 v3, s[18:19], v1, v3, s[18:19]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s19, s19, _ZL11syncthreadsv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[18:19]
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_readlane_b32 s14, v9, 0
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_readlane_b32 s8, v9, 23
	v_readlane_b32 s9, v9, 24
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s6, v9, 19
	v_readlane_b32 s7, v9, 20
	v_readlane_b32 s4, v9, 11
	v_readlane_b32 s5, v9, 12
	s_mov_b32 s8, 1
	v_lshrrev_b32_e64 v2, s8, v0
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_store_dword v[0:1], v2
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v9, s4, 25
	v_writelane_b32 v9, s5, 26
	s_or_saveexec_b64 s[40:41], -1
	buffer_store_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[40:41]
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v9, 21
	v_readlane_b32 s7, v9, 22
	v_readlane_b32 s4, v9, 27
	v_readlane_b32 s5, v9, 28
	v_readlane_b32 s8, v9, 25
	v_readlane_b32 s9, v9, 26
	v_writelane_b32 v9, s8, 29
	v_writelane_b32 v9, s9, 30
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v9, s4, 31
	v_writelane_b32 v9, s5, 32
	v_writelane_b32 v9, s4, 33
	v_writelane_b32 v9, s5, 34
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v9, s4, 35
	v_writelane_b32 v9, s5, 36
	s_or_saveexec_b64 s[40:41], -1
	buffer_store_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[40:41]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_4
; %bb.2:                                ;   in Loop: Header=BB3_1 Depth=1
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 21
	v_readlane_b32 s5, v9, 22
	v_readlane_b32 s6, v9, 15
	v_readlane_b32 s7, v9, 16
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v9, s4, 37
	v_writelane_b32 v9, s5, 38
	s_or_saveexec_b64 s[40:41], -1
	buffer_store_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[40:41]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_5
; %bb.3:                                ;   in Loop: Header=BB3_1 Depth=1
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 5
	v_readlane_b32 s5, v9, 6
	v_readlane_b32 s6, v9, 21
	v_readlane_b32 s7, v9, 22
	v_readlane_b32 s8, v9, 15
	v_readlane_b32 s9, v9, 16
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_dword v2, v[0:1]
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v5, s6
	v_mov_b32_e32 v6, s7
	flat_load_dword v3, v[5:6]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, s[6:7], v2, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_load_dword s4, s[4:5], 0xd4
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s7, s4
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[3:4], s4, v[2:3]
	s_mov_b32 s8, s6
	v_mov_b32_e32 v2, v3
	s_mov_b32 s5, s7
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr3_vgpr4 killed $exec
	v_add_u32_e64 v2, s[8:9], s8, v2
	v_mov_b32_e32 v3, s5
	v_addc_u32_e64 v4, s[8:9], v3, v4, s[8:9]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dword v3, v[2:3]
	v_lshlrev_b64 v[1:2], s4, v[0:1]
	s_mov_b32 s4, s6
	v_mov_b32_e32 v0, v1
	s_mov_b32 s6, s7
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr1_vgpr2 killed $exec
	v_add_u32_e64 v0, s[4:5], s4, v0
	v_mov_b32_e32 v1, s6
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e64 v2, v2, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB3_5
.LBB3_4:                                ;   in Loop: Header=BB3_1 Depth=1
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 35
	v_readlane_b32 s5, v9, 36
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v9, 29
	v_readlane_b32 s9, v9, 30
	v_readlane_b32 s6, v9, 33
	v_readlane_b32 s7, v9, 34
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v9, s6, 27
	v_writelane_b32 v9, s7, 28
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v9, s6, 25
	v_writelane_b32 v9, s7, 26
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v9, s6, 39
	v_writelane_b32 v9, s7, 40
	s_or_saveexec_b64 s[40:41], -1
	buffer_store_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[40:41]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB3_1
	s_branch .LBB3_7
.LBB3_5:                                ;   in Loop: Header=BB3_1 Depth=1
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s8, v9, 37
	v_readlane_b32 s9, v9, 38
	s_or_b64 exec, exec, s[8:9]
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
	buffer_load_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
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
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
; %bb.6:                                ;   in Loop: Header=BB3_1 Depth=1
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 31
	v_readlane_b32 s5, v9, 32
	v_readlane_b32 s6, v9, 21
	v_readlane_b32 s7, v9, 22
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	s_mov_b32 s8, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshrrev_b32_e64 v2, s8, v0
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_store_dword v[0:1], v2
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v9, s4, 33
	v_writelane_b32 v9, s5, 34
	s_or_saveexec_b64 s[40:41], -1
	buffer_store_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[40:41]
	s_branch .LBB3_4
.LBB3_7:
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 39
	v_readlane_b32 s5, v9, 40
	s_or_b64 exec, exec, s[4:5]
; %bb.8:
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 15
	v_readlane_b32 s5, v9, 16
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v9, s4, 41
	v_writelane_b32 v9, s5, 42
	s_or_saveexec_b64 s[40:41], -1
	buffer_store_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[40:41]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_10
; %bb.9:
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 17
	v_readlane_b32 s5, v9, 18
	v_readlane_b32 s6, v9, 13
	v_readlane_b32 s7, v9, 14
	v_readlane_b32 s8, v9, 5
	v_readlane_b32 s9, v9, 6
	s_load_dword s8, s[8:9], 0xd4
	s_mov_b32 s9, 0
	v_mov_b32_e32 v0, s9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s8
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v2, v[0:1]
	s_mov_b64 s[12:13], 4
	s_mov_b32 s8, s6
	s_mov_b32 s9, s7
	s_mov_b32 s11, s12
	s_mov_b32 s10, s13
	s_add_u32 s8, s8, s11
	s_addc_u32 s10, s9, s10
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s10
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s7
	flat_load_dword v7, v[3:4]
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v8, v0
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
	v_add_u32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
.LBB3_10:
	s_or_saveexec_b64 s[40:41], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v9, 41
	v_readlane_b32 s5, v9, 42
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z26halving_reduce_unoptimisedPfPKf
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 88
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 59
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	_Z26halving_reduce_unoptimisedPfPKf, .Lfunc_end3-_Z26halving_reduce_unoptimisedPfPKf
                                        ; -- End function
	.set _Z26halving_reduce_unoptimisedPfPKf.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL12group_size_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set _Z26halving_reduce_unoptimisedPfPKf.num_agpr, max(0, .L_ZL5tid_xv.num_agpr, .L_ZL12group_size_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set _Z26halving_reduce_unoptimisedPfPKf.numbered_sgpr, max(42, .L_ZL5tid_xv.numbered_sgpr, .L_ZL12group_size_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set _Z26halving_reduce_unoptimisedPfPKf.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL12group_size_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set _Z26halving_reduce_unoptimisedPfPKf.private_seg_size, 80+max(.L_ZL5tid_xv.private_seg_size, .L_ZL12group_size_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set _Z26halving_reduce_unoptimisedPfPKf.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL12group_size_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set _Z26halving_reduce_unoptimisedPfPKf.uses_flat_scratch, or(1, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL12group_size_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set _Z26halving_reduce_unoptimisedPfPKf.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL12group_size_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set _Z26halving_reduce_unoptimisedPfPKf.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL12group_size_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set _Z26halving_reduce_unoptimisedPfPKf.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL12group_size_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3316
; TotalNumSgprs: 48
; NumVgprs: 32
; ScratchSize: 88
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 65
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	.L.str,@object                  ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"workgroup"
	.size	.L.str, 10

	.type	__hip_cuid_c89a375adc71048b,@object ; @__hip_cuid_c89a375adc71048b
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_c89a375adc71048b
__hip_cuid_c89a375adc71048b:
	.byte	0                               ; 0x0
	.size	__hip_cuid_c89a375adc71048b, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL12group_size_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_c89a375adc71048b
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
      - .offset:         208
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         212
        .size:           4
        .value_kind:     hidden_shared_base
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z26halving_reduce_unoptimisedPfPKf
    .private_segment_fixed_size: 88
    .sgpr_count:     48
    .sgpr_spill_count: 47
    .symbol:         _Z26halving_reduce_unoptimisedPfPKf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 11
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
