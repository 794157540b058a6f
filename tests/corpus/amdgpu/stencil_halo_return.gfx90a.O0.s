	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
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
	s_add_i32 s32, s32, 0x200
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
; TotalNumSgprs: 38
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
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
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
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
	s_mov_b32 s32, 0x1000
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
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
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a0, v31             ;  Reload Reuse
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
	v_writelane_b32 v11, s42, 31
	v_writelane_b32 v11, s43, 32
	s_mov_b32 s38, 52
	s_cmp_lg_u32 s38, s41
	s_cselect_b32 s15, s15, s40
	s_cselect_b32 s38, s38, s39
                                        ; kill: def $sgpr38 killed $sgpr38 def $sgpr38_sgpr39
	s_mov_b32 s39, s15
	v_writelane_b32 v11, s38, 33
	v_writelane_b32 v11, s39, 34
	v_pk_mov_b32 v[0:1], s[34:35], s[34:35] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[2:3], s[36:37], s[36:37] op_sel:[0,1]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_pk_mov_b32 v[0:1], s[34:35], s[34:35] op_sel:[0,1]
	flat_load_dwordx2 v[4:5], v[0:1]
	v_pk_mov_b32 v[0:1], s[28:29], s[28:29] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[30:31], s[30:31] op_sel:[0,1]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_pk_mov_b32 v[0:1], s[28:29], s[28:29] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_pk_mov_b32 v[0:1], s[26:27], s[26:27] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[0:1], v[4:5]
	v_pk_mov_b32 v[0:1], s[24:25], s[24:25] op_sel:[0,1]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_pk_mov_b32 v[0:1], s[22:23], s[22:23] op_sel:[0,1]
	v_mov_b32_e32 v2, s9
	flat_store_dword v[0:1], v2
	v_pk_mov_b32 v[0:1], s[20:21], s[20:21] op_sel:[0,1]
	v_mov_b32_e32 v2, s8
	flat_store_dword v[0:1], v2
	s_mov_b64 s[20:21], 24
	s_mov_b32 s8, s18
	s_mov_b32 s9, s19
	s_mov_b32 s18, s20
	s_mov_b32 s15, s21
	s_add_u32 s8, s8, s18
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v11, s8, 35
	v_writelane_b32 v11, s9, 36
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s19, s19, _ZL5tid_xv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[18:19]
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	v_readlane_b32 s14, v11, 0
	v_readlane_b32 s13, v11, 1
	v_readlane_b32 s12, v11, 2
	v_readlane_b32 s10, v11, 3
	v_readlane_b32 s11, v11, 4
	v_readlane_b32 s8, v11, 35
	v_readlane_b32 s9, v11, 36
	v_readlane_b32 s6, v11, 7
	v_readlane_b32 s7, v11, 8
	v_readlane_b32 s4, v11, 9
	v_readlane_b32 s5, v11, 10
	v_mov_b32_e32 v2, v0
	v_pk_mov_b32 v[0:1], s[16:17], s[16:17] op_sel:[0,1]
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
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_store_dword v[0:1], v2
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 37
	v_writelane_b32 v11, s7, 38
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a1, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_3
	s_branch .LBB3_2
.LBB3_1:
	s_branch .LBB3_23
.LBB3_2:
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 31
	v_readlane_b32 s5, v11, 32
	v_mov_b32_e32 v2, 0
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v11, s4, 39
	v_writelane_b32 v11, s5, 40
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a1, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_branch .LBB3_4
.LBB3_3:
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 37
	v_readlane_b32 s5, v11, 38
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 41
	v_writelane_b32 v11, s5, 42
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a1, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB3_23
	s_branch .LBB3_1
