//! The state of one wave and the semantics of the instructions that decide control flow
//! and barrier operands. Instructions the evaluator does not model havoc what they write.

use super::float;
use super::regs::RegFile;
use super::term::{Input, Node, Op, SubstMemo, Term, mask};
use crate::encodings::InstClass;
use crate::kernel::{Inst, KernelMeta, Operand, Special};
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

const VCC_LO: u16 = 106;
const VCC_HI: u16 = 107;
const M0: u16 = 124;
/// The SGPR index EXEC's low half is held under (EXEC_HI is the next one).
pub const EXEC_LO: u16 = 126;
const EXEC_HI: u16 = 127;
/// Register-file key for AGPRs, kept beside VGPRs: above every VGPR number the IR lowering
/// allocates ([`crate::frontend::llvm`] numbers values as virtual registers).
const AGPR_BASE: u16 = 0x8000;
/// Scalar register index of `ttmp0`: outside the SGPR file, above the IR lowering's SGPRs.
const TTMP_BASE: u16 = 0x8000;

/// Workgroup shape and which wave this is.
#[derive(Clone, Copy, Debug)]
pub struct LaunchShape {
    pub wave: u32,
    pub wave_size: u32,
    /// Threads in the whole workgroup (the last wave may be partial).
    pub threads: u32,
    /// Workgroup dimensions; threads are numbered x fastest.
    pub dims: [u32; 3],
    /// Whether v0 packs x, y, z in 10-bit fields (gfx90a, gfx940+, gfx11+).
    pub packed_tid: bool,
}

impl LaunchShape {
    /// The lanes of this wave that hold a thread of the workgroup (EXEC at the entry).
    pub fn lanes(&self) -> u64 {
        let live = self
            .threads
            .saturating_sub(self.wave * self.wave_size)
            .min(self.wave_size);
        mask(live as u8)
    }

    /// Whether some lane of this wave holds no thread (the last wave of the workgroup).
    pub fn is_partial(&self) -> bool {
        self.lanes() != mask(self.wave_size as u8)
    }
}

/// What an instruction did besides updating registers.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    None,
    /// The evaluator does not know this instruction; its destinations were havocked.
    Havocked,
    /// A scalar load read one value shared by every wave (docs/semantics.md): an
    /// assumption the result must state.
    SharedLoad,
    /// A vector load between two barriers read one value per address shared by every wave
    /// reading it in that phase (no store of another wave can race with it): an assumption
    /// the result must state.
    PhaseLoad,
    /// A DS load between two barriers read one value per address shared by every wave
    /// reading it in that phase ([`LDS_PHASE_VALUE`]): an assumption the result must state.
    LdsPhaseLoad,
    /// A GFX12.5 read of the cluster-dispatch status was answered "not a cluster dispatch"
    /// (the launch model has no clusters): an assumption the result must state.
    NoClusters,
}

/// A map shared by clones until one of them writes it. A vector instruction reads its
/// sources from a copy of the state taken before it writes, so each clone must cost only a
/// few reference counts, and only the maps the instruction writes are copied.
#[derive(Clone, Debug, Default)]
struct CopyOnWrite<M: Clone>(Rc<M>);

impl<M: Clone> std::ops::Deref for CopyOnWrite<M> {
    type Target = M;
    fn deref(&self) -> &M {
        &self.0
    }
}

impl<M: Clone> std::ops::DerefMut for CopyOnWrite<M> {
    fn deref_mut(&mut self) -> &mut M {
        Rc::make_mut(&mut self.0)
    }
}

/// Registers of one wave. Cloning is cheap (maps, terms and lane vectors are shared).
#[derive(Clone, Debug)]
pub struct WaveState {
    pub shape: LaunchShape,
    sgpr: RegFile<Term>,
    vgpr: RegFile<Rc<Vec<Term>>>,
    scc: Term,
    next_havoc: u32,
    /// The last mask split into lane bits, and its bits.
    lane_bits: Option<(Term, Rc<Vec<Term>>)>,
    /// Private (scratch) memory the wave wrote at constant addresses: one value per lane per
    /// dword, so a spilled register reloads as itself (`-O0` code spills every value).
    scratch: CopyOnWrite<HashMap<u64, Rc<Vec<Term>>>>,
    /// Some private store was not followed (at an address not known, unaligned, through
    /// unknown code) and forgot remembered dwords: a private read that finds no remembered
    /// dword may then miss what the lane stored, so its value is unmodelled, not an input.
    scratch_lost: bool,
    /// Under `s_set_gpr_idx_on` (GFX8-9): whether vector instructions' sources, and their
    /// destinations, are offset by M0's index ([`WaveState::gpr_index_mode`]).
    gpr_index: Option<(bool, bool)>,
    /// Kernarg bytes the launch fixes (hidden group sizes), by byte offset: a hidden argument
    /// comes from the launch being checked, never from the user.
    launch_bytes: CopyOnWrite<std::collections::BTreeMap<u32, u8>>,
    /// The kernel computes single precision in the default mode (denormals kept, round to
    /// nearest even), so float operations on symbolic values become exact float terms.
    ieee_f32: bool,
    /// The same for double precision (`.amdhsa_float_*_16_64`); conversions between the
    /// two need both.
    ieee_f64: bool,
    /// Kernarg offsets of the pointer arguments, and whether the memory behind each does
    /// not change during the dispatch.
    pointer_args: Rc<Vec<(u32, bool)>>,
    /// The file's data symbols (`KernelMeta::data_symbols`).
    data_symbols: std::sync::Arc<std::collections::BTreeMap<String, crate::kernel::DataSymbol>>,
    /// Offsets of the `restrict` pointer arguments.
    restrict_args: Rc<Vec<u32>>,
    /// Kernarg offsets of the hidden aperture arguments (code object v5 on GFX8, where no
    /// `src_private_base` exists): `true` for `hidden_private_base`, `false` for
    /// `hidden_shared_base`.
    aperture_args: Rc<Vec<(u32, bool)>>,
    /// Kernarg offsets of the hidden arguments the launch ties to the checked workgroup
    /// ([`LaunchArg`]).
    launch_args: Rc<Vec<(u32, LaunchArg)>>,
    /// [`KernelMeta::uniform_work_group_size`].
    uniform_groups: bool,
    /// A fact about the launch was taken for a workgroup that is a whole one, in a kernel
    /// whose grid need not be whole workgroups (since [`WaveState::take_whole_group`]).
    whole_group_assumed: bool,
    /// The kernel writes the float mode (`s_setreg` of MODE, `s_round_mode`,
    /// `s_denorm_mode`): float instructions are not evaluated.
    float_mode_varies: bool,
    /// The wave may see global memory other than the dispatch's start: it has stored to it,
    /// done an atomic, invalidated a cache or passed a barrier (or a summarised loop that
    /// may have). Until then a plain load can only read another wave's store by racing
    /// with it, so it reads the dispatch's memory.
    may_see_writes: bool,
    /// Workgroup barriers the wave has completed on its path (32 bits; symbolic inside and
    /// after a summarised loop, the same in every wave); `None` once unknown (a named
    /// barrier's wait, paths merged at different counts).
    barrier_phase: Option<Term>,
    /// The wave wrote global memory (a store or an atomic) since its last workgroup barrier.
    wrote_this_phase: bool,
    /// Every global address the wave may have written since its last workgroup barrier, with
    /// the bytes written there, while each is known (plain stores of whole dwords, 16 bits or
    /// a byte); `None` once some write's addresses are not. A read that provably misses all
    /// of them still reads the phase's shared value.
    phase_writes: Option<Rc<Vec<(Term, u32)>>>,
    /// [`crate::kernel::KernelMeta::lds_meets_at_barriers`].
    lds_meets_at_barriers: bool,
    /// The wave may have written LDS (a DS store, a flat store or atomic, a summarised loop
    /// some iteration of which writes LDS)
    /// since its last workgroup barrier: its DS loads then read what it wrote.
    lds_wrote_this_phase: bool,
    /// Global and LDS writes on the path so far (each counts once), so a loop summary can
    /// tell whether an iteration wrote ([`WaveState::writes_since`]).
    writes: Writes,
    /// The wave's latest global store of whole dwords, 16 bits or a byte in this phase, for
    /// its own later loads of the same addresses.
    last_store: Option<Rc<OwnStore>>,
    /// The wave's latest store of the phase before this one, while the wave has not written
    /// memory in this phase: a thread that wrote an address before the barrier that ended
    /// that phase was its last writer (another would have raced with it), and no thread
    /// writes it in this phase before the wave's load without racing with the load. Read
    /// back by any lane of the wave (`out[t ^ 1]` written by the neighbour).
    past_store: Option<Rc<OwnStore>>,
    /// What the last instruction established about shared values (a word of the phase's
    /// memory is what the wave stored there before the barrier), for the path condition.
    facts: Vec<Term>,
    /// No instruction synchronises waves through memory ([`KernelMeta::syncs_only_at_barriers`]):
    /// between two barriers a plain load reads what every other wave reading the address
    /// then reads, unless the wave wrote memory itself.
    syncs_only_at_barriers: bool,
    /// Vector loads without coherence bits are not atomic on this target
    /// ([`KernelMeta::atomics_marked`]): the dispatch-memory reading above may be used.
    plain_loads_not_atomic: bool,
    /// [`KernelMeta::sixteen_bit_zero_high`].
    sixteen_bit_zero_high: bool,
    /// [`KernelMeta::prove_phase_reads`]: shared reads between barriers wherever a proof
    /// follows, and the accesses it needs are recorded in `accesses`.
    prove_phase_reads: bool,
    /// Accesses of the last instructions for that proof, taken by the explorer.
    accesses: Vec<MemAccess>,
    /// The values read as one value per address and phase, each with the havoc count of
    /// its latest read: a wave that reads an address again in the phase reads the shared
    /// value once more (the proof that no other wave writes the address in the phase
    /// covers every read of it, and a value read afresh would let two reads of `in[0]`
    /// disagree), but a loop deciding on one reads memory ([`WaveState::reads_memory_since`]:
    /// possibly a spin-wait), as it would on a fresh value.
    phase_reads: Rc<Vec<(u32, Term)>>,
}

/// A global memory access the proof of shared reads between barriers looks at
/// (`check::phase_reads`): a read as one value per address and phase, or a write.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemAccess {
    /// Source line of the instruction.
    pub line: u32,
    pub kind: AccessKind,
    /// Workgroup barriers the wave completed before it; `None` where not known.
    pub phase: Option<Term>,
    /// The first byte each active lane touches (each address once); `None` where not known.
    pub addrs: Option<Vec<Term>>,
    /// Bytes touched from each address.
    pub bytes: u32,
    /// The pointer argument every address is in (its kernarg offset), and whether it is
    /// `restrict`; `None` where not known.
    pub base: Option<(u32, bool)>,
}

/// What a [`MemAccess`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessKind {
    /// A load read as one value per address and barrier phase for every wave.
    SharedRead,
    /// A store that is not atomic: racing with a read is undefined behaviour.
    PlainWrite,
    /// A store without coherence bits on a target where a workgroup-scope atomic store
    /// looks the same (GFX90A/908, GFX12.5, CU mode).
    PlainOrAtomicWrite,
    /// An atomic, a store with coherence bits, or memory written by code bverify cannot
    /// see.
    AtomicWrite,
}

/// A wave's store to global memory: each lane's address, whether the lane stored, and the
/// dwords it wrote.
#[derive(Debug)]
struct OwnStore {
    addrs: Vec<Term>,
    stored: Vec<bool>,
    dwords: Vec<Vec<Term>>,
    /// Bytes stored per register: 4, or 2 and 1 for `_short`/`_b16` and `_byte`/`_b8` (the
    /// register's low bits; read back only by a load of the same size).
    bytes: u8,
}

/// A 16-bit instruction that names only low halves: no `.h` operand, no `op_sel` or other
/// modifier (the parser keeps `v1.l` and `v1.h` as `v1`, so the text decides).
fn low_halves_only(inst: &Inst) -> bool {
    inst.modifiers.is_empty()
        && !inst
            .text
            .split([' ', ',', '\t'])
            .any(|t| t.ends_with(".h") || t.contains("op_sel"))
}

/// Substitutions of decided conditions by (from, to), kept across calls and states: a
/// loop decides the same condition in every iteration, and its carried values share all
/// but their newest nodes with the previous iteration's, so only those are walked again
/// (a walk of every lane's whole value made a 300-trip loop quadratic, oracle seed 240).
/// A memo entry holds its term, so an id is not reused while it is cached.
type ReplacedMemos = Vec<(Term, Term, SubstMemo)>;

/// Pairs of [`ReplacedMemos`] kept, and their entries before all are dropped.
const REPLACED_PAIRS: usize = 8;
const REPLACED_MAX: usize = 1 << 20;

thread_local! {
    static REPLACED: std::cell::RefCell<ReplacedMemos> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `f` of the sources' values in each of `ws` lanes; `None` where `f` gives none in a lane
/// `exec_bits` may leave on (a surely inactive lane gets a `width`-bit placeholder). The
/// previous lane's result is reused when its operands were the same terms: a value the
/// whole wave shares often sits in every lane of a VGPR (lowered IR keeps uniform values
/// there), and each lane would otherwise build and intern the same result again. `f` must
/// be a function of its operands only.
fn per_lane(
    ws: u32,
    sources: &[LaneSource],
    f: &dyn Fn(&[Term]) -> Option<Term>,
    (exec_bits, width): (&[Term], u8),
) -> Option<Vec<Term>> {
    let mut out = Vec::with_capacity(ws as usize);
    let (mut args, mut prev): (Vec<Term>, Vec<Term>) = Default::default();
    let mut result: Option<Term> = None;
    for l in 0..ws {
        args.clear();
        args.extend(sources.iter().map(|s| s.lane(l)));
        if let Some(r) = &result
            && prev == args
        {
            out.push(r.clone());
            continue;
        }
        // A lane that is surely off is not written (its value is a placeholder): what it
        // would compute from registers it never set (a partial last wave's lanes past the
        // launch) does not make the instruction unmodelled for the lanes that run.
        let r = match f(&args) {
            Some(r) => r,
            None if exec_bits
                .get(l as usize)
                .is_some_and(|b| b.as_const() == Some(0)) =>
            {
                out.push(Term::constant(0, width));
                continue;
            }
            None => return None,
        };
        out.push(r.clone());
        result = Some(r);
        std::mem::swap(&mut prev, &mut args);
    }
    Some(out)
}

/// An operand's value in each lane ([`WaveState::lane_source`]).
enum LaneSource {
    Lanes(Rc<Vec<Term>>),
    Same(Term),
}

impl LaneSource {
    fn lane(&self, l: u32) -> Term {
        match self {
            LaneSource::Lanes(v) => v[l as usize].clone(),
            LaneSource::Same(t) => t.clone(),
        }
    }
}

/// Values as an active lane computes them, one substitution memo per distinct lane bit (a
/// uniform mask has one bit for every lane). A lane's result counts only where the lane is
/// active, so `ite(bit, a, old)` inside it can be read as `a`: under a uniform `if` compiled
/// to EXEC masking (`-O0`), or a callee's compare of an argument the caller set only in the
/// active lanes, the inactive side's values (often uninitialised) drop out.
#[derive(Default)]
struct WhenActive(Vec<(Term, crate::eval::term::SubstMemo)>);

impl WhenActive {
    fn value(&mut self, t: Term, bit: &Term) -> Term {
        if bit.as_const().is_some() {
            return t;
        }
        let i = match self.0.iter().position(|(b, _)| b == bit) {
            Some(i) => i,
            None => {
                self.0.push((bit.clone(), HashMap::default()));
                self.0.len() - 1
            }
        };
        t.subst(bit, &Term::bool(true), &mut self.0[i].1)
    }
}

/// What a lane reads of lane `src`'s value in `from` across the wave (`ds_bpermute`,
/// `ds_swizzle`, DPP): 0 where `src_active` says that lane is off.
fn other_lane(from: &[Term], src_active: &Term, src: usize) -> Term {
    Term::ite(src_active, &from[src], &Term::constant(0, 32))
}

/// A lane's 16-bit result from its 16-bit operands.
type HalfFn = Box<dyn Fn(&[Term]) -> Term>;

/// The VGPR half each operand of a GFX11+ true16 instruction names (`v1.l` low: `Some(false)`,
/// `v1.h` high: `Some(true)`), `None` for scalar and constant operands. `None` overall when a
/// VGPR operand names no half (GFX9-10 or fake16 syntax) or a modifier is present.
fn true16_halves(inst: &Inst) -> Option<Vec<Option<bool>>> {
    if !inst.modifiers.is_empty() {
        return None;
    }
    let (_, body) = inst.text.trim().split_once(char::is_whitespace)?;
    body.split(',')
        .map(|t| {
            let t = t.trim();
            let vgpr = t
                .strip_prefix('v')
                .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
            match (vgpr, t.strip_suffix(".h"), t.strip_suffix(".l")) {
                (false, ..) => Some(None),
                (true, Some(_), _) => Some(Some(true)),
                (true, _, Some(_)) => Some(Some(false)),
                (true, None, None) => None,
            }
        })
        .collect()
}

/// What a load of `sub` (bytes and signedness; `None`: a whole dword) puts in a register
/// from the dword `v` whose low bytes it reads.
fn as_loaded(v: &Term, sub: Option<(u32, bool)>) -> Term {
    match sub {
        Some((bytes, true)) => v.extract(0, 8 * bytes as u8).sext(32),
        Some((bytes, false)) => v.extract(0, 8 * bytes as u8).zext(32),
        None => v.clone(),
    }
}

/// The 32-bit register value of two 16-bit halves, `low` in bits 15:0.
fn halves16(low: &Term, high: &Term) -> Term {
    let shifted = Term::op(Op::Shl, 32, vec![high.zext(32), Term::constant(16, 32)]);
    low.zext(32).or(&shifted)
}

/// Counts of a wave's writes to global memory and to LDS; see [`WaveState::writes_since`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Writes {
    /// Stores and atomics to global memory (or anywhere but LDS and scratch).
    pub global: u32,
    /// DS writes and flat writes that may reach LDS ([`super::lds::may_write_lds`]; LDS-DMA
    /// and async transfers are not counted: kernels with them are not summarised).
    pub lds: u32,
}

/// Where lane `lane`'s flat address `hi:lo` falls in private memory: its private (scratch)
/// offset, and the condition that the address is in the lane's own private memory at all.
/// AMDGPUUsage ("Address Spaces", "Memory Spaces"): on GFX9+ the private aperture is the
/// 2^32-byte range at `src_private_base`, aligned to 2^32, so an address is private exactly
/// when it is that base plus less than 2^32, and the hardware reads the accessing lane's own
/// scratch; on GFX12.5 LLVM casts a private pointer to flat as
/// `src_flat_scratch_base + (lane << 52 | offset)`. `None` when the address is not shown to
/// be one of these bases plus an addend (`Term::addend_over`), or is GFX12.5 scratch not
/// shown to be this lane's.
fn private_lane_offset(lo: &Term, hi: &Term, lane: u32) -> Option<(Term, Term)> {
    if same_value(hi, &private_aperture_hi()) {
        return Some((lo.clone(), Term::bool(true)));
    }
    let (addend, flat_scratch) = private_addend(lo, hi)?;
    let (offset, high) = (addend.extract(0, 32), addend.extract(32, 32));
    if flat_scratch {
        let own = vec![u64::from(lane) << 20];
        (high.values(PRIVATE_INDEX_BITS) == Some(own)).then(|| (offset, Term::bool(true)))
    } else {
        // An index that may be negative (`p[(a & 63) - 32]`, sign-extended) carries into
        // the high half in some of its values: enumerated, the address is surely private.
        let private = high.eq(&Term::constant(0, 32));
        let surely = private.as_const().is_none()
            && private.values(PRIVATE_INDEX_BITS).is_some_and(|v| v == [1]);
        Some((offset, if surely { Term::bool(true) } else { private }))
    }
}

/// A lane's flat address chosen between a private one and one that is not built from a
/// private base (`p = sel ? &arr[sel & 1] : g`, both halves chosen on one condition): the
/// private offset, the condition that the lane reads it, and, when the private choice is
/// surely private, the other choice: a 64-bit address of memory that is not private.
fn private_or_not(lo: &Term, hi: &Term, lane: u32) -> Option<(Term, Term, Option<Term>)> {
    let (Node::App(Op::Ite, l), Node::App(Op::Ite, h)) = (lo.node(), hi.node()) else {
        return None;
    };
    if l[0] != h[0] {
        return None;
    }
    [(1, l[0].clone()), (2, l[0].not())]
        .into_iter()
        .find_map(|(i, when)| {
            let other = 3 - i;
            if mentions_private_base(&h[other]) || mentions_private_base(&l[other]) {
                return None;
            }
            let (offset, private) = private_lane_offset(&l[i], &h[i], lane)?;
            let other =
                (private.as_const() == Some(1)).then(|| Term::concat32(&l[other], &h[other]));
            Some((offset, when.and(&private), other))
        })
}

/// Addresses [`WaveState::phase_writes`] keeps at most (a few stores of a whole wave).
const MAX_PHASE_WRITES: usize = 256;

/// The unknown bits of a private offset that are enumerated to find the dwords it names.
const PRIVATE_INDEX_BITS: u32 = 7;

/// The dword-aligned private offsets `at` may take, when it is surely dword-aligned and
/// takes at most [`MAX_PRIVATE_SLOTS`] values: enumerated ([`Term::values`]), or the range
/// its known bits allow.
fn aligned_offsets(at: &Term) -> Option<Vec<u64>> {
    if let Some(v) = at.values(PRIVATE_INDEX_BITS) {
        return (v.len() <= MAX_PRIVATE_SLOTS && v.iter().all(|x| x % 4 == 0)).then_some(v);
    }
    let (lo, hi) = at.known_range();
    if at.known_low_zeros() < 2 || hi < lo || (hi - lo) / 4 >= MAX_PRIVATE_SLOTS as u64 {
        return None;
    }
    Some((lo..=hi).step_by(4).collect())
}

/// The 64-bit addend of a flat address `hi:lo` over the private aperture's base, or over
/// GFX12.5's `src_flat_scratch_base` (`true`). Memoised by the address terms: every wave of
/// a launch, and every access to a stack slot, asks about the same per-lane address terms
/// (17% of exploration time on oracle seed 167).
fn private_addend(lo: &Term, hi: &Term) -> Option<(Term, bool)> {
    type Memo = HashMap<(usize, usize), (Term, Term, Option<(Term, bool)>)>;
    thread_local! {
        // Entries hold their terms, so an id is not reused while its entry exists.
        static PRIVATE_ADDENDS: std::cell::RefCell<Memo> = Default::default();
    }
    let key = (lo.id(), hi.id());
    if let Some(t) = PRIVATE_ADDENDS.with(|m| m.borrow().get(&key).map(|e| e.2.clone())) {
        return t;
    }
    let aperture_hi = private_aperture_hi();
    let t = if !mentions_private_base(hi) {
        None
    } else if let Some(r) = hi
        .addend_over(&aperture_hi)
        .filter(|_| !lo.contains(&aperture_hi))
    {
        // `hi = aperture_hi + r` (a 64-bit add made in halves, `v_add_co_ci_u32`, leaves the
        // carry in `r`): as the aperture's low half is 0, the address is the aperture's base
        // plus `r:lo`.
        Some((Term::concat32(lo, &r), false))
    } else {
        let address = Term::concat32(lo, hi);
        let aperture = Term::concat32(&Term::constant(0, 32), &aperture_hi);
        [
            (flat_scratch_base(), flat_scratch_base(), true),
            (aperture, aperture_hi, false),
        ]
        .into_iter()
        .find_map(|(base, input, flat_scratch)| {
            // The addend with the base taken as 0, when the address is, as the evaluator
            // builds terms, that addend plus the base in either operand order (its halves
            // may have been simplified apart: `hi(base) + (lane << 20)`); else the address
            // as the base plus sums.
            let zero = Term::constant(0, input.width());
            let t = address.subst(&input, &zero, &mut HashMap::default());
            let halves =
                |e: &Term| same_value(lo, &e.extract(0, 32)) && same_value(hi, &e.extract(32, 32));
            let rebuilt = !t.contains(&input) && (halves(&t.add(&base)) || halves(&base.add(&t)));
            let t = if rebuilt {
                Some(t)
            } else {
                address.addend_over(&base)
            };
            t.map(|t| (t, flat_scratch))
        })
    };
    PRIVATE_ADDENDS.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= 1 << 16 {
            m.clear();
        }
        m.insert(key, (lo.clone(), hi.clone(), t.clone()));
    });
    t
}

/// `a` and `b` are the same value: one term, or a comparison that folds to true.
fn same_value(a: &Term, b: &Term) -> bool {
    a == b || a.eq(b).as_const() == Some(1)
}

fn lanes_of(op: &Operand) -> Option<(u16, u16)> {
    match *op {
        Operand::Vgpr { first, count } => Some((first, count)),
        Operand::Agpr { first, count } => Some((first + AGPR_BASE, count)),
        _ => None,
    }
}

/// The number of one bits of a `width`-bit term, as 32 bits: the bits summed in a balanced
/// tree of 7-bit additions (a chain of 32-bit additions is deep and wide for the solver).
fn popcount(a: &Term, width: u8) -> Term {
    let mut level: Vec<Term> = (0..width).map(|i| a.extract(i, 1).zext(7)).collect();
    while level.len() > 1 {
        level = level
            .chunks(2)
            .map(|p| match p {
                [x, y] => x.add(y),
                [x] => x.clone(),
                _ => unreachable!("chunks of two"),
            })
            .collect();
    }
    level[0].zext(32)
}

/// The high half of the LDS aperture (`src_shared_base`): a flat address with it names LDS.
fn lds_aperture_hi() -> Term {
    Term::input(
        Input::Pointer {
            base: "shared_base",
            hi: true,
        },
        32,
    )
}

/// The high half of every address in the private aperture (`src_private_base`).
fn private_aperture_hi() -> Term {
    Term::input(
        Input::Pointer {
            base: "private_base",
            hi: true,
        },
        32,
    )
}

/// `|x|` of a 32-bit value read as signed, wrapping (`|INT_MIN|` is `INT_MIN`).
fn abs_i32(x: &Term) -> Term {
    let neg = Term::op(Op::Sub, 32, vec![Term::constant(0, 32), x.clone()]);
    Term::ite(&x.extract(31, 1), &neg, x)
}

/// The kind of a value read from memory the dispatch started with, by the load's width and
/// sign (`None`: a whole dword): scalar loads, and vector loads of the dispatch packet.
fn scalar_load_kind(sub: Option<(u32, bool)>) -> &'static str {
    match sub {
        Some((1, false)) => "scalar load u8",
        Some((1, true)) => "scalar load i8",
        Some((_, false)) => "scalar load u16",
        Some((_, true)) => "scalar load i16",
        None => "scalar load",
    }
}

/// Whether `a` is a byte of the HSA kernel dispatch packet (64 bytes at the dispatch
/// pointer): the packet the host wrote before the launch, the same for every wave and never
/// written by the kernel.
fn in_dispatch_packet(a: &Term) -> bool {
    dispatch_offset(a).is_some()
}

/// The byte offset into the HSA kernel dispatch packet that `a` addresses, if it does.
fn dispatch_offset(a: &Term) -> Option<u64> {
    let (base, offset) = match a.node() {
        Node::App(Op::Add, x) => (&x[0], x[1].as_const()?),
        _ => (a, 0),
    };
    let half = |hi| {
        Term::input(
            Input::Pointer {
                base: "dispatch",
                hi,
            },
            32,
        )
    };
    (offset < 64 && *base == Term::concat32(&half(false), &half(true))).then_some(offset)
}

/// The values of a term built from constants by choices, sums with constants and
/// zero-extensions (`zext64(ite(c, 12, 18)) + 8`), or `None`; at most 8. Unlike
/// [`Term::values`] it does not enumerate the inputs under a choice's condition, which
/// for `id < count` are 64 bits.
fn choices(t: &Term) -> Option<Vec<u64>> {
    let out = match t.node() {
        Node::Const(c) => vec![*c],
        Node::App(Op::Ite, a) => {
            let mut v = choices(&a[1])?;
            v.extend(choices(&a[2])?);
            v
        }
        Node::App(Op::Zext, a) => choices(&a[0])?,
        Node::App(Op::Add, a) if a.len() == 2 => {
            let (x, y) = (choices(&a[0])?, choices(&a[1])?);
            x.iter()
                .flat_map(|p| y.iter().map(move |q| p.wrapping_add(*q)))
                .map(|v| v & mask(t.width()))
                .collect()
        }
        _ => return None,
    };
    (out.len() <= 8).then_some(out)
}

/// A hidden kernel argument the launch ties to the checked workgroup.
#[derive(Clone, Copy, Debug)]
enum LaunchArg {
    /// `hidden_block_count_{x,y,z}`: the workgroups in that dimension.
    BlockCount(u8),
    /// `hidden_grid_dims`: the grid's dimensions (1 to 3).
    GridDims,
    /// `hidden_remainder_{x,y,z}`: the items of a partial last workgroup in that dimension.
    Remainder(u8),
    /// The dispatch packet's grid size in a dimension, where lowered IR keeps it
    /// ([`crate::kernel::DISPATCH_GRID_SIZE`]).
    GridSize(u8),
}

impl LaunchArg {
    /// The argument's size in the kernarg segment.
    fn bytes(self) -> u32 {
        match self {
            LaunchArg::GridDims | LaunchArg::Remainder(_) => 2,
            LaunchArg::BlockCount(_) | LaunchArg::GridSize(_) => 4,
        }
    }
}

/// `unknown` (32 bits) with the bytes set in `known_mask` taken from `known` instead.
fn with_known_bytes(unknown: Term, known_mask: u64, known: u64) -> Term {
    match known_mask {
        0 => unknown,
        0xffff_ffff => Term::constant(known, 32),
        _ => unknown
            .and(&Term::constant(!known_mask & 0xffff_ffff, 32))
            .or(&Term::constant(known, 32)),
    }
}

/// The four words of the private segment buffer descriptor the launch puts in the first
/// user SGPRs: MUBUF accesses through it reach the wave's scratch (`-O0` spills and locals
/// on targets without flat scratch in use).
fn private_segment_buffer() -> [Term; 4] {
    private_segment_buffer_words().map(|i| Term::input(i, 32))
}

fn private_segment_buffer_words() -> [Input; 4] {
    [
        "private_segment_buffer.w0",
        "private_segment_buffer.w1",
        "private_segment_buffer.w2",
        "private_segment_buffer.w3",
    ]
    .map(|base| Input::Pointer { base, hi: false })
}

/// The reason of values an unknown call leaves in registers (unmodelled: a finding that
/// depends on one is not reported).
pub const CALL_CLOBBER: &str = "unmodelled result of an unknown call";

/// Remembered private dwords a read or store at an offset not known chooses among at
/// most: past a few dozen the choice is not worth its size.
const MAX_PRIVATE_SLOTS: usize = 64;

/// The reason of private reads that may miss what the lane stored (unmodelled: a finding
/// that depends on one is not reported).
pub const UNFOLLOWED_PRIVATE: &str = "unmodelled private memory: a store was not followed";

/// The reason of values VGPR indexing (`s_set_gpr_idx_on`) leaves: which register an
/// indexed operand names is not followed.
pub const UNFOLLOWED_INDEX: &str = "unmodelled VGPR indexing (s_set_gpr_idx_on)";

/// The reason of values read from LDS.
pub const LDS_VALUE: &str = "LDS value";

/// Records that `v` was read at havoc count `at` (the latest read of it counts).
fn note_read(reads: &mut Rc<Vec<(u32, Term)>>, at: u32, v: &Term) {
    match reads.iter().position(|(_, x)| x == v) {
        Some(i) if reads[i].0 >= at => {}
        Some(i) => Rc::make_mut(reads)[i].0 = at,
        None => Rc::make_mut(reads).push((at, v.clone())),
    }
}

/// Why a workitem-id register of a lane that holds no thread has no known value (it was
/// never written for this dispatch).
pub const NO_THREAD: &str = "register of a lane that holds no thread";

/// What a pure value read from LDS between two workgroup barriers is called: one value per
/// address and phase for every wave ([`crate::kernel::KernelMeta::lds_meets_at_barriers`]).
/// Its key is the address and the phase, not what the waves stored there, so a finding that
/// depends on one is not reported either.
pub const LDS_PHASE_VALUE: &str = "LDS between barriers";

/// The kind of a global memory value read as one value per address and barrier phase for
/// every wave (its key: the word's address, the phase).
pub const GLOBAL_PHASE_VALUE: &str = "memory between barriers";

/// Whether `addr` is the kernarg segment pointer plus values that name no other memory.
fn in_kernarg_segment(addr: &Term) -> bool {
    let mut ins = Vec::new();
    addr.inputs(&mut ins);
    let mut kernarg = false;
    for i in &ins {
        match i {
            Input::Pointer {
                base: "kernarg", ..
            } => kernarg = true,
            Input::Pointer { .. } | Input::SymAddr { .. } => return false,
            _ => {}
        }
    }
    kernarg
}

/// The constant byte offset of `t` from the kernarg segment pointer's low half, if `t` is
/// that pointer plus constants (as 32- or 64-bit scalar additions leave it).
fn kernarg_offset(t: &Term) -> Option<u64> {
    use super::term::{Node, Op};
    match t.node() {
        Node::Input(Input::Pointer {
            base: "kernarg",
            hi: false,
        }) => Some(0),
        Node::App(Op::Zext | Op::Extract(0), a) => kernarg_offset(&a[0]),
        // The 64-bit pointer `hi << 32 | lo` (GFX12 `s_add_nc_u64 s[4:5], s[0:1], 24`): the
        // offset is the low word's.
        Node::App(Op::Or, a) if a.len() == 2 => {
            let high =
                |t: &Term| matches!(t.node(), Node::App(Op::Shl, x) if x[1].as_const() == Some(32));
            match (high(&a[0]), high(&a[1])) {
                (true, false) => kernarg_offset(&a[1]),
                (false, true) => kernarg_offset(&a[0]),
                _ => None,
            }
        }
        Node::App(Op::Add, a) if a.len() == 2 => match (a[0].as_const(), a[1].as_const()) {
            (None, Some(k)) => Some(kernarg_offset(&a[0])? + k),
            (Some(k), None) => Some(kernarg_offset(&a[1])? + k),
            _ => None,
        },
        _ => None,
    }
}

