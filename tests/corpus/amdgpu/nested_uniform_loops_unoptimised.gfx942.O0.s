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
	.protected	nested_uniform_loops_unoptimised ; -- Begin function nested_uniform_loops_unoptimised
	.globl	nested_uniform_loops_unoptimised
	.p2align	8
	.type	nested_uniform_loops_unoptimised,@function
nested_uniform_loops_unoptimised:       ; @nested_uniform_loops_unoptimised
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 48
                                        ; implicit-def: $vgpr7 : SGPR spill to VGPR lane
	v_writelane_b32 v7, s10, 0
	v_writelane_b32 v7, s9, 1
	v_writelane_b32 v7, s8, 2
	v_writelane_b32 v7, s6, 3
	s_nop 1
	v_writelane_b32 v7, s7, 4
	v_writelane_b32 v7, s4, 5
	s_nop 1
	v_writelane_b32 v7, s5, 6
	v_writelane_b32 v7, s2, 7
	s_nop 1
	v_writelane_b32 v7, s3, 8
	s_mov_b64 s[2:3], s[0:1]
	v_readlane_b32 s0, v7, 5
	v_readlane_b32 s1, v7, 6
	v_writelane_b32 v7, s2, 9
	s_nop 1
	v_writelane_b32 v7, s3, 10
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_load_dwordx2 s[14:15], s[0:1], 0x0
	s_load_dword s5, s[0:1], 0x8
	s_load_dword s4, s[0:1], 0xc
	s_mov_b64 s[0:1], 0
	s_mov_b32 s19, s1
	s_mov_b32 s20, -1
	s_mov_b32 s3, s33
	s_cmp_lg_u32 s3, s20
	s_mov_b64 s[6:7], src_private_base
	s_mov_b32 s18, s7
	s_cselect_b32 s2, s18, s19
	s_mov_b32 s17, s0
	s_cselect_b32 s12, s3, s17
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s2
	s_add_i32 s2, s33, 8
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s20
	s_cselect_b32 s2, s18, s19
	s_cselect_b32 s10, s3, s17
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s2
	s_mov_b64 s[2:3], s[10:11]
	v_writelane_b32 v7, s2, 11
	s_nop 1
	v_writelane_b32 v7, s3, 12
	s_add_i32 s2, s33, 16
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s20
	s_cselect_b32 s2, s18, s19
	s_cselect_b32 s8, s3, s17
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_mov_b64 s[2:3], s[8:9]
	v_writelane_b32 v7, s2, 13
	s_nop 1
	v_writelane_b32 v7, s3, 14
	s_add_i32 s2, s33, 20
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s20
	s_cselect_b32 s2, s18, s19
	s_cselect_b32 s6, s3, s17
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s2
	s_mov_b64 s[2:3], s[6:7]
	v_writelane_b32 v7, s2, 15
	s_nop 1
	v_writelane_b32 v7, s3, 16
	s_add_i32 s3, s33, 24
	s_mov_b32 s2, s3
	s_cmp_lg_u32 s2, s20
	s_cselect_b32 s16, s18, s19
	s_cselect_b32 s2, s2, s17
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s16
	s_mov_b64 s[22:23], s[2:3]
	v_writelane_b32 v7, s22, 17
	s_nop 1
	v_writelane_b32 v7, s23, 18
	s_add_i32 s21, s33, 28
	s_mov_b32 s16, s21
	s_cmp_lg_u32 s16, s20
	s_cselect_b32 s18, s18, s19
	s_cselect_b32 s16, s16, s17
                                        ; kill: def $sgpr16 killed $sgpr16 def $sgpr16_sgpr17
	s_mov_b32 s17, s18
	v_writelane_b32 v7, s16, 19
	s_nop 1
	v_writelane_b32 v7, s17, 20
	v_mov_b64_e32 v[0:1], s[12:13]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[14:15]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[12:13]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[8:9]
	v_mov_b32_e32 v2, s5
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[6:7]
	v_mov_b32_e32 v2, s4
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v2, 0
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v7, s0, 21
	s_nop 1
	v_writelane_b32 v7, s1, 22
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
.LBB2_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_4 Depth 2
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s2, v7, 13
	v_readlane_b32 s3, v7, 14
	v_readlane_b32 s4, v7, 17
	v_readlane_b32 s5, v7, 18
	v_readlane_b32 s0, v7, 23
	v_readlane_b32 s1, v7, 24
	v_readlane_b32 s6, v7, 21
	v_readlane_b32 s7, v7, 22
	s_nop 0
	v_writelane_b32 v7, s6, 25
	s_nop 1
	v_writelane_b32 v7, s7, 26
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v0, v[0:1]
	v_mov_b64_e32 v[2:3], s[2:3]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v0, v1
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v7, s0, 27
	s_nop 1
	v_writelane_b32 v7, s1, 28
	v_writelane_b32 v7, s0, 29
	s_nop 1
	v_writelane_b32 v7, s1, 30
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v7, s0, 31
	s_nop 1
	v_writelane_b32 v7, s1, 32
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB2_3
; %bb.2:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v7, 19
	v_readlane_b32 s1, v7, 20
	v_mov_b32_e32 v2, 0
	s_nop 0
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v7, s0, 33
	s_nop 1
	v_writelane_b32 v7, s1, 34
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v7, 31
	v_readlane_b32 s1, v7, 32
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v7, 25
	v_readlane_b32 s5, v7, 26
	v_readlane_b32 s2, v7, 29
	v_readlane_b32 s3, v7, 30
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v7, s2, 23
	s_nop 1
	v_writelane_b32 v7, s3, 24
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v7, s2, 21
	s_nop 1
	v_writelane_b32 v7, s3, 22
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v7, s2, 35
	s_nop 1
	v_writelane_b32 v7, s3, 36
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB2_1
	s_branch .LBB2_11
