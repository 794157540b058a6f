//! One test per rule and undefined behaviour of the barrier execution model, named after the
//! rule and citing it. Spec files are in ../shared/spec/.

use bverify::model::interp::{ViolationKind as V, explore, program};
use bverify::model::lower;
use bverify::model::{BarrierObject as B, ModelConfig, Operation as Op};

const WG: B = B::Workgroup;
fn arrive(o: B) -> Op {
    Op::Arrive {
        object: o,
        expected: None,
    }
}
fn arrive_k(o: B, k: u32) -> Op {
    Op::Arrive {
        object: o,
        expected: Some(k),
    }
}
fn wait(o: B) -> Op {
    Op::Wait { object: o }
}
fn join(n: u8) -> Op {
    Op::Join {
        object: B::Named(n),
    }
}
fn sbarrier() -> Vec<Op> {
    vec![arrive(WG), wait(WG)]
}

fn kinds(waves: Vec<Vec<Op>>, cfg: &ModelConfig) -> Vec<V> {
    let out = explore(&program(waves), cfg);
    assert!(out.complete);
    out.violations.iter().map(|v| v.kind).collect()
}

// --- Barrier objects / operations (execution-synchronization.rst, "Barrier Operations") ---

/// "When an operation causes arrive count to be equal to expected count, the barrier is
/// completed": every wave arrives then waits; all complete.
#[test]
fn completion_when_arrive_count_reaches_expected_count() {
    let cfg = ModelConfig::gfx6_11(4);
    assert_eq!(kinds(vec![sbarrier(); 4], &cfg), vec![]);
    let two_phases: Vec<Op> = [sbarrier(), sbarrier()].concat();
    assert_eq!(kinds(vec![two_phases; 3], &ModelConfig::gfx6_11(3)), vec![]);
}

/// "It is undefined behavior for a barrier wait to never complete": the classic divergent
/// barrier with GFX12.5 named semantics (no drop at end) hangs.
#[test]
fn wait_that_never_completes_is_a_deadlock() {
    let cfg = ModelConfig::gfx6_11(2);
    // Wave 1 never arrives and never ends (it waits on a barrier nobody completes).
    let waves = vec![sbarrier(), vec![wait(WG)]];
    let out = explore(&program(waves), &cfg);
    let d = out.find(V::Deadlock).expect("deadlock");
    assert!(
        d.stuck
            .iter()
            .any(|s| s.contains("wave 0") || s.contains("wave 1"))
    );
}

/// GFX6-11 table: "When a thread ends, it automatically drops this barrier object": an early
/// wave exit is safe; hand-checked: wave 1 ends, expected count 2 -> 1, wave 0's arrive
/// completes the phase.
#[test]
fn gfx6_11_ending_wave_drops_the_workgroup_barrier() {
    let cfg = ModelConfig::gfx6_11(2);
    assert_eq!(kinds(vec![sbarrier(), vec![]], &cfg), vec![]);
    // Divergent barrier where the other waves end: not a hang on GFX6-11.
    assert_eq!(
        kinds(
            vec![sbarrier(), vec![], vec![], vec![]],
            &ModelConfig::gfx6_11(4)
        ),
        vec![]
    );
}

/// The classic divergent-barrier deadlock: the same shape with a named barrier that is not
/// dropped at wave end ("When a thread ends, it does not implicitly drop any named barrier").
#[test]
fn divergent_barrier_deadlocks_with_named_barriers() {
    let cfg = ModelConfig::gfx12(2, true);
    let w0 = vec![join(1), arrive_k(B::Named(1), 2), Op::WaitJoined];
    let w1 = vec![join(1)];
    assert_eq!(kinds(vec![w0, w1], &cfg), vec![V::Deadlock]);
}

/// Hand-checked: a named barrier whose member count (8) exceeds the waves that join it (4).
#[test]
fn named_barrier_member_count_exceeding_joining_waves_deadlocks() {
    let cfg = ModelConfig::gfx12(4, true);
    let mut waves = vec![];
    for w in 0..4 {
        let mut ops = vec![];
        if w == 0 {
            ops.push(Op::Init {
                object: B::Named(1),
                k: 8,
            });
        }
        ops.extend([
            arrive(WG),
            wait(WG),
            join(1),
            arrive(B::Named(1)),
            Op::WaitJoined,
        ]);
        waves.push(ops);
    }
    let out = explore(&program(waves), &cfg);
    assert_eq!(out.violations.len(), 1, "{:?}", out.violations);
    let d = out.find(V::Deadlock).unwrap();
    assert!(
        d.stuck.iter().all(|s| s.contains("4 of 8 arrived")),
        "{:?}",
        d.stuck
    );
}

