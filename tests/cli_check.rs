//! The checking command: exit codes, the trace, JSON, and flags.

mod common;

use assert_cmd::Command;
use predicates::prelude::*;

fn corpus(f: &str) -> String {
    common::corpus_dir()
        .join("amdgpu")
        .join(f)
        .display()
        .to_string()
}

fn bverify() -> Command {
    Command::cargo_bin("bverify").unwrap()
}

#[test]
fn a_safe_kernel_is_verified_with_its_bounds() {
    bverify()
        .args([&corpus("straight_line.gfx942.s"), "--waves", "4"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("verified"))
        .stdout(predicate::str::contains("4 waves of 64 lanes"));
}

#[test]
fn a_divergent_barrier_names_the_skipping_lanes_and_where_they_went() {
    bverify()
        .args([&corpus("divergent_tid32.gfx942.s"), "--waves", "2"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("barrier divergence"))
        .stdout(predicate::str::contains("lanes 32-63"))
        .stdout(predicate::str::contains("does not hang"));
}

#[test]
fn allow_divergence_accepts_what_the_hardware_tolerates() {
    bverify()
        .args([
            &corpus("divergent_tid32.gfx942.s"),
            "--waves",
            "2",
            "--allow",
            "divergence",
        ])
        .assert()
        .code(0);
}

#[test]
fn lanes_that_end_before_a_barrier_are_divergence_unless_allowed() {
    let f = corpus("early_exit.gfx90a.s");
    bverify()
        .args([&f, "--waves", "4"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("barrier-divergence"))
        .stdout(predicate::str::contains("source languages require"));
    bverify()
        .args([&f, "--waves", "4", "--allow", "divergence"])
        .assert()
        .code(0);
}

#[test]
fn a_workgroup_too_large_to_check_is_a_usage_error() {
    bverify()
        .args([&corpus("straight_line.gfx942.s"), "--waves", "67108864"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("at most 64 waves"));
}

#[test]
fn a_closed_output_pipe_is_not_a_panic() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_bverify"))
        .args([&corpus("straight_line.gfx942.s"), "--waves", "1..8"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read one byte, then close the pipe as `| head -c1` would.
    let mut one = [0u8; 1];
    child.stdout.take().unwrap().read_exact(&mut one).unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert!(!err.contains("panicked"), "{err}");
    assert_ne!(status.code(), Some(101), "{err}");
}

#[test]
fn a_deadlock_prints_the_stuck_waves() {
    bverify()
        .args([&corpus("wait_without_signal.gfx1200.s"), "--waves", "2"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("deadlock"))
        .stdout(predicate::str::contains("stuck: wave"))
        .stdout(predicate::str::contains("1 of 2 arrived"));
}

#[test]
fn external_calls_make_the_result_inconclusive() {
    bverify()
        .args([&corpus("ocl_extern_barrier.gfx1100.s"), "--waves", "2"])
        .assert()
        .code(3)
        .stdout(predicate::str::contains("inconclusive"));
}

#[test]
fn a_loop_bound_is_bounded_never_verified() {
    let f = corpus("late_deadlock.gfx1200.s");
    bverify()
        .args([&f, "--waves", "2", "--unroll", "1"])
        .assert()
        .code(3)
        .stdout(predicate::str::contains(": bounded"))
        .stdout(predicate::str::contains("raise --unroll"))
        .stdout(predicate::str::contains(
            "not proven for every trip count: ",
        ));
    bverify()
        .args([&f, "--waves", "2", "--unroll", "1", "--accept-bounded"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(": bounded"))
        .stdout(predicate::str::contains("--accept-bounded"));
}

#[test]
fn json_output_has_the_documented_schema() {
    let out = bverify()
        .args([
            &corpus("named_member_count_exceeds.gfx1250.s"),
            "--waves",
            "4",
            "--format",
            "json",
        ])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["schema"], "bverify-check/1");
    assert_eq!(v["exit_code"], 1);
    let r = &v["results"][0];
    assert_eq!(r["verdict"], "violation");
    let f = &r["findings"][0];
    assert_eq!(f["kind"], "deadlock");
    assert!(f["trace"][0]["line"].as_u64().unwrap() > 0);
    assert!(f["stuck"].as_array().unwrap().len() == 4);
}

#[test]
fn a_wave_range_checks_every_size() {
    let out = bverify()
        .args([
            &corpus("straight_line.gfx1100.s"),
            "--waves",
            "1..3",
            "--format",
            "json",
        ])
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let waves: Vec<u64> = v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["launch"]["waves"].as_u64().unwrap())
        .collect();
    assert_eq!(waves, vec![1, 2, 3]);
}

#[test]
fn sizes_the_metadata_clamps_to_one_launch_are_checked_once() {
    // reqd_work_group_size 128 with wave32: every request is 4 waves.
    let out = bverify()
        .args([
            &corpus("named_pairs.gfx1250.s"),
            "--waves",
            "3..5",
            "--format",
            "json",
        ])
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let results = v["results"].as_array().unwrap();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["launch"]["waves"], 4);
}

#[test]
fn bad_wave_ranges_are_usage_errors() {
    for bad in ["0", "4..2", "x"] {
        bverify()
            .args([&corpus("straight_line.gfx942.s"), "--waves", bad])
            .assert()
            .code(2);
    }
}

#[test]
fn several_files_run_in_parallel_and_the_worst_verdict_decides() {
    bverify()
        .args([
            &corpus("straight_line.gfx942.s"),
            &corpus("double_signal.gfx1200.s"),
            "--waves",
            "2",
            "--jobs",
            "2",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("phase-separation"));
}

#[test]
fn a_kernel_reading_tid_y_is_checked_at_common_2d_shapes_and_says_which() {
    bverify()
        .args([&corpus("tid_y_branch.gfx942.s"), "--waves", "2"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "assumes a one-dimensional workgroup",
        ))
        .stdout(predicate::str::contains("(128 threads as 64x2x1)"))
        .stdout(predicate::str::contains("barrier divergence"))
        // The first shape with a violation decides; the rest are named, not run.
        .stdout(predicate::str::contains(
            "shapes 32x4x1, 16x8x1, 8x16x1 were not checked: this shape already shows a violation",
        ))
        .stdout(predicate::str::contains("threads as 16x8x1").not());
}

#[test]
fn workgroup_gives_the_shape() {
    bverify()
        .args([&corpus("tid_y_branch.gfx942.s"), "--workgroup", "64,4"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "4 waves of 64 lanes (256 threads as 64x4x1)",
        ))
        .stdout(predicate::str::contains("wave 1 skips it"));
    bverify()
        .args([&corpus("tid_y_branch.gfx942.s"), "--workgroup", "256"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("verified"))
        .stdout(predicate::str::contains("one-dimensional").not());
    for bad in ["64,0", "1,2,3,4", "x", "4096,4"] {
        bverify()
            .args([&corpus("tid_y_branch.gfx942.s"), "--workgroup", bad])
            .assert()
            .code(2);
    }
}

#[test]
fn a_producer_wave_waiting_after_the_barrier_is_an_async_violation_with_its_trace() {
    for (file, wait) in [
        ("dma_wait_after_barrier.gfx942.s", "s_waitcnt vmcnt(0)"),
        ("async_wait_after_barrier.gfx1250.s", "s_wait_asynccnt 0x0"),
    ] {
        bverify()
            .args([&corpus(file), "--waves", "4"])
            .assert()
            .code(1)
            .stdout(predicate::str::contains("async-incomplete"))
            .stdout(predicate::str::contains("starts the async transfer"))
            .stdout(predicate::str::contains(wait));
    }
    bverify()
        .args([&corpus("async_never_waited.gfx1250.s"), "--waves", "2"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("async-in-flight-at-end"));
}

#[test]
fn the_no_cluster_reading_on_gfx1250_is_an_assumption_in_text_and_json() {
    bverify()
        .args([&corpus("group_id_branch.gfx1250.s"), "--waves", "4"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "assumes: the workgroup is not dispatched as part of a cluster",
        ));
    let out = bverify()
        .args([
            &corpus("group_id_branch.gfx1250.s"),
            "--waves",
            "4",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let a = &v["results"][0]["assumptions"];
    assert!(
        a.as_array().is_some_and(|a| a
            .iter()
            .any(|s| s.as_str().unwrap_or("").contains("cluster"))),
        "{a}"
    );
    assert!(v["results"][0]["inconclusive_reasons"].is_array());
}

#[test]
fn a_grid_that_need_not_be_whole_workgroups_is_an_assumption() {
    // HIP's default promises whole workgroups: the workgroup count bounds the id, silently.
    bverify()
        .args([&corpus("group_id_below_count.gfx942.s"), "--waves", "2"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("partial last workgroup").not());
    // Without the promise the same fact is taken for the checked (whole) workgroup, and the
    // result says that a partial last one is not checked.
    bverify()
        .args([
            &corpus("group_id_below_count.gfx942.nonuniform.s"),
            "--waves",
            "2",
        ])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "a partial last workgroup is not checked",
        ));
}

#[test]
fn a_witness_names_the_memory_values_the_run_depends_on() {
    // The loop bounds come from memory each wave loads: the witness must give them, or the
    // counterexample could not be replayed. Wave 0 reads before any barrier (the memory the
    // dispatch started with, one value for every wave); the others read after wave 1's store,
    // all between the same two barriers.
    bverify()
        .args([
            &corpus("const_written_through_cast.gfx942.s"),
            "--waves",
            "4",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("(dispatch memory) = "))
        .stdout(predicate::str::contains(
            "(memory between barriers, after barrier 2) = ",
        ));
}

#[test]
fn a_pointer_chosen_between_private_and_global_memory_reads_one_global_word() {
    // `p = sel ? &arr[sel & 1] : g`: with `sel = 0` every wave reads `g[0]` before any
    // store or barrier, one word of the dispatch's memory, so no wave skips the barrier
    // there; the witness must set `sel`, where each wave reads its own private index
    // (#12, F2: it printed `sel = 0` with waves that read `g[0]` differently). With `sel`
    // set, the word of `g` is read by no decision, and the witness leaves it out.
    let out = bverify()
        .args([&corpus("generic_private_read.gfx942.s"), "--waves", "2"])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    let with = text
        .lines()
        .find(|l| l.trim_start().starts_with("with "))
        .unwrap();
    assert!(!with.contains("arg@0x8 = 0,"), "{with}");
    assert!(!with.contains("loaded value"), "{with}");
    assert!(!with.contains("dispatch memory"), "{with}");
}

#[test]
fn lanes_masked_off_by_data_in_the_first_wave_end_the_search_there() {
    // Which lanes skip the barrier depends on `data[tid & 3]`: the solver picks the words,
    // and bverify's replay confirms them, before any other wave is explored.
    bverify()
        .args([
            &corpus("data_dependent_mask_first_wave.gfx942.s"),
            "--waves",
            "6",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("wave 0 runs `s_barrier`"))
        .stdout(predicate::str::contains("memory[0x0] (dispatch memory)"))
        .stdout(predicate::str::contains(
            "found in wave 0's paths alone; later waves were not explored",
        ));
}

#[test]
fn six_wave32_waves_of_the_data_dependent_switch_are_safe() {
    // 192 threads: (6 + bit) & 3 is never 0, so every lane takes the default branch. A
    // substitution memo keyed by node addresses once made up masked lanes here.
    bverify()
        .args([
            &corpus("data_dependent_mask_first_wave.gfx1250.s"),
            "--waves",
            "6",
        ])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("verified"));
}

#[test]
fn lanes_masked_off_in_the_first_wave_end_the_search_there() {
    // Lanes 32-63 of wave 0 skip the barrier: no other wave is needed to show it.
    bverify()
        .args([&corpus("divergent_tid32.gfx942.s"), "--waves", "8"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("wave 0 runs `s_barrier`"))
        .stdout(predicate::str::contains("lanes 32-63 masked off"))
        .stdout(predicate::str::contains(
            "found in wave 0's paths alone; later waves were not explored",
        ));
    // With divergence allowed nothing stops early: the hardware model needs every wave.
    bverify()
        .args([
            &corpus("divergent_tid32.gfx942.s"),
            "--waves",
            "8",
            "--allow",
            "divergence",
        ])
        .assert()
        .stdout(predicate::str::contains("later waves were not explored").not());
}

/// `--timeout` bounds the whole run: a check that starts once the run's deadline has passed
/// is inconclusive at once and says why, whatever time each check alone would get.
#[test]
fn checks_after_the_run_deadline_are_inconclusive() {
    use bverify::check::files::{FileRequest, check_file};
    let req = FileRequest {
        target: None,
        kernel: None,
        waves: (1, 3),
        threads: None,
        wave_size: None,
        dims: None,
        options: bverify::check::Options {
            deadline: Some(std::time::Instant::now()),
            ..Default::default()
        },
    };
    let path = std::path::PathBuf::from(corpus("straight_line.gfx942.s"));
    let out = check_file(&path, &req).unwrap();
    assert_eq!(out.results.len(), 3);
    for r in &out.results {
        let why = &r.inconclusive_reasons;
        assert_eq!(r.verdict, bverify::check::Verdict::Inconclusive, "{why:?}");
        assert!(why.iter().any(|x| x.contains("--timeout")), "{why:?}");
    }
}

/// Kernels the library tests leave out (`cli_only`) get their manifest verdict from the
/// command line, within `--timeout` plus the watchdog's grace: Z3 does not stop on these
/// float conditions by itself, and the run must still end, inconclusive and saying why.
#[test]
fn cli_only_kernels_end_at_the_timeout_with_their_manifest_verdict() {
    let entries: Vec<_> = common::manifest()
        .into_iter()
        .filter(|e| e.cli_only.is_some())
        .collect();
    assert!(!entries.is_empty());
    for e in entries {
        assert_eq!(e.verdict, "inconclusive", "{}", e.file);
        let path = common::corpus_dir().join(&e.file);
        let out = bverify()
            .args([path.to_str().unwrap(), "--waves", "4", "--timeout", "1"])
            .args(["--format", "json"])
            .timeout(std::time::Duration::from_secs(30))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(3), "{}", e.file);
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let r = &json["results"][0];
        assert_eq!(r["verdict"], "inconclusive", "{}: {r}", e.file);
        let why = r["inconclusive_reasons"].to_string();
        assert!(why.contains("timeout"), "{}: {why}", e.file);
    }
}

/// Log lines written to a pipe or file (CI) carry no colour codes.
#[test]
fn log_lines_off_a_terminal_are_plain_text() {
    bverify()
        .args([&corpus("straight_line.gfx942.s"), "--waves", "2"])
        .env("RUST_LOG", "bverify=info")
        .assert()
        .code(0)
        .stderr(predicate::str::contains("checked"))
        .stderr(predicate::str::contains("\u{1b}[").not());
}

/// On gfx1250 an atomic load looks like a plain one, so only in a workgroup of one wave is
/// a wave's own store surely what it reads back after a barrier (`scale_offset` loads, red
/// team 36, F4); with more waves the result must not be `verified`.
#[test]
fn one_wave_reads_its_own_store_back_on_gfx1250() {
    bverify()
        .args([&corpus("own_word_scaled.gfx1250.s"), "--waves", "1"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("verified"));
    // With more waves another wave's store may be an atomic one that lands between the
    // barriers: not verified, and not a violation either (the witness would need the
    // waves to read different values, which no store was shown to cause).
    for waves in ["2", "4", "8"] {
        bverify()
            .args([&corpus("own_word_scaled.gfx1250.s"), "--waves", waves])
            .assert()
            .code(3)
            .stdout(predicate::str::contains("inconclusive"));
    }
}

/// A read through VGPR indexing (`s_set_gpr_idx_on`) names another register than the one
/// written in the instruction: it is unmodelled, so the kernel, which diverges when the
/// index picks the slot holding the lane id, is inconclusive and never verified.
#[test]
fn vgpr_indexing_is_never_verified() {
    for waves in ["1", "4"] {
        bverify()
            .args([&corpus("register_array_index.gfx942.s"), "--waves", waves])
            .assert()
            .code(3)
            .stdout(predicate::str::contains("unmodelled VGPR indexing"));
    }
}

#[test]
fn a_bounded_result_says_why_its_loops_were_not_proven() {
    // Each wave leaves the loop at its own trip count: no proof for every trip count.
    bverify()
        .args([
            &corpus("loop_exit_value_per_wave.gfx1200.s"),
            "--waves",
            "4",
            "--format",
            "json",
        ])
        .assert()
        .code(3)
        .stdout(predicate::str::contains(r#""verdict": "bounded""#))
        .stdout(predicate::str::contains(
            "not proven for every trip count: the loop at line 35 may run a different number of times in different waves",
        ));
}
