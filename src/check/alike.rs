//! Scenarios of a launch whose waves branch alike: every wave's checkable paths have the
//! same conditions (workgroup-uniform branches on arguments, launch sizes and shared
//! memory values), so in any run every wave takes the path of one index, and the
//! scenarios are the paths themselves. Checked without asking the solver which paths are
//! feasible: a clean answer for every path, feasible or not, is a clean answer for the
//! feasible ones (a kernel whose branches divide arguments by arguments spent 20 s on
//! Z3's feasibility questions for its second scenario, red team 40).

use super::{divergence, model};
use crate::eval::{Input, Term};
use crate::explore::{WaveExploration, WavePath};
use crate::kernel::Module;
use crate::model::{ModelConfig, lower};
use std::collections::{BTreeSet, HashSet};

/// What checking every path index across the waves found.
pub(super) enum Alike {
    /// The waves do not branch alike (or a path needs values the solver would choose):
    /// the scenario search decides.
    Differ,
    /// Every path index is clean: no scenario can show a violation.
    Clean {
        /// How many distinct barrier programs were checked.
        programs: usize,
    },
    /// Some path index shows a violation or an undecided answer on its own: whether its
    /// paths can be taken is for the scenario search to decide.
    Doubtful,
}

/// Checks each path index of `choices` (per wave, the explored path indices that can be
/// checked) as one scenario, when the waves branch alike.
pub(super) fn check(
    module: &Module,
    explored: &[WaveExploration],
    choices: &[Vec<usize>],
    (entry, aligned): (&[u64], &BTreeSet<usize>),
    (cfg, divergence): (&ModelConfig, bool),
    timeout_ms: u32,
) -> Alike {
    let Some(first) = choices.first() else {
        return Alike::Differ;
    };
    let path = |w: usize, a: usize| &explored[w].paths[choices[w][a]];
    let conds = |w: usize, a: usize| -> HashSet<&Term> { path(w, a).cond.iter().collect() };
    let base: Vec<HashSet<&Term>> = (0..first.len()).map(|a| conds(0, a)).collect();
    let alike =
        choices.iter().enumerate().skip(1).all(|(w, ps)| {
            ps.len() == first.len() && (0..ps.len()).all(|a| conds(w, a) == base[a])
        });
    // Two waves on paths of different indices need both conditions to hold at once, which
    // a pair of paths that split at a branch never allows.
    let exclusive = choices.len() == 1
        || base.iter().enumerate().all(|(a, ca)| {
            base[a + 1..].iter().all(|cb| {
                ca.iter().any(|t| cb.contains(&t.not())) || cb.iter().any(|t| ca.contains(&t.not()))
            })
        });
    // Only constant EXEC masks at barriers, no M0 operand, no async transfer: nothing of a
    // scenario's check then reads the inputs.
    let fixed = |p: &WavePath| {
        p.events.iter().all(|e| {
            !e.class.is_async_transfer()
                && (!e.class.is_barrier()
                    || (e.exec.as_const().is_some()
                        && !matches!(e.operand, crate::explore::BarrierOperand::M0(_))))
        })
    };
    if !alike || !exclusive || !explored.iter().all(|e| e.paths.iter().all(fixed)) {
        return Alike::Differ;
    }
    let none = |_: &Input| None;
    let mut clean: HashSet<Vec<Vec<crate::model::Step>>> = HashSet::new();
    for a in 0..first.len() {
        let paths: Vec<&WavePath> = (0..choices.len()).map(|w| path(w, a)).collect();
        let Ok(program) = lower::amdgpu_program(module, &paths, &none) else {
            return Alike::Differ;
        };
        let met = super::barrier_meetings(module, &paths, &none, aligned);
        if divergence && divergence::check(module, &paths, entry, &met, &none).is_some() {
            return Alike::Doubtful;
        }
        let mut sorted = program.waves.clone();
        sorted.sort_by_cached_key(|w| format!("{w:?}"));
        if clean.contains(&sorted) {
            continue;
        }
        match model::check(&program, cfg, timeout_ms, false) {
            Ok(ans) if ans.inconclusive.is_none() && ans.violations.is_empty() => {
                clean.insert(sorted);
            }
            _ => return Alike::Doubtful,
        }
    }
    Alike::Clean {
        programs: clean.len(),
    }
}
