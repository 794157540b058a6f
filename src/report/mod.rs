//! Renderers: everything that turns results into text or JSON for the user.

pub mod dump;
pub mod rules;
pub mod sarif;
pub mod svg;
pub mod verdict;

/// Writes `text` to standard output. A closed pipe (`bverify ... | head -1`) is not an
/// error: the reader has what it wanted, so the rest is dropped instead of panicking.
pub fn emit(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}
