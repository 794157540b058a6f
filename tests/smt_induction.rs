//! Wide workgroups with many barriers: the bounded model check alone cannot refute these
//! within the solver timeout (its depth is waves × barriers), so a verified answer here
//! comes from the induction engine (the explicit search is switched off); a broken variant
//! must still yield a replayed run. The explicit search must decide long programs alone.

use bverify::check::model::check_with;
use bverify::model::interp::ViolationKind;
use bverify::model::{BarrierObject as B, ModelConfig, Operation as Op, Program, Step};
use bverify::smt::barrier::Engines;

/// `n` barriers (arrive, then wait) on `object`.
fn barriers(object: B, n: usize) -> Vec<Step> {
    (0..n)
        .flat_map(|_| {
            [
                Step::new(Op::Arrive {
                    object,
                    expected: None,
                }),
                Step::new(Op::Wait { object }),
            ]
        })
        .collect()
}

#[test]
fn thirty_two_waves_with_twelve_barriers_are_proved_deadlock_free() {
    for (object, cfg) in [
        (B::Workgroup, ModelConfig::gfx6_11(32)),
        (B::Workgroup, ModelConfig::gfx12(32, false)),
        (B::Nvidia(0), ModelConfig::nvidia(32)),
    ] {
        let p = Program {
            waves: vec![barriers(object, 12); 32],
        };
        let r = check_with(&p, &cfg, 20_000, true, Engines::Solver).unwrap();
        assert!(r.inconclusive.is_none(), "{:?}", r.inconclusive);
        assert!(r.violations.is_empty(), "{:?}", r.violations);
    }
}

#[test]
fn three_hundred_barriers_are_decided_by_the_explicit_search() {
    // 64 identical waves are one class: few states per phase, however long the program.
    let p = Program {
        waves: vec![barriers(B::Workgroup, 300); 64],
    };
    let cfg = ModelConfig::gfx12(64, false);
    let r = check_with(&p, &cfg, 20_000, true, Engines::Explicit).unwrap();
    assert!(r.inconclusive.is_none(), "{:?}", r.inconclusive);
    assert!(r.violations.is_empty(), "{:?}", r.violations);
    // One wave that stops a barrier short leaves the rest waiting (NVIDIA keeps barrier 0).
    let mut waves = vec![barriers(B::Nvidia(0), 300); 8];
    waves[5] = barriers(B::Nvidia(0), 299);
    let r = check_with(
        &Program { waves },
        &ModelConfig::nvidia(8),
        20_000,
        false,
        Engines::Explicit,
    )
    .unwrap();
    let kinds: Vec<ViolationKind> = r.violations.iter().map(|v| v.kind).collect();
    assert_eq!(kinds, vec![ViolationKind::Deadlock]);
}

#[test]
fn a_wave_with_one_barrier_fewer_deadlocks_where_ending_waves_do_not_drop() {
    // The shortest deadlocking run moves every wave through all but the last barrier, so
    // its length grows with waves × barriers; bounded model checking finds it at this size.
    let short = |object| {
        let mut waves = vec![barriers(object, 4); 4];
        waves[2] = barriers(object, 3);
        Program { waves }
    };
    // GFX6-11: the short wave ends and drops the workgroup barrier, so nobody hangs.
    let r = check_with(
        &short(B::Workgroup),
        &ModelConfig::gfx6_11(4),
        20_000,
        true,
        Engines::Solver,
    )
    .unwrap();
    assert!(r.inconclusive.is_none(), "{:?}", r.inconclusive);
    assert!(r.violations.is_empty(), "{:?}", r.violations);
    // NVIDIA: an exited warp does not drop barrier 0; the other 3 wait at their 4th.
    let r = check_with(
        &short(B::Nvidia(0)),
        &ModelConfig::nvidia(4),
        20_000,
        false,
        Engines::Solver,
    )
    .unwrap();
    assert!(r.inconclusive.is_none(), "{:?}", r.inconclusive);
    let kinds: Vec<ViolationKind> = r.violations.iter().map(|v| v.kind).collect();
    assert_eq!(kinds, vec![ViolationKind::Deadlock]);
    // The trace is the replayed run that ends with the 3 waves stuck.
    assert!(!r.violations[0].trace.is_empty());
}
