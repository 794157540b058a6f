//! The decision slice: which vector ALU results can reach anything bverify decides on.
//!
//! A verdict depends on control flow, lane masks, barrier operands, memory addresses and the
//! values loads read, never on data a kernel only computes and stores. Real kernels spend
//! most instructions on such data (a matmul's multiply-adds, the oracle's `acc = acc * 3 + x`
//! chains), and evaluating them per lane and per wave is most of the exploration's time. An
//! instruction outside the slice is not evaluated: its destination keeps a stale value, which
//! nothing in the slice reads.
//!
//! The slice is a backward liveness of vector registers over each function's blocks, where
//! only *relevant* reads count (faint-variable analysis): every vector register a root reads
//! (any instruction other than a vector ALU instruction that writes nothing but vector
//! registers: memory addresses, lane-mask and scalar results, calls) is live, and a vector
//! ALU instruction is in the slice when it writes a live register, which makes its sources
//! live. A write ends a register's liveness only where it writes every lane that a later
//! read can see: a full-register write with EXEC known to be all ones (a forward analysis of
//! EXEC saves and restores from the kernel's entry, where a whole wave's EXEC is all ones).
//! A partial last wave gets a slice of its own, where only EXEC set to all ones counts:
//! whole-wave code writes and compares the lanes past its last thread. Scalar registers are
//! all relevant, except a vector instruction's carry-out that is written again before any
//! read ([`dead_carries`]). Calls and returns are context-insensitive: call targets are
//! known only during exploration, so a call reads what any function may read first and a
//! return sees live what is live after any call. Store data counts as read only where a
//! load, atomic, call or return may follow the store in the same wave (the wave's own stores
//! are read back; what other waves stored is never tracked, see `docs/semantics.md`).

use super::{Block, Flow, Module, Operand, Special, is_call};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// A vector register for this analysis: VGPRs and AGPRs in separate number ranges.
type VReg = (bool, u16);

/// Marks `inst.outside_slice` (for waves whose every lane holds a thread) and
/// `inst.outside_slice_partial` (for a partial last wave) on every vector ALU instruction no
/// decision depends on.
pub fn mark(module: &mut Module) {
    // Under `s_set_gpr_idx_on` a vector instruction's registers are offset by M0's index:
    // the operands do not name what it reads and writes.
    if module
        .insts
        .iter()
        .any(|i| i.mnemonic.starts_with("s_set_gpr_idx"))
    {
        return;
    }
    let old_carries = carry_into_vcc(&module.target.name);
    // Each function's blocks, once for the read-back walk and both slices.
    let functions: Vec<(usize, Vec<Block>)> = module
        .functions
        .values()
        .copied()
        .collect::<BTreeSet<usize>>()
        .into_iter()
        .map(|e| (e, module.blocks(e)))
        .collect();
    let data_read_back = store_data_read_back(module, &functions);
    let dead_carry = dead_carries(module, &functions);
    let candidate: Vec<Option<Vec<VReg>>> = module
        .insts
        .iter()
        .enumerate()
        .map(|(k, i)| {
            vector_destination(
                &i.mnemonic,
                &i.operands,
                old_carries,
                dead_carry.contains(&k),
            )
        })
        .collect();
    // A whole wave starts with EXEC all ones. A partial one does not, and whole-wave code
    // (`s_or_saveexec_b64 s[0:1], -1`) writes the lanes past its last thread, which a
    // compare in that code reads: there only EXEC set to all ones ends a register's life.
    let whole = slice(module, &functions, &candidate, &data_read_back, true);
    let partial = slice(module, &functions, &candidate, &data_read_back, false);
    for (i, inst) in module.insts.iter_mut().enumerate() {
        inst.outside_slice = whole[i];
        inst.outside_slice_partial = partial[i];
    }
}

