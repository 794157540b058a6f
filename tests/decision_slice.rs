//! The decision slice (`bverify::kernel::slice`): vector ALU results no decision reads are
//! not evaluated, and everything a branch, a lane mask, a barrier or an address reads is.

use bverify::frontend::amdgpu::parse;
use std::path::Path;

/// A one-kernel file around `body`.
fn kernel_text(target: &str, body: &str) -> String {
    format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{target}\"\n\t.text\nk:\n{body}\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.end_amdhsa_kernel\n"
    )
}

/// The source lines left out of the slice of a whole wave and of a partial last wave.
fn slices(target: &str, body: &str) -> (Vec<u32>, Vec<u32>) {
    let m = parse(Path::new("k.s"), &kernel_text(target, body), None).expect("parses");
    let lines = |out: fn(&bverify::kernel::Inst) -> bool| -> Vec<u32> {
        m.insts
            .iter()
            .filter(|i| out(i))
            .map(|i| i.loc.line)
            .collect()
    };
    (
        lines(|i| i.outside_slice),
        lines(|i| i.outside_slice_partial),
    )
}

/// The source lines left out of the slice of a whole wave.
fn outside(target: &str, body: &str) -> Vec<u32> {
    slices(target, body).0
}

/// Lines 4.. of the file are the body's lines, in order.
const FIRST: u32 = 4;

/// An accumulator only stored at the end is not evaluated; the loop counter that decides
/// the branch and the store's address are.
#[test]
fn an_accumulator_only_stored_is_outside_and_the_counter_inside() {
    let body = "\
\tv_mov_b32 v1, v0
\ts_mov_b32 s2, 8
.L1:
\tv_mul_lo_u32 v1, v1, 3
\tv_add_u32_e32 v1, v0, v1
\ts_barrier
\ts_add_u32 s2, s2, -1
\ts_cmp_lg_u32 s2, 0
\ts_cbranch_scc1 .L1
\tv_lshlrev_b32_e32 v2, 2, v0
\tglobal_store_dword v2, v1, s[0:1]
\ts_endpgm
";
    assert_eq!(outside("gfx942", body), vec![FIRST, FIRST + 3, FIRST + 4]);
}

/// The same accumulator read back by a later load of the same wave is data a decision
/// may read: the store's data, and so the whole chain, is inside.
#[test]
fn store_data_a_later_load_may_read_is_inside() {
    let body = "\
\tv_mul_lo_u32 v1, v0, 3
\tv_lshlrev_b32_e32 v2, 2, v0
\tglobal_store_dword v2, v1, s[0:1]
\tglobal_load_dword v3, v2, s[0:1]
\ts_waitcnt vmcnt(0)
\tv_cmp_eq_u32_e32 vcc, 0, v3
\ts_and_saveexec_b64 s[4:5], vcc
\ts_barrier
\ts_endpgm
";
    assert!(outside("gfx942", body).is_empty());
}

/// A register whose value reaches a branch through a lane mask is inside, and so is every
/// write whose lanes a narrower EXEC leaves for the read: the write in the `if` does not
/// end the first write's liveness.
#[test]
fn a_write_under_a_narrower_exec_does_not_hide_the_earlier_one() {
    let body = "\
\tv_mov_b32 v1, 5
\tv_cmp_gt_u32_e32 vcc, 16, v0
\ts_and_saveexec_b64 s[4:5], vcc
\tv_mov_b32 v1, 7
\ts_or_b64 exec, exec, s[4:5]
\tv_cmp_eq_u32_e32 vcc, 5, v1
\ts_and_saveexec_b64 s[6:7], vcc
\ts_barrier
\ts_endpgm
";
    assert!(outside("gfx942", body).is_empty());
}

/// After the `if` EXEC is whole again (restored from the saved mask): a full write there
/// ends the liveness of what came before, so the earlier value is not evaluated.
#[test]
fn a_full_write_after_the_join_hides_the_earlier_one() {
    let body = "\
\tv_mov_b32 v1, 5
\tv_cmp_gt_u32_e32 vcc, 16, v0
\ts_and_saveexec_b64 s[4:5], vcc
\tv_mov_b32 v1, 7
\ts_or_b64 exec, exec, s[4:5]
\tv_mov_b32 v1, v0
\tv_cmp_eq_u32_e32 vcc, 5, v1
\ts_and_saveexec_b64 s[6:7], vcc
\ts_barrier
\ts_endpgm
";
    assert_eq!(outside("gfx942", body), vec![FIRST, FIRST + 3]);
}

