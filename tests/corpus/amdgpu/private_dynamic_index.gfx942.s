	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z21private_dynamic_indexPiiiii ; -- Begin function _Z21private_dynamic_indexPiiiii
	.globl	_Z21private_dynamic_indexPiiiii
	.p2align	8
	.type	_Z21private_dynamic_indexPiiiii,@function
_Z21private_dynamic_indexPiiiii:        ; @_Z21private_dynamic_indexPiiiii
; %bb.0:
	s_mov_b64 s[2:3], src_private_base
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v1, 0
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_or_b32_e64 v2, 0, 4
	v_mov_b32_e32 v1, 1
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_or_b32_e64 v2, 0, 8
	v_mov_b32_e32 v1, 2
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_or_b32_e64 v2, 0, 12
	v_mov_b32_e32 v1, 3
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v1, 4
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 20
	v_mov_b32_e32 v1, 5
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v1, 6
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 28
	v_mov_b32_e32 v1, 7
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v1, 8
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 36
	v_mov_b32_e32 v1, 9
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v1, 10
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 44
	v_mov_b32_e32 v1, 11
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v1, 12
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 52
	v_mov_b32_e32 v1, 13
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v1, 14
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 60
	v_mov_b32_e32 v1, 15
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 64
	v_mov_b32_e32 v1, 16
	s_movk_i32 s2, 0x44
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 17
	s_movk_i32 s2, 0x48
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 18
	s_movk_i32 s2, 0x4c
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 19
	s_movk_i32 s2, 0x50
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 20
	s_movk_i32 s2, 0x54
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 21
	s_movk_i32 s2, 0x58
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 22
	s_movk_i32 s2, 0x5c
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 23
	s_movk_i32 s2, 0x60
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 24
	s_movk_i32 s2, 0x64
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 25
	s_movk_i32 s2, 0x68
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 26
	s_movk_i32 s2, 0x6c
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 27
	s_movk_i32 s2, 0x70
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 28
	s_movk_i32 s2, 0x74
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 29
	s_movk_i32 s2, 0x78
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 30
	s_movk_i32 s2, 0x7c
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 31
	s_movk_i32 s2, 0x80
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 32
	s_movk_i32 s2, 0x84
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 33
	s_movk_i32 s2, 0x88
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 34
	s_movk_i32 s2, 0x8c
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 35
	s_movk_i32 s2, 0x90
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 36
	s_movk_i32 s2, 0x94
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 37
	s_movk_i32 s2, 0x98
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 38
	s_movk_i32 s2, 0x9c
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 39
	s_movk_i32 s2, 0xa0
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 40
	s_movk_i32 s2, 0xa4
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 41
	s_movk_i32 s2, 0xa8
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 42
	s_movk_i32 s2, 0xac
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 43
	s_movk_i32 s2, 0xb0
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 44
	s_movk_i32 s2, 0xb4
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 45
	s_movk_i32 s2, 0xb8
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 46
	s_movk_i32 s2, 0xbc
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 47
	s_movk_i32 s2, 0xc0
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 48
	s_movk_i32 s2, 0xc4
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 49
	s_movk_i32 s2, 0xc8
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 50
	s_movk_i32 s2, 0xcc
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 51
	s_movk_i32 s2, 0xd0
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 52
	s_movk_i32 s2, 0xd4
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 53
	s_movk_i32 s2, 0xd8
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 54
	s_movk_i32 s2, 0xdc
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 55
	s_movk_i32 s2, 0xe0
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 56
	s_movk_i32 s2, 0xe4
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 57
	s_movk_i32 s2, 0xe8
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 58
	s_movk_i32 s2, 0xec
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 59
	s_movk_i32 s2, 0xf0
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 60
	s_movk_i32 s2, 0xf4
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 61
	s_movk_i32 s2, 0xf8
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, 62
	s_movk_i32 s2, 0xfc
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s6, 63
	s_lshl2_add_u32 s2, s2, 0
	v_mov_b32_e32 v1, 63
	v_mov_b64_e32 v[4:5], s[2:3]
	s_and_b32 s2, s7, 63
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, s4
	s_lshl2_add_u32 s2, s2, 0
	flat_store_dword v[4:5], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v1, s5
	flat_store_dword v[2:3], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	flat_load_dword v1, v[4:5] sc0 sc1
	s_waitcnt vmcnt(0)
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_barrier
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], src_private_base
	v_and_b32_e32 v1, 63, v0
	v_lshl_add_u32 v2, v1, 2, s4
	v_mov_b32_e32 v3, s3
	flat_load_dword v1, v[2:3] sc0 sc1
	s_waitcnt vmcnt(0)
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z21private_dynamic_indexPiiiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 272
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
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
.Lfunc_end0:
	.size	_Z21private_dynamic_indexPiiiii, .Lfunc_end0-_Z21private_dynamic_indexPiiiii
                                        ; -- End function
	.set _Z21private_dynamic_indexPiiiii.num_vgpr, 6
	.set _Z21private_dynamic_indexPiiiii.num_agpr, 0
	.set _Z21private_dynamic_indexPiiiii.numbered_sgpr, 8
	.set _Z21private_dynamic_indexPiiiii.num_named_barrier, 0
	.set _Z21private_dynamic_indexPiiiii.private_seg_size, 272
	.set _Z21private_dynamic_indexPiiiii.uses_vcc, 1
	.set _Z21private_dynamic_indexPiiiii.uses_flat_scratch, 0
	.set _Z21private_dynamic_indexPiiiii.has_dyn_sized_stack, 0
	.set _Z21private_dynamic_indexPiiiii.has_recursion, 0
	.set _Z21private_dynamic_indexPiiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1656
; TotalNumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 272
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_62e4b05fde78b55a,@object ; @__hip_cuid_62e4b05fde78b55a
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_62e4b05fde78b55a
__hip_cuid_62e4b05fde78b55a:
	.byte	0                               ; 0x0
	.size	__hip_cuid_62e4b05fde78b55a, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_62e4b05fde78b55a
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
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
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z21private_dynamic_indexPiiiii
    .private_segment_fixed_size: 272
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z21private_dynamic_indexPiiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
