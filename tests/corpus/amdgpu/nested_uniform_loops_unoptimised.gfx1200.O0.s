	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _ZL5tid_xv
	.type	_ZL5tid_xv,@function
_ZL5tid_xv:                             ; @_ZL5tid_xv
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s1, s33
	s_mov_b32 s33, s32
	s_add_co_i32 s32, s32, 8
	s_mov_b32 s0, 0x3ff
	s_wait_alu depctr_sa_sdst(0)
	v_and_b32_e64 v0, v31, s0
	s_mov_b32 s32, s33
	s_mov_b32 s33, s1
	s_wait_alu depctr_sa_sdst(0)
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
; codeLenInByte = 68
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 8
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _ZL11syncthreadsv
	.type	_ZL11syncthreadsv,@function
_ZL11syncthreadsv:                      ; @_ZL11syncthreadsv
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_wait_bvhcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s33, s0
	s_wait_alu depctr_sa_sdst(0)
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
; codeLenInByte = 88
; TotalNumSgprs: 34
; NumVgprs: 0
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
                                        ; implicit-def: $vgpr11 : SGPR spill to VGPR lane
	v_writelane_b32 v11, s6, 0
	v_writelane_b32 v11, s7, 1
	v_writelane_b32 v11, s4, 2
	v_writelane_b32 v11, s5, 3
	v_writelane_b32 v11, s2, 4
	v_writelane_b32 v11, s3, 5
	v_writelane_b32 v11, s0, 6
	v_writelane_b32 v11, s1, 7
	scratch_store_b32 off, v0, s33 offset:40 ; 4-byte Folded Spill
	s_load_b64 s[12:13], s[4:5], 0x0
	s_load_b32 s3, s[4:5], 0x8
	s_load_b32 s2, s[4:5], 0xc
	s_mov_b64 s[4:5], 0
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s17, s5
	s_mov_b32 s18, -1
	s_mov_b32 s1, s33
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s1, s18
	s_mov_b64 s[6:7], src_private_base
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s16, s7
	s_cselect_b32 s0, s16, s17
	s_mov_b32 s15, s4
	s_cselect_b32 s10, s1, s15
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s11, s0
	s_add_co_i32 s0, s33, 8
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s1, s18
	s_cselect_b32 s0, s16, s17
	s_cselect_b32 s8, s1, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s9, s0
	s_mov_b64 s[0:1], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 8
	v_writelane_b32 v11, s1, 9
	s_add_co_i32 s0, s33, 16
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s1, s18
	s_cselect_b32 s0, s16, s17
	s_cselect_b32 s6, s1, s15
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s7, s0
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b64 s[0:1], s[6:7]
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 10
	v_writelane_b32 v11, s1, 11
	s_add_co_i32 s0, s33, 20
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s1, s18
	s_cselect_b32 s0, s16, s17
	s_cselect_b32 s4, s1, s15
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s5, s0
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b64 s[0:1], s[4:5]
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 12
	v_writelane_b32 v11, s1, 13
	s_add_co_i32 s1, s33, 24
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s0, s18
	s_cselect_b32 s14, s16, s17
	s_cselect_b32 s0, s0, s15
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s14
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b64 s[20:21], s[0:1]
	v_writelane_b32 v11, s20, 14
	v_writelane_b32 v11, s21, 15
	s_add_co_i32 s20, s33, 28
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s14, s20
	s_cmp_lg_u32 s14, s18
	s_cselect_b32 s16, s16, s17
	s_cselect_b32 s14, s14, s15
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s16
	v_writelane_b32 v11, s14, 16
	v_writelane_b32 v11, s15, 17
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s13
	flat_store_b64 v[0:1], v[2:3]
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	flat_load_b64 v[2:3], v[0:1]
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[0:1], v[2:3]
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s3
	flat_store_b32 v[0:1], v2
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s2
	flat_store_b32 v[0:1], v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_store_b32 v[0:1], v2
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 18
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s19
.LBB2_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_4 Depth 2
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s2, v11, 10
	v_readlane_b32 s3, v11, 11
	v_readlane_b32 s4, v11, 14
	v_readlane_b32 s5, v11, 15
	v_readlane_b32 s0, v11, 19
	v_readlane_b32 s1, v11, 18
	s_wait_alu depctr_va_sdst(0)
	v_writelane_b32 v11, s1, 20
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_b32 v0, v[0:1]
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s3
	flat_load_b32 v1, v[1:2]
	s_wait_loadcnt_dscnt 0x0
	v_cmp_lt_i32_e64 s1, v0, v1
	s_mov_b32 s2, -1
	s_or_b32 s0, s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 21
	v_writelane_b32 v11, s0, 22
	s_mov_b32 s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 23
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:32 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_and_b32 s0, s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB2_3
; %bb.2:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v11, 16
	v_readlane_b32 s1, v11, 17
	v_mov_b32_e32 v2, 0
	s_wait_alu depctr_va_sdst(0)
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_store_b32 v[0:1], v2
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 24
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:32 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v11, 23
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v11, 20
	v_readlane_b32 s1, v11, 22
	s_mov_b32 s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, exec_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s0, s0, s2
	v_writelane_b32 v11, s1, 19
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s1, 18
	s_mov_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s1, 25
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:32 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB2_1
	s_branch .LBB2_11
