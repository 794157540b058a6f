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
; TotalNumSgprs: 34
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z23tid_barrier_unoptimisedPfPKf ; -- Begin function _Z23tid_barrier_unoptimisedPfPKf
	.globl	_Z23tid_barrier_unoptimisedPfPKf
	.p2align	8
	.type	_Z23tid_barrier_unoptimisedPfPKf,@function
_Z23tid_barrier_unoptimisedPfPKf:       ; @_Z23tid_barrier_unoptimisedPfPKf
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x1000
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
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v9, s16, 5
	v_writelane_b32 v9, s17, 6
	v_writelane_b32 v9, s6, 7
	v_writelane_b32 v9, s7, 8
	v_writelane_b32 v9, s4, 9
	v_writelane_b32 v9, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_load_dwordx2 s[30:31], s[16:17], 0x0
	s_load_dwordx2 s[26:27], s[16:17], 0x8
	s_mov_b64 s[18:19], 0
	s_mov_b32 s22, s19
	s_mov_b32 s23, -1
	s_mov_b32 s9, 0
	s_cmp_lg_u32 s9, s23
	s_load_dword s15, s[16:17], 0xd0
	s_waitcnt lgkmcnt(0)
	s_cselect_b32 s8, s15, s22
	s_mov_b32 s19, s18
	s_cselect_b32 s28, s9, s19
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s8
	s_mov_b32 s9, 8
	s_cmp_lg_u32 s9, s23
	s_cselect_b32 s8, s15, s22
	s_cselect_b32 s24, s9, s19
                                        ; kill: def $sgpr24 killed $sgpr24 def $sgpr24_sgpr25
	s_mov_b32 s25, s8
	s_mov_b32 s9, 16
	s_cmp_lg_u32 s9, s23
	s_cselect_b32 s8, s15, s22
	s_cselect_b32 s20, s9, s19
                                        ; kill: def $sgpr20 killed $sgpr20 def $sgpr20_sgpr21
	s_mov_b32 s21, s8
	s_mov_b64 s[8:9], s[20:21]
	v_writelane_b32 v9, s8, 11
	v_writelane_b32 v9, s9, 12
	s_mov_b32 s8, 24
	s_cmp_lg_u32 s8, s23
	s_cselect_b32 s18, s15, s22
	s_cselect_b32 s8, s8, s19
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s18
	v_writelane_b32 v9, s8, 13
	v_writelane_b32 v9, s9, 14
	s_mov_b32 s18, 32
	s_cmp_lg_u32 s18, s23
	s_cselect_b32 s15, s15, s22
	s_cselect_b32 s18, s18, s19
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s15
	v_writelane_b32 v9, s18, 15
	v_writelane_b32 v9, s19, 16
	v_writelane_b32 v9, s18, 17
	v_writelane_b32 v9, s19, 18
	s_mov_b32 s15, s30
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	v_mov_b32_e32 v5, s15
	flat_store_dword v[3:4], v5
	s_mov_b64 s[18:19], 4
	s_or_b64 s[22:23], s[28:29], s[18:19]
	s_mov_b32 s15, s31
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s23
	v_mov_b32_e32 v5, s15
	flat_store_dword v[3:4], v5
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	flat_load_dword v7, v[3:4]
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s23
	flat_load_dword v8, v[3:4]
	s_or_b64 s[22:23], s[24:25], s[18:19]
	s_mov_b32 s15, s27
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s23
	v_mov_b32_e32 v5, s15
	flat_store_dword v[3:4], v5
	s_mov_b32 s15, s26
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s25
	v_mov_b32_e32 v5, s15
	flat_store_dword v[3:4], v5
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s25
	flat_load_dword v5, v[3:4]
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s23
	flat_load_dword v6, v[3:4]
	s_or_b64 s[22:23], s[20:21], s[18:19]
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s23
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v8
	v_mov_b32_e32 v3, s20
	v_mov_b32_e32 v4, s21
	flat_store_dword v[3:4], v7
	s_or_b64 s[18:19], s[8:9], s[18:19]
	v_writelane_b32 v9, s18, 19
	v_writelane_b32 v9, s19, 20
	v_mov_b32_e32 v3, s18
	v_mov_b32_e32 v4, s19
	flat_store_dword v[3:4], v6
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v4, s9
	flat_store_dword v[3:4], v5
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
	s_add_u32 s16, s16, _ZL5tid_xv@rel32@lo+4
	s_addc_u32 s17, s17, _ZL5tid_xv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_writelane_b32 v9, s15, 21
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s12, v9, 19
	v_readlane_b32 s13, v9, 20
	v_readlane_b32 s10, v9, 13
	v_readlane_b32 s11, v9, 14
	v_readlane_b32 s8, v9, 5
	v_readlane_b32 s9, v9, 6
	v_readlane_b32 s6, v9, 15
	v_readlane_b32 s7, v9, 16
	v_readlane_b32 s4, v9, 21
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s11
	flat_load_dword v1, v[1:2]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s7
	flat_load_dword v3, v[3:4]
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s5, 2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b64 v[3:4], s5, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v4
	v_add_u32_e64 v0, s[10:11], v0, v5
	v_addc_u32_e64 v2, s[10:11], v1, v2, s[10:11]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v2, v[0:1]
	s_load_dword s5, s[8:9], 0xd4
	s_mov_b32 s10, 0
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s11, s5
	s_mov_b32 s8, s10
	v_mov_b32_e32 v0, v3
	s_mov_b32 s5, s11
	v_mov_b32_e32 v3, v4
	v_add_u32_e64 v0, s[8:9], s8, v0
	v_mov_b32_e32 v1, s5
	v_addc_u32_e64 v3, s[8:9], v1, v3, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v9, s4, 22
	v_writelane_b32 v9, s5, 23
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v9, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
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
	buffer_load_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
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
.LBB2_2:
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s10, v9, 22
	v_readlane_b32 s11, v9, 23
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v9, 11
	v_readlane_b32 s7, v9, 12
	v_readlane_b32 s4, v9, 5
	v_readlane_b32 s5, v9, 6
	v_readlane_b32 s8, v9, 17
	v_readlane_b32 s9, v9, 18
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_dword v2, v[0:1]
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v4
	s_mov_b32 s8, 3
	v_add_u32_e64 v2, s[8:9], v2, s8
	s_mov_b32 s8, 0x1ff
	v_and_b32_e64 v2, v2, s8
	s_load_dword s4, s[4:5], 0xd4
	s_mov_b32 s8, 0
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s4
	s_mov_b32 s5, s9
	s_mov_b32 s4, 2
	v_lshlrev_b32_e64 v2, s4, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v3
	v_or_b32_e64 v4, s5, v4
	s_mov_b32 s5, s8
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_or_b32_e64 v2, s5, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dword v2, v[2:3]
	s_mov_b64 s[12:13], 4
	s_mov_b32 s8, s6
	s_mov_b32 s5, s7
	s_mov_b32 s10, s12
	s_mov_b32 s9, s13
	s_add_u32 s8, s8, s10
	s_addc_u32 s5, s5, s9
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s5
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v4, s9
	flat_load_dword v3, v[3:4]
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	flat_load_dword v7, v[4:5]
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v8, v3
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
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z23tid_barrier_unoptimisedPfPKf
		.amdhsa_group_segment_fixed_size 2048
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
.Lfunc_end2:
	.size	_Z23tid_barrier_unoptimisedPfPKf, .Lfunc_end2-_Z23tid_barrier_unoptimisedPfPKf
                                        ; -- End function
	.set _Z23tid_barrier_unoptimisedPfPKf.num_vgpr, max(32, .L_ZL5tid_xv.num_vgpr, .L_ZL11syncthreadsv.num_vgpr)
	.set _Z23tid_barrier_unoptimisedPfPKf.num_agpr, max(0, .L_ZL5tid_xv.num_agpr, .L_ZL11syncthreadsv.num_agpr)
	.set _Z23tid_barrier_unoptimisedPfPKf.numbered_sgpr, max(36, .L_ZL5tid_xv.numbered_sgpr, .L_ZL11syncthreadsv.numbered_sgpr)
	.set _Z23tid_barrier_unoptimisedPfPKf.num_named_barrier, max(0, .L_ZL5tid_xv.num_named_barrier, .L_ZL11syncthreadsv.num_named_barrier)
	.set _Z23tid_barrier_unoptimisedPfPKf.private_seg_size, 64+max(.L_ZL5tid_xv.private_seg_size, .L_ZL11syncthreadsv.private_seg_size)
	.set _Z23tid_barrier_unoptimisedPfPKf.uses_vcc, or(0, .L_ZL5tid_xv.uses_vcc, .L_ZL11syncthreadsv.uses_vcc)
	.set _Z23tid_barrier_unoptimisedPfPKf.uses_flat_scratch, or(1, .L_ZL5tid_xv.uses_flat_scratch, .L_ZL11syncthreadsv.uses_flat_scratch)
	.set _Z23tid_barrier_unoptimisedPfPKf.has_dyn_sized_stack, or(0, .L_ZL5tid_xv.has_dyn_sized_stack, .L_ZL11syncthreadsv.has_dyn_sized_stack)
	.set _Z23tid_barrier_unoptimisedPfPKf.has_recursion, or(1, .L_ZL5tid_xv.has_recursion, .L_ZL11syncthreadsv.has_recursion)
	.set _Z23tid_barrier_unoptimisedPfPKf.has_indirect_call, or(0, .L_ZL5tid_xv.has_indirect_call, .L_ZL11syncthreadsv.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1736
; TotalNumSgprs: 42
; NumVgprs: 32
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
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

	.type	__hip_cuid_40e22ad0aa18ad35,@object ; @__hip_cuid_40e22ad0aa18ad35
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_40e22ad0aa18ad35
__hip_cuid_40e22ad0aa18ad35:
	.byte	0                               ; 0x0
	.size	__hip_cuid_40e22ad0aa18ad35, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZL5tid_xv
	.addrsig_sym _ZL11syncthreadsv
	.addrsig_sym __hip_cuid_40e22ad0aa18ad35
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z23tid_barrier_unoptimisedPfPKf
    .private_segment_fixed_size: 72
    .sgpr_count:     42
    .sgpr_spill_count: 24
    .symbol:         _Z23tid_barrier_unoptimisedPfPKf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