/// Whole dwords a memory mnemonic moves (`_dword`/`_b32` .. `_dwordx4`/`_b128`); `None`
/// for sub-dword and other accesses.
fn whole_dwords(m: &str) -> Option<u16> {
    match m.rsplit('_').next().unwrap_or("") {
        "dword" | "b32" => Some(1),
        "dwordx2" | "b64" => Some(2),
        "dwordx3" | "b96" => Some(3),
        "dwordx4" | "b128" => Some(4),
        _ => None,
    }
}

/// Whether an atomic returns the old value: `glc` (GFX6-11), `sc0` (GFX940/950) or
/// `th:TH_ATOMIC_RETURN` (GFX12).
fn returns_old_value(inst: &Inst) -> bool {
    inst.modifiers
        .iter()
        .any(|x| x == "glc" || x == "sc0" || x.contains("RETURN"))
}

/// Bytes, signedness and the data register's first bit of a sub-dword memory access
/// (`_ubyte`, `_sshort`, `_b8`, `_i16`, ...); `None` for whole dwords and `d16` loads.
fn sub_dword(m: &str) -> Option<(u8, bool, u8)> {
    // `_d16_hi` stores write the data register's high half (`-O0` spills a `short` kept in
    // the high half with `flat_store_short_d16_hi`); `d16` loads write half a register.
    // (GFX12 names them `flat_store_d16_hi_b16`).
    let plain;
    let (m, from) = if has(m, "_d16_hi") && has(m, "store") {
        plain = m.replace("_d16_hi", "");
        (plain.as_str(), 16)
    } else if has(m, "d16") {
        return None;
    } else {
        (m, 0)
    };
    let (bytes, signed) = match m.rsplit('_').next().unwrap_or("") {
        "ubyte" | "byte" | "u8" | "b8" => (1, false),
        "sbyte" | "i8" => (1, true),
        "ushort" | "short" | "u16" | "b16" => (2, false),
        "sshort" | "i16" => (2, true),
        _ => return None,
    };
    Some((bytes, signed, from))
}

/// Float arithmetic, conversions and compares (`_f16`, `_f32`, `_f64`, `_bf16` types).
fn is_float_mnemonic(m: &str) -> bool {
    ["_f16", "_f32", "_f64", "_bf16"].iter().any(|t| has(m, t))
}

/// Whether mnemonic `m` contains `pat`. The standard library's substring search compares
/// each window of a haystack under 16 bytes with a `memcmp` call, and mnemonics are that
/// short: a tenth of the evaluation of `-O0` kernels went to it.
fn has(m: &str, pat: &str) -> bool {
    let (h, n) = (m.as_bytes(), pat.as_bytes());
    let Some((&first, rest)) = n.split_first() else {
        return true;
    };
    h.len() >= n.len()
        && (0..=h.len() - n.len())
            .any(|i| h[i] == first && h[i + 1..i + n.len()].iter().zip(rest).all(|(a, b)| a == b))
}

/// Strips encoding suffixes: `v_add_u32_e32` -> `v_add_u32`; VOPD halves map to VOP2 names.
fn base_mnemonic(m: &str) -> std::borrow::Cow<'_, str> {
    let m = m
        .strip_suffix("_e32")
        .or_else(|| m.strip_suffix("_e64"))
        .or_else(|| m.strip_suffix("_vop3"))
        .unwrap_or(m);
    match m.strip_prefix("v_dual_") {
        Some(rest) => format!("v_{rest}").into(),
        None => m.into(),
    }
}

