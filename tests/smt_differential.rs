//! Differential test: on random programs, each engine of the SMT encoding (the explicit
//! search of the counter system, and induction with BMC) finds exactly the violation kinds
//! the reference interpreter finds, and every counterexample replays.

use bverify::check::model::check_with;
use bverify::model::interp::{ViolationKind, explore};
use bverify::model::{BarrierObject as B, ModelConfig, Operation as Op, Program, Step};
use bverify::smt::barrier::Engines;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn object(target: u8) -> BoxedStrategy<B> {
    match target {
        0 => Just(B::Workgroup).boxed(),
        1 => prop_oneof![6 => Just(B::Workgroup), 1 => Just(B::WorkgroupTrap)].boxed(),
        2 => prop_oneof![
            4 => Just(B::Workgroup),
            1 => Just(B::Cluster),
            1 => Just(B::Named(0)),
            4 => (1u8..=3).prop_map(B::Named),
        ]
        .boxed(),
        _ => (0u8..=2).prop_map(B::Nvidia).boxed(),
    }
}

fn op(target: u8) -> BoxedStrategy<Op> {
    let o = object(target);
    prop_oneof![
        4 => (o.clone(), prop::option::weighted(0.3, 0u32..5)).prop_map(|(object, expected)| Op::Arrive { object, expected }),
        4 => o.clone().prop_map(|object| Op::Wait { object }),
        1 => (o.clone(), 0u32..5).prop_map(|(object, k)| Op::Init { object, k }),
        1 => o.clone().prop_map(|object| Op::Drop { object }),
        2 => o.prop_map(|object| Op::Join { object }),
        1 => Just(Op::WaitJoined),
        1 => Just(Op::Leave),
    ]
    .boxed()
}

/// Programs for `target` where waves mostly repeat one sequence (so classes have several
/// waves), with some waves changed.
fn program(target: u8) -> impl Strategy<Value = Program> {
    let seq = prop::collection::vec(op(target), 0..5);
    (
        seq.clone(),
        prop::collection::vec((any::<bool>(), seq), 1..=4),
    )
        .prop_map(|(common, waves)| {
            let waves = waves
                .into_iter()
                .map(|(same, own)| {
                    let ops = if same { common.clone() } else { own };
                    ops.into_iter().map(Step::new).collect()
                })
                .collect();
            Program { waves }
        })
}

fn config(target: u8, waves: u32) -> ModelConfig {
    match target {
        0 => ModelConfig::gfx6_11(waves),
        1 => ModelConfig::gfx12(waves, false),
        2 => ModelConfig::gfx12(waves, true),
        _ => ModelConfig::nvidia(waves),
    }
}

fn compare(target: u8, p: &Program) -> Result<(), TestCaseError> {
    let cfg = config(target, p.waves.len() as u32);
    let reference = explore(p, &cfg);
    prop_assume!(reference.complete);
    let want: BTreeSet<ViolationKind> = reference.violations.iter().map(|v| v.kind).collect();
    for engines in [Engines::Explicit, Engines::Solver] {
        let smt = check_with(p, &cfg, 60_000, true, engines)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(smt.inconclusive.is_none(), "{:?}", smt.inconclusive);
        let got: BTreeSet<ViolationKind> = smt.violations.iter().map(|v| v.kind).collect();
        prop_assert_eq!(
            &got,
            &want,
            "{:?} on program {:?}",
            engines,
            p.waves
                .iter()
                .map(|w| w.iter().map(|s| s.op.to_string()).collect::<Vec<_>>())
                .collect::<Vec<_>>()
        );
    }
    Ok(())
}

/// Shrunk failures of earlier runs (a violation hidden by the interpreter's reduction, and
/// NVIDIA arrives with thread counts), kept as fixed cases.
#[test]
fn regressions() {
    let arrive = |object, expected| Step::new(Op::Arrive { object, expected });
    let p = Program {
        waves: vec![
            vec![arrive(B::Workgroup, None)],
            vec![Step::new(Op::Join {
                object: B::Workgroup,
            })],
        ],
    };
    compare(0, &p).unwrap();
    let p = Program {
        waves: vec![
            vec![
                arrive(B::Nvidia(2), Some(1)),
                arrive(B::Nvidia(1), None),
                arrive(B::Nvidia(1), Some(3)),
                Step::new(Op::Leave),
                arrive(B::Nvidia(1), Some(2)),
            ],
            vec![
                arrive(B::Nvidia(0), None),
                arrive(B::Nvidia(1), None),
                arrive(B::Nvidia(2), Some(4)),
            ],
            vec![],
            vec![
                arrive(B::Nvidia(0), None),
                arrive(B::Nvidia(1), None),
                arrive(B::Nvidia(2), Some(4)),
            ],
        ],
    };
    compare(3, &p).unwrap();
    // Three waves arrive twice at one NVIDIA barrier between arrives at two others while a
    // fourth drops a barrier: once took the solver engine over 60 s.
    let same = vec![
        arrive(B::Nvidia(0), None),
        arrive(B::Nvidia(1), None),
        arrive(B::Nvidia(0), None),
        arrive(B::Nvidia(2), None),
    ];
    let p = Program {
        waves: vec![
            vec![Step::new(Op::Drop {
                object: B::Nvidia(2),
            })],
            same.clone(),
            same.clone(),
            same,
        ],
    };
    compare(3, &p).unwrap();
    // Cluster barrier: waits of waves that did not arrive (LLVM's `s_cluster_barrier`), a
    // second wait with no arrive after the first, and a wait before any arrive.
    let wait = |object| Step::new(Op::Wait { object });
    for waves in [
        vec![
            vec![arrive(B::Cluster, None), wait(B::Cluster)],
            vec![wait(B::Cluster)],
        ],
        vec![
            vec![arrive(B::Cluster, None), wait(B::Cluster)],
            vec![wait(B::Cluster), wait(B::Cluster)],
        ],
        vec![vec![wait(B::Cluster)], vec![arrive(B::Workgroup, None)]],
    ] {
        compare(2, &Program { waves }).unwrap();
    }
}

// One test per target family, so the test harness runs them in parallel. The seed is fixed:
// some random NVIDIA programs keep the solver engine busy for minutes (a CI run stalled on
// one), and CI must give the same answer every time; widen the search by changing the seed.
proptest! {
    #![proptest_config(ProptestConfig {
        cases: 600,
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5eed_0031),
        ..ProptestConfig::default()
    })]
    #[test]
    fn gfx6_11_smt_finds_the_violations_the_interpreter_finds(p in program(0)) {
        compare(0, &p)?;
    }

    #[test]
    fn gfx12_smt_finds_the_violations_the_interpreter_finds(p in program(1)) {
        compare(1, &p)?;
    }

    #[test]
    fn gfx12_5_named_smt_finds_the_violations_the_interpreter_finds(p in program(2)) {
        compare(2, &p)?;
    }

    #[test]
    fn nvidia_smt_finds_the_violations_the_interpreter_finds(p in program(3)) {
        compare(3, &p)?;
    }
}
