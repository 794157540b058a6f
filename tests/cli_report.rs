//! SARIF, the swimlane SVG, batch runs (directories, shards, summary), deterministic output
//! and `--explain` (issue 14; `docs/output.md`).

mod common;

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::Value;
use std::path::{Path, PathBuf};

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

/// Corpus kernels with every kind of result: a deadlock with stuck waves, a barrier
/// divergence, a model UB (phase separation), a verified kernel and a bounded one.
const MIXED: &[&str] = &[
    "named_member_count_exceeds.gfx1250.s",
    "divergent_tid32.gfx942.s",
    "double_signal.gfx1200.s",
    "straight_line.gfx942.s",
    "late_deadlock.gfx1200.s",
];

fn mixed() -> Vec<String> {
    MIXED.iter().map(|f| corpus(f)).collect()
}

fn run(args: &[String]) -> (Option<i32>, Vec<u8>, String) {
    let out = bverify().args(args).output().unwrap();
    (
        out.status.code(),
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn with(files: &[String], extra: &[&str]) -> Vec<String> {
    let mut v = files.to_vec();
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

/// The SARIF 2.1.0 schema that the `serde-sarif` crate ships (its `src/schema.json`, from
/// which it generates its types), found through `cargo metadata`: the project checks in no
/// copy of the schema, and the crate's copy is the one its types were built from.
fn sarif_schema() -> Value {
    // Only the host's packages: a fresh machine has downloaded no other platform's crates,
    // and `--offline` must not need them.
    let host = std::process::Command::new("rustc")
        .arg("-vV")
        .output()
        .ok()
        .and_then(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .find_map(|l| l.strip_prefix("host: ").map(str::to_string))
        })
        .expect("rustc -vV names the host");
    let out = std::process::Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--offline",
            "--filter-platform",
            &host,
            "--manifest-path",
        ])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: Value = serde_json::from_slice(&out.stdout).unwrap();
    let manifest = meta["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "serde-sarif")
        .expect("serde-sarif is a dev-dependency")["manifest_path"]
        .as_str()
        .unwrap()
        .to_string();
    let schema_path = PathBuf::from(manifest)
        .with_file_name("src")
        .join("schema.json");
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(&schema_path).unwrap())
        .expect("the schema is JSON");
    assert_eq!(
        schema["title"],
        "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"
    );
    schema
}

