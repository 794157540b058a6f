//! Solver timeouts, set again only when they change.
//!
//! `Z3_solver_set_params` checks every parameter against the solver's descriptions and
//! costs about a millisecond on Z3 4.8: more than most of the branch queries it would
//! precede (60% of a loop proof's time, profiled on oracle seed 263).

use std::cell::Cell;
use z3::{Params, Solver};

/// The per-check timeout last given to one solver.
#[derive(Default)]
pub struct Timeout(Cell<Option<u32>>);

impl Timeout {
    /// Gives `solver`'s next checks about `ms` milliseconds. The timeout set before is kept
    /// while it is within 20 ms plus an eighth of `ms`, so a check may overrun a deadline by
    /// that much.
    pub fn set(&self, solver: &Solver, ms: u32) {
        let ms = ms.max(1);
        if self
            .0
            .get()
            .is_some_and(|old| old.abs_diff(ms) <= 20 + ms / 8)
        {
            return;
        }
        let mut params = Params::new();
        params.set_u32("timeout", ms);
        solver.set_params(&params);
        self.0.set(Some(ms));
    }
}