/// Per instruction: a candidate outside the slice, with EXEC at a kernel's entry taken as
/// all ones or not.
fn slice(
    module: &Module,
    functions: &[(usize, Vec<Block>)],
    candidate: &[Option<Vec<VReg>>],
    data_read_back: &HashSet<usize>,
    entry_all_ones: bool,
) -> Vec<bool> {
    let n = module.insts.len();
    let mut analysed = vec![false; n];
    let fulls: Vec<BTreeMap<usize, bool>> = functions
        .iter()
        .map(|(entry, blocks)| {
            let kernel = module.kernels.iter().find(|k| k.entry == *entry);
            // A function other than a kernel starts with its caller's EXEC: nothing known.
            let start = kernel.map(|k| Exec {
                full: entry_all_ones,
                ..Exec::nothing(k.meta.wave_size == 32)
            });
            let wave32 = kernel.is_some_and(|k| k.meta.wave_size == 32);
            exec_full_before(module, blocks, start, wave32)
        })
        .collect();
    // Call targets are known only during exploration, so any call may enter any function
    // and any return may land after any call: a call reads what any function reads before
    // writing it, and a return (or tail call) sees live what is live after any call, or
    // read by a function it may tail-call. Least fixpoint over the module.
    let kernels: HashSet<usize> = module.kernels.iter().map(|k| k.entry).collect();
    let mut calls = Calls::default();
    let in_slice = loop {
        let mut in_slice = vec![false; n];
        let mut next = Calls::default();
        for ((entry, blocks), full) in functions.iter().zip(&fulls) {
            let fun = Function {
                module,
                blocks,
                candidate,
                data_read_back,
                full,
                calls: &calls,
            };
            let (entry_live, after) = fun.liveness(*entry, &mut in_slice);
            next.after.union(&after);
            if !kernels.contains(entry) {
                next.reads.union(&entry_live);
            }
            for b in blocks.iter() {
                analysed[b.start..b.end].fill(true);
            }
        }
        if next == calls {
            break in_slice;
        }
        calls = next;
    };
    (0..n)
        .map(|i| analysed[i] && candidate[i].is_some() && !in_slice[i])
        .collect()
}

/// Registers live at a point: a set, or all of them.
#[derive(Clone, PartialEq)]
struct Regs<R: Ord> {
    all: bool,
    regs: BTreeSet<R>,
}

impl<R: Ord> Default for Regs<R> {
    fn default() -> Self {
        Regs {
            all: false,
            regs: BTreeSet::new(),
        }
    }
}

/// Vector registers live at a point.
type Live = Regs<VReg>;

impl<R: Ord + Copy> Regs<R> {
    fn all() -> Regs<R> {
        Regs {
            all: true,
            regs: BTreeSet::new(),
        }
    }

    fn union(&mut self, other: &Regs<R>) {
        if self.all {
            return;
        }
        if other.all {
            *self = Regs::all();
        } else {
            self.regs.extend(other.regs.iter().copied());
        }
    }

    fn any(&self, regs: &[R]) -> bool {
        self.all || regs.iter().any(|r| self.regs.contains(r))
    }
}

