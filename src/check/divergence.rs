//! Barrier divergence, by the source languages' rule: every work-item of the workgroup must
//! execute the same workgroup barriers (OpenCL `barrier`, HIP/CUDA `__syncthreads`; GPUVerify
//! checks the same). A work-item that skips a barrier others execute breaks it, whether it
//! goes on to other code or has already ended.
//!
//! The hardware model often tolerates it (spec, "s_barrier GFX6-11": an ending wave drops
//! the workgroup barrier), but the source languages make it undefined, so it is reported
//! unless `--allow divergence`, which leaves only the hardware model's verdict. Two forms
//! are checked:
//! - **masked lanes**: a barrier instruction runs with EXEC missing lanes of the launch, be
//!   they active later on the same path (they skip it) or ended (they exited before it); this
//!   is also the named-barrier rule that every named-barrier operation is in wave-uniform
//!   control flow;
//! - **misaligned phases**: the k-th arrive (or the k-th wait) of two waves on an object is
//!   at different instructions, or one wave makes fewer arrives (or waits) than another
//!   (workgroup-wide objects only: named barriers are meant to be met from different code).

use crate::eval::{Input, Term};
use crate::explore::{PathEnd, WavePath};
use crate::kernel::Module;
use crate::model::BarrierObject;

/// One finding, with concrete masks under the witness.
#[derive(Clone, Debug)]
pub struct Divergence {
    pub message: String,
    /// (wave, line, what happened there) in order.
    pub steps: Vec<(u32, u32, String)>,
    /// The paths it rests on ([`super::Finding::rests_on`]).
    pub rests_on: Option<Vec<(usize, Option<usize>)>>,
}

/// For every barrier event of `path`: the lanes of the launch (`entry`, the wave's EXEC at
/// the kernel entry) that are off at it.
pub fn skipped_lanes(path: &WavePath, entry: u64) -> Vec<(usize, Term)> {
    let lanes = Term::constant(entry, 64);
    path.events
        .iter()
        .enumerate()
        .filter(|(_, ev)| ev.class.is_barrier())
        .map(|(i, ev)| (i, lanes.and(&ev.exec.zext(64).not())))
        .collect()
}

fn lanes(mask: u64) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < 64 {
        if mask >> i & 1 == 1 {
            let start = i;
            while i < 64 && mask >> i & 1 == 1 {
                i += 1;
            }
            parts.push(if i - 1 == start {
                format!("{start}")
            } else {
                format!("{start}-{}", i - 1)
            });
        } else {
            i += 1;
        }
    }
    parts.join(",")
}

/// Where an arrive is in the source: its instruction index, the return addresses of the
/// calls it runs in ([`crate::explore::Event::calls`]), and the iteration of each loop around
/// it ([`crate::explore::Event::trips`]).
pub type Site = (usize, Vec<usize>, Vec<(usize, u32)>);

/// The two barrier statements the source rule compares: an arrive (a barrier, or a split
/// barrier's signal) and a wait (a barrier, or a split barrier's wait). A GFX12 split
/// barrier's wait is a statement of its own, so a wave that waits where the others do not
/// diverges even when every wave arrived alike (oracle seed 2332: a lone wait behind a loop
/// the other waves leave by `return`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Meet {
    Arrive,
    Wait,
}

/// One barrier operation of a wave: its object, whether it arrives or waits, and its site.
pub type Meeting = (BarrierObject, Meet, Site);