.LBB3_4:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s6, v11, 21
	v_readlane_b32 s7, v11, 22
	v_readlane_b32 s10, v11, 31
	v_readlane_b32 s11, v11, 32
	v_readlane_b32 s12, v11, 43
	v_readlane_b32 s13, v11, 44
	v_readlane_b32 s8, v11, 45
	v_readlane_b32 s9, v11, 46
	v_readlane_b32 s4, v11, 47
	v_readlane_b32 s5, v11, 48
	v_readlane_b32 s14, v11, 39
	v_readlane_b32 s15, v11, 40
	v_writelane_b32 v11, s14, 49
	v_writelane_b32 v11, s15, 50
	v_writelane_b32 v11, s12, 51
	v_writelane_b32 v11, s13, 52
	v_pk_mov_b32 v[0:1], s[10:11], s[10:11] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[10:11], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 53
	v_writelane_b32 v11, s5, 54
	s_or_b64 s[8:9], s[8:9], exec
	v_writelane_b32 v11, s8, 55
	v_writelane_b32 v11, s9, 56
	v_writelane_b32 v11, s8, 57
	v_writelane_b32 v11, s9, 58
	v_writelane_b32 v11, s4, 59
	v_writelane_b32 v11, s5, 60
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 61
	v_writelane_b32 v11, s5, 62
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a1, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[4:5], s[4:5], s[6:7]
                                        ; implicit-def: $vgpr11 : SGPR spill to VGPR lane
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_12
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s6, v10, 25
	v_readlane_b32 s7, v10, 26
	v_readlane_b32 s4, v10, 33
	v_readlane_b32 s5, v10, 34
	v_readlane_b32 s8, v10, 17
	v_readlane_b32 s9, v10, 18
	v_readlane_b32 s10, v10, 23
	v_readlane_b32 s11, v10, 24
	v_readlane_b32 s12, v10, 31
	v_readlane_b32 s13, v10, 32
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_pk_mov_b32 v[0:1], s[12:13], s[12:13] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v2, v0, v1
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_store_dword v[0:1], v2
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	flat_load_dwordx2 v[8:9], v[0:1]
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v1, v[0:1]
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v4, v1, v0
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_mov_b32 s5, 2
	v_lshlrev_b64 v[6:7], s5, v[4:5]
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v4, s[8:9], v4, v5
	v_addc_co_u32_e64 v1, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	flat_load_dword v2, v[4:5]
	s_mov_b32 s4, 1
	v_add_u32_e64 v0, v0, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[8:9], src_shared_base
	s_mov_b32 s8, s9
	s_mov_b32 s4, 0
	s_mov_b32 s10, s4
	s_mov_b32 s11, s8
	v_lshlrev_b64 v[4:5], s5, v[0:1]
	s_mov_b32 s8, s10
	v_mov_b32_e32 v0, v4
	s_mov_b32 s5, s11
	v_mov_b32_e32 v3, v5
	v_add_co_u32_e64 v0, s[8:9], s8, v0
	v_mov_b32_e32 v1, s5
	v_addc_co_u32_e64 v3, s[8:9], v1, v3, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 63
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a1, v10             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_writelane_b32 v11, s5, 0
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_10
; %bb.6:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v10, 33
	v_readlane_b32 s5, v10, 34
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 1
	v_writelane_b32 v11, s7, 2
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_7
	s_branch .LBB3_9
.LBB3_7:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 1
	v_readlane_b32 s5, v11, 2
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 3
	v_writelane_b32 v11, s5, 4
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB3_11
; %bb.8:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 33
	v_readlane_b32 s5, v11, 34
	v_readlane_b32 s6, v11, 17
	v_readlane_b32 s7, v11, 18
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dwordx2 v[6:7], v[0:1]
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v0, v0, s4
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_branch .LBB3_11
.LBB3_9:                                ;   in Loop: Header=BB3_4 Depth=1
	s_branch .LBB3_7
