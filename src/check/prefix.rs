//! Barrier divergence on one wave's path prefix.
//!
//! A barrier that runs with lanes of the launch masked off is divergence by the source
//! languages' rule whatever the other waves do (`divergence`), so it needs no scenario of the
//! whole workgroup: a model of the one path's condition is enough. Scenarios use only paths
//! that ran to their end, one per wave; this finds masked lanes on the paths they cannot use
//! (cut at `--unroll` or another limit: the prefix up to the cut is still an execution), and
//! on every path when some wave has no path that ran to its end, so no scenario exists.

use super::{
    Finding, Undecided, conj, divergence, divergence_finding, memory_consistency, millis_left,
    replays, unmodelled_dependence, witness_of,
};
use crate::eval::Input;
use crate::explore::WaveExploration;
use crate::kernel::{Kernel, Module};

use crate::smt::oneshot;
use crate::smt::terms::Terms;
use std::collections::BTreeSet;
use z3::ast::{BV, Bool};
use z3::{SatResult, Solver};

/// What the prefix search found: a replayed finding, and why some candidates were not
/// reported (they depend on unmodelled results).
pub(super) struct PrefixSearch {
    pub finding: Option<Finding>,
    pub not_reported: Vec<String>,
}

/// Which paths and masks [`masked_lanes`] searches.
pub(super) enum Scope<'a> {
    /// Every path, but only barriers whose masked lanes are a nonzero constant: no search
    /// for inputs beyond the path's own condition, so it is cheap enough to go first.
    ConstantMasks,
    /// The paths of each wave outside `checked[w]` (every path when that leaves some wave
    /// without one), with any mask.
    Unchecked(&'a [BTreeSet<usize>]),
    /// Every path, with any mask.
    AnyMask,
    /// Every path whose mask or condition applies a float operation, with any mask, by
    /// evaluated guesses alone: per-lane float conditions take the solver far past any
    /// timeout (256 lanes of `fabsf(v * alpha) > beta`: 13 s of a 1 s `--timeout`), and
    /// a guess usually splits such lanes at once.
    FloatGuesses,
}

/// [`masked_lanes`] over every wave of the launch, with no resource limit.
pub(super) fn whole_launch(
    module: &Module,
    kernel: &Kernel,
    (explored, entry): (&[WaveExploration], &[u64]),
    scope: Scope,
    deadline: std::time::Instant,
) -> Result<PrefixSearch, Undecided> {
    let waves = (explored, entry, entry.len());
    masked_lanes(module, kernel, waves, scope, (deadline, None))
}