impl WaveState {
    /// The state at kernel entry for the wave `shape.wave`, per the kernel's ABI metadata.
    pub fn at_entry(meta: &KernelMeta, shape: LaunchShape) -> WaveState {
        let mut w = WaveState {
            shape,
            sgpr: Default::default(),
            vgpr: Default::default(),
            scc: Term::bool(false),
            next_havoc: 0,
            launch_bytes: Default::default(),
            lane_bits: None,
            scratch: Default::default(),
            scratch_lost: false,
            gpr_index: None,
            ieee_f32: meta.float_mode_32 == Some((3, 0)) && !meta.float_mode_runtime,
            ieee_f64: meta.float_mode_16_64 == Some((3, 0)) && !meta.float_mode_runtime,
            float_mode_varies: meta.float_mode_runtime,
            may_see_writes: false,
            barrier_phase: Some(Term::constant(0, 32)),
            wrote_this_phase: false,
            phase_writes: Some(Rc::default()),
            lds_meets_at_barriers: meta.lds_meets_at_barriers,
            lds_wrote_this_phase: false,
            writes: Writes::default(),
            last_store: None,
            past_store: None,
            facts: Vec::new(),
            syncs_only_at_barriers: meta.syncs_only_at_barriers,
            plain_loads_not_atomic: meta.atomics_marked,
            sixteen_bit_zero_high: meta.sixteen_bit_zero_high,
            prove_phase_reads: meta.prove_phase_reads,
            accesses: Vec::new(),
            phase_reads: Rc::default(),
            restrict_args: Rc::new(
                meta.args
                    .iter()
                    .filter(|a| a.restrict)
                    .map(|a| a.offset)
                    .collect(),
            ),
            data_symbols: meta.data_symbols.clone(),
            pointer_args: Rc::new(
                meta.args
                    .iter()
                    .filter(|a| a.value_kind == "global_buffer" || a.read_only_restrict)
                    .map(|a| (a.offset, a.read_only_restrict))
                    .collect(),
            ),
            aperture_args: Rc::new(
                meta.args
                    .iter()
                    .filter_map(|a| match a.value_kind.as_str() {
                        "hidden_private_base" => Some((a.offset, true)),
                        "hidden_shared_base" => Some((a.offset, false)),
                        _ => None,
                    })
                    .collect(),
            ),
            launch_args: Rc::new(
                meta.args
                    .iter()
                    .filter_map(|a| {
                        let k = a.value_kind.as_str();
                        let d = |s: &str| match s {
                            "x" => Some(0),
                            "y" => Some(1),
                            "z" => Some(2),
                            _ => None,
                        };
                        let arg = if let Some(x) = k.strip_prefix("hidden_block_count_") {
                            LaunchArg::BlockCount(d(x)?)
                        } else if let Some(x) = k.strip_prefix(crate::kernel::DISPATCH_GRID_SIZE) {
                            LaunchArg::GridSize(d(x)?)
                        } else if k == "hidden_grid_dims" {
                            LaunchArg::GridDims
                        } else if let Some(x) = k.strip_prefix("hidden_remainder_") {
                            LaunchArg::Remainder(d(x)?)
                        } else {
                            return None;
                        };
                        Some((a.offset, arg))
                    })
                    .collect(),
            ),
            uniform_groups: meta.uniform_work_group_size,
            whole_group_assumed: false,
        };
        for a in &meta.args {
            let (d, remainder) = match a.value_kind.as_str() {
                "hidden_group_size_x" => (0, false),
                "hidden_group_size_y" => (1, false),
                "hidden_group_size_z" => (2, false),
                // Every workgroup is whole: the grid is a multiple of the group size.
                "hidden_remainder_x" if meta.uniform_work_group_size => (0, true),
                "hidden_remainder_y" if meta.uniform_work_group_size => (1, true),
                "hidden_remainder_z" if meta.uniform_work_group_size => (2, true),
                _ => continue,
            };
            let v = if remainder { 0 } else { shape.dims[d] as u16 };
            w.launch_bytes.insert(a.offset, v as u8);
            w.launch_bytes.insert(a.offset + 1, (v >> 8) as u8);
        }
        w.scc = w.havoc(1, "initial SCC");
        // User SGPRs in the order the HSA ABI fixes (AMDGPUUsage, "Initial Kernel Execution State").
        let mut s: u16 = 0;
        let pair = |w: &mut WaveState, s: &mut u16, base: &'static str| {
            w.sgpr
                .insert(*s, Term::input(Input::Pointer { base, hi: false }, 32));
            w.sgpr
                .insert(*s + 1, Term::input(Input::Pointer { base, hi: true }, 32));
            *s += 2;
        };
        if meta.private_segment_buffer {
            for (i, t) in private_segment_buffer().into_iter().enumerate() {
                w.sgpr.insert(i as u16, t);
            }
            s += 4;
        }
        if meta.dispatch_ptr {
            pair(&mut w, &mut s, "dispatch");
        }
        if meta.queue_ptr {
            pair(&mut w, &mut s, "queue");
        }
        if meta.kernarg_segment_ptr {
            pair(&mut w, &mut s, "kernarg");
        }
        if meta.dispatch_id {
            s += 2;
        }
        if meta.flat_scratch_init {
            s += 2;
        }
        if meta.private_segment_size {
            s += 1;
        }
        for i in 0..meta.kernarg_preload_length {
            let offset = (meta.kernarg_preload_offset + i) * 4;
            let v = w.kernarg(offset, 4);
            w.sgpr.insert(s, v);
            s += 1;
        }
        // System SGPRs follow the user SGPRs.
        let mut s = meta.user_sgpr_count.max(s as u32) as u16;
        for d in 0..3u8 {
            if meta.workgroup_id[d as usize] {
                w.sgpr.insert(s, Term::input(Input::WorkgroupId(d), 32));
                s += 1;
            }
        }
        // Architected SGPRs (GFX12): TTMP9 is the workgroup id X, TTMP7 holds Y in its low
        // and Z in its high 16 bits, each zero unless the kernel asks for it (LLVM reads all
        // of TTMP7 as Y when the kernel does not use Z).
        let wg = |d: u8| Term::input(Input::WorkgroupId(d), 32);
        let half = |d: u8| {
            if meta.workgroup_id[d as usize] {
                wg(d).and(&Term::constant(0xffff, 32))
            } else {
                Term::constant(0, 32)
            }
        };
        let z = Term::op(Op::Shl, 32, vec![half(2), Term::constant(16, 32)]);
        w.sgpr.insert(TTMP_BASE + 9, wg(0));
        w.sgpr.insert(TTMP_BASE + 7, z.or(&half(1)));
        // GFX12.5 TTMP6 holds the workgroup's ids within its cluster and the cluster's
        // size: set once for the workgroup, so one value shared by every wave (red team
        // 21: `cluster_workgroup_id_x() & 3` read as fresh per wave was a false alarm).
        // What it holds outside a cluster is not modelled: a finding that depends on it is
        // inconclusive, as for an unmodelled instruction's result.
        w.sgpr.insert(
            TTMP_BASE + 6,
            Term::pure("TTMP6 (cluster ids)", 0, Vec::new(), 32),
        );
        // Workitem ids: wave w, lane l has flat id w*wave_size + l.
        let ws = shape.wave_size;
        let [dx, dy, _] = shape.dims;
        let ids: Vec<[u32; 3]> = (0..ws)
            .map(|l| {
                let flat = shape.wave * ws + l;
                [flat % dx, (flat / dx) % dy, flat / (dx * dy)]
            })
            .collect();
        // A lane that holds no thread (past the last thread of a partial last wave) is
        // given no workitem id: its registers hold whatever they held, which code that
        // reads other lanes (`readlane(x, 63)`, DPP, or whole-wave `-O0` spills) may see.
        let launched = shape.lanes();
        let row = |w: &mut WaveState, r: u16, id: &dyn Fn(&[u32; 3]) -> u32| {
            let v = (0..ws as usize)
                .map(|l| match launched >> l & 1 {
                    1 => Term::constant(u64::from(id(&ids[l])), 32),
                    _ => w.havoc(32, NO_THREAD),
                })
                .collect();
            w.vgpr.insert(r, Rc::new(v));
        };
        if shape.packed_tid {
            row(&mut w, 0, &|id| id[0] | id[1] << 10 | id[2] << 20);
        } else {
            for d in 0..=meta.workitem_id_dims.min(2) {
                row(&mut w, d as u16, &|id| id[d as usize]);
            }
        }
        // EXEC: the lanes that hold a thread of the workgroup.
        let exec = shape.lanes();
        w.sgpr
            .insert(EXEC_LO, Term::constant(exec & 0xffff_ffff, 32));
        w.sgpr.insert(EXEC_HI, Term::constant(exec >> 32, 32));
        w
    }

    /// A call from lowered IR into code bverify cannot see: it may write any memory the wave
    /// can reach (its scratch through a pointer it was given, global memory); the caller's
    /// SSA values are its own and stay. `result`, the registers of its result, become
    /// unknown in every lane, as registers an unknown call clobbers do ([`CALL_CLOBBER`]).
    pub fn opaque_call_memory(&mut self, inst: &Inst, result: Option<&Operand>) {
        self.forget_scratch();
        self.record_write(inst, true, None, 0);
        self.may_see_writes = true;
        if let Some(r) = result {
            let exec = self.exec();
            self.havoc_dest_as(r, &exec, CALL_CLOBBER);
        }
    }

    /// A call into code bverify cannot see: havoc what the AMDGPU calling convention lets
    /// a callee clobber (s0-s29, v0-v39, VCC, SCC, M0). EXEC is restored by the callee.
    pub fn havoc_call_clobbers(&mut self, inst: &Inst) {
        // Unknown code may write the caller's stack through a pointer it was given, and
        // global memory.
        self.forget_scratch();
        self.record_write(inst, true, None, 0);
        for r in (0..30).chain([VCC_LO, VCC_HI, M0]) {
            let h = self.havoc(32, CALL_CLOBBER);
            self.sgpr.insert(r, h);
        }
        for r in 0..40u16 {
            let vals = (0..self.shape.wave_size)
                .map(|_| self.havoc(32, CALL_CLOBBER))
                .collect();
            self.vgpr.insert(r, Rc::new(vals));
        }
        self.scc = self.havoc(1, CALL_CLOBBER);
    }

    /// A fresh unconstrained value of `width` bits.
    pub fn havoc(&mut self, width: u8, why: &'static str) -> Term {
        self.next_havoc += 1;
        Term::input(
            Input::Havoc {
                wave: self.shape.wave,
                id: self.next_havoc,
                why,
            },
            width,
        )
    }

    fn wave64(&self) -> bool {
        self.shape.wave_size == 64
    }

    fn get_sgpr(&mut self, r: u16) -> Term {
        if let Some(t) = self.sgpr.get(&r) {
            return t.clone();
        }
        let t = self.havoc(32, "uninitialised SGPR");
        self.sgpr.insert(r, t.clone());
        t
    }

    /// The terms EXEC's halves hold, unset ones as `None`: cheap to compare, no term built.
    pub fn exec_registers(&self) -> (Option<Term>, Option<Term>) {
        (
            self.sgpr.get(&EXEC_LO).cloned(),
            self.sgpr.get(&EXEC_HI).cloned(),
        )
    }

    /// EXEC as [`Self::exec`] builds it, from halves [`Self::exec_registers`] returned,
    /// if they were set.
    pub fn exec_of(&self, (lo, hi): &(Option<Term>, Option<Term>)) -> Option<Term> {
        if self.wave64() {
            Some(Term::concat32(lo.as_ref()?, hi.as_ref()?))
        } else {
            Some(lo.as_ref()?.zext(64))
        }
    }

    /// EXEC as a 64-bit term (upper half zero in wave32).
    pub fn exec(&mut self) -> Term {
        if self.wave64() {
            let lo = self.get_sgpr(EXEC_LO);
            let hi = self.get_sgpr(EXEC_HI);
            Term::concat32(&lo, &hi)
        } else {
            self.get_sgpr(EXEC_LO).zext(64)
        }
    }

    /// Whether both states hold the same EXEC terms (both set: an unset half is unknown).
    pub fn same_exec(&self, other: &WaveState) -> bool {
        [EXEC_LO, EXEC_HI].iter().all(|r| {
            let (a, b) = (self.sgpr.get(r), other.sgpr.get(r));
            a == b && (a.is_some() || (*r == EXEC_HI && !self.wave64()))
        })
    }

    /// M0 as a 32-bit term.
    pub fn m0(&mut self) -> Term {
        self.get_sgpr(M0)
    }

    /// SCC (1 bit).
    pub fn scc(&self) -> Term {
        self.scc.clone()
    }

    /// VCC as a 64-bit term (wave32: `vcc_lo` zero-extended).
    pub fn vcc(&mut self) -> Term {
        if self.wave64() {
            let lo = self.get_sgpr(VCC_LO);
            let hi = self.get_sgpr(VCC_HI);
            Term::concat32(&lo, &hi)
        } else {
            self.get_sgpr(VCC_LO).zext(64)
        }
    }

    fn set_exec(&mut self, v: &Term) {
        let v = v.zext(64);
        self.sgpr.insert(EXEC_LO, v.extract(0, 32));
        let hi = if self.wave64() {
            v.extract(32, 32)
        } else {
            Term::constant(0, 32)
        };
        self.sgpr.insert(EXEC_HI, hi);
    }

    /// Lane `l` of a VGPR.
    fn get_lane(&mut self, r: u16, l: u32) -> Term {
        if !self.vgpr.contains_key(&r) {
            let v: Vec<Term> = (0..self.shape.wave_size)
                .map(|_| self.havoc(32, "uninitialised VGPR"))
                .collect();
            self.vgpr.insert(r, Rc::new(v));
        }
        self.vgpr[&r][l as usize].clone()
    }

    /// The state that is `a` where 1-bit `cond` holds and `b` elsewhere: two paths that met
    /// again at a join point. `cond` must hold on every execution `a` stands for and on none
    /// of `b`'s.
    pub fn merge(cond: &Term, a: &WaveState, b: &WaveState) -> WaveState {
        let mut a = a.clone();
        let mut b = b.clone();
        a.next_havoc = a.next_havoc.max(b.next_havoc);
        b.next_havoc = a.next_havoc;
        let choose = |x: &Term, y: &Term| {
            if x == y {
                x.clone()
            } else {
                Term::ite(cond, x, y)
            }
        };
        let sregs: std::collections::BTreeSet<u16> = a.sgpr.keys().chain(b.sgpr.keys()).collect();
        for r in sregs {
            let (x, y) = (a.get_sgpr(r), b.get_sgpr(r));
            a.sgpr.insert(r, choose(&x, &y));
        }
        let vregs: std::collections::BTreeSet<u16> = a.vgpr.keys().chain(b.vgpr.keys()).collect();
        for r in vregs {
            if a.vgpr
                .get(&r)
                .is_some_and(|x| b.vgpr.get(&r).is_some_and(|y| Rc::ptr_eq(x, y)))
            {
                continue;
            }
            let lanes: Vec<Term> = (0..a.shape.wave_size)
                .map(|l| {
                    let (x, y) = (a.get_lane(r, l), b.get_lane(r, l));
                    choose(&x, &y)
                })
                .collect();
            a.vgpr.insert(r, Rc::new(lanes));
        }
        a.scc = choose(&a.scc, &b.scc);
        // A dword one side stored and the other never did holds, on the other side, what
        // the lane's memory held at the start: an uninitialised value, as a store under a
        // partial EXEC keeps in inactive lanes (`-O0` code stores a conditional's value in
        // one arm and reloads it after the join: red team 23). A side that lost its
        // remembered dwords does not know it, and the dword is forgotten.
        let mut keys: Vec<u64> = a.scratch.keys().chain(b.scratch.keys()).copied().collect();
        keys.sort_unstable();
        keys.dedup();
        let ws = a.shape.wave_size;
        for k in keys {
            let (x, y) = (a.scratch.get(&k).cloned(), b.scratch.get(&k).cloned());
            let (x, y) = match (x, y) {
                (Some(x), Some(y)) if Rc::ptr_eq(&x, &y) => continue,
                (Some(x), Some(y)) => (x, y),
                (Some(x), None) if !b.scratch_lost => {
                    let y = (0..ws)
                        .map(|_| a.havoc(32, "uninitialised scratch"))
                        .collect();
                    (x, Rc::new(y))
                }
                (None, Some(y)) if !a.scratch_lost => {
                    let x = (0..ws)
                        .map(|_| a.havoc(32, "uninitialised scratch"))
                        .collect();
                    (Rc::new(x), y)
                }
                _ => {
                    a.scratch.remove(&k);
                    a.scratch_lost = true;
                    continue;
                }
            };
            let lanes = x.iter().zip(y.iter()).map(|(x, y)| choose(x, y)).collect();
            a.scratch.insert(k, Rc::new(lanes));
        }
        a.scratch_lost |= b.scratch_lost;
        if let Some((src, dst)) = b.gpr_index {
            let (s, d) = a.gpr_index.unwrap_or_default();
            a.gpr_index = Some((s || src, d || dst));
        }
        a.next_havoc = a.next_havoc.max(b.next_havoc);
        if !Rc::ptr_eq(&a.phase_reads, &b.phase_reads) {
            for (at, v) in b.phase_reads.iter() {
                note_read(&mut a.phase_reads, *at, v);
            }
        }
        a.may_see_writes |= b.may_see_writes;
        if a.barrier_phase != b.barrier_phase {
            a.barrier_phase = None;
        }
        a.wrote_this_phase |= b.wrote_this_phase;
        a.phase_writes = match (a.phase_writes.take(), &b.phase_writes) {
            (Some(x), Some(y)) if Rc::ptr_eq(&x, y) => Some(x),
            (Some(mut x), Some(y)) => {
                let all = Rc::make_mut(&mut x);
                for w in y.iter() {
                    if !all.contains(w) {
                        all.push(w.clone());
                    }
                }
                Some(x)
            }
            _ => None,
        };
        a.lds_wrote_this_phase |= b.lds_wrote_this_phase;
        a.writes = Writes {
            global: a.writes.global.max(b.writes.global),
            lds: a.writes.lds.max(b.writes.lds),
        };
        let same = |x: &Option<Rc<OwnStore>>, y: &Option<Rc<OwnStore>>| match (x, y) {
            (Some(x), Some(y)) => Rc::ptr_eq(x, y),
            (None, None) => true,
            _ => false,
        };
        if !same(&a.last_store, &b.last_store) {
            a.last_store = None;
        }
        if !same(&a.past_store, &b.past_store) {
            a.past_store = None;
        }
        a.lane_bits = None;
        a
    }

    /// Records that the wave synchronised (a barrier, or a summarised loop whose body may
    /// have): from here on its loads may read other waves' stores, and which barrier phase
    /// it is in is no longer known.
    pub fn note_synchronised(&mut self) {
        self.may_see_writes = true;
        self.barrier_phase = None;
        self.past_store = None;
    }

    /// Records that the wave entered a summarised loop at an iteration's start whose barrier
    /// phase is `phase` (a value shared by every wave when they run the loop in step).
    /// `iterations` says what memory some iteration may write: earlier iterations may have
    /// written it in the current phase. What the wave wrote before the loop in this phase
    /// stays written (the first iteration starts in the entry's phase).
    pub fn note_loop_summary(&mut self, phase: Option<Term>, iterations: Writes) {
        self.may_see_writes = true;
        self.barrier_phase = phase;
        // Its latest store is no longer known lane by lane, whatever the iterations wrote.
        self.last_store = None;
        self.past_store = None;
        if iterations.global > 0 {
            self.note_own_write();
        }
        if iterations.lds > 0 {
            self.note_lds_write();
        }
    }

    /// Whether the wave has written global memory in this barrier phase (or a summarised
    /// loop's iterations may have).
    pub fn wrote_global_this_phase(&self) -> bool {
        self.wrote_this_phase
    }

    /// Whether the wave has written global memory on this path (stores and atomics, not
    /// its scratch or LDS; a summarised loop whose iterations may).
    pub fn wrote_global(&self) -> bool {
        self.writes.global > 0
    }

    /// The writes since `before`, a state earlier on the same path.
    pub fn writes_since(&self, before: &WaveState) -> Writes {
        Writes {
            global: self.writes.global.saturating_sub(before.writes.global),
            lds: self.writes.lds.saturating_sub(before.writes.lds),
        }
    }

    /// Records that the wave may have written LDS in this phase.
    fn note_lds_write(&mut self) {
        self.lds_wrote_this_phase = true;
        self.writes.lds += 1;
    }

    /// Takes the facts the last instructions established about values every wave shares:
    /// they belong in the path condition, where they constrain the other waves' reads too.
    pub fn take_facts(&mut self) -> Vec<Term> {
        std::mem::take(&mut self.facts)
    }

    /// Takes the accesses the last instructions recorded for the proof of shared reads.
    pub fn take_accesses(&mut self) -> Vec<MemAccess> {
        std::mem::take(&mut self.accesses)
    }

    /// Records a write to global memory for [`KernelMeta::prove_phase_reads`]: the active
    /// lanes' addresses where known.
    fn record_write(&mut self, inst: &Inst, atomic: bool, addrs: Option<Vec<Term>>, bytes: u32) {
        if !self.prove_phase_reads {
            return;
        }
        let kind = if atomic {
            AccessKind::AtomicWrite
        } else if self.plain_loads_not_atomic {
            AccessKind::PlainWrite
        } else {
            AccessKind::PlainOrAtomicWrite
        };
        let base = addrs.as_deref().and_then(|a| self.access_base(a));
        self.accesses.push(MemAccess {
            line: inst.loc.line,
            kind,
            phase: self.barrier_phase.clone(),
            addrs,
            bytes,
            base,
        });
    }

    /// [`Self::record_write`] for a vector store or atomic: the active lanes' addresses of
    /// a `global_store_*` or a `flat_store_*`, none known for the rest. A flat store into
    /// the lane's own private memory (through the private aperture) is no global write.
    fn record_global_write(&mut self, m: &str, inst: &Inst, exec: &Term) {
        let coherent = has_coherence_bits(inst);
        let atomic = has(m, "atomic") || coherent;
        let bytes = match m.rsplit('_').next().unwrap_or("") {
            "byte" | "b8" => 1,
            "short" | "b16" => 2,
            "dword" | "b32" => 4,
            "dwordx2" | "b64" => 8,
            "dwordx3" | "b96" => 12,
            _ => 16,
        };
        let plain_store = (m.starts_with("global_store_") || m.starts_with("flat_store_"))
            && !has(m, "lds")
            && !has(m, "async");
        let ops = &inst.operands;
        // An atomic that returns the old value names its destination first.
        let returns = has(m, "atomic") && ops.len() >= if m.starts_with("global_") { 4 } else { 3 };
        let bytes = if has(m, "atomic") {
            if has(m, "x2") || has(m, "64") { 8 } else { 4 }
        } else {
            bytes
        };
        let vector_atomic =
            has(m, "atomic") && (m.starts_with("global_") || m.starts_with("flat_"));
        let addrs = match ops.get(usize::from(returns)) {
            Some(vaddr) if plain_store || vector_atomic => {
                let saddr = if m.starts_with("global_") {
                    ops.get(2 + usize::from(returns))
                } else {
                    None
                };
                self.lane_addresses(m, inst, vaddr, saddr)
                    .map(|addrs| self.active_distinct(&addrs, exec))
            }
            Some(_) if m.starts_with("buffer_store_") => self
                .buffer_lane_addresses(m, inst)
                .map(|addrs| self.active_distinct(&addrs, exec)),
            _ => None,
        };
        if let Some(at) = &addrs
            && m.starts_with("flat_")
            && at
                .iter()
                .all(|a| self.pointer_arg_of(a).is_none() && mentions_private_base(a))
        {
            return;
        }
        self.record_write(inst, atomic, addrs, bytes);
    }

    /// The distinct addresses of the lanes of `exec` that may be active.
    fn active_distinct(&mut self, addrs: &[Term], exec: &Term) -> Vec<Term> {
        let bits = self.lane_bits(exec);
        distinct(
            addrs
                .iter()
                .zip(bits.iter())
                .filter(|(_, b)| b.as_const() != Some(0))
                .map(|(a, _)| a),
        )
    }

    /// The barrier phase the wave is in, if known.
    pub fn barrier_phase(&self) -> Option<&Term> {
        self.barrier_phase.as_ref()
    }

    /// Records that the wave arrived at the workgroup barrier without waiting yet: its loads
    /// may read other waves' stores from now on (they may have waited), in the same phase.
    pub fn note_signalled(&mut self) {
        self.may_see_writes = true;
    }

    /// Records that the wave completed a workgroup barrier (`s_barrier`, the wait of
    /// barrier -1): every wave's stores before it are visible to every wave's loads after
    /// it, and the wave's own stores belong to the past phase.
    pub fn note_workgroup_barrier(&mut self) {
        self.may_see_writes = true;
        self.barrier_phase = self
            .barrier_phase
            .take()
            .map(|k| k.add(&Term::constant(1, 32)));
        self.wrote_this_phase = false;
        self.phase_writes = Some(Rc::default());
        self.lds_wrote_this_phase = false;
        self.past_store = self.last_store.take();
    }

    /// Records that the wave wrote global memory in this phase, where its latest store is
    /// not known lane by lane.
    fn note_own_write(&mut self) {
        self.wrote_this_phase = true;
        self.phase_writes = None;
        self.writes.global += 1;
        self.last_store = None;
        self.past_store = None;
    }

    /// Whether `bytes` read at each of `reads` surely miss every address the wave wrote in
    /// this phase: each read and each write are one base plus constants, the same base,
    /// at byte ranges that do not overlap. The phase's shared value is then what the wave
    /// reads, as if it had written nothing (its own writes are elsewhere).
    fn misses_phase_writes(&self, reads: &[&Term], bytes: u32) -> bool {
        let Some(writes) = &self.phase_writes else {
            return false;
        };
        if reads.len() * writes.len() > 64 * MAX_PHASE_WRITES {
            return false;
        }
        let writes: Vec<((Term, u64), u64)> = writes
            .iter()
            .map(|(w, n)| (w.base_and_offset(), u64::from(*n)))
            .collect();
        reads.iter().all(|r| {
            let (rb, ro) = r.base_and_offset();
            writes.iter().all(|((wb, wo), n)| {
                // Ranges [ro, ro+bytes) and [wo, wo+n) apart, modulo 2^64.
                *wb == rb && ro.wrapping_sub(*wo) >= *n && wo.wrapping_sub(ro) >= u64::from(bytes)
            })
        })
    }

    /// Records a global store of whole dwords (`global_store_dword[xN]`, `_b32`..`_b128`), 16
    /// bits or a byte (`_short`/`_b16`, `_byte`/`_b8`): each lane's address and data, for the
    /// wave's own later loads.
    fn note_global_store(&mut self, m: &str, inst: &Inst, exec: &Term) {
        let written_before = self.phase_writes.take();
        self.note_own_write();
        let (dwords, bytes): (u16, u8) = match m.rsplit('_').next().unwrap_or("") {
            "dword" | "b32" => (1, 4),
            "dwordx2" | "b64" => (2, 4),
            "dwordx3" | "b96" => (3, 4),
            "dwordx4" | "b128" => (4, 4),
            "short" | "b16" => (1, 2),
            "byte" | "b8" => (1, 1),
            _ => return,
        };
        // A flat store counts when every active lane writes a pointer argument's memory
        // (`-O0` code stores through generic pointers): not scratch, whose later stores
        // would not replace it here.
        let flat = m.starts_with("flat_store_")
            && self
                .flat_active_addresses(m, inst)
                .is_some_and(|addrs| addrs.iter().all(|a| self.pointer_arg_of(a).is_some()));
        if !(m.starts_with("global_store_") || flat) {
            return;
        }
        let ops = &inst.operands;
        let (Some(vaddr), Some(data)) = (ops.first(), ops.get(1)) else {
            return;
        };
        let Some((first, count)) = lanes_of(data) else {
            return;
        };
        if count != dwords {
            return;
        }
        let Some(addrs) = self.lane_addresses(m, inst, vaddr, ops.get(2)) else {
            return;
        };
        let bits = self.lane_bits(exec);
        if let Some(mut written) = written_before {
            let all = Rc::make_mut(&mut written);
            let len = u32::from(bytes) * u32::from(dwords);
            for (a, _) in addrs
                .iter()
                .zip(bits.iter())
                .filter(|(_, b)| b.as_const() != Some(0))
            {
                let w = (a.clone(), len);
                if !all.contains(&w) {
                    all.push(w);
                }
            }
            // Past a few stores' worth the search costs more than the reads it would save.
            self.phase_writes = (all.len() <= MAX_PHASE_WRITES).then_some(written);
        }
        let stored = bits.iter().map(|b| b.as_const() == Some(1)).collect();
        let dwords = (0..dwords)
            .map(|d| {
                (0..self.shape.wave_size)
                    .map(|l| self.get_lane(first + d, l))
                    .collect()
            })
            .collect();
        self.last_store = Some(Rc::new(OwnStore {
            addrs,
            stored,
            dwords,
            bytes,
        }));
    }

    /// Takes 1-bit `cond` as true from here on: every register value that mentions it is
    /// rebuilt with it decided. A branch on a uniform mask (EXEC `ite(c, all, 0)`) then
    /// leaves concrete masks behind instead of choices that grow with every later write.
    pub fn assume(&mut self, cond: &Term) {
        let (from, to) = match cond.node() {
            super::term::Node::App(Op::Not, inner) => (inner[0].clone(), Term::bool(false)),
            _ => (cond.clone(), Term::bool(true)),
        };
        if from.as_const().is_some() {
            return;
        }
        self.replace(&from, &to);
        // `x == k` holding also makes `x` the constant: a switch on `a & 7` then decides
        // its other cases (and whatever else reads `a & 7`) by folding, not by the solver.
        // Only for values fixed for the whole launch: a loop's carried values keep their
        // symbols, which the loop summaries relate from one iteration to the next.
        if to.as_const() == Some(1)
            && let super::term::Node::App(Op::Eq, args) = from.node()
        {
            match (args[0].as_const(), args[1].as_const()) {
                (None, Some(_)) if args[0].launch_invariant() => self.replace(&args[0], &args[1]),
                (Some(_), None) if args[1].launch_invariant() => self.replace(&args[1], &args[0]),
                _ => {}
            }
        }
    }

    /// [`Self::assume`] for a condition the path condition already implies (as a literal,
    /// or as the solver found), when EXEC depends on it. A uniform branch retested in every
    /// iteration of a loop, or a uniform loop exit decided by the solver, otherwise leaves
    /// EXEC a choice on it, and every later write to a vector register a choice in every
    /// lane: slow, and lanes then read memory at addresses that differ only in their
    /// inactive choices. Other conditions are left alone: walking every register for each
    /// branch a literal decides costs more than it saves.
    pub fn assume_decided(&mut self, cond: &Term) {
        let from = match cond.node() {
            super::term::Node::App(Op::Not, inner) => inner[0].clone(),
            _ => cond.clone(),
        };
        if from.as_const().is_some() {
            return;
        }
        let exec = self.exec();
        if exec.as_const().is_none()
            && exec.subst(&from, &Term::bool(true), &mut HashMap::default()) != exec
        {
            self.assume(cond);
        }
    }

    /// Replaces the term `from` by `to` in every register, spill slot and SCC.
    fn replace(&mut self, from: &Term, to: &Term) {
        REPLACED.with(|r| {
            let mut r = r.borrow_mut();
            let entries: usize = r.iter().map(|(_, _, m)| m.len()).sum();
            if entries > REPLACED_MAX {
                r.clear();
            }
            let at = match r.iter().position(|(f, t, _)| f == from && t == to) {
                Some(at) => at,
                None => {
                    if r.len() == REPLACED_PAIRS {
                        r.remove(0);
                    }
                    r.push((from.clone(), to.clone(), HashMap::default()));
                    r.len() - 1
                }
            };
            self.replace_with(from, to, &mut r[at].2);
        });
    }

    fn replace_with(&mut self, from: &Term, to: &Term, memo: &mut SubstMemo) {
        // Registers that do not read `from` stay shared with the state's clones.
        let sgpr: Vec<(u16, Term)> = self
            .sgpr
            .iter()
            .filter_map(|(r, v)| {
                let n = v.subst(from, to, memo);
                (n != *v).then_some((r, n))
            })
            .collect();
        for (r, n) in sgpr {
            self.sgpr.insert(r, n);
        }
        let vgpr: Vec<(u16, Rc<Vec<Term>>)> = self
            .vgpr
            .iter()
            .filter_map(|(r, lanes)| Some((r, replaced_lanes(lanes, from, to, memo)?)))
            .collect();
        for (r, n) in vgpr {
            self.vgpr.insert(r, n);
        }
        // `-O0` code keeps EXEC masks and values in spill slots across branches.
        for lanes in self.scratch.values_mut() {
            if let Some(new) = replaced_lanes(lanes, from, to, memo) {
                *lanes = new;
            }
        }
        self.scc = self.scc.subst(from, to, memo);
    }

    /// Every 32-bit register an operand reads in lane `l` (both halves of a pair), through
    /// input modifiers; nothing for operands that are not registers.
    fn operand_registers(&mut self, op: &Operand, l: u32, out: &mut Vec<Term>) {
        if let Operand::Modified { inner, .. } = op {
            return self.operand_registers(inner, l, out);
        }
        if let Some((first, count)) = lanes_of(op) {
            out.extend((first..first + count).map(|r| self.get_lane(r, l)));
        } else if let Some((first, count)) = self.sregs(op) {
            out.extend((first..first + count).map(|r| self.get_sgpr(r)));
        }
    }

    /// A source lane of a floating-point operation of `width` bits (32 or 64): inline float
    /// constants and literals as their bit patterns, input modifiers applied (neg flips the
    /// sign bit, abs clears it). A 32-bit literal of a 64-bit float is its high half.
    fn read_float(&mut self, op: &Operand, l: u32, width: u8) -> Term {
        let sign = 1u64 << (width - 1);
        match op {
            Operand::Float(v) => Term::constant(
                if width == 64 {
                    v.to_bits()
                } else {
                    u64::from((*v as f32).to_bits())
                },
                width,
            ),
            Operand::Imm(v) if width == 64 && !(-16..=64).contains(v) => {
                Term::constant((*v as u64 & 0xffff_ffff) << 32, 64)
            }
            Operand::Modified { neg, abs, inner } => {
                let mut t = self.read_float(inner, l, width);
                if *abs {
                    t = t.and(&Term::constant(!sign & mask(width), width));
                }
                if *neg {
                    t = t.xor(&Term::constant(sign, width));
                }
                t
            }
            _ => self.read_lane_wide(op, l, width),
        }
    }

    /// A 32- or 64-bit source lane (a VGPR pair, an SGPR pair, or an inline constant
    /// sign-extended); other literals of 64-bit operations are left unknown.
    fn read_lane_wide(&mut self, op: &Operand, l: u32, width: u8) -> Term {
        if width <= 32 {
            return self.read_lane(op, l);
        }
        match (op, lanes_of(op)) {
            (_, Some((first, _))) => {
                let lo = self.get_lane(first, l);
                let hi = self.get_lane(first + 1, l);
                Term::concat32(&lo, &hi)
            }
            (Operand::Imm(v), _) if (-16..=64).contains(v) => Term::constant(*v as u64, 64),
            // A value that fits in no 32-bit literal can only be a 64-bit literal (GFX12.5
            // `v_mul_u64 v[8:9], 0x19999999a, v[0:1]`); how a 32-bit one extends is left open.
            (Operand::Imm(v), _) if i32::try_from(*v).is_err() && u32::try_from(*v).is_err() => {
                Term::constant(*v as u64, 64)
            }
            (Operand::Imm(_), _) => self.havoc(64, "64-bit literal"),
            _ => self.read_scalar(op, 64),
        }
    }

    /// Scalar registers an operand names, as (first, count); specials resolved to indices.
    fn sregs(&self, op: &Operand) -> Option<(u16, u16)> {
        Some(match *op {
            Operand::Sgpr { first, count } => (first, count),
            Operand::Special(Special::Vcc) => (VCC_LO, if self.wave64() { 2 } else { 1 }),
            Operand::Special(Special::VccLo) => (VCC_LO, 1),
            Operand::Special(Special::VccHi) => (VCC_HI, 1),
            Operand::Special(Special::Exec) => (EXEC_LO, if self.wave64() { 2 } else { 1 }),
            Operand::Special(Special::ExecLo) => (EXEC_LO, 1),
            Operand::Special(Special::ExecHi) => (EXEC_HI, 1),
            Operand::Special(Special::M0) => (M0, 1),
            Operand::Special(Special::Ttmp(n)) => (TTMP_BASE + u16::from(n), 1),
            _ => return None,
        })
    }

    /// Reads a scalar operand at `width` (32 or 64) bits.
    pub fn read_scalar(&mut self, op: &Operand, width: u8) -> Term {
        match op {
            Operand::Imm(v) => Term::constant(*v as u64, width),
            // An inline float constant moved as bits (`v_mov_b32 v2, 0.5`): its IEEE pattern
            // at the operand's width.
            Operand::Float(v) if width == 64 => Term::constant(v.to_bits(), 64),
            Operand::Float(v) => Term::constant(u64::from((*v as f32).to_bits()), width),
            Operand::Special(Special::Null) => Term::constant(0, width),
            Operand::Special(Special::Scc) => self.scc.zext(width),
            // The apertures of private and LDS memory in the flat address space: 64-bit
            // values fixed for the dispatch (the same in every wave).
            Operand::Symbol {
                name, reloc: None, ..
            } if matches!(name.as_str(), "src_private_base" | "src_shared_base") => {
                let base = if name == "src_private_base" {
                    "private_base"
                } else {
                    "shared_base"
                };
                let lo = Term::input(Input::Pointer { base, hi: false }, 32);
                let hi = Term::input(Input::Pointer { base, hi: true }, 32);
                if width <= 32 {
                    lo.zext(width)
                } else {
                    Term::concat32(&lo, &hi)
                }
            }
            // GFX12.5 reaches private memory through the flat address space at
            // `src_flat_scratch_base + (lane << 52 | offset)`: one 64-bit base fixed for the
            // dispatch, read whole (`s_mov_b64 s[4:5], src_flat_scratch_base_lo`) or by halves.
            Operand::Symbol {
                name, reloc: None, ..
            } if matches!(
                name.as_str(),
                "src_flat_scratch_base_lo" | "src_flat_scratch_base_hi"
            ) =>
            {
                let base = flat_scratch_base();
                match (name.ends_with("_hi"), width) {
                    (true, _) => base.extract(32, 32).zext(width),
                    (false, w) if w <= 32 => base.extract(0, 32).zext(w),
                    (false, _) => base,
                }
            }
            Operand::Symbol { name, reloc, .. } => {
                let reloc = reloc.as_deref().unwrap_or("");
                Term::input(
                    Input::SymAddr {
                        name: name.clone(),
                        got: reloc.contains("got"),
                        hi: reloc.ends_with("hi"),
                    },
                    32,
                )
                .zext(width)
            }
            _ => match self.sregs(op) {
                Some((first, count)) => {
                    let lo = self.get_sgpr(first);
                    if width <= 32 || count == 1 {
                        lo.zext(width)
                    } else {
                        let hi = self.get_sgpr(first + 1);
                        Term::concat32(&lo, &hi)
                    }
                }
                None => self.havoc(width, "unmodelled operand"),
            },
        }
    }

    /// Writes a scalar destination (32 or 64 bits).
    pub fn write_scalar(&mut self, op: &Operand, v: &Term) {
        let Some((first, count)) = self.sregs(op) else {
            return; // null, or a destination the model does not track
        };
        let v = v.zext(64.max(v.width()));
        if first == EXEC_LO && (count == 2 || !self.wave64()) {
            self.set_exec(&v.zext(64));
            return;
        }
        self.sgpr.insert(first, v.extract(0, 32));
        if count >= 2 {
            self.sgpr.insert(first + 1, v.extract(32, 32));
        }
    }

    /// `s_set_gpr_idx_on/off/idx/mode` (GFX8-9 ISA, "VGPR Indexing"): while the mode is
    /// on, vector instructions read `v[n + M0[7:0]]` for their indexed sources and write
    /// `v[n + M0[7:0]]` for an indexed destination (clang keeps a small local array in
    /// VGPRs and reads `buf[a & 15]` so). The index is not followed: M0 becomes an
    /// unmodelled value, and so do the results below ([`WaveState::gpr_indexed`]).
    fn gpr_index_mode(&mut self, m: &str, inst: &Inst) {
        let index_bits = |inst: &Inst| {
            let text: Vec<String> = inst
                .operands
                .iter()
                .filter_map(|o| match o {
                    Operand::Other(t) => Some(t.to_ascii_uppercase()),
                    _ => None,
                })
                .collect();
            let has = |k: &str| text.iter().any(|t| t.contains(k));
            // A mode not spelled out (`s_set_gpr_idx_mode` with a number) may be any.
            if text.is_empty() {
                (true, true)
            } else {
                (has("SRC"), has("DST"))
            }
        };
        match m {
            "s_set_gpr_idx_off" => {
                self.gpr_index = None;
                return;
            }
            "s_set_gpr_idx_on" | "s_set_gpr_idx_mode" => self.gpr_index = Some(index_bits(inst)),
            _ => {
                self.gpr_index.get_or_insert((true, true));
            }
        }
        let index = self.havoc(32, UNFOLLOWED_INDEX);
        self.sgpr.insert(M0, index);
    }

    /// After a vector instruction under VGPR indexing: with indexed sources its result is
    /// unmodelled; with an indexed destination it wrote some VGPR at or after the one
    /// named, so all of those become unmodelled in the active lanes.
    fn gpr_indexed(&mut self, inst: &Inst, src: bool, dst: bool) {
        let Some(d) = inst.operands.first() else {
            return;
        };
        let exec = self.exec();
        if src {
            self.havoc_dest_as(d, &exec, UNFOLLOWED_INDEX);
        }
        if dst && let Some((first, _)) = lanes_of(d) {
            for r in first..256 {
                let vals: Vec<Term> = (0..self.shape.wave_size)
                    .map(|_| self.havoc(32, UNFOLLOWED_INDEX))
                    .collect();
                self.write_lanes(r, vals, &exec);
            }
        }
    }

    /// Forgets every remembered private dword: a store may have changed any of them.
    fn forget_scratch(&mut self) {
        self.scratch.clear();
        self.scratch_lost = true;
    }

    /// Why a private read that finds no remembered dword gets a fresh value: a read of
    /// memory the lane never wrote is an input, but once a store was not followed it may
    /// be what the lane stored, which bverify lost (red team 23: `buf[a & 63]` of a
    /// 64-dword local array after stores at symbolic offsets was a false alarm).
    fn private_miss(&self) -> &'static str {
        if self.scratch_lost {
            UNFOLLOWED_PRIVATE
        } else {
            "loaded value"
        }
    }

    /// Why a private read gets a fresh value where it may name a dword the lane stored but
    /// does not take it from there: unmodelled once anything was stored.
    fn private_unfollowed(&self) -> &'static str {
        if self.scratch.is_empty() {
            self.private_miss()
        } else {
            UNFOLLOWED_PRIVATE
        }
    }

    fn havoc_dest(&mut self, op: &Operand, exec: &Term) {
        self.havoc_dest_as(op, exec, "unmodelled result");
    }

    /// Writes fresh values to a destination; `why` tells an input (memory read) from an
    /// instruction the evaluator does not model.
    fn havoc_dest_as(&mut self, op: &Operand, exec: &Term, why: &'static str) {
        if let Some((first, count)) = lanes_of(op) {
            for r in first..first + count {
                let vals: Vec<Term> = (0..self.shape.wave_size)
                    .map(|_| self.havoc(32, why))
                    .collect();
                self.write_lanes(r, vals, exec);
            }
        } else if let Some((first, count)) = self.sregs(op) {
            if first == EXEC_LO {
                let h = self.havoc(64, "unmodelled EXEC write");
                self.set_exec(&h);
            } else {
                for r in first..first + count {
                    let h = self.havoc(32, why);
                    self.sgpr.insert(r, h);
                }
            }
        }
    }

    /// An operand's `width`-bit values in every lane, read once for the whole wave: a
    /// VGPR's (or pair's) lanes, or one value for all lanes.
    fn lane_source(&mut self, op: &Operand, width: u8) -> LaneSource {
        match lanes_of(op) {
            Some((first, _)) if width <= 32 => {
                self.get_lane(first, 0);
                LaneSource::Lanes(self.vgpr[&first].clone())
            }
            Some(_) => LaneSource::Lanes(Rc::new(
                (0..self.shape.wave_size)
                    .map(|l| self.read_lane_wide(op, l, width))
                    .collect(),
            )),
            None => LaneSource::Same(self.read_lane_wide(op, 0, width)),
        }
    }

    /// Lane `l` of a vector-ALU source operand.
    pub fn read_lane(&mut self, op: &Operand, l: u32) -> Term {
        match lanes_of(op) {
            Some((first, _)) => self.get_lane(first, l),
            None => self.read_scalar(op, 32),
        }
    }

    /// The lane bits of a mask (EXEC, a VCC-like select), cached: EXEC changes far less
    /// often than instructions write lanes.
    fn lane_bits(&mut self, mask: &Term) -> Rc<Vec<Term>> {
        if let Some((m, bits)) = &self.lane_bits
            && m == mask
        {
            return bits.clone();
        }
        let bits = Rc::new(mask.bits(self.shape.wave_size as u8));
        self.lane_bits = Some((mask.clone(), bits.clone()));
        bits
    }

    /// Writes `vals` to the lanes of VGPR `r` that are active in `exec`.
    fn write_lanes(&mut self, r: u16, vals: Vec<Term>, exec: &Term) {
        let ws = self.shape.wave_size;
        // A known EXEC (all of `-O0` code outside divergent branches): each lane keeps its
        // old value or takes the new one, with no per-lane choice to build.
        if let Some(e) = exec.as_const() {
            let all = mask(ws as u8);
            if e & all == all {
                self.vgpr.insert(r, Rc::new(vals));
                return;
            }
            if e & all != 0 {
                let mut lanes: Vec<Term> = (0..ws).map(|l| self.get_lane(r, l)).collect();
                for (l, v) in vals.into_iter().enumerate() {
                    if e >> l & 1 == 1 {
                        lanes[l] = v;
                    }
                }
                self.vgpr.insert(r, Rc::new(lanes));
            }
            return;
        }
        let bits = self.lane_bits(exec);
        // Every lane active (most instructions): the old values are not read, so an
        // uninitialised register gets no fresh values that nothing would ever read.
        if bits.iter().all(|b| b.as_const() == Some(1)) {
            self.vgpr.insert(r, Rc::new(vals));
            return;
        }
        let old: Vec<Term> = (0..ws).map(|l| self.get_lane(r, l)).collect();
        let mut active = WhenActive::default();
        let new = vals
            .into_iter()
            .zip(old)
            .zip(bits.iter())
            .map(|((new, old), bit)| Term::ite(bit, &active.value(new, bit), &old))
            .collect();
        self.vgpr.insert(r, Rc::new(new));
    }

    /// Executes one instruction that is not a branch, barrier or call.
    ///
    /// `pre` is the state VOPD second halves read from (both halves read before writing).
    pub fn step(&mut self, inst: &Inst, pre: Option<&WaveState>) -> Effect {
        let before = self.next_havoc;
        let e = self.step_inner(inst, pre);
        if self.next_havoc != before {
            // Where precision is lost: the first thing to look at when a check is slow or
            // reports something that depends on unknown values.
            tracing::trace!(
                line = inst.loc.line,
                inst = %inst.mnemonic,
                first = before + 1,
                last = self.next_havoc,
                "fresh values"
            );
        }
        e
    }

    fn step_inner(&mut self, inst: &Inst, pre: Option<&WaveState>) -> Effect {
        // Results nothing decided on reads (`kernel::slice`): the registers keep stale values.
        let partial = self.shape.is_partial();
        if (!partial && inst.outside_slice) || (partial && inst.outside_slice_partial) {
            return Effect::None;
        }
        let m = base_mnemonic(&inst.mnemonic);
        let ops = &inst.operands;
        // With the float mode written at run time each wave may round (or flush) its own
        // way: a float result is this wave's own unknown, never one shared by all waves.
        if self.float_mode_varies && is_float_mnemonic(&m) {
            if m.starts_with("v_cmpx") {
                let h = self.havoc(64, "unmodelled EXEC write");
                self.set_exec(&h);
            }
            return if m.starts_with("v_") {
                let exec = self.exec();
                self.havoc_vector(inst, &exec)
            } else if m.starts_with("s_cmp") {
                // A compare names sources only; it writes SCC.
                self.scc = self.havoc(1, "unmodelled SCC write");
                Effect::Havocked
            } else {
                self.havoc_scalar(inst)
            };
        }
        if m.starts_with("s_") {
            // Scalar stores (GFX8-9 `s_store_*`, `s_scratch_store_*`, `s_buffer_store_*`) may
            // reach this wave's scratch.
            if m.starts_with("s_store")
                || m.starts_with("s_scratch_store")
                || m.starts_with("s_buffer_store")
            {
                self.forget_scratch();
            }
            let writes_global = m.starts_with("s_store")
                || m.starts_with("s_buffer_store")
                || m.starts_with("s_atomic")
                || m.starts_with("s_buffer_atomic");
            if writes_global || m.starts_with("s_dcache_inv") || m.starts_with("s_dcache_wb") {
                self.may_see_writes = true;
            }
            if writes_global {
                self.note_own_write();
                self.record_write(inst, true, None, 0);
            }
            if m.starts_with("s_set_gpr_idx") {
                self.gpr_index_mode(&m, inst);
                return Effect::None;
            }
            self.step_scalar(&m, inst)
        } else if m.starts_with("v_s_") && m.ends_with("_f32") {
            // GFX12 transcendentals with a scalar destination (`v_s_rcp_f32 s0, s2`).
            self.scalar_float(&m, inst)
        } else if m.starts_with("v_") {
            let mut src = pre.cloned().unwrap_or_else(|| self.clone());
            let e = self.step_vector(&m, inst, &mut src);
            if let Some((src, dst)) = self.gpr_index {
                self.gpr_indexed(inst, src, dst);
            }
            e
        } else if m.starts_with("scratch_") {
            self.scratch_access(&m, inst);
            Effect::None
        } else if let Some(e) = m
            .starts_with("flat_")
            .then(|| self.flat_private(&m, inst))
            .flatten()
        {
            e
        } else if m.starts_with("buffer_") && self.buffer_private(&m, inst) {
            Effect::None
        } else if m == "ds_bpermute_b32" {
            self.bpermute(inst);
            Effect::None
        } else if m == "ds_swizzle_b32" && self.swizzle(inst) {
            Effect::None
        } else if m.starts_with("ds_") && ["permute", "swizzle"].iter().any(|k| has(&m, k)) {
            // Cross-lane moves through the LDS crossbar: not modelled beyond `ds_bpermute`
            // and the swizzle patterns.
            if let Some(d) = ops.first() {
                let exec = self.exec();
                self.havoc_dest(d, &exec);
            }
            Effect::None
        } else {
            // A flat or buffer store may reach this wave's scratch through a generic pointer
            // or the private-segment buffer.
            if (m.starts_with("flat_") || m.starts_with("buffer_"))
                && (has(&m, "store") || has(&m, "atomic"))
                && !self.flat_store_outside_scratch(&m, inst)
            {
                self.forget_scratch();
            }
            let memory =
                m.starts_with("flat_") || m.starts_with("buffer_") || m.starts_with("global_");
            // A flat write in the LDS aperture in every active lane (`-O0` code writes
            // `__shared__` through generic pointers) writes no global memory.
            let writes_global = memory
                && (has(&m, "store") || has(&m, "atomic"))
                && !(m.starts_with("flat_") && self.flat_in_lds(&m, inst));
            if writes_global || (memory && (has(&m, "inv") || has(&m, "wb"))) {
                self.may_see_writes = true;
            }
            if writes_global {
                let exec = self.exec();
                if self.prove_phase_reads {
                    self.record_global_write(&m, inst, &exec);
                }
                self.note_global_store(&m, inst, &exec);
            }
            // Memory instructions: loads write unconstrained values; stores write nothing.
            // LDS DMA and async transfers move data between memories and write no register
            // (their first operand is an address).
            let is_store = has(&m, "store")
                || m.starts_with("ds_write")
                || matches!(
                    inst.class,
                    crate::encodings::InstClass::LdsDma
                        | crate::encodings::InstClass::AsyncToLds
                        | crate::encodings::InstClass::AsyncFromLds
                );
            // `ds_append`/`ds_consume`/`ds_ordered_count` return a counter kept in LDS or
            // GDS without `_rtn` in their names.
            let returns = !is_store
                && (has(&m, "load")
                    || m.starts_with("ds_read")
                    || has(&m, "_rtn")
                    || m.starts_with("ds_append")
                    || m.starts_with("ds_consume")
                    || m.starts_with("ds_ordered_count")
                    // Image samples, gathers and queries (MIMG) return texels or resource
                    // information; image atomics return only with `glc`, as buffer ones.
                    || (m.starts_with("image_") && !has(&m, "atomic"))
                    || returns_old_value(inst));
            if super::lds::may_write_lds(&m) {
                self.note_lds_write();
            }
            if returns && let Some(d) = ops.first() {
                let exec = self.exec();
                if m.starts_with("ds_")
                    && let Some(e) = self.lds_phase_load(&m, inst, d, &exec)
                {
                    return e;
                }
                if m.starts_with("ds_") || (m.starts_with("flat_") && self.flat_reads_lds(&m, inst))
                {
                    // What other waves stored there: LDS contents are not modelled, so a
                    // finding that depends on such a value is not reported (check::mod).
                    self.havoc_dest_as(d, &exec, LDS_VALUE);
                } else if has(&m, "atomic") {
                    self.havoc_dest_as(d, &exec, "loaded value");
                } else {
                    match self.global_load(&m, inst, d, &exec) {
                        Some(e) => return e,
                        None => self.havoc_dest_as(d, &exec, "loaded value"),
                    }
                }
            }
            Effect::None
        }
    }

    /// A plain DS load of whole dwords between two workgroup barriers, where waves meet in
    /// LDS only across barriers and this wave has not written LDS in the phase: each dword
    /// is one value per address and phase for every wave (another wave's store in the
    /// phase would race with the load). `None` where that does not hold.
    fn lds_phase_load(
        &mut self,
        m: &str,
        inst: &Inst,
        dst: &Operand,
        exec: &Term,
    ) -> Option<Effect> {
        let phase = self.barrier_phase.clone()?;
        if !self.lds_meets_at_barriers
            || self.lds_wrote_this_phase
            || inst.class != crate::encodings::InstClass::LdsRead
            || !(m.starts_with("ds_read_b") || m.starts_with("ds_load_b"))
            || has(m, "tr")
        {
            return None;
        }
        let (first, count) = lanes_of(dst)?;
        let bytes = super::lds::lane_bytes(m)?;
        if bytes % 4 != 0 || u32::from(count) != bytes / 4 {
            return None;
        }
        let addr = inst.operands.get(1)?;
        let offset = inst.modifier("offset").unwrap_or(0) as u64;
        let bits = self.lane_bits(exec);
        let mut when = WhenActive::default();
        let addrs: Vec<Term> = (0..self.shape.wave_size)
            .map(|l| {
                let a = self.read_lane(addr, l).add(&Term::constant(offset, 32));
                when.value(a, &bits[l as usize])
            })
            .collect();
        for r in 0..count {
            let vals: Vec<Term> = addrs
                .iter()
                .map(|a| {
                    let word = a.add(&Term::constant(4 * u64::from(r), 32));
                    Term::pure(LDS_PHASE_VALUE, 0, vec![word, phase.clone()], 32)
                })
                .collect();
            self.write_lanes(first + r, vals, exec);
        }
        Some(Effect::LdsPhaseLoad)
    }

    /// `ds_bpermute_b32 dst, addr, data`: each active lane reads `data` of lane
    /// `(addr + offset) / 4` (modulo the wave size); a lane that reads an inactive lane
    /// gets 0. GFX10+ in wave64 permutes within each half only, which is not modelled (the
    /// result is then unmodelled, as is a lane whose address is not a constant).
    fn bpermute(&mut self, inst: &Inst) {
        let ops = &inst.operands;
        let exec = self.exec();
        let ws = self.shape.wave_size;
        // GFX8-9 (the only generations whose 16-bit results zero the high half) permute
        // across the whole wave64; wave32 is one half.
        let whole_wave = ws == 32 || self.sixteen_bit_zero_high;
        let (Some(d), Some(addr), Some(data)) = (ops.first(), ops.get(1), ops.get(2)) else {
            return;
        };
        let Some((dst, 1)) = lanes_of(d).filter(|_| whole_wave) else {
            self.havoc_dest(d, &exec);
            return;
        };
        let bits = self.lane_bits(&exec);
        let offset = Term::constant(inst.modifier("offset").unwrap_or(0) as u64, 32);
        let from: Vec<Term> = (0..ws).map(|l| self.read_lane(data, l)).collect();
        let mut vals = Vec::with_capacity(ws as usize);
        for l in 0..ws {
            let a = self.read_lane(addr, l).add(&offset);
            vals.push(match a.as_const() {
                Some(a) => {
                    let src = ((a >> 2) % u64::from(ws)) as usize;
                    other_lane(&from, &bits[src], src)
                }
                None => self.havoc(32, "unmodelled result"),
            });
        }
        self.write_lanes(dst, vals, &exec);
    }

    /// `ds_swizzle_b32 dst, data offset:...`: each active lane reads `data` of the lane the
    /// offset's pattern names ([`super::lanes::swizzle`]); a lane that reads an inactive
    /// lane gets 0, as for `ds_bpermute`. Returns false, leaving the result to be made
    /// unknown, for a pattern that is not modelled.
    fn swizzle(&mut self, inst: &Inst) -> bool {
        let ws = self.shape.wave_size;
        let offset = inst
            .modifiers
            .iter()
            .find_map(|x| x.strip_prefix("offset:"))
            .unwrap_or("0");
        let ops = &inst.operands;
        let (Some(sources), Some((dst, 1)), Some(data)) = (
            super::lanes::swizzle(offset, ws),
            ops.first().and_then(lanes_of),
            ops.get(1),
        ) else {
            return false;
        };
        let exec = self.exec();
        let bits = self.lane_bits(&exec);
        let from: Vec<Term> = (0..ws).map(|l| self.read_lane(data, l)).collect();
        let vals = sources
            .iter()
            .map(|&src| other_lane(&from, &bits[src as usize], src as usize))
            .collect();
        self.write_lanes(dst, vals, &exec);
        true
    }

    /// A DPP instruction: its base operation with `src0` as each lane reads it through the
    /// DPP pattern ([`super::lanes::dpp`]), and lanes the pattern does not let write
    /// (masked rows or banks; an invalid source without `bound_ctrl`) keeping their
    /// destination. A compare (`v_cmp_*_e64_dpp`, which GFX11+ llc forms from
    /// `update_dpp` and a compare) is followed only where every lane takes part (full row
    /// and bank masks, `bound_ctrl` or every source lane valid and active): the spec does
    /// not say which mask bit a lane the pattern leaves out gets. `None`, leaving the result
    /// unknown, for a pattern or shape this does not follow: such compares, carries (they
    /// write a lane mask), 64-bit operands, other modifiers.
    fn dpp(&mut self, m: &str, inst: &Inst, src: &mut WaveState) -> Option<Effect> {
        let base = m.strip_suffix("_dpp").or_else(|| m.strip_suffix("_dpp8"))?;
        let compare = base.starts_with("v_cmp");
        if ["_co_", "addc", "subb", "_ci_"]
            .iter()
            .any(|k| has(base, k))
        {
            return None;
        }
        let ops = &inst.operands;
        let single = |o: &Operand| !matches!(o, Operand::Vgpr { count, .. } | Operand::Sgpr { count, .. } if *count != 1);
        // A compare's destination is a lane mask (an SGPR pair in wave64).
        if ops.len() < 2 || !ops.iter().skip(usize::from(compare)).all(single) {
            return None;
        }
        let dst = match (&ops[0], &ops[1]) {
            (Operand::Vgpr { first, .. }, Operand::Vgpr { .. }) if !compare => *first,
            (_, Operand::Vgpr { .. }) if compare => 0,
            _ => return None,
        };
        let ws = self.shape.wave_size;
        let d = super::lanes::dpp(&inst.modifiers, ws, self.sixteen_bit_zero_high)?;
        let exec = self.exec();
        let bits = self.lane_bits(&exec);
        let from: Vec<Term> = (0..ws).map(|l| src.read_lane(&ops[1], l)).collect();
        let zero = Term::constant(0, 32);
        let (yes, no) = (Term::constant(1, 1), Term::constant(0, 1));
        let mut vals = Vec::with_capacity(ws as usize);
        let mut writes = Vec::with_capacity(ws as usize);
        for l in 0..ws as usize {
            let (v, w) = match d.source[l] {
                Some(s) => {
                    let active = if d.fetch_inactive {
                        yes.clone()
                    } else {
                        bits[s as usize].clone()
                    };
                    let w = if d.bound_ctrl {
                        yes.clone()
                    } else {
                        active.clone()
                    };
                    (other_lane(&from, &active, s as usize), w)
                }
                None => (
                    zero.clone(),
                    if d.bound_ctrl {
                        yes.clone()
                    } else {
                        no.clone()
                    },
                ),
            };
            vals.push(v);
            writes.push(if d.enabled[l] { w } else { no.clone() });
        }
        // The permuted source goes to a scratch VGPR of a copy of the state the base
        // operation reads (as for SDWA, whose scratch VGPRs are 2000 and 2001).
        const TEMP: u16 = 2002;
        let mut staged = src.clone();
        staged.write_lanes(TEMP, vals, &Term::constant(mask(ws as u8), 64));
        let mut operands = ops.clone();
        operands[1] = Operand::Vgpr {
            first: TEMP,
            count: 1,
        };
        let plain = Inst {
            mnemonic: base.to_string(),
            operands,
            modifiers: Vec::new(),
            ..inst.clone()
        };
        if compare {
            return writes
                .iter()
                .all(|w| w.as_const() == Some(1))
                .then(|| self.step_vector(base, &plain, &mut staged));
        }
        let old: Vec<Term> = (0..ws).map(|l| self.get_lane(dst, l)).collect();
        let effect = self.step_vector(base, &plain, &mut staged);
        let merged = (0..ws)
            .map(|l| {
                let w = &writes[l as usize];
                match w.as_const() {
                    Some(1) => self.get_lane(dst, l),
                    Some(_) => old[l as usize].clone(),
                    None => Term::ite(w, &self.get_lane(dst, l), &old[l as usize]),
                }
            })
            .collect();
        self.vgpr.insert(dst, Rc::new(merged));
        Some(effect)
    }

    /// The one pointer argument `addr` is computed from (its kernarg offset, and whether
    /// the memory behind it is read-only restrict), when it names no other pointer: no
    /// private or LDS aperture, no symbol (by-value arguments and loaded values may index it).
    pub fn pointer_arg_of(&self, addr: &Term) -> Option<(u32, bool)> {
        let mut ins = Vec::new();
        addr.inputs(&mut ins);
        let mut base = None;
        for i in &ins {
            match i {
                Input::KernArg { offset } => {
                    let arg = self
                        .pointer_args
                        .iter()
                        .find(|(o, _)| (*o..*o + 8).contains(offset));
                    match (arg, base) {
                        (None, _) => {}
                        (Some(&a), None) => base = Some(a),
                        (Some(&a), Some(b)) if a == b => {}
                        _ => return None,
                    }
                }
                Input::Pointer { .. } | Input::SymAddr { .. } => return None,
                _ => {}
            }
        }
        base
    }

    /// Whether `addr` is in the memory of one data symbol of the file (its pc-relative
    /// address plus offsets that name no other memory: C's rule that pointer arithmetic
    /// stays in its object), with whether that symbol is read-only.
    fn data_symbol_of(&self, addr: &Term) -> Option<bool> {
        self.data_object_of(addr).map(|(_, d)| d.read_only)
    }

    /// The data symbol `addr` is in (see [`Self::data_symbol_of`]), with its name.
    fn data_object_of(&self, addr: &Term) -> Option<(&str, &crate::kernel::DataSymbol)> {
        let mut ins = Vec::new();
        addr.inputs(&mut ins);
        let mut found: Option<(&str, &crate::kernel::DataSymbol)> = None;
        for i in &ins {
            match i {
                Input::SymAddr {
                    name, got: false, ..
                } => {
                    let (key, sym) = self.data_symbols.get_key_value(name)?;
                    match found {
                        None => found = Some((key.as_str(), sym)),
                        Some((n, _)) if n == name => {}
                        Some(_) => return None,
                    }
                }
                Input::SymAddr { .. } | Input::Pointer { .. } | Input::Havoc { .. } => return None,
                Input::KernArg { offset }
                    if self
                        .pointer_args
                        .iter()
                        .any(|(o, _)| (*o..*o + 8).contains(offset)) =>
                {
                    return None;
                }
                _ => {}
            }
        }
        found
    }

    /// The value a load of `bytes` bytes (1, 2 or 4; `signed`: sign-extended) at `addr`
    /// reads from a read-only data symbol whose bytes the file gives: the bytes at the
    /// offset where it is known, else a choice over every aligned offset of a table of at
    /// most 64 entries (`lim[bidx & 3]`), the symbol's unknown memory outside them.
    fn table_value(&self, addr: &Term, bytes: u32, signed: bool, outside: &Term) -> Option<Term> {
        let (name, sym) = self.data_object_of(addr)?;
        let table = sym.bytes.as_ref().filter(|_| sym.read_only)?;
        // The offset: the address with the symbol's own address taken as 0.
        let mut offset = addr.clone();
        for hi in [false, true] {
            let at = Term::input(
                Input::SymAddr {
                    name: name.to_string(),
                    got: false,
                    hi,
                },
                32,
            );
            offset = offset.subst(&at, &Term::constant(0, 32), &mut Default::default());
        }
        let entry = |o: u64| -> Option<Term> {
            let o = usize::try_from(o).ok()?;
            let b = table.get(o..o.checked_add(bytes as usize)?)?;
            let v = b.iter().rev().fold(0u64, |v, &x| v << 8 | u64::from(x));
            let t = Term::constant(v, (8 * bytes) as u8);
            Some(if signed && bytes < 4 {
                t.sext(32)
            } else {
                t.zext(32)
            })
        };
        if let Some(o) = offset.as_const() {
            return entry(o);
        }
        let count = table.len() / bytes as usize;
        if count > 64 {
            return None;
        }
        let mut v = outside.clone();
        for i in (0..count as u64).rev() {
            let o = i * u64::from(bytes);
            let hit = offset.eq(&Term::constant(o, offset.width()));
            v = Term::ite(&hit, &entry(o)?, &v);
        }
        Some(v)
    }

    /// Whether `addr` is in a memory object bverify can name: a pointer argument's or a
    /// data symbol's.
    fn in_named_object(&self, addr: &Term) -> bool {
        self.pointer_arg_of(addr).is_some() || self.data_symbol_of(addr).is_some()
    }

    /// The pointer argument all of `addrs` are in, with whether it is `restrict`.
    fn access_base(&self, addrs: &[Term]) -> Option<(u32, bool)> {
        let mut base = None;
        for a in addrs {
            let (o, _) = self.pointer_arg_of(a)?;
            if base.is_some_and(|b| b != o) {
                return None;
            }
            base = Some(o);
        }
        base.map(|o| (o, self.restrict_args.contains(&o)))
    }

    /// Whether a `flat_store_*` or `flat_atomic_*` writes, in every active lane, into the memory of a pointer
    /// argument or into the LDS aperture (so not into this wave's scratch, which `-O0` code
    /// keeps its locals in).
    fn flat_store_outside_scratch(&mut self, m: &str, inst: &Inst) -> bool {
        if !(m.starts_with("flat_store") || m.starts_with("flat_atomic")) {
            return false;
        }
        self.flat_active_addresses(m, inst).is_some_and(|addrs| {
            let lds = lds_aperture_hi();
            addrs
                .iter()
                .all(|a| a.extract(32, 32) == lds || self.pointer_arg_of(a).is_some())
        })
    }

    /// Whether a flat access's address is in the LDS aperture in every lane that may be
    /// active.
    fn flat_in_lds(&mut self, m: &str, inst: &Inst) -> bool {
        self.flat_active_addresses(m, inst).is_some_and(|addrs| {
            let lds = lds_aperture_hi();
            addrs.iter().all(|a| a.extract(32, 32) == lds)
        })
    }

    /// The flat addresses of the lanes that may be active.
    fn flat_active_addresses(&mut self, m: &str, inst: &Inst) -> Option<Vec<Term>> {
        Some(
            self.flat_lanes(m, inst)?
                .into_iter()
                .filter(|(_, bit)| bit.as_const() != Some(0))
                .map(|(a, _)| a)
                .collect(),
        )
    }

    /// The LDS class and extent of a flat load, store or atomic whose address is in the LDS
    /// aperture in every lane that may be active (`-O0` code reaches `__shared__` through
    /// generic pointers): per lane, the aperture offset (the address's low half), as
    /// [`super::lds::extent`] gives for DS instructions. `None` for any other access.
    pub fn flat_lds_extent(
        &mut self,
        inst: &Inst,
    ) -> Option<(InstClass, Option<super::lds::LdsExtent>)> {
        let m = base_mnemonic(&inst.mnemonic);
        if !m.starts_with("flat_") {
            return None;
        }
        let class = if has(&m, "atomic") {
            InstClass::LdsAtomic
        } else if has(&m, "store") {
            InstClass::LdsWrite
        } else if has(&m, "load") {
            InstClass::LdsRead
        } else {
            return None;
        };
        let lanes = self.flat_lanes(&m, inst)?;
        let bytes = super::lds::lane_bytes(&m);
        let mut out = Vec::new();
        let mut unsplit = false;
        for (l, (a, bit)) in lanes.into_iter().enumerate() {
            if bit.as_const() == Some(0) {
                continue;
            }
            // A lane whose address may be in the aperture (a pointer chosen between LDS and
            // global memory) touches LDS where the choice says so; elsewhere its bytes are
            // put past every LDS byte, so they overlap no transfer. An address not split
            // so is an access whose LDS bytes are not known (red team 40: such a read was
            // missed, and a copy it raced with was verified).
            match lds_guard(&a, 4) {
                Some(g) if g.as_const() == Some(0) => {}
                Some(g) => {
                    let at = Term::ite(&g, &a.extract(0, 32), &Term::constant(OUTSIDE_LDS, 32));
                    out.push((l as u32, at, bytes.unwrap_or(4)));
                }
                None => unsplit = true,
            }
        }
        // Surely not LDS in any active lane: not an LDS access, whatever its size.
        if out.is_empty() && !unsplit {
            return None;
        }
        let known = !unsplit && bytes.is_some();
        Some((class, known.then(|| Rc::new(out))))
    }

    /// Whether a flat access names the LDS aperture in some active lane (`-O0` code reaches
    /// `__shared__` variables through generic pointers).
    fn flat_reads_lds(&mut self, m: &str, inst: &Inst) -> bool {
        let lds = lds_aperture_hi();
        self.flat_lanes(m, inst).is_some_and(|lanes| {
            lanes
                .iter()
                .any(|(a, bit)| bit.as_const() != Some(0) && a.extract(32, 32) == lds)
        })
    }

    /// Per lane, the flat address of a flat load, store or atomic as the lane sees it when
    /// active, and the lane's EXEC bit. The address operand (a 64-bit VGPR pair, or the
    /// offset before an SGPR base) comes after the destination of a load or of an atomic
    /// that returns its old value; the SGPR base follows the address in loads, and the data
    /// in stores and atomics.
    fn flat_lanes(&mut self, m: &str, inst: &Inst) -> Option<Vec<(Term, Term)>> {
        let ops = &inst.operands;
        let (at, saddr) = if has(m, "atomic") {
            let at = usize::from(returns_old_value(inst));
            (at, at + 2)
        } else if has(m, "store") {
            (0, 2)
        } else {
            (1, 2)
        };
        let addrs = self.lane_addresses(m, inst, ops.get(at)?, ops.get(saddr))?;
        let exec = self.exec();
        let bits = self.lane_bits(&exec);
        let mut active = WhenActive::default();
        Some(
            addrs
                .into_iter()
                .zip(bits.iter())
                .map(|(a, bit)| (active.value(a, bit), bit.clone()))
                .collect(),
        )
    }

    /// The byte address each lane of a `global_*`/`flat_*` access names: a 64-bit VGPR
    /// address, or an SGPR base plus a 32-bit VGPR offset (in elements with GFX12.5's
    /// `scale_offset`), plus the `offset:` modifier. `None` for an element size not known.
    fn lane_addresses(
        &mut self,
        m: &str,
        inst: &Inst,
        vaddr: &Operand,
        saddr: Option<&Operand>,
    ) -> Option<Vec<Term>> {
        let saddr = match saddr {
            None | Some(Operand::Other(_)) => None,
            Some(Operand::Symbol { name, .. }) if name == "off" => None,
            Some(o) => Some(self.read_scalar(o, 64)),
        };
        let scale: u64 = if inst.modifiers.iter().any(|x| x == "scale_offset") {
            match m.rsplit('_').next()? {
                "u8" | "i8" | "ubyte" | "sbyte" | "b8" | "byte" => 1,
                "u16" | "i16" | "ushort" | "sshort" | "b16" | "short" => 2,
                "b32" | "dword" => 4,
                "b64" | "dwordx2" => 8,
                "b128" | "dwordx4" => 16,
                _ => return None,
            }
        } else {
            1
        };
        let offset = Term::constant(inst.modifier("offset").unwrap_or(0) as u64, 64);
        Some(
            (0..self.shape.wave_size)
                .map(|l| {
                    let a = match &saddr {
                        Some(base) => {
                            let v = self.read_lane_wide(vaddr, l, 32).zext(64);
                            let v = if scale == 1 {
                                v
                            } else {
                                Term::op(Op::Mul, 64, vec![v, Term::constant(scale, 64)])
                            };
                            base.add(&v)
                        }
                        None => self.read_lane_wide(vaddr, l, 64),
                    };
                    a.add(&offset)
                })
                .collect(),
        )
    }

    /// Per-lane addresses of a `buffer_load_*`/`buffer_store_*` (MUBUF, operands `vdata,
    /// vaddr|off, srsrc, soffset`) through a raw buffer descriptor: base (words 0-1, bits
    /// 47:0) + `soffset` + `offset:` + the lane's VGPR offset with `offen`. Only where the
    /// descriptor's stride and swizzle fields (word 1 bits 31:16) and its index-stride and
    /// add-thread-id fields (word 3 bits 23:21) are known zero, so no lane index enters
    /// the address; `None` otherwise (`idxen`, formatted and LDS forms too). An access out
    /// of the descriptor's range reads 0 and writes nothing: as a value of memory at that
    /// address, 0 is one the reading allows.
    fn buffer_lane_addresses(&mut self, m: &str, inst: &Inst) -> Option<Vec<Term>> {
        let ops = &inst.operands;
        if !plain_mubuf(m, inst) {
            return None;
        }
        let (first, 4) = self.sregs(&ops[2])? else {
            return None;
        };
        let word = |w: &mut Self, i: u16| {
            w.read_scalar(
                &Operand::Sgpr {
                    first: first + i,
                    count: 1,
                },
                32,
            )
        };
        let known_zero =
            |t: &Term, bits: u64| t.and(&Term::constant(bits, 32)).as_const() == Some(0);
        let (w0, w1, w3) = (word(self, 0), word(self, 1), word(self, 3));
        if !known_zero(&w1, 0xffff_0000) || !known_zero(&w3, 0x00e0_0000) {
            return None;
        }
        let base = Term::concat32(&w0, &w1);
        let soffset = match &ops[3] {
            Operand::Imm(v) => Term::constant(*v as u64 & 0xffff_ffff, 64),
            o if self.sregs(o).is_some() => self.read_scalar(o, 32).zext(64),
            Operand::Special(crate::kernel::Special::Null) => Term::constant(0, 64),
            _ => return None,
        };
        let offset = Term::constant(inst.modifier("offset").unwrap_or(0) as u64, 64);
        let fixed = base.add(&soffset).add(&offset);
        if inst.modifiers.iter().any(|x| x == "offen") {
            let (v, 1) = lanes_of(&ops[1])? else {
                return None;
            };
            Some(
                (0..self.shape.wave_size)
                    .map(|l| fixed.add(&self.get_lane(v, l).zext(64)))
                    .collect(),
            )
        } else if is_off(ops.get(1)) {
            Some(vec![fixed; self.shape.wave_size as usize])
        } else {
            None
        }
    }

    /// Whether `addr` is in the memory of one read-only restrict pointer argument, or in the
    /// kernarg segment, which no one writes during the dispatch (a by-value struct's member
    /// indexed by another member in lowered IR).
    fn in_read_only_arg(&self, addr: &Term) -> bool {
        self.pointer_arg_of(addr)
            .is_some_and(|(_, read_only)| read_only)
            || in_kernarg_segment(addr)
    }

    /// A `global_load_*`/`flat_load_*` whose per-lane addresses are known: lanes that read
    /// the same address in this one instruction get the same value (one memory read, so
    /// also under concurrent writers); other lanes and other loads get fresh values.
    fn global_load(&mut self, m: &str, inst: &Inst, dst: &Operand, exec: &Term) -> Option<Effect> {
        let ops = &inst.operands;
        let (_, count) = lanes_of(dst)?;
        let buffer = m.starts_with("buffer_load_");
        if !(m.starts_with("global_load_") || m.starts_with("flat_load_") || buffer)
            || has(m, "lds")
            || has(m, "tr")
        {
            return None;
        }
        // `d16` loads write 16 bits into one half of the register (`_hi`: the high one).
        let d16 = has(m, "d16").then(|| has(m, "d16_hi"));
        if d16.is_some() && count != 1 {
            return None;
        }
        let (Some(vaddr), saddr) = (ops.get(1), ops.get(2)) else {
            return None;
        };
        let addrs = if buffer {
            self.buffer_lane_addresses(m, inst)?
        } else {
            self.lane_addresses(m, inst, vaddr, saddr)?
        };
        Some(self.read_memory(m, inst, dst, addrs, exec))
    }

    /// What a global, flat or buffer load `inst` into `dst` reads at the per-lane `addrs`
    /// (each lane's whole address, offsets included).
    fn read_memory(
        &mut self,
        m: &str,
        inst: &Inst,
        dst: &Operand,
        addrs: Vec<Term>,
        exec: &Term,
    ) -> Effect {
        let Some((first, count)) = lanes_of(dst) else {
            self.havoc_dest_as(dst, exec, "loaded value");
            return Effect::None;
        };
        let d16 = has(m, "d16").then(|| has(m, "d16_hi"));
        let ws = self.shape.wave_size;
        // The kernel argument segment (`-O0` code passes the implicit-argument pointer to
        // its helpers in SGPRs and reads the group size with a vector load): the same
        // values as scalar loads of it, launch sizes included.
        let sub = match m.rsplit('_').next().unwrap_or("") {
            _ if d16.is_some() => {
                if has(m, "ubyte") || has(m, "_u8") {
                    Some((1, false))
                } else if has(m, "sbyte") || has(m, "_i8") {
                    Some((1, true))
                } else {
                    Some((2, false))
                }
            }
            "u8" | "ubyte" => Some((1, false)),
            "i8" | "sbyte" => Some((1, true)),
            "u16" | "ushort" => Some((2, false)),
            "i16" | "sshort" => Some((2, true)),
            _ => None,
        };
        let bits = self.lane_bits(exec);
        // Only an active lane loads: its address is the one it computes when active (a
        // `-O0` callee's address register, written by the caller under a symbolic EXEC, is
        // `ite(bit, address, old)` per lane, and would make lanes at one address differ).
        let mut when = WhenActive::default();
        let addrs: Vec<Term> = addrs
            .into_iter()
            .zip(bits.iter())
            .map(|(a, b)| when.value(a, b))
            .collect();
        let active: Vec<&Term> = addrs
            .iter()
            .zip(bits.iter())
            .filter(|(_, b)| b.as_const() != Some(0))
            .map(|(a, _)| a)
            .collect();
        if let Some(first_addr) = active.first()
            && active.iter().all(|a| a == first_addr)
            && let Some(off) = kernarg_offset(first_addr).and_then(|o| u32::try_from(o).ok())
        {
            for r in 0..count {
                let v = match sub {
                    Some((bytes, signed)) => {
                        let v = self.kernarg(off, bytes);
                        if signed {
                            v.extract(0, 8 * bytes as u8).sext(32)
                        } else {
                            v
                        }
                    }
                    None => self.kernarg(off + 4 * u32::from(r), 4),
                };
                let vals = self.d16_merged(d16, first, vec![v; ws as usize]);
                self.write_lanes(first + r, vals, exec);
            }
            return Effect::None;
        }
        if count == 1
            && let Some(first_addr) = active.first()
            && active.iter().all(|a| a == first_addr)
            && let Some(v) = self.kernarg_choice(first_addr, sub)
        {
            let vals = self.d16_merged(d16, first, vec![v; ws as usize]);
            self.write_lanes(first, vals, exec);
            return Effect::None;
        }
        // The dispatch packet through a vector load (`-O0` code copies the dispatch pointer
        // into VGPRs and `flat_load`s the grid size): the values a scalar load of the same
        // bytes reads (red team 36, F5).
        if !active.is_empty() && active.iter().all(|a| in_dispatch_packet(a)) {
            let what = scalar_load_kind(sub);
            for r in 0..count {
                let vals = addrs
                    .iter()
                    .map(|a| {
                        let word = a.add(&Term::constant(4 * u64::from(r), 64));
                        let unknown = Term::pure(what, 0, vec![word.clone()], 32);
                        self.dispatch_packet_word(&word, sub, unknown)
                    })
                    .collect();
                let vals = self.d16_merged(d16, first, vals);
                self.write_lanes(first + r, vals, exec);
            }
            return Effect::None;
        }
        // Memory behind a `const restrict` argument does not change: a value per address,
        // the same in every wave and every read.
        // Only lanes that may be active count: a partial last wave's lanes past the launch
        // never computed an address (red team 41: a reloaded pointer in a 100-thread group).
        let read_only = active
            .iter()
            .all(|a| self.in_read_only_arg(a) || self.data_symbol_of(a) == Some(true));
        // Before the wave's first global store, atomic, cache invalidation or barrier, a
        // plain load (no coherence bits: not volatile, not atomic) reads another wave's store
        // only by racing with it, which the source languages leave undefined: it reads the
        // dispatch's memory, one value per address for every wave (an assumption the result
        // states, as for scalar loads).
        let coherent = has_coherence_bits(inst);
        let snapshot = !read_only
            && self.plain_loads_not_atomic
            && !self.may_see_writes
            && !coherent
            && active.iter().all(|a| self.in_named_object(a));
        // Between two workgroup barriers of a kernel whose waves synchronise only at
        // barriers, a plain load reads what every wave reading the address in this phase
        // reads: a store of another wave in the same phase would race with it. The wave's
        // own stores of the phase are its own to read back.
        // Where waves may also synchronise through memory, or this load may be an atomic
        // one, the same reading holds if no other wave writes the address in the phase:
        // the check proves that from the recorded accesses (`check::phase_reads`) or
        // checks the kernel again without it. The first phase too, where the
        // dispatch-memory reading above does not hold.
        let load_bytes = sub.map_or(4, |(b, _)| b);
        let read_bytes = if sub.is_some() {
            load_bytes
        } else {
            4 * u32::from(count)
        };
        let phase = self
            .barrier_phase
            .clone()
            .filter(|k| {
                !read_only
                    && !snapshot
                    && (!self.wrote_this_phase || self.misses_phase_writes(&active, read_bytes))
                    && (self.prove_phase_reads
                        || (k.as_const() != Some(0)
                            && !coherent
                            && self.syncs_only_at_barriers
                            && self.plain_loads_not_atomic))
            })
            .filter(|_| active.iter().all(|a| self.in_named_object(a)));
        if let Some(k) = phase.as_ref().filter(|_| self.prove_phase_reads) {
            let at = distinct(active.iter().copied());
            let base = self.access_base(&at);
            self.accesses.push(MemAccess {
                line: inst.loc.line,
                kind: AccessKind::SharedRead,
                phase: Some(k.clone()),
                base,
                addrs: Some(at),
                bytes: read_bytes,
            });
        }
        let own = if coherent || d16.is_some() {
            None
        } else {
            self.last_store
                .clone()
                .filter(|s| u32::from(s.bytes) == load_bytes)
        };
        // The words the wave stored in the phase before, by address, under the same
        // conditions as the shared reading above (no other way to synchronise, plain loads).
        // In a workgroup of one wave no other wave of it stores in between, atomically or
        // not: on GFX12.5, where an atomic load looks plain, the wave still reads its own
        // words back (red team 36, F4).
        let alone = self.shape.threads <= self.shape.wave_size;
        let past: HashMap<Term, (usize, Term)> = match &self.past_store {
            Some(s)
                if !coherent
                    && sub.is_none()
                    && s.bytes == 4
                    && d16.is_none()
                    && !self.wrote_this_phase
                    && self.syncs_only_at_barriers
                    && (self.plain_loads_not_atomic || alone) =>
            {
                let mut m = HashMap::default();
                for (l, a) in s.addrs.iter().enumerate().filter(|(l, _)| s.stored[*l]) {
                    for (d, words) in s.dwords.iter().enumerate() {
                        let at = a.add(&Term::constant(4 * d as u64, 64));
                        m.entry(at).or_insert_with(|| (l, words[l].clone()));
                    }
                }
                m
            }
            _ => HashMap::default(),
        };
        // One value per address for every wave: memory the dispatch started with, or what
        // every wave reads between the same two barriers.
        let shared: Option<(&str, Vec<Term>)> = match &phase {
            Some(k) => Some((GLOBAL_PHASE_VALUE, vec![k.clone()])),
            None if read_only || snapshot => Some(("dispatch memory", Vec::new())),
            None => None,
        };
        let mut phase_values: Vec<Term> = Vec::new();
        for r in 0..count {
            if let Some(s) = &own {
                // Each lane's own latest store of this dword, if it wrote it.
                let back: Vec<Option<Term>> = addrs
                    .iter()
                    .enumerate()
                    .map(|(l, a)| {
                        let word = a.add(&Term::constant(4 * u64::from(r), 64));
                        if !s.stored[l] {
                            return None;
                        }
                        (0..s.dwords.len()).find_map(|d| {
                            let at = s.addrs[l].add(&Term::constant(4 * d as u64, 64));
                            (at == word).then(|| as_loaded(&s.dwords[d][l], sub))
                        })
                    })
                    .collect();
                if self.write_if_known(first + r, back, exec) {
                    continue;
                }
            }
            let words: Vec<Term> = addrs
                .iter()
                .map(|a| a.add(&Term::constant(4 * u64::from(r), 64)))
                .collect();
            // Where every wave reads one value per address, the wave's own knowledge is a fact
            // about that value (below), so the other waves read it too; elsewhere the other
            // waves' values are their own, and the stored words are read as they are.
            if !past.is_empty() && shared.is_none() {
                let back = words
                    .iter()
                    .map(|w| past.get(w).map(|(_, v)| v.clone()))
                    .collect();
                if self.write_if_known(first + r, back, exec) {
                    continue;
                }
            }
            if let Some((what, extra)) = &shared {
                let vals = words
                    .iter()
                    .enumerate()
                    .map(|(l, word)| {
                        let mut key = vec![word.clone()];
                        key.extend(extra.iter().cloned());
                        let v = Term::pure(what, 0, key, 32);
                        if phase.is_some() {
                            phase_values.push(v.clone());
                        }
                        // A table of the file (`.rodata`): its bytes.
                        if read_only {
                            let (bytes, signed) = sub.map_or((4, false), |(b, s)| (b, s));
                            let unknown = as_loaded(&v, sub);
                            if let Some(t) = self.table_value(word, bytes, signed, &unknown) {
                                return t;
                            }
                        }
                        match past.get(word) {
                            // A lane's own word: its store, with no fact to carry (a loop
                            // that updates each lane's slot would add one per lane and trip).
                            Some((by, stored)) if *by == l => return stored.clone(),
                            Some((_, stored)) => {
                                let fact = v.eq(stored);
                                if !self.facts.contains(&fact) {
                                    self.facts.push(fact);
                                }
                            }
                            None => {}
                        }
                        as_loaded(&v, sub)
                    })
                    .collect();
                let vals = self.d16_merged(d16, first, vals);
                self.write_lanes(first + r, vals, exec);
                continue;
            }
            let mut seen: Vec<(Term, Term)> = Vec::new();
            let mut vals = Vec::with_capacity(ws as usize);
            for a in &addrs {
                // Lanes at one address read one value, unless a flat address is built from
                // the private aperture's base, where each lane has its own memory (`a[n & 1]`
                // of a local array, in lanes whose address is not shown in the aperture). A
                // pointer read from memory is taken not to point into private memory.
                if m.starts_with("flat_")
                    && self.pointer_arg_of(a).is_none()
                    && mentions_private_base(a)
                {
                    // An address that went through an unmodelled instruction names a slot
                    // bverify cannot follow: what the lane stored there is lost, so the value
                    // is as made up as the instruction's result.
                    let why = if mentions_pure(a) {
                        "unmodelled address of a private read"
                    } else {
                        self.private_unfollowed()
                    };
                    vals.push(self.havoc(32, why));
                    continue;
                }
                // A flat address made from values bverify does not know (a pointer reloaded
                // from a private slot whose store was not followed) may be private memory
                // the lane wrote, so what it reads is not any value memory may hold.
                if m.starts_with("flat_") && mentions_unmodelled(a) {
                    vals.push(self.havoc(32, "unmodelled address of a flat read"));
                    continue;
                }
                let v = match seen.iter().find(|(k, _)| k == a) {
                    Some((_, v)) => v.clone(),
                    None => {
                        let v = self.havoc(32, "loaded value");
                        seen.push((a.clone(), v.clone()));
                        v
                    }
                };
                vals.push(v);
            }
            let vals = self.d16_merged(d16, first, vals);
            self.write_lanes(first + r, vals, exec);
        }
        if !phase_values.is_empty() {
            phase_values.sort_by_key(Term::id);
            phase_values.dedup();
            self.next_havoc += 1;
            for v in &phase_values {
                note_read(&mut self.phase_reads, self.next_havoc, v);
            }
        }
        if snapshot {
            Effect::SharedLoad
        } else if phase.is_some() {
            Effect::PhaseLoad
        } else {
            Effect::None
        }
    }

    /// Writes `vals` to VGPR `reg` under `exec` if every lane that may be active has one
    /// (inactive lanes keep their values); `false`, writing nothing, otherwise.
    fn write_if_known(&mut self, reg: u16, vals: Vec<Option<Term>>, exec: &Term) -> bool {
        let lanes = self.lane_bits(exec);
        if !vals
            .iter()
            .zip(lanes.iter())
            .all(|(v, b)| v.is_some() || b.as_const() == Some(0))
        {
            return false;
        }
        let vals = vals
            .into_iter()
            .map(|v| v.unwrap_or_else(|| Term::constant(0, 32)))
            .collect();
        self.write_lanes(reg, vals, exec);
        true
    }

    /// The lane values of VGPR `reg` after a `d16` load of `vals` into its low half
    /// (`Some(false)`) or high half (`Some(true)`); `vals` as they are for other loads. The
    /// other half is kept on GFX10+; on GFX9 it is kept or zeroed depending on SRAM ECC
    /// (LLVM's `d16PreservesUnusedBits`), so it is a fresh value there.
    fn d16_merged(&mut self, d16: Option<bool>, reg: u16, vals: Vec<Term>) -> Vec<Term> {
        let Some(high) = d16 else {
            return vals;
        };
        vals.into_iter()
            .enumerate()
            .map(|(l, v)| {
                let v = v.extract(0, 16);
                let other = if self.sixteen_bit_zero_high {
                    self.havoc(16, "other half of a d16 load (kept or zeroed on GFX9)")
                } else {
                    self.get_lane(reg, l as u32)
                        .extract(if high { 0 } else { 16 }, 16)
                };
                if high {
                    halves16(&other, &v)
                } else {
                    halves16(&v, &other)
                }
            })
            .collect()
    }

    fn step_scalar(&mut self, m: &str, inst: &Inst) -> Effect {
        if let Some(e) = self.step_scalar_alu(m, inst) {
            return e;
        }
        let ops = &inst.operands;
        let w: u8 = if m.ends_with("_b64") || m.ends_with("_u64") || m.ends_with("_i64") {
            64
        } else {
            32
        };
        let src = |s: &mut Self, i: usize, width: u8| match ops.get(i) {
            Some(o) => s.read_scalar(o, width),
            None => s.havoc(width, "missing operand"),
        };
        let dst = ops.first();
        let bin = |s: &mut Self, op: Op| {
            let a = src(s, 1, w);
            let b = src(s, 2, w);
            Term::op(op, w, vec![a, b])
        };
        let stem = m.rsplit_once('_').map(|(a, _)| a).unwrap_or(m);
        match stem {
            _ if m.starts_with("s_waitcnt")
                || m.starts_with("s_wait_")
                || m.starts_with("ir_")
                || m == "s_nop"
                || m == "s_delay_alu"
                || m == "s_clause"
                || m.starts_with("s_setreg")
                || m.starts_with("s_sendmsg")
                || m.starts_with("s_sleep")
                || m.starts_with("s_dcache")
                || m.starts_with("s_icache")
                || m.starts_with("s_set_inst_prefetch")
                || m.starts_with("s_setprio")
                // Barrier operations change no register; `_isfirst` sets SCC, which depends
                // on the interleaving and is havocked (the model decides who was first).
                || (m.starts_with("s_barrier") && m != "s_barrier_signal_isfirst") =>
            {
                return Effect::None;
            }
            // SCC = 1 in the wave whose signal completed the barrier's arrivals first
            // (GFX12 ISA, S_BARRIER_SIGNAL_ISFIRST): decided by the interleaving, so each
            // wave's own unknown; with two or more waves they cannot all agree.
            _ if m == "s_barrier_signal_isfirst" => {
                self.scc = self.havoc(1, "barrier isfirst");
                return Effect::None;
            }
            "s_mov" | "s_movk" => {
                let v = if m == "s_movk_i32" {
                    src(self, 1, 16).sext(32)
                } else {
                    src(self, 1, w)
                };
                self.write_dest(dst, &v);
            }
            "s_cmov" => {
                let new = src(self, 1, w);
                let old = src(self, 0, w);
                let v = Term::ite(&self.scc(), &new, &old);
                self.write_dest(dst, &v);
            }
            "s_cselect" => {
                let a = src(self, 1, w);
                let b = src(self, 2, w);
                let v = Term::ite(&self.scc(), &a, &b);
                self.write_dest(dst, &v);
            }
            "s_and" | "s_or" | "s_xor" | "s_andn2" | "s_orn2" | "s_and_not1" | "s_or_not1"
            | "s_nand" | "s_nor" | "s_xnor" => {
                let a = src(self, 1, w);
                let b = src(self, 2, w);
                let v = logic(stem, &a, &b);
                self.scc = v.nonzero();
                self.write_dest(dst, &v);
            }
            "s_not" => {
                let v = src(self, 1, w).not();
                self.scc = v.nonzero();
                self.write_dest(dst, &v);
            }
            _ if has(m, "saveexec") => {
                let w = if self.wave64() { 64 } else { 32 };
                let s0 = src(self, 1, w);
                let old = self.exec().zext(w);
                let kind = m
                    .trim_start_matches("s_")
                    .split("_saveexec")
                    .next()
                    .unwrap_or("");
                let new = match kind {
                    "and" => s0.and(&old),
                    "or" => s0.or(&old),
                    "xor" => s0.xor(&old),
                    "andn2" | "and_not1" => s0.and(&old.not()),
                    "orn2" | "or_not1" => s0.or(&old.not()),
                    "andn1" | "and_not0" => s0.not().and(&old),
                    "orn1" | "or_not0" => s0.not().or(&old),
                    "nand" => s0.and(&old).not(),
                    "nor" => s0.or(&old).not(),
                    "xnor" => s0.xor(&old).not(),
                    _ => {
                        self.havoc_all_scalar_dests(inst);
                        let h = self.havoc(64, "unmodelled EXEC write");
                        self.set_exec(&h);
                        return Effect::Havocked;
                    }
                };
                self.write_dest(dst, &old);
                self.set_exec(&new);
                self.scc = new.nonzero();
            }
            "s_lshl" | "s_lshr" | "s_ashr" => {
                let a = src(self, 1, w);
                let b = src(self, 2, w).and(&Term::constant(w as u64 - 1, w));
                let op = match stem {
                    "s_lshl" => Op::Shl,
                    "s_lshr" => Op::Lshr,
                    _ => Op::Ashr,
                };
                let v = Term::op(op, w, vec![a, b]);
                self.scc = v.nonzero();
                self.write_dest(dst, &v);
            }
            // GFX9+ `s_lshl<n>_add_u32`: D = (S0 << n) + S1 on 64 bits; SCC is the carry
            // out (bit 32 of that sum).
            "s_lshl1_add" | "s_lshl2_add" | "s_lshl3_add" | "s_lshl4_add" => {
                let n = u64::from(stem.as_bytes()[6] - b'0');
                let a = src(self, 1, 32).zext(64);
                let b = src(self, 2, 32).zext(64);
                let full = Term::op(Op::Shl, 64, vec![a, Term::constant(n, 64)]).add(&b);
                self.scc = full.extract(32, 1);
                self.write_dest(dst, &full.extract(0, 32));
            }
            _ if matches!(
                m,
                "s_add_u32"
                    | "s_add_co_u32"
                    | "s_sub_u32"
                    | "s_sub_co_u32"
                    | "s_addc_u32"
                    | "s_add_co_ci_u32"
                    | "s_subb_u32"
                    | "s_sub_co_ci_u32"
            ) =>
            {
                // `s_add_u32 s0, s0, sym@rel32@lo+4` after `s_getpc_b64`: the pc-relative
                // relocation makes the pair hold the symbol's address.
                if let Some(Operand::Symbol { reloc: Some(_), .. }) = ops.get(2) {
                    let v = src(self, 2, 32);
                    self.scc = self.havoc(1, "address carry");
                    self.write_dest(dst, &v);
                    return Effect::None;
                }
                let a = src(self, 1, 32).zext(64);
                let b = src(self, 2, 32).zext(64);
                let carry_in = if has(m, "addc") || has(m, "subb") || has(m, "_ci_") {
                    self.scc.zext(64)
                } else {
                    Term::constant(0, 64)
                };
                let sub = has(m, "sub");
                let full = if sub {
                    Term::op(
                        Op::Sub,
                        64,
                        vec![Term::op(Op::Sub, 64, vec![a, b]), carry_in],
                    )
                } else {
                    a.add(&b).add(&carry_in)
                };
                let v = full.extract(0, 32);
                // Carry/borrow out: bit 32 of the 64-bit result (borrow wraps to all ones).
                self.scc = full.extract(32, 1);
                self.write_dest(dst, &v);
            }
            _ if matches!(
                m,
                "s_add_i32"
                    | "s_add_co_i32"
                    | "s_sub_i32"
                    | "s_sub_co_i32"
                    | "s_addk_i32"
                    | "s_addk_co_i32"
            ) =>
            {
                let (a, b) = if m.starts_with("s_addk") {
                    (src(self, 0, 32), src(self, 1, 16).sext(32))
                } else {
                    (src(self, 1, 32), src(self, 2, 32))
                };
                let sub = has(m, "sub");
                let v = Term::op(
                    if sub { Op::Sub } else { Op::Add },
                    32,
                    vec![a.clone(), b.clone()],
                );
                // SCC = signed overflow: operands' signs agree (add) / differ (sub) and the
                // result's sign differs from a's.
                let sa = a.extract(31, 1);
                let sb = b.extract(31, 1);
                let sr = v.extract(31, 1);
                let same = if sub { sa.eq(&sb).not() } else { sa.eq(&sb) };
                self.scc = Term::op(Op::And, 1, vec![same, sa.eq(&sr).not()]);
                self.write_dest(dst, &v);
            }
            _ if matches!(m, "s_add_nc_u64" | "s_sub_nc_u64") => {
                // GFX12.5's `s_add_nc_u64 s[0:1], s[0:1], sym@rel64+4` after `s_get_pc_i64`.
                if let Some(Operand::Symbol { reloc: Some(_), .. }) = ops.get(2) {
                    let v = src(self, 2, 64);
                    self.write_dest(dst, &v);
                    return Effect::None;
                }
                let a = src(self, 1, 64);
                let b = src(self, 2, 64);
                let op = if m.starts_with("s_add") {
                    Op::Add
                } else {
                    Op::Sub
                };
                let v = Term::op(op, 64, vec![a, b]);
                self.write_dest(dst, &v);
            }
            "s_mul" => {
                let v = bin(self, Op::Mul);
                self.write_dest(dst, &v);
            }
            _ if m.starts_with("s_cmp_") || m.starts_with("s_cmpk_") => {
                let parts: Vec<&str> = m.split('_').collect();
                let (rel, ty) = (parts[2], parts.get(3).copied().unwrap_or("u32"));
                let cw = if ty.ends_with("64") { 64 } else { 32 };
                let a = src(self, 0, cw);
                let b = if m.starts_with("s_cmpk_") {
                    if ty.starts_with('i') {
                        src(self, 1, 16).sext(32)
                    } else {
                        src(self, 1, 16).zext(32)
                    }
                } else {
                    src(self, 1, cw)
                };
                self.scc = compare(rel, ty.starts_with('i'), &a, &b)
                    .unwrap_or_else(|| self.havoc(1, "unmodelled compare"));
            }
            _ if m.starts_with("s_bitcmp") => {
                let a = src(self, 0, w);
                let bit = src(self, 1, 32)
                    .and(&Term::constant(w as u64 - 1, 32))
                    .zext(w);
                let b = Term::op(Op::Lshr, w, vec![a, bit]).extract(0, 1);
                self.scc = if m.starts_with("s_bitcmp1") {
                    b
                } else {
                    b.not()
                };
            }
            "s_bfe" => {
                let a = src(self, 1, w);
                let ctrl = src(self, 2, 32);
                let Some(c) = ctrl.as_const() else {
                    return self.havoc_scalar(inst);
                };
                let (off, width) = ((c & 0x3f) as u8, ((c >> 16) & 0x7f) as u8);
                let v = if width == 0 || off >= w {
                    Term::constant(0, w)
                } else {
                    let width = width.min(w - off);
                    let f = a.extract(off, width);
                    if has(m, "_i") { f.sext(w) } else { f.zext(w) }
                };
                self.scc = v.nonzero();
                self.write_dest(dst, &v);
            }
            "s_sext_i32" => {
                let from = if m.ends_with("i8") { 8 } else { 16 };
                let v = src(self, 1, 32).extract(0, from).sext(32);
                self.write_dest(dst, &v);
            }
            "s_min" | "s_max" => {
                let a = src(self, 1, 32);
                let b = src(self, 2, 32);
                let signed = m.ends_with("i32");
                let lt = if signed {
                    Term::op(Op::Slt, 1, vec![a.clone(), b.clone()])
                } else {
                    Term::op(Op::Ult, 1, vec![a.clone(), b.clone()])
                };
                let (v, scc) = if stem == "s_min" {
                    (Term::ite(&lt, &a, &b), lt)
                } else {
                    let gt = if signed {
                        Term::op(Op::Slt, 1, vec![b.clone(), a.clone()])
                    } else {
                        Term::op(Op::Ult, 1, vec![b.clone(), a.clone()])
                    };
                    (Term::ite(&gt, &a, &b), gt)
                };
                self.scc = scc;
                self.write_dest(dst, &v);
            }
            _ if m.starts_with("s_load_") => {
                if self.scalar_load(inst) {
                    return Effect::SharedLoad;
                }
            }
            // GFX12.5 code asks IB_STS2[9:6] whether the workgroup was dispatched in a
            // cluster before it derives its ids; the checked launch is one workgroup, not
            // part of a cluster, so the field reads 0.
            "s_getreg" if matches!(ops.get(1), Some(Operand::Other(h)) if h.replace(' ', "") == "hwreg(HW_REG_IB_STS2,6,4)") =>
            {
                self.write_dest(dst, &Term::constant(0, 32));
                return Effect::NoClusters;
            }
            // Clocks: any value, each wave its own (an input, not an unmodelled result: a
            // barrier decided by one is decided differently in different waves).
            _ if m == "s_memtime"
                || m == "s_memrealtime"
                || m.starts_with("s_get_shader_cycles")
                || (m.starts_with("s_getreg")
                    && matches!(ops.get(1), Some(Operand::Other(h)) if h.contains("SHADER_CYCLES"))) =>
            {
                let width = if m.starts_with("s_getreg") { 32 } else { 64 };
                let h = self.havoc(width, "clock");
                self.write_dest(dst, &h);
            }
            // `s_get_pc_i64` is GFX12.5's spelling of `s_getpc_b64`.
            "s_getpc" | "s_get_pc" => {
                let h = self.havoc(64, "program counter");
                self.write_dest(dst, &h);
            }
            _ => return self.havoc_scalar(inst),
        }
        Effect::None
    }

    fn write_dest(&mut self, dst: Option<&Operand>, v: &Term) {
        if let Some(d) = dst {
            self.write_scalar(d, v);
        }
    }

    fn havoc_all_scalar_dests(&mut self, inst: &Inst) {
        if let Some(d) = inst.operands.first() {
            let exec = self.exec();
            self.havoc_dest(d, &exec);
        }
    }

    /// An unmodelled scalar instruction: havoc its destination and SCC.
    fn havoc_scalar(&mut self, inst: &Inst) -> Effect {
        let m = inst.mnemonic.as_str();
        let writes_dest = !(m.starts_with("s_store")
            || m.starts_with("s_buffer_store")
            || m.starts_with("s_atomic") && !inst.modifiers.iter().any(|x| x == "glc")
            || m.starts_with("s_barrier")
            || m.starts_with("s_cbranch")
            || m.starts_with("s_branch")
            || m.starts_with("s_trap")
            || m.starts_with("s_set") && !m.starts_with("s_setpc") && !m.starts_with("s_setreg_b"));
        if !writes_dest {
            // Stores, branches, traps and mode changes write neither a register nor SCC.
            return Effect::None;
        }
        self.havoc_all_scalar_dests(inst);
        self.scc = self.havoc(1, "unmodelled SCC write");
        Effect::Havocked
    }

    /// `bytes` (1, 2 or 4) of the kernarg segment at byte `offset`, zero-extended to 32 bits:
    /// one shared symbol per dword (the same in every wave), with the bytes the launch fixes.
    fn kernarg(&mut self, offset: u32, bytes: u32) -> Term {
        // The high half of the private or LDS aperture, the same value `src_private_base`
        // and `src_shared_base` give on GFX9+ (AMDGPUUsage, "Code Object V5 Metadata").
        if bytes == 4
            && let Some(&(_, private)) = self.aperture_args.iter().find(|(o, _)| *o == offset)
        {
            return if private {
                private_aperture_hi()
            } else {
                lds_aperture_hi()
            };
        }
        let base = offset & !3;
        let shift = (offset - base) * 8;
        if shift / 8 + bytes > 4 {
            return self.havoc(32, "unaligned kernarg load");
        }
        let (mut known_mask, mut known) = (0u64, 0u64);
        for b in 0..4 {
            if let Some(&v) = self.launch_bytes.get(&(base + b)) {
                known_mask |= 0xff << (8 * b);
                known |= (v as u64) << (8 * b);
            }
        }
        let raw = Term::input(Input::KernArg { offset: base }, 32);
        let dword = with_known_bytes(raw, known_mask, known);
        let v = if shift == 0 {
            dword.clone()
        } else {
            Term::op(
                Op::Lshr,
                32,
                vec![dword.clone(), Term::constant(shift as u64, 32)],
            )
        };
        let v = if bytes == 4 {
            v
        } else {
            v.extract(0, (bytes * 8) as u8).zext(32)
        };
        // Facts about the launch arguments in this dword, however the load reads it (a
        // remainder is the high half of a dword of `s_load_dwordx2`).
        let args: Vec<(u32, LaunchArg)> = self
            .launch_args
            .iter()
            .filter(|(o, _)| (base..base + 4).contains(o))
            .copied()
            .collect();
        for (o, arg) in args {
            let size = arg.bytes();
            if o + size > base + 4 {
                continue;
            }
            let at = Term::op(
                Op::Lshr,
                32,
                vec![dword.clone(), Term::constant(u64::from(8 * (o - base)), 32)],
            );
            let value = if size == 4 {
                at
            } else {
                at.extract(0, 16).zext(32)
            };
            let fact = self.launch_fact(arg, &value);
            self.note_fact(Some(fact));
        }
        v
    }

    /// What the launch says about a hidden argument's value `v` (zero-extended to 32 bits),
    /// for the path condition (AMDGPUUsage, "Code Object V5 Metadata"; the HSA dispatch
    /// packet). The checked workgroup is a whole one (its threads are the checked shape's):
    /// its id is below the count of whole workgroups in each dimension. A partial last
    /// workgroup of a grid that is not whole workgroups is another shape, not this check's
    /// (the result says so). The grid's dimensions are at least those the checked shape
    /// spans, at most 3.
    fn launch_fact(&mut self, arg: LaunchArg, v: &Term) -> Term {
        match arg {
            LaunchArg::BlockCount(d) => {
                self.whole_group_assumed |= !self.uniform_groups;
                let id = Term::input(Input::WorkgroupId(d), 32);
                // The grid (whole workgroups and the rest) has at most 2^32 - 1 items.
                let items = self.grid_items(d, v, &Term::constant(0, 32));
                Term::op(Op::Ult, 1, vec![id, v.clone()]).and(&items)
            }
            LaunchArg::Remainder(d) => {
                let size = u64::from(self.shape.dims[d as usize]);
                let below = Term::op(Op::Ult, 1, vec![v.clone(), Term::constant(size, 32)]);
                let count = self.launch_args.iter().find_map(|&(o, a)| {
                    matches!(a, LaunchArg::BlockCount(x) if x == d)
                        .then(|| Term::input(Input::KernArg { offset: o }, 32))
                });
                match count {
                    Some(c) => below.and(&self.grid_items(d, &c, v)),
                    None => below,
                }
            }
            LaunchArg::GridSize(d) => self.grid_size_fact(d, v),
            LaunchArg::GridDims => {
                let [_, y, z] = self.shape.dims;
                let least = if z > 1 {
                    3
                } else if y > 1 {
                    2
                } else {
                    1
                };
                let low = v.and(&Term::constant(0xffff, 32));
                let at_least = Term::op(Op::Ult, 1, vec![low.clone(), Term::constant(least, 32)]);
                let at_most = Term::op(Op::Ult, 1, vec![Term::constant(3, 32), low]);
                at_least.not().and(&at_most.not())
            }
        }
    }

    /// The fact that grid size `grid` (in work-items, dimension `d`) holds the whole
    /// checked workgroup: `(id + 1) * size <= grid`, without wrapping. Written in 32 bits
    /// (`id <= M` rules out the wrap), as the kernel computes `id * size`: Z3 took seconds
    /// relating a 64-bit product to the kernel's 32-bit one at 8 waves.
    fn grid_size_fact(&mut self, d: u8, grid: &Term) -> Term {
        self.whole_group_assumed |= !self.uniform_groups;
        let size = u64::from(self.shape.dims[d as usize]);
        let id = Term::input(Input::WorkgroupId(d), 32);
        let most = Term::constant(0xffff_ffff / size - 1, 32);
        let first = Term::op(Op::Mul, 32, vec![id.clone(), Term::constant(size, 32)]);
        let end = first.add(&Term::constant(size, 32));
        let no_wrap = Term::op(Op::Ult, 1, vec![most, id]).not();
        no_wrap.and(&Term::op(Op::Ult, 1, vec![grid.clone(), end]).not())
    }

    /// `count` whole workgroups of the checked size and `rest` more items, in dimension
    /// `d`, are at most 2^32 - 1 items (a grid size is 32 bits), in 32-bit terms.
    fn grid_items(&self, d: u8, count: &Term, rest: &Term) -> Term {
        let size = u64::from(self.shape.dims[d as usize]);
        let most = Term::constant(0xffff_ffff / size, 32);
        let whole = Term::op(Op::Mul, 32, vec![count.clone(), Term::constant(size, 32)]);
        let room = Term::op(Op::Sub, 32, vec![Term::constant(0xffff_ffff, 32), whole]);
        let fits = Term::op(Op::Ult, 1, vec![most, count.clone()]).not();
        fits.and(&Term::op(Op::Ult, 1, vec![room, rest.clone()]).not())
    }

    /// Whether a fact about the launch was taken for a whole workgroup, in a kernel whose
    /// grid need not be whole workgroups, since the last call.
    pub fn take_whole_group(&mut self) -> bool {
        std::mem::take(&mut self.whole_group_assumed)
    }

    /// Adds `fact` (a 1-bit term the launch or memory guarantees) for the path condition.
    fn note_fact(&mut self, fact: Option<Term>) {
        if let Some(fact) = fact
            && fact.as_const().is_none()
            && !self.facts.contains(&fact)
        {
            self.facts.push(fact);
        }
    }

    /// A word of the HSA kernel dispatch packet, read as `small` (bytes, signed) or a whole
    /// dword at `word`, whose unknown reading is `unknown`: the workgroup sizes (u16 at bytes
    /// 4, 6 and 8) are the checked shape's, and a grid size (u32 at 12, 16, 20) holds the
    /// whole checked workgroup, as a fact for the path condition.
    fn dispatch_packet_word(
        &mut self,
        word: &Term,
        small: Option<(u32, bool)>,
        unknown: Term,
    ) -> Term {
        let Some(off) = dispatch_offset(word) else {
            return unknown;
        };
        let dims = self.shape.dims;
        let (bytes, signed) = small.unwrap_or((4, false));
        let (mut known_mask, mut known) = (0u64, 0u64);
        for b in 0..u64::from(bytes) {
            let at = off + b;
            if (4..10).contains(&at) {
                let size = u64::from(dims[((at - 4) / 2) as usize]);
                known_mask |= 0xff << (8 * b);
                known |= ((size >> (8 * ((at - 4) % 2))) & 0xff) << (8 * b);
            }
        }
        if small.is_none() && (12..24).contains(&off) && off % 4 == 0 {
            let fact = self.grid_size_fact(((off - 12) / 4) as u8, &unknown);
            self.note_fact(Some(fact));
        }
        let full = if bytes == 4 {
            0xffff_ffff
        } else {
            (1u64 << (8 * bytes)) - 1
        };
        if known_mask == full {
            let c = Term::constant(known, 32);
            if signed {
                c.extract(0, (8 * bytes) as u8).sext(32)
            } else {
                c
            }
        } else if small.is_none() {
            with_known_bytes(unknown, known_mask, known)
        } else {
            unknown
        }
    }

    /// A kernarg read at an offset that takes a few values (ockl's `get_local_size` reads
    /// `id < count ? group_size : remainder` through a selected offset): the value at each
    /// offset, chosen as the offset is. `None` unless `address` is the kernarg pointer plus
    /// a term of at most 4 values, all in the segment's first 4 KiB.
    fn kernarg_choice(&mut self, address: &Term, small: Option<(u32, bool)>) -> Option<Term> {
        let half = |hi| {
            Term::input(
                Input::Pointer {
                    base: "kernarg",
                    hi,
                },
                32,
            )
        };
        let rel = address.addend_over(&Term::concat32(&half(false), &half(true)))?;
        let mut offsets = choices(&rel)?;
        offsets.sort_unstable();
        offsets.dedup();
        if offsets.len() > 4 || offsets.iter().any(|&o| o >= 4096) {
            return None;
        }
        let (bytes, signed) = small.unwrap_or((4, false));
        let mut v: Option<Term> = None;
        for &o in offsets.iter().rev() {
            let mut here = self.kernarg(o as u32, bytes);
            if signed {
                here = here.extract(0, (bytes * 8) as u8).sext(32);
            }
            v = Some(match v {
                None => here,
                Some(rest) => Term::ite(&rel.eq(&Term::constant(o, rel.width())), &here, &rest),
            });
        }
        v
    }

    /// Returns whether a value was read from memory as one value shared by every wave.
    fn scalar_load(&mut self, inst: &Inst) -> bool {
        let m = inst.mnemonic.as_str();
        let ops = &inst.operands;
        // Sub-dword loads (GFX12 `s_load_u16`, ...): width and sign of the one value.
        let small: Option<(u32, bool)> = match m.rsplit('_').next().unwrap_or("") {
            "u8" => Some((1, false)),
            "i8" => Some((1, true)),
            "u16" => Some((2, false)),
            "i16" => Some((2, true)),
            _ => None,
        };
        let dwords: u16 = match m.rsplit('_').next().unwrap_or("") {
            "dword" | "b32" | "i32" | "u32" => 1,
            "dwordx2" | "b64" => 2,
            "dwordx3" | "b96" => 3,
            "dwordx4" | "b128" => 4,
            "dwordx8" | "b256" => 8,
            "dwordx16" | "b512" => 16,
            _ => 1,
        };
        let (Some(dst), Some(base)) = (ops.first(), ops.get(1)) else {
            return false;
        };
        let Some((first, _)) = self.sregs(dst) else {
            return false;
        };
        let base_lo = self.read_scalar(base, 32);
        let base_hi = match self.sregs(base) {
            Some((b, _)) => self.get_sgpr(b + 1),
            None => self.havoc(32, "load base"),
        };
        let imm = match ops.get(2) {
            Some(Operand::Imm(v)) => Some(*v as u64),
            None => Some(0),
            _ => None,
        };
        // The byte address as a 64-bit term, when no input of it is private to this wave
        // (a havoc): then every wave that loads it reads the same memory word.
        let offset = match ops.get(2) {
            Some(o) => self.read_scalar(o, 32),
            None => Term::constant(0, 32),
        };
        let address = Term::concat32(&base_lo, &base_hi).add(&offset.zext(64));
        let shared_address = {
            let mut ins = Vec::new();
            address.inputs(&mut ins);
            !ins.iter().any(|i| matches!(i, Input::Havoc { .. }))
        };
        let got_name = match base_lo.node() {
            super::term::Node::Input(Input::SymAddr {
                name,
                got: true,
                hi: false,
            }) => Some(name.clone()),
            _ => None,
        };
        // The byte offset into the kernarg segment, if the base points there: the segment
        // pointer itself, or it plus a constant (`s_add_u32 s4, s0, 24; s_addc_u32 s5, s1, 0`,
        // the implicit-argument pointer; the segment never straddles a 4 GiB boundary).
        let hi_ptr = Input::Pointer {
            base: "kernarg",
            hi: true,
        };
        let at_kernarg = kernarg_offset(&base_lo).filter(|&k| {
            if k == 0 {
                matches!(base_hi.node(), super::term::Node::Input(i) if *i == hi_ptr)
            } else {
                let mut ins = Vec::new();
                base_hi.inputs(&mut ins);
                ins.contains(&hi_ptr)
            }
        });
        let at_kernarg = at_kernarg.zip(imm).map(|(k, off)| k + off);
        let mut assumed = false;
        if at_kernarg.is_none()
            && dwords == 1
            && let Some(v) = self.kernarg_choice(&address, small)
        {
            self.sgpr.insert(first, v);
            return false;
        }
        for i in 0..dwords {
            let v = match (imm, &got_name) {
                _ if let Some(off) = at_kernarg => match small {
                    Some((bytes, signed)) => {
                        let v = self.kernarg(off as u32, bytes);
                        if signed {
                            v.extract(0, (bytes * 8) as u8).sext(32)
                        } else {
                            v
                        }
                    }
                    None => self.kernarg((off + 4 * i as u64) as u32, 4),
                },
                (Some(0), Some(name)) if i < 2 => Term::input(
                    Input::SymAddr {
                        name: name.clone(),
                        got: false,
                        hi: i == 1,
                    },
                    32,
                ),
                // Scalar loads read the memory the dispatch started with (docs/semantics.md):
                // LLVM selects them only for loads no store of the kernel can clobber, and
                // the scalar cache is not coherent with vector stores. One value per address,
                // shared by every wave and every repeated read.
                _ if shared_address => {
                    assumed = true;
                    let word = address.add(&Term::constant(4 * i as u64, 64));
                    let what = scalar_load_kind(small);
                    let unknown = Term::pure(what, 0, vec![word.clone()], 32);
                    let (bytes, signed) = small.unwrap_or((4, false));
                    match self.table_value(&word, bytes, signed, &unknown) {
                        Some(v) => v,
                        None => self.dispatch_packet_word(&word, small, unknown),
                    }
                }
                _ => self.havoc(32, "loaded value"),
            };
            self.sgpr.insert(first + i, v);
        }
        assumed
    }

    fn step_vector(&mut self, m: &str, inst: &Inst, src: &mut WaveState) -> Effect {
        let ops = &inst.operands;
        let ws = self.shape.wave_size;
        // `v_nop` and `v_pipeflush` change no register (LLVM pads hazards with `v_nop`).
        if m == "v_nop" || m == "v_pipeflush" {
            return Effect::None;
        }
        let exec = self.exec();
        if m.ends_with("_sdwa")
            && let Some(e) = self.sdwa(m, inst, src)
        {
            return e;
        }
        if (m.ends_with("_dpp") || m.ends_with("_dpp8"))
            && let Some(e) = self.dpp(m, inst, src)
        {
            return e;
        }
        if m.ends_with("_sdwa") || m.ends_with("_dpp") || has(m, "_dpp8") {
            return self.havoc_vector(inst, &exec);
        }
        if m.starts_with("v_cmp_") || m.starts_with("v_cmpx_") {
            return self.vector_compare(m, inst, src, &exec);
        }
        if let Some(e) = self.step_vector_alu(m, inst, src, &exec) {
            return e;
        }
        if m.ends_with("_f32")
            || m.starts_with("v_cvt_f32_")
            || m == "v_ldexp_f64"
            || self.f64_op_of(m).is_some()
        {
            return self.float_op(m, inst, src, &exec);
        }
        if let Some(e) = self.sixteen_bit_op(m, inst, src, &exec) {
            return e;
        }
        let dst = ops.first();
        let exec_bits = self.lane_bits(&exec);
        let lane_op = |src: &mut WaveState, f: &dyn Fn(&[Term]) -> Option<Term>, nsrc: usize| {
            let sources: Vec<LaneSource> = (1..=nsrc)
                .map(|i| match ops.get(i) {
                    Some(o) => src.lane_source(o, 32),
                    None => LaneSource::Lanes(Rc::new(
                        (0..ws).map(|_| src.havoc(32, "missing operand")).collect(),
                    )),
                })
                .collect();
            per_lane(ws, &sources, f, (&exec_bits, 32))
        };
        let c = |v: u64| Term::constant(v, 32);
        let result: Option<Vec<Term>> = match m {
            "v_mov_b32" => lane_op(src, &|a| Some(a[0].clone()), 1),
            "v_and_b32" => lane_op(src, &|a| Some(a[0].and(&a[1])), 2),
            "v_or_b32" => lane_op(src, &|a| Some(a[0].or(&a[1])), 2),
            "v_xor_b32" => lane_op(src, &|a| Some(a[0].xor(&a[1])), 2),
            "v_not_b32" => lane_op(src, &|a| Some(a[0].not()), 1),
            "v_or3_b32" => lane_op(src, &|a| Some(a[0].or(&a[1]).or(&a[2])), 3),
            "v_and_or_b32" => lane_op(src, &|a| Some(a[0].and(&a[1]).or(&a[2])), 3),
            "v_add_u32" | "v_add_nc_u32" | "v_add_i32" | "v_add_nc_i32" => {
                lane_op(src, &|a| Some(a[0].add(&a[1])), 2)
            }
            "v_sub_u32" | "v_sub_nc_u32" | "v_sub_i32" | "v_sub_nc_i32" => lane_op(
                src,
                &|a| Some(Term::op(Op::Sub, 32, vec![a[0].clone(), a[1].clone()])),
                2,
            ),
            "v_subrev_u32" | "v_subrev_nc_u32" => lane_op(
                src,
                &|a| Some(Term::op(Op::Sub, 32, vec![a[1].clone(), a[0].clone()])),
                2,
            ),
            "v_mul_lo_u32" => lane_op(src, &|a| Some(Term::op(Op::Mul, 32, a.to_vec())), 2),
            "v_mul_u32_u24" => lane_op(
                src,
                &|a| {
                    let m24 = c(0xff_ffff);
                    Some(Term::op(Op::Mul, 32, vec![a[0].and(&m24), a[1].and(&m24)]))
                },
                2,
            ),
            "v_lshlrev_b32" => lane_op(src, &|a| Some(shift(Op::Shl, &a[1], &a[0])), 2),
            "v_lshrrev_b32" => lane_op(src, &|a| Some(shift(Op::Lshr, &a[1], &a[0])), 2),
            "v_ashrrev_i32" => lane_op(src, &|a| Some(shift(Op::Ashr, &a[1], &a[0])), 2),
            "v_lshl_add_u32" => lane_op(src, &|a| Some(shift(Op::Shl, &a[0], &a[1]).add(&a[2])), 3),
            "v_add_lshl_u32" => lane_op(src, &|a| Some(shift(Op::Shl, &a[0].add(&a[1]), &a[2])), 3),
            "v_lshl_or_b32" => lane_op(src, &|a| Some(shift(Op::Shl, &a[0], &a[1]).or(&a[2])), 3),
            "v_bfe_u32" | "v_bfe_i32" => {
                let signed = m.ends_with("i32");
                lane_op(
                    src,
                    &|a| {
                        let (off, width) = (a[1].as_const()? & 31, a[2].as_const()? & 31);
                        if width == 0 {
                            return Some(c(0));
                        }
                        let width = width.min(32 - off) as u8;
                        let f = a[0].extract(off as u8, width);
                        Some(if signed { f.sext(32) } else { f.zext(32) })
                    },
                    3,
                )
            }
            "v_cndmask_b32" => {
                // v_cndmask_b32 dst, src0 (false), src1 (true), mask (VCC when omitted).
                let sel = match ops.get(3) {
                    Some(o) => src.read_scalar(o, 64),
                    None => src.vcc(),
                };
                let mut out = Vec::new();
                for l in 0..ws {
                    let f = match ops.get(1) {
                        Some(o) => src.read_lane(o, l),
                        None => src.havoc(32, "missing operand"),
                    };
                    let t = match ops.get(2) {
                        Some(o) => src.read_lane(o, l),
                        None => src.havoc(32, "missing operand"),
                    };
                    let bit = self.lane_bits(&sel)[l as usize].clone();
                    out.push(Term::ite(&bit, &t, &f));
                }
                Some(out)
            }
            "v_mbcnt_lo_u32_b32" | "v_mbcnt_hi_u32_b32" => {
                let hi = has(m, "_hi_");
                let mask_t = match ops.get(1) {
                    Some(o) => src.read_scalar(o, 32),
                    None => src.havoc(32, "missing operand"),
                };
                let mut out = Vec::new();
                for l in 0..ws {
                    let below = if hi { l.saturating_sub(32) } else { l.min(32) };
                    let add = match ops.get(2) {
                        Some(o) => src.read_lane(o, l),
                        None => c(0),
                    };
                    let bits = match mask_t.as_const() {
                        Some(mv) => c((mv & mask(below as u8)).count_ones() as u64),
                        // A mask known only as a term (a ballot of the lanes' conditions in
                        // lowered IR, a VGPR source): the count of its bits below the lane.
                        None => {
                            let mv = match ops.get(1) {
                                Some(o) => src.read_lane(o, l),
                                None => mask_t.clone(),
                            };
                            (0..below as u8)
                                .fold(c(0), |acc, i| acc.add(&mv.extract(i, 1).zext(32)))
                        }
                    };
                    out.push(add.add(&bits));
                }
                Some(out)
            }
            "v_readfirstlane_b32" | "v_readlane_b32" => {
                let lane = if m == "v_readfirstlane_b32" {
                    exec.as_const()
                        .map(|e| if e == 0 { 0 } else { e.trailing_zeros() })
                } else {
                    ops.get(2)
                        .map(|o| src.read_scalar(o, 32))
                        .and_then(|t| t.as_const())
                        .map(|v| (v % ws as u64) as u32)
                };
                let v = match (lane, ops.get(1)) {
                    (Some(l), Some(o)) => src.read_lane(o, l),
                    // The first active lane of a symbolic EXEC, lane 0 when none is active
                    // (ISA: `v_readfirstlane_b32` with EXEC zero reads lane 0).
                    (None, Some(o)) if m == "v_readfirstlane_b32" => {
                        let bits = self.lane_bits(&exec);
                        let mut active = WhenActive::default();
                        let mut v = src.read_lane(o, 0);
                        for l in (0..ws).rev() {
                            let bit = &bits[l as usize];
                            let here = active.value(src.read_lane(o, l), bit);
                            v = Term::ite(bit, &here, &v);
                        }
                        v
                    }
                    _ => self.havoc(32, "lane read with symbolic lane"),
                };
                self.write_dest(dst, &v);
                return Effect::None;
            }
            "v_writelane_b32" => {
                let lane = ops
                    .get(2)
                    .map(|o| src.read_scalar(o, 32))
                    .and_then(|t| t.as_const());
                let val = match ops.get(1) {
                    Some(o) => src.read_scalar(o, 32),
                    None => self.havoc(32, "missing operand"),
                };
                let Some((r, _)) = dst.and_then(lanes_of) else {
                    return Effect::None;
                };
                match lane {
                    // `-O0` spills SGPRs into VGPR lanes with it: one lane written, EXEC
                    // ignored.
                    Some(l) => {
                        self.get_lane(r, 0);
                        if let Some(lanes) = self.vgpr.get_mut(&r) {
                            Rc::make_mut(lanes)[(l % ws as u64) as usize] = val;
                        }
                    }
                    None => {
                        let all = Term::constant(mask(ws as u8), 64);
                        let vals = (0..ws).map(|_| self.havoc(32, "writelane")).collect();
                        self.write_lanes(r, vals, &all);
                    }
                }
                return Effect::None;
            }
            _ => None,
        };
        let Some(vals) = result else {
            return self.pure_vector(m, inst, src, &exec);
        };
        if let Some((r, _)) = dst.and_then(lanes_of) {
            self.write_lanes(r, vals, &exec);
        }
        Effect::None
    }

    /// SDWA (GFX8-9, what clang emits for `(x + 64) & 255` as an address): each source's
    /// selected byte or word, zero-extended (`srcN_sel:BYTE_1`, ...), then the base
    /// operation, written as a whole dword (`dst_sel:DWORD`, `dst_unused:UNUSED_PAD`).
    /// `None` for any other form (sign extension, partial destinations, compares, clamp):
    /// the caller havocs those.
    fn sdwa(&mut self, m: &str, inst: &Inst, src: &mut WaveState) -> Option<Effect> {
        let base = m.strip_suffix("_sdwa")?;
        let select = |v: &str| -> Option<(u8, u8)> {
            Some(match v {
                "DWORD" => (0, 32),
                "BYTE_0" => (0, 8),
                "BYTE_1" => (8, 8),
                "BYTE_2" => (16, 8),
                "BYTE_3" => (24, 8),
                "WORD_0" => (0, 16),
                "WORD_1" => (16, 16),
                _ => return None,
            })
        };
        let mut sels = [(0u8, 32u8); 2];
        for x in &inst.modifiers {
            let (k, v) = x.split_once(':')?;
            match (k, v) {
                ("dst_sel", "DWORD") | ("dst_unused", "UNUSED_PAD") => {}
                ("src0_sel", v) => sels[0] = select(v)?,
                ("src1_sel", v) => sels[1] = select(v)?,
                _ => return None,
            }
        }
        let ops = &inst.operands;
        if !(2..=3).contains(&ops.len()) {
            return None;
        }
        // The selected sources go to two scratch VGPRs of a copy of the state the base
        // operation reads; the result lands in this state's destination as usual.
        const TEMP: u16 = 2000;
        let ws = self.shape.wave_size;
        let all = Term::constant(mask(ws as u8), 64);
        let mut staged = src.clone();
        let mut new_ops = vec![ops[0].clone()];
        for (i, o) in ops[1..].iter().enumerate() {
            if !matches!(
                o,
                Operand::Vgpr { count: 1, .. }
                    | Operand::Sgpr { count: 1, .. }
                    | Operand::Imm(_)
                    | Operand::Special(_)
            ) {
                return None;
            }
            let (lo, w) = sels[i];
            if (lo, w) == (0, 32) {
                new_ops.push(o.clone());
                continue;
            }
            let vals = (0..ws)
                .map(|l| src.read_lane(o, l).extract(lo, w).zext(32))
                .collect();
            staged.write_lanes(TEMP + i as u16, vals, &all);
            new_ops.push(Operand::Vgpr {
                first: TEMP + i as u16,
                count: 1,
            });
        }
        let plain = Inst {
            mnemonic: base.to_string(),
            operands: new_ops,
            modifiers: Vec::new(),
            ..inst.clone()
        };
        Some(self.step_vector(base, &plain, &mut staged))
    }

    /// `v_div_scale_f32/f64 d, sdst, a, b, c` and `v_div_fmas_f32/f64 d, a, b, c`, the steps
    /// of llc's float division that write or read a lane mask (VCC): unmodelled, but each a
    /// function of the lane's operands (and, for `div_fmas`, its VCC bit), so a quotient of
    /// values equal in every lane and wave is equal too. `div_scale`'s mask bit is another
    /// such function.
    fn pure_division_step(
        &mut self,
        m: &str,
        inst: &Inst,
        src: &mut WaveState,
        exec: &Term,
    ) -> Effect {
        let ops = &inst.operands;
        let scale = m.starts_with("v_div_scale");
        let width: u8 = if has(m, "f64") { 64 } else { 32 };
        let sources = if scale { 2 } else { 1 };
        // Operands or a destination not of the instruction's shape: unknown.
        let Some((first, count)) = ops
            .first()
            .and_then(lanes_of)
            .filter(|&(_, n)| n == u16::from(width / 32) && ops.len() == sources + 3)
        else {
            return self.havoc_vector(inst, exec);
        };
        let mut what = m.to_string();
        for x in &inst.modifiers {
            what.push_str(&format!("|{x}"));
        }
        let vcc = src.read_scalar(&Operand::Special(Special::Vcc), self.shape.wave_size as u8);
        let bits = self.lane_bits(exec);
        let mut active = WhenActive::default();
        let mut results: Vec<Vec<Term>> = vec![Vec::new(); count as usize];
        let mut flags = Vec::new();
        for l in 0..self.shape.wave_size {
            let mut operands: Vec<Term> = ops[sources..]
                .iter()
                .map(|o| src.read_float(o, l, width))
                .collect();
            if !scale {
                operands.push(vcc.extract(l as u8, 1));
            }
            let operands: Vec<Term> = operands
                .into_iter()
                .map(|t| active.value(t, &bits[l as usize]))
                .collect();
            let value = Term::pure(&what, 0, operands.clone(), width);
            for (r, out) in results.iter_mut().enumerate() {
                out.push(value.extract(32 * r as u8, 32));
            }
            if scale {
                flags.push(Term::pure(&what, 1, operands, 1));
            }
        }
        for (r, vals) in results.into_iter().enumerate() {
            self.write_lanes(first + r as u16, vals, exec);
        }
        if scale {
            let mask = self.lane_mask(flags, exec);
            self.write_scalar(&ops[1], &mask);
        }
        Effect::Havocked
    }

    /// An unmodelled instruction whose every result lane is a function of that lane's
    /// operands alone: each lane gets [`Term::pure`] of its operand values, so equal inputs
    /// (a uniform value in every wave) give equal results. Anything that reads other lanes,
    /// the lane id, M0 or VCC implicitly, or writes a second destination is havocked.
    fn pure_vector(&mut self, m: &str, inst: &Inst, src: &mut WaveState, exec: &Term) -> Effect {
        const NOT_PURE: [&str; 24] = [
            "permlane",
            "dpp",
            "sdwa",
            "swizzle",
            "bpermute",
            "readlane",
            "readfirstlane",
            "writelane",
            "mbcnt",
            "movrel",
            "interp",
            "mfma",
            "wmma",
            "smfmac",
            "swmmac",
            "_co_",
            "addc",
            "subb",
            "div_scale",
            "div_fmas",
            "mad_u64",
            "mad_i64",
            "swap",
            "v_s_",
        ];
        let ops = &inst.operands;
        let Some((first, count)) = ops.first().and_then(lanes_of) else {
            return self.havoc_vector(inst, exec);
        };
        if m.starts_with("v_div_scale_f") || m.starts_with("v_div_fmas_f") {
            return self.pure_division_step(m, inst, src, exec);
        }
        if NOT_PURE.iter().any(|p| has(m, p)) || m.starts_with("v_cmpx") {
            return self.havoc_vector(inst, exec);
        }
        // A register the model does not name (`flat_scratch`, `tba`, ...) has no value to key on.
        let unnamed = |o: &Operand| matches!(o, Operand::Special(Special::Other));
        if ops[1..]
            .iter()
            .any(|o| unnamed(o) || matches!(o, Operand::Modified { inner, .. } if unnamed(inner)))
        {
            return self.havoc_vector(inst, exec);
        }
        // Operands that are not values (modifiers, `clamp`, constants) are part of the key.
        let mut what = m.to_string();
        for o in &ops[1..] {
            if lanes_of(o).is_none() && self.sregs(o).is_none() {
                what.push_str(&format!("|{o:?}"));
            }
        }
        // So do modifiers (`clamp` saturates, `bitop3:` is the operation itself).
        for x in &inst.modifiers {
            what.push_str(&format!("|{x}"));
        }
        // Keyed on the operands as the active lane reads them, so a lane that computes the
        // same value under a symbolic EXEC gets the same result as one under a concrete one.
        let bits = self.lane_bits(exec);
        let mut active = WhenActive::default();
        for r in 0..count {
            let vals: Vec<Term> = (0..self.shape.wave_size)
                .map(|l| {
                    let mut operands = Vec::new();
                    for o in &ops[1..] {
                        src.operand_registers(o, l, &mut operands);
                    }
                    let operands = operands
                        .into_iter()
                        .map(|t| active.value(t, &bits[l as usize]))
                        .collect();
                    Term::pure(&what, r as u8, operands, 32)
                })
                .collect();
            self.write_lanes(first + r, vals, exec);
        }
        // Still not modelled: listed as such.
        Effect::Havocked
    }

    /// Single-precision arithmetic and conversions ([`float::f32_op`]) where every source
    /// is concrete in every lane; otherwise (or with output modifiers) the result is havocked.
    fn float_op(&mut self, m: &str, inst: &Inst, src: &mut WaveState, exec: &Term) -> Effect {
        let ops = &inst.operands;
        let nsrc = match m {
            "v_cvt_f32_u32" | "v_cvt_f32_i32" | "v_cvt_u32_f32" | "v_cvt_i32_f32" | "v_rcp_f32"
            | "v_rcp_iflag_f32" | "v_trunc_f32" | "v_floor_f32" | "v_ceil_f32" | "v_rndne_f32" => 1,
            "v_cvt_f64_f32" | "v_cvt_f32_f64" | "v_cvt_f64_u32" | "v_cvt_f64_i32"
            | "v_cvt_u32_f64" | "v_cvt_i32_f64" => 1,
            "v_fma_f32" | "v_fmaak_f32" | "v_fmamk_f32" | "v_fma_f64" => 3,
            _ => 2,
        };
        // `clamp`, `mul:2`, `div:2` and the like change the value.
        if ops.len() != nsrc + 1 || has_value_modifier(inst) {
            return self.pure_vector(m, inst, src, exec);
        }
        // `x * 2^e` rounds once, as the product with the float 2^e does when that is a
        // normal number: the exponent a constant of the normal range in every lane (the
        // int to float conversion expansion scales by a shift count LLVM often folds; LLVM
        // converts a 64-bit integer to double as `hi * 2^32 + lo`, `v_ldexp_f64 .., 32`).
        let ldexp = match m {
            "v_ldexp_f32" if self.ieee_f32 => Some((32, float::FOp::Mul)),
            "v_ldexp_f64" if self.f64_op_of("v_mul_f64").is_some() => {
                Some((64, float::FOp::MulF64))
            }
            _ => None,
        };
        if let Some((width, mul)) = ldexp {
            let scale = |e: i32| match width {
                32 => (-126..=127)
                    .contains(&e)
                    .then(|| u64::from(2f32.powi(e).to_bits())),
                _ => (-1022..=1023).contains(&e).then(|| 2f64.powi(e).to_bits()),
            };
            let scales: Option<Vec<u64>> = (0..self.shape.wave_size)
                .map(|l| scale(src.read_lane(&ops[2], l).as_const()? as u32 as i32))
                .collect();
            if let Some(scales) = scales {
                let vals: Vec<Term> = (0..self.shape.wave_size)
                    .map(|l| {
                        let x = src.read_float(&ops[1], l, width);
                        let k = Term::constant(scales[l as usize], width);
                        Term::float(mul, vec![x, k])
                    })
                    .collect();
                if let Some((r, _)) = lanes_of(&ops[0]) {
                    self.write_wide(r, width, vals, exec);
                }
                return Effect::None;
            }
        }
        // Exact float terms where the kernel's float mode is the one they model.
        if let Some(fop) = self.f32_op_of(m).or_else(|| self.f64_op_of(m)) {
            let order: Vec<usize> = match m {
                "v_subrev_f32" => vec![2, 1],
                "v_fmac_f32" | "v_fmac_f64" => vec![1, 2, 0],
                _ => (1..=fop.arity()).collect(),
            };
            let vals: Vec<Term> = (0..self.shape.wave_size)
                .map(|l| {
                    let args = order
                        .iter()
                        .map(|&i| src.read_float(&ops[i], l, fop.arg_width()))
                        .collect();
                    Term::float(fop, args)
                })
                .collect();
            if let Some((r, _)) = lanes_of(&ops[0]) {
                self.write_wide(r, fop.width(), vals, exec);
            }
            return Effect::None;
        }
        let mut vals = Vec::with_capacity(self.shape.wave_size as usize);
        // Inactive lanes keep their old values, whatever their sources hold.
        let bits = self.lane_bits(exec);
        let mut active = WhenActive::default();
        for l in 0..self.shape.wave_size {
            let bit = &bits[l as usize];
            if bit.as_const() == Some(0) {
                vals.push(Term::constant(0, 32));
                continue;
            }
            let args: Option<Vec<u32>> = ops[1..]
                .iter()
                .map(|o| {
                    let v = active.value(src.read_float(o, l, 32), bit);
                    v.as_const().map(|v| v as u32)
                })
                .collect();
            match args.and_then(|a| float::f32_op(m, &a)) {
                Some(v) => vals.push(Term::constant(u64::from(v), 32)),
                None => return self.pure_vector(m, inst, src, exec),
            }
        }
        if let Some((r, _)) = lanes_of(&ops[0]) {
            self.write_lanes(r, vals, exec);
        }
        Effect::None
    }

    /// The exact float operation of a single-precision mnemonic (`v_` or the `v_` form of
    /// an SALU float), if the kernel's float mode is the modelled one.
    fn f32_op_of(&self, m: &str) -> Option<float::FOp> {
        use float::FOp;
        if !self.ieee_f32 {
            return None;
        }
        Some(match m {
            "v_cvt_f32_u32" => FOp::FromU32,
            "v_cvt_f32_i32" => FOp::FromI32,
            "v_add_f32" => FOp::Add,
            "v_sub_f32" | "v_subrev_f32" => FOp::Sub,
            "v_mul_f32" => FOp::Mul,
            // `v_fmaak_f32 D, S0, S1, K` is S0*S1+K and `v_fmamk_f32 D, S0, K, S1` is S0*K+S1:
            // either way the operands in written order.
            "v_fma_f32" | "v_fmac_f32" | "v_fmaak_f32" | "v_fmamk_f32" => FOp::Fma,
            "v_cvt_u32_f32" => FOp::ToU32,
            "v_cvt_i32_f32" => FOp::ToI32,
            _ => return None,
        })
    }

    /// The exact float operation of a double-precision mnemonic, if the kernel's float modes
    /// are the modelled ones (conversions from and to f32 read or round in both).
    fn f64_op_of(&self, m: &str) -> Option<float::FOp> {
        use float::FOp;
        if !(self.ieee_f64 && self.ieee_f32) {
            return None;
        }
        Some(match m {
            "v_add_f64" => FOp::AddF64,
            "v_mul_f64" => FOp::MulF64,
            "v_fma_f64" | "v_fmac_f64" => FOp::FmaF64,
            "v_cvt_f64_f32" => FOp::F64FromF32,
            "v_cvt_f32_f64" => FOp::F32FromF64,
            "v_cvt_f64_u32" => FOp::F64FromU32,
            "v_cvt_f64_i32" => FOp::F64FromI32,
            "v_cvt_u32_f64" => FOp::U32FromF64,
            "v_cvt_i32_f64" => FOp::I32FromF64,
            _ => return None,
        })
    }

    /// 16-bit integer ALU operations on halves of 32-bit registers. In GFX11+ true16 code
    /// (`v1.l`, `v1.h`) each operand names its half and a write keeps the other half of the
    /// destination. Otherwise (GFX8-10, fake16) the operands are low halves and the high half
    /// of the destination is zeroed on GFX8-9 and kept on GFX10+
    /// ([`crate::kernel::sixteen_bit_ops_zero_high`]). `None` for other instructions and
    /// modifiers (`op_sel`, `sdwa`, `clamp`), which stay unmodelled.
    fn sixteen_bit_op(
        &mut self,
        m: &str,
        inst: &Inst,
        src: &mut WaveState,
        exec: &Term,
    ) -> Option<Effect> {
        let bin = |op: Op| move |a: &[Term]| Term::op(op, 16, vec![a[0].clone(), a[1].clone()]);
        let f: HalfFn = match m {
            "v_mov_b16" => Box::new(|a| a[0].clone()),
            "v_and_b16" => Box::new(bin(Op::And)),
            "v_or_b16" => Box::new(bin(Op::Or)),
            "v_xor_b16" => Box::new(bin(Op::Xor)),
            "v_add_u16" | "v_add_nc_u16" => Box::new(bin(Op::Add)),
            "v_sub_u16" | "v_sub_nc_u16" => Box::new(bin(Op::Sub)),
            "v_subrev_u16" => Box::new(|a| Term::op(Op::Sub, 16, vec![a[1].clone(), a[0].clone()])),
            "v_mul_lo_u16" => Box::new(bin(Op::Mul)),
            // Shift amount: bits 3:0 of the first source (the `rev` forms).
            "v_lshlrev_b16" => Box::new(|a| shift(Op::Shl, &a[1], &a[0])),
            "v_lshrrev_b16" => Box::new(|a| shift(Op::Lshr, &a[1], &a[0])),
            "v_ashrrev_i16" => Box::new(|a| shift(Op::Ashr, &a[1], &a[0])),
            // S0 * S1 + S2 in 16 bits: the low half of the result is the same for signed and
            // unsigned operands (the `legacy` forms are GFX9's names for GFX8's encodings).
            "v_mad_u16" | "v_mad_i16" | "v_mad_legacy_u16" | "v_mad_legacy_i16" => Box::new(|a| {
                let p = Term::op(Op::Mul, 16, vec![a[0].clone(), a[1].clone()]);
                Term::op(Op::Add, 16, vec![p, a[2].clone()])
            }),
            _ => return None,
        };
        let sources = if m.starts_with("v_mov_") {
            1
        } else if m.starts_with("v_mad_") {
            3
        } else {
            2
        };
        let ops = &inst.operands;
        let dst = ops.first().and_then(lanes_of)?;
        if ops.len() != sources + 1 || dst.1 != 1 {
            return None;
        }
        let halves = true16_halves(inst).filter(|h| h.len() == ops.len());
        if halves.is_none() && !low_halves_only(inst) {
            return None;
        }
        let high = |i: usize| halves.as_ref().is_some_and(|h| h[i] == Some(true));
        let mut vals = Vec::with_capacity(self.shape.wave_size as usize);
        for l in 0..self.shape.wave_size {
            let args: Vec<Term> = ops[1..]
                .iter()
                .enumerate()
                .map(|(i, o)| {
                    src.read_lane(o, l)
                        .extract(if high(i + 1) { 16 } else { 0 }, 16)
                })
                .collect();
            let r = f(&args);
            let (low, top) = match (&halves, high(0)) {
                (Some(_), true) => (self.get_lane(dst.0, l).extract(0, 16), r),
                (Some(_), false) => (r, self.get_lane(dst.0, l).extract(16, 16)),
                (None, _) if self.sixteen_bit_zero_high => (r, Term::constant(0, 16)),
                (None, _) => (r, self.get_lane(dst.0, l).extract(16, 16)),
            };
            vals.push(halves16(&low, &top));
        }
        self.write_lanes(dst.0, vals, exec);
        Some(Effect::None)
    }

    /// `v_cmp*` / `v_cmpx*`: a lane mask, zero for inactive lanes, into VCC / an SGPR pair /
    /// EXEC.
    fn vector_compare(&mut self, m: &str, inst: &Inst, src: &mut WaveState, exec: &Term) -> Effect {
        let ops = &inst.operands;
        let ws = self.shape.wave_size;
        let cmpx = m.starts_with("v_cmpx_");
        let parts: Vec<&str> = m.split('_').collect();
        let (rel, ty) = (
            parts.get(2).copied().unwrap_or(""),
            parts.get(3).copied().unwrap_or(""),
        );
        // Destination: explicit first operand, unless v_cmpx has only the two sources.
        let has_dst = ops.len() >= 3;
        let (s0, s1) = if has_dst { (1, 2) } else { (0, 1) };
        let integer = ty.starts_with('i') || ty.starts_with('u');
        let width: u8 = if ty.ends_with("64") {
            64
        } else if ty.ends_with("16") {
            16
        } else {
            32
        };
        let floating = ty == "f32" || ty == "f64";
        // 16-bit integer compares read the low half of each source (GFX9-10, and the `.l`
        // halves of GFX11+ true16 code); a high half (`v1.h`, `op_sel`) is not modelled.
        let low_halves = integer && width == 16 && low_halves_only(inst);
        let signed = ty.starts_with('i');
        let integer_bits = match (ops.get(s0), ops.get(s1)) {
            (Some(a), Some(b)) if integer && (width >= 32 || low_halves) => {
                let w = width.max(32);
                let sources = [src.lane_source(a, w), src.lane_source(b, w)];
                let f = |x: &[Term]| match low_halves {
                    true => compare(rel, signed, &x[0].extract(0, 16), &x[1].extract(0, 16)),
                    false => compare(rel, signed, &x[0], &x[1]),
                };
                // A relation `compare` does not know leaves every lane unmodelled.
                let exec_bits = self.lane_bits(exec);
                Some(match per_lane(ws, &sources, &f, (&exec_bits, 1)) {
                    Some(v) => v.into_iter().map(Some).collect(),
                    None => vec![None; ws as usize],
                })
            }
            _ => None,
        };
        let mut bits = Vec::with_capacity(ws as usize);
        for l in 0..ws {
            let r = match (ops.get(s0), ops.get(s1)) {
                _ if let Some(b) = &integer_bits => b[l as usize].clone(),
                // Floats only where both sides are concrete: the solver has no float terms.
                (Some(a), Some(b)) if floating => {
                    let value = |t: Term| {
                        let v = t.as_const()?;
                        Some(if width == 64 {
                            f64::from_bits(v)
                        } else {
                            f64::from(f32::from_bits(v as u32))
                        })
                    };
                    let (ta, tb) = (src.read_float(a, l, width), src.read_float(b, l, width));
                    let exact = match width {
                        32 if self.ieee_f32 => float::FCmp::from_suffix(rel).map(float::FOp::Cmp),
                        64 if self.ieee_f64 => {
                            float::FCmp::from_suffix(rel).map(float::FOp::CmpF64)
                        }
                        _ => None,
                    };
                    if let Some(op) = exact {
                        Some(Term::float(op, vec![ta, tb]))
                    } else {
                        match value(ta.clone()).zip(value(tb.clone())) {
                            Some((a, b)) => float::compare(rel, a, b).map(Term::bool),
                            // Symbolic: the same compare of the same values agrees everywhere.
                            None => {
                                Some(Term::pure(&format!("v_cmp_{rel}_{ty}"), 0, vec![ta, tb], 1))
                            }
                        }
                    }
                }
                _ => None,
            };
            bits.push(r.unwrap_or_else(|| self.havoc(1, "unmodelled vector compare")));
        }
        let maskv = self.lane_mask(bits, exec);
        if has_dst {
            self.write_scalar(&ops[0], &maskv);
        } else if !cmpx {
            let vcc = Operand::Special(Special::Vcc);
            self.write_scalar(&vcc, &maskv);
        }
        if cmpx {
            self.set_exec(&maskv);
        }
        Effect::None
    }

    /// `scratch_load_*` / `scratch_store_*`: private memory per lane. Dword accesses at a
    /// constant address (`off` for the per-lane address, SGPR base plus `offset:`) are
    /// remembered; any other store forgets everything (it may alias), any other load reads
    /// fresh values.
    fn scratch_access(&mut self, m: &str, inst: &Inst) {
        let ops = &inst.operands;
        let is_store = has(m, "store");
        let offset = inst.modifier("offset").unwrap_or(0);
        // Store: vaddr, vdata, saddr. Load: vdst, vaddr, saddr.
        let (vaddr, data, saddr) = if is_store {
            (ops.first(), ops.get(1), ops.get(2))
        } else {
            (ops.get(1), ops.first(), ops.get(2))
        };
        let base = match saddr {
            _ if !is_off(vaddr) => None,
            None => Some(Term::constant(0, 32)),
            Some(o) if is_off(Some(o)) => Some(Term::constant(0, 32)),
            Some(o) if self.sregs(o).is_some() => Some(self.read_scalar(o, 32)),
            _ => None,
        };
        let address = base
            .and_then(|b| b.as_const())
            .map(|b| (b as i64 + offset) as u64 & 0xffff_ffff);
        let exec = self.exec();
        self.private_access(m, is_store, data, address, &exec);
    }

    /// `buffer_load_*`/`buffer_store_*` through the private segment buffer with no vector
    /// address (`off`): the wave's scratch, as `scratch_*` at the same per-lane offset.
    /// The descriptor swizzles dwords across lanes, so the scalar offset counts bytes of the
    /// whole wave (llc scales its stack pointer by the wave size) while `offset:` counts
    /// bytes of one lane (AMDGPUUsage, "Private Segment Buffer"; "Memory Spaces"). `false`
    /// for anything else (another descriptor, a vector address, an offset not known).
    fn buffer_private(&mut self, m: &str, inst: &Inst) -> bool {
        let ops = &inst.operands;
        let is_store = m.starts_with("buffer_store_");
        if !plain_mubuf(m, inst) {
            return false;
        }
        let Some((first, 4)) = self.sregs(&ops[2]) else {
            return false;
        };
        // The kernel prologue adds the wave's scratch offset to the base (words 0-1), as
        // the ABI asks; the descriptor then still names this wave's scratch.
        let descriptor = private_segment_buffer();
        let words = private_segment_buffer_words();
        let word = |w: &Self, i: u16| w.sgpr.get(&(first + i)).cloned();
        let based = |t: Option<Term>, i: usize| {
            t.is_some_and(|t| {
                let mut inputs = Vec::new();
                t.inputs(&mut inputs);
                inputs.contains(&words[i])
            })
        };
        if !based(word(self, 0), 0)
            || !based(word(self, 1), 1)
            || word(self, 2).as_ref() != Some(&descriptor[2])
            || word(self, 3).as_ref() != Some(&descriptor[3])
        {
            return false;
        }
        // The per-lane part: none (`off`), or with `offen` a VGPR offset, followed only
        // when every lane that may be active holds the same constant in it (an array
        // indexed by an unknown is a private access at an unknown address).
        let exec = self.exec();
        let lane_offset = if inst.modifiers.iter().any(|x| x == "offen") {
            let bits = self.lane_bits(&exec);
            let mut active = WhenActive::default();
            let vals: Option<Vec<u64>> = lanes_of(&ops[1]).and_then(|(v, _)| {
                (0..self.shape.wave_size)
                    .filter(|&l| bits[l as usize].as_const() != Some(0))
                    .map(|l| {
                        active
                            .value(self.get_lane(v, l), &bits[l as usize])
                            .as_const()
                    })
                    .collect()
            });
            vals.filter(|v| v.windows(2).all(|p| p[0] == p[1]))
                .map(|v| v.first().copied().unwrap_or(0))
        } else {
            is_off(ops.get(1)).then_some(0)
        };
        let soffset = match &ops[3] {
            Operand::Imm(v) => Some(*v as u64),
            o if self.sregs(o).is_some() => self.read_scalar(o, 32).as_const(),
            _ => None,
        };
        let ws = u64::from(self.shape.wave_size);
        let offset = inst.modifier("offset").unwrap_or(0);
        let address = soffset
            .filter(|v| v % ws == 0)
            .zip(lane_offset)
            .map(|(s, v)| (s / ws).wrapping_add(v).wrapping_add(offset as u64) & 0xffff_ffff);
        self.private_access(m, is_store, Some(&ops[0]), address, &exec);
        true
    }

    /// A flat load or store whose address lies, in every active lane, at a constant offset
    /// in the private aperture (`-O0` code reaches its locals through generic pointers): the
    /// same dwords as `scratch_*` at that offset, lane by lane. `None` if any active lane's
    /// address is anything else (not shown private, or an unknown offset).
    fn flat_private(&mut self, m: &str, inst: &Inst) -> Option<Effect> {
        let ops = &inst.operands;
        let is_store = has(m, "store");
        if !(is_store || has(m, "load")) || has(m, "atomic") || ops.len() != 2 {
            return None;
        }
        let (vaddr, data) = if is_store {
            (&ops[0], &ops[1])
        } else {
            (&ops[1], &ops[0])
        };
        let Some((first, 2)) = lanes_of(vaddr) else {
            return None;
        };
        let exec = self.exec();
        let bits = self.lane_bits(&exec);
        let offset = inst.modifier("offset").unwrap_or(0);
        let at = |lo: u64| (lo as i64 + offset) as u64 & 0xffff_ffff;
        let lows = self.private_aperture_lows(first, &bits);
        let Some(lanes) = lows.as_deref().and_then(constant_offsets) else {
            return match lows {
                Some(lows) if is_store => self
                    .private_store_at_unknown_offset(m, data, offset, lows, &bits)
                    .then_some(Effect::None),
                None if is_store => None,
                _ => self.private_load_at_unknown_offset(m, inst, (first, data), offset, &bits),
            };
        };
        // One scratch access per distinct offset, under EXEC narrowed to the lanes that use
        // it (`p = &x[tid & 3]` gives each lane its own slot; private memory is per lane, so
        // the groups cannot see each other's stores).
        let mut offsets: Vec<u64> = lanes.iter().flatten().copied().collect();
        offsets.sort_unstable();
        offsets.dedup();
        for lo in offsets {
            let group = lanes.iter().map(|x| Term::bool(*x == Some(lo))).collect();
            let mask = self.lane_mask(group, &exec);
            self.private_access(m, is_store, Some(data), Some(at(lo)), &mask);
        }
        Some(Effect::None)
    }

    /// The private offset of each lane's flat address in VGPRs `first..first+2` (`None` for
    /// inactive lanes), when every active lane's address is shown to be in its own private
    /// memory ([`private_lane_offset`]); `None` if any is not (global, LDS, null, unknown).
    fn private_aperture_lows(&mut self, first: u16, bits: &[Term]) -> Option<Vec<Option<Term>>> {
        let mut out = Vec::with_capacity(bits.len());
        let mut active = WhenActive::default();
        for l in 0..self.shape.wave_size {
            let bit = &bits[l as usize];
            if bit.as_const() == Some(0) {
                out.push(None);
                continue;
            }
            let hi = active.value(self.get_lane(first + 1, l), bit);
            let lo = active.value(self.get_lane(first, l), bit);
            match private_lane_offset(&lo, &hi, l)? {
                (offset, private) if private.as_const() == Some(1) => out.push(Some(offset)),
                _ => return None,
            }
        }
        Some(out)
    }

    /// A flat store of whole dwords whose address is, in every active lane, in the private
    /// aperture at an offset that is not a constant but has few values (`buf[a & 63] = n`
    /// of a local array): every dword the offsets may name keeps its value, or takes the
    /// stored one in the lanes whose offset names it, so a later read at the same offset
    /// reads what was stored. `false` (the store is then not followed) if some active
    /// lane's address is not exactly in the aperture, is not dword-aligned, or may name
    /// more than [`MAX_PRIVATE_SLOTS`] dwords.
    fn private_store_at_unknown_offset(
        &mut self,
        m: &str,
        data: &Operand,
        offset: i64,
        lows: Vec<Option<Term>>,
        bits: &[Term],
    ) -> bool {
        let (Some((src, count)), Some(n)) = (lanes_of(data), whole_dwords(m)) else {
            return false;
        };
        let n = n.min(count);
        let mut ats: Vec<Option<Term>> = Vec::with_capacity(bits.len());
        let mut slots = std::collections::BTreeSet::new();
        for lo in lows {
            let Some(lo) = lo else {
                ats.push(None);
                continue;
            };
            let at = lo.add(&Term::constant(offset as u64 & 0xffff_ffff, 32));
            let Some(names) = aligned_offsets(&at) else {
                return false;
            };
            for i in 0..u64::from(n) {
                for d in &names {
                    slots.insert((d + 4 * i) & 0xffff_ffff);
                }
            }
            if slots.len() > MAX_PRIVATE_SLOTS {
                return false;
            }
            ats.push(Some(at));
        }
        let miss = if self.scratch_lost {
            UNFOLLOWED_PRIVATE
        } else {
            "uninitialised scratch"
        };
        let ws = self.shape.wave_size;
        for d in slots {
            let old: Vec<Term> = match self.scratch.get(&d) {
                Some(v) => v.to_vec(),
                None => (0..ws).map(|_| self.havoc(32, miss)).collect(),
            };
            let new = (0..ws)
                .map(|l| {
                    let Some(at) = &ats[l as usize] else {
                        return old[l as usize].clone();
                    };
                    (0..n).fold(old[l as usize].clone(), |acc, i| {
                        let here = at.add(&Term::constant(4 * u64::from(i), 32));
                        let hit = bits[l as usize].and(&here.eq(&Term::constant(d, 32)));
                        Term::ite(&hit, &self.get_lane(src + i, l), &acc)
                    })
                })
                .collect();
            self.scratch.insert(d, Rc::new(new));
        }
        true
    }

    /// A flat load whose address is, in every active lane, in the private aperture at an
    /// offset that is not a constant (`a[n & 1]` of a local array): each lane reads its own
    /// private memory, so dword `i` of lane `l` is the remembered slot its offset names when
    /// it names one, and an unknown value of that lane otherwise (never one value for the
    /// wave, as memory at a shared address would be). `false` if some active lane's address
    /// is not shown private.
    fn private_load_at_unknown_offset(
        &mut self,
        m: &str,
        inst: &Inst,
        (first, data): (u16, &Operand),
        offset: i64,
        bits: &[Term],
    ) -> Option<Effect> {
        let hi_base = private_aperture_hi();
        // Per lane: the low half, and whether the address is in the aperture (a 64-bit add
        // of the offset to the aperture base leaves a carry term in the high half: the
        // address is private exactly when that carry is 0).
        let mut lows = Vec::with_capacity(bits.len());
        // Where the address is a choice between private memory and memory that is not
        // (`sel ? &arr[sel & 1] : g`), the other choice's address: read as any global load.
        let mut others: Vec<Option<Term>> = vec![None; bits.len()];
        let mut odd = Vec::new();
        let mut active = WhenActive::default();
        for l in 0..self.shape.wave_size {
            let bit = &bits[l as usize];
            if bit.as_const() == Some(0) {
                lows.push(None);
                continue;
            }
            let hi = active.value(self.get_lane(first + 1, l), bit);
            if !mentions_private_base(&hi) {
                return None;
            }
            let lo = active.value(self.get_lane(first, l), bit);
            let choice = || {
                private_or_not(&lo, &hi, l).map(|(at, private, other)| {
                    others[l as usize] = other;
                    (at, private)
                })
            };
            match private_lane_offset(&lo, &hi, l).or_else(choice) {
                Some(at) => lows.push(Some(at)),
                // GFX12.5 scratch in some other form (another lane's, or not shown to be
                // this lane's): not followed.
                None if mentions_flat_scratch_base(&hi) => {
                    lows.push(Some((lo, Term::bool(false))));
                    odd.push(l);
                }
                None => lows.push(Some((lo, hi.eq(&hi_base)))),
            }
        }
        let exec = self.exec();
        let unfollowed = self.private_unfollowed();
        let (Some((dest, count)), Some(n)) = (lanes_of(data), whole_dwords(m)) else {
            self.havoc_dest_as(data, &exec, unfollowed);
            return Some(Effect::None);
        };
        let (global, effect) = self.read_other_choice(m, inst, data, offset, others, &exec);
        let mut slots: Vec<(u64, Rc<Vec<Term>>)> =
            self.scratch.iter().map(|(&a, v)| (a, v.clone())).collect();
        let miss = self.private_miss();
        slots.sort_by_key(|(a, _)| *a);
        // See `global_load`: an address through an unmodelled instruction.
        let whys: Vec<&'static str> = lows
            .iter()
            .enumerate()
            .map(|(l, x)| match x {
                Some((lo, private))
                    if mentions_pure(lo) || mentions_pure(private) || odd.contains(&(l as u32)) =>
                {
                    "unmodelled address of a private read"
                }
                Some(_) => miss,
                None => "loaded value",
            })
            .collect();
        for i in 0..n.min(count) {
            let vals: Vec<Term> = (0..self.shape.wave_size)
                .map(|l| {
                    let fresh = match &global[l as usize] {
                        Some(words) => words[i as usize].clone(),
                        None => self.havoc(32, whys[l as usize]),
                    };
                    let Some((lo, private)) = &lows[l as usize] else {
                        return fresh;
                    };
                    let at = lo.add(&Term::constant((offset + 4 * i as i64) as u64, 32));
                    // Only dwords the offset may name ([`aligned_offsets`]); when they are all
                    // remembered and the address is surely private, the fresh value is
                    // never read, and leaving it out keeps one term for lanes that read
                    // alike (a uniform index), which the solver answers far faster.
                    let names = aligned_offsets(&at);
                    let within: Vec<&(u64, Rc<Vec<Term>>)> = slots
                        .iter()
                        .filter(|(a, _)| names.as_ref().is_none_or(|n| n.contains(a)))
                        .collect();
                    // A choice over more dwords than that is not built: the value is lost.
                    if within.len() > MAX_PRIVATE_SLOTS {
                        return self.havoc(32, unfollowed);
                    }
                    let covered = private.as_const() == Some(1)
                        && names.as_ref().is_some_and(|n| n.len() == within.len());
                    let (base, rest) = match within.split_first() {
                        Some(((_, last), rest)) if covered => (last[l as usize].clone(), rest),
                        _ => (fresh, &within[..]),
                    };
                    rest.iter().fold(base, |acc, (a, lanes)| {
                        let here = private.and(&at.eq(&Term::constant(*a, 32)));
                        Term::ite(&here, &lanes[l as usize], &acc)
                    })
                })
                .collect();
            self.write_lanes(dest + i, vals, &exec);
        }
        Some(effect)
    }

    /// The words a flat load into `data` reads, in each lane whose address is a choice
    /// whose other side `others` names, where that side is taken: what a global load at it
    /// reads (one value per address for every wave where the memory rules give it), so a
    /// witness does not rest on waves that read one global word differently (#12, F2).
    fn read_other_choice(
        &mut self,
        m: &str,
        inst: &Inst,
        data: &Operand,
        offset: i64,
        others: Vec<Option<Term>>,
        exec: &Term,
    ) -> (Vec<Option<Vec<Term>>>, Effect) {
        let Some(any) = others.iter().flatten().next().cloned() else {
            return (vec![None; others.len()], Effect::None);
        };
        let Some((dest, count)) = lanes_of(data) else {
            return (vec![None; others.len()], Effect::None);
        };
        let offset = Term::constant(offset as u64, 64);
        // Lanes that do not read there are masked off; their address only repeats one that is.
        let addrs = others
            .iter()
            .map(|a| a.as_ref().unwrap_or(&any).add(&offset))
            .collect();
        let group = others.iter().map(|a| Term::bool(a.is_some())).collect();
        let mask = self.lane_mask(group, exec);
        let effect = self.read_memory(m, inst, data, addrs, &mask);
        let words = others
            .iter()
            .enumerate()
            .map(|(l, a)| {
                a.as_ref().map(|_| {
                    (0..count)
                        .map(|r| self.get_lane(dest + r, l as u32))
                        .collect()
                })
            })
            .collect();
        (words, effect)
    }

    /// Reads or writes `dwords` private dwords at `address` (per lane, in lanes active in
    /// `exec`); an access that is not whole aligned dwords at a known address forgets what
    /// it may overwrite, or loads fresh values.
    fn private_access(
        &mut self,
        m: &str,
        is_store: bool,
        data: Option<&Operand>,
        address: Option<u64>,
        exec: &Term,
    ) {
        let dwords = whole_dwords(m);
        if let (Some(data), Some(addr), Some((bytes, signed, from))) = (data, address, sub_dword(m))
            && let Some((first, _)) = lanes_of(data)
            && addr % 4 + u64::from(bytes) <= 4
        {
            self.private_sub_dword(is_store, (first, from), addr, bytes, signed, exec);
            return;
        }
        let (Some(data), Some(addr), Some(n)) = (data, address, dwords) else {
            if is_store {
                match address {
                    // A sub-dword store at a known address: forget the dwords it touches.
                    Some(a) => {
                        for d in [a & !3, (a + 3) & !3] {
                            self.scratch.remove(&d);
                        }
                        self.scratch_lost = true;
                    }
                    None => self.forget_scratch(),
                }
            } else if let Some(d) = data {
                self.havoc_dest(d, exec);
            }
            return;
        };
        let Some((first, count)) = lanes_of(data) else {
            if is_store {
                self.forget_scratch();
            }
            return;
        };
        let ws = self.shape.wave_size;
        for i in 0..n.min(count) {
            let at = addr + 4 * i as u64;
            if addr % 4 != 0 {
                // Unaligned: not remembered.
                if is_store {
                    self.forget_scratch();
                } else {
                    let d = Operand::Vgpr {
                        first: first + i,
                        count: 1,
                    };
                    self.havoc_dest(&d, exec);
                }
                continue;
            }
            if is_store {
                let old: Vec<Term> = match self.scratch.get(&at) {
                    Some(v) => v.to_vec(),
                    None => (0..ws)
                        .map(|_| self.havoc(32, "uninitialised scratch"))
                        .collect(),
                };
                let bits = self.lane_bits(exec);
                let new = (0..ws)
                    .map(|l| {
                        let v = self.get_lane(first + i, l);
                        Term::ite(&bits[l as usize], &v, &old[l as usize])
                    })
                    .collect();
                self.scratch.insert(at, Rc::new(new));
            } else {
                let vals: Vec<Term> = match self.scratch.get(&at) {
                    Some(v) => v.to_vec(),
                    None => {
                        let why = self.private_miss();
                        (0..ws).map(|_| self.havoc(32, why)).collect()
                    }
                };
                self.write_lanes(first + i, vals, exec);
            }
        }
    }

    /// A byte or 16-bit private access inside one remembered dword (`-O0` keeps `bool` and
    /// `short` locals in scratch): a store replaces those bits of the dword in the active
    /// lanes, a load extracts them, zero- or sign-extended.
    fn private_sub_dword(
        &mut self,
        is_store: bool,
        (first, from): (u16, u8),
        addr: u64,
        bytes: u8,
        signed: bool,
        exec: &Term,
    ) {
        let ws = self.shape.wave_size;
        let at = addr & !3;
        let (shift, width) = ((addr % 4) as u8 * 8, bytes * 8);
        let old: Option<Vec<Term>> = self.scratch.get(&at).map(|v| v.to_vec());
        if is_store {
            let old = old.unwrap_or_else(|| {
                (0..ws)
                    .map(|_| self.havoc(32, "uninitialised scratch"))
                    .collect()
            });
            let bits = self.lane_bits(exec);
            let keep = Term::constant(!(((1u64 << width) - 1) << shift) & 0xffff_ffff, 32);
            let shift_by = Term::constant(u64::from(shift), 32);
            let new = (0..ws)
                .map(|l| {
                    let v = self.get_lane(first, l).extract(from, width).zext(32);
                    let v = Term::op(Op::Shl, 32, vec![v, shift_by.clone()]);
                    let merged = old[l as usize].and(&keep).or(&v);
                    Term::ite(&bits[l as usize], &merged, &old[l as usize])
                })
                .collect();
            self.scratch.insert(at, Rc::new(new));
        } else {
            let vals: Vec<Term> = match old {
                Some(old) => old
                    .iter()
                    .map(|d| {
                        let v = d.extract(shift, width);
                        if signed { v.sext(32) } else { v.zext(32) }
                    })
                    .collect(),
                None => (0..ws).map(|_| self.havoc(32, "loaded value")).collect(),
            };
            self.write_lanes(first, vals, exec);
        }
    }

    /// An unmodelled vector instruction: havoc its vector destinations in active lanes and any
    /// scalar carry-out.
    fn havoc_vector(&mut self, inst: &Inst, exec: &Term) -> Effect {
        let m = inst.mnemonic.as_str();
        let ops = &inst.operands;
        if let Some(d) = ops.first()
            && (lanes_of(d).is_some() || self.sregs(d).is_some())
        {
            self.havoc_dest(d, exec);
        }
        // Carry-out / second destination (`v_add_co_u32 v0, vcc, ...`, `v_div_scale`).
        if has(m, "_co_") || has(m, "div_scale") || has(m, "mad_u64") || has(m, "mad_i64") {
            match ops.get(1) {
                Some(o) if self.sregs(o).is_some() => self.havoc_dest(o, exec),
                _ if m.ends_with("_e32") => {
                    let vcc = Operand::Special(Special::Vcc);
                    self.havoc_dest(&vcc, exec);
                }
                _ => {}
            }
        }
        Effect::Havocked
    }

    /// Every location this state holds a value for.
    pub fn locs(&self) -> Vec<Loc> {
        let mut out: Vec<Loc> = self.sgpr.keys().map(Loc::Sgpr).collect();
        for (r, lanes) in self.vgpr.iter() {
            out.extend((0..lanes.len() as u16).map(|l| Loc::Vgpr(r, l)));
        }
        for (&a, lanes) in self.scratch.iter() {
            out.extend((0..lanes.len() as u16).map(|l| Loc::Scratch(a, l)));
        }
        out.push(Loc::Scc);
        out.sort();
        out
    }

    /// The value at `loc`, if the state holds one (a missing one reads as a fresh value).
    pub fn read_loc(&self, loc: Loc) -> Option<Term> {
        match loc {
            Loc::Sgpr(r) => self.sgpr.get(&r).cloned(),
            Loc::Vgpr(r, l) => self.vgpr.get(&r).and_then(|v| v.get(l as usize)).cloned(),
            Loc::Scc => Some(self.scc.clone()),
            Loc::Scratch(a, l) => self
                .scratch
                .get(&a)
                .and_then(|v| v.get(l as usize))
                .cloned(),
        }
    }

    /// Gives `loc` the value `v` (one lane of a scratch dword; the slot's other lanes are
    /// fresh values if the state held none).
    pub fn write_loc(&mut self, loc: Loc, v: Term) {
        self.lane_bits = None;
        match loc {
            Loc::Sgpr(r) => {
                self.sgpr.insert(r, v);
            }
            Loc::Vgpr(r, l) => {
                self.get_lane(r, 0);
                let lanes = Rc::make_mut(self.vgpr.get_mut(&r).expect("created above"));
                if let Some(x) = lanes.get_mut(l as usize) {
                    *x = v;
                }
            }
            Loc::Scc => self.scc = v,
            Loc::Scratch(a, l) => {
                // Only this lane: a spill slot holds a different value in each lane (`-O0`
                // spills a saved EXEC, a return address and a loop counter into lanes of
                // one VGPR), and most of them no iteration changes.
                if !self.scratch.contains_key(&a) {
                    let fresh = (0..self.shape.wave_size)
                        .map(|_| self.havoc(32, "uninitialised scratch"))
                        .collect();
                    self.scratch.insert(a, Rc::new(fresh));
                }
                let lanes = Rc::make_mut(self.scratch.get_mut(&a).expect("inserted above"));
                if let Some(x) = lanes.get_mut(l as usize) {
                    *x = v;
                }
            }
        }
    }

    /// Fresh values made so far on this path (a clock: a later state has a larger count).
    pub fn havoc_count(&self) -> u32 {
        self.next_havoc
    }

    /// When `t` last read memory as one value per address and phase (the havoc count of
    /// the latest read of a value in it), if it holds such a value.
    pub fn phase_read_in(&self, t: &Term) -> Option<u32> {
        self.phase_reads
            .iter()
            .filter(|(_, v)| t.contains(v))
            .map(|(at, _)| *at)
            .max()
    }

    /// Whether one of `terms` depends on a value this wave loaded from global or LDS memory
    /// after `before` (a later state of the same path): a value another wave may change
    /// between two reads, as a spin-wait on a flag reads it. Any value made up since counts
    /// as well: a loaded value that went through private memory bverify did not follow
    /// (a `-O0` spill of the exit mask) is one, and so may be a call's or an unmodelled
    /// instruction's result (red team 43: a spin-wait on gfx1030 `-O0` taken as a loop
    /// that ends).
    pub fn reads_memory_since(&self, before: &WaveState, terms: &[Term]) -> bool {
        let mut inputs = Vec::new();
        for t in terms {
            t.inputs(&mut inputs);
        }
        inputs
            .iter()
            .any(|i| matches!(i, Input::Havoc { id, .. } if *id > before.next_havoc))
            || terms.iter().any(|t| {
                self.phase_read_in(t)
                    .is_some_and(|at| at > before.next_havoc)
            })
    }

    /// The locations whose value in `self` may differ from their value in `before`.
    pub fn changed_since(&self, before: &WaveState) -> Vec<Loc> {
        let mut out = Vec::new();
        let mut all = self.locs();
        all.extend(before.locs());
        all.sort();
        all.dedup();
        for l in all {
            if self.read_loc(l) != before.read_loc(l) {
                out.push(l);
            }
        }
        out
    }
}

