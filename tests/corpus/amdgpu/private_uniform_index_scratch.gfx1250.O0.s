	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _ZL11syncthreadsv
	.type	_ZL11syncthreadsv,@function
_ZL11syncthreadsv:                      ; @_ZL11syncthreadsv
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	s_mov_b32 s33, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end0:
	.size	_ZL11syncthreadsv, .Lfunc_end0-_ZL11syncthreadsv
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
	.p2align	2                               ; -- Begin function _ZL5tid_xv
	.type	_ZL5tid_xv,@function
_ZL5tid_xv:                             ; @_ZL5tid_xv
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s1, s33
	s_mov_b32 s33, s32
	s_add_co_i32 s32, s32, 8
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v0, v31, s0
	s_mov_b32 s32, s33
	s_mov_b32 s33, s1
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	_ZL5tid_xv, .Lfunc_end1-_ZL5tid_xv
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
	.protected	_Z29private_uniform_index_scratchPiii ; -- Begin function _Z29private_uniform_index_scratchPiii
	.globl	_Z29private_uniform_index_scratchPiii
	.p2align	8
	.type	_Z29private_uniform_index_scratchPiii,@function
_Z29private_uniform_index_scratchPiii:  ; @_Z29private_uniform_index_scratchPiii
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x80
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
                                        ; implicit-def: $vgpr14 : SGPR spill to VGPR lane
	v_writelane_b32 v14, s6, 0
	v_writelane_b32 v14, s7, 1
	v_writelane_b32 v14, s4, 2
	v_writelane_b32 v14, s5, 3
	v_writelane_b32 v14, s2, 4
	v_writelane_b32 v14, s3, 5
	v_writelane_b32 v14, s0, 6
	v_writelane_b32 v14, s1, 7
	scratch_store_b32 off, v0, s33 offset:108 ; 4-byte Folded Spill
	s_load_b64 s[2:3], s[4:5], 0x0
	s_load_b32 s1, s[4:5], 0x8
	s_load_b32 s0, s[4:5], 0xc
	v_mov_b32_e32 v2, 0
	v_mbcnt_lo_u32_b32 v0, -1, v2
	s_wait_xcnt 0x0
	s_mov_b32 s4, 20
	v_lshlrev_b32_e64 v3, s4, v0
	s_mov_b32 s4, s33
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[8:9], src_flat_scratch_base_lo
	v_add_nc_u64_e64 v[4:5], v[0:1], s[8:9]
	v_mov_b32_e32 v0, v5
	s_mov_b64 s[10:11], 0
	s_mov_b32 s6, s11
	s_mov_b32 s7, -1
	s_cmp_lg_u32 s4, s7
	s_cselect_b32 s5, -1, 0
	v_cndmask_b32_e64 v0, s6, v0, s5
	v_mov_b32_e32 v1, v4
	s_mov_b32 s4, s10
	v_cndmask_b32_e64 v10, s4, v1, s5
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v0
	s_add_co_i32 s10, s33, 8
	s_mov_b32 s5, s10
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v1, v3
	v_add_nc_u64_e64 v[4:5], v[0:1], s[8:9]
	v_mov_b32_e32 v0, v5
	s_cmp_lg_u32 s5, s7
	s_cselect_b32 s5, -1, 0
	v_cndmask_b32_e64 v0, s6, v0, s5
	v_mov_b32_e32 v1, v4
	v_cndmask_b32_e64 v8, s4, v1, s5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	v_mov_b64_e32 v[0:1], v[8:9]
	scratch_store_b64 off, v[0:1], s33 offset:100 ; 8-byte Folded Spill
	s_add_co_i32 s10, s33, 16
	s_mov_b32 s5, s10
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v1, v3
	v_add_nc_u64_e64 v[4:5], v[0:1], s[8:9]
	v_mov_b32_e32 v0, v5
	s_cmp_lg_u32 s5, s7
	s_cselect_b32 s5, -1, 0
	v_cndmask_b32_e64 v0, s6, v0, s5
	v_mov_b32_e32 v1, v4
	v_cndmask_b32_e64 v6, s4, v1, s5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b64_e32 v[0:1], v[6:7]
	scratch_store_b64 off, v[0:1], s33 offset:92 ; 8-byte Folded Spill
	s_add_co_i32 s10, s33, 20
	s_mov_b32 s5, s10
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v1, v3
	v_add_nc_u64_e64 v[4:5], v[0:1], s[8:9]
	v_mov_b32_e32 v0, v5
	s_cmp_lg_u32 s5, s7
	s_cselect_b32 s5, -1, 0
	v_cndmask_b32_e64 v0, s6, v0, s5
	v_mov_b32_e32 v1, v4
	v_cndmask_b32_e64 v4, s4, v1, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b64_e32 v[0:1], v[4:5]
	scratch_store_b64 off, v[0:1], s33 offset:84 ; 8-byte Folded Spill
	s_add_co_i32 s10, s33, 32
	s_mov_b32 s5, s10
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v1, v3
	v_add_nc_u64_e64 v[0:1], v[0:1], s[8:9]
	v_mov_b32_e32 v12, v1
	s_cmp_lg_u32 s5, s7
	s_cselect_b32 s5, -1, 0
	v_cndmask_b32_e64 v12, s6, v12, s5
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_cndmask_b32_e64 v0, s4, v0, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v12
	scratch_store_b64 off, v[0:1], s33 offset:76 ; 8-byte Folded Spill
	s_add_co_i32 s10, s33, 48
	s_mov_b32 s5, s10
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v1, v3
	v_add_nc_u64_e64 v[0:1], v[0:1], s[8:9]
	v_mov_b32_e32 v12, v1
	s_cmp_lg_u32 s5, s7
	s_cselect_b32 s5, -1, 0
	v_cndmask_b32_e64 v12, s6, v12, s5
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_cndmask_b32_e64 v0, s4, v0, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v12
	v_mov_b64_e32 v[12:13], v[0:1]
	scratch_store_b64 off, v[12:13], s33 offset:68 ; 8-byte Folded Spill
	s_add_co_i32 s10, s33, 52
	s_mov_b32 s5, s10
	s_wait_xcnt 0x0
	v_mov_b32_e32 v12, s5
	v_mov_b32_e32 v13, v3
	v_add_nc_u64_e64 v[12:13], v[12:13], s[8:9]
	v_mov_b32_e32 v3, v13
	s_cmp_lg_u32 s5, s7
	s_cselect_b32 s5, -1, 0
	v_cndmask_b32_e64 v3, s6, v3, s5
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_cndmask_b32_e64 v12, s4, v12, s5
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
	scratch_store_b64 off, v[12:13], s33 offset:60 ; 8-byte Folded Spill
	s_wait_kmcnt 0x0
	s_wait_xcnt 0x0
	v_mov_b64_e32 v[12:13], s[2:3]
	flat_store_b64 v[10:11], v[12:13]
	flat_load_b64 v[10:11], v[10:11]
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[8:9], v[10:11]
	v_mov_b32_e32 v3, s1
	flat_store_b32 v[6:7], v3
	s_wait_xcnt 0x0
	v_mov_b32_e32 v3, s0
	flat_store_b32 v[4:5], v3
	flat_store_b32 v[0:1], v2
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_writelane_b32 v14, s0, 8
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s16, -1
	scratch_store_b32 off, v14, s33 offset:56 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s16, -1
	scratch_load_b32 v14, off, s33 offset:56 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v14, 9
	v_readlane_b32 s1, v14, 8
	v_writelane_b32 v14, s1, 10
	scratch_load_b64 v[0:1], off, s33 offset:68 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s1, 4
	s_wait_loadcnt_dscnt 0x0
	v_cmp_lt_i32_e64 s1, v0, s1
	s_mov_b32 s2, -1
	s_or_b32 s0, s0, exec_lo
	v_writelane_b32 v14, s0, 11
	v_writelane_b32 v14, s0, 12
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v14, s0, 13
	s_or_saveexec_b32 s16, -1
	scratch_store_b32 off, v14, s33 offset:56 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB2_3