.LBB3_10:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v10, 63
	v_readlane_b32 s5, v11, 0
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB3_13
.LBB3_11:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 3
	v_readlane_b32 s5, v11, 4
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v2, a3               ;  Reload Reuse
	s_mov_b64 s[4:5], src_shared_base
	s_mov_b32 s4, s5
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v3, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB3_10
.LBB3_12:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v10, 61
	v_readlane_b32 s5, v10, 62
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s10, v10, 51
	v_readlane_b32 s11, v10, 52
	v_readlane_b32 s12, v10, 49
	v_readlane_b32 s13, v10, 50
	v_readlane_b32 s8, v10, 57
	v_readlane_b32 s9, v10, 58
	v_readlane_b32 s6, v10, 59
	v_readlane_b32 s7, v10, 60
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_mov_b64 s[4:5], s[8:9]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[12:13]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[12:13], s[6:7], exec
	s_or_b64 s[10:11], s[10:11], s[12:13]
	v_writelane_b32 v11, s10, 5
	v_writelane_b32 v11, s11, 6
	v_writelane_b32 v10, s10, 43
	v_writelane_b32 v10, s11, 44
	v_writelane_b32 v10, s8, 45
	v_writelane_b32 v10, s9, 46
	v_writelane_b32 v10, s6, 47
	v_writelane_b32 v10, s7, 48
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v10, s6, 39
	v_writelane_b32 v10, s7, 40
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a1, v10             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v11, s6, 7
	v_writelane_b32 v11, s7, 8
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB3_4
	s_branch .LBB3_24
.LBB3_13:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v10, 29
	v_readlane_b32 s5, v10, 30
	v_readlane_b32 s6, v10, 25
	v_readlane_b32 s7, v10, 26
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v1, v[2:3]
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s4
	v_cmp_eq_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[8:9], s[4:5]
	v_writelane_b32 v11, s8, 9
	v_writelane_b32 v11, s9, 10
	v_writelane_b32 v11, s4, 11
	v_writelane_b32 v11, s5, 12
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 13
	v_writelane_b32 v11, s5, 14
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_16
; %bb.14:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v10, 29
	v_readlane_b32 s5, v10, 30
	v_readlane_b32 s6, v10, 33
	v_readlane_b32 s7, v10, 34
	v_readlane_b32 s8, v10, 17
	v_readlane_b32 s9, v10, 18
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	flat_load_dwordx2 v[8:9], v[0:1]
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v1, v[0:1]
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v4, v1, v0
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_mov_b32 s8, 2
	v_lshlrev_b64 v[6:7], s8, v[4:5]
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v4, s[10:11], v4, v5
	v_addc_co_u32_e64 v1, s[10:11], v1, v2, s[10:11]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	flat_load_dword v2, v[4:5]
	s_mov_b32 s9, 1
	v_add_u32_e64 v0, v0, s9
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[10:11], src_shared_base
	s_mov_b32 s9, s11
	s_mov_b32 s10, 0
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s9
	v_lshlrev_b64 v[4:5], s8, v[0:1]
	s_mov_b32 s8, s10
	v_mov_b32_e32 v0, v4
	s_mov_b32 s10, s11
	v_mov_b32_e32 v3, v5
	v_add_co_u32_e64 v0, s[8:9], s8, v0
	v_mov_b32_e32 v1, s10
	v_addc_co_u32_e64 v3, s[8:9], v1, v3, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v0, v0, v1
	s_mov_b32 s4, 0x186a1
	v_cmp_lt_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], 0
	v_writelane_b32 v11, s4, 15
	v_writelane_b32 v11, s5, 16
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 17
	v_writelane_b32 v11, s5, 18
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_18
	s_branch .LBB3_17
.LBB3_15:
	s_branch .LBB3_22
.LBB3_16:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s8, v11, 13
	v_readlane_b32 s9, v11, 14
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v11, 9
	v_readlane_b32 s7, v11, 10
	v_readlane_b32 s4, v11, 11
	v_readlane_b32 s5, v11, 12
	v_writelane_b32 v11, s4, 19
	v_writelane_b32 v11, s5, 20
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v11, s4, 21
	v_writelane_b32 v11, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 23
	v_writelane_b32 v11, s5, 24
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_20
	s_branch .LBB3_19
