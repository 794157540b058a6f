//! Lane-masked sections that an `s_cbranch_execz` skips and that do nothing when no lane
//! is active.
//!
//! Compilers guard a lane-masked `if` with `s_cbranch_execz` so that a wave with no active
//! lane does not issue the section: a shortcut, not a different behaviour, when every
//! instruction in it acts only through the lanes of EXEC (vector ALU into vector registers,
//! memory accesses, waits). Exploration then runs such a section under whatever EXEC the wave
//! has, possibly none, instead of forking on the branch: forking split every iteration of a
//! constant-trip loop whose mask depends on data (a compare-exchange on LDS values, as in
//! bitonic sort) into two paths that never merge (one did the LDS write, one did not), so the
//! loop was cut at `--unroll` (red team 18: a bug at trip 6 of 8 was never reached).
//!
//! A section qualifies only if it is straight-line code from the branch's fall-through to its
//! target (reached by falling through or by an `s_branch` to it) and holds nothing that acts
//! without lanes: no scalar instruction but waits and `s_nop`, no barrier, no vector
//! instruction that writes an SGPR, EXEC or M0 or ignores EXEC (`v_readlane`, `v_writelane`,
//! `v_cmp*`, carry-outs), no GWS, append or LDS-DMA access. With async transfers in the
//! module counter waits disqualify too: whether a wait runs decides what it completes.

use super::{Flow, Module, Operand};
use crate::encodings::InstClass;
use std::collections::BTreeSet;

/// Longest section considered (the lane-masked bodies that matter are short).
const MAX_SECTION: usize = 64;

/// The `s_cbranch_execz` instructions of `module` whose skipped section is inert with no
/// active lane.
pub fn inert(module: &Module) -> BTreeSet<usize> {
    let old_carries = super::slice::carry_into_vcc(&module.target.name);
    module
        .insts
        .iter()
        .enumerate()
        .filter(|(_, i)| i.mnemonic == "s_cbranch_execz")
        .filter_map(|(pc, i)| match &i.flow {
            Flow::CondJump(label) => {
                let target = *module.labels.get(label)?;
                skips_inert(module, pc, target, old_carries).then_some(pc)
            }
            _ => None,
        })
        .collect()
}

fn skips_inert(module: &Module, pc: usize, target: usize, old_carries: bool) -> bool {
    for at in pc + 1..(pc + 1 + MAX_SECTION).min(module.insts.len()) {
        if at == target {
            return true;
        }
        // Code of another function is not part of the section.
        if at != pc + 1 && module.functions.values().any(|&e| e == at) {
            return false;
        }
        let inst = &module.insts[at];
        match &inst.flow {
            Flow::Jump(l) => return module.labels.get(l) == Some(&target),
            Flow::Next => {}
            _ => return false,
        }
        if !inert_without_lanes(module, inst, old_carries) {
            return false;
        }
    }
    false
}

/// Whether `inst` does nothing when EXEC is zero.
fn inert_without_lanes(module: &Module, inst: &super::Inst, old_carries: bool) -> bool {
    let m = inst.mnemonic.as_str();
    if inst.class.is_barrier() || inst.class.is_async_transfer() || super::is_call(m) {
        return false;
    }
    if m.starts_with("s_") {
        let wait = inst.class == InstClass::WaitCounter || m.starts_with("s_waitcnt");
        return m == "s_nop" || (wait && !module.async_transfers);
    }
    if m.starts_with("v_") {
        return !m.contains("writelane")
            && !m.contains("permlane")
            && super::slice::vector_destination(m, &inst.operands, old_carries, false).is_some();
    }
    let memory = ["ds_", "global_", "flat_", "buffer_", "scratch_"]
        .iter()
        .any(|p| m.starts_with(p));
    let lane_free = [
        "gws", "append", "consume", "ordered", "lds", "async", "_addtid",
    ]
    .iter()
    .any(|k| m.contains(k));
    // A memory instruction's scalar operands are addresses and offsets it reads; M0 as an
    // operand marks the LDS-DMA and GWS forms excluded above.
    memory
        && !lane_free
        && !inst
            .operands
            .iter()
            .any(|o| matches!(o, Operand::Special(super::Special::M0)))
}
