//! Values that are the same in every wave of the workgroup are one value: the GFX12
//! workgroup id read from TTMP9, and the result of an unmodelled instruction on such a value.
//! A branch on them is taken by all waves together, so the barrier it guards is not divergent.

use assert_cmd::Command;
use std::io::Write;

fn check(target: &str, body: &str, extra_meta: &str) -> assert_cmd::assert::Assert {
    let mut f = tempfile::Builder::new().suffix(".s").tempfile().unwrap();
    write!(
        f,
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{target}\"\n\t.text\nk:\n{body}\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n{extra_meta}\t.end_amdhsa_kernel\n"
    )
    .unwrap();
    Command::cargo_bin("bverify")
        .unwrap()
        .args([f.path().to_str().unwrap(), "--waves", "4"])
        .assert()
}

/// `if (workgroup_id_x & 1) barrier();` on gfx1200, where the id lives in TTMP9.
#[test]
fn a_branch_on_the_gfx12_workgroup_id_is_uniform() {
    let body = "\ts_and_b32 s0, ttmp9, 1\n\ts_cmp_eq_u32 s0, 0\n\ts_cbranch_scc1 .LBB0_2\n\ts_barrier_signal -1\n\ts_barrier_wait -1\n.LBB0_2:\n\ts_endpgm\n";
    check("gfx1200", body, "\t.amdhsa_system_sgpr_workgroup_id_x 1\n")
        .code(0)
        .stdout(predicates::str::contains("): verified"));
}

/// A float computed from a kernel argument by instructions bverify does not evaluate
/// symbolically (`v_cvt_f32_ubyte0`, `v_mul_f32`, `v_cmp_neq_f32`): the same value in every
/// wave, so the waves agree on the branch.
#[test]
fn an_unmodelled_float_of_an_argument_is_the_same_in_every_wave() {
    let body = "\ts_load_dword s2, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\tv_cvt_f32_ubyte0_e32 v1, s2\n\tv_mul_f32_e32 v1, 0x3fc00000, v1\n\tv_cmp_neq_f32_e32 vcc, 0x41200000, v1\n\ts_and_saveexec_b64 s[4:5], vcc\n\ts_cbranch_execz .LBB0_2\n\ts_barrier\n.LBB0_2:\n\ts_endpgm\n";
    check("gfx942", body, "")
        .code(0)
        .stdout(predicates::str::contains("): verified"));
}

/// The key of an unmodelled result covers every register an operand reads: here the low
/// halves of the 64-bit source are equal in every wave and the high halves (the wave index)
/// are not, so the waves may disagree and the guarded barrier is divergent.
#[test]
fn an_unmodelled_result_keys_on_both_halves_of_a_register_pair() {
    let body = "\tv_lshrrev_b32_e32 v5, 6, v0\n\tv_mov_b32_e32 v4, 0\n\tv_lshlrev_b64 v[2:3], 1, v[4:5]\n\tv_cmp_eq_u32_e32 vcc, 0, v3\n\ts_and_saveexec_b64 s[4:5], vcc\n\ts_cbranch_execz .LBB0_2\n\ts_barrier\n.LBB0_2:\n\ts_endpgm\n";
    check("gfx942", body, "")
        .code(1)
        .stdout(predicates::str::contains("barrier-divergence"));
}

/// A scalar load from global memory at an address every wave computes alike (an argument
/// pointer plus 4) reads one value: the waves agree on the branch.
#[test]
fn a_scalar_load_at_a_shared_address_is_the_same_in_every_wave() {
    let body = "\ts_load_dwordx2 s[2:3], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_load_dword s4, s[2:3], 0x4\n\ts_waitcnt lgkmcnt(0)\n\ts_bitcmp1_b32 s4, 0\n\ts_cbranch_scc0 .LBB0_2\n\ts_barrier\n.LBB0_2:\n\ts_endpgm\n";
    check("gfx942", body, "")
        .code(0)
        .stdout(predicates::str::contains("): verified"));
}

/// The same load at an address that depends on the wave (its first lane id) reads a
/// different word in each wave, so the waves may disagree.
#[test]
fn a_scalar_load_at_a_per_wave_address_may_differ_between_waves() {
    let body = "\ts_load_dwordx2 s[2:3], s[0:1], 0x0\n\tv_readfirstlane_b32 s5, v0\n\ts_waitcnt lgkmcnt(0)\n\ts_add_u32 s2, s2, s5\n\ts_addc_u32 s3, s3, 0\n\ts_load_dword s4, s[2:3], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_bitcmp1_b32 s4, 0\n\ts_cbranch_scc0 .LBB0_2\n\ts_barrier\n.LBB0_2:\n\ts_endpgm\n";
    check("gfx942", body, "")
        .code(1)
        .stdout(predicates::str::contains("barrier-divergence"));
}