.LBB2_4:                                ;   Parent Loop BB2_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s2, v11, 12
	v_readlane_b32 s3, v11, 13
	v_readlane_b32 s4, v11, 16
	v_readlane_b32 s5, v11, 17
	v_readlane_b32 s0, v11, 26
	v_readlane_b32 s1, v11, 24
	s_wait_alu depctr_va_sdst(0)
	v_writelane_b32 v11, s1, 27
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_b32 v0, v[0:1]
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s3
	flat_load_b32 v1, v[1:2]
	s_wait_loadcnt_dscnt 0x0
	v_cmp_lt_i32_e64 s1, v0, v1
	s_mov_b32 s2, -1
	s_or_b32 s0, s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 28
	v_writelane_b32 v11, s0, 29
	s_mov_b32 s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 30
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:32 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_and_b32 s0, s0, s1
                                        ; implicit-def: $vgpr11 : SGPR spill to VGPR lane
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB2_6
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=2
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s10, v11, 0
	v_readlane_b32 s11, v11, 1
	v_readlane_b32 s6, v11, 4
	v_readlane_b32 s7, v11, 5
	v_readlane_b32 s4, v11, 6
	v_readlane_b32 s5, v11, 7
	v_readlane_b32 s0, v11, 2
	v_readlane_b32 s1, v11, 3
	v_readlane_b32 s2, v11, 8
	v_readlane_b32 s3, v11, 9
	v_readlane_b32 s8, v11, 16
	v_readlane_b32 s9, v11, 17
	v_readlane_b32 s12, v11, 14
	v_readlane_b32 s13, v11, 15
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v10, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	scratch_load_b32 v31, off, s33 offset:40 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	flat_load_b32 v2, v[0:1]
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_b32 v3, v[0:1]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_load_b64 v[8:9], v[0:1]
	s_mov_b64 s[2:3], 16
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[0:1], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s8, 31
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:32 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x4
	v_writelane_b32 v10, s9, 0
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v10, s33 offset:36 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, _ZL5tid_xv@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, _ZL5tid_xv@rel32@hi+24
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	scratch_load_b32 v31, off, s33 offset:40 ; 4-byte Folded Reload
	v_readlane_b32 s10, v11, 0
	v_readlane_b32 s11, v11, 1
	v_readlane_b32 s8, v11, 31
	v_readlane_b32 s9, v10, 0
	v_readlane_b32 s6, v11, 4
	v_readlane_b32 s7, v11, 5
	v_readlane_b32 s4, v11, 6
	v_readlane_b32 s5, v11, 7
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	s_wait_alu depctr_sa_sdst(0)
	v_lshlrev_b64_e64 v[6:7], s0, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v0, s0, v0, v5
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v4, s0, v1, v4, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_load_b32 v4, v[0:1]
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
	s_wait_alu depctr_va_sdst(0)
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_wait_loadcnt_dscnt 0x0
	v_mad_co_u64_u32 v[2:3], s0, v2, v3, v[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	flat_store_b32 v[0:1], v2
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, _ZL11syncthreadsv@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, _ZL11syncthreadsv@rel32@hi+24
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_branch .LBB2_7
.LBB2_6:                                ;   in Loop: Header=BB2_4 Depth=2
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v10, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v10, 30
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v10, 27
	v_readlane_b32 s1, v10, 29
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_mov_b32 s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, exec_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s0, s0, s2
	v_writelane_b32 v10, s1, 26
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v10, s1, 24
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v10, s33 offset:32 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_mov_b32 s1, s0
	s_wait_loadcnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s1, 1
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:36 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB2_4
	s_branch .LBB2_8
.LBB2_7:                                ;   in Loop: Header=BB2_4 Depth=2
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v11, 28
	v_readlane_b32 s2, v11, 16
	v_readlane_b32 s3, v11, 17
	s_wait_alu depctr_va_sdst(0)
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s1, 1
	s_wait_loadcnt_dscnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e64 v2, v0, s1
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_store_b32 v[0:1], v2
	s_mov_b32 s1, 0
	s_and_not1_b32 s0, s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 29
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:32 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_branch .LBB2_6
.LBB2_8:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v11, 1
	s_or_b32 exec_lo, exec_lo, s0
; %bb.9:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s10, v11, 0
	v_readlane_b32 s11, v11, 1
	v_readlane_b32 s6, v11, 4
	v_readlane_b32 s7, v11, 5
	v_readlane_b32 s4, v11, 6
	v_readlane_b32 s5, v11, 7
	v_readlane_b32 s0, v11, 2
	v_readlane_b32 s1, v11, 3
	scratch_load_b32 v31, off, s33 offset:40 ; 4-byte Folded Reload
	s_mov_b64 s[2:3], 16
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[0:1], s[2:3]
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, _ZL11syncthreadsv@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, _ZL11syncthreadsv@rel32@hi+24
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
; %bb.10:                               ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v11, 21
	v_readlane_b32 s2, v11, 14
	v_readlane_b32 s3, v11, 15
	s_wait_alu depctr_va_sdst(0)
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s1, 1
	s_wait_loadcnt_dscnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e64 v2, v0, s1
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_store_b32 v[0:1], v2
	s_mov_b32 s1, 0
	s_and_not1_b32 s0, s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_writelane_b32 v11, s0, 22
	s_or_saveexec_b32 s19, -1
	scratch_store_b32 off, v11, s33 offset:32 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_branch .LBB2_3
.LBB2_11:
	s_or_saveexec_b32 s19, -1
	scratch_load_b32 v11, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s19
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v11, 25
	s_or_b32 exec_lo, exec_lo, s0
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
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 22
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
.Lfunc_end2:
	.size	nested_uniform_loops_unoptimised, .Lfunc_end2-nested_uniform_loops_unoptimised
                                        ; -- End function
	.set nested_uniform_loops_unoptimised.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set nested_uniform_loops_unoptimised.num_agpr, max(0, .L_ZL5tid_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
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
; codeLenInByte = 2728
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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

	.type	__hip_cuid_26cc2ea0876fd598,@object ; @__hip_cuid_26cc2ea0876fd598
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_26cc2ea0876fd598
__hip_cuid_26cc2ea0876fd598:
	.byte	0                               ; 0x0
	.size	__hip_cuid_26cc2ea0876fd598, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_26cc2ea0876fd598
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
    .sgpr_count:     34
    .sgpr_spill_count: 38
    .symbol:         nested_uniform_loops_unoptimised.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 12
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
