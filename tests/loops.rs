//! Loops are found on the control-flow graph whatever their layout, counted per loop, and
//! a path cut at `--unroll` makes the result `bounded`, never `verified`.

use assert_cmd::Command;
use bverify::kernel::loops::LoopForest;
use predicates::prelude::*;
use std::io::Write;

const HEADER: &str = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.text\nk:\n\ts_load_dword s2, s[0:1], 0x0\n\ts_mov_b32 s3, 0\n";
const FOOTER: &str =
    "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.end_amdhsa_kernel\n";

/// Exit test at the top, unconditional branch back at the bottom.
const TOP_TEST: &str = ".LBB0_1:\n\ts_cmp_ge_u32 s3, s2\n\ts_cbranch_scc1 .LBB0_2\n\ts_barrier\n\ts_add_i32 s3, s3, 1\n\ts_branch .LBB0_1\n.LBB0_2:\n\ts_endpgm\n";

/// Latch placed before the header, reaching it by falling through.
const LATCH_FIRST: &str = "\ts_branch .LBB0_2\n.LBB0_1:\n\ts_add_i32 s3, s3, 1\n.LBB0_2:\n\ts_cmp_ge_u32 s3, s2\n\ts_cbranch_scc1 .LBB0_3\n\ts_barrier\n\ts_branch .LBB0_1\n.LBB0_3:\n\ts_endpgm\n";

/// A second entry into the loop body (a `goto` into a loop): irreducible.
const TWO_ENTRIES: &str = "\ts_cmp_eq_u32 s2, 7\n\ts_cbranch_scc1 .LBB0_2\n.LBB0_1:\n\ts_barrier\n.LBB0_2:\n\ts_add_i32 s3, s3, 1\n\ts_cmp_lt_u32 s3, s2\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n";

/// A constant trip count of 12, above the default `--unroll 4`: run out exactly, no bound
/// involved. (300 trips work the same way but take minutes in the invariant search; see
/// benchmarks/README.md.)
const CONSTANT_12: &str = ".LBB0_1:\n\ts_barrier\n\ts_add_i32 s3, s3, 1\n\ts_cmp_lt_u32 s3, 12\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n";

fn file(body: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::Builder::new().suffix(".s").tempfile().unwrap();
    write!(f, "{HEADER}{body}{FOOTER}").unwrap();
    f
}

/// Every path of the one wave of a one-wave launch of the file's first kernel.
fn explore_one_wave(f: &tempfile::NamedTempFile) -> bverify::explore::WaveExploration {
    let m = bverify::frontend::load(f.path(), None).unwrap();
    let launch = bverify::launch::resolve(
        &m,
        &m.kernels[0],
        bverify::launch::LaunchRequest {
            waves: 1,
            threads: None,
            dims: None,
            wave_size: None,
        },
    )
    .unwrap();
    bverify::explore::explore_wave(
        &m,
        &m.kernels[0],
        launch.shape(0),
        &bverify::explore::Bounds::default(),
    )
}

fn forest(body: &str) -> (LoopForest, bverify::kernel::Module) {
    let f = file(body);
    let m = bverify::frontend::load(f.path(), None).unwrap();
    (m.loops.clone(), m)
}

fn line_of(m: &bverify::kernel::Module, pc: usize) -> u32 {
    m.insts[pc].loc.line
}

#[test]
fn a_loop_tested_at_the_top_is_found_with_its_unconditional_latch() {
    let (f, m) = forest(TOP_TEST);
    assert_eq!(f.loops.len(), 1);
    let l = &f.loops[0];
    assert_eq!(line_of(&m, l.header), 7, "header: the s_cmp after .LBB0_1");
    assert_eq!(
        l.latches
            .iter()
            .map(|&i| line_of(&m, i))
            .collect::<Vec<_>>(),
        [11]
    );
    assert!(!l.irreducible);
}

#[test]
fn a_latch_before_its_header_is_found_by_dominance_not_address() {
    let (f, m) = forest(LATCH_FIRST);
    assert_eq!(f.loops.len(), 1);
    let l = &f.loops[0];
    assert_eq!(line_of(&m, l.header), 10, "header: the s_cmp after .LBB0_2");
    assert_eq!(
        l.latches
            .iter()
            .map(|&i| line_of(&m, i))
            .collect::<Vec<_>>(),
        [8],
        "the latch falls through from a lower address"
    );
    assert!(!l.irreducible);
}