/// `-O0` code spills a uniform value to scratch and reloads it before the branch: the
/// reload is the value that was spilled.
#[test]
fn a_scratch_spill_reloads_the_spilled_value() {
    let spill = "\ts_mov_b32 s33, 0\n\ts_load_b32 s2, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32_e32 v1, s2\n\tscratch_store_b32 off, v1, s33 offset:4\n\tv_mov_b32_e32 v1, v0\n";
    let branch = "\tscratch_load_b32 v1, off, s33 offset:4\n\ts_waitcnt vmcnt(0)\n\tv_cmp_eq_u32_e32 vcc_lo, 0, v1\n\ts_and_saveexec_b32 s4, vcc_lo\n\ts_cbranch_execz .LBB0_2\n\ts_barrier\n.LBB0_2:\n\ts_endpgm\n";
    check(
        "gfx1100",
        &format!("{spill}{branch}"),
        "\t.amdhsa_wavefront_size32 1\n",
    )
    .code(0)
    .stdout(predicates::str::contains("): verified"));
    // A flat store may write any private location: after it the reload is unknown, and
    // not an input either (it may be what the lane stored), so the divergence it allows
    // is not reported.
    let flat = "\tflat_store_b32 v[2:3], v0\n";
    check(
        "gfx1100",
        &format!("{spill}{flat}{branch}"),
        "\t.amdhsa_wavefront_size32 1\n",
    )
    .code(3)
    .stdout(predicates::str::contains(
        "unmodelled private memory: a store was not followed",
    ));
    // A flat atomic into the LDS aperture (returning its old value or not) cannot reach
    // private memory: the reload is still the spilled value.
    let lds =
        "\ts_mov_b64 s[6:7], src_shared_base\n\tv_mov_b32_e32 v2, 0\n\tv_mov_b32_e32 v3, s7\n";
    for atomic in [
        "\tflat_atomic_add_u32 v[2:3], v0\n",
        "\tflat_atomic_add_u32 v4, v[2:3], v0 glc\n",
    ] {
        check(
            "gfx1100",
            &format!("{spill}{lds}{atomic}{branch}"),
            "\t.amdhsa_wavefront_size32 1\n",
        )
        .code(0)
        .stdout(predicates::str::contains("): verified"));
    }
}

/// A flat store to an address in the private aperture (`src_private_base`'s high half, a
/// per-lane offset `16 + 4 * (tid & 3)`) and a flat load from the same address read back, in
/// each lane, the value that lane stored (its id): the barrier under "loaded != stored" is
/// never reached. Loading the next slot instead reads private memory no lane of this wave
/// wrote (another lane's slot is not this lane's memory): unknown, so divergence.
#[test]
fn a_flat_load_from_a_private_address_reads_the_lane_own_store() {
    let store = "\ts_mov_b64 s[2:3], src_private_base\n\tv_and_b32_e32 v5, 0x3ff, v0\n\tv_and_b32_e32 v2, 3, v5\n\tv_lshlrev_b32_e32 v2, 2, v2\n\tv_mov_b32_e32 v3, s3\n\tflat_store_dword v[2:3], v5 offset:16\n";
    let branch = "\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\tv_cmp_ne_u32_e32 vcc, v4, v5\n\ts_and_saveexec_b64 s[4:5], vcc\n\ts_cbranch_execz .LBB0_2\n\ts_barrier\n.LBB0_2:\n\ts_endpgm\n";
    let same = "\tflat_load_dword v4, v[2:3] offset:16\n";
    check("gfx942", &format!("{store}{same}{branch}"), "")
        .code(0)
        .stdout(predicates::str::contains("): verified"));
    let next = "\tflat_load_dword v4, v[2:3] offset:20\n";
    check("gfx942", &format!("{store}{next}{branch}"), "")
        .code(1)
        .stdout(predicates::str::contains("barrier-divergence"));
    // The same offsets in the LDS aperture are not private memory: what other waves
    // stored there, which is not modelled, so the divergence is not reported.
    let shared = store.replace("src_private_base", "src_shared_base");
    check("gfx942", &format!("{shared}{same}{branch}"), "")
        .code(3)
        .stdout(predicates::str::contains("LDS reads"));
}

/// GFX12's flat load with an SGPR base (`flat_load_b32 v4, v2, s[6:7]`, as `-O0` code
/// reads a `__shared__` variable on gfx1250) names its address by the base and the VGPR
/// offset: in the LDS aperture it is an LDS read, so the divergence it decides is not
/// reported. Reading the offset and the next VGPR as a 64-bit address instead made it a
/// per-wave global value and a false alarm.
#[test]
fn a_gfx12_flat_load_with_an_sgpr_base_in_the_lds_aperture_reads_lds() {
    let body = "\ts_mov_b64 s[6:7], src_shared_base\n\ts_mov_b32 s6, 0\n\tv_and_b32_e32 v5, 0x3ff, v0\n\tv_mov_b32_e32 v2, 0\n\tflat_load_b32 v4, v2, s[6:7]\n\ts_wait_loadcnt_dscnt 0x0\n\tv_cmp_ne_u32_e32 vcc_lo, v4, v5\n\ts_and_saveexec_b32 s4, vcc_lo\n\ts_cbranch_execz .LBB0_2\n\ts_barrier_signal -1\n\ts_barrier_wait -1\n.LBB0_2:\n\ts_endpgm\n";
    check("gfx1250", body, "\t.amdhsa_wavefront_size32 1\n")
        .code(3)
        .stdout(predicates::str::contains("LDS reads"));
}