; %bb.2:                                ;   in Loop: Header=BB2_1 Depth=1
	scratch_load_b64 v[4:5], off, s33 offset:76 ; 8-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:68 ; 8-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:92 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v2, v[2:3]
	flat_load_b32 v0, v[0:1]
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x1
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_wait_xcnt 0x0
	v_mov_b32_e32 v1, v3
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	s_wait_xcnt 0x0
	flat_store_b32 v[0:1], v2 scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_1 Depth=1
	s_or_saveexec_b32 s16, -1
	scratch_load_b32 v14, off, s33 offset:56 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v14, 13
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v14, 10
	v_readlane_b32 s1, v14, 12
	s_mov_b32 s0, s1
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s0, s0, s2
	v_writelane_b32 v14, s1, 9
	s_mov_b32 s1, s0
	v_writelane_b32 v14, s1, 8
	s_mov_b32 s1, s0
	v_writelane_b32 v14, s1, 14
	s_or_saveexec_b32 s16, -1
	scratch_store_b32 off, v14, s33 offset:56 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB2_1
	s_branch .LBB2_5
.LBB2_4:                                ;   in Loop: Header=BB2_1 Depth=1
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s16, -1
	scratch_load_b32 v14, off, s33 offset:56 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v14, 11
	scratch_load_b64 v[0:1], off, s33 offset:68 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v2, v[0:1]
	s_mov_b32 s1, 1
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e64 v2, v2, s1
	flat_store_b32 v[0:1], v2
	s_mov_b32 s1, 0
	s_and_not1_b32 s0, s0, exec_lo
	v_writelane_b32 v14, s0, 12
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s16, -1
	scratch_store_b32 off, v14, s33 offset:56 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_branch .LBB2_3
