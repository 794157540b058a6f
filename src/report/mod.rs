//! Renderers: everything that turns results into text or JSON for the user.

pub mod dump;
pub mod verdict;