/// "It is undefined behavior to operate on an uninitialized barrier object."
#[test]
fn uninitialized_object_is_undefined() {
    let cfg = ModelConfig::gfx12(1, true);
    assert_eq!(
        kinds(
            vec![vec![join(2), arrive(B::Named(2)), Op::WaitJoined]],
            &cfg
        ),
        vec![V::Uninitialized]
    );
}

/// "A barrier drop cannot cause the expected count ... to become negative."
#[test]
fn drop_below_zero_is_undefined() {
    let cfg = ModelConfig::gfx12(1, true);
    let w = vec![
        Op::Init {
            object: B::Named(1),
            k: 1,
        },
        join(1),
        Op::Leave,
        join(1),
        Op::Leave,
    ];
    let mut c = cfg.clone();
    c.readings.llvm_named_rules = false;
    assert_eq!(kinds(vec![w], &c), vec![V::NegativeExpectedCount]);
}

/// Arrive with an expected count: "the new expected count cannot be less than or equal to the
/// arrive count" (model) vs "must be greater than or equal" (GFX12 table); a named option.
#[test]
fn expected_count_below_arrive_count_is_undefined_under_both_readings() {
    let mut cfg = ModelConfig::gfx12(3, true);
    cfg.readings.llvm_named_rules = false;
    // Two waves arrive with count 3, then wave 2 sets the count to 1 (< 2 arrived).
    let w = |k| vec![join(1), arrive_k(B::Named(1), k)];
    let out = kinds(vec![w(3), w(3), w(1)], &cfg);
    assert!(out.contains(&V::ExpectedBelowArriveCount), "{out:?}");
    // Equal: 2 arrived, new count 2: allowed by the GFX12 table, undefined by the model text.
    let eq = vec![
        vec![join(1), arrive_k(B::Named(1), 3)],
        vec![join(1), arrive_k(B::Named(1), 3)],
        vec![join(1), arrive_k(B::Named(1), 2)],
    ];
    assert!(!kinds(eq.clone(), &cfg).contains(&V::ExpectedBelowArriveCount));
    cfg.readings.expected_update_allows_equal = false;
    assert!(kinds(eq, &cfg).contains(&V::ExpectedBelowArriveCount));
}

/// "Barrier init takes an additional unsigned positive integer argument k."
#[test]
fn init_with_zero_count_is_undefined() {
    let cfg = ModelConfig::gfx12(1, true);
    assert_eq!(
        kinds(
            vec![vec![Op::Init {
                object: B::Named(3),
                k: 0
            }]],
            &cfg
        ),
        vec![V::ZeroExpectedCount]
    );
}

/// Barrier drop races: "A thread may not arrive and then drop a barrier object unless the
/// barrier completes before the barrier drop." GFX12 signal -1 then end.
#[test]
fn arrive_then_drop_before_completion_is_undefined() {
    let cfg = ModelConfig::gfx12(2, false);
    let out = kinds(vec![vec![arrive(WG), wait(WG)], vec![arrive(WG)]], &cfg);
    assert!(out.contains(&V::ArriveThenDrop), "{out:?}");
    // If the phase completed before the drop it is fine: both arrive, then wave 1 ends.
    let ok = kinds(
        vec![vec![arrive(WG), wait(WG)], vec![arrive(WG), wait(WG)]],
        &cfg,
    );
    assert!(ok.is_empty());
}

/// Barrier phase separation: a wave's second arrive between its first arrive and the wait.
#[test]
fn two_arrives_before_a_wait_break_phase_separation() {
    let cfg = ModelConfig::gfx12(2, false);
    let w = vec![arrive(WG), arrive(WG), wait(WG)];
    assert!(kinds(vec![w.clone(), w], &cfg).contains(&V::PhaseSeparation));
}