#[test]
fn a_second_entry_makes_the_loop_irreducible() {
    let (f, _) = forest(TWO_ENTRIES);
    assert_eq!(f.loops.len(), 1);
    assert!(f.loops[0].irreducible);
}

fn bverify() -> Command {
    Command::cargo_bin("bverify").unwrap()
}

/// A barrier only in the fifth trip: iterations differ, but every wave is in the fifth trip
/// together (the choice is a condition on the shared trip counter).
const FIFTH_TRIP_ONLY: &str = ".LBB0_1:\n\ts_cmp_lg_u32 s3, 5\n\ts_cbranch_scc1 .LBB0_3\n\ts_barrier\n.LBB0_3:\n\ts_add_i32 s3, s3, 1\n\ts_cmp_lt_u32 s3, s2\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n";

/// A barrier only in the trip whose number is the wave's index plus 5: no wave ever meets
/// another at it (no deadlock on gfx9, whose ended waves drop the barrier, but divergence),
/// and no summary covers it; within --unroll 3 no wave reaches it, so the result is bounded.
const FIFTH_TRIP_PER_WAVE: &str = "\tv_readfirstlane_b32 s4, v0\n\ts_lshr_b32 s4, s4, 6\n\ts_add_i32 s4, s4, 5\n.LBB0_1:\n\ts_cmp_lg_u32 s3, s4\n\ts_cbranch_scc1 .LBB0_3\n\ts_barrier\n.LBB0_3:\n\ts_add_i32 s3, s3, 1\n\ts_cmp_lt_u32 s3, s2\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n";

/// The trip count is the argument plus the wave's index: waves do different numbers of
/// barriers.
const TRIPS_PER_WAVE: &str = "\tv_readfirstlane_b32 s4, v0\n\ts_lshr_b32 s4, s4, 6\n\ts_waitcnt lgkmcnt(0)\n\ts_add_i32 s2, s2, s4\n.LBB0_1:\n\ts_cmp_ge_u32 s3, s2\n\ts_cbranch_scc1 .LBB0_2\n\ts_barrier\n\ts_add_i32 s3, s3, 1\n\ts_branch .LBB0_1\n.LBB0_2:\n\ts_endpgm\n";

#[test]
fn uniform_loops_of_every_layout_are_proven_for_every_trip_count() {
    for (body, header_line) in [(TOP_TEST, 7), (LATCH_FIRST, 10), (FIFTH_TRIP_ONLY, 7)] {
        let f = file(body);
        bverify()
            .arg(f.path())
            .args(["--waves", "4", "--unroll", "3"])
            .timeout(std::time::Duration::from_secs(60))
            .assert()
            .code(0)
            .stdout(predicate::str::contains(": verified"))
            .stdout(predicate::str::contains(format!(
                "loops at line {header_line} proven for every trip count"
            )));
    }
}

