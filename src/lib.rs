//! bverify: a bounded verifier for GPU barrier synchronization.
//!
//! The pipeline (see `docs/architecture.md`): [`frontend`] parses a kernel file into the
//! [`kernel`] IR; [`explore`] runs each wave symbolically over it with [`eval`]; [`model`]
//! holds the barrier execution model and its reference interpreter; [`report`] renders.

pub mod batch;
pub mod check;
pub mod cli;
pub mod effort;
pub mod encodings;
pub mod error;
pub mod eval;
pub mod explore;
pub mod frontend;
pub mod kernel;
pub mod launch;
pub mod model;
pub mod report;
pub mod smt;

pub use error::{Error, Result};