/// A register or private-memory cell of one wave (per lane for vector registers and
/// scratch), as loop summaries name what an iteration changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Loc {
    Sgpr(u16),
    /// A VGPR (or AGPR, above `AGPR_BASE`) and a lane.
    Vgpr(u16, u16),
    Scc,
    /// A scratch dword (by address) and a lane.
    Scratch(u64, u16),
}

impl std::fmt::Display for Loc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Loc::Sgpr(r) => write!(f, "s{r}"),
            Loc::Vgpr(r, l) => write!(f, "v{r}[{l}]"),
            Loc::Scc => write!(f, "scc"),
            Loc::Scratch(a, l) => write!(f, "scratch{a:#x}[{l}]"),
        }
    }
}

/// `value` shifted by `amount` modulo its width (the low 5 bits of the amount for 32-bit
/// values, the low 4 for 16-bit ones), as the hardware reads shift amounts.
fn shift(op: Op, value: &Term, amount: &Term) -> Term {
    let width = value.width();
    let amt = amount.and(&Term::constant(u64::from(width) - 1, amount.width()));
    Term::op(op, width, vec![value.clone(), amt])
}

fn logic(stem: &str, a: &Term, b: &Term) -> Term {
    match stem {
        "s_and" => a.and(b),
        "s_or" => a.or(b),
        "s_xor" => a.xor(b),
        "s_andn2" | "s_and_not1" => a.and(&b.not()),
        "s_orn2" | "s_or_not1" => a.or(&b.not()),
        "s_nand" => a.and(b).not(),
        "s_nor" => a.or(b).not(),
        _ => a.xor(b).not(),
    }
}