/// Backward liveness over one function's `blocks` to its least fixpoint: what is live at
/// each block's start, by block start. `exit` gives what is live after a block that ends in
/// `flow` before its successors are added (a return's callers), `step` what is live before
/// instruction `i` from what is live after it. `step` runs on every instruction in every
/// pass, and passes before the last may see too little live (a latch met before its
/// header), so anything it records per instruction must be overwritten, not accumulated,
/// unless it only grows with liveness.
fn backward_fixpoint<R: Ord + Copy>(
    module: &Module,
    blocks: &[Block],
    exit: impl Fn(&Flow) -> Regs<R>,
    mut step: impl FnMut(usize, Regs<R>) -> Regs<R>,
) -> BTreeMap<usize, Regs<R>> {
    let at: BTreeMap<usize, usize> = blocks
        .iter()
        .enumerate()
        .map(|(b, x)| (x.start, b))
        .collect();
    let mut live_in: Vec<Regs<R>> = vec![Regs::default(); blocks.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for (b, x) in blocks.iter().enumerate().rev() {
            let mut live = exit(&module.insts[x.end - 1].flow);
            for s in &x.succs {
                match at.get(s) {
                    Some(&t) => live.union(&live_in[t]),
                    None => live = Regs::all(),
                }
            }
            for i in (x.start..x.end).rev() {
                live = step(i, live);
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
    }
    blocks.iter().map(|x| x.start).zip(live_in).collect()
}

/// What calls and returns see: the vector registers any non-kernel function reads before
/// writing them, and those live after any call.
#[derive(Clone, Default, PartialEq)]
struct Calls {
    reads: Live,
    after: Live,
}

struct Function<'a> {
    module: &'a Module,
    blocks: &'a [Block],
    candidate: &'a [Option<Vec<VReg>>],
    data_read_back: &'a HashSet<usize>,
    /// Per instruction: EXEC holds every lane a write must cover for it to end liveness.
    full: &'a BTreeMap<usize, bool>,
    calls: &'a Calls,
}

impl Function<'_> {
    /// Marks the slice; returns what is live at the function's entry and after its calls.
    fn liveness(&self, entry: usize, in_slice: &mut [bool]) -> (Live, Live) {
        let mut after = Live::default();
        let exit = |flow: &Flow| match flow {
            Flow::Indirect => Live::all(),
            Flow::Return => {
                let mut l = self.calls.after.clone();
                l.union(&self.calls.reads);
                l
            }
            _ => Live::default(),
        };
        // Slice marks and what is live after calls only grow with liveness.
        let live_in = backward_fixpoint(self.module, self.blocks, exit, |i, live| {
            if is_call(&self.module.insts[i].mnemonic) {
                after.union(&live);
            }
            self.step(i, live, in_slice)
        });
        (live_in.get(&entry).cloned().unwrap_or_default(), after)
    }

    /// Liveness before instruction `i` from liveness after it; marks `i` in the slice.
    fn step(&self, i: usize, mut live: Live, in_slice: &mut [bool]) -> Live {
        let inst = &self.module.insts[i];
        let m = inst.mnemonic.as_str();
        let Some(dst) = &self.candidate[i] else {
            // A root: what it reads is live. A call reads what the callee may read, and
            // what is live after it stays live through it.
            if is_call(m) {
                live.union(&self.calls.reads);
                return live;
            }
            for (k, op) in inst.operands.iter().enumerate() {
                // An LDS DMA writes no register: its first operand is an address.
                if (k == 0 && is_load(m) && inst.class != crate::encodings::InstClass::LdsDma)
                    || (!self.data_read_back.contains(&i) && is_store_data(m, k))
                {
                    continue;
                }
                if !live.all {
                    live.regs.extend(vregs(op));
                }
            }
            return live;
        };
        let relevant = live.any(dst);
        let whole = writes_whole_registers(inst);
        if whole && !live.all && self.full.get(&i).copied().unwrap_or(false) {
            for r in dst {
                live.regs.remove(r);
            }
        }
        if relevant {
            in_slice[i] = true;
            if !live.all {
                live.regs.extend(inst.operands[1..].iter().flat_map(vregs));
                if !whole {
                    live.regs.extend(dst.iter().copied());
                }
            }
        }
        live
    }
}

/// What is known of EXEC at a point of a kernel: whether it holds every lane of the wave,
/// which scalar registers hold such a mask, and which are its *partners* (EXEC and the
/// partner together hold every lane: the lanes a divergent loop or an `if` set aside, which
/// the code ORs back into EXEC where control flow joins).
#[derive(Clone, PartialEq)]
struct Exec {
    full: bool,
    saved: BTreeSet<(u16, u16)>,
    /// Meaningful only while EXEC is not full (then every register is a partner).
    partners: BTreeSet<(u16, u16)>,
    wave32: bool,
}

/// The scalar registers an operand names, as (first, count).
fn sreg_key(op: &Operand) -> Option<(u16, u16)> {
    match op {
        Operand::Sgpr { first, count } => Some((*first, *count)),
        Operand::Special(Special::Vcc) => Some((106, 2)),
        Operand::Special(Special::VccLo) => Some((106, 1)),
        Operand::Special(Special::VccHi) => Some((107, 1)),
        _ => None,
    }
}

