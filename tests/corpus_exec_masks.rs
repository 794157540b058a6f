//! For every corpus kernel at --waves 4: the EXEC mask of each wave at each barrier is the
//! one the kernel's source implies (manifest `barrier_exec`).

mod common;

use bverify::explore::{Bounds, explore_wave};
use bverify::launch::{LaunchRequest, resolve};
use std::collections::HashMap;

#[test]
fn exec_masks_at_barriers_match_the_source() {
    let mut failures = Vec::new();
    let entries = common::manifest();
    assert!(entries.len() >= 25, "the corpus has at least 25 kernels");
    // Kernels bverify gets wrong today (manifest `known_wrong`) are checked by the verdict test.
    for e in entries.iter().filter(|e| e.known_wrong.is_none()) {
        let path = common::corpus_dir().join(&e.file);
        let module = bverify::frontend::load(&path, None).unwrap();
        assert_eq!(module.target.name, e.target, "{}", e.file);
        assert_eq!(
            module.kernels.len(),
            1,
            "{}: one kernel per corpus file",
            e.file
        );
        let kernel = &module.kernels[0];
        if e.exec_symbolic.is_some() || e.exec_unchecked.is_some() {
            continue;
        }
        let req = LaunchRequest {
            waves: 4,
            threads: None,
            dims: None,
            wave_size: None,
        };
        let launch = resolve(&module, kernel, req).unwrap();
        let ws = launch.wave_size as i64;
        let mut met = vec![false; e.barrier_exec.len()];
        let mut symbolic = 0;
        let mut executions = 0;
        // Few-valued loops cut at `--unroll` like others: their later trips repeat the
        // masks of the first ones, and running them out made this test 8 times slower.
        let bounds = Bounds {
            narrow_unroll: 0,
            ..Bounds::default()
        };
        for w in 0..launch.waves {
            let ex = explore_wave(&module, kernel, launch.shape(w), &bounds);
            assert!(!ex.truncated, "{}: too many paths", e.file);
            for path in &ex.paths {
                let mut iters: HashMap<usize, i64> = HashMap::new();
                for ev in path.events.iter().filter(|ev| ev.class.is_barrier()) {
                    executions += 1;
                    let iter = *iters.entry(ev.inst).and_modify(|n| *n += 1).or_insert(0);
                    let Some(exec) = ev.exec.as_const() else {
                        // The IR lowering keeps every value per lane, so a mask the assembly
                        // computes from scalars can stay symbolic on paths the check later
                        // finds infeasible; the verdict agreement test covers those kernels.
                        if e.file.ends_with(".ll") {
                            symbolic += 1;
                        } else {
                            failures
                                .push(format!("{}: wave {w}: symbolic EXEC {}", e.file, ev.exec));
                        }
                        continue;
                    };
                    let lanes_for = |pred: &str| -> u64 {
                        (0..ws).fold(0u64, |m, l| {
                            let tid = w as i64 * ws + l;
                            let vars = [
                                ("tid", tid),
                                ("lane", l),
                                ("wave", w as i64),
                                ("ws", ws),
                                ("iter", iter),
                            ];
                            if common::eval_pred(pred, &vars) != 0 {
                                m | 1 << l
                            } else {
                                m
                            }
                        })
                    };
                    match e.barrier_exec.iter().position(|p| lanes_for(p) == exec) {
                        Some(i) => met[i] |= exec != 0,
                        None => failures.push(format!(
                            "{}: wave {w} line {} iteration {iter}: EXEC {exec:#x} matches none of {:?}",
                            e.file, module.insts[ev.inst].loc.line, e.barrier_exec
                        )),
                    }
                }
            }
        }
        for (i, m) in met.iter().enumerate() {
            // Every predicate is met by some execution, unless the IR left masks symbolic.
            if !m && symbolic == 0 {
                failures.push(format!(
                    "{}: no barrier execution has EXEC '{}' ({executions} executions)",
                    e.file, e.barrier_exec[i]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