/// A divergent loop's exit mask ORed back after the loop restores EXEC (`exec | s8` holds
/// every lane), as clang emits it on gfx12.
#[test]
fn exec_restored_after_a_divergent_loop_is_whole() {
    let body = "\
\tv_mov_b32 v1, v0
\tv_mov_b32 v2, v0
\ts_mov_b32 s8, 0
.L1:
\tv_add_nc_u32_e32 v2, -1, v2
\tv_cmp_eq_u32_e32 vcc_lo, 0, v2
\ts_or_b32 s8, vcc_lo, s8
\ts_and_not1_b32 exec_lo, exec_lo, s8
\ts_cbranch_execnz .L1
\ts_or_b32 exec_lo, exec_lo, s8
\tv_mov_b32 v1, 3
\tv_cmp_eq_u32_e32 vcc_lo, 3, v1
\ts_and_saveexec_b32 s9, vcc_lo
\ts_barrier_signal -1
\ts_barrier_wait -1
\ts_endpgm
";
    assert_eq!(outside("gfx1200", body), vec![FIRST]);
}

/// `s_or exec, a, b` replaces EXEC (lanes 0..7 here): the partner saved at the `if` no
/// longer makes `exec | partner` whole, so the write after it hides nothing (red team
/// fourteen, `k27`).
#[test]
fn exec_replaced_without_itself_loses_its_partners() {
    let body = "\
\tv_mov_b32 v40, 5
\tv_mbcnt_lo_u32_b32 v42, -1, 0
\tv_mbcnt_hi_u32_b32 v42, -1, v42
\tv_cmp_gt_u32_e32 vcc, 32, v42
\ts_and_saveexec_b64 s[20:21], vcc
\ts_xor_b64 s[20:21], exec, s[20:21]
\tv_cmp_gt_u32_e64 s[22:23], 8, v42
\ts_or_b64 exec, s[22:23], s[22:23]
\ts_or_b64 exec, exec, s[20:21]
\tv_mov_b32 v40, 0
\ts_mov_b64 exec, -1
\tv_cmp_eq_u32_e32 vcc, 5, v40
\ts_bcnt1_i32_b64 s6, vcc
\ts_cmp_eq_u32 s6, 24
\ts_cbranch_scc1 .L2
\ts_barrier
.L2:
\ts_endpgm
";
    assert!(outside("gfx942", body).is_empty());
}

/// Whole-wave code in a partial last wave writes and compares the lanes past the last
/// thread: there a write with the kernel's EXEC does not hide the whole-wave write before
/// it. In a whole wave the kernel's EXEC is all ones, and it does.
#[test]
fn a_partial_wave_keeps_whole_wave_writes() {
    let body = "\
\ts_or_saveexec_b64 s[4:5], -1
\tv_mov_b32 v1, 7
\ts_mov_b64 exec, s[4:5]
\tv_mov_b32 v1, 0
\ts_or_saveexec_b64 s[4:5], -1
\tv_cmp_eq_u32_e32 vcc, 7, v1
\ts_mov_b64 exec, s[4:5]
\ts_bcnt1_i32_b64 s6, vcc
\ts_cmp_eq_u32 s6, 0
\ts_cbranch_scc1 .L2
\ts_barrier
.L2:
\ts_endpgm
";
    let (whole, partial) = slices("gfx942", body);
    assert_eq!(whole, vec![FIRST + 1]);
    assert!(partial.is_empty());
}

/// The same shape checked end to end: with 100 threads the second wave has 28 lanes past
/// its last thread, which hold 7, so it counts 28 where the first wave counts 0, and both
/// reach the barrier (stale values in those lanes would let some count skip it).
#[test]
fn whole_wave_values_in_a_partial_wave_decide_a_barrier() {
    use std::io::Write;
    let body = "\ts_or_saveexec_b64 s[4:5], -1\n\tv_mov_b32 v1, 7\n\ts_mov_b64 exec, s[4:5]\n\tv_mov_b32 v1, 0\n\ts_or_saveexec_b64 s[4:5], -1\n\tv_cmp_eq_u32_e32 vcc, 7, v1\n\ts_mov_b64 exec, s[4:5]\n\ts_bcnt1_i32_b64 s6, vcc\n\ts_cmp_eq_u32 s6, 0\n\ts_cbranch_scc1 .L1\n\ts_cmp_eq_u32 s6, 28\n\ts_cbranch_scc1 .L1\n\ts_branch .L2\n.L1:\n\ts_barrier\n.L2:\n\ts_endpgm\n";
    let mut f = tempfile::Builder::new().suffix(".s").tempfile().unwrap();
    write!(f, "{}", kernel_text("gfx942", body)).unwrap();
    assert_cmd::Command::cargo_bin("bverify")
        .unwrap()
        .args([
            f.path().to_str().unwrap(),
            "--waves",
            "2",
            "--threads",
            "100",
        ])
        .assert()
        .code(0)
        .stdout(predicates::str::contains("): verified"));
}