/// `a REL b` for the compare suffixes of `s_cmp`/`v_cmp` (`eq`, `lg`/`ne`, `lt`, ...).
fn compare(rel: &str, signed: bool, a: &Term, b: &Term) -> Option<Term> {
    let lt = |x: &Term, y: &Term| {
        Term::op(
            if signed { Op::Slt } else { Op::Ult },
            1,
            vec![x.clone(), y.clone()],
        )
    };
    Some(match rel {
        "eq" => a.eq(b),
        "lg" | "ne" => a.eq(b).not(),
        "lt" => lt(a, b),
        "le" => lt(b, a).not(),
        "gt" => lt(b, a),
        "ge" => lt(a, b).not(),
        "f" => Term::bool(false),
        "t" | "tru" => Term::bool(true),
        _ => return None,
    })
}

// Integer ALU instructions beyond the basic set (multiply-adds, high products, min/max,
// carries, 64-bit lanes, bit counts, SALU floats), each exact per lane. Semantics follow the
// pseudocode of the CDNA3 / RDNA3 / RDNA4 ISA guides; where a value is not exactly known the
// instruction falls back to `pure_vector` or a havoc, never to a guess.

/// A per-lane function of an instruction's sources (`None`: not exactly known in this lane).
type LaneFn = Box<dyn Fn(&[Term]) -> Option<Term>>;

