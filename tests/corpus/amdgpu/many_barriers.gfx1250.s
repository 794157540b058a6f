	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z13many_barriersPi     ; -- Begin function _Z13many_barriersPi
	.globl	_Z13many_barriersPi
	.p2align	8
	.type	_Z13many_barriersPi,@function
_Z13many_barriersPi:                    ; @_Z13many_barriersPi
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	v_and_b32_e32 v2, 0xff, v0
	s_movk_i32 s2, 0x80
	s_load_b64 s[0:1], s[0:1], 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v3, 1, v0 :: v_dual_lshlrev_b32 v1, 2, v2
	v_and_b32_e32 v3, 0xff, v3
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32_u24 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 27, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 40, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 41, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 42, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 43, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 44, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 45, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 46, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 47, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 48, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 50, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 51, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 52, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 54, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 55, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 56, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 59, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 60, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 61, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 63, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 64, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x41, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x42, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x43, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x44, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x45, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x46, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x47, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x48, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x4a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x4b, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x4c, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x4d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x4e, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x4f, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x50, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x51, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x52, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x54, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x55, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x56, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x59, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x5a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x5b, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x5c, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x5d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x5e, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x5f, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x60, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x61, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x63, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x64, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x65, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x66, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x67, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x68, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x69, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x6a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x6b, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x6c, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x6d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x6e, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x6f, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x70, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x71, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x72, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x73, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x76, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x77, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x78, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x79, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x7a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x7b, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x7c, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x7d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x7e, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_bitop3_b32 v3, v0, s2, 0xff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x82, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x83, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x84, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x85, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x86, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x87, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x88, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x89, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x8a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x8b, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x8c, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x8d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x8e, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x8f, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x90, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x91, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x92, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x93, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x94, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	v_add_nc_u32_e32 v3, 0x95, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	v_mad_u32 v2, v2, 3, v3
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v1, 0x96, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xff, v1
	v_lshlrev_b32_e32 v1, 2, v1
	s_barrier_wait -1
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	v_mad_u32 v1, v2, 3, v1
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13many_barriersPi
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 3
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 83
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
.Lfunc_end0:
	.size	_Z13many_barriersPi, .Lfunc_end0-_Z13many_barriersPi
                                        ; -- End function
	.set _Z13many_barriersPi.num_vgpr, 4
	.set _Z13many_barriersPi.num_agpr, 0
	.set _Z13many_barriersPi.numbered_sgpr, 3
	.set _Z13many_barriersPi.num_named_barrier, 0
	.set _Z13many_barriersPi.private_seg_size, 0
	.set _Z13many_barriersPi.uses_vcc, 0
	.set _Z13many_barriersPi.uses_flat_scratch, 0
	.set _Z13many_barriersPi.has_dyn_sized_stack, 0
	.set _Z13many_barriersPi.has_recursion, 0
	.set _Z13many_barriersPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10596
; TotalNumSgprs: 3
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 3
; NumVGPRsForWavesPerEU: 4
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_a1b2b857427538fc,@object ; @__hip_cuid_a1b2b857427538fc
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_a1b2b857427538fc
__hip_cuid_a1b2b857427538fc:
	.byte	0                               ; 0x0
	.size	__hip_cuid_a1b2b857427538fc, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_a1b2b857427538fc
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           _Z13many_barriersPi
    .private_segment_fixed_size: 0
    .sgpr_count:     3
    .sgpr_spill_count: 0
    .symbol:         _Z13many_barriersPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
