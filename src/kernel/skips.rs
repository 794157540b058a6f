//! Lane-masked sections that an EXEC branch skips and that do nothing when no lane is
//! active.
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
//! A section qualifies only if it holds nothing that acts without lanes: no scalar
//! instruction but waits, `s_nop` and moves into SGPRs that are dead after the section, no
//! barrier, no vector instruction that writes an SGPR (but a carry-out into SGPRs dead
//! after the section), EXEC or M0 or ignores EXEC (`v_readlane`, `v_writelane`, `v_cmp*`),
//! no GWS, append or LDS-DMA access. With async transfers in the module counter waits
//! disqualify too: whether a wait runs decides what it completes.
//!
//! The section must then lead where the branch's other side leads. Either it reaches that
//! side's first instruction (the plain skip: straight-line code up to the target, or an
//! `s_branch` to it), or both sides go on with the same instructions and end in branches to
//! the same places. The second shape is LLVM's tail duplication on GFX12: a chain of masked
//! loads (`if (k + i < K) x[i] = p[i]`, eight in a row) is laid out as `s_cbranch_execnz` to
//! an out-of-line load whose block repeats the chain's EXEC restore and next test, with the
//! opposite branch. Forking on each link doubled the paths eight times over (the wave-lang
//! GEMM's loop proof ran out of work on gfx1201).

use super::slice::sgprs;
use super::{Flow, Module, Operand};
use crate::encodings::InstClass;
use std::collections::BTreeMap;

/// Longest section considered, and longest common tail after it (the lane-masked bodies
/// that matter are short).
const MAX_SECTION: usize = 64;

/// The EXEC branches (`s_cbranch_execz`, `s_cbranch_execnz`) of `module` whose side with
/// active lanes is inert without them and then does what the other side does, each with
/// the instruction that side starts at: exploration continues there whatever EXEC is.
pub fn inert(module: &Module) -> BTreeMap<usize, usize> {
    let old_carries = super::slice::carry_into_vcc(&module.target.name);
    let movrel = module
        .insts
        .iter()
        .any(|i| i.mnemonic.starts_with("s_movrel"));
    let walk = Walk {
        module,
        old_carries,
        movrel,
    };
    let mut skips = BTreeMap::new();
    for (pc, inst) in module.insts.iter().enumerate() {
        let Flow::CondJump(label) = &inst.flow else {
            continue;
        };
        let Some(&target) = module.labels.get(label) else {
            continue;
        };
        let (lanes, none) = match inst.mnemonic.as_str() {
            "s_cbranch_execz" => (pc + 1, target),
            "s_cbranch_execnz" => (target, pc + 1),
            _ => continue,
        };
        if walk.same_without_lanes(lanes, none) {
            skips.insert(pc, lanes);
        }
    }
    skips
}

/// Compares the two sides of an EXEC branch instruction by instruction.
struct Walk<'m> {
    module: &'m Module,
    old_carries: bool,
    /// The module has M0-relative moves, which read SGPRs no operand names.
    movrel: bool,
}