/// Whether `o` is a pair of registers (a VOP3P source that is not a constant).
fn register_pair(o: &Operand) -> bool {
    matches!(
        o,
        Operand::Sgpr { count: 2, .. } | Operand::Vgpr { count: 2, .. }
    )
}

/// Modifiers that change an instruction's value (`clamp` saturates integer results, `op_sel`
/// picks halves, `mul:2` scales a float result); comments and cache bits do not.
fn has_value_modifier(inst: &Inst) -> bool {
    inst.modifiers.iter().any(|x| {
        x == "clamp"
            || ["op_sel", "neg_lo", "neg_hi", "byte_sel", "mul:", "div:"]
                .iter()
                .any(|p| x.starts_with(p))
    })
}

/// Whether a source operand has an exactly known value at `width` bits: registers, integer
/// constants, and at 64 bits only inline constants and literals that need 64 bits (how a
/// 32-bit literal or a float constant extends to a 64-bit integer operand is left open).
fn exact_source(o: &Operand, width: u8) -> bool {
    match o {
        Operand::Imm(v) if width == 64 => {
            (-16..=64).contains(v) || (i32::try_from(*v).is_err() && u32::try_from(*v).is_err())
        }
        Operand::Imm(_) => true,
        Operand::Float(_) | Operand::Modified { .. } | Operand::Other(_) => false,
        // GFX12.5's `src_flat_scratch_base_lo` names the whole 64-bit base of private memory
        // in the flat space (`v_add_nc_u64 v[0:1], src_flat_scratch_base_lo, v[0:1]`).
        Operand::Symbol {
            name, reloc: None, ..
        } if name == "src_flat_scratch_base_lo" => true,
        Operand::Symbol { .. } => width == 32,
        _ => true,
    }
}

