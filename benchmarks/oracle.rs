//! Long oracle campaigns: `cargo bench --bench oracle -- --seeds 0..5000 [--timeout MS] [--list] [--show]`.
//! Prints the agreement tables per shape, target and expected verdict; `--list` prints the
//! disagreements in the format of `tests/oracle/known.txt` (and the bounded cases, marked); `--show` prints each one in full;
//! `--shrink` reduces each to a small reproducer (greedy, on the generator's AST); `--ir`
//! checks the LLVM IR clang emits for each kernel instead of its assembly. Under
//! `cargo test` it does nothing (`tests/pipeline_oracle.rs` is the CI run).

#[path = "../tests/oracle/mod.rs"]
mod oracle;

use oracle::harness;
use oracle::run::Oracle;
use rayon::prelude::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if !args.iter().any(|a| a == "--bench") {
        // `cargo test --all-targets` runs this binary too; the CI test covers the oracle.
        return;
    }
    let mut seeds = 0..200u64;
    let (mut list, mut show, mut shrink, mut ir) = (false, false, false, false);
    let mut timeout: Option<u64> = None;
    let mut i = 1;
    while i < args.len() {
        match args[i].as_str() {
            "--seeds" => {
                let v = args.get(i + 1).expect("--seeds A..B");
                let (a, b) = v.split_once("..").expect("--seeds A..B");
                seeds = a.parse().expect("seed")..b.parse().expect("seed");
                i += 1;
            }
            "--timeout" => {
                timeout = Some(
                    args.get(i + 1)
                        .and_then(|v| v.parse().ok())
                        .expect("--timeout MS"),
                );
                i += 1;
            }
            "--list" => list = true,
            "--show" => show = true,
            "--shrink" => shrink = true,
            "--ir" => ir = true,
            _ => {} // cargo bench passes --bench
        }
        i += 1;
    }
    let mut cfg = harness::standard_config(
        PathBuf::from(env!("CARGO_BIN_EXE_bverify")),
        std::env::temp_dir().join("bverify-oracle"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    if ir {
        cfg.ir = true;
        cfg.work = std::env::temp_dir().join("bverify-oracle-ir");
    }
    if let Some(ms) = timeout {
        cfg.timeout = Duration::from_millis(ms);
    }
    let start = Instant::now();
    let cases: Vec<_> = seeds
        .clone()
        .into_par_iter()
        .flat_map_iter(|s| harness::run_seed(&cfg, &mut Oracle::new(), s))
        .collect();
    println!("{}", harness::tables(&cases));
    println!(
        "seeds {seeds:?}: {} cases in {:.1} s",
        cases.len(),
        start.elapsed().as_secs_f64()
    );
    let oracle: Duration = cases.iter().map(|c| c.oracle_time).sum();
    let checks: Duration = cases.iter().map(|c| c.elapsed).sum();
    println!(
        "oracle {:.1} s, oracle + bverify {:.1} s (summed over cases)",
        oracle.as_secs_f64(),
        checks.as_secs_f64()
    );
    // Bounded cases agree as far as they go, but are worth a look: one may hide a missed bug.
    if list {
        for c in cases.iter().filter(|c| c.class == harness::Class::Bounded) {
            println!("bounded: {} {} {}", c.seed, c.target, c.waves);
        }
    }
    for c in cases.iter().filter(|c| c.class.is_disagreement()) {
        if list {
            println!("{} {} {} {}", c.seed, c.target, c.waves, c.class.name());
        }
        if show {
            println!(
                "{}\n",
                harness::describe(c, &oracle::generate::kernel(c.seed))
            );
        }
        if shrink {
            let k = oracle::generate::kernel(c.seed);
            let t = harness::TARGETS
                .iter()
                .find(|t| t.name == c.target)
                .unwrap();
            let small = harness::shrink(&cfg, &k, t, c.shape, c.class, 300);
            println!(
                "== shrunk seed {} {} --workgroup {} ({}):\n{}",
                c.seed,
                c.target,
                c.shape.dims.map(|d| d.to_string()).join(","),
                c.class.name(),
                oracle::print::source(&small)
            );
        }
    }
}