impl Walk<'_> {
    /// Whether starting at `lanes` with no active lane does what starting at `none` does:
    /// an inert section, then the same instructions as from `none` up to branches that go
    /// to the same places.
    fn same_without_lanes(&self, lanes: usize, none: usize) -> bool {
        let (mut a, mut z) = (lanes, none);
        let mut budget = MAX_SECTION;
        // SGPRs the section moves a value into: they must be dead where it ends.
        let mut moved: Vec<u16> = Vec::new();
        // The section.
        loop {
            if a == z {
                break;
            }
            if budget == 0 || self.entry_or_header(a, a != lanes) {
                return false;
            }
            budget -= 1;
            let Some(inst) = self.module.insts.get(a) else {
                return false;
            };
            match &inst.flow {
                Flow::Jump(l) => match self.module.labels.get(l) {
                    Some(&t) => a = t,
                    None => return false,
                },
                Flow::Next if inert_without_lanes(self.module, inst, self.old_carries) => a += 1,
                Flow::Next if let Some(regs) = moved_sgprs(inst) => {
                    moved.extend(regs);
                    a += 1;
                }
                Flow::Next if let Some(regs) = lane_mask_sgprs(inst, self.old_carries) => {
                    moved.extend(regs);
                    a += 1;
                }
                _ => break,
            }
        }
        if !moved.iter().all(|&r| self.unread(a, r)) {
            return false;
        }
        // The common tail.
        let mut budget = MAX_SECTION;
        loop {
            a = self.through_jumps_and_waits(a);
            z = self.through_jumps_and_waits(z);
            if a == z {
                return true;
            }
            if budget == 0 || self.entry_or_header(a, true) || self.entry_or_header(z, true) {
                return false;
            }
            budget -= 1;
            let (Some(x), Some(y)) = (self.module.insts.get(a), self.module.insts.get(z)) else {
                return false;
            };
            if (x.mnemonic.as_str(), &x.operands, &x.modifiers)
                != (y.mnemonic.as_str(), &y.operands, &y.modifiers)
            {
                return inverse_branches(x, y)
                    && self.target(x) == Some(self.through_jumps_and_waits(z + 1))
                    && self.target(y) == Some(self.through_jumps_and_waits(a + 1));
            }
            match &x.flow {
                Flow::Next if same_in_both(x) => {}
                // The same test on the same state: taken to one place, or on to the next.
                Flow::CondJump(_) => {}
                _ => return false,
            }
            (a, z) = (a + 1, z + 1);
        }
    }

    /// Whether SGPR `r` is written again before any read on every path from `start`, or the
    /// wave ends first (a bounded search: anything it does not finish counts as a read).
    fn unread(&self, start: usize, r: u16) -> bool {
        let module = self.module;
        if self.movrel {
            return false;
        }
        let names = |op: &Operand| scalar_regs(op).contains(&r);
        let mut stack = vec![start];
        let mut seen = std::collections::HashSet::new();
        let mut budget = 4 * MAX_SECTION;
        while let Some(mut pc) = stack.pop() {
            while seen.insert(pc) {
                if budget == 0 {
                    return false;
                }
                budget -= 1;
                let Some(inst) = module.insts.get(pc) else {
                    return false;
                };
                let (m, ops) = (inst.mnemonic.as_str(), &inst.operands);
                if super::is_call(m) {
                    return false;
                }
                let written = if super::slice::overwrites_first(m) {
                    Some(0)
                } else if carry_out(m, ops) {
                    Some(1)
                } else {
                    None
                };
                // VCC is read without being named by `s_cbranch_vccz`/`vccnz` and by
                // `v_div_fmas` (its other implicit readers print it).
                let implicit_vcc = m.starts_with("s_cbranch_vcc") || m.contains("div_fmas");
                if (implicit_vcc && VCC.contains(&r))
                    || ops
                        .iter()
                        .enumerate()
                        .any(|(k, o)| Some(k) != written && names(o))
                {
                    return false;
                }
                if written.is_some_and(|k| names(&ops[k])) {
                    break;
                }
                match &inst.flow {
                    Flow::Next => pc += 1,
                    Flow::Jump(l) => match module.labels.get(l) {
                        Some(&t) => pc = t,
                        None => return false,
                    },
                    Flow::CondJump(l) => match module.labels.get(l) {
                        Some(&t) => {
                            stack.push(t);
                            pc += 1;
                        }
                        None => return false,
                    },
                    Flow::End => break,
                    Flow::Return | Flow::Indirect => return false,
                }
            }
        }
        true
    }

    /// Where a branch goes, through jumps and waits.
    fn target(&self, inst: &super::Inst) -> Option<usize> {
        let Flow::CondJump(l) = &inst.flow else {
            return None;
        };
        Some(self.through_jumps_and_waits(*self.module.labels.get(l)?))
    }

    /// The first instruction from `pc` that is neither an `s_branch` nor a wait that does
    /// nothing here (no async transfers in the module) nor `s_nop`.
    fn through_jumps_and_waits(&self, mut pc: usize) -> usize {
        for _ in 0..MAX_SECTION {
            let Some(inst) = self.module.insts.get(pc) else {
                break;
            };
            match &inst.flow {
                Flow::Jump(l) => match self.module.labels.get(l) {
                    Some(&t) => pc = t,
                    None => break,
                },
                Flow::Next if idle(self.module, inst) => pc += 1,
                _ => break,
            }
        }
        pc
    }

    /// Whether `pc` heads a loop (iterations are counted there, so a side that passes one
    /// does not do what the other does) or, once past a side's first instruction, starts a
    /// function (code of another function is not part of the side).
    fn entry_or_header(&self, pc: usize, past_first: bool) -> bool {
        self.module.loops.header(pc).is_some()
            || (past_first && self.module.functions.values().any(|&e| e == pc))
    }
}