impl Exec {
    fn meet(&mut self, other: &Exec) {
        let partners = match (self.full, other.full) {
            (true, true) => BTreeSet::new(),
            (true, false) => other.partners.clone(),
            (false, true) => self.partners.clone(),
            (false, false) => self
                .partners
                .intersection(&other.partners)
                .copied()
                .collect(),
        };
        self.full &= other.full;
        self.partners = partners;
        self.saved = self.saved.intersection(&other.saved).copied().collect();
    }

    fn nothing(wave32: bool) -> Exec {
        Exec {
            full: false,
            saved: BTreeSet::new(),
            partners: BTreeSet::new(),
            wave32,
        }
    }

    fn is_exec(&self, op: &Operand) -> bool {
        match op {
            Operand::Special(Special::Exec) => true,
            Operand::Special(Special::ExecLo) => self.wave32,
            _ => false,
        }
    }

    /// Whether `op` holds a mask with every lane EXEC must cover.
    fn holds_full(&self, op: &Operand) -> bool {
        match op {
            Operand::Imm(-1) => true,
            Operand::Imm(v) if self.wave32 => *v as u32 == u32::MAX,
            _ if self.is_exec(op) => self.full,
            _ => sreg_key(op).is_some_and(|k| self.saved.contains(&k)),
        }
    }

    /// Whether EXEC and `op` together hold every lane.
    fn partner(&self, op: &Operand) -> bool {
        self.full || self.holds_full(op) || sreg_key(op).is_some_and(|k| self.partners.contains(&k))
    }

    fn forget(&mut self, op: &Operand) {
        let Some((first, count)) = sreg_key(op) else {
            return;
        };
        let apart = |&(f, c): &(u16, u16)| f + c <= first || first + count <= f;
        self.saved.retain(apart);
        self.partners.retain(apart);
    }

    /// The state after `inst`.
    fn step(&mut self, inst: &super::Inst) {
        let m = inst.mnemonic.as_str();
        let ops = &inst.operands;
        if is_call(m) {
            *self = Exec::nothing(self.wave32);
            return;
        }
        let was_full = self.full;
        let dst = ops.first();
        let src = |k: usize| ops.get(k).unwrap_or(&Operand::Imm(0));
        let to_exec = dst.is_some_and(|d| self.is_exec(d));
        let writes_exec = dst.is_some_and(|d| {
            matches!(
                d,
                Operand::Special(Special::Exec | Special::ExecLo | Special::ExecHi)
            )
        }) || m.contains("saveexec")
            || m.contains("wrexec")
            || m.starts_with("v_cmpx");
        // The other operand of `op exec, exec, X` (either order).
        let other = || {
            if self.is_exec(src(1)) {
                Some(src(2))
            } else if self.is_exec(src(2)) {
                Some(src(1))
            } else {
                None
            }
        };
        let scalar_op = |p: &str| m.starts_with(p) && !m.contains("saveexec");
        let (full, partners) = if !writes_exec {
            (self.full, self.partners.clone())
        } else if to_exec && scalar_op("s_mov_b") {
            (self.holds_full(src(1)), BTreeSet::new())
        } else if to_exec && scalar_op("s_or_b") {
            // Only `exec | X` keeps every lane EXEC had, and with them its partners.
            match other() {
                Some(x) => (self.partner(x), self.partners.clone()),
                None => (
                    self.holds_full(src(1)) || self.holds_full(src(2)),
                    BTreeSet::new(),
                ),
            }
        } else if to_exec
            && (scalar_op("s_andn2_b") || scalar_op("s_and_not1_b") || scalar_op("s_xor_b"))
            && self.is_exec(src(1))
        {
            // `exec & ~X` or `exec ^ X`, ORed with X, is `exec | X`.
            let x = src(2);
            let kept = if self.partner(x) { sreg_key(x) } else { None };
            (false, kept.into_iter().collect())
        } else if m.starts_with("s_or_saveexec") {
            (was_full || self.partner(src(1)), self.partners.clone())
        } else {
            (false, BTreeSet::new())
        };
        // `D = D | Y` stays a partner; `D = exec ^ S` with S full is one (exec | D = exec | S).
        let dkey = dst.and_then(sreg_key);
        let or_keeps = scalar_op("s_or_b")
            && !writes_exec
            && dkey.is_some()
            && (dkey == sreg_key(src(1)) || dkey == sreg_key(src(2)))
            && dst.is_some_and(|d| self.partner(d));
        let xor_partner =
            scalar_op("s_xor_b") && !writes_exec && other().is_some_and(|x| self.holds_full(x));
        let saved_copy = (scalar_op("s_mov_b") && self.is_exec(src(1)) && was_full)
            || (m.contains("saveexec") && was_full);
        let mut next = Exec {
            full,
            saved: self.saved.clone(),
            partners,
            wave32: self.wave32,
        };
        // Scalar destinations: the first operand, and a VOP3 carry or mask destination.
        for (k, op) in ops.iter().enumerate().take(2) {
            if k == 0 || m.starts_with("v_") {
                next.forget(op);
            }
        }
        if m.starts_with("v_") {
            next.forget(&Operand::Special(Special::Vcc));
        }
        if let Some(k) = dkey {
            if or_keeps || xor_partner || (m.contains("saveexec") && was_full) {
                next.partners.insert(k);
            }
            if saved_copy {
                next.saved.insert(k);
            }
        }
        if next.full {
            next.partners.clear();
        }
        *self = next;
    }
}

