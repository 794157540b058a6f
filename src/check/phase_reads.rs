//! The proof behind reading global memory between two barriers as one value per address
//! and barrier phase ("memory between barriers", docs/semantics.md) in kernels where that
//! reading is not a consequence of the race rule alone: waves may synchronise through
//! memory (atomics, coherent accesses), or a plain load may be an atomic one (GFX90A/908,
//! GFX12.5, CU mode).
//!
//! Two waves reading one address between the same two barriers see different values only
//! if a write to it lands between their reads, in that phase: a barrier orders every write
//! of an earlier phase before both reads. An atomic write, or a store that may be one, may
//! land there legally. A plain store may only when synchronisation within the phase orders
//! it against both reads (a release in one wave that another acquires), which takes an
//! atomic write in the phase; without one, it races with a read. So the reading holds when
//! no wave but the reader writes the address atomically in the read's phase, nor plainly
//! while some wave writes atomically in that phase. The wave's own earlier writes of the
//! phase turn the reading off for it (`WaveState`). Path conditions and EXEC are left out
//! (their accesses are all counted, as if every path ran): more writes than run, never
//! fewer, so a proof is sound and a failure only means the check runs without the reading.

use crate::eval::{AccessKind, MemAccess, Term};
use crate::explore::WaveExploration;
use crate::smt::terms::Terms;
use rustc_hash::FxHashSet as HashSet;
use z3::SatResult;
use z3::ast::{BV, Bool};

/// Pairs of lane addresses compared at most; past it the reading counts as unproven.
const MAX_ADDRESS_PAIRS: usize = 50_000;

/// Why the shared reading of some read is not proven.
#[derive(Clone, Debug)]
pub(crate) struct Unproven {
    /// The write that may meet a read, or why the proof gave up.
    pub reason: String,
    /// Only stores without coherence bits, on a target where workgroup-scope atomic
    /// stores look the same, may meet a read: a violation that needs such a meeting needs
    /// the store to be atomic, which the assembly does not tell.
    pub plain_looking: bool,
    /// A write was shown to meet a read (the solver found where), rather than the proof
    /// giving up: out of budget, out of time, an `unknown`, or a phase not known.
    pub shown: bool,
}

/// The end of a search for a write that meets a read.
struct Meeting {
    reason: String,
    shown: bool,
}

impl Meeting {
    fn gave_up(reason: String) -> Self {
        Meeting {
            reason,
            shown: false,
        }
    }
}

/// Why the shared reading of the reads recorded in `explored` is not proven, or `None`
/// when it is (also when nothing was read so).
pub(crate) fn unproven(explored: &[WaveExploration], ms: u32) -> Option<Unproven> {
    let start = std::time::Instant::now();
    let mut seen: HashSet<(u32, &MemAccess)> = HashSet::default();
    let mut reads: Vec<(u32, &MemAccess)> = Vec::new();
    let mut writes: Vec<(u32, &MemAccess)> = Vec::new();
    for e in explored {
        for a in &e.notes.accesses {
            if !seen.insert((e.wave, a)) {
                continue;
            }
            match a.kind {
                AccessKind::SharedRead => reads.push((e.wave, a)),
                _ => writes.push((e.wave, a)),
            }
        }
    }
    if reads.is_empty() {
        return None;
    }
    // First with plain-looking stores taken as plain: a meeting then needs no guess.
    if let Some(Meeting { reason, shown }) = meeting(&reads, &writes, Guess::Plain, (start, ms)) {
        return Some(Unproven {
            reason,
            plain_looking: false,
            shown,
        });
    }
    if !writes
        .iter()
        .any(|(_, a)| a.kind == AccessKind::PlainOrAtomicWrite)
    {
        return None;
    }
    // Through the pointer the read goes through, a plain-looking store that meets it is a
    // bug either way: atomic, the waves read different values; plain, a data race.
    if let Some(Meeting { reason, shown }) =
        meeting(&reads, &writes, Guess::AtomicSamePointer, (start, ms))
    {
        return Some(Unproven {
            reason,
            plain_looking: false,
            shown,
        });
    }
    meeting(&reads, &writes, Guess::Atomic, (start, ms)).map(|Meeting { reason, shown }| Unproven {
        reason,
        plain_looking: true,
        shown,
    })
}