.LBB2_5:
	s_or_saveexec_b32 s16, -1
	scratch_load_b32 v14, off, s33 offset:56 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v14, 14
	s_or_b32 exec_lo, exec_lo, s0
; %bb.6:
	s_or_saveexec_b32 s16, -1
	scratch_load_b32 v14, off, s33 offset:56 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	scratch_load_b64 v[0:1], off, s33 offset:60 ; 8-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:76 ; 8-byte Folded Reload
	scratch_load_b64 v[4:5], off, s33 offset:84 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v4, v[4:5]
	s_mov_b32 s0, 3
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e64 v4, v4, s0
	s_mov_b32 s1, 2
	v_lshlrev_b32_e64 v4, s1, v4
	v_mov_b32_e32 v6, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	v_add_nc_u64_e64 v[2:3], v[2:3], v[4:5]
	s_wait_xcnt 0x0
	flat_load_b32 v2, v[2:3] scope:SCOPE_SYS
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v[0:1], v2
	flat_load_b32 v0, v[0:1]
	s_wait_loadcnt_dscnt 0x0
	v_cmp_gt_i32_e64 s1, v0, s0
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v14, s0, 15
	s_or_saveexec_b32 s16, -1
	scratch_store_b32 off, v14, s33 offset:56 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB2_8