/// The SGPRs a scalar move writes (`s_mov_b32`, `s_mov_b64`, `s_movk_i32` into plain
/// SGPRs: no SCC, EXEC, VCC or M0). Compilers put the constant of a masked section's
/// `v_perm_b32` or `v_bfi_b32` in an SGPR there; with no active lane the move still happens,
/// which nothing can tell if the register is dead after the section.
fn moved_sgprs(inst: &super::Inst) -> Option<std::ops::Range<u16>> {
    matches!(
        inst.mnemonic.as_str(),
        "s_mov_b32" | "s_mov_b64" | "s_movk_i32"
    )
    .then(|| match inst.operands.first() {
        Some(op @ Operand::Sgpr { .. }) => Some(sgprs(op)),
        _ => None,
    })
    .flatten()
}

/// The SGPRs a vector instruction writes a lane mask into besides its vector registers:
/// the carry-out of `v_mad_u64_u32 v[6:7], s[2:3], ...` or `v_add_co_u32 v1, s[4:5], ...`
/// (operand 1). With no active lane the mask is all zeros, the SGPRs' old value on the
/// skipping side, which nothing can tell apart if they are dead after the section. LLVM
/// leaves such carries in the masked loads of a 2-D tile (`in[(y + j) * width + x]` in a
/// transpose: eight sections in a row, each forked on, and every fork a query over 64 lane
/// masks; red team 47's k15 found no path in 45 s).
fn lane_mask_sgprs(inst: &super::Inst, old_carries: bool) -> Option<Vec<u16>> {
    let (m, ops) = (inst.mnemonic.as_str(), &inst.operands);
    (carry_out(m, ops)
        && !m.contains("writelane")
        && !m.contains("permlane")
        && super::slice::vector_destination(m, ops, old_carries, true).is_some())
    .then(|| scalar_regs(&ops[1]))
}

/// Stand-ins for VCC's two halves among SGPR numbers (no SGPR has them).
const VCC: [u16; 2] = [u16::MAX - 1, u16::MAX];

/// The SGPRs an operand names, VCC as [`VCC`].
fn scalar_regs(op: &Operand) -> Vec<u16> {
    use super::Special;
    match op {
        Operand::Special(Special::Vcc) => VCC.to_vec(),
        Operand::Special(Special::VccLo) => vec![VCC[0]],
        Operand::Special(Special::VccHi) => vec![VCC[1]],
        Operand::Modified { inner, .. } => scalar_regs(inner),
        _ => sgprs(op).collect(),
    }
}

/// A vector instruction with a carry-out (VOP3b operand 1) into SGPRs or VCC, which it
/// writes whole.
fn carry_out(m: &str, ops: &[Operand]) -> bool {
    use super::Special;
    m.starts_with("v_")
        && super::slice::has_carry_out(m)
        && matches!(
            ops.get(1),
            Some(Operand::Sgpr { .. } | Operand::Special(Special::Vcc | Special::VccLo))
        )
}

/// Whether `inst` does nothing at all here: `s_nop`, the GFX11+ scheduling hints
/// `s_delay_alu` and `s_clause`, or a counter wait in a module without
/// async transfers (whether such a wait runs decides nothing).
pub fn idle(module: &Module, inst: &super::Inst) -> bool {
    matches!(inst.mnemonic.as_str(), "s_nop" | "s_delay_alu" | "s_clause")
        || (inst.class == InstClass::WaitCounter && !module.async_transfers)
}

