//! Z3 encodings: the barrier model ([`barrier`]) and kernel values ([`terms`]).
//!
//! Z3 terms live in the thread-local context of the thread that builds them; every query is
//! built and answered on one thread.

pub mod barrier;
pub mod enumerate;
pub mod fp;
pub mod guess;
pub mod num;
pub mod oneshot;
pub mod paths;
pub mod terms;
pub mod timeout;
