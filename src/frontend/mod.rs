//! Frontends: one parser per input language, all producing a [`crate::kernel::Module`].

pub mod amdgpu;
pub mod llvm;

use crate::error::{Error, Result};
use crate::kernel::Module;
use std::path::Path;

/// Reads and parses a kernel file. `target` overrides the target named in the file.
pub fn load(path: &Path, target: Option<&str>) -> Result<Module> {
    let text = if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).map_err(|source| {
            Error::Io {
                file: path.to_path_buf(),
                source,
            }
        })?;
        s
    } else {
        let bytes = std::fs::read(path).map_err(|source| Error::Io {
            file: path.to_path_buf(),
            source,
        })?;
        String::from_utf8(bytes).map_err(|e| {
            let prefix = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = prefix.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
            let col = prefix.iter().rev().take_while(|&&b| b != b'\n').count() as u32 + 1;
            Error::Parse {
                file: path.to_path_buf(),
                line,
                col,
                message: "the file is not UTF-8 text; is this an assembly file?".into(),
            }
        })?
    };
    if path.extension().is_some_and(|e| e == "ll") {
        llvm::parse(path, &text, target)
    } else {
        amdgpu::parse(path, &text, target)
    }
}