#[test]
fn sarif_output_is_valid_sarif_2_1_0_with_one_result_per_finding() {
    let mut args = with(&mixed(), &["--waves", "4", "--unroll", "2"]);
    // A file that cannot be read becomes a tool notification, not a lost line.
    args.push("/nonexistent/kernel.s".into());
    let (code, sarif_out, _) = run(&with(&args, &["--format", "sarif"]));
    assert_eq!(code, Some(2));
    let sarif: Value = serde_json::from_slice(&sarif_out).expect("SARIF is JSON");

    // 1. The official schema, as shipped by serde-sarif, with a JSON Schema validator.
    let schema = sarif_schema();
    // Formats (`uri`, `uri-reference`, ...) are checked too, not only structure. The schema's
    // `language` patterns are ECMAScript with a literal `]` outside a class, which Rust's regex
    // syntax wants escaped; they are rewritten to the same pattern in Rust syntax (in memory)
    // so the schema passes its own draft-07 check.
    fn fix(v: &mut Value, n: &mut usize) {
        match v {
            Value::Object(m) => {
                if let Some(p) = m.get_mut("pattern")
                    && *p == "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$"
                {
                    *p = Value::from("^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}\\]?$");
                    *n += 1;
                }
                m.values_mut().for_each(|x| fix(x, n));
            }
            Value::Array(a) => a.iter_mut().for_each(|x| fix(x, n)),
            _ => {}
        }
    }
    let mut schema = schema;
    let mut fixed = 0;
    fix(&mut schema, &mut fixed);
    assert!(
        fixed > 0,
        "the schema's patterns changed; revisit this rewrite"
    );
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .expect("the schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(&sarif)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "schema errors: {errors:#?}");
    // The validator is not vacuous: a wrong level or a missing version is caught.
    let mut broken = sarif.clone();
    broken["runs"][0]["results"][0]["level"] = Value::from("fatal");
    assert!(!validator.is_valid(&broken));
    let mut broken = sarif.clone();
    broken.as_object_mut().unwrap().remove("version");
    assert!(!validator.is_valid(&broken));

    // 2. The crate's generated types read it (required fields, enums, nesting).
    let typed: serde_sarif::sarif::Sarif =
        serde_json::from_value(sarif.clone()).expect("serde-sarif reads the log");
    assert_eq!(typed.runs.len(), 1);

    // 3. What the issue asks of the content, against the JSON output of the same run.
    let (_, json_out, _) = run(&with(&args, &["--format", "json"]));
    let json: Value = serde_json::from_slice(&json_out).unwrap();
    let run0 = &sarif["runs"][0];
    let driver = &run0["tool"]["driver"];
    assert_eq!(driver["name"], "bverify");
    assert_eq!(driver["version"], env!("CARGO_PKG_VERSION"));
    let rule_ids: Vec<&str> = driver["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    for id in [
        "deadlock",
        "barrier-divergence",
        "phase-separation",
        "bounded",
    ] {
        assert!(rule_ids.contains(&id), "{id} missing from {rule_ids:?}");
    }
    let results = run0["results"].as_array().unwrap();
    let mut want = Vec::new();
    for r in json["results"].as_array().unwrap() {
        for f in r["findings"].as_array().unwrap() {
            want.push(f["kind"].as_str().unwrap().to_string());
        }
        let v = r["verdict"].as_str().unwrap();
        if v == "bounded" || v == "inconclusive" {
            want.push(v.to_string());
        }
    }
    let got: Vec<String> = results
        .iter()
        .map(|r| r["ruleId"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        got, want,
        "one result per finding, one note per undecided result"
    );
    for r in results {
        let id = r["ruleId"].as_str().unwrap();
        assert_eq!(
            rule_ids[r["ruleIndex"].as_u64().unwrap() as usize],
            id,
            "ruleIndex points at the rule"
        );
        let loc = &r["locations"][0]["physicalLocation"];
        assert!(
            loc["artifactLocation"]["uri"]
                .as_str()
                .unwrap()
                .ends_with(".s")
        );
        if id == "bounded" || id == "inconclusive" {
            assert_eq!(r["level"], "note", "{r}");
            assert!(r["message"]["text"].as_str().unwrap().contains("--unroll"));
        } else {
            assert_eq!(r["level"], "error");
            assert!(loc["region"]["startLine"].as_u64().unwrap() > 0);
        }
    }
    // The deadlock's trace: one thread flow per wave, steps in global order.
    let dl = results.iter().find(|r| r["ruleId"] == "deadlock").unwrap();
    let flows = dl["codeFlows"][0]["threadFlows"].as_array().unwrap();
    let ids: Vec<&str> = flows.iter().map(|f| f["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["wave 0", "wave 1", "wave 2", "wave 3"]);
    let mut order: Vec<u64> = flows
        .iter()
        .flat_map(|f| f["locations"].as_array().unwrap())
        .map(|l| l["executionOrder"].as_u64().unwrap())
        .collect();
    order.sort_unstable();
    assert_eq!(order, (1..=order.len() as u64).collect::<Vec<_>>());
    assert_eq!(
        dl["locations"][0]["physicalLocation"]["region"]["startLine"], 23,
        "a deadlock is reported at the wait the waves are stuck at"
    );
    // The unreadable file.
    let inv = &run0["invocations"][0];
    assert_eq!(inv["executionSuccessful"], false);
    assert_eq!(inv["exitCode"], 2);
    assert!(
        inv["toolExecutionNotifications"][0]["message"]["text"]
            .as_str()
            .unwrap()
            .contains("/nonexistent/kernel.s")
    );
}

#[test]
fn output_is_byte_identical_across_runs_and_jobs() {
    let files = mixed();
    for format in ["text", "json", "sarif"] {
        let mut seen: Option<(Option<i32>, Vec<u8>)> = None;
        for jobs in ["1", "2", "2"] {
            let (code, out, _) = run(&with(
                &files,
                &["--waves", "4", "--format", format, "--jobs", jobs],
            ));
            assert!(!out.is_empty());
            match &seen {
                None => seen = Some((code, out)),
                Some((c, o)) => {
                    assert_eq!(*c, code, "{format} --jobs {jobs}");
                    assert!(
                        *o == out,
                        "{format} output differs with --jobs {jobs}:\n{}\n---\n{}",
                        String::from_utf8_lossy(o),
                        String::from_utf8_lossy(&out)
                    );
                }
            }
        }
        assert_eq!(seen.unwrap().0, Some(1), "a violation among them");
    }
}

/// A directory tree with kernels at two depths, a file of another extension and a note.
fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir_all(d.join("b/deep")).unwrap();
    std::fs::create_dir_all(d.join("a")).unwrap();
    let copy = |from: &str, to: &str| std::fs::copy(corpus(from), d.join(to)).unwrap();
    copy("straight_line.gfx942.s", "b/deep/straight.s");
    copy("double_signal.gfx1200.s", "a/double.s");
    copy("straight_line.gfx1200.s", "b/one.s");
    copy("divergent_tid32.gfx942.s", "other.asm");
    std::fs::write(d.join("README.txt"), "not a kernel").unwrap();
    dir
}

fn result_files(json: &[u8]) -> Vec<String> {
    let v: Value = serde_json::from_slice(json).unwrap();
    v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["file"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_directory_is_checked_recursively_in_sorted_order_with_a_summary_on_stderr() {
    let dir = tree();
    let d = dir.path().display().to_string();
    let (code, out, err) = run(&[d.clone(), "--waves".into(), "2".into()]);
    assert_eq!(code, Some(1), "{err}");
    let text = String::from_utf8(out).unwrap();
    let order: Vec<usize> = ["a/double.s", "b/deep/straight.s", "b/one.s"]
        .iter()
        .map(|f| text.find(f).unwrap_or_else(|| panic!("{f} not in\n{text}")))
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");
    assert!(!text.contains("other.asm") && !text.contains("README"));
    // The summary and its time are on stderr only; stdout stays free of anything timed.
    assert!(!text.contains("summary"));
    assert!(err.contains("summary: 3 files, 3 results in"), "{err}");
    for row in [
        "verified          2",
        "violation         1",
        "bounded           0",
        "error             0",
    ] {
        assert!(err.contains(row), "{row:?} not in\n{err}");
    }
    // Not a terminal: no colour and no progress bar.
    assert!(!err.contains('\x1b'), "{err:?}");

    // --ext picks other endings.
    let (_, out, _) = run(&[
        d.clone(),
        "--ext".into(),
        ".asm".into(),
        "--waves".into(),
        "2".into(),
        "--format".into(),
        "json".into(),
    ]);
    let files = result_files(&out);
    assert_eq!(files.len(), 1);
    assert!(files[0].ends_with("other.asm"));
}

#[test]
fn a_directory_without_kernels_is_a_usage_error_that_names_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("x.txt"), "").unwrap();
    bverify()
        .arg(dir.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains(dir.path().display().to_string()))
        .stderr(predicate::str::contains("no file ending in .s"));
}

#[test]
fn shards_partition_the_files_deterministically() {
    let dir = tree();
    let d = dir.path().display().to_string();
    let all = result_files(
        &run(&[
            d.clone(),
            "--waves".into(),
            "2".into(),
            "--format".into(),
            "json".into(),
        ])
        .1,
    );
    assert_eq!(all.len(), 3);
    let n = 2;
    let mut union = Vec::new();
    for k in 1..=n {
        let args: Vec<String> = vec![
            d.clone(),
            "--waves".into(),
            "2".into(),
            "--format".into(),
            "json".into(),
            "--shard".into(),
            format!("{k}/{n}"),
        ];
        let once = result_files(&run(&args).1);
        assert_eq!(once, result_files(&run(&args).1), "shard {k} is stable");
        union.extend(once);
    }
    // Sorted list a/double.s, b/deep/straight.s, b/one.s: shard 1 gets the 1st and 3rd.
    assert_eq!(union.len(), 3, "each file in exactly one shard: {union:?}");
    let mut sorted = union.clone();
    sorted.sort();
    let mut want = all.clone();
    want.sort();
    assert_eq!(sorted, want);
    assert!(union[0].ends_with("a/double.s") && union[1].ends_with("b/one.s"));

    for bad in ["0/2", "3/2", "1/0", "x", "1-2"] {
        bverify()
            .args([&d, "--shard", bad])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("K/N"));
    }
}

#[test]
fn the_svg_of_a_deadlock_renders_with_stuck_waves_highlighted() {
    let dir = tempfile::tempdir().unwrap();
    let svg_path = dir.path().join("trace.svg");
    bverify()
        .args([
            &corpus("named_member_count_exceeds.gfx1250.s"),
            "--waves",
            "4",
        ])
        .arg("--svg")
        .arg(&svg_path)
        .assert()
        .code(1);
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    for want in [
        "wave 0",
        "wave 3",
        "STUCK",
        "named barrier 1",
        "line 23",
        "phase 0 completes",
    ] {
        assert!(svg.contains(want), "{want} not in the picture");
    }
    // A real renderer parses and draws it: well-formed XML and SVG, and it paints lanes,
    // boxes and the red of the stuck waves.
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default())
        .expect("usvg parses the SVG");
    let size = tree.size().to_int_size();
    assert!(size.width() > 1000 && size.height() > 200, "{size:?}");
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::default(),
        &mut pixmap.as_mut(),
    );
    let px = pixmap.pixels();
    let non_white = px
        .iter()
        .filter(|p| (p.red(), p.green(), p.blue()) != (255, 255, 255))
        .count();
    assert!(non_white > px.len() / 20, "too little drawn: {non_white}");
    let red = px
        .iter()
        .filter(|p| p.red() > 180 && p.green() < 80 && p.blue() < 80)
        .count();
    assert!(red > 100, "stuck boxes are red: {red}");
}

#[test]
fn no_violation_writes_no_svg() {
    let dir = tempfile::tempdir().unwrap();
    let svg_path = dir.path().join("trace.svg");
    bverify()
        .args([&corpus("straight_line.gfx942.s"), "--waves", "2"])
        .arg("--svg")
        .arg(&svg_path)
        .assert()
        .code(0)
        .stderr(predicate::str::contains("not written"));
    assert!(!svg_path.exists());
}

#[test]
fn an_unwritable_svg_path_is_an_error_naming_it() {
    bverify()
        .args([
            &corpus("double_signal.gfx1200.s"),
            "--waves",
            "2",
            "--svg",
            "/nonexistent/dir/t.svg",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("/nonexistent/dir/t.svg"));
}

#[test]
fn explain_prints_every_rule_and_rejects_unknown_ones() {
    for r in bverify::report::rules::RULES {
        bverify()
            .args(["--explain", r.id])
            .assert()
            .code(0)
            .stdout(predicate::str::starts_with(format!("{}: ", r.id)))
            .stdout(predicate::str::contains("Spec: "));
    }
    bverify()
        .args(["--explain", "deadlock"])
        .assert()
        .stdout(predicate::str::contains("\"Execution Model\""));
    bverify()
        .args(["--explain", "nonsense"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no rule 'nonsense'"))
        .stderr(predicate::str::contains("phase-separation"));
}

#[test]
fn help_shows_examples() {
    bverify()
        .arg("--help")
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Examples:"))
        .stdout(predicate::str::contains("--shard 2/4 --format sarif"));
}
