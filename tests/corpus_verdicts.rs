//! Every corpus kernel gets the verdict its manifest records, at several workgroup sizes.

mod common;

use bverify::check::{Options, Verdict, check_kernel};
use bverify::launch::LaunchRequest;

/// A workgroup size the corpus is checked at.
#[derive(Clone, Copy)]
enum Size {
    Waves(u32),
    /// A one-dimensional workgroup of this many threads: with a partial last wave when it
    /// is not a multiple of the wave size.
    Threads(u32),
}

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Size::Waves(w) => write!(f, "{w} waves"),
            Size::Threads(t) => write!(f, "{t} threads"),
        }
    }
}

/// The report at `size`, or `None` when the kernel's metadata fixes the workgroup and
/// `size` is not 4 waves (every size clamps to the required one, so it is checked once),
/// or when `size` is a thread count above the kernel's largest workgroup (a usage error).
fn check(file: &str, size: Size) -> Option<bverify::check::KernelReport> {
    let path = common::corpus_dir().join(file);
    let module = bverify::frontend::load(&path, None).unwrap();
    let (waves, dims) = match size {
        Size::Waves(w) => (w, None),
        Size::Threads(t) => (1, Some([t, 1, 1])),
    };
    let meta = &module.kernels[0].meta;
    if waves != 4 && meta.reqd_workgroup_size.is_some() {
        return None;
    }
    if let (Some([t, ..]), Some(max)) = (dims, meta.max_flat_workgroup_size)
        && t > max
    {
        return None;
    }
    // This test asserts verdicts, not speed (the benchmarks measure that): six sizes run in
    // parallel on the suite's cores, so a check taking 20-30 s alone could reach the CLI's
    // 60 s under CI's load (round forty-six's CI: two kernels at 32 waves).
    let opts = Options {
        launch: LaunchRequest {
            waves,
            threads: None,
            dims,
            wave_size: None,
        },
        timeout_ms: 240_000,
        ..Options::default()
    };
    Some(check_kernel(&module, &module.kernels[0], &opts).unwrap())
}

/// Whether `r` is what the manifest says; `Err` explains why not.
fn matches(verdict: &str, r: &bverify::check::KernelReport) -> Result<(), String> {
    let kinds: Vec<&str> = r.findings.iter().map(|f| f.kind.as_str()).collect();
    let ok = match verdict {
        "safe" => r.verdict == Verdict::Verified,
        "deadlock" => r.verdict == Verdict::Violation && kinds.contains(&"deadlock"),
        "ub" => r.verdict == Verdict::Violation && kinds.iter().any(|k| *k != "deadlock"),
        "bounded" => r.verdict == Verdict::Bounded,
        "inconclusive" => r.verdict == Verdict::Inconclusive,
        other => return Err(format!("unknown manifest verdict {other}")),
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{:?} with {kinds:?}, reasons {:?}",
            r.verdict, r.reasons
        ))
    }
}

fn run(sizes: &[Size], filter: &dyn Fn(&common::Entry) -> bool) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for e in common::manifest()
        .iter()
        .filter(|e| e.cli_only.is_none() && filter(e))
    {
        for &w in sizes {
            let Some(r) = check(&e.file, w) else {
                continue;
            };
            checked += 1;
            let want = match e.safe_up_to_threads {
                _ if e.inconclusive_at_threads.contains(&r.launch.threads) => "inconclusive",
                Some(t) if r.launch.threads <= t => "safe",
                _ => e.verdict.as_str(),
            };
            match (matches(want, &r), &e.known_wrong) {
                (Err(m), None) => {
                    failures.push(format!("{} at {w}: expected {want}, got {m}", e.file))
                }
                (Ok(()), Some(why)) => failures.push(format!(
                    "{} at {w}: now gets {want}; remove `known_wrong = {why:?}` from the manifest",
                    e.file
                )),
                _ => {}
            }
        }
    }
    assert!(checked > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_corpus_kernel_gets_its_manifest_verdict_at_2_waves() {
    run(&[Size::Waves(2)], &|_| true);
}

#[test]
fn every_corpus_kernel_gets_its_manifest_verdict_at_4_waves() {
    run(&[Size::Waves(4)], &|_| true);
}

#[test]
fn every_corpus_kernel_gets_its_manifest_verdict_at_8_waves() {
    run(&[Size::Waves(8)], &|_| true);
}

/// Wide workgroups (clamped to what each kernel's metadata allows).
#[test]
fn every_corpus_kernel_gets_its_manifest_verdict_at_32_waves() {
    run(&[Size::Waves(32)], &|_| true);
}

/// A partial last wave (100 threads: 36 lanes of the second wave64, 4 of the fourth
/// wave32): lanes past the workgroup's threads never run, and must not change a verdict.
#[test]
fn every_corpus_kernel_gets_its_manifest_verdict_with_a_partial_last_wave() {
    run(&[Size::Threads(100)], &|_| true);
}