/// How [`meeting`] takes plain-looking stores on targets where workgroup-scope atomic
/// stores look the same.
#[derive(Clone, Copy, PartialEq)]
enum Guess {
    /// As plain stores.
    Plain,
    /// As atomic ones, where they may write through the pointer argument the read goes
    /// through (or either pointer is not known); others are left out.
    AtomicSamePointer,
    /// As atomic ones.
    Atomic,
}

/// The first write of another wave that may meet a read in its phase, as a reason; also
/// when the solver or the time runs out.
fn meeting(
    reads: &[(u32, &MemAccess)],
    writes: &[(u32, &MemAccess)],
    guess: Guess,
    (start, ms): (std::time::Instant, u32),
) -> Option<Meeting> {
    let atomic = |a: &MemAccess| {
        a.kind == AccessKind::AtomicWrite
            || (guess != Guess::Plain && a.kind == AccessKind::PlainOrAtomicWrite)
    };
    let mut terms = Terms::new();
    let atomics: Vec<&MemAccess> = writes
        .iter()
        .filter(|(_, a)| atomic(a))
        .map(|(_, a)| *a)
        .collect();
    // Each read against each other wave's write that may meet it, lane address by lane
    // address: one disjunction over them all takes Z3 seconds (64-bit address sums with
    // their carries), while each small question is answered in well under a millisecond,
    // and the first that can meet settles it.
    let solver = z3::Solver::new();
    let timeout = crate::smt::timeout::Timeout::default();
    let mut compared = 0;
    for (w, r) in reads {
        let Some(phase) = &r.phase else {
            return Some(Meeting::gave_up(format!(
                "the load at line {} reads in a barrier phase that is not known",
                r.line
            )));
        };
        // Some wave writes atomically in this phase: plain stores may be ordered too.
        let synchronised = or(atomics
            .iter()
            .filter_map(|a| same_phase(&mut terms, phase, &a.phase))
            .collect());
        for (v, s) in writes.iter().filter(|(v, _)| v != w) {
            // Memory of a `restrict` argument is reached through no other argument when
            // one of the accesses writes (C11 6.7.3.1, LLVM `noalias`).
            if let (Some((p, rp)), Some((q, rq))) = (r.base, s.base)
                && p != q
                && (rp || rq)
            {
                continue;
            }
            if guess == Guess::AtomicSamePointer
                && s.kind == AccessKind::PlainOrAtomicWrite
                && matches!((r.base, s.base), (Some((p, _)), Some((q, _))) if p != q)
            {
                continue;
            }
            let Some(when) = same_phase(&mut terms, phase, &s.phase) else {
                continue;
            };
            let why = if atomic(s) {
                Bool::from_bool(true)
            } else {
                synchronised.clone()
            };
            if why.as_bool() == Some(false) {
                continue;
            }
            let at_read = r.addrs.as_deref().unwrap_or_default();
            let overlaps_of: Vec<Bool> = match &s.addrs {
                None => vec![Bool::from_bool(true)],
                Some(at) => {
                    // Pairs a constant distance apart are decided here and not counted.
                    let open: Vec<Bool> = at_read
                        .iter()
                        .flat_map(|x| at.iter().map(move |y| (x, y)))
                        .map(|(x, y)| overlaps(&mut terms, (x, r.bytes), (y, s.bytes)))
                        .filter(|o| o.as_bool() != Some(false))
                        .collect();
                    compared += open.len();
                    if compared > MAX_ADDRESS_PAIRS {
                        return Some(Meeting::gave_up(format!(
                            "more than {MAX_ADDRESS_PAIRS} address pairs of loads between \
                             barriers and stores to compare"
                        )));
                    }
                    open
                }
            };
            for overlap in overlaps_of {
                let left = ms.saturating_sub(start.elapsed().as_millis() as u32);
                if left == 0 {
                    return Some(Meeting::gave_up(format!(
                        "no time was left to show that no store meets a load between \
                         barriers ({compared} address pairs)"
                    )));
                }
                timeout.set(&solver, left);
                // Asked as an assumption: nothing stays asserted, so a Z3 call that fails
                // cannot leave a question behind for the next one.
                let question = Bool::and(&[&when, &why, &overlap]);
                let mut result = solver.check_assumptions(&[question]);
                if crate::smt::timeout::failed(&solver) {
                    result = SatResult::Unknown;
                }
                match result {
                    SatResult::Unsat => continue,
                    SatResult::Unknown => {
                        return Some(Meeting::gave_up(format!(
                            "the solver could not show that no write meets the load at line {} \
                             between barriers",
                            r.line
                        )));
                    }
                    SatResult::Sat => {
                        let what = match s.kind {
                            AccessKind::AtomicWrite => "atomic or unknown write",
                            _ => "store",
                        };
                        tracing::debug!(
                            compared,
                            elapsed_ms = start.elapsed().as_millis() as u64,
                            "shared reads between barriers: not proven"
                        );
                        return Some(Meeting {
                            reason: format!(
                                "the {what} at line {} of wave {v} may write what wave {w} \
                                 reads at line {} between the same two barriers",
                                s.line, r.line
                            ),
                            shown: true,
                        });
                    }
                }
            }
        }
    }
    tracing::debug!(
        reads = reads.len(),
        writes = writes.len(),
        compared,
        elapsed_ms = start.elapsed().as_millis() as u64,
        "shared reads between barriers: no write meets them"
    );
    None
}

