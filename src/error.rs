//! Errors the user sees: bad input with `file:line:col`, bad usage, internal faults.

use std::path::PathBuf;

/// Every error bverify reports. Input and usage errors exit with code 2.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Malformed input at a known position.
    #[error("{}:{line}:{col}: error: {message}", file.display())]
    Parse {
        file: PathBuf,
        line: u32,
        col: u32,
        message: String,
    },
    /// Input that is well-formed but that bverify cannot check (said plainly, never guessed).
    #[error("{}: error: {message}", file.display())]
    Unsupported { file: PathBuf, message: String },
    /// A file that cannot be read.
    #[error("{}: error: {source}", file.display())]
    Io {
        file: PathBuf,
        source: std::io::Error,
    },
    /// Bad command-line usage.
    #[error("error: {0}")]
    Usage(String),
}

impl Error {
    /// Process exit code for this error (design: 2 for bad usage or input).
    pub fn exit_code(&self) -> i32 {
        2
    }
}

/// Result alias used across the library.
pub type Result<T, E = Error> = std::result::Result<T, E>;