/// Searches the paths `scope` names for inputs under which a barrier runs with lanes of
/// `entry[w]` off. A candidate is confirmed by bverify's own evaluation and replay, never
/// taken from the solver alone.
pub(super) fn masked_lanes(
    module: &Module,
    kernel: &Kernel,
    (explored, entry, waves): (&[WaveExploration], &[u64], usize),
    scope: Scope,
    (deadline, mut rlimit): (std::time::Instant, Option<u64>),
) -> Result<PrefixSearch, Undecided> {
    let skip = |w: usize, i: usize| match &scope {
        Scope::ConstantMasks | Scope::AnyMask | Scope::FloatGuesses => false,
        Scope::Unchecked(checked) => {
            !checked.iter().any(BTreeSet::is_empty) && checked[w].contains(&i)
        }
    };
    let constant_only = matches!(scope, Scope::ConstantMasks);
    let guesses_only = matches!(scope, Scope::FloatGuesses);
    // Whether other waves' stores may be what a path read (once per search: a walk of the
    // module).
    let others_store = super::others_store(module, kernel, waves, explored);
    let mut terms = Terms::new();
    let mut out = PrefixSearch {
        finding: None,
        not_reported: Vec::new(),
    };
    for (w, e) in explored.iter().enumerate() {
        for (i, p) in e.paths.iter().enumerate() {
            if skip(w, i) {
                continue;
            }
            let masked: Vec<(usize, crate::eval::Term)> = divergence::skipped_lanes(p, entry[w])
                .into_iter()
                .filter(|(_, t)| match t.as_const() {
                    Some(m) => m != 0,
                    None => !constant_only,
                })
                .collect();
            let mask_terms: Vec<crate::eval::Term> =
                masked.iter().map(|(_, t)| t.clone()).collect();
            let confirm_with =
                |values: &[(Input, u64)], env: &dyn Fn(&Input) -> Option<u64>, out: &mut _| {
                    confirm(
                        module,
                        kernel,
                        (explored, entry, others_store.as_ref()),
                        (w, p),
                        &masked,
                        values,
                        env,
                        out,
                    )
                };
            if mask_terms.is_empty() {
                continue;
            }
            if std::time::Instant::now() > deadline || rlimit == Some(0) {
                return Ok(out);
            }
            // A few evaluated guesses before the solver: per-lane float compares and
            // remainders (`(t + n) % 3` over 32 lanes) are slow for it, and such a mask is
            // usually nonzero at a value the kernel names.
            let context: Vec<&crate::eval::Term> = p.events.iter().map(|e| &e.exec).collect();
            let guessed = mask_terms.iter().find_map(|m| {
                let zero = crate::eval::Term::constant(0, m.width());
                let some = m.eq(&zero).not();
                let goal: Vec<&crate::eval::Term> = p.cond.iter().chain([&some]).collect();
                if guesses_only && !crate::smt::guess::has_float(&goal) {
                    return None;
                }
                super::guessed_values(&goal, &context)
            });
            if let Some(values) = guessed {
                let env =
                    |i: &Input| Some(values.iter().find(|(x, _)| x == i).map_or(0, |(_, v)| *v));
                if let Some(f) = confirm_with(&values, &env, &mut out)? {
                    out.finding = Some(f);
                    return Ok(out);
                }
            }
            if guesses_only {
                continue;
            }
            let masks: Vec<BV> = mask_terms.iter().map(|t| terms.bv(t)).collect();
            let any: Vec<Bool> = masks
                .iter()
                .map(|m| m.eq(BV::from_u64(0, m.get_size())).not())
                .collect();
            let question = [conj(&mut terms, &p.cond), Bool::or(&any)];
            // A new solver for each path, holding the memory facts its values need.
            let solver = Solver::new();
            memory_consistency(&solver, &mut terms);
            let question = [&question[0], &question[1]];
            crate::effort::add(crate::effort::QUERY);
            let answer = match rlimit {
                Some(left) => {
                    let (answer, used) =
                        oneshot::check_fresh_within(solver, &question, millis_left(deadline), left);
                    rlimit = Some(left.saturating_sub(used));
                    answer
                }
                None => oneshot::check_fresh(solver, &question, millis_left(deadline)),
            };
            let model = match (answer.result, answer.model) {
                (SatResult::Sat, Some(m)) => m,
                (SatResult::Unsat, _) => continue,
                _ => {
                    return Err(Undecided::Solver(format!(
                        "the search for inputs that mask lanes off at a barrier of wave {} gave up ({})",
                        p.wave, answer.reason
                    )));
                }
            };
            let values = terms.values(&model);
            let env = |i: &Input| values.iter().find(|(x, _)| x == i).map(|(_, v)| *v);
            if let Some(f) = confirm_with(&values, &env, &mut out)? {
                out.finding = Some(f);
                return Ok(out);
            }
        }
    }
    Ok(out)
}

/// The finding of wave `w`'s path `p` under the inputs `values` (`env`), if its barriers
/// run with lanes masked off there, it depends on nothing unmodelled, and it replays.
#[allow(clippy::too_many_arguments)]
fn confirm(
    module: &Module,
    kernel: &Kernel,
    (explored, entry, others_store): (&[WaveExploration], &[u64], Option<&super::OthersStore>),
    (w, p): (usize, &crate::explore::WavePath),
    masked: &[(usize, crate::eval::Term)],
    values: &[(Input, u64)],
    env: &dyn Fn(&Input) -> Option<u64>,
    out: &mut PrefixSearch,
) -> Result<Option<Finding>, Undecided> {
    let Some(d) = divergence::check(module, &[p], &entry[w..=w], &[Vec::new()], env) else {
        return Ok(None);
    };
    // Only the path up to the first barrier that masks lanes off under `env` decides the
    // finding: what the wave computes or branches on afterwards (a value read from LDS, say)
    // cannot undo lanes skipping that barrier.
    let first = masked
        .iter()
        .find(|(_, t)| t.eval(env).is_some_and(|m| m != 0))
        .map(|(i, _)| *i);
    let prefix = first.map(|i| {
        let ev = &p.events[i];
        crate::explore::WavePath {
            cond: p.cond[..ev.cond_len.min(p.cond.len())].to_vec(),
            events: p.events[..=i].to_vec(),
            end_exec: ev.exec.clone(),
            ..p.clone()
        }
    });
    if let Some(names) = unmodelled_dependence(
        &[prefix.as_ref().unwrap_or(p)],
        &explored[w..=w],
        others_store,
        false,
    ) {
        out.not_reported.push(format!(
            "a possible barrier-divergence depends on the results of instructions bverify does not model ({names}); it was not reported"
        ));
        return Ok(None);
    }
    replays(&[p], env).map_err(Undecided::Solver)?;
    let witness = witness_of(kernel, values, &[p], env);
    Ok(Some(divergence_finding(d, witness)))
}
