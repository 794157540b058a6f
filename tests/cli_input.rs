//! Bad input gets `file:line:col: error:` and exit code 2; good input parses.

use assert_cmd::Command;
use predicates::prelude::*;
use std::io::Write;

fn bverify() -> Command {
    Command::cargo_bin("bverify").unwrap()
}

fn temp_asm(text: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::Builder::new().suffix(".s").tempfile().unwrap();
    f.write_all(text.as_bytes()).unwrap();
    f
}

const HEADER: &str = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.text\n";

fn expect_error(body: &str, line: u32, col: u32, needle: &str) {
    let f = temp_asm(&format!("{HEADER}{body}"));
    let want = format!("{}:{line}:{col}: error:", f.path().display());
    bverify()
        .arg("parse")
        .arg(f.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains(want).and(predicate::str::contains(needle)));
}

#[test]
fn malformed_register_range_points_at_the_operand() {
    expect_error(
        "k:\n\ts_mov_b64 s[3:1], 0\n\ts_endpgm\n",
        4,
        12,
        "invalid register range",
    );
}

#[test]
fn unbalanced_bracket_is_an_error() {
    expect_error("k:\n\ts_load_dword s2, s[0:1, 0x8\n", 4, 20, "unclosed '['");
}

#[test]
fn branch_to_an_undefined_label_is_an_error() {
    expect_error(
        "k:\n\ts_cbranch_scc1 .LBB9_9\n\ts_endpgm\n",
        4,
        2,
        "'.LBB9_9'",
    );
}

#[test]
fn duplicate_label_is_an_error() {
    expect_error("k:\n\ts_endpgm\nk:\n", 5, 1, "already defined");
}

#[test]
fn unclosed_kernel_block_is_an_error() {
    expect_error(
        "k:\n\ts_endpgm\n\t.amdhsa_kernel k\n\t\t.amdhsa_wavefront_size32 0\n",
        5,
        2,
        "never closed",
    );
}

#[test]
fn invalid_mnemonic_is_an_error() {
    expect_error(
        "k:\n\ts_mov$b32 s0, 0\n",
        4,
        2,
        "not an instruction mnemonic",
    );
}

#[test]
fn invalid_metadata_yaml_is_an_error() {
    let body = "k:\n\ts_endpgm\n\t.amdgpu_metadata\n---\namdhsa.kernels: [ {\n...\n\t.end_amdgpu_metadata\n";
    let f = temp_asm(&format!("{HEADER}{body}"));
    bverify()
        .arg("parse")
        .arg(f.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("invalid .amdgpu_metadata YAML"));
}

#[test]
fn missing_target_asks_for_one() {
    let f = temp_asm("k:\n\ts_endpgm\n");
    bverify()
        .arg("parse")
        .arg(f.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("pass --target"));
    bverify()
        .args(["parse", "--target", "gfx942"])
        .arg(f.path())
        .assert()
        .success();
}

#[test]
fn missing_file_is_an_input_error() {
    bverify()
        .args(["parse", "/nonexistent/kernel.s"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("/nonexistent/kernel.s: error:"));
}

#[test]
fn unknown_mnemonics_are_opaque_and_listed_with_verbose() {
    // The result is a store's address, so a decision reads it.
    let f = temp_asm(&format!(
        "{HEADER}k:\n\tv_frobnicate_b32 v1, v2\n\tglobal_store_dword v1, v2, s[0:1]\n\ts_barrier\n\ts_endpgm\n\t.amdhsa_kernel k\n\t.end_amdhsa_kernel\n"
    ));
    bverify()
        .args(["parse", "-v", "--paths", "--waves", "1"])
        .arg(f.path())
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "opaque mnemonics (not modelled; their results are havocked): v_frobnicate_b32",
        ))
        .stdout(predicate::str::contains(
            "exec 0xffffffffffffffff  s_barrier",
        ));
}

/// An instruction whose result nothing decided on reads is not evaluated, known or not.
#[test]
fn results_no_decision_reads_are_listed_as_not_evaluated() {
    let f = temp_asm(&format!(
        "{HEADER}k:\n\tv_frobnicate_b32 v1, v2\n\tv_mul_lo_u32 v3, v1, v1\n\ts_barrier\n\ts_endpgm\n\t.amdhsa_kernel k\n\t.end_amdhsa_kernel\n"
    ));
    bverify()
        .args(["parse", "-v", "--paths", "--waves", "1"])
        .arg(f.path())
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "not evaluated (2 vector instructions whose results no decision reads): lines 4, 5",
        ))
        .stdout(predicate::str::contains("opaque mnemonics").not());
}

#[test]
fn wave_barrier_comment_becomes_a_note() {
    let f = temp_asm(&format!(
        "{HEADER}k:\n\t; wave barrier\n\ts_endpgm\n\t.amdhsa_kernel k\n\t.end_amdhsa_kernel\n"
    ));
    bverify()
        .args(["parse", "--waves", "1"])
        .arg(f.path())
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "note: line 4: the compiler removed a barrier",
        ));
}

#[test]
fn reqd_workgroup_size_clamps_the_launch_and_says_so() {
    let f = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/amdgpu/named_pairs.gfx1250.s");
    bverify()
        .args(["parse", "--waves", "8", "--format", "json"])
        .arg(&f)
        .assert()
        .success()
        .stdout(predicate::str::contains("\"waves\": 4"))
        .stdout(predicate::str::contains("requires a workgroup of 128x1x1"));
}

#[test]
fn wave_size_that_contradicts_the_kernel_is_a_usage_error() {
    let f = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/amdgpu/straight_line.gfx942.s");
    bverify()
        .args(["parse", "--wave-size", "32"])
        .arg(&f)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("contradicts"));
}
