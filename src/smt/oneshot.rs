//! Satisfiability checks on a new solver for each question.
//!
//! Z3's default solver runs its non-incremental configuration (simplification, equation
//! solving and bit-blasting before the search) only until the first `push`, assumption or
//! assertion after a check; from then on it answers with its incremental core, which skips
//! that preprocessing. Path conditions built from 32- or 64-lane EXEC masks are easy after
//! preprocessing and very hard without it: on IR oracle seed 126 one path-feasibility query
//! took 2.3 s incrementally and 37 ms on a new solver, and 25 branch-side queries 16.7 s
//! against 0.55 s. A new solver costs about 10 ms of setup and preprocessing, though, while
//! most questions take the incremental core well under a millisecond (oracle kernels ask
//! hundreds of them), so [`check_incremental_first`] gives the incremental solver
//! [`FIRST_MS`] and only then asks a new one.

use z3::ast::Bool;
use z3::{Model, Params, SatResult, Solver};

/// The answer to one check.
pub struct Answer {
    pub result: SatResult,
    /// A model, for a satisfiable check.
    pub model: Option<Model>,
    /// Why the solver gave up, for an unknown result.
    pub reason: String,
}

/// Time the incremental solver gets before a branch-side question goes to a new solver.
pub const FIRST_MS: u32 = 20;

/// Time the incremental solver gets before a question about whole paths or scenarios goes to
/// a new solver: some of these take the incremental core a few hundred milliseconds and a new
/// solver seconds (corpus `global_read_after_barrier_lane`, 0.3 s against 1.2 s), others the
/// other way round (IR seed 126, 2.3 s against 37 ms).
pub const FIRST_PATH_MS: u32 = 500;

/// Checks `solver`'s assertions and `extra` on `solver` itself (incrementally, in a scope of
/// its own) for at most `first` ms, then, if that gave no answer, on a new solver for the
/// rest of the about `ms` milliseconds.
pub fn check_incremental_first(
    (solver, timeout): (&Solver, &super::timeout::Timeout),
    extra: &[&Bool],
    first: u32,
    ms: u32,
) -> Answer {
    let start = std::time::Instant::now();
    if timeout.poisoned() {
        return Answer {
            result: SatResult::Unknown,
            model: None,
            reason: "an earlier Z3 call on this solver failed".into(),
        };
    }
    // Under a work limit the resource units bound the check, not a share of the time (a
    // timeout would make where it stops differ between runs).
    let rlimit = crate::effort::rlimit_left();
    let first_ms = if rlimit.is_some() { ms } else { ms.min(first) };
    timeout.set_limits(solver, first_ms, rlimit);
    if rlimit.is_some() {
        crate::effort::add(crate::effort::QUERY);
    }
    solver.push();
    let mut failed = super::timeout::failed(solver);
    for a in extra {
        solver.assert(*a);
        failed |= super::timeout::failed(solver);
    }
    let answer = answer_of(solver);
    failed |= super::timeout::failed(solver);
    solver.pop(1);
    if failed || super::timeout::failed(solver) {
        // The solver's scopes are no longer the caller's: no answer from it counts.
        tracing::debug!("a Z3 call failed; the incremental solver is not asked again");
        timeout.poison();
        return Answer {
            result: SatResult::Unknown,
            model: None,
            reason: "a Z3 call on the incremental solver failed".into(),
        };
    }
    let spent = start.elapsed().as_millis() as u32;
    if answer.result != SatResult::Unknown || spent >= ms {
        tracing::trace!(spent, answer = ?answer.result, "incremental check");
        return answer;
    }
    let t = std::time::Instant::now();
    let answer = check(solver, extra, ms - spent);
    tracing::trace!(spent, elapsed_ms = t.elapsed().as_millis() as u64, answer = ?answer.result, "incremental check gave up; new solver");
    answer
}

/// Checks the assertions of `store` together with `extra` on a new solver, given about
/// `ms` milliseconds.
pub fn check(store: &Solver, extra: &[&Bool], ms: u32) -> Answer {
    let solver = Solver::new();
    for a in store.get_assertions() {
        solver.assert(&a);
    }
    check_fresh(solver, extra, ms)
}

/// Checks `assertions` alone on a new solver, given about `ms` milliseconds.
pub fn check_all(assertions: &[&Bool], ms: u32) -> Answer {
    check_fresh(Solver::new(), assertions, ms)
}

/// Checks `solver`, never checked before (so it runs Z3's full preprocessing), with `extra`
/// added, given about `ms` milliseconds, and under a work limit ([`crate::effort::within`])
/// the resource units left, which it is charged.
pub fn check_fresh(solver: Solver, extra: &[&Bool], ms: u32) -> Answer {
    match crate::effort::rlimit_left() {
        Some(rlimit) => {
            let (answer, used) = check_fresh_within(solver, extra, ms, rlimit);
            crate::effort::charge_solver(used);
            answer
        }
        None => {
            for a in extra {
                solver.assert(*a);
            }
            let mut params = Params::new();
            params.set_u32("timeout", ms.max(1));
            solver.set_params(&params);
            answer_of(&solver)
        }
    }
}

/// [`check_fresh`] within at most `rlimit` of Z3's resource units as well: unlike a
/// timeout, the same question gives up at the same point on every run. Returns the answer
/// and the units the check used.
pub fn check_fresh_within(solver: Solver, extra: &[&Bool], ms: u32, rlimit: u64) -> (Answer, u64) {
    for a in extra {
        solver.assert(*a);
    }
    let mut params = Params::new();
    params.set_u32("timeout", ms.max(1));
    params.set_u32("rlimit", super::timeout::rlimit_param(Some(rlimit)));
    solver.set_params(&params);
    // The count is the context's, over every solver of this thread: the check used the
    // difference.
    let count = |solver: &Solver| match solver.get_statistics().value("rlimit count") {
        Some(z3::StatisticsValue::UInt(n)) => Some(u64::from(n)),
        Some(z3::StatisticsValue::Double(x)) => Some(x as u64),
        None => None,
    };
    let before = count(&solver);
    let t0 = std::time::Instant::now();
    let answer = answer_of(&solver);
    let used = match (before, count(&solver)) {
        (Some(b), Some(a)) => a.saturating_sub(b),
        _ => rlimit,
    };
    tracing::trace!(used, rlimit, elapsed_us = t0.elapsed().as_micros() as u64, answer = ?answer.result, "check within resource units");
    (answer, used)
}

/// Checks `solver` as it stands and takes its answer.
fn answer_of(solver: &Solver) -> Answer {
    let result = solver.check();
    Answer {
        result,
        model: match result {
            SatResult::Sat => solver.get_model(),
            _ => None,
        },
        reason: match result {
            SatResult::Unknown => solver.get_reason_unknown().unwrap_or_default(),
            _ => String::new(),
        },
    }
}
