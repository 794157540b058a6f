//! Work done by the check on this thread, in units that do not depend on the machine.
//!
//! The check chooses between ways on (a loop proof, a longer exploration) by budgets
//! relative to what the first exploration cost. Measured in wall-clock time, those choices
//! changed from run to run and under load (red team 18: the same command said `verified`
//! one run in ten and `bounded` otherwise), and CI needs the same answer every time. So the
//! budgets count work instead: one unit per instruction explored and a fixed charge per
//! solver query of exploration. The user's `--timeout` stays a wall-clock limit; past it
//! the result is `inconclusive`, which says so.

use std::cell::Cell;

thread_local! {
    static DONE: Cell<u64> = const { Cell::new(0) };
    /// The work limit of the way on this thread runs now, if it has one ([`within`]).
    static LIMIT: Cell<Option<u64>> = const { Cell::new(None) };
}

/// Z3 resource units a solver spends in about the time of one unit of work (Z3 spends
/// about a million a second; a unit of work takes from 20 µs to a few times that where
/// branch queries dominate).
pub const RLIMIT_PER_WORK: u64 = 1_000;

/// Units charged for one solver query about a branch side (about the time of this many
/// explored instructions).
pub const QUERY: u64 = 200;

/// Adds `units` of work done on this thread.
pub fn add(units: u64) {
    DONE.with(|d| d.set(d.get().saturating_add(units)));
}

/// Work done on this thread so far.
pub fn done() -> u64 {
    DONE.with(Cell::get)
}

/// Whether the work done on this thread is past `limit` (an absolute [`done`] value).
pub fn past(limit: Option<u64>) -> bool {
    limit.is_some_and(|l| done() >= l)
}

/// Runs `f` with `limit` as the thread's work limit: the solver questions it asks are
/// given the Z3 resource units left ([`rlimit_left`]) instead of a share of the time, and
/// their work is charged, so that a loop proof stops at the same point on every run.
pub fn within<T>(limit: Option<u64>, f: impl FnOnce() -> T) -> T {
    let outer = LIMIT.with(|l| l.replace(limit));
    let out = f();
    LIMIT.with(|l| l.set(outer));
    out
}

/// The thread's work limit ([`within`]), if it has one.
pub fn limit() -> Option<u64> {
    LIMIT.with(Cell::get)
}

/// Whether the thread's work limit ([`within`]) is used up.
pub fn past_limit() -> bool {
    past(LIMIT.with(Cell::get))
}

/// Z3 resource units left under the thread's work limit, if it has one (at least 1).
pub fn rlimit_left() -> Option<u64> {
    LIMIT
        .with(Cell::get)
        .map(|l| (l.saturating_sub(done()) * RLIMIT_PER_WORK).max(1))
}

/// Charges a solver check that used `rlimit` resource units.
pub fn charge_solver(rlimit: u64) {
    add(rlimit / RLIMIT_PER_WORK + 1);
}
