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
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	private_copies_of_one_load ; -- Begin function private_copies_of_one_load
	.globl	private_copies_of_one_load
	.p2align	8
	.type	private_copies_of_one_load,@function
private_copies_of_one_load:             ; @private_copies_of_one_load
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0xc00
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr6 : SGPR spill to VGPR lane
	v_writelane_b32 v6, s16, 0
	v_writelane_b32 v6, s15, 1
	v_writelane_b32 v6, s14, 2
	v_writelane_b32 v6, s10, 3
	v_writelane_b32 v6, s11, 4
	v_writelane_b32 v6, s8, 5
	v_writelane_b32 v6, s9, 6
	v_writelane_b32 v6, s6, 7
	v_writelane_b32 v6, s7, 8
	v_writelane_b32 v6, s4, 9
	v_writelane_b32 v6, s5, 10
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_load_dwordx2 s[12:13], s[8:9], 0x0
	s_mov_b64 s[4:5], 0
	s_mov_b32 s17, s5
	s_mov_b32 s18, -1
	s_mov_b32 s7, 0
	s_cmp_lg_u32 s7, s18
	s_mov_b64 s[8:9], src_private_base
	s_mov_b32 s16, s9
	s_cselect_b32 s6, s16, s17
	s_mov_b32 s15, s4
	s_cselect_b32 s10, s7, s15
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s6
	s_mov_b32 s7, 8
	s_cmp_lg_u32 s7, s18
	s_cselect_b32 s6, s16, s17
	s_cselect_b32 s8, s7, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_mov_b64 s[6:7], s[8:9]
	v_writelane_b32 v6, s6, 11
	v_writelane_b32 v6, s7, 12
	s_mov_b32 s6, 16
	s_cmp_lg_u32 s6, s18
	s_cselect_b32 s14, s16, s17
	s_cselect_b32 s6, s6, s15
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s14
	v_writelane_b32 v6, s6, 13
	v_writelane_b32 v6, s7, 14
	s_mov_b32 s6, 32
	s_cmp_lg_u32 s6, s18
	s_cselect_b32 s14, s16, s17
	s_cselect_b32 s6, s6, s15
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s14
	s_mov_b64 s[20:21], s[6:7]
	v_writelane_b32 v6, s20, 15
	v_writelane_b32 v6, s21, 16
	s_mov_b32 s19, 36
	s_cmp_lg_u32 s19, s18
	s_cselect_b32 s14, s16, s17
	s_cselect_b32 s20, s19, s15
                                        ; kill: def $sgpr20 killed $sgpr20 def $sgpr20_sgpr21
	s_mov_b32 s21, s14
	v_writelane_b32 v6, s20, 17
	v_writelane_b32 v6, s21, 18
	s_mov_b32 s14, 40
	s_cmp_lg_u32 s14, s18
	s_cselect_b32 s16, s16, s17
	s_cselect_b32 s14, s14, s15
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s16
	v_writelane_b32 v6, s14, 19
	v_writelane_b32 v6, s15, 20
	v_pk_mov_b32 v[0:1], s[10:11], s[10:11] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[2:3], s[12:13], s[12:13] op_sel:[0,1]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_pk_mov_b32 v[0:1], s[10:11], s[10:11] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b32_e32 v2, 0
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_store_dword v[0:1], v2
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v6, s4, 21
	v_writelane_b32 v6, s5, 22
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s6, v6, 15
	v_readlane_b32 s7, v6, 16
	v_readlane_b32 s4, v6, 23
	v_readlane_b32 s5, v6, 24
	v_readlane_b32 s8, v6, 21
	v_readlane_b32 s9, v6, 22
	v_writelane_b32 v6, s8, 25
	v_writelane_b32 v6, s9, 26
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s6, 4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 27
	v_writelane_b32 v6, s5, 28
	v_writelane_b32 v6, s4, 29
	v_writelane_b32 v6, s5, 30
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 31
	v_writelane_b32 v6, s5, 32
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_3
; %bb.2:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s6, v6, 13
	v_readlane_b32 s7, v6, 14
	v_readlane_b32 s4, v6, 15
	v_readlane_b32 s5, v6, 16
	v_readlane_b32 s8, v6, 11
	v_readlane_b32 s9, v6, 12
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v2, v[0:1]
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[0:1]
	s_mov_b32 s4, s6
	v_mov_b32_e32 v0, v4
	s_mov_b32 s6, s7
	v_mov_b32_e32 v3, v5
	v_add_co_u32_e64 v0, s[4:5], s4, v0
	v_mov_b32_e32 v1, s6
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_waitcnt vmcnt(0)
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v6, 31
	v_readlane_b32 s5, v6, 32
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v6, 25
	v_readlane_b32 s9, v6, 26
	v_readlane_b32 s6, v6, 29
	v_readlane_b32 s7, v6, 30
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v6, s6, 23
	v_writelane_b32 v6, s7, 24
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v6, s6, 21
	v_writelane_b32 v6, s7, 22
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v6, s6, 33
	v_writelane_b32 v6, s7, 34
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_1
	s_branch .LBB2_5