.LBB2_4:                                ;   Parent Loop BB2_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s2, v7, 15
	v_readlane_b32 s3, v7, 16
	v_readlane_b32 s4, v7, 19
	v_readlane_b32 s5, v7, 20
	v_readlane_b32 s0, v7, 37
	v_readlane_b32 s1, v7, 38
	v_readlane_b32 s6, v7, 33
	v_readlane_b32 s7, v7, 34
	s_nop 0
	v_writelane_b32 v7, s6, 39
	s_nop 1
	v_writelane_b32 v7, s7, 40
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v0, v[0:1]
	v_mov_b64_e32 v[2:3], s[2:3]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v0, v1
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v7, s0, 41
	s_nop 1
	v_writelane_b32 v7, s1, 42
	v_writelane_b32 v7, s0, 43
	s_nop 1
	v_writelane_b32 v7, s1, 44
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v7, s0, 45
	s_nop 1
	v_writelane_b32 v7, s1, 46
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB2_6
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=2
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s14, v7, 0
	v_readlane_b32 s13, v7, 1
	v_readlane_b32 s12, v7, 2
	v_readlane_b32 s10, v7, 3
	v_readlane_b32 s11, v7, 4
	v_readlane_b32 s6, v7, 7
	v_readlane_b32 s7, v7, 8
	v_readlane_b32 s4, v7, 9
	v_readlane_b32 s5, v7, 10
	v_readlane_b32 s0, v7, 5
	v_readlane_b32 s1, v7, 6
	v_readlane_b32 s2, v7, 11
	v_readlane_b32 s3, v7, 12
	v_readlane_b32 s8, v7, 19
	v_readlane_b32 s9, v7, 20
	v_readlane_b32 s16, v7, 17
	v_readlane_b32 s17, v7, 18
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	s_nop 0
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dword v2, v[0:1]
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_load_dword v3, v[0:1]
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dwordx2 v[4:5], v[0:1]
	s_mov_b64 s[8:9], 16
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	v_writelane_b32 v7, s8, 47
	s_nop 1
	v_writelane_b32 v7, s9, 48
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s1, s1, _ZL5tid_xv@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	v_readlane_b32 s14, v7, 0
	v_readlane_b32 s13, v7, 1
	v_readlane_b32 s12, v7, 2
	v_readlane_b32 s10, v7, 3
	v_readlane_b32 s11, v7, 4
	v_readlane_b32 s8, v7, 47
	v_readlane_b32 s9, v7, 48
	v_readlane_b32 s6, v7, 7
	v_readlane_b32 s7, v7, 8
	v_readlane_b32 s4, v7, 9
	v_readlane_b32 s5, v7, 10
	v_mov_b32_e32 v6, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	flat_load_dword v4, v[0:1]
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mad_u64_u32 v[2:3], s[0:1], v2, v3, v[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	flat_store_dword v[0:1], v2
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZL11syncthreadsv@rel32@lo+4
	s_addc_u32 s1, s1, _ZL11syncthreadsv@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	s_branch .LBB2_7
.LBB2_6:                                ;   in Loop: Header=BB2_4 Depth=2
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v7, 45
	v_readlane_b32 s1, v7, 46
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v7, 39
	v_readlane_b32 s5, v7, 40
	v_readlane_b32 s2, v7, 43
	v_readlane_b32 s3, v7, 44
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v7, s2, 37
	s_nop 1
	v_writelane_b32 v7, s3, 38
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v7, s2, 33
	s_nop 1
	v_writelane_b32 v7, s3, 34
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v7, s2, 49
	s_nop 1
	v_writelane_b32 v7, s3, 50
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB2_4
	s_branch .LBB2_8
.LBB2_7:                                ;   in Loop: Header=BB2_4 Depth=2
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v7, 41
	v_readlane_b32 s1, v7, 42
	v_readlane_b32 s2, v7, 19
	v_readlane_b32 s3, v7, 20
	s_nop 1
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v0, s4
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v7, s0, 43
	s_nop 1
	v_writelane_b32 v7, s1, 44
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_branch .LBB2_6
.LBB2_8:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v7, 49
	v_readlane_b32 s1, v7, 50
	s_or_b64 exec, exec, s[0:1]
; %bb.9:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s14, v7, 0
	v_readlane_b32 s13, v7, 1
	v_readlane_b32 s12, v7, 2
	v_readlane_b32 s10, v7, 3
	v_readlane_b32 s11, v7, 4
	v_readlane_b32 s6, v7, 7
	v_readlane_b32 s7, v7, 8
	v_readlane_b32 s4, v7, 9
	v_readlane_b32 s5, v7, 10
	v_readlane_b32 s0, v7, 5
	v_readlane_b32 s1, v7, 6
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
; %bb.10:                               ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v7, 27
	v_readlane_b32 s1, v7, 28
	v_readlane_b32 s2, v7, 17
	v_readlane_b32 s3, v7, 18
	s_nop 1
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v0, s4
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v7, s0, 29
	s_nop 1
	v_writelane_b32 v7, s1, 30
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_branch .LBB2_3
.LBB2_11:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v7, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v7, 35
	v_readlane_b32 s1, v7, 36
	s_or_b64 exec, exec, s[0:1]
; %bb.12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel nested_uniform_loops_unoptimised
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
		.amdhsa_next_free_sgpr 34
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
	.size	nested_uniform_loops_unoptimised, .Lfunc_end2-nested_uniform_loops_unoptimised
                                        ; -- End function
	.set nested_uniform_loops_unoptimised.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set nested_uniform_loops_unoptimised.num_agpr, max(2, .L_ZL5tid_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set nested_uniform_loops_unoptimised.numbered_sgpr, max(34, .L_ZL5tid_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set nested_uniform_loops_unoptimised.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set nested_uniform_loops_unoptimised.private_seg_size, 48+max(.L_ZL5tid_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set nested_uniform_loops_unoptimised.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set nested_uniform_loops_unoptimised.uses_flat_scratch, or(0, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set nested_uniform_loops_unoptimised.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set nested_uniform_loops_unoptimised.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set nested_uniform_loops_unoptimised.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2500
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

	.type	__hip_cuid_9f6e21b11656c4a2,@object ; @__hip_cuid_9f6e21b11656c4a2
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_9f6e21b11656c4a2
__hip_cuid_9f6e21b11656c4a2:
	.byte	0                               ; 0x0
	.size	__hip_cuid_9f6e21b11656c4a2, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_9f6e21b11656c4a2
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
        .value_kind:     by_value
      - .offset:         12
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
    .name:           nested_uniform_loops_unoptimised
    .private_segment_fixed_size: 56
    .sgpr_count:     40
    .sgpr_spill_count: 59
    .symbol:         nested_uniform_loops_unoptimised.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     34
    .vgpr_spill_count: 10
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