; %bb.7:
	s_or_saveexec_b32 s16, -1
	scratch_load_b32 v14, off, s33 offset:56 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_wait_loadcnt 0x0
	v_readlane_b32 s10, v14, 0
	v_readlane_b32 s11, v14, 1
	v_readlane_b32 s6, v14, 4
	v_readlane_b32 s7, v14, 5
	v_readlane_b32 s4, v14, 6
	v_readlane_b32 s5, v14, 7
	v_readlane_b32 s0, v14, 2
	v_readlane_b32 s1, v14, 3
	scratch_load_b32 v31, off, s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[2:3], 16
	s_add_nc_u64 s[8:9], s[0:1], s[2:3]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _ZL11syncthreadsv@rel64+4
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_swap_pc_i64 s[30:31], s[0:1]
.LBB2_8:
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s16, -1
	scratch_load_b32 v14, off, s33 offset:56 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s16
	s_wait_loadcnt 0x0
	v_readlane_b32 s2, v14, 15
	s_or_b32 exec_lo, exec_lo, s2
	v_readlane_b32 s10, v14, 0
	v_readlane_b32 s11, v14, 1
	v_readlane_b32 s6, v14, 4
	v_readlane_b32 s7, v14, 5
	v_readlane_b32 s4, v14, 6
	v_readlane_b32 s5, v14, 7
	v_readlane_b32 s0, v14, 2
	v_readlane_b32 s1, v14, 3
	scratch_load_b32 v31, off, s33 offset:108 ; 4-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:100 ; 8-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:60 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v2, v[2:3]
	flat_load_b64 v[4:5], v[0:1]
	s_mov_b64 s[2:3], 16
	s_add_nc_u64 s[8:9], s[0:1], s[2:3]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _ZL5tid_xv@rel64+4
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_swap_pc_i64 s[30:31], s[0:1]
	s_wait_xcnt 0x1
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_wait_xcnt 0x0
	v_mov_b32_e32 v1, v3
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	flat_store_b32 v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z29private_uniform_index_scratchPiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 136
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 16
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
	.size	_Z29private_uniform_index_scratchPiii, .Lfunc_end2-_Z29private_uniform_index_scratchPiii
                                        ; -- End function
	.set _Z29private_uniform_index_scratchPiii.num_vgpr, max(32, .L_ZL11syncthreadsv.num_vgpr, .L_ZL5tid_xv.num_vgpr)
	.set _Z29private_uniform_index_scratchPiii.num_agpr, max(0, .L_ZL11syncthreadsv.num_agpr, .L_ZL5tid_xv.num_agpr)
	.set _Z29private_uniform_index_scratchPiii.numbered_sgpr, max(34, .L_ZL11syncthreadsv.numbered_sgpr, .L_ZL5tid_xv.numbered_sgpr)
	.set _Z29private_uniform_index_scratchPiii.num_named_barrier, max(0, .L_ZL11syncthreadsv.num_named_barrier, .L_ZL5tid_xv.num_named_barrier)
	.set _Z29private_uniform_index_scratchPiii.private_seg_size, 128+max(.L_ZL11syncthreadsv.private_seg_size, .L_ZL5tid_xv.private_seg_size)
	.set _Z29private_uniform_index_scratchPiii.uses_vcc, or(0, .L_ZL11syncthreadsv.uses_vcc, .L_ZL5tid_xv.uses_vcc)
	.set _Z29private_uniform_index_scratchPiii.uses_flat_scratch, or(0, .L_ZL11syncthreadsv.uses_flat_scratch, .L_ZL5tid_xv.uses_flat_scratch)
	.set _Z29private_uniform_index_scratchPiii.has_dyn_sized_stack, or(0, .L_ZL11syncthreadsv.has_dyn_sized_stack, .L_ZL5tid_xv.has_dyn_sized_stack)
	.set _Z29private_uniform_index_scratchPiii.has_recursion, or(1, .L_ZL11syncthreadsv.has_recursion, .L_ZL5tid_xv.has_recursion)
	.set _Z29private_uniform_index_scratchPiii.has_indirect_call, or(0, .L_ZL11syncthreadsv.has_indirect_call, .L_ZL5tid_xv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2044
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 136
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 32
; NamedBarCnt: 0
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

	.type	__hip_cuid_fdf067ea31a905a4,@object ; @__hip_cuid_fdf067ea31a905a4
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_fdf067ea31a905a4
__hip_cuid_fdf067ea31a905a4:
	.byte	0                               ; 0x0
	.size	__hip_cuid_fdf067ea31a905a4, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym __hip_cuid_fdf067ea31a905a4
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
    .name:           _Z29private_uniform_index_scratchPiii
    .private_segment_fixed_size: 136
    .sgpr_count:     34
    .sgpr_spill_count: 18
    .symbol:         _Z29private_uniform_index_scratchPiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 18
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
