//! The reference interpreter on real kernels whose waves each take one path: the verdicts the
//! manifest records.

mod common;

use bverify::explore::{Bounds, explore_wave};
use bverify::launch::{LaunchRequest, resolve};
use bverify::model::interp::{ViolationKind as V, explore};
use bverify::model::{ModelConfig, lower};

fn run(file: &str, waves: u32) -> bverify::model::interp::Outcome {
    let path = common::corpus_dir().join("amdgpu").join(file);
    let module = bverify::frontend::load(&path, None).unwrap();
    let k = &module.kernels[0];
    let launch = resolve(
        &module,
        k,
        LaunchRequest {
            waves,
            threads: None,
            dims: None,
            wave_size: None,
        },
    )
    .unwrap();
    let explored: Vec<_> = (0..launch.waves)
        .map(|w| explore_wave(&module, k, launch.shape(w), &Bounds::default()))
        .collect();
    for e in &explored {
        assert_eq!(e.paths.len(), 1, "{file}: wave {} has one path", e.wave);
    }
    let paths: Vec<_> = explored.iter().map(|e| &e.paths[0]).collect();
    let program = lower::amdgpu_program(&module, &paths, &|_| None).unwrap();
    let h = &module.family.header;
    let cfg = if h.split_barrier {
        ModelConfig::gfx12(launch.waves, h.named_barriers)
    } else {
        ModelConfig::gfx6_11(launch.waves)
    };
    explore(&program, &cfg)
}

fn kinds(o: &bverify::model::interp::Outcome) -> Vec<V> {
    o.violations.iter().map(|v| v.kind).collect()
}

#[test]
fn safe_kernels_complete_in_every_interleaving() {
    for f in [
        "early_exit.gfx90a.s",
        "early_exit.gfx1200.s",
        "straight_line.gfx1250.s",
        "split_barrier.gfx1200.s",
        "named_pairs.gfx1250.s",
        "named_producer_consumer.gfx1250.s",
        "named_leave.gfx1250.s",
        "divergent_tid32.gfx942.s",
    ] {
        for waves in [2, 4] {
            let o = run(f, waves);
            assert!(o.verified(), "{f} at {waves} waves: {:?}", o.violations);
        }
    }
}

#[test]
fn deadlocking_kernels_deadlock() {
    assert_eq!(
        kinds(&run("wait_without_signal.gfx1200.s", 4)),
        vec![V::Deadlock]
    );
    assert_eq!(
        kinds(&run("named_member_count_exceeds.gfx1250.s", 4)),
        vec![V::Deadlock]
    );
    let o = run("named_member_count_exceeds.gfx1250.s", 4);
    let d = o.find(V::Deadlock).unwrap();
    assert!(
        d.stuck.iter().any(|s| s.contains("4 of 8 arrived")),
        "{:?}",
        d.stuck
    );
}

#[test]
fn undefined_kernels_are_caught() {
    assert!(kinds(&run("signal_then_exit.gfx1201.s", 4)).contains(&V::ArriveThenDrop));
    assert!(kinds(&run("double_signal.gfx1200.s", 4)).contains(&V::PhaseSeparation));
    assert!(kinds(&run("named_uninitialized.gfx1250.s", 4)).contains(&V::Uninitialized));
}