/// The truth table of `v_bitop3_b32` / `v_dual_bitop2_b32` (`bitop3:0x6c`).
fn bitop_table(inst: &Inst) -> Option<u8> {
    let v = inst
        .modifiers
        .iter()
        .find_map(|x| x.strip_prefix("bitop3:"))?;
    let v = match v.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok()?,
        None => v.parse().ok()?,
    };
    u8::try_from(v).ok()
}

/// Bitwise function of three inputs given by its truth table: bit `i` of the table is the
/// result where `a`, `b`, `c` have bits `i >> 2`, `(i >> 1) & 1`, `i & 1` (LLVM folds with
/// `a = 0xf0`, `b = 0xcc`, `c = 0xaa`; a VOPD `bitop2` has `c = 0`, so `bitop3:0x40` is AND).
fn bitop3(table: u8, a: &Term, b: &Term, c: &Term) -> Term {
    let w = a.width();
    let lit = |t: &Term, set: bool| if set { t.clone() } else { t.not() };
    let mut r = Term::constant(0, w);
    for i in 0..8u8 {
        if table >> i & 1 == 1 {
            let minterm = lit(a, i & 4 != 0)
                .and(&lit(b, i & 2 != 0))
                .and(&lit(c, i & 1 != 0));
            r = r.or(&minterm);
        }
    }
    r
}

/// The low 24 bits of a 32-bit value, zero- or sign-extended (the `_u24`/`_i24` operands).
fn low24(t: &Term, signed: bool) -> Term {
    let f = t.extract(0, 24);
    if signed { f.sext(32) } else { f.zext(32) }
}

/// The 64-bit product of two 32-bit values, unsigned or signed.
fn mul64(a: &Term, b: &Term, signed: bool) -> Term {
    let (a, b) = if signed {
        (a.sext(64), b.sext(64))
    } else {
        (a.zext(64), b.zext(64))
    };
    Term::op(Op::Mul, 64, vec![a, b])
}

/// The high 32 bits of the 64-bit product (`v_mul_hi_u32`, `s_mul_hi_i32`, ...).
fn mul_hi(a: &Term, b: &Term, signed: bool) -> Term {
    mul64(a, b, signed).extract(32, 32)
}

/// `a < b`, unsigned or signed (1 bit).
fn less(a: &Term, b: &Term, signed: bool) -> Term {
    let op = if signed { Op::Slt } else { Op::Ult };
    Term::op(op, 1, vec![a.clone(), b.clone()])
}

/// `V_PERM_B32`: each result byte picks a byte of the 64-bit `{s0, s1}` by the selector
/// byte of `sel`: 0-7 a byte (0-3 of `s1`), 8-11 the sign of byte 1, 3, 5 or 7 replicated,
/// 12 zero, 13 and above all ones.
fn byte_permute(s0: &Term, s1: &Term, sel: &Term) -> Term {
    let byte = |i: u8| {
        if i < 4 {
            s1.extract(8 * i, 8)
        } else {
            s0.extract(8 * (i - 4), 8)
        }
    };
    let ones = Term::constant(0xff, 8);
    let zero = Term::constant(0, 8);
    let mut out = Term::constant(0, 32);
    for k in 0..4u8 {
        let s = sel.extract(8 * k, 8);
        let is = |v: u64| s.eq(&Term::constant(v, 8));
        let mut b = Term::ite(&is(12), &zero, &ones);
        for (v, from) in [(8, 1), (9, 3), (10, 5), (11, 7)] {
            let sign = Term::ite(&byte(from).extract(7, 1), &ones, &zero);
            b = Term::ite(&is(v), &sign, &b);
        }
        for i in 0..8u8 {
            b = Term::ite(&is(u64::from(i)), &byte(i), &b);
        }
        let placed = shift(Op::Shl, &b.zext(32), &Term::constant(u64::from(8 * k), 32));
        out = out.or(&placed);
    }
    out
}

/// The sum of `|a_i - b_i|` over the unsigned `width`-bit fields of two 32-bit values.
fn sad(a: &Term, b: &Term, width: u8) -> Term {
    let mut sum = Term::constant(0, 32);
    for i in 0..32 / width {
        let (x, y) = (
            a.extract(i * width, width).zext(32),
            b.extract(i * width, width).zext(32),
        );
        let diff = Term::ite(
            &less(&y, &x, false),
            &Term::op(Op::Sub, 32, vec![x.clone(), y.clone()]),
            &Term::op(Op::Sub, 32, vec![y, x]),
        );
        sum = sum.add(&diff);
    }
    sum
}

fn min2(a: &Term, b: &Term, signed: bool) -> Term {
    Term::ite(&less(a, b, signed), a, b)
}

fn max2(a: &Term, b: &Term, signed: bool) -> Term {
    Term::ite(&less(b, a, signed), a, b)
}

/// Leading zeros of a 32- or 64-bit value as 32 bits, all ones for zero (`v_clz_i32_u32`,
/// `v_ffbh_u32`, `s_clz_i32_u32`, `s_flbit_i32_b32`, `s_flbit_i32_b64`).
fn leading_zeros(a: &Term) -> Term {
    let w = a.width();
    let mut r = Term::constant(0xffff_ffff, 32);
    // Later (higher) bits override: the highest set bit decides.
    for i in 0..w {
        r = Term::ite(
            &a.extract(i, 1),
            &Term::constant(u64::from(w - 1 - i), 32),
            &r,
        );
    }
    r
}

/// `a` with bit `i` moved to bit `width - 1 - i` (`s_brev_*`, `v_bfrev_b32`).
fn bit_reverse(a: &Term) -> Term {
    let w = a.width();
    if let Some(c) = a.as_const() {
        return Term::constant(c.reverse_bits() >> (64 - u32::from(w)), w);
    }
    let mut r = Term::constant(0, w);
    for i in 0..w {
        let bit = a.extract(i, 1).zext(w);
        let moved = Term::op(
            Op::Shl,
            w,
            vec![bit, Term::constant(u64::from(w - 1 - i), w)],
        );
        r = r.or(&moved);
    }
    r
}

/// Trailing zeros of a 32- or 64-bit value as 32 bits, all ones for zero (`v_ctz_i32_b32`,
/// `v_ffbl_b32`, `s_ctz_i32_b32`, `s_ff1_i32_b32`, `s_ff1_i32_b64`: the wave-reduction loop
/// walks the active lanes with it).
fn trailing_zeros(a: &Term) -> Term {
    let mut r = Term::constant(0xffff_ffff, 32);
    for i in (0..a.width()).rev() {
        r = Term::ite(&a.extract(i, 1), &Term::constant(u64::from(i), 32), &r);
    }
    r
}

/// The f32 bit pattern of an unsigned byte (`v_cvt_f32_ubyteN`): always exact and normal,
/// so no rounding or denormal mode is involved. For the highest set bit `p` the exponent is
/// `127 + p` and the mantissa the bits below it, shifted up to bit 22.
fn ubyte_to_f32(byte: &Term) -> Term {
    let b = byte.zext(32);
    let mut r = Term::constant(0, 32);
    for p in 0..8u8 {
        let mant = Term::op(
            Op::Shl,
            32,
            vec![b.clone(), Term::constant(u64::from(23 - p), 32)],
        )
        .and(&Term::constant(0x7f_ffff, 32));
        let bits = Term::constant(u64::from(127 + u32::from(p)) << 23, 32).or(&mant);
        r = Term::ite(&byte.extract(p, 1), &bits, &r);
    }
    r
}

/// The per-lane semantics of a vector integer instruction: source widths, result width and
/// the function; `None` if `m` is not one of these.
fn vector_alu_spec(m: &str, inst: &Inst) -> Option<(Vec<u8>, u8, LaneFn)> {
    let c = |v: u64| Term::constant(v, 32);
    let signed = m.ends_with("_i32") || m.ends_with("_i24") || m.ends_with("_i64");
    let w32 = |n: usize| vec![32u8; n];
    let f: (Vec<u8>, u8, LaneFn) = match m {
        "v_accvgpr_read_b32" | "v_accvgpr_write_b32" | "v_accvgpr_mov_b32" => {
            (w32(1), 32, Box::new(|a| Some(a[0].clone())))
        }
        // D = S0[23:0] * S1[23:0] + S2 (low 32 bits; i24 sign-extends the factors).
        "v_mad_u32_u24" | "v_mad_i32_i24" => (
            w32(3),
            32,
            Box::new(move |a| {
                let p = Term::op(
                    Op::Mul,
                    32,
                    vec![low24(&a[0], signed), low24(&a[1], signed)],
                );
                Some(p.add(&a[2]))
            }),
        ),
        "v_mul_i32_i24" => (
            w32(2),
            32,
            Box::new(|a| {
                let (x, y) = (low24(&a[0], true), low24(&a[1], true));
                Some(Term::op(Op::Mul, 32, vec![x, y]))
            }),
        ),
        // Bits 47:32 of the 48-bit product, extended to 32 bits.
        "v_mul_hi_u32_u24" | "v_mul_hi_i32_i24" => (
            w32(2),
            32,
            Box::new(move |a| Some(mul_hi(&low24(&a[0], signed), &low24(&a[1], signed), signed))),
        ),
        "v_mul_hi_u32" | "v_mul_hi_i32" => (
            w32(2),
            32,
            Box::new(move |a| Some(mul_hi(&a[0], &a[1], signed))),
        ),
        // GFX12.5: D = S0 * S1 + S2 (low 32 bits).
        "v_mad_u32" => (
            w32(3),
            32,
            Box::new(|a| Some(Term::op(Op::Mul, 32, vec![a[0].clone(), a[1].clone()]).add(&a[2]))),
        ),
        "v_min_u32" | "v_min_i32" => (
            w32(2),
            32,
            Box::new(move |a| Some(min2(&a[0], &a[1], signed))),
        ),
        "v_max_u32" | "v_max_i32" => (
            w32(2),
            32,
            Box::new(move |a| Some(max2(&a[0], &a[1], signed))),
        ),
        "v_min3_u32" | "v_min3_i32" => (
            w32(3),
            32,
            Box::new(move |a| Some(min2(&min2(&a[0], &a[1], signed), &a[2], signed))),
        ),
        "v_max3_u32" | "v_max3_i32" => (
            w32(3),
            32,
            Box::new(move |a| Some(max2(&max2(&a[0], &a[1], signed), &a[2], signed))),
        ),
        // The median: max(min(a, b), min(max(a, b), c)).
        "v_med3_u32" | "v_med3_i32" => (
            w32(3),
            32,
            Box::new(move |a| {
                let lo = min2(&a[0], &a[1], signed);
                let hi = max2(&a[0], &a[1], signed);
                Some(max2(&lo, &min2(&hi, &a[2], signed), signed))
            }),
        ),
        // D byte k = BYTE_PERMUTE({S0, S1}, S2 byte k): S1 holds bytes 0-3, S0 bytes 4-7.
        "v_perm_b32" => (
            w32(3),
            32,
            Box::new(|a| Some(byte_permute(&a[0], &a[1], &a[2]))),
        ),
        // Sums of absolute differences of unsigned bytes or halves, plus S2; `hi` shifts
        // the byte sum up by 16 before adding.
        "v_sad_u8" => (
            w32(3),
            32,
            Box::new(|a| Some(sad(&a[0], &a[1], 8).add(&a[2]))),
        ),
        "v_sad_hi_u8" => (
            w32(3),
            32,
            Box::new(|a| {
                let sixteen = Term::constant(16, 32);
                Some(shift(Op::Shl, &sad(&a[0], &a[1], 8), &sixteen).add(&a[2]))
            }),
        ),
        "v_sad_u16" => (
            w32(3),
            32,
            Box::new(|a| Some(sad(&a[0], &a[1], 16).add(&a[2]))),
        ),
        "v_add3_u32" => (w32(3), 32, Box::new(|a| Some(a[0].add(&a[1]).add(&a[2])))),
        // D = (S0 ^ S1) + S2.
        "v_xad_u32" => (w32(3), 32, Box::new(|a| Some(a[0].xor(&a[1]).add(&a[2])))),
        "v_xor3_b32" => (w32(3), 32, Box::new(|a| Some(a[0].xor(&a[1]).xor(&a[2])))),
        // D = (S0 & S1) | (~S0 & S2).
        "v_bfi_b32" => (
            w32(3),
            32,
            Box::new(|a| Some(a[0].and(&a[1]).or(&a[0].not().and(&a[2])))),
        ),
        // D = ((1 << S0[4:0]) - 1) << S1[4:0].
        "v_bfm_b32" => (
            w32(2),
            32,
            Box::new(move |a| {
                let ones = Term::op(Op::Sub, 32, vec![shift(Op::Shl, &c(1), &a[0]), c(1)]);
                Some(shift(Op::Shl, &ones, &a[1]))
            }),
        ),
        // D = ({S0, S1} >> S2[4:0])[31:0].
        "v_alignbit_b32" => (
            w32(3),
            32,
            Box::new(|a| {
                let pair = Term::concat32(&a[1], &a[0]);
                let amt = a[2].and(&Term::constant(31, 32)).zext(64);
                Some(Term::op(Op::Lshr, 64, vec![pair, amt]).extract(0, 32))
            }),
        ),
        // D = popcount(S0) + S1.
        "v_bcnt_u32_b32" => (
            w32(2),
            32,
            Box::new(|a| Some(popcount(&a[0], 32).add(&a[1]))),
        ),
        "v_clz_i32_u32" | "v_ffbh_u32" => (w32(1), 32, Box::new(|a| Some(leading_zeros(&a[0])))),
        "v_ctz_i32_b32" | "v_ffbl_b32" => (w32(1), 32, Box::new(|a| Some(trailing_zeros(&a[0])))),
        "v_bfrev_b32" => (w32(1), 32, Box::new(|a| Some(bit_reverse(&a[0])))),
        "v_bitop3_b32" => {
            let t = bitop_table(inst)?;
            (
                w32(3),
                32,
                Box::new(move |a| Some(bitop3(t, &a[0], &a[1], &a[2]))),
            )
        }
        // VOPD (GFX12.5): two sources, the third input is zero.
        "v_bitop2_b32" => {
            let t = bitop_table(inst)?;
            (
                w32(2),
                32,
                Box::new(move |a| Some(bitop3(t, &a[0], &a[1], &Term::constant(0, 32)))),
            )
        }
        "v_cvt_f32_ubyte0" | "v_cvt_f32_ubyte1" | "v_cvt_f32_ubyte2" | "v_cvt_f32_ubyte3" => {
            let byte = 8 * (m.as_bytes()[m.len() - 1] - b'0');
            (
                w32(1),
                32,
                Box::new(move |a| Some(ubyte_to_f32(&a[0].extract(byte, 8)))),
            )
        }
        // 64-bit lanes (register pairs).
        "v_mov_b64" => (vec![64], 64, Box::new(|a| Some(a[0].clone()))),
        "v_add_nc_u64" | "v_add_u64" => (vec![64, 64], 64, Box::new(|a| Some(a[0].add(&a[1])))),
        "v_sub_nc_u64" | "v_sub_u64" => (
            vec![64, 64],
            64,
            Box::new(|a| Some(Term::op(Op::Sub, 64, vec![a[0].clone(), a[1].clone()]))),
        ),
        "v_mul_u64" => (
            vec![64, 64],
            64,
            Box::new(|a| Some(Term::op(Op::Mul, 64, vec![a[0].clone(), a[1].clone()]))),
        ),
        // D = S1 (64 bits) shifted by S0[5:0].
        "v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64" => {
            let op = match m {
                "v_lshlrev_b64" => Op::Shl,
                "v_lshrrev_b64" => Op::Lshr,
                _ => Op::Ashr,
            };
            (
                vec![32, 64],
                64,
                Box::new(move |a| {
                    let amt = a[0].and(&Term::constant(63, 32)).zext(64);
                    Some(Term::op(op, 64, vec![a[1].clone(), amt]))
                }),
            )
        }
        // CDNA3: D = (S0 << S1[2:0]) + S2 (64 bits); only shifts 0-4 are supported, so
        // any other (or unknown) amount is left unknown.
        "v_lshl_add_u64" => (
            vec![64, 32, 64],
            64,
            Box::new(|a| {
                let k = a[1].as_const().filter(|&k| k <= 4)?;
                let shifted = Term::op(Op::Shl, 64, vec![a[0].clone(), Term::constant(k, 64)]);
                Some(shifted.add(&a[2]))
            }),
        ),
        _ => return None,
    };
    Some(f)
}