/// A multiply-add whose carry-out the loop overwrites before reading (`acc * 3 + x` in the
/// generated kernels) is data like any other: outside, with the chain that feeds it.
#[test]
fn a_carry_written_again_before_any_read_leaves_the_chain_outside() {
    let body = "\
\tv_mov_b32 v4, v0
\ts_mov_b32 s6, 8
.L1:
\tv_mad_u64_u32 v[4:5], s[2:3], v4, 3, v[10:11]
\tv_add_u32_e32 v4, v0, v4
\ts_mov_b64 s[2:3], -1
\ts_barrier
\ts_add_u32 s6, s6, -1
\ts_cmp_lg_u32 s6, 0
\ts_cbranch_scc1 .L1
\tv_lshlrev_b32_e32 v2, 2, v0
\tglobal_store_dword v2, v4, s[0:1]
\ts_endpgm
";
    assert_eq!(outside("gfx942", body), vec![FIRST, FIRST + 3, FIRST + 4]);
}

/// The same carry read by the loop's branch (on one path, before it is written again)
/// decides, so the multiply-add and the chain it reads are inside.
#[test]
fn a_carry_a_branch_may_read_keeps_the_chain_inside() {
    let body = "\
\tv_mov_b32 v4, v0
\ts_mov_b32 s6, 8
.L1:
\tv_mad_u64_u32 v[4:5], s[2:3], v4, 3, v[10:11]
\tv_add_u32_e32 v4, v0, v4
\ts_cmp_eq_u32 s6, 4
\ts_cbranch_scc1 .L2
\ts_mov_b64 s[2:3], -1
.L2:
\ts_and_b64 vcc, exec, s[2:3]
\ts_barrier
\ts_add_u32 s6, s6, -1
\ts_cmp_lg_u32 s6, 0
\ts_cbranch_scc1 .L1
\ts_endpgm
";
    assert_eq!(outside("gfx942", body), Vec::<u32>::new());
}

/// A file with a kernel `k` that calls function `f` (`callee` is f's body).
fn with_callee(kernel: &str, callee: &str) -> Vec<u32> {
    let text = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.text\n\t.type f,@function\nf:\n{callee}\t.type k,@function\nk:\n{kernel}\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.end_amdhsa_kernel\n"
    );
    let m = parse(Path::new("k.s"), &text, None).expect("parses");
    m.insts
        .iter()
        .filter(|i| i.outside_slice)
        .map(|i| i.loc.line)
        .collect()
}

const CALLER: &str = "\
\tv_mul_lo_u32 v0, v0, 3
\ts_getpc_b64 s[4:5]
\ts_add_u32 s4, s4, f@rel32@lo+4
\ts_addc_u32 s5, s5, f@rel32@hi+12
\ts_swappc_b64 s[30:31], s[4:5]
\tv_lshlrev_b32_e32 v2, 2, v31
\tglobal_store_dword v2, v0, s[0:1]
\ts_endpgm
";

/// A value passed to a function that only computes with it and returns it to be stored is
/// data on both sides of the call; the callee's multiply-add carry is never read.
#[test]
fn a_value_through_a_call_that_only_computes_is_outside() {
    let callee = "\
\tv_mad_u64_u32 v[0:1], s[6:7], v0, 3, v[2:3]
\ts_barrier
\ts_setpc_b64 s[30:31]
";

    assert_eq!(with_callee(CALLER, callee), vec![5, 10]);
}

/// The same value decides a branch in the callee: inside on both sides of the call.
#[test]
fn a_value_a_callee_branches_on_is_inside() {
    let callee = "\
\tv_cmp_eq_u32_e32 vcc, 0, v0
\ts_and_saveexec_b64 s[6:7], vcc
\ts_barrier
\ts_or_b64 exec, exec, s[6:7]
\ts_setpc_b64 s[30:31]
";
    assert_eq!(with_callee(CALLER, callee), Vec::<u32>::new());
}

/// A carry written at the end of a loop body and read at the top of the next iteration is
/// live around the back edge: its instruction stays inside however the blocks are laid out
/// (the latch block is met before the header in a backward pass, so a first pass sees the
/// carry unread; only the fixpoint may say it is dead).
#[test]
fn a_carry_read_in_the_next_iteration_stays_inside() {
    let body = "\
\tv_mov_b32 v4, v0
\ts_mov_b32 s6, 8
\ts_mov_b64 s[2:3], 0
.L1:
\ts_and_b64 vcc, exec, s[2:3]
\ts_barrier
\ts_cmp_eq_u32 s6, 4
\ts_cbranch_scc1 .L2
\tv_add_u32_e32 v4, v0, v4
.L2:
\tv_mad_u64_u32 v[4:5], s[2:3], v4, 3, v[10:11]
\ts_add_u32 s6, s6, -1
\ts_cmp_lg_u32 s6, 0
\ts_cbranch_scc1 .L1
\ts_endpgm
";
    assert_eq!(outside("gfx942", body), Vec::<u32>::new());
}