/// Join and Wait Ordering: "There is a barrier join J such that J -> W in
/// barrier-joined-before ... otherwise, the behavior is undefined."
#[test]
fn wait_on_named_barrier_without_join_is_undefined() {
    let cfg = ModelConfig::gfx12(1, true);
    let w = vec![
        Op::Init {
            object: B::Named(1),
            k: 1,
        },
        arrive(B::Named(1)),
        wait(B::Named(1)),
    ];
    let mut c = cfg.clone();
    c.readings.llvm_named_rules = false;
    assert_eq!(kinds(vec![w], &c), vec![V::WaitWithoutJoin]);
    assert_eq!(
        kinds(vec![vec![Op::WaitJoined]], &cfg),
        vec![V::WaitWithoutJoin]
    );
}

/// Join and Drop Ordering: "For every barrier drop D performed on a named barrier object BO:
/// There is a barrier join J such that J -> D".
#[test]
fn leave_without_join_is_undefined() {
    let cfg = ModelConfig::gfx12(1, true);
    assert_eq!(kinds(vec![vec![Op::Leave]], &cfg), vec![V::DropWithoutJoin]);
    assert_eq!(
        kinds(
            vec![vec![Op::Drop {
                object: B::Named(1)
            }]],
            &cfg
        ),
        vec![V::DropWithoutJoin]
    );
}

/// Barrier-joined-before: a later join on another object breaks it ("There is no barrier
/// join J' on a distinct barrier object BO' such that J -> J' -> X in program-order").
#[test]
fn join_of_another_barrier_breaks_joined_before() {
    let mut cfg = ModelConfig::gfx12(1, true);
    cfg.readings.llvm_named_rules = false;
    let w = vec![
        Op::Init {
            object: B::Named(1),
            k: 1,
        },
        join(1),
        join(2),
        arrive(B::Named(1)),
        wait(B::Named(1)),
    ];
    assert_eq!(kinds(vec![w], &cfg), vec![V::WaitWithoutJoin]);
    // Joining NULL also "unjoins" (spec: join on the NULL barrier as a way to unjoin).
    let w = vec![
        Op::Init {
            object: B::Named(1),
            k: 1,
        },
        join(1),
        join(0),
        arrive(B::Named(1)),
        wait(B::Named(1)),
    ];
    assert_eq!(kinds(vec![w], &cfg), vec![V::WaitWithoutJoin]);
}

/// GFX12 table: NULL barrier operations other than join are no-ops.
#[test]
fn null_barrier_operations_are_no_ops() {
    let cfg = ModelConfig::gfx12(2, true);
    let w = vec![
        join(0),
        arrive(B::Named(0)),
        wait(B::Named(0)),
        Op::WaitJoined,
    ];
    assert_eq!(kinds(vec![w.clone(), w], &cfg), vec![]);
    assert_eq!(
        lower::amdgpu(
            bverify::encodings::InstClass::BarrierSignal,
            &bverify::explore::BarrierOperand::Imm(0),
            None,
            true,
            true
        )
        .unwrap(),
        vec![]
    );
}

/// GFX12.5: "When a thread ends, it does not implicitly drop any named barrier objects".
#[test]
fn named_barriers_are_not_dropped_at_wave_end() {
    let cfg = ModelConfig::gfx12(2, true);
    let w0 = vec![
        Op::Init {
            object: B::Named(1),
            k: 2,
        },
        join(1),
        arrive(B::Named(1)),
        Op::WaitJoined,
    ];
    let w1 = vec![];
    assert_eq!(kinds(vec![w0, w1], &cfg), vec![V::Deadlock]);
}

/// LLVM: "Wait for a named barrier only if the number of prior signaling operations ... since
/// the most recent join ... is one larger than the number of prior wait operations".
#[test]
fn llvm_signal_wait_counts_since_join() {
    let cfg = ModelConfig::gfx12(1, true);
    let wait_twice = vec![
        join(1),
        arrive_k(B::Named(1), 1),
        Op::WaitJoined,
        Op::WaitJoined,
    ];
    assert_eq!(kinds(vec![wait_twice], &cfg), vec![V::NamedBarrierOrdering]);
    let signal_twice = vec![join(1), arrive_k(B::Named(1), 1), arrive_k(B::Named(1), 1)];
    assert_eq!(
        kinds(vec![signal_twice], &cfg),
        vec![V::NamedBarrierOrdering]
    );
}