/// EXEC fullness before each instruction of `blocks` (forward, meeting at joins).
fn exec_full_before(
    module: &Module,
    blocks: &[Block],
    start: Option<Exec>,
    wave32: bool,
) -> BTreeMap<usize, bool> {
    let at: BTreeMap<usize, usize> = blocks
        .iter()
        .enumerate()
        .map(|(b, x)| (x.start, b))
        .collect();
    let entry = blocks.first().map(|b| b.start);
    let mut state_in: Vec<Option<Exec>> = vec![None; blocks.len()];
    if let Some(e) = entry.and_then(|e| at.get(&e)) {
        state_in[*e] = Some(start.unwrap_or_else(|| Exec::nothing(wave32)));
    }
    let mut changed = true;
    while changed {
        changed = false;
        for (b, x) in blocks.iter().enumerate() {
            let Some(mut s) = state_in[b].clone() else {
                continue;
            };
            for i in x.start..x.end {
                s.step(&module.insts[i]);
            }
            for succ in &x.succs {
                let Some(&t) = at.get(succ) else { continue };
                let new = match &state_in[t] {
                    None => s.clone(),
                    Some(old) => {
                        let mut m = old.clone();
                        m.meet(&s);
                        m
                    }
                };
                if state_in[t].as_ref() != Some(&new) {
                    state_in[t] = Some(new);
                    changed = true;
                }
            }
        }
    }
    let mut full = BTreeMap::new();
    for (b, x) in blocks.iter().enumerate() {
        let Some(mut s) = state_in[b].clone() else {
            continue;
        };
        for i in x.start..x.end {
            full.insert(i, s.full);
            s.step(&module.insts[i]);
        }
    }
    full
}

/// Whether a vector ALU instruction replaces its whole destination in every active lane
/// (no accumulation into it, no 16-bit half, no DPP row mask or SDWA selection).
fn writes_whole_registers(inst: &super::Inst) -> bool {
    let m = inst.mnemonic.as_str();
    inst.modifiers.is_empty()
        && !["mac", "dpp", "sdwa", "writelane", "16", "dot", "_lo", "_hi"]
            .iter()
            .any(|k| m.contains(k))
        && !inst.text.contains(".h")
        && !inst.text.contains(".l")
}

/// The vector registers an operand names.
fn vregs(op: &Operand) -> Vec<VReg> {
    match op {
        Operand::Vgpr { first, count } => (*first..first + count).map(|r| (false, r)).collect(),
        Operand::Agpr { first, count } => (*first..first + count).map(|r| (true, r)).collect(),
        Operand::Modified { inner, .. } => vregs(inner),
        _ => Vec::new(),
    }
}

