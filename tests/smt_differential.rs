//! Differential test: on random programs, the SMT encoding finds exactly the violation kinds
//! the reference interpreter finds, and every SMT counterexample replays.

use bverify::check::model::check;
use bverify::model::interp::{ViolationKind, explore};
use bverify::model::{BarrierObject as B, ModelConfig, Operation as Op, Program, Step};
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

/// Programs where waves mostly repeat one sequence (so classes have several waves), with
/// some waves changed.
fn program() -> impl Strategy<Value = (u8, Program)> {
    (0u8..4).prop_flat_map(|target| {
        let seq = prop::collection::vec(op(target), 0..5);
        (
            Just(target),
            seq.clone(),
            prop::collection::vec((any::<bool>(), seq), 1..=4),
        )
            .prop_map(|(target, common, waves)| {
                let waves = waves
                    .into_iter()
                    .map(|(same, own)| {
                        let ops = if same { common.clone() } else { own };
                        ops.into_iter().map(Step::new).collect()
                    })
                    .collect();
                (target, Program { waves })
            })
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
    let smt = check(p, &cfg, 60_000, true).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert!(smt.inconclusive.is_none(), "{:?}", smt.inconclusive);
    let got: BTreeSet<ViolationKind> = smt.violations.iter().map(|v| v.kind).collect();
    prop_assert_eq!(
        got,
        want,
        "program {:?}",
        p.waves
            .iter()
            .map(|w| w.iter().map(|s| s.op.to_string()).collect::<Vec<_>>())
            .collect::<Vec<_>>()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 800, ..ProptestConfig::default() })]
    #[test]
    fn smt_finds_the_violations_the_interpreter_finds((target, p) in program()) {
        compare(target, &p)?;
    }
}