/// Checks one combination of wave paths under concrete input values `env`. `met[w]` is, per
/// wave, each barrier operation in order ([`Meeting`]).
pub fn check(
    module: &Module,
    paths: &[&WavePath],
    entry: &[u64],
    met: &[Vec<Meeting>],
    env: &dyn Fn(&Input) -> Option<u64>,
) -> Option<Divergence> {
    let line = |i: usize| module.insts.get(i).map(|x| x.loc.line).unwrap_or(0);
    let text = |i: usize| {
        module
            .insts
            .get(i)
            .map(|x| x.text.clone())
            .unwrap_or_default()
    };
    for (w, p) in paths.iter().enumerate() {
        for (i, skipped) in skipped_lanes(p, entry[w]) {
            let Some(m) = skipped.eval(env).filter(|&m| m != 0) else {
                continue;
            };
            let ev = &p.events[i];
            // Where the skipping lanes are active again, if they are.
            let later = p.events[i + 1..]
                .iter()
                .find(|e| e.exec.eval(env).is_some_and(|x| x & m != 0))
                .map(|e| e.inst)
                .or_else(|| {
                    let alive = p.end_exec.eval(env).is_some_and(|x| x & m != 0);
                    match p.end {
                        PathEnd::Finished { inst } if alive => Some(inst),
                        _ => None,
                    }
                });
            let stopped = match &p.end {
                PathEnd::UnrollLimit { inst, .. } | PathEnd::StepLimit { inst } => Some(*inst),
                PathEnd::Unsupported { inst, .. } => Some(*inst),
                _ => None,
            };
            let (what, after) = match (later, stopped) {
                (Some(l), _) => (
                    format!("they skip it and continue at line {}", line(l)),
                    (p.wave, line(l), format!("lanes {} active again", lanes(m))),
                ),
                // A path cut at a limit: whether those lanes run again later is not known,
                // but skipping the barrier is divergence either way.
                (None, Some(s)) => (
                    format!(
                        "they skip it and are still off at line {}, where exploration stopped (a loop or step bound)",
                        line(s)
                    ),
                    (p.wave, line(s), format!("lanes {} still off", lanes(m))),
                ),
                (None, None) => (
                    "they ended before it, and the source languages require every work-item of the workgroup to reach it (--allow divergence checks only the hardware model)".to_string(),
                    (p.wave, line(ev.inst), format!("lanes {} have ended", lanes(m))),
                ),
            };
            return Some(Divergence {
                message: format!(
                    "barrier divergence: wave {} runs `{}` (line {}) with lanes {} masked off; {what}",
                    p.wave,
                    text(ev.inst),
                    line(ev.inst),
                    lanes(m),
                ),
                steps: vec![
                    (
                        p.wave,
                        line(ev.inst),
                        format!("{} with lanes {} off", text(ev.inst), lanes(m)),
                    ),
                    after,
                ],
                rests_on: None,
            });
        }
    }
    // Phase alignment per object across waves, arrives first.
    let mut objects: Vec<(Meet, BarrierObject)> =
        met.iter().flatten().map(|(o, m, _)| (*m, *o)).collect();
    objects.sort();
    objects.dedup();
    // Named barriers are meant to be met from different code (producers and consumers);
    // for them only the wave-uniform control flow rule (masked lanes, above) applies. One
    // wave arrives at a cluster barrier for its whole workgroup (LLVM's lowering of
    // `s_cluster_barrier` picks it with `s_barrier_signal_isfirst`); a second arrive in a
    // phase is the model's `cluster-arrive-twice`.
    for (meet, o) in objects
        .into_iter()
        .filter(|(_, o)| !o.is_named() && !o.is_cluster())
    {
        let seqs: Vec<Vec<&Site>> = met
            .iter()
            .map(|a| {
                a.iter()
                    .filter(|(x, m, _)| *x == o && *m == meet)
                    .map(|(_, _, i)| i)
                    .collect()
            })
            .collect();
        // "line 12", or "line 12 (called from line 40)" for a barrier in a helper.
        let at = |(i, calls, trips): &Site| {
            let from: Vec<String> = calls
                .iter()
                .map(|r| format!("line {}", line(r.saturating_sub(1))))
                .collect();
            let mut text = if from.is_empty() {
                format!("line {}", line(*i))
            } else {
                format!("line {} (called from {})", line(*i), from.join(", "))
            };
            for (h, n) in trips {
                text.push_str(&format!(
                    " in iteration {} of the loop at line {}",
                    n + 1,
                    line(*h)
                ));
            }
            text
        };
        let Some((ref_w, ref_seq)) = seqs.iter().enumerate().max_by_key(|(_, s)| s.len()) else {
            continue;
        };
        for (w, seq) in seqs.iter().enumerate() {
            if let Some(k) = (0..seq.len()).find(|&k| seq[k] != ref_seq[k]) {
                let what = match meet {
                    Meet::Arrive => format!("phase {k} is met"),
                    Meet::Wait => format!("wait {k} is made"),
                };
                return Some(Divergence {
                    message: format!(
                        "barrier divergence: on {o}, {what} by wave {ref_w} at {} and by wave {w} at {}",
                        at(ref_seq[k]),
                        at(seq[k])
                    ),
                    steps: vec![
                        (ref_w as u32, line(ref_seq[k].0), text(ref_seq[k].0)),
                        (w as u32, line(seq[k].0), text(seq[k].0)),
                    ],
                    rests_on: None,
                });
            }
            // A wave cut at a limit may still arrive.
            if seq.len() < ref_seq.len() && matches!(paths[w].end, PathEnd::Finished { .. }) {
                let k = seq.len();
                let end = match paths[w].end {
                    PathEnd::Finished { inst } => line(inst),
                    _ => 0,
                };
                // A wave that ends before any barrier of the object while another reaches
                // its first one: those two paths, the second up to that barrier, make it.
                let first = (k == 0 && matches!(paths[w].end, PathEnd::Finished { .. }))
                    .then(|| {
                        paths[ref_w]
                            .events
                            .iter()
                            .position(|e| e.class.is_barrier() && e.inst == ref_seq[0].0)
                    })
                    .flatten();
                let what = match meet {
                    Meet::Arrive => format!("arrives at {o} at {} (phase {k})", at(ref_seq[k])),
                    Meet::Wait => format!("waits on {o} at {} (wait {k})", at(ref_seq[k])),
                };
                return Some(Divergence {
                    message: format!(
                        "barrier divergence: wave {ref_w} {what} but wave {w} skips it and ends at line {end}; the source languages require every work-item of the workgroup to reach it (--allow divergence checks only the hardware model)",
                    ),
                    steps: vec![
                        (ref_w as u32, line(ref_seq[k].0), text(ref_seq[k].0)),
                        (w as u32, end, "ends without this barrier".into()),
                    ],
                    rests_on: first.map(|i| vec![(ref_w, Some(i + 1)), (w, None)]),
                });
            }
        }
    }
    None
}