#[test]
fn loops_no_summary_covers_are_bounded_with_their_line() {
    for (body, header_line) in [(TWO_ENTRIES, 11), (FIFTH_TRIP_PER_WAVE, 10)] {
        let f = file(body);
        bverify()
            .arg(f.path())
            .args(["--waves", "2", "--unroll", "3"])
            .timeout(std::time::Duration::from_secs(60))
            .assert()
            .code(3)
            .stdout(predicate::str::contains(": bounded"))
            .stdout(predicate::str::contains(format!(
                ":{header_line}: the loop can run more than --unroll 3 iterations"
            )));
    }
    // With a bound that reaches the fifth trip, the lone barrier is found.
    let f = file(FIFTH_TRIP_PER_WAVE);
    bverify()
        .arg(f.path())
        .args(["--waves", "2", "--unroll", "8"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(1)
        .stdout(predicate::str::contains("barrier-divergence"));
}

#[test]
fn a_trip_count_that_differs_per_wave_is_never_proven() {
    let f = file(TRIPS_PER_WAVE);
    bverify()
        .arg(f.path())
        .args(["--waves", "4"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(1)
        .stdout(predicate::str::contains("barrier divergence"));
    // Hardware view: waves that end drop the barrier, so nothing hangs within the bound; the
    // loop still cannot be proven, so the result stays bounded.
    bverify()
        .arg(f.path())
        .args(["--waves", "4", "--allow", "divergence"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(3)
        .stdout(predicate::str::contains(": bounded"));
}

#[test]
fn a_constant_loop_is_run_out_and_verified() {
    let f = file(CONSTANT_12);
    bverify()
        .arg(f.path())
        .args(["--waves", "4"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(0)
        .stdout(predicate::str::contains("verified"))
        .stdout(predicate::str::contains("every path explored to its end"));
}

#[test]
fn parse_lists_the_loops() {
    let f = file(TWO_ENTRIES);
    bverify()
        .arg("parse")
        .arg(f.path())
        .assert()
        .success()
        .stdout(predicate::str::contains("header line 11"))
        .stdout(predicate::str::contains("irreducible"));
}

#[test]
fn a_debug_trap_lets_the_wave_go_on() {
    // `s_trap 3` (llvm.debugtrap) resumes; the barrier after it is still executed, so a
    // wave that skips it is divergence, not a wave that ended at the trap.
    let f = file("\ts_trap 3\n\ts_barrier\n\ts_endpgm\n");
    let ex = explore_one_wave(&f);
    assert_eq!(ex.paths.len(), 1);
    assert!(
        ex.paths[0].events.iter().any(|e| e.class.is_barrier()),
        "the barrier after s_trap 3 is reached"
    );
}

/// A deadlock that needs ten trips of a loop over a kernel argument: found with a bound that
/// reaches it, and a smaller bound says `bounded` with the loop's line, never `verified`.
#[test]
fn a_deadlock_on_the_tenth_trip_needs_the_bound_to_reach_it() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/amdgpu/late_deadlock.gfx1200.s"
    );
    Command::cargo_bin("bverify")
        .unwrap()
        .args([
            file,
            "--waves",
            "8",
            "--unroll",
            "12",
            "--allow",
            "divergence",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("deadlock: no wave can proceed"));
    Command::cargo_bin("bverify")
        .unwrap()
        .args([file, "--waves", "8", "--unroll", "4"])
        .assert()
        .code(3)
        .stdout(predicate::str::contains("): bounded"))
        .stdout(predicate::str::contains(
            "late_deadlock.gfx1200.s:37: the loop can run more than --unroll 4 iterations",
        ));
}

/// Twelve branches in a row on independent argument bits, none with a barrier: the two
/// sides of each meet again with the same events and merge, so the wave has one path to
/// the barrier instead of 4096; a branch whose sides differ in barriers is not merged.
#[test]
fn branches_that_meet_again_without_barriers_merge() {
    let mut body = String::from("\ts_load_dword s2, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n");
    for i in 0..12 {
        body += &format!(
            "\ts_bitcmp1_b32 s2, {i}\n\ts_cbranch_scc0 .LBB0_{i}\n\ts_add_u32 s3, s3, {}\n.LBB0_{i}:\n",
            i + 1
        );
    }
    body +=
        "\ts_cmp_eq_u32 s3, 5\n\ts_cbranch_scc0 .LBB0_end\n\ts_barrier\n.LBB0_end:\n\ts_endpgm\n";
    let f = file(&body);
    let ex = explore_one_wave(&f);
    // One path reaches the last branch; it forks there on `s3 == 5`, whose sides differ
    // by the barrier and do not merge.
    assert_eq!(ex.paths.len(), 2, "{:#?}", ex.paths.len());
    assert_eq!(
        ex.paths
            .iter()
            .filter(|p| p.events.iter().any(|e| e.class.is_barrier()))
            .count(),
        1
    );
}

/// A gfx1200 kernel whose lanes run a per-lane loop between two barriers: each lane's value
/// `v0`, loaded from the buffer, goes `v = (5 * v) >> 3` until it is at most 100, so lanes
/// and waves leave after different numbers of trips, and EXEC comes back from `s2`, the mask
/// that collected the lanes that left. `tail` follows the loop.
fn lane_loop(tail: &str) -> tempfile::NamedTempFile {
    gfx1200_file(&format!(
        "\ts_load_b64 s[2:3], s[0:1], 0x0\n\tv_lshlrev_b32_e32 v1, 2, v0\n\
         \ts_wait_kmcnt 0x0\n\tglobal_load_b32 v0, v1, s[2:3]\n\
         \ts_barrier_signal -1\n\ts_mov_b32 s4, 0\n\ts_barrier_wait -1\n\
         \ts_wait_loadcnt 0x0\n\
         .LBB0_1:\n\tv_lshl_add_u32 v0, v0, 2, v0\n\tv_ashrrev_i32_e32 v0, 3, v0\n\
         \tv_cmp_gt_i32_e32 vcc_lo, 0x65, v0\n\ts_or_b32 s4, vcc_lo, s4\n\
         \ts_and_not1_b32 exec_lo, exec_lo, s4\n\ts_cbranch_execnz .LBB0_1\n\
         \ts_or_b32 exec_lo, exec_lo, s4\n{tail}\ts_endpgm\n"
    ))
}

/// A one-kernel gfx1200 file around `body` (its lines start at 4).
fn gfx1200_file(body: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::Builder::new().suffix(".s").tempfile().unwrap();
    write!(
        f,
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1200\"\n\t.text\nk:\n{body}\
         \t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.end_amdhsa_kernel\n"
    )
    .unwrap();
    f
}

#[test]
fn a_loop_each_lane_leaves_in_its_own_trip_is_proven_when_it_ends_on_its_own() {
    // Every lane reaches the second barrier whatever its trip count: the loop re-reads no
    // memory, so its end is assumed (and said), and EXEC after it is every lane again.
    let f = lane_loop("\ts_barrier_signal -1\n\ts_barrier_wait -1\n");
    bverify()
        .arg(f.path())
        .args(["--waves", "2"])
        .timeout(std::time::Duration::from_secs(120))
        .assert()
        .code(0)
        .stdout(predicate::str::contains(": verified"))
        .stdout(predicate::str::contains(
            "loops at line 13 proven for every trip count",
        ))
        .stdout(predicate::str::contains(
            "loops at line 13 have no barrier and may go around a different number of times",
        ));
    // The loop's result decides the barrier: lanes disagree.
    let f = lane_loop(
        "\ts_mov_b32 s5, exec_lo\n\tv_cmpx_lt_i32_e32 50, v0\n\ts_cbranch_execz .LBB0_2\n\
         \ts_barrier_signal -1\n\ts_barrier_wait -1\n.LBB0_2:\n\ts_or_b32 exec_lo, exec_lo, s5\n",
    );
    bverify()
        .arg(f.path())
        .args(["--waves", "2"])
        .timeout(std::time::Duration::from_secs(120))
        .assert()
        .code(1)
        .stdout(predicate::str::contains("barrier divergence"));
}

/// A gfx1200 loop over the argument whose iterations wait first and arrive last (LLVM's
/// rotated layout of split barriers: `s_barrier_wait` at the header before the exit test,
/// `s_barrier_signal` at the latch); `before` comes before the loop.
fn rotated_loop(before: &str) -> tempfile::NamedTempFile {
    gfx1200_file(&format!(
        "\ts_load_b32 s2, s[0:1], 0x0\n\ts_mov_b32 s3, 0\n\ts_wait_kmcnt 0x0\n{before}\
         .LBB0_1:\n\ts_barrier_wait -1\n\ts_cmp_ge_u32 s3, s2\n\ts_cbranch_scc1 .LBB0_2\n\
         \ts_add_i32 s3, s3, 1\n\ts_barrier_signal -1\n\ts_branch .LBB0_1\n\
         .LBB0_2:\n\ts_endpgm\n"
    ))
}

#[test]
fn a_rotated_loop_is_proven_only_when_entered_with_one_arrive_waiting() {
    // The signal before the loop is the one the first iteration's wait completes.
    let f = rotated_loop("\ts_barrier_signal -1\n");
    bverify()
        .arg(f.path())
        .args(["--waves", "4"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(0)
        .stdout(predicate::str::contains(": verified"))
        .stdout(predicate::str::contains(
            "loops at line 9 proven for every trip count",
        ));
    // Without it every iteration waits for a round no wave arrived at: never verified.
    let f = rotated_loop("");
    bverify()
        .arg(f.path())
        .args(["--waves", "4"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .stdout(predicate::str::contains(": verified").not());
}