/// LLVM: "Do not signal a named barrier or wait for it in program order after leaving it."
#[test]
fn llvm_no_signal_after_leave() {
    let cfg = ModelConfig::gfx12(1, true);
    let w = vec![
        join(1),
        arrive_k(B::Named(1), 1),
        Op::WaitJoined,
        Op::Leave,
        arrive(B::Named(1)),
    ];
    assert_eq!(kinds(vec![w], &cfg), vec![V::NamedBarrierOrdering]);
}

/// LLVM: "Explicit initializing operations must not race signal or leave operations."
#[test]
fn init_racing_a_signal_is_undefined() {
    let cfg = ModelConfig::gfx12(3, true);
    let w0 = vec![Op::Init {
        object: B::Named(1),
        k: 3,
    }];
    let w1 = vec![join(1), arrive_k(B::Named(1), 3), Op::WaitJoined];
    let out = kinds(vec![w0.clone(), w1.clone(), w1], &cfg);
    assert!(out.contains(&V::InitRace), "{out:?}");
}

/// GFX12 table: cluster barriers -3/-4: "only one wave per workgroup may arrive at the barrier
/// on behalf of its entire workgroup". Modelled with the cluster's expected count as if a
/// second workgroup were in the cluster, so both waves' arrives fall in one phase.
#[test]
fn two_waves_arriving_at_the_cluster_barrier_is_undefined() {
    let mut cfg = ModelConfig::gfx12(2, true);
    for (o, k) in cfg.initial.iter_mut() {
        if *o == B::Cluster {
            *k = 2;
        }
    }
    let w = vec![arrive(B::Cluster), wait(B::Cluster)];
    assert!(kinds(vec![w.clone(), w], &cfg).contains(&V::ClusterArriveTwice));
    // One workgroup per cluster: one wave arrives, any wave may wait.
    let one = ModelConfig::gfx12(2, true);
    let ok = kinds(
        vec![vec![arrive(B::Cluster), wait(B::Cluster)], vec![]],
        &one,
    );
    assert!(ok.is_empty(), "{ok:?}");
}

/// GFX12 table, cluster barrier arrive: one wave arrives "on behalf of its entire workgroup",
/// and "any wave within the workgroup cluster can then wait on this barrier object": a wave
/// that did not arrive waits on the phase its workgroup's arrive belongs to, even one that
/// completed before the wait (LLVM's `s_cluster_barrier` expansion). A wait with no arrive
/// since the wave's last wait on the object never completes.
#[test]
fn every_wave_may_wait_on_the_cluster_arrive_of_its_workgroup() {
    let cfg = ModelConfig::gfx12(3, true);
    let first = vec![arrive(B::Cluster), wait(B::Cluster)];
    let other = vec![wait(B::Cluster)];
    let ok = kinds(vec![first.clone(), other.clone(), other.clone()], &cfg);
    assert!(ok.is_empty(), "{ok:?}");
    let twice = vec![wait(B::Cluster), wait(B::Cluster)];
    let out = kinds(vec![first, other, twice], &cfg);
    assert_eq!(out, vec![V::Deadlock]);
    let none = kinds(
        vec![vec![wait(B::Cluster)], vec![]],
        &ModelConfig::gfx12(2, true),
    );
    assert_eq!(none, vec![V::Deadlock]);
}

/// GFX12 IDs table: -2 and -4 are "only available in privileged execution mode".
#[test]
fn trap_barriers_are_privileged() {
    let cfg = ModelConfig::gfx12(1, true);
    assert_eq!(
        kinds(vec![vec![arrive(B::WorkgroupTrap)]], &cfg),
        vec![V::PrivilegedBarrier]
    );
}