/// `volatile int a[2]` in private memory, read at an index from a kernel argument
/// (`a[n & 1]`): the flat address is in the private aperture at an offset that is not a
/// constant, and each lane reads its own memory. With `a[i] = tid & 1` the lanes disagree
/// (one wave is enough); with `a[i] = n` they agree. The load was one value for the wave
/// (memory at one address), which verified the first kernel.
#[test]
fn a_local_array_read_at_a_dynamic_index_is_per_lane() {
    let body = |value: &str| {
        format!(
            "\ts_mov_b64 s[2:3], src_private_base\n\ts_load_dword s2, s[0:1], 0x10\n\tv_mov_b32_e32 v2, 0\n\tv_mov_b32_e32 v3, s3\n{value}\tflat_store_dword v[2:3], v1 sc0 sc1\n\ts_waitcnt vmcnt(0)\n\tv_mov_b32_e32 v2, 4\n\tflat_store_dword v[2:3], v1 sc0 sc1\n\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\ts_and_b32 s0, s2, 1\n\ts_lshl2_add_u32 s0, s0, 0\n\tv_mov_b32_e32 v2, s0\n\tflat_load_dword v1, v[2:3] sc0 sc1\n\ts_waitcnt vmcnt(0)\n\tv_cmp_eq_u32_e32 vcc, 0, v1\n\ts_and_saveexec_b64 s[0:1], vcc\n\ts_cbranch_execz .LBB0_2\n\ts_barrier\n.LBB0_2:\n\ts_endpgm\n"
        )
    };
    check("gfx942", &body("\tv_and_b32_e32 v1, 1, v0\n"), "")
        .code(1)
        .stdout(predicates::str::contains("barrier-divergence"));
    check("gfx942", &body("\tv_mov_b32_e32 v1, s2\n"), "")
        .code(0)
        .stdout(predicates::str::contains("): verified"));
}

/// `s_barrier_signal_isfirst` sets SCC in the one wave whose signal came first: a barrier
/// under that SCC is met by one wave and skipped by the others. SCC kept its old value
/// (here 1, from the compare before), so every wave took the barrier: verified.
#[test]
fn the_first_signaller_alone_takes_a_barrier_under_isfirst() {
    let body = "\ts_cmp_eq_u32 0, 0\n\ts_barrier_signal_isfirst -1\n\ts_barrier_wait -1\n\ts_cbranch_scc0 .LBB0_2\n\ts_barrier_signal -1\n\ts_barrier_wait -1\n.LBB0_2:\n\ts_endpgm\n";
    check("gfx1200", body, "\t.amdhsa_wavefront_size32 1\n")
        .code(1)
        .stdout(predicates::str::contains("barrier isfirst"));
}

/// Where a plain vector load may be a workgroup-scope atomic one (GFX90A, GFX12.5, CU mode),
/// it is never read as the dispatch's memory.
#[test]
fn plain_loads_are_known_non_atomic_only_where_atomics_are_marked() {
    use bverify::kernel::atomics_marked;
    for t in ["gfx942", "gfx950", "gfx942:sramecc+:xnack-"] {
        assert!(atomics_marked(t, None), "{t}");
    }
    for t in ["gfx1030", "gfx1100", "gfx1200", "gfx1201"] {
        assert!(atomics_marked(t, Some(1)), "{t} WGP mode");
        assert!(atomics_marked(t, None), "{t} defaults to WGP mode");
        assert!(!atomics_marked(t, Some(0)), "{t} CU mode");
    }
    for t in ["gfx90a", "gfx908", "gfx1250"] {
        assert!(!atomics_marked(t, Some(1)), "{t}");
        assert!(!atomics_marked(t, None), "{t}");
    }
}

/// A clock is an input each wave reads for itself: a barrier it decides is divergence, not
/// an unmodelled result (`clock() & 1` in a kernel).
#[test]
fn a_clock_read_differs_between_waves() {
    let body = "\ts_memtime s[2:3]\n\ts_waitcnt lgkmcnt(0)\n\ts_bitcmp1_b32 s2, 0\n\ts_cbranch_scc0 .LBB0_2\n\ts_barrier\n.LBB0_2:\n\ts_endpgm\n";
    check("gfx942", body, "")
        .code(1)
        .stdout(predicates::str::contains("clock"));
}