/// The registers a vector ALU instruction writes, if it writes nothing but the vector
/// registers of its first operand (no lane mask, carry, EXEC, M0-relative or second
/// destination).
/// `carry_dead`: the instruction's carry-out SGPRs (operand 1) are written again before
/// anything reads them ([`dead_carries`]).
pub(super) fn vector_destination(
    m: &str,
    ops: &[Operand],
    old_carries: bool,
    carry_dead: bool,
) -> Option<Vec<VReg>> {
    if !m.starts_with("v_") || m.starts_with("v_s_") {
        return None;
    }
    const WRITES_MORE: [&str; 14] = [
        "v_cmp",
        "v_readlane",
        "v_readfirstlane",
        "_co_",
        "addc",
        "subb",
        "div_scale",
        "mad_u64",
        "mad_i64",
        "movrel",
        "swap",
        "v_nop",
        "v_pipeflush",
        // GFX11+ dual issue: two instructions, two destinations.
        "v_dual",
    ];
    // A carry or lane-mask destination written to `null` is discarded (`v_mad_co_u64_u32
    // v[3:4], null, ...`, `v_add_co_u32_e64 v1, null, ...`).
    let mask_discarded = (carry_dead
        || matches!(ops.get(1), Some(Operand::Special(Special::Null))))
        && has_carry_out(m);
    if !mask_discarded && WRITES_MORE.iter().any(|k| m.contains(k)) {
        return None;
    }
    // GFX6-8 integer add and subtract write their carry to VCC.
    let int32 = m.contains("_u32") || m.contains("_i32");
    if old_carries
        && int32
        && ["v_add_", "v_sub_", "v_subrev_"]
            .iter()
            .any(|p| m.starts_with(p))
    {
        return None;
    }
    match ops.first() {
        Some(op @ (Operand::Vgpr { .. } | Operand::Agpr { .. })) => Some(vregs(op)),
        _ => None,
    }
}

/// Vector instructions whose carry-out (operand 1, explicit SGPRs, not VCC) no instruction
/// reads before a scalar move or bitwise operation writes those SGPRs again on every path.
/// The generated kernels' `acc * 3 + x` compiles to `v_mad_u64_u32 v[4:5], s[2:3], ...`
/// whose carry the loop overwrites with `s_mov_b64 s[2:3], -1`; kept as a root, the
/// carry pulled the whole accumulator chain into the slice (oracle seed 240: two thirds of
/// its exploration). Any other read of an SGPR counts, whatever operand it is (a scalar
/// store's data, a destination that only partly overwrites); a call reads what any function
/// may read, a return what any call site may, an unknown successor every SGPR; M0-relative
/// SGPR access (`s_movrels`) turns the analysis off.
fn dead_carries(module: &Module, functions: &[(usize, Vec<Block>)]) -> HashSet<usize> {
    let mut dead = HashSet::new();
    if module
        .insts
        .iter()
        .any(|i| i.mnemonic.starts_with("s_movrel"))
    {
        return dead;
    }
    /// SGPRs live at a point.
    type Sgprs = Regs<u16>;
    // Call targets are known only during exploration, so any call may enter any function
    // and any return may land after any call: a call reads what any function reads before
    // writing it, and a return (or tail call) sees live what is live after any call, or
    // read by a function it may tail-call. Least fixpoint over the module.
    let kernels: HashSet<usize> = module.kernels.iter().map(|k| k.entry).collect();
    let mut callee_reads = Sgprs::default();
    let mut after_calls = Sgprs::default();
    loop {
        dead.clear();
        let mut reads = Sgprs::default();
        let mut after = Sgprs::default();
        for (entry, blocks) in functions {
            let exit = |flow: &Flow| match flow {
                Flow::Indirect => Sgprs::all(),
                Flow::Return => {
                    let mut l = after_calls.clone();
                    l.union(&callee_reads);
                    l
                }
                _ => Sgprs::default(),
            };
            // Per carry: unread where it is written, as the last (fixpoint) pass saw it.
            let mut unread: BTreeMap<usize, bool> = BTreeMap::new();
            let live_in = backward_fixpoint(module, blocks, exit, |i, mut live| {
                let inst = &module.insts[i];
                let (m, ops) = (inst.mnemonic.as_str(), &inst.operands[..]);
                if is_call(m) {
                    after.union(&live);
                    live.union(&callee_reads);
                    for op in ops {
                        live.regs.extend(sgprs(op));
                    }
                    return live;
                }
                if writes_carry(m, ops) {
                    let regs: Vec<u16> = sgprs(&ops[1]).collect();
                    unread.insert(i, !live.any(&regs));
                    // Not taken as a write that ends the registers' liveness (a
                    // conservative choice); its sources are reads.
                    for op in &ops[2..] {
                        live.regs.extend(sgprs(op));
                    }
                    return live;
                }
                if overwrites_first(m)
                    && let Some(d) = ops.first()
                {
                    for r in sgprs(d) {
                        live.regs.remove(&r);
                    }
                    for op in &ops[1..] {
                        live.regs.extend(sgprs(op));
                    }
                } else {
                    for op in ops {
                        live.regs.extend(sgprs(op));
                    }
                }
                live
            });
            dead.extend(unread.into_iter().filter(|&(_, u)| u).map(|(i, _)| i));
            if !kernels.contains(entry)
                && let Some(l) = live_in.get(entry)
            {
                reads.union(l);
            }
        }
        if reads == callee_reads && after == after_calls {
            return dead;
        }
        callee_reads = reads;
        after_calls = after;
    }
}