impl WaveState {
    /// Scalar instructions beyond the basic set; `None` if `m` is not one of them.
    fn step_scalar_alu(&mut self, m: &str, inst: &Inst) -> Option<Effect> {
        let ops = &inst.operands;
        let arg = |s: &mut Self, i: usize| match ops.get(i) {
            Some(o) => s.read_scalar(o, 32),
            None => s.havoc(32, "missing operand"),
        };
        if m.starts_with("s_cmp_") && (m.ends_with("_f32") || m.ends_with("_f16")) {
            return Some(self.scalar_float_compare(m, inst));
        }
        if matches!(
            m,
            "s_cvt_f32_u32"
                | "s_cvt_f32_i32"
                | "s_cvt_u32_f32"
                | "s_cvt_i32_f32"
                | "s_add_f32"
                | "s_sub_f32"
                | "s_mul_f32"
                | "s_max_f32"
                | "s_min_f32"
                | "s_fmac_f32"
                | "s_fmaak_f32"
                | "s_fmamk_f32"
                | "s_trunc_f32"
                | "s_rndne_f32"
                | "s_floor_f32"
                | "s_ceil_f32"
        ) {
            return Some(self.scalar_float(m, inst));
        }
        let v = match m {
            "s_mul_hi_u32" | "s_mul_hi_i32" => {
                let (a, b) = (arg(self, 1), arg(self, 2));
                mul_hi(&a, &b, m.ends_with("i32"))
            }
            // D = D * simm16 (sign-extended); SCC is not written.
            "s_mulk_i32" => {
                let d = arg(self, 0);
                let k = self.read_scalar(ops.get(1)?, 16).sext(32);
                Term::op(Op::Mul, 32, vec![d, k])
            }
            // D[S0[4:0]] = 1 (or 0); SCC is not written.
            "s_bitset0_b32" | "s_bitset1_b32" => {
                let d = arg(self, 0);
                let bit = shift(Op::Shl, &Term::constant(1, 32), &arg(self, 1));
                if m == "s_bitset1_b32" {
                    d.or(&bit)
                } else {
                    d.and(&bit.not())
                }
            }
            // D[S0[5:0]] of a 64-bit pair.
            "s_bitset0_b64" | "s_bitset1_b64" => {
                let d = self.read_scalar(ops.first()?, 64);
                let k = arg(self, 1).and(&Term::constant(63, 32)).zext(64);
                let bit = Term::op(Op::Shl, 64, vec![Term::constant(1, 64), k]);
                if m == "s_bitset1_b64" {
                    d.or(&bit)
                } else {
                    d.and(&bit.not())
                }
            }
            // D = S0 with its bits in reverse order; SCC is not written.
            "s_brev_b32" => bit_reverse(&arg(self, 1)),
            "s_brev_b64" => bit_reverse(&self.read_scalar(ops.get(1)?, 64)),
            "s_clz_i32_u32" | "s_flbit_i32_b32" => leading_zeros(&arg(self, 1)),
            "s_ctz_i32_b32" | "s_ff1_i32_b32" => trailing_zeros(&arg(self, 1)),
            "s_flbit_i32_b64" | "s_clz_i32_u64" => {
                leading_zeros(&self.read_scalar(ops.get(1)?, 64))
            }
            "s_ff1_i32_b64" | "s_ctz_i32_b64" => trailing_zeros(&self.read_scalar(ops.get(1)?, 64)),
            // D = the number of one (bcnt1) or zero (bcnt0) bits of S0; SCC = D != 0
            // (`__popcll(__ballot(...))`).
            "s_bcnt1_i32_b32" | "s_bcnt1_i32_b64" | "s_bcnt0_i32_b32" | "s_bcnt0_i32_b64" => {
                let width = if m.ends_with("b64") { 64 } else { 32 };
                let a = match ops.get(1) {
                    Some(o) => self.read_scalar(o, width),
                    None => self.havoc(width, "missing operand"),
                };
                let a = if m.starts_with("s_bcnt0") { a.not() } else { a };
                let v = popcount(&a, width);
                self.scc = v.nonzero();
                v
            }
            // D = |S0| (wrapping at i32::MIN); SCC = D != 0.
            "s_abs_i32" => {
                let v = abs_i32(&arg(self, 1));
                self.scc = v.nonzero();
                v
            }
            // D = |S0 - S1|, the difference wrapped to 32 bits and read as signed; SCC = D != 0.
            "s_absdiff_i32" => {
                let v = abs_i32(&Term::op(Op::Sub, 32, vec![arg(self, 1), arg(self, 2)]));
                self.scc = v.nonzero();
                v
            }
            _ => return None,
        };
        self.write_dest(ops.first(), &v);
        Some(Effect::None)
    }

    /// SALU single-precision arithmetic and conversions (GFX11.5+): the value where every
    /// source is concrete and [`float::f32_op`] decides it exactly, else a pure function of
    /// the sources (the same operation on the same values agrees in every wave).
    fn scalar_float(&mut self, m: &str, inst: &Inst) -> Effect {
        let ops = &inst.operands;
        let one_source = m.starts_with("s_cvt_")
            || matches!(
                m,
                "s_trunc_f32" | "s_rndne_f32" | "s_floor_f32" | "s_ceil_f32"
            )
            || m.starts_with("v_s_");
        // `s_fmaak_f32 D, S0, S1, K` (D = S0 * S1 + K) and `s_fmamk_f32 D, S0, K, S1`
        // (D = S0 * K + S1): a fused multiply-add of the sources as written.
        let literal_fma = matches!(m, "s_fmaak_f32" | "s_fmamk_f32");
        let sources = if one_source {
            1
        } else if literal_fma {
            3
        } else {
            2
        };
        if !inst.modifiers.is_empty() || ops.len() != 1 + sources {
            return self.havoc_scalar(inst);
        }
        // `s_fmac_f32 D, S0, S1`: D = S0 * S1 + D.
        let (stem, srcs): (String, Vec<&Operand>) = if m == "s_fmac_f32" {
            ("v_fma_f32".into(), vec![&ops[1], &ops[2], &ops[0]])
        } else if literal_fma {
            ("v_fma_f32".into(), ops[1..].iter().collect())
        } else if let Some(op) = m.strip_prefix("v_s_") {
            (format!("v_{op}"), ops[1..].iter().collect())
        } else {
            (m.replacen("s_", "v_", 1), ops[1..].iter().collect())
        };
        let args: Vec<Term> = srcs.iter().map(|o| self.read_float(o, 0, 32)).collect();
        if let Some(fop) = self.f32_op_of(&stem) {
            let args = if stem == "v_subrev_f32" {
                vec![args[1].clone(), args[0].clone()]
            } else {
                args
            };
            let v = Term::float(fop, args);
            self.write_dest(ops.first(), &v);
            return Effect::None;
        }
        let consts: Option<Vec<u32>> = args
            .iter()
            .map(|t| t.as_const().map(|v| v as u32))
            .collect();
        let v = match consts.and_then(|c| float::f32_op(&stem, &c)) {
            Some(v) => Term::constant(u64::from(v), 32),
            None => Term::pure(&format!("salu {m}"), 0, args, 32),
        };
        self.write_dest(ops.first(), &v);
        Effect::None
    }

    /// `s_cmp_*_f32` (GFX11.5+): SCC from the IEEE relation (as `v_cmp_*_f32`), decided
    /// where both sides are concrete normal numbers, else the same pure value a vector
    /// compare of the same values gets. `_f16` compares are havocked.
    fn scalar_float_compare(&mut self, m: &str, inst: &Inst) -> Effect {
        let ops = &inst.operands;
        let rel = m.split('_').nth(2).unwrap_or("");
        let (Some(a), Some(b)) = (ops.first(), ops.get(1)) else {
            return self.havoc_scalar(inst);
        };
        if m.ends_with("_f16") || ops.len() != 2 || float::compare(rel, 0.0, 0.0).is_none() {
            return self.havoc_scalar(inst);
        }
        let (ta, tb) = (self.read_float(a, 0, 32), self.read_float(b, 0, 32));
        if self.ieee_f32
            && let Some(c) = float::FCmp::from_suffix(rel)
        {
            self.scc = Term::float(float::FOp::Cmp(c), vec![ta, tb]);
            return Effect::None;
        }
        let value = |t: &Term| {
            let f = f32::from_bits(t.as_const()? as u32);
            (!f.is_subnormal()).then_some(f64::from(f))
        };
        self.scc = match value(&ta).zip(value(&tb)) {
            Some((x, y)) => float::compare(rel, x, y)
                .map_or_else(|| self.havoc(1, "unmodelled compare"), Term::bool),
            None => Term::pure(&format!("v_cmp_{rel}_f32"), 0, vec![ta, tb], 1),
        };
        Effect::None
    }

    /// `v_pk_mov_b32 D, S0, S1 [op_sel:[a,b]]` (GFX90A/940+, llc's 64-bit register copy):
    /// D[31:0] = S0 dword `a`, D[63:32] = S1 dword `b`, each source a register pair. Other
    /// sources (inline constants, whose halves VOP3P selects differently) or modifiers are
    /// `None`, left to the generic path.
    fn packed_move(&mut self, inst: &Inst, src: &mut WaveState, exec: &Term) -> Option<Effect> {
        let ops = &inst.operands;
        if ops.len() != 3 || !register_pair(&ops[1]) || !register_pair(&ops[2]) {
            return None;
        }
        let sel: [bool; 2] = match inst.modifiers.as_slice() {
            [] => [false, false],
            [one] => {
                let bits = one.strip_prefix("op_sel:[")?.strip_suffix(']')?;
                match bits
                    .split(',')
                    .map(str::trim)
                    .collect::<Vec<_>>()
                    .as_slice()
                {
                    [a, b] => [*a == "1", *b == "1"],
                    _ => return None,
                }
            }
            _ => return None,
        };
        let (first, 2) = lanes_of(&ops[0])? else {
            return None;
        };
        let half = |t: &Term, hi: bool| t.extract(if hi { 32 } else { 0 }, 32);
        let vals: Vec<Term> = (0..self.shape.wave_size)
            .map(|l| {
                let a = src.read_lane_wide(&ops[1], l, 64);
                let b = src.read_lane_wide(&ops[2], l, 64);
                Term::concat32(&half(&a, sel[0]), &half(&b, sel[1]))
            })
            .collect();
        self.write_wide(first, 64, vals, exec);
        Some(Effect::None)
    }

    /// `v_pk_add_f32`, `v_pk_mul_f32` and `v_pk_fma_f32 D, S0, S1[, S2]` (GFX90A/940+,
    /// VOP3P on register pairs): D[31:0] is the operation on the dwords `op_sel` picks from
    /// each source (dword 0 by default) and D[63:32] on the dwords `op_sel_hi` picks (dword
    /// 1 by default), each rounded as the 32-bit operation. Constants, `neg_lo`/`neg_hi`,
    /// `clamp` and a float mode other than the modelled one are `None`, left to the generic
    /// (unmodelled) path.
    fn packed_float(
        &mut self,
        m: &str,
        inst: &Inst,
        src: &mut WaveState,
        exec: &Term,
    ) -> Option<Effect> {
        let fop = self.f32_op_of(&format!("v_{}", m.strip_prefix("v_pk_")?))?;
        let ops = &inst.operands;
        if ops.len() != fop.arity() + 1 || !ops[1..].iter().all(register_pair) {
            return None;
        }
        let n = fop.arity();
        let mut sel = vec![false; n];
        let mut sel_hi = vec![true; n];
        for x in &inst.modifiers {
            let (to, bits) = if let Some(b) = x.strip_prefix("op_sel:[") {
                (&mut sel, b)
            } else if let Some(b) = x.strip_prefix("op_sel_hi:[") {
                (&mut sel_hi, b)
            } else {
                return None;
            };
            let bits: Vec<&str> = bits.strip_suffix(']')?.split(',').map(str::trim).collect();
            if bits.len() != n {
                return None;
            }
            for (t, b) in to.iter_mut().zip(bits) {
                *t = b == "1";
            }
        }
        let (first, 2) = lanes_of(&ops[0])? else {
            return None;
        };
        let half = |t: &Term, hi: bool| t.extract(if hi { 32 } else { 0 }, 32);
        let vals: Vec<Term> = (0..self.shape.wave_size)
            .map(|l| {
                let pairs: Vec<Term> = ops[1..]
                    .iter()
                    .map(|o| src.read_lane_wide(o, l, 64))
                    .collect();
                let part = |pick: &[bool]| {
                    let args = pairs.iter().zip(pick).map(|(p, &h)| half(p, h)).collect();
                    Term::float(fop, args)
                };
                Term::concat32(&part(&sel), &part(&sel_hi))
            })
            .collect();
        self.write_wide(first, 64, vals, exec);
        Some(Effect::None)
    }

    /// Vector integer instructions beyond the basic set, exact per lane; `None` if `m` is not
    /// one of them (the caller goes on to the basic set).
    fn step_vector_alu(
        &mut self,
        m: &str,
        inst: &Inst,
        src: &mut WaveState,
        exec: &Term,
    ) -> Option<Effect> {
        let ops = &inst.operands;
        if m == "v_pk_mov_b32"
            && let Some(e) = self.packed_move(inst, src, exec)
        {
            return Some(e);
        }
        if matches!(m, "v_pk_add_f32" | "v_pk_mul_f32" | "v_pk_fma_f32")
            && let Some(e) = self.packed_float(m, inst, src, exec)
        {
            return Some(e);
        }
        let floating = ["_f16", "_f32", "_f64", "_bf16"].iter().any(|s| has(m, s))
            && !m.starts_with("v_cvt_f32_ubyte");
        if has_value_modifier(inst) {
            if floating {
                return None;
            }
            if let Some(e) = self.saturating(m, inst, src, exec) {
                return Some(e);
            }
            // `clamp` saturates, `op_sel` picks halves: not the plain operation.
            return Some(self.pure_vector(m, inst, src, exec));
        }
        if let Some(e) = self.carry_op(m, inst, src, exec) {
            return Some(e);
        }
        if matches!(
            m,
            "v_mad_u64_u32"
                | "v_mad_i64_i32"
                | "v_mad_co_u64_u32"
                | "v_mad_co_i64_i32"
                | "v_mad_nc_u64_u32"
                | "v_mad_nc_i64_i32"
        ) {
            return Some(self.mad64(m, inst, src, exec));
        }
        let (widths, dst_width, f) = vector_alu_spec(m, inst)?;
        let Some((first, count)) = ops.first().and_then(lanes_of) else {
            return Some(self.havoc_vector(inst, exec));
        };
        if ops.len() != widths.len() + 1
            || count < u16::from(dst_width / 32)
            || widths
                .iter()
                .zip(&ops[1..])
                .any(|(&w, o)| !exact_source(o, w))
        {
            return Some(self.pure_vector(m, inst, src, exec));
        }
        let sources: Vec<LaneSource> = widths
            .iter()
            .zip(&ops[1..])
            .map(|(&w, o)| src.lane_source(o, w))
            .collect();
        let exec_bits = self.lane_bits(exec);
        let Some(vals) = per_lane(self.shape.wave_size, &sources, &f, (&exec_bits, dst_width))
        else {
            return Some(self.pure_vector(m, inst, src, exec));
        };
        self.write_wide(first, dst_width, vals, exec);
        Some(Effect::None)
    }

    /// Writes 32- or 64-bit lane values to VGPR `first` (and `first + 1`) in active lanes.
    fn write_wide(&mut self, first: u16, width: u8, vals: Vec<Term>, exec: &Term) {
        if width == 64 {
            let hi = vals.iter().map(|v| v.extract(32, 32)).collect();
            let lo = vals.iter().map(|v| v.extract(0, 32)).collect();
            self.write_lanes(first, lo, exec);
            self.write_lanes(first + 1, hi, exec);
        } else {
            self.write_lanes(first, vals, exec);
        }
    }

    /// A lane mask from per-lane bits, zero in inactive lanes (as compares write it).
    fn lane_mask(&mut self, bits: Vec<Term>, exec: &Term) -> Term {
        let active = self.lane_bits(exec);
        let mut when_active = WhenActive::default();
        let on: Vec<Term> = bits
            .into_iter()
            .enumerate()
            .map(|(l, b)| {
                let b = when_active.value(b, &active[l]);
                Term::op(Op::And, 1, vec![b, active[l].clone()])
            })
            .collect();
        // A wave64 mask is built as its two 32-bit halves joined: the mask is written to an
        // SGPR pair, and each half is then one extraction away instead of a walk down a
        // chain of 64 lane bits (seed 240 on gfx942 spent a third of its time there).
        match on.len() {
            64 => Term::concat32(&lane_bits_to_mask(&on[..32]), &lane_bits_to_mask(&on[32..])),
            _ => lane_bits_to_mask(&on).zext(64),
        }
    }

    /// `v_add_u32 ... clamp` and the like: unsigned saturating add and subtract (what
    /// `llvm.uadd.sat` / `llvm.usub.sat` select). `None` for anything else.
    fn saturating(
        &mut self,
        m: &str,
        inst: &Inst,
        src: &mut WaveState,
        exec: &Term,
    ) -> Option<Effect> {
        let ops = &inst.operands;
        let kind = match m {
            "v_add_u32" | "v_add_nc_u32" => 0,
            "v_sub_u32" | "v_sub_nc_u32" => 1,
            "v_subrev_u32" | "v_subrev_nc_u32" => 2,
            _ => return None,
        };
        if inst.modifiers.iter().any(|x| x != "clamp") || ops.len() != 3 {
            return None;
        }
        let (first, _) = lanes_of(&ops[0])?;
        let vals = (0..self.shape.wave_size)
            .map(|l| {
                let (mut a, mut b) = (src.read_lane(&ops[1], l), src.read_lane(&ops[2], l));
                if kind == 2 {
                    std::mem::swap(&mut a, &mut b);
                }
                if kind == 0 {
                    let full = a.zext(64).add(&b.zext(64));
                    Term::ite(
                        &full.extract(32, 1),
                        &Term::constant(0xffff_ffff, 32),
                        &full.extract(0, 32),
                    )
                } else {
                    let diff = Term::op(Op::Sub, 32, vec![a.clone(), b.clone()]);
                    Term::ite(&less(&a, &b, false), &Term::constant(0, 32), &diff)
                }
            })
            .collect();
        self.write_lanes(first, vals, exec);
        Some(Effect::None)
    }

    /// Add and subtract with a carry (borrow) out per lane, and with a carry-in mask:
    /// `v_add_co_u32 vdst, sdst, src0, src1`, `v_addc_co_u32 vdst, sdst, src0, src1, cin`
    /// (GFX9; GFX10+ `v_add_co_ci_u32`), and the GFX8 `v_add_u32 vdst, vcc, ...` forms. The
    /// carry mask goes to `sdst` (VCC, an SGPR pair, or nowhere for `null`), zero in inactive
    /// lanes. `None` if `m` is not one of these.
    fn carry_op(
        &mut self,
        m: &str,
        inst: &Inst,
        src: &mut WaveState,
        exec: &Term,
    ) -> Option<Effect> {
        let ops = &inst.operands;
        // (subtract, reversed operands, reads a carry-in)
        let (sub, rev, cin) = match m {
            "v_add_co_u32" | "v_add_u32" | "v_add_i32" => (false, false, false),
            "v_sub_co_u32" | "v_sub_u32" | "v_sub_i32" => (true, false, false),
            "v_subrev_co_u32" | "v_subrev_u32" | "v_subrev_i32" => (true, true, false),
            "v_addc_co_u32" | "v_addc_u32" | "v_add_co_ci_u32" => (false, false, true),
            "v_subb_co_u32" | "v_subb_u32" | "v_sub_co_ci_u32" => (true, false, true),
            "v_subbrev_co_u32" | "v_subbrev_u32" | "v_subrev_co_ci_u32" => (true, true, true),
            _ => return None,
        };
        let scalar = |o: &Operand| self.sregs(o).is_some() || *o == Operand::Special(Special::Null);
        let carry_form = ops.len() == if cin { 5 } else { 4 } && scalar(&ops[1]);
        if !carry_form {
            // GFX9+ `v_add_u32 vdst, src0, src1` has no carry: the basic set handles it.
            return if has(m, "_co") || has(m, "addc") || has(m, "subb") {
                Some(self.havoc_vector(inst, exec))
            } else {
                None
            };
        }
        // The carry-in must be a lane mask in SGPRs: the hardware forwards only EXEC_LO for
        // EXEC and treats inline constants as zero (LLVM never emits either).
        let cin_mask = if cin {
            let o = &ops[4];
            match self.sregs(o) {
                Some((r, _)) if r != EXEC_LO && r != EXEC_HI => Some(src.read_scalar(o, 64)),
                _ => return Some(self.havoc_vector(inst, exec)),
            }
        } else {
            None
        };
        let Some((first, _)) = lanes_of(&ops[0]) else {
            return Some(self.havoc_vector(inst, exec));
        };
        if !exact_source(&ops[2], 32) || !exact_source(&ops[3], 32) {
            return Some(self.havoc_vector(inst, exec));
        }
        let ws = self.shape.wave_size;
        let cin_bits = cin_mask.map(|t| t.bits(ws as u8));
        let (mut vals, mut carries) = (Vec::new(), Vec::new());
        for l in 0..ws {
            let (mut a, mut b) = (src.read_lane(&ops[2], l), src.read_lane(&ops[3], l));
            if rev {
                std::mem::swap(&mut a, &mut b);
            }
            let c = match &cin_bits {
                Some(bits) => bits[l as usize].zext(64),
                None => Term::constant(0, 64),
            };
            let (a, b) = (a.zext(64), b.zext(64));
            // 64-bit arithmetic on zero-extended operands: bit 32 is the carry of an add,
            // and of a subtract the borrow (S1 + cin > S0 wraps the result to all ones).
            let full = if sub {
                Term::op(Op::Sub, 64, vec![Term::op(Op::Sub, 64, vec![a, b]), c])
            } else {
                a.add(&b).add(&c)
            };
            vals.push(full.extract(0, 32));
            carries.push(full.extract(32, 1));
        }
        let carry = self.lane_mask(carries, exec);
        self.write_lanes(first, vals, exec);
        self.write_scalar(&ops[1], &carry);
        Some(Effect::None)
    }

    /// `v_mad_u64_u32 vdst[2], sdst, src0, src1, src2[2]`: D = S0 * S1 + S2 in 64 bits (the
    /// `_i64_i32` forms sign-extend), and in `sdst` bit 64 of the 65-bit result per lane.
    /// GFX12 names them `v_mad_co_*`; GFX12.5's `v_mad_nc_*` have no `sdst`.
    fn mad64(&mut self, m: &str, inst: &Inst, src: &mut WaveState, exec: &Term) -> Effect {
        let ops = &inst.operands;
        let signed = has(m, "_i64");
        let (sdst, s) = match ops.len() {
            5 if !has(m, "_nc_") => (Some(&ops[1]), 2),
            4 if has(m, "_nc_") => (None, 1),
            _ => return self.havoc_vector(inst, exec),
        };
        let Some((first, _)) = lanes_of(&ops[0]).filter(|&(_, n)| n >= 2) else {
            return self.havoc_vector(inst, exec);
        };
        if !exact_source(&ops[s], 32)
            || !exact_source(&ops[s + 1], 32)
            || !exact_source(&ops[s + 2], 64)
        {
            return self.havoc_vector(inst, exec);
        }
        let (mut vals, mut carries) = (Vec::new(), Vec::new());
        for l in 0..self.shape.wave_size {
            let a = src.read_lane(&ops[s], l);
            let b = src.read_lane(&ops[s + 1], l);
            let c = src.read_lane_wide(&ops[s + 2], l, 64);
            // The product fits in 64 bits (signed: in 63 bits and a sign) exactly.
            let p = mul64(&a, &b, signed);
            let r = p.add(&c);
            let carry = if signed {
                // Bit 64 of the 65-bit signed sum: its sign. Operands of equal sign cannot
                // change it; of different signs the 64-bit sum cannot overflow.
                let (sp, sc) = (p.extract(63, 1), c.extract(63, 1));
                Term::ite(&sp.eq(&sc), &sp, &r.extract(63, 1))
            } else {
                less(&r, &c, false)
            };
            vals.push(r);
            carries.push(carry);
        }
        self.write_wide(first, 64, vals, exec);
        if let Some(d) = sdst {
            let carry = self.lane_mask(carries, exec);
            self.write_scalar(d, &carry);
        }
        Effect::None
    }
}

/// Whether a memory instruction carries cache-coherence bits: atomic and volatile accesses
/// do, and so does any access that another wave may read or write without a barrier.
fn has_coherence_bits(inst: &Inst) -> bool {
    inst.modifiers.iter().any(|x| {
        matches!(x.as_str(), "glc" | "sc0" | "sc1" | "dlc" | "nt" | "slc")
            || x.starts_with("scope:")
            || x.starts_with("th:")
    })
}

/// `terms` without repeats, in their order.
fn distinct<'a>(terms: impl IntoIterator<Item = &'a Term>) -> Vec<Term> {
    let mut out: Vec<Term> = Vec::new();
    for t in terms {
        if !out.contains(t) {
            out.push(t.clone());
        }
    }
    out
}

/// Whether some input of `t` is one `pred` accepts.
fn mentions(t: &Term, pred: impl Fn(&Input) -> bool) -> bool {
    let mut inputs = Vec::new();
    t.inputs(&mut inputs);
    inputs.iter().any(pred)
}

/// A byte address past every LDS byte (at most 320 KiB on any target): where an access
/// that is not in LDS is put in an LDS extent.
const OUTSIDE_LDS: u64 = 0xffff_0000;

/// When the 64-bit flat address `a` is in the LDS aperture: a 1-bit term over the choices
/// (`ite` conditions) it is built from, split at most `depth` times; `None` when an address
/// built from the aperture's base is not one of the aperture or nothing of it after the
/// splits.
fn lds_guard(a: &Term, depth: u32) -> Option<Term> {
    let shared = |i: &Input| {
        matches!(
            i,
            Input::Pointer {
                base: "shared_base",
                ..
            }
        )
    };
    if a.extract(32, 32) == lds_aperture_hi() {
        return Some(Term::bool(true));
    }
    if !mentions(a, shared) {
        return Some(Term::bool(false));
    }
    let c = (depth > 0).then(|| first_choice(a)).flatten()?;
    let side = |v: bool| {
        let mut memo = SubstMemo::default();
        lds_guard(&a.subst(&c, &Term::bool(v), &mut memo), depth - 1)
    };
    Some(Term::ite(&c, &side(true)?, &side(false)?))
}

/// The condition of some `ite` in `t` (the first met, depth first).
fn first_choice(t: &Term) -> Option<Term> {
    let mut stack = vec![t.clone()];
    let mut seen = std::collections::HashSet::new();
    while let Some(t) = stack.pop() {
        if let Node::App(op, args) = t.node() {
            if *op == Op::Ite {
                return Some(args[0].clone());
            }
            for a in args {
                if seen.insert(a.clone()) {
                    stack.push(a.clone());
                }
            }
        }
    }
    None
}

/// Whether `t` is built from GFX12.5's `src_flat_scratch_base`.
fn mentions_flat_scratch_base(t: &Term) -> bool {
    mentions(t, |i| {
        matches!(
            i,
            Input::Pointer {
                base: "flat_scratch_base",
                ..
            }
        )
    })
}

/// Whether `t` is built from the base of private memory in the flat space (GFX9+
/// `src_private_base`, GFX12.5 `src_flat_scratch_base`), also through the operands of
/// instructions known only as functions of them (an address copied by an unmodelled move
/// may still be private).
fn mentions_private_base(t: &Term) -> bool {
    let mut inputs = Vec::new();
    t.inputs(&mut inputs);
    let mut seen = std::collections::HashSet::new();
    while let Some(i) = inputs.pop() {
        match i {
            Input::Pointer {
                base: "private_base" | "flat_scratch_base",
                ..
            } => return true,
            Input::Pure { id } if seen.insert(id) => {
                for op in Term::pure_key(id).map(|(_, ops)| ops).unwrap_or_default() {
                    op.inputs(&mut inputs);
                }
            }
            _ => {}
        }
    }
    false
}

/// Whether a memory operand is `off` (no address register).
/// A `buffer_load_*`/`buffer_store_*` of plain data (not `format`, not to LDS) with four
/// operands and no index (`idxen`, `addr64`): its address is the descriptor's base plus
/// offsets.
fn plain_mubuf(m: &str, inst: &Inst) -> bool {
    (m.starts_with("buffer_load_") || m.starts_with("buffer_store_"))
        && !has(m, "lds")
        && !has(m, "format")
        && inst.operands.len() == 4
        && !inst
            .modifiers
            .iter()
            .any(|x| matches!(x.as_str(), "idxen" | "addr64" | "lds"))
}

fn is_off(o: Option<&Operand>) -> bool {
    match o {
        Some(Operand::Other(x)) => x == "off",
        Some(Operand::Symbol { name, reloc, .. }) => name == "off" && reloc.is_none(),
        _ => false,
    }
}

/// Whether `t` depends on the result of an instruction known only as a function of its
/// operands.
fn mentions_pure(t: &Term) -> bool {
    mentions(t, |i| matches!(i, Input::Pure { .. }))
}

/// Whether `t` depends on a value bverify does not model: an unmodelled instruction's
/// result, or a value marked unmodelled where it was made.
fn mentions_unmodelled(t: &Term) -> bool {
    mentions(t, |i| match i {
        Input::Pure { .. } => true,
        Input::Havoc { why, .. } => why.starts_with("unmodelled"),
        _ => false,
    })
}

/// The scratch offset each lane's address names (`None` for inactive lanes), when every
/// active lane's low half ([`WaveState::private_aperture_lows`]) is a constant and some lane
/// is active.
fn constant_offsets(lows: &[Option<Term>]) -> Option<Vec<Option<u64>>> {
    let out = lows
        .iter()
        .map(|lo| lo.as_ref().map(|t| t.as_const().ok_or(())).transpose())
        .collect::<Result<Vec<_>, ()>>()
        .ok()?;
    out.iter().any(Option::is_some).then_some(out)
}

/// GFX12.5's `src_flat_scratch_base`, the 64-bit flat address of private memory: one value
/// for the whole dispatch.
fn flat_scratch_base() -> Term {
    Term::input(
        Input::Pointer {
            base: "flat_scratch_base",
            hi: false,
        },
        64,
    )
}

/// The mask whose bit `l` is `on[l]` (1-bit terms), at most 32 lanes, 32 bits wide.
fn lane_bits_to_mask(on: &[Term]) -> Term {
    // Lanes whose bit is known are gathered into one constant (most lanes of most masks),
    // and lanes with the same bit into one choice: a compare of wave-uniform values gives
    // every lane the same term, and one `ite(c, lanes, 0)` then stands for 32 lane bits
    // (each later AND, OR and extraction walks one node instead of a chain of 32).
    let mut known = 0u64;
    let mut groups: Vec<(Term, u64)> = Vec::new();
    for (l, on) in on.iter().enumerate() {
        match on.as_const() {
            Some(v) => known |= (v & 1) << l,
            None => match groups.iter_mut().find(|(t, _)| t == on) {
                Some((_, lanes)) => *lanes |= 1u64 << l,
                None => groups.push((on.clone(), 1u64 << l)),
            },
        }
    }
    let known = Term::constant(known, 32);
    groups.into_iter().fold(known, |m, (bit, lanes)| {
        m.or(&Term::ite(
            &bit,
            &Term::constant(lanes, 32),
            &Term::constant(0, 32),
        ))
    })
}

/// `lanes` with `from` replaced by `to`, or `None` when no lane reads `from`.
fn replaced_lanes(
    lanes: &[Term],
    from: &Term,
    to: &Term,
    memo: &mut SubstMemo,
) -> Option<Rc<Vec<Term>>> {
    let mut new: Option<Vec<Term>> = None;
    for (i, t) in lanes.iter().enumerate() {
        let n = t.subst(from, to, memo);
        match &mut new {
            Some(v) => v.push(n),
            None if n != *t => {
                let mut v = Vec::with_capacity(lanes.len());
                v.extend_from_slice(&lanes[..i]);
                v.push(n);
                new = Some(v);
            }
            None => {}
        }
    }
    new.map(Rc::new)
}

#[cfg(test)]
mod tests {
    use super::has;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn has_is_substring_search(h in "[a-z_0-9]{0,20}", n in "[a-z_0-9]{0,4}") {
            prop_assert_eq!(has(&h, &n), h.contains(n.as_str()));
        }
    }

    #[test]
    fn lanes_that_hold_no_thread_have_no_workitem_id() {
        use super::{Input, LaunchShape, NO_THREAD, WaveState};
        let meta = crate::kernel::KernelMeta {
            wave_size: 64,
            ..Default::default()
        };
        // The second wave64 of a 100-thread group: lanes 0-35 hold threads 64-99.
        let shape = LaunchShape {
            wave: 1,
            wave_size: 64,
            threads: 100,
            dims: [100, 1, 1],
            packed_tid: true,
        };
        let mut w = WaveState::at_entry(&meta, shape);
        assert_eq!(w.get_lane(0, 35).as_const(), Some(99));
        let mut ins = Vec::new();
        w.get_lane(0, 36).inputs(&mut ins);
        w.get_lane(0, 63).inputs(&mut ins);
        assert!(matches!(ins.as_slice(), [
            Input::Havoc { why: a, .. },
            Input::Havoc { why: b, .. },
        ] if *a == NO_THREAD && *b == NO_THREAD));
        assert_ne!(w.get_lane(0, 36), w.get_lane(0, 63));
    }

    #[test]
    fn has_finds_parts_of_mnemonics() {
        assert!(has("v_add_co_u32_e64", "_co_"));
        assert!(has("v_add_co_u32_e64", "_e64"));
        assert!(has("v_add_co_u32_e64", "v_"));
        assert!(!has("v_add_co_u32_e64", "_e32"));
        assert!(!has("v_", "v_add"));
        assert!(has("", ""));
    }
}
