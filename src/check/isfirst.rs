//! Who signals first: `s_barrier_signal_isfirst` sets SCC in the one wave whose signal was the
//! first of its phase (GFX12 table, "arrive": "The `_isfirst` variant sets SCC=1 if this wave
//! is the first to signal the barrier, otherwise SCC=0"). Each wave's path sees its own
//! unknown; left free, a scenario may have no wave first (LLVM's `s_cluster_barrier` lowering
//! then has no wave signal the cluster barrier: a false deadlock) or two.
//!
//! On the workgroup barrier (-1) the k-th arrive of every wave that makes one belongs to phase
//! k: every phase needs every wave still running, and a wave that arrives twice before a wait
//! breaks "barrier phase separation" on its own path whatever it read. So per k, at most one
//! wave's k-th arrive is first, and one is when all of them are `_isfirst` signals. Other
//! objects (named barriers, met by subsets of waves) keep the free unknowns: a reading that
//! can only add scenarios, never hide one.

use crate::encodings::InstClass;
use crate::explore::{BarrierOperand, WaveExploration};
use crate::smt::terms::Terms;
use z3::ast::{BV, Bool};

/// One wave's k-th arrive on the workgroup barrier on one path: its "first?" bit, or `None`
/// for a plain signal.
type Arrive = Option<crate::eval::Term>;

/// The arrives on the workgroup barrier of one path, in order; `None` if the path has one the
/// rule above cannot place (an ID in M0, a summarised loop).
fn workgroup_arrives(p: &crate::explore::WavePath) -> Option<Vec<Arrive>> {
    let mut out = Vec::new();
    for ev in p.events.iter() {
        match (ev.class, &ev.operand) {
            (InstClass::LoopSummary, _) => return None,
            (InstClass::Barrier, _) => out.push(None),
            (InstClass::BarrierSignal, BarrierOperand::Imm(-1)) => out.push(None),
            (InstClass::BarrierSignalIsfirst, BarrierOperand::Imm(-1)) => {
                out.push(Some(ev.first.clone()?))
            }
            (InstClass::BarrierSignal | InstClass::BarrierSignalIsfirst, BarrierOperand::M0(_)) => {
                return None;
            }
            _ => {}
        }
    }
    Some(out)
}

/// Constraints over the path choices `sel[w][a]` (wave `w` takes path `choices[w][a].0`)
/// that make one wave first per phase of the workgroup barrier. Empty when no path signals
/// with `_isfirst` on it, or when some path's arrives cannot be placed.
pub(super) fn one_first_per_phase(
    explored: &[WaveExploration],
    choices: &[Vec<(usize, Bool)>],
    sel: &[Vec<Bool>],
    terms: &mut Terms,
) -> Vec<Bool> {
    let mut arrives: Vec<Vec<Vec<Arrive>>> = Vec::new();
    for (w, ps) in choices.iter().enumerate() {
        let mut per = Vec::new();
        for (i, _) in ps {
            match workgroup_arrives(&explored[w].paths[*i]) {
                Some(a) => per.push(a),
                None => return Vec::new(),
            }
        }
        arrives.push(per);
    }
    let phases = arrives.iter().flatten().map(|a| a.len()).max().unwrap_or(0);
    let one = BV::from_u64(1, 1);
    let mut out = Vec::new();
    for k in 0..phases {
        if !arrives
            .iter()
            .flatten()
            .any(|a| matches!(a.get(k), Some(Some(_))))
        {
            continue;
        }
        let (mut first, mut reached, mut plain) = (Vec::new(), Vec::new(), Vec::new());
        for (w, per) in arrives.iter().enumerate() {
            let (mut f, mut r, mut p) = (Vec::new(), Vec::new(), Vec::new());
            for (a, path) in per.iter().enumerate() {
                match path.get(k) {
                    Some(Some(t)) => {
                        let bit = terms.bv(t);
                        f.push(Bool::and(&[sel[w][a].clone(), bit.eq(&one)]));
                        r.push(sel[w][a].clone());
                    }
                    Some(None) => {
                        p.push(sel[w][a].clone());
                        r.push(sel[w][a].clone());
                    }
                    None => {}
                }
            }
            first.push(Bool::or(&f));
            reached.push(Bool::or(&r));
            plain.push(Bool::or(&p));
        }
        for a in 0..first.len() {
            for b in a + 1..first.len() {
                out.push(Bool::and(&[first[a].clone(), first[b].clone()]).not());
            }
        }
        let all_isfirst = Bool::and(&[Bool::or(&reached), Bool::or(&plain).not()]);
        out.push(all_isfirst.implies(Bool::or(&first)));
    }
    out
}