/// Instructions that write all of operand 0 and read only the others: scalar moves,
/// arithmetic, bitwise operations and loads, and vector compares into SGPRs (a VOPC result
/// has a bit for every lane: 0 for an inactive one). `s_addk_i32` and the like read their
/// destination and are not here.
pub(super) fn overwrites_first(m: &str) -> bool {
    let op = ["_b32", "_b64", "_u32", "_i32", "_u64", "_i64"]
        .iter()
        .find_map(|w| m.strip_suffix(w))
        .unwrap_or(m);
    (m.starts_with("v_cmp_") && !m.starts_with("v_cmpx"))
        || m.starts_with("s_load_")
        || op.ends_with("_saveexec")
        || matches!(
            op,
            "s_mov"
                | "s_movk"
                | "s_cselect"
                | "s_getpc"
                | "s_and"
                | "s_or"
                | "s_xor"
                | "s_andn2"
                | "s_orn2"
                | "s_nand"
                | "s_nor"
                | "s_xnor"
                | "s_and_not1"
                | "s_or_not1"
                | "s_not"
                | "s_lshl"
                | "s_lshr"
                | "s_ashr"
                | "s_add"
                | "s_sub"
                | "s_addc"
                | "s_subb"
                | "s_mul"
                | "s_mul_hi"
                | "s_bfe"
                | "s_brev"
                | "s_min"
                | "s_max"
        )
}

/// The SGPRs an operand names (through input modifiers).
pub(super) fn sgprs(op: &Operand) -> std::ops::Range<u16> {
    match op {
        Operand::Sgpr { first, count } => *first..first + count,
        Operand::Modified { inner, .. } => sgprs(inner),
        _ => 0..0,
    }
}

/// A vector instruction with a carry-out into the SGPRs of operand 1 (VOP3b), which it
/// writes whole (a bit for every lane: 0 for an inactive one).
pub(super) fn writes_carry(m: &str, ops: &[Operand]) -> bool {
    m.starts_with("v_") && has_carry_out(m) && matches!(ops.get(1), Some(Operand::Sgpr { .. }))
}

/// Vector mnemonics with a carry-out or lane-mask destination as operand 1 (VOP3b).
pub(super) fn has_carry_out(m: &str) -> bool {
    ["_co_", "addc", "subb", "mad_u64", "mad_i64"]
        .iter()
        .any(|k| m.contains(k))
}

