//! The ruler for the whole pipeline: a fixed range of generated kernels, compiled by clang-22
//! for four targets, checked by bverify and compared with the source-level oracle. Fails on
//! any disagreement not in `tests/oracle/known.txt` and on any listed case that now agrees.

mod oracle;

use oracle::harness::{self, Class};
use oracle::run::Oracle;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Seeds the CI test covers (each compiles for up to four targets).
const SEEDS: std::ops::Range<u64> = 0..600;

#[test]
fn generated_kernels_agree_with_the_oracle() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let cfg = harness::standard_config(
        PathBuf::from(env!("CARGO_BIN_EXE_bverify")),
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("oracle"),
    )
    .unwrap_or_else(|e| panic!("{e}; the oracle test never passes without running"));
    let known =
        harness::read_known(&std::fs::read_to_string(root.join("tests/oracle/known.txt")).unwrap());
    let cases: Vec<_> = SEEDS
        .into_par_iter()
        .flat_map_iter(|s| {
            // A timeout the list does not expect is confirmed with a longer limit.
            let retry = |seed: u64, target: &str, waves: u32| {
                known.get(&(seed, target.to_string(), waves)) != Some(&Class::Timeout)
            };
            harness::run_seed_with(&cfg, &mut Oracle::new(), s, &retry)
        })
        .collect();
    println!("{}", harness::tables(&cases));
    let mut failures = Vec::new();
    let mut seen = BTreeMap::new();
    for c in &cases {
        let key = (c.seed, c.target.to_string(), c.waves);
        seen.insert(key.clone(), c.class);
        let listed = known.get(&key).copied();
        match (c.class.is_disagreement(), listed) {
            (_, Some(Class::Timeout)) if c.class != Class::Timeout => println!(
                "note: seed {} {} --waves {} is listed as a timeout and finished in time now: {}",
                c.seed,
                c.target,
                c.waves,
                c.class.name()
            ),
            (true, Some(l)) if l == c.class => {}
            (true, _) => failures.push(format!(
                "{}\n(listed as {:?})",
                harness::describe(c, &oracle::generate::kernel(c.seed)),
                listed.map(Class::name)
            )),
            (false, Some(l)) => failures.push(format!(
                "seed {} {} --waves {} is listed as {} but is now {}: remove it from tests/oracle/known.txt",
                c.seed, c.target, c.waves, l.name(), c.class.name()
            )),
            (false, None) => {}
        }
    }
    for (key, class) in &known {
        if SEEDS.contains(&key.0) && !seen.contains_key(key) {
            failures.push(format!(
                "known list entry {key:?} ({}) was not run",
                class.name()
            ));
        }
    }
    let compiled = cases
        .iter()
        .filter(|c| !matches!(c.said, harness::Said::CompileFailed(_)))
        .count();
    println!(
        "{compiled} compiled kernels checked, {} failures",
        failures.len()
    );
    assert!(compiled >= 2000, "only {compiled} compiled kernels");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