/// `s_cbranch_execz` and `s_cbranch_execnz`, or another pair of opposite tests of the same
/// operand.
fn inverse_branches(x: &super::Inst, y: &super::Inst) -> bool {
    const PAIRS: [(&str, &str); 3] = [
        ("s_cbranch_execz", "s_cbranch_execnz"),
        ("s_cbranch_scc0", "s_cbranch_scc1"),
        ("s_cbranch_vccz", "s_cbranch_vccnz"),
    ];
    let (m, n) = (x.mnemonic.as_str(), y.mnemonic.as_str());
    matches!((&x.flow, &y.flow), (Flow::CondJump(_), Flow::CondJump(_)))
        && PAIRS
            .iter()
            .any(|&(p, q)| (m, n) == (p, q) || (m, n) == (q, p))
}

/// Whether the same instruction on the same state does the same on both sides: anything
/// but what depends on where it is (`s_getpc`), leaves the function, or is reported by its
/// line (barriers, async transfers, messages, traps), which the other side's copy would
/// then stand for.
fn same_in_both(inst: &super::Inst) -> bool {
    let m = inst.mnemonic.as_str();
    !(inst.class.is_barrier()
        || inst.class.is_async_transfer()
        || super::is_call(m)
        || m.starts_with("s_getpc")
        || m.starts_with("s_sendmsg")
        || m.starts_with("s_trap")
        || m.starts_with("s_sethalt"))
}

/// Whether `inst` does nothing when EXEC is zero.
fn inert_without_lanes(module: &Module, inst: &super::Inst, old_carries: bool) -> bool {
    let m = inst.mnemonic.as_str();
    if inst.class.is_barrier() || inst.class.is_async_transfer() || super::is_call(m) {
        return false;
    }
    if m.starts_with("s_") {
        return idle(module, inst) || (m.starts_with("s_waitcnt") && !module.async_transfers);
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

/// EXEC writes whose skip branch the compiler removed, each with where that branch went.
///
/// LLVM drops an `s_cbranch_execz` when the block it jumps over is short and harmless
/// without lanes (`SIPreEmitPeephole`). The printout then keeps the boundaries but not the
/// branch: the EXEC write ends its block, the guarded block follows as a `; %bb.N:`
/// comment (no branch names it), and the join is the next block boundary, a comment too
/// when nothing else branched there. Lanes the write turned off rejoin the others there,
/// as they would at the removed branch's target (red team 36: `if (c) { if (in[t] > k)
/// s[t] = k; __syncthreads(); }` on gfx942, where the barrier block follows the store's).
/// Only blocks of plain fall-through count: the peephole keeps any branch out of them.
pub fn removed(module: &Module) -> BTreeMap<usize, usize> {
    let labelled: std::collections::BTreeSet<usize> = module.labels.values().copied().collect();
    let boundary = |i: usize| labelled.contains(&i) || module.unlabelled_blocks.contains(&i);
    let mut found = BTreeMap::new();
    for &guarded in &module.unlabelled_blocks {
        if labelled.contains(&guarded) {
            continue;
        }
        let Some(write) = (0..guarded)
            .rev()
            .find(|&i| !idle(module, &module.insts[i]))
        else {
            continue;
        };
        let inst = &module.insts[write];
        let exec_write = inst.mnemonic.contains("saveexec")
            || matches!(
                inst.operands.first(),
                Some(Operand::Special(
                    super::Special::Exec | super::Special::ExecLo
                ))
            );
        if !exec_write || inst.flow != Flow::Next || (write + 1..guarded).any(&boundary) {
            continue;
        }
        let Some(join) = (guarded + 1..module.insts.len()).find(|&i| boundary(i)) else {
            continue;
        };
        if module.insts[guarded..join]
            .iter()
            .all(|i| i.flow == Flow::Next)
        {
            found.insert(write, join);
        }
    }
    found
}