.LBB2_4:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v6, 27
	v_readlane_b32 s5, v6, 28
	v_readlane_b32 s6, v6, 15
	v_readlane_b32 s7, v6, 16
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s8, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v0, s8
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 29
	v_writelane_b32 v6, s5, 30
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_branch .LBB2_3
.LBB2_5:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v6, 33
	v_readlane_b32 s5, v6, 34
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s14, v6, 0
	v_readlane_b32 s13, v6, 1
	v_readlane_b32 s12, v6, 2
	v_readlane_b32 s10, v6, 3
	v_readlane_b32 s11, v6, 4
	v_readlane_b32 s6, v6, 7
	v_readlane_b32 s7, v6, 8
	v_readlane_b32 s4, v6, 9
	v_readlane_b32 s5, v6, 10
	v_readlane_b32 s16, v6, 5
	v_readlane_b32 s17, v6, 6
	v_readlane_b32 s8, v6, 11
	v_readlane_b32 s9, v6, 12
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v2, v[0:1]
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
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s8, v6, 13
	v_readlane_b32 s9, v6, 14
	v_readlane_b32 s6, v6, 17
	v_readlane_b32 s7, v6, 18
	v_readlane_b32 s4, v6, 19
	v_readlane_b32 s5, v6, 20
	s_mov_b32 s10, 3
	v_and_b32_e64 v0, v0, s10
	s_mov_b32 s10, 2
	v_lshlrev_b32_e64 v4, s10, v0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b32 s10, s8
	v_mov_b32_e32 v0, v4
	s_mov_b32 s12, s9
	v_mov_b32_e32 v3, v5
	v_add_co_u32_e64 v0, s[10:11], s10, v0
	v_mov_b32_e32 v1, s12
	v_addc_co_u32_e64 v3, s[10:11], v1, v3, s[10:11]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	flat_load_dword v2, v[0:1] offset:4 glc
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v2, 0
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v6, s4, 35
	v_writelane_b32 v6, s5, 36
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
.LBB2_7:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s6, v6, 17
	v_readlane_b32 s7, v6, 18
	v_readlane_b32 s8, v6, 19
	v_readlane_b32 s9, v6, 20
	v_readlane_b32 s4, v6, 37
	v_readlane_b32 s5, v6, 38
	v_readlane_b32 s10, v6, 35
	v_readlane_b32 s11, v6, 36
	v_writelane_b32 v6, s10, 39
	v_writelane_b32 v6, s11, 40
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 41
	v_writelane_b32 v6, s5, 42
	v_writelane_b32 v6, s4, 43
	v_writelane_b32 v6, s5, 44
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 45
	v_writelane_b32 v6, s5, 46
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_9
; %bb.8:                                ;   in Loop: Header=BB2_7 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s14, v6, 0
	v_readlane_b32 s13, v6, 1
	v_readlane_b32 s12, v6, 2
	v_readlane_b32 s10, v6, 3
	v_readlane_b32 s11, v6, 4
	v_readlane_b32 s6, v6, 7
	v_readlane_b32 s7, v6, 8
	v_readlane_b32 s4, v6, 9
	v_readlane_b32 s5, v6, 10
	v_readlane_b32 s16, v6, 5
	v_readlane_b32 s17, v6, 6
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
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
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_branch .LBB2_10
.LBB2_9:                                ;   in Loop: Header=BB2_7 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v6, 45
	v_readlane_b32 s5, v6, 46
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v6, 39
	v_readlane_b32 s9, v6, 40
	v_readlane_b32 s6, v6, 43
	v_readlane_b32 s7, v6, 44
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v6, s6, 37
	v_writelane_b32 v6, s7, 38
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v6, s6, 35
	v_writelane_b32 v6, s7, 36
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v6, s6, 47
	v_writelane_b32 v6, s7, 48
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_7
	s_branch .LBB2_11
.LBB2_10:                               ;   in Loop: Header=BB2_7 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v6, 41
	v_readlane_b32 s5, v6, 42
	v_readlane_b32 s6, v6, 19
	v_readlane_b32 s7, v6, 20
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s8, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v0, s8
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 43
	v_writelane_b32 v6, s5, 44
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v6              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_branch .LBB2_9
.LBB2_11:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v6, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v6, 47
	v_readlane_b32 s5, v6, 48
	s_or_b64 exec, exec, s[4:5]
; %bb.12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_copies_of_one_load
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 56
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end2:
	.size	private_copies_of_one_load, .Lfunc_end2-private_copies_of_one_load
                                        ; -- End function
	.set private_copies_of_one_load.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set private_copies_of_one_load.num_agpr, max(2, .L_ZL5tid_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set private_copies_of_one_load.numbered_sgpr, max(34, .L_ZL5tid_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set private_copies_of_one_load.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set private_copies_of_one_load.private_seg_size, 48+max(.L_ZL5tid_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set private_copies_of_one_load.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set private_copies_of_one_load.uses_flat_scratch, or(1, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set private_copies_of_one_load.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set private_copies_of_one_load.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set private_copies_of_one_load.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2428
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 2
; TotalNumVgprs: 34
; ScratchSize: 56
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 34
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

	.type	__hip_cuid_eaacc60839ae988d,@object ; @__hip_cuid_eaacc60839ae988d
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_eaacc60839ae988d
__hip_cuid_eaacc60839ae988d:
	.byte	0                               ; 0x0
	.size	__hip_cuid_eaacc60839ae988d, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_eaacc60839ae988d
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     2
    .args:
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
    .name:           private_copies_of_one_load
    .private_segment_fixed_size: 56
    .sgpr_count:     40
    .sgpr_spill_count: 57
    .symbol:         private_copies_of_one_load.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     34
    .vgpr_spill_count: 9
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
