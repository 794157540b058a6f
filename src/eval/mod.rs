//! Per-lane evaluation of one wave: the registers, EXEC, VCC, SCC and M0 as [`Term`]s.
//!
//! Lane ids are concrete, so exec-mask code is evaluated exactly; kernel arguments are
//! named symbolic inputs and anything unmodelled is havocked (a fresh unconstrained input).

pub mod float;
pub mod lanes;
pub mod lds;
mod regs;
pub mod term;
mod wave;

pub use term::{Input, Op, Term};
pub use wave::{
    AccessKind, EXEC_LO, Effect, GLOBAL_PHASE_VALUE, LDS_PHASE_VALUE, LDS_VALUE, LaunchShape, Loc,
    MemAccess, WaveState, Writes,
};