/// When an access in `phase` (`None`: not known) is in `read`'s phase; `None` when never.
fn same_phase(terms: &mut Terms, read: &Term, phase: &Option<Term>) -> Option<Bool> {
    let Some(p) = phase else {
        return Some(Bool::from_bool(true));
    };
    match (read.as_const(), p.as_const()) {
        (Some(a), Some(b)) => (a == b).then(|| Bool::from_bool(true)),
        _ => Some(terms.bv(read).eq(terms.bv(p))),
    }
}

/// Whether `x.1` bytes from `x.0` and `y.1` bytes from `y.0` share a byte (modulo the
/// address width, as the hardware wraps).
fn overlaps(terms: &mut Terms, x: (&Term, u32), y: (&Term, u32)) -> Bool {
    if let Some(d) = x.0.constant_difference(y.0) {
        // `d` is `x - y`: `y` starts inside `x` when `y - x` is below `x`'s length.
        let m = crate::eval::term::mask(x.0.width());
        let len = |n: u32| u64::from(n.max(1));
        return Bool::from_bool(d.wrapping_neg() & m < len(x.1) || d < len(y.1));
    }
    let width = x.0.width().max(y.0.width()) as u32;
    let (a, b) = (wide(terms.bv(x.0), width), wide(terms.bv(y.0), width));
    let len = |n: u32| BV::from_u64(u64::from(n.max(1)), width);
    Bool::or(&[&b.bvsub(&a).bvult(len(x.1)), &a.bvsub(&b).bvult(len(y.1))])
}

/// `v` zero-extended to `width` bits.
fn wide(v: BV, width: u32) -> BV {
    let have = v.get_size();
    if have < width {
        v.zero_ext(width - have)
    } else {
        v
    }
}

/// The disjunction of `all`, folded where constant.
fn or(all: Vec<Bool>) -> Bool {
    if all.iter().any(|b| b.as_bool() == Some(true)) {
        return Bool::from_bool(true);
    }
    let live: Vec<&Bool> = all.iter().filter(|b| b.as_bool() != Some(false)).collect();
    match live.len() {
        0 => Bool::from_bool(false),
        1 => live[0].clone(),
        _ => Bool::or(&live),
    }
}
