//! Solver timeouts, set again only when they change.
//!
//! `Z3_solver_set_params` checks every parameter against the solver's descriptions and
//! costs about a millisecond on Z3 4.8: more than most of the branch queries it would
//! precede (60% of a loop proof's time, profiled on oracle seed 263).

use std::cell::Cell;
use z3::{Params, Solver};

/// The per-check timeout last given to one solver, and whether a Z3 call on that solver
/// failed ([`failed`]): then its assertions are no longer known.
#[derive(Default)]
pub struct Timeout(Cell<Option<u32>>, Cell<bool>, Cell<Option<u64>>);

/// Whether the last Z3 call on `solver`'s context failed. With no error handler installed
/// (the z3 crate's setting), a failed call only records its error: a `push` or `pop`
/// cancelled by a timeout that fired as the check before it ended (Z3 4.8 leaves the
/// cancel flag raised then) leaves the solver's scopes out of step with the caller's, and
/// a later `unsat` may rest on assertions the caller popped.
pub fn failed(solver: &Solver) -> bool {
    let ctx = solver.get_context().get_z3_context();
    // Safety: the context is alive while `solver` is.
    unsafe { z3_sys::Z3_get_error_code(ctx) != z3_sys::ErrorCode::Ok }
}

impl Timeout {
    /// Records that a Z3 call on the solver failed.
    pub fn poison(&self) {
        self.1.set(true);
    }

    /// Whether a Z3 call on the solver failed: its answers can no longer be trusted.
    pub fn poisoned(&self) -> bool {
        self.1.get()
    }

    /// Gives `solver`'s next checks about `ms` milliseconds. The timeout set before is kept
    /// while it is within 20 ms plus an eighth of `ms`, so a check may overrun a deadline by
    /// that much.
    pub fn set(&self, solver: &Solver, ms: u32) {
        self.set_limits(solver, ms, None);
    }

    /// [`Timeout::set`], and at most about `rlimit` Z3 resource units per check where given
    /// (see [`crate::effort`]). The limit set before is kept while within a factor of two
    /// of `rlimit`, so that parameters are seldom set again.
    pub fn set_limits(&self, solver: &Solver, ms: u32, rlimit: Option<u64>) {
        let ms = ms.max(1);
        let time_kept = self
            .0
            .get()
            .is_some_and(|old| old.abs_diff(ms) <= 20 + ms / 8);
        let rlimit_kept = match (self.2.get(), rlimit) {
            (None, None) => true,
            (Some(old), Some(new)) => new <= old && new >= old / 2,
            _ => false,
        };
        if time_kept && rlimit_kept {
            return;
        }
        let mut params = Params::new();
        params.set_u32("timeout", ms);
        params.set_u32("rlimit", rlimit_param(rlimit));
        solver.set_params(&params);
        self.0.set(Some(ms));
        self.2.set(rlimit);
    }
}

/// The value of Z3's `rlimit` parameter for a limit of `rlimit` units (0: none).
pub fn rlimit_param(rlimit: Option<u64>) -> u32 {
    rlimit.map_or(0, |r| r.clamp(1, u64::from(u32::MAX)) as u32)
}