.LBB3_17:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 15
	v_writelane_b32 v11, s5, 16
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
.LBB3_18:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 17
	v_readlane_b32 s5, v11, 18
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v11, 15
	v_readlane_b32 s7, v11, 16
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	s_orn2_b64 s[6:7], s[6:7], exec
	v_writelane_b32 v11, s6, 9
	v_writelane_b32 v11, s7, 10
	v_writelane_b32 v11, s4, 11
	v_writelane_b32 v11, s5, 12
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_branch .LBB3_16
.LBB3_19:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s14, v11, 0
	v_readlane_b32 s13, v11, 1
	v_readlane_b32 s12, v11, 2
	v_readlane_b32 s10, v11, 3
	v_readlane_b32 s11, v11, 4
	v_readlane_b32 s6, v11, 7
	v_readlane_b32 s7, v11, 8
	v_readlane_b32 s4, v11, 9
	v_readlane_b32 s5, v11, 10
	v_readlane_b32 s18, v11, 33
	v_readlane_b32 s19, v11, 34
	v_readlane_b32 s20, v11, 15
	v_readlane_b32 s21, v11, 16
	v_readlane_b32 s22, v11, 25
	v_readlane_b32 s23, v11, 26
	v_readlane_b32 s16, v11, 5
	v_readlane_b32 s17, v11, 6
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	s_mov_b64 s[24:25], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s24
	s_mov_b32 s15, s25
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v10, s8, 25
	v_writelane_b32 v10, s9, 26
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v10             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL11syncthreadsv@rel32@hi+12
	s_mov_b64 s[26:27], s[2:3]
	s_mov_b64 s[24:25], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[24:25]
	s_mov_b64 s[2:3], s[26:27]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	v_readlane_b32 s14, v11, 0
	v_readlane_b32 s13, v11, 1
	v_readlane_b32 s12, v11, 2
	v_readlane_b32 s10, v11, 3
	v_readlane_b32 s11, v11, 4
	v_readlane_b32 s8, v10, 25
	v_readlane_b32 s9, v10, 26
	v_readlane_b32 s6, v11, 7
	v_readlane_b32 s7, v11, 8
	v_readlane_b32 s4, v11, 9
	v_readlane_b32 s5, v11, 10
	v_pk_mov_b32 v[0:1], s[22:23], s[22:23] op_sel:[0,1]
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
	s_mov_b32 s22, s26
	v_mov_b32_e32 v0, v4
	s_mov_b32 s24, s27
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v4, s[22:23], s22, v0
	v_mov_b32_e32 v0, s24
	v_addc_co_u32_e64 v0, s[22:23], v0, v2, s[22:23]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	flat_load_dword v0, v[4:5]
	s_mov_b32 s22, 1
	v_add_u32_e64 v4, v1, s22
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[4:5], s15, v[4:5]
	s_mov_b32 s22, s26
	v_mov_b32_e32 v2, v4
	s_mov_b32 s24, s27
                                        ; kill: def $vgpr5 killed $vgpr5 killed $vgpr4_vgpr5 killed $exec
	v_add_co_u32_e64 v4, s[22:23], s22, v2
	v_mov_b32_e32 v2, s24
	v_addc_co_u32_e64 v2, s[22:23], v2, v5, s[22:23]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	flat_load_dword v2, v[4:5]
	s_mov_b32 s22, 0.5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e64 v2, v2, s22
	s_mov_b32 s22, 0x3e800000
	v_fmac_f32_e64 v2, v0, s22
	v_add_u32_e64 v4, v1, s15
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[4:5], s15, v[4:5]
	s_mov_b32 s24, s26
	v_mov_b32_e32 v0, v4
	s_mov_b32 s23, s27
                                        ; kill: def $vgpr5 killed $vgpr5 killed $vgpr4_vgpr5 killed $exec
	v_add_co_u32_e64 v4, s[24:25], s24, v0
	v_mov_b32_e32 v0, s23
	v_addc_co_u32_e64 v0, s[24:25], v0, v5, s[24:25]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	flat_load_dword v0, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e64 v2, v0, s22
	v_pk_mov_b32 v[4:5], s[20:21], s[20:21] op_sel:[0,1]
	flat_load_dwordx2 v[8:9], v[4:5]
	v_pk_mov_b32 v[4:5], s[18:19], s[18:19] op_sel:[0,1]
	flat_load_dword v0, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[6:7], s15, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[18:19], v0, v4
	v_addc_co_u32_e64 v3, s[18:19], v1, v3, s[18:19]
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
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s12, v10, 23
	v_readlane_b32 s13, v10, 24
	s_or_b64 exec, exec, s[12:13]
	v_readlane_b32 s6, v11, 55
	v_readlane_b32 s7, v11, 56
	v_readlane_b32 s10, v10, 19
	v_readlane_b32 s11, v10, 20
	v_readlane_b32 s4, v11, 53
	v_readlane_b32 s5, v11, 54
	v_readlane_b32 s8, v10, 21
	v_readlane_b32 s9, v10, 22
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[10:11], s[10:11], exec
	s_or_b64 s[4:5], s[4:5], s[10:11]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v11, s6, 57
	v_writelane_b32 v11, s7, 58
	v_writelane_b32 v11, s4, 59
	v_writelane_b32 v11, s5, 60
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a1, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_branch .LBB3_12
.LBB3_21:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v10, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v10, 31
	v_readlane_b32 s5, v10, 32
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v0, s6
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v11, s4, 21
	v_writelane_b32 v11, s5, 22
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_branch .LBB3_20
.LBB3_22:
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 27
	v_readlane_b32 s5, v11, 28
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB3_3
.LBB3_23:
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a1              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 41
	v_readlane_b32 s5, v11, 42
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
.LBB3_24:
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 7
	v_readlane_b32 s5, v11, 8
	s_or_b64 exec, exec, s[4:5]