/// The named-barrier producer/consumer pattern from the spec corpus: safe with 4 waves.
#[test]
fn spec_example_named_producer_consumer() {
    let cfg = ModelConfig::gfx12(4, true);
    let (full, empty) = (1, 2);
    let producer = vec![
        arrive(WG),
        wait(WG),
        join(full),
        arrive_k(B::Named(full), 4),
        join(empty),
        arrive_k(B::Named(empty), 4),
        Op::WaitJoined,
    ];
    let consumer = vec![
        arrive(WG),
        wait(WG),
        join(full),
        arrive_k(B::Named(full), 4),
        Op::WaitJoined,
        join(empty),
        arrive_k(B::Named(empty), 4),
    ];
    let out = explore(
        &program(vec![consumer.clone(), producer.clone(), consumer, producer]),
        &cfg,
    );
    assert!(out.verified(), "{:?}", out.violations);
}

/// The SASS producer/consumer example (nvidia-sass-bar.txt): odd warps produce
/// (BAR.ARV 0, 64; BAR.SYNC 1, 64), even warps consume (BAR.SYNC 0, 64; BAR.ARV 1, 64).
/// With 2 warps of 32 threads, 64 threads = both warps: it completes.
#[test]
fn spec_example_sass_producer_consumer() {
    let cfg = ModelConfig::nvidia(2);
    let bar = |f, b, c| lower::nvidia(f, b, Some(c), 32).unwrap();
    let consumer = [bar("SYNC", 0, 64), bar("ARV", 1, 64)].concat();
    let producer = [bar("ARV", 0, 64), bar("SYNC", 1, 64)].concat();
    let out = explore(&program(vec![consumer.clone(), producer.clone()]), &cfg);
    assert!(out.verified(), "{:?}", out.violations);
    // Four warps with the same counts: two phases of each barrier complete; still safe.
    let out = explore(
        &program(vec![consumer.clone(), producer.clone(), consumer, producer]),
        &ModelConfig::nvidia(4),
    );
    assert!(out.verified(), "{:?}", out.violations);
}

/// SASS: counts are in threads and must be whole warps; BAR.SYNCALL is not for user code.
#[test]
fn sass_counts_are_multiples_of_the_warp_size() {
    assert!(lower::nvidia("SYNC", 1, Some(48), 32).is_err());
    assert!(lower::nvidia("SYNCALL", 0, None, 32).is_err());
    assert!(lower::nvidia("SYNC", 16, None, 32).is_err());
    // Mismatched counts in one phase.
    let cfg = ModelConfig::nvidia(3);
    let a = lower::nvidia("SYNC", 2, Some(96), 32).unwrap();
    let b = lower::nvidia("SYNC", 2, Some(64), 32).unwrap();
    let out = explore(&program(vec![a.clone(), a, b]), &cfg);
    assert!(
        out.find(bverify::model::interp::ViolationKind::CountMismatch)
            .is_some()
    );
}

/// SASS: "If SbarCnt is not specified, all of the threads in the CTA participate".
#[test]
fn sass_sync_without_count_waits_for_the_whole_cta() {
    let cfg = ModelConfig::nvidia(2);
    let sync = lower::nvidia("SYNC", 0, None, 32).unwrap();
    let out = explore(&program(vec![sync.clone(), vec![]]), &cfg);
    assert!(
        out.find(V::Deadlock).is_some(),
        "an exited warp is still counted by BAR 0"
    );
    assert!(explore(&program(vec![sync.clone(), sync]), &cfg).verified());
}

/// The interpreter handles 4 waves with dozens of barrier operations each.
#[test]
fn four_waves_with_dozens_of_operations_each() {
    let cfg = ModelConfig::gfx12(4, false);
    let mut w = vec![];
    for _ in 0..24 {
        w.extend([arrive(WG), wait(WG)]);
    }
    let out = explore(&program(vec![w; 4]), &cfg);
    assert!(out.verified());
}

/// Traces are replayable: every step is a wave's next operation.
#[test]
fn deadlock_trace_ends_in_the_stuck_state() {
    let cfg = ModelConfig::gfx12(2, false);
    let out = explore(
        &program(vec![vec![wait(WG)], vec![arrive(WG), wait(WG)]]),
        &cfg,
    );
    let d = out.find(V::Deadlock).unwrap();
    assert!(!d.trace.is_empty());
    assert_eq!(d.stuck.len(), 2, "{:?}", d.stuck);
    assert!(
        d.stuck.iter().any(|s| s.contains("1 of 2 arrived")),
        "{:?}",
        d.stuck
    );
}
