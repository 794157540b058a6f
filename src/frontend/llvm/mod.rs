//! The LLVM IR frontend: textual `.ll` (LLVM 22) for AMDGPU kernels.
//!
//! [`parse::parse_module`] reads the text into [`ast`]; [`lower`] turns each `amdgpu_kernel`
//! into wave-level code in the kernel IR's own instruction vocabulary (AMDGPU instructions),
//! the way a SIMT machine runs it: every block is executed with EXEC set to the lanes that
//! reached it, and a loop goes around again while any lane took its back edge. The result
//! is read by the assembly frontend, so exploration, the barrier model and the reports are
//! the same for both inputs; every instruction keeps the `.ll` position it came from.

pub mod ast;
pub mod lower;
pub mod parse;
pub mod uniform;

use crate::error::{Error, Result};
use crate::kernel::{Module, SrcLoc};
use std::path::Path;

/// Parses and lowers an LLVM IR file. `target` overrides the kernels' `"target-cpu"`.
pub fn parse(file: &Path, text: &str, target: Option<&str>) -> Result<Module> {
    let err = |line: u32, col: u32, message: String| Error::Parse {
        file: file.to_path_buf(),
        line,
        col,
        message,
    };
    let m = parse::parse_module(text).map_err(|e| err(e.line, e.col, e.message))?;
    let lowered = lower::lower(&m, target).map_err(|e| err(e.pos.line, e.pos.col, e.message))?;
    // `RUST_LOG=bverify::frontend::llvm=trace` shows what the IR became.
    tracing::trace!(file = %file.display(), "lowered assembly:\n{}", lowered.asm);
    let mut module =
        super::amdgpu::parse(file, &lowered.asm, Some(&lowered.target)).map_err(|e| match e {
            // The generated code is ours: a failure to read it is a lowering bug, reported
            // at the IR instruction it came from.
            Error::Parse { line, message, .. } => {
                let at = lowered.pos(line);
                err(
                    at.line,
                    at.col,
                    format!("internal error: the lowered code does not parse ({message})"),
                )
            }
            other => other,
        })?;
    let lines: Vec<&str> = text.lines().collect();
    for inst in &mut module.insts {
        let at = lowered.pos(inst.loc.line);
        let source = lines
            .get(at.line.saturating_sub(1) as usize)
            .map(|l| l.trim())
            .unwrap_or("");
        inst.text = format!("{}    ; {}", inst.text, source);
        inst.loc = at;
    }
    for k in &mut module.kernels {
        k.loc = lowered.pos(k.loc.line);
        // The IR says which loads are atomic or volatile, and the lowering gives each of
        // them the target's coherence bits, even where llc would not (a workgroup-scope
        // atomic load is a plain `global_load` on GFX12.5 and in CU mode): a load without
        // them is not atomic here.
        k.meta.atomics_marked = true;
    }
    for n in &mut module.notes {
        n.loc = lowered.pos(n.loc.line);
    }
    Ok(module)
}

impl lower::Lowered {
    /// The IR position of a line of the lowered code (1-based).
    pub fn pos(&self, line: u32) -> SrcLoc {
        self.locs
            .get(line.saturating_sub(1) as usize)
            .map(|p| SrcLoc {
                line: p.line,
                col: p.col,
            })
            .unwrap_or(SrcLoc { line: 1, col: 1 })
    }
}