/// GFX6-8: `v_add_u32`/`v_add_i32` and friends carry out into VCC.
pub(super) fn carry_into_vcc(target: &str) -> bool {
    let digits = target.trim_start_matches("gfx");
    digits.len() == 3 && matches!(digits.as_bytes()[0], b'6' | b'7' | b'8')
}

/// Memory instructions whose first operand is the destination register.
fn is_load(m: &str) -> bool {
    let memory = [
        "global_", "flat_", "buffer_", "scratch_", "ds_", "image_", "tbuffer_",
    ]
    .iter()
    .any(|p| m.starts_with(p));
    memory && (m.contains("load") || m.starts_with("ds_read")) && !m.contains("lds")
}

/// Whether operand `k` of `m` is the data a plain store writes.
fn is_store_data(m: &str, k: usize) -> bool {
    if m.contains("lds") || m.contains("async") {
        return false;
    }
    if ["global_store", "flat_store", "scratch_store"]
        .iter()
        .any(|p| m.starts_with(p))
    {
        return k == 1;
    }
    if m.starts_with("buffer_store") || m.starts_with("tbuffer_store") {
        return k == 0;
    }
    if m.starts_with("ds_write") || m.starts_with("ds_store") {
        return k >= 1;
    }
    false
}

fn is_plain_store(m: &str) -> bool {
    (0..4).any(|k| is_store_data(m, k))
}

/// Whether the wave may read memory after running `m`: a load, an atomic, a call, or
/// anything that reads memory the tables do not sort.
fn may_read_memory(m: &str) -> bool {
    let memory = [
        "global_",
        "flat_",
        "buffer_",
        "scratch_",
        "ds_",
        "image_",
        "tbuffer_",
        "s_load",
        "s_buffer",
        "s_atomic",
        "s_scratch",
    ]
    .iter()
    .any(|p| m.starts_with(p));
    (memory && !is_plain_store(m)) || is_call(m) || m.starts_with("s_setpc")
}

/// The plain stores whose data the same wave may read back: a memory read (or a call, or a
/// way out of the function) reachable from the store. Stores in no kernel's blocks (in
/// functions the kernels call) count as read back.
fn store_data_read_back(module: &Module, functions: &[(usize, Vec<Block>)]) -> HashSet<usize> {
    let mut in_kernel = vec![false; module.insts.len()];
    let mut read_back = HashSet::new();
    let leaves = |b: &Block| matches!(module.insts[b.end - 1].flow, Flow::Return | Flow::Indirect);
    let kernels = functions
        .iter()
        .filter(|(e, _)| module.kernels.iter().any(|k| k.entry == *e));
    for (_, blocks) in kernels {
        let at: BTreeMap<usize, usize> = blocks
            .iter()
            .enumerate()
            .map(|(b, x)| (x.start, b))
            .collect();
        // Whether a block reads memory (or leaves the kernel other than at its end), or
        // reaches one that does.
        let mut reaches: Vec<bool> = blocks
            .iter()
            .map(|b| {
                (b.start..b.end).any(|i| may_read_memory(&module.insts[i].mnemonic)) || leaves(b)
            })
            .collect();
        let mut changed = true;
        while changed {
            changed = false;
            for (b, x) in blocks.iter().enumerate() {
                if !reaches[b]
                    && x.succs
                        .iter()
                        .any(|s| at.get(s).is_none_or(|&t| reaches[t]))
                {
                    reaches[b] = true;
                    changed = true;
                }
            }
        }
        for x in blocks {
            let after = x
                .succs
                .iter()
                .any(|s| at.get(s).is_none_or(|&t| reaches[t]))
                || leaves(x);
            in_kernel[x.start..x.end].fill(true);
            for i in x.start..x.end {
                let m = &module.insts[i].mnemonic;
                let later = (i + 1..x.end).any(|j| may_read_memory(&module.insts[j].mnemonic));
                if is_plain_store(m) && (after || later) {
                    read_back.insert(i);
                }
            }
        }
    }
    for (i, inst) in module.insts.iter().enumerate() {
        if !in_kernel[i] && is_plain_store(&inst.mnemonic) {
            read_back.insert(i);
        }
    }
    read_back
}
