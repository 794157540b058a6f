//! The questions bverify answers about a kernel.

use crate::cli::CheckArgs;
pub mod model;

use crate::error::Error;

/// Runs the default command (checking) from the CLI.
pub fn run_cli(args: &CheckArgs) -> Result<i32, Error> {
    let _ = args;
    Err(Error::Usage(
        "checking is not implemented yet; use `bverify parse`".into(),
    ))
}
