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
}

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
    limit.is_some_and(|l| done() > l)
}
