//! The class-first probe (`ClassSplit`) explores the paths of one value of a few-valued
//! launch value, then those of the others: for every corpus kernel and wave, the two runs
//! together give exactly the paths of one plain run, none lost and none twice.

mod common;

use bverify::explore::{Bounds, ClassSplit, WavePath, explore_wave_class};
use bverify::launch::{LaunchRequest, resolve};
use bverify::smt::paths::PathSolver;

/// A path as the check sees it: its condition, events and end.
fn key(p: &WavePath) -> String {
    let cond: Vec<String> = p.cond.iter().map(|c| c.to_string()).collect();
    let events: Vec<String> = p
        .events
        .iter()
        .map(|e| format!("{}:{}", e.inst, e.exec))
        .collect();
    format!("{cond:?} {events:?} {:?} {}", p.end, p.end_exec)
}

fn sorted(paths: &[WavePath]) -> Vec<String> {
    let mut keys: Vec<String> = paths.iter().map(key).collect();
    keys.sort();
    keys
}

#[test]
fn one_class_and_the_others_give_every_path_once() {
    let bounds = Bounds {
        unroll: 1,
        narrow_unroll: 0,
        ..Bounds::default()
    };
    let (mut split_waves, mut failures, mut timed, mut compared) = (0, Vec::new(), 0, 0);
    for e in common::manifest() {
        let path = common::corpus_dir().join(&e.file);
        let module = bverify::frontend::load(&path, None).unwrap();
        let kernel = &module.kernels[0];
        let req = LaunchRequest {
            waves: 2,
            threads: None,
            dims: None,
            wave_size: None,
        };
        let launch = resolve(&module, kernel, req).unwrap();
        for w in 0..launch.waves {
            let shape = launch.shape(w);
            // Branch sides are pruned by the solver, as in the check: a plain run keeps
            // contradictory paths (`x == 2 ∧ x == 3`) that a class run never makes.
            // A side the solver did not decide in its time is kept, so where a run met
            // one, its paths depend on the machine's load and are not compared.
            let undecided = std::cell::Cell::new(0);
            let run = |class| {
                let mut feasibility = PathSolver::new(None);
                let out =
                    explore_wave_class(&module, kernel, shape, &bounds, &mut feasibility, class);
                undecided.set(undecided.get() + feasibility.undecided());
                out
            };
            let all = run(ClassSplit::All);
            if all.truncated {
                continue;
            }
            compared += 1;
            let first = run(ClassSplit::Discover);
            let mut joined = first.paths.clone();
            if first.class_pruned {
                split_waves += 1;
                let (x, value) = first.class.value().expect("a pruned run names its class");
                let rest = run(ClassSplit::Except {
                    x: x.clone(),
                    value,
                });
                assert!(
                    rest.paths.iter().all(|p| p
                        .cond
                        .iter()
                        .any(|c| c.to_string().contains(&x.to_string()))),
                    "{} wave {w}: the other classes' run kept a path that never split",
                    e.file
                );
                joined.extend(rest.paths);
            }
            if undecided.get() > 0 {
                timed += 1;
                continue;
            }
            if sorted(&joined) != sorted(&all.paths) {
                failures.push(format!(
                    "{} wave {w}: {} paths in one run, {} in the class runs",
                    e.file,
                    all.paths.len(),
                    joined.len()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(
        timed * 20 <= compared,
        "{timed} of {compared} waves met a question the solver did not answer in its time"
    );
    assert!(
        split_waves >= 4,
        "the corpus has kernels that split on a few-valued launch value ({split_waves} waves)"
    );
}