; %bb.25:
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_read_b32 v11, a2              ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	v_readlane_b32 s4, v11, 5
	v_readlane_b32 s5, v11, 6
	s_mov_b64 s[6:7], -1
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 27
	v_writelane_b32 v11, s7, 28
	s_or_saveexec_b64 s[44:45], -1
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	s_mov_b64 exec, s[44:45]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_22
	s_branch .LBB3_15
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z19stencil_halo_returnPfPKfii
		.amdhsa_group_segment_fixed_size 4104
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end3:
	.size	_Z19stencil_halo_returnPfPKfii, .Lfunc_end3-_Z19stencil_halo_returnPfPKfii
                                        ; -- End function
	.set _Z19stencil_halo_returnPfPKfii.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL12group_size_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set _Z19stencil_halo_returnPfPKfii.num_agpr, max(4, .L_ZL5tid_xv.num_agpr, .L_ZL12group_size_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set _Z19stencil_halo_returnPfPKfii.numbered_sgpr, max(46, .L_ZL5tid_xv.numbered_sgpr, .L_ZL12group_size_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set _Z19stencil_halo_returnPfPKfii.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL12group_size_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set _Z19stencil_halo_returnPfPKfii.private_seg_size, 64+max(.L_ZL5tid_xv.private_seg_size, .L_ZL12group_size_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set _Z19stencil_halo_returnPfPKfii.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL12group_size_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set _Z19stencil_halo_returnPfPKfii.uses_flat_scratch, or(1, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL12group_size_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set _Z19stencil_halo_returnPfPKfii.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL12group_size_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set _Z19stencil_halo_returnPfPKfii.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL12group_size_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set _Z19stencil_halo_returnPfPKfii.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL12group_size_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5268
; TotalNumSgprs: 52
; NumVgprs: 32
; NumAgprs: 4
; TotalNumVgprs: 36
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4104 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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

	.type	__hip_cuid_15f25682d3b1c956,@object ; @__hip_cuid_15f25682d3b1c956
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_15f25682d3b1c956
__hip_cuid_15f25682d3b1c956:
	.byte	0                               ; 0x0
	.size	__hip_cuid_15f25682d3b1c956, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL12group_size_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_15f25682d3b1c956
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     4
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
    .private_segment_fixed_size: 72
    .sgpr_count:     52
    .sgpr_spill_count: 107
    .symbol:         _Z19stencil_halo_returnPfPKfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     36
    .vgpr_spill_count: 22
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
