//! The whole-pipeline oracle: random kernels through real clang, judged by a source-level
//! interpreter (see `docs/oracle.md`).
#![allow(dead_code)]

pub mod ast;
pub mod generate;
pub mod harness;
pub mod print;
pub mod run;
