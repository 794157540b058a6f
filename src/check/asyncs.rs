//! Completion of async LDS transfers, on the counters real assembly waits with.
//!
//! Spec: `amdgpu-async-operations.txt`, "Memory Consistency Model". An async operation
//! happens-before a wait at which an asyncmark after it is completed. In assembly the marks
//! are counters: every counted instruction is followed by an implicit asyncmark and a
//! counter wait `N` is `wait.asyncmark(N)`, so an operation is complete at the first wait
//! of its counter with at most `N` operations issued after it still outstanding
//! (in-order counters: `vmcnt` for GFX9-11 LDS DMA, `loadcnt` on GFX12, `asynccnt` and
//! `tensorcnt` on GFX12.5).
//!
//! The check: every LDS access that overlaps the LDS bytes an async operation writes (or,
//! for a store from LDS, reads and the access writes) is ordered with it: after its
//! completion (same wave: in program order; another wave: the completing wave arrives at
//! the workgroup barrier after the wait and the accessing wave waits for that phase before
//! the access), or before its start (the mirror image). An operation still outstanding when
//! its wave ends is reported too.
//!
//! Only counted instructions that are async transfers are tracked; other loads that share
//! `vmcnt`/`loadcnt` are not counted, so a wait is credited with completing fewer
//! operations than the hardware completes (never more).

use super::Finding;
use crate::encodings::InstClass;
use crate::eval::Input;
use crate::explore::{Event, PathEnd, WavePath};
use crate::kernel::{Inst, Module, Operand};
use crate::model::interp::TraceStep;
use crate::model::{BarrierObject, Operation};
use std::collections::{BTreeSet, VecDeque};

/// The in-order counter an async instruction is tracked by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Counter {
    Vm,
    Load,
    Async,
    Tensor,
}

impl Counter {
    fn wait_name(self) -> &'static str {
        match self {
            Counter::Vm => "s_waitcnt vmcnt",
            Counter::Load => "s_wait_loadcnt",
            Counter::Async => "s_wait_asynccnt",
            Counter::Tensor => "s_wait_tensorcnt",
        }
    }
}

fn counter_of(inst: &Inst, gfx12: bool) -> Counter {
    match inst.class {
        InstClass::LdsDma if gfx12 => Counter::Load,
        InstClass::LdsDma => Counter::Vm,
        _ if inst.mnemonic.starts_with("tensor_") => Counter::Tensor,
        _ => Counter::Async,
    }
}

/// The counters a wait instruction waits for, with their thresholds.
fn waits(inst: &Inst) -> Vec<(Counter, u64)> {
    let m = inst.mnemonic.as_str();
    let imm = |i: usize| match inst.operands.get(i) {
        Some(Operand::Imm(v)) => Some(*v as u64),
        _ => None,
    };
    match m {
        // `s_waitcnt vmcnt(1) lgkmcnt(0)`; a bare `s_waitcnt 0` waits for every counter.
        "s_waitcnt" => {
            let text = &inst.text;
            if let Some(i) = text.find("vmcnt(") {
                let rest = &text[i + 6..];
                let n = rest.split(')').next().and_then(|v| v.trim().parse().ok());
                n.map(|n| vec![(Counter::Vm, n)]).unwrap_or_default()
            } else if imm(0) == Some(0) {
                vec![(Counter::Vm, 0)]
            } else {
                Vec::new()
            }
        }
        "s_waitcnt_vmcnt" => imm(1).map(|n| vec![(Counter::Vm, n)]).unwrap_or_default(),
        "s_wait_loadcnt" => imm(0).map(|n| vec![(Counter::Load, n)]).unwrap_or_default(),
        // SIMM16 holds loadcnt in bits 13:8 and dscnt in bits 5:0.
        "s_wait_loadcnt_dscnt" => imm(0)
            .map(|n| vec![(Counter::Load, (n >> 8) & 0x3f)])
            .unwrap_or_default(),
        "s_wait_asynccnt" => imm(0)
            .map(|n| vec![(Counter::Async, n)])
            .unwrap_or_default(),
        "s_wait_tensorcnt" => imm(0)
            .map(|n| vec![(Counter::Tensor, n)])
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// One LDS access of one wave, placed among its barrier operations.
struct Access {
    wave: usize,
    /// Position in the wave's events.
    at: usize,
    inst: usize,
    /// The access's class as recorded (a flat access in the LDS aperture is recorded as the
    /// DS class it acts as).
    class: InstClass,
    /// Byte ranges `[lo, hi)` under the scenario's values; `None`: not known, may be
    /// anywhere.
    bytes: Option<Vec<(u64, u64)>>,
    /// Whether the bytes depend on inputs (or `bytes` could not be evaluated under the
    /// scenario's values): other values of them may place the access elsewhere.
    symbolic: bool,
    /// Workgroup-barrier arrives of this wave before the access.
    arrives: u32,
    /// The last workgroup-barrier phase this wave waited for before the access.
    waited: i64,
}

/// An async operation and where its wave completes it.
struct AsyncOp {
    access: Access,
    counter: Counter,
    /// (event position, arrives before it, instruction) of the completing wait.
    done: Option<(usize, u32, usize)>,
    /// Waits its wave ran after it that did not complete it: (event position, arrives
    /// before it, instruction).
    passed: Vec<(usize, u32, usize)>,
}

/// One function body's asyncmark state (spec "Asyncmarks"): the current sequence, each
/// mark holding the operations program-ordered before it and after the previous mark, and
/// the operations not yet followed by a mark of this body. An operation a callee starts is
/// open in every body on the call stack, since the caller's next mark follows it too.
#[derive(Default)]
struct MarkBody {
    open: Vec<usize>,
    sequence: VecDeque<Vec<usize>>,
}

/// What the check found in one scenario.
#[derive(Default)]
pub struct AsyncOutcome {
    pub findings: Vec<Finding>,
    /// Why the check is incomplete for this scenario.
    pub limits: BTreeSet<String>,
    /// Unordered pairs that do not overlap under the scenario's values but whose LDS bytes
    /// depend on inputs: whether other values of them make the pair overlap is a question
    /// for the solver ([`overlap_query`]).
    pub candidates: Vec<Candidate>,
}

/// An unordered pair of LDS events, each as (wave, position in the wave's events), whose
/// bytes may overlap for some inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub a: (usize, usize),
    pub b: (usize, usize),
}

/// Whether any path of any wave starts an async transfer (the check is skipped otherwise).
pub fn any_async(paths: &[&WavePath]) -> bool {
    paths
        .iter()
        .any(|p| p.events.iter().any(|e| e.class.is_async_transfer()))
}

/// Checks one scenario: `paths[w]` is wave `w`'s path, `env` the input values.
pub fn check(
    module: &Module,
    paths: &[&WavePath],
    entry: &[u64],
    env: &dyn Fn(&Input) -> Option<u64>,
) -> AsyncOutcome {
    let mut out = AsyncOutcome::default();
    let mut ops: Vec<AsyncOp> = Vec::new();
    let mut accesses: Vec<Access> = Vec::new();
    let mut arrived: Vec<u32> = Vec::new();
    let mut other_barriers = false;
    for (w, p) in paths.iter().enumerate() {
        let t = timeline(module, (w, &p.events), entry[w], env, &mut out.limits);
        ops.extend(t.ops);
        accesses.extend(t.accesses);
        arrived.push(t.arrives);
        other_barriers |= t.other_barriers;
    }
    // A path cut at a limit is the prefix of an execution (`Horizon`).
    let cut: Vec<bool> = paths
        .iter()
        .map(|p| !matches!(p.end, PathEnd::Finished { .. }))
        .collect();
    let horizon = if cut.contains(&true) {
        if other_barriers {
            // Whether a wave passes a named barrier's wait depends on arrivals the cut
            // prefixes may not hold; only workgroup-barrier prefixes are judged.
            tracing::debug!("named barriers on a path cut at a limit: prefix not checked");
            return out;
        }
        let reached = i64::from(arrived.iter().copied().min().unwrap_or(0));
        Some(Horizon {
            cut,
            arrived,
            reached,
        })
    } else {
        None
    };
    let horizon = horizon.as_ref();
    let reached = |a: &Access| horizon.is_none_or(|h| a.waited < h.reached);
    let ordered = |op: &AsyncOp, y: &Access| ordered(op, y, horizon);
    let completes_before = |a: &AsyncOp, b: &AsyncOp| completes_before(a, b, horizon);
    // Whether an async operation writes LDS (copies do; stores from LDS read it).
    let writes = |o: &AsyncOp| module.insts[o.access.inst].class != InstClass::AsyncFromLds;
    for op in &ops {
        let x = &op.access;
        if op.done.is_none()
            && matches!(paths[x.wave].end, PathEnd::Finished { .. })
            && !out
                .findings
                .iter()
                .any(|f| f.kind == "async-in-flight-at-end")
        {
            out.findings.push(in_flight_at_end(module, op));
        }
        let writes_lds = writes(op);
        for y in &accesses {
            let y_writes = y.class != InstClass::LdsRead;
            if !(writes_lds || y_writes) || ordered(op, y) || !reached(x) || !reached(y) {
                continue;
            }
            match overlap(&x.bytes, &y.bytes) {
                Some(true) => {
                    out.findings
                        .push(incomplete(module, op, y, writes_lds, horizon));
                    return out;
                }
                _ if may_move(x, y) => {
                    let c = Candidate {
                        a: (x.wave, x.at),
                        b: (y.wave, y.at),
                    };
                    if !apart(paths, entry, c) {
                        out.candidates.push(c);
                    }
                }
                Some(false) => {}
                None => {
                    out.limits.insert(format!(
                        "the async transfer at line {} and the LDS access at line {} are not ordered, and bverify cannot tell whether their LDS bytes overlap",
                        module.insts[x.inst].loc.line, module.insts[y.inst].loc.line
                    ));
                }
            }
        }
    }
    // Two async operations on the same LDS bytes, one of them a copy into LDS, unless one
    // completes before the other starts: an operation is ordered with nothing but through
    // its completion (spec "Memory Consistency Model"; red team seventeen: a store of bytes
    // another wave's copy may still be writing was verified). A store from LDS reads them
    // in flight, or the copy overwrites what the store has not read yet; two copies into the
    // same bytes race as a copy and a `ds_store` do (red team forty-nine: copies of A and B
    // tiles into overlapping halves were verified), whichever lands last is what a later
    // read sees. Two stores from LDS only read it.
    for (i, a) in ops.iter().enumerate() {
        for b in &ops[i + 1..] {
            if !(writes(a) || writes(b))
                || completes_before(a, b)
                || completes_before(b, a)
                || !reached(&a.access)
                || !reached(&b.access)
            {
                continue;
            }
            match overlap(&a.access.bytes, &b.access.bytes) {
                Some(true) => {
                    out.findings
                        .push(incomplete(module, a, &b.access, writes(a), horizon));
                    return out;
                }
                _ if may_move(&a.access, &b.access) => {
                    let c = Candidate {
                        a: (a.access.wave, a.access.at),
                        b: (b.access.wave, b.access.at),
                    };
                    if !apart(paths, entry, c) {
                        out.candidates.push(c);
                    }
                }
                Some(false) => {}
                None => {
                    out.limits.insert(format!(
                        "the async transfers at lines {} and {} are not ordered, and bverify cannot tell whether their LDS bytes overlap",
                        module.insts[a.access.inst].loc.line,
                        module.insts[b.access.inst].loc.line,
                    ));
                }
            }
        }
    }
    out
}

/// A scenario in which some wave's path was cut at a limit (`--unroll`): its events are the
/// prefix of an execution whose rest is unknown. Two events of the prefixes are unordered in
/// every execution that extends them when no barrier the prefixes hold orders them and none
/// after a cut can: a transfer the cut wave has not completed is completed after its last
/// arrive in the prefix at the earliest. Events are judged only where every wave is sure to
/// get: each waited for a phase all the prefixes arrive at.
struct Horizon {
    /// Per wave: whether its path was cut.
    cut: Vec<bool>,
    /// Per wave: the workgroup-barrier arrives of its path.
    arrived: Vec<u32>,
    /// Phases below this one every wave arrives at.
    reached: i64,
}

impl Horizon {
    /// The earliest phase wave `w` may arrive at after completing a transfer it has not
    /// completed on its path; `None` when its path ended (it never completes it).
    fn later_arrive(&self, w: usize) -> Option<i64> {
        self.cut[w].then(|| i64::from(self.arrived[w]))
    }
}

/// Where one LDS event of an event sequence falls among its wave's workgroup barrier
/// operations.
#[derive(Clone, Copy, Debug)]
pub struct Placed {
    /// Position in the events.
    pub at: usize,
    /// Workgroup-barrier arrives before it.
    pub arrives: u32,
    /// The last workgroup-barrier phase its wave waited for before it (-1: none).
    pub waited: i64,
    /// Whether it writes LDS (async copies and DS writes do; reads and async stores from
    /// LDS do not).
    pub writes: bool,
}

/// An async operation of an event sequence, and (position, arrives before it) of the wait
/// that completes it, if one in the sequence does.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    pub op: Placed,
    pub done: Option<(usize, u32)>,
}

/// The async operations and the other LDS accesses of one wave's `events`, placed, with no
/// operation outstanding before the first event. M0 operands are not evaluated (only
/// workgroup barriers count).
pub fn placements(module: &Module, events: &[Event], lanes: u64) -> (Vec<Placement>, Vec<Placed>) {
    let none = |_: &Input| None;
    let Timeline { ops, accesses, .. } =
        timeline(module, (0, events), lanes, &none, &mut BTreeSet::new());
    let placed = |a: &Access, writes: bool| Placed {
        at: a.at,
        arrives: a.arrives,
        waited: a.waited,
        writes,
    };
    (
        ops.iter()
            .map(|o| Placement {
                op: placed(&o.access, o.access.class != InstClass::AsyncFromLds),
                done: o.done.map(|(at, arrives, _)| (at, arrives)),
            })
            .collect(),
        accesses
            .iter()
            .map(|a| placed(a, a.class != InstClass::LdsRead))
            .collect(),
    )
}

/// Whether [`placements`] counts `events`' operations as the hardware may: it counts every
/// transfer, so one that may run with no lane on (whose place in its counter is not
/// modelled) must not be what lets a wait for `N > 0` outstanding complete another.
pub fn counted_exactly(module: &Module, events: &[Event]) -> bool {
    let maybe_off = events
        .iter()
        .any(|ev| ev.class.is_async_transfer() && ev.exec.as_const().is_none_or(|x| x == 0));
    let waits_for_some = events.iter().any(|ev| {
        let inst = &module.insts[ev.inst];
        ev.class == InstClass::WaitCounter
            && (waits(inst).iter().any(|&(_, n)| n > 0)
                || inst.mnemonic == "ir_wait_asyncmark"
                    && !matches!(inst.operands.first(), Some(Operand::Imm(0))))
    });
    !(maybe_off && waits_for_some)
}

/// One wave's events as the async check reads them.
struct Timeline {
    ops: Vec<AsyncOp>,
    accesses: Vec<Access>,
    /// Workgroup-barrier arrives in the events.
    arrives: u32,
    /// Whether some barrier operation is on another object than the workgroup barrier.
    other_barriers: bool,
}

/// One wave's async operations and other LDS accesses in `events`, each placed among the
/// wave's workgroup barrier operations, with where its counter wait or asyncmark wait
/// completes each operation (none is outstanding before the first event).
fn timeline(
    module: &Module,
    (w, events): (usize, &[Event]),
    lanes: u64,
    env: &dyn Fn(&Input) -> Option<u64>,
    limits: &mut BTreeSet<String>,
) -> Timeline {
    let mut other_barriers = false;
    let h = &module.family.header;
    let mut ops: Vec<AsyncOp> = Vec::new();
    let mut accesses: Vec<Access> = Vec::new();
    let (mut arrives, mut waited) = (0u32, -1i64);
    let mut queues: Vec<(Counter, VecDeque<usize>)> = Vec::new();
    let mut bodies = vec![MarkBody::default()];
    for (at, ev) in events.iter().enumerate() {
        let inst = &module.insts[ev.inst];
        if ev.class.is_barrier() {
            let Some(lowered) = super::barrier_ops(module, ev.class, &ev.operand, env) else {
                other_barriers = true;
                continue;
            };
            for op in lowered {
                match op {
                    Operation::Arrive {
                        object: BarrierObject::Workgroup,
                        expected,
                    } => {
                        arrives += 1;
                        other_barriers |= expected.is_some();
                    }
                    Operation::Wait {
                        object: BarrierObject::Workgroup,
                    } => waited = i64::from(arrives) - 1,
                    _ => other_barriers = true,
                }
            }
        } else if ev.class == InstClass::WaitCounter {
            let here = (at, arrives, ev.inst);
            let counted = waits(inst);
            let mut completes = Vec::new();
            for &(c, n) in &counted {
                if let Some((_, q)) = queues.iter_mut().find(|(k, _)| *k == c) {
                    while q.len() as u64 > n {
                        completes.push(q.pop_front().expect("non-empty"));
                    }
                }
            }
            let marker = inst.mnemonic.starts_with("ir_");
            if marker && ev.exec.eval(env).unwrap_or(0) & lanes != lanes {
                limits.insert(format!(
                    "`{}` at line {} runs with only some lanes of wave {w} active; bverify keeps one asyncmark sequence per wave where the spec keeps one per thread",
                    inst.mnemonic, inst.loc.line
                ));
            }
            match inst.mnemonic.as_str() {
                "ir_asyncmark" => {
                    let top = bodies.last_mut().expect("the kernel body");
                    let covered = std::mem::take(&mut top.open);
                    top.sequence.push_back(covered);
                }
                "ir_wait_asyncmark" => {
                    let n = match inst.operands.first() {
                        Some(Operand::Imm(v)) => *v as usize,
                        _ => 0,
                    };
                    let top = bodies.last_mut().expect("the kernel body");
                    while top.sequence.len() > n {
                        completes.extend(top.sequence.pop_front().expect("non-empty"));
                    }
                }
                "ir_call_begin" => bodies.push(MarkBody::default()),
                "ir_call_end" if bodies.len() > 1 => {
                    bodies.pop();
                }
                _ => {}
            }
            for id in completes {
                if ops[id].done.is_none() {
                    ops[id].done = Some(here);
                }
            }
            let waits_marks = inst.mnemonic == "ir_wait_asyncmark";
            for op in ops.iter_mut().filter(|o| o.done.is_none()) {
                if waits_marks || counted.iter().any(|(c, _)| *c == op.counter) {
                    op.passed.push(here);
                }
            }
        } else if ev.class.is_lds() {
            let Some((bytes, symbolic)) = extent(ev, lanes, env, module) else {
                continue;
            };
            let access = Access {
                wave: w,
                at,
                inst: ev.inst,
                class: ev.class,
                bytes,
                symbolic,
                arrives,
                waited,
            };
            if ev.class.is_async_transfer() {
                let counter = counter_of(inst, h.split_barrier);
                let id = ops.len();
                ops.push(AsyncOp {
                    access,
                    counter,
                    done: None,
                    passed: Vec::new(),
                });
                for body in &mut bodies {
                    body.open.push(id);
                }
                match queues.iter_mut().find(|(k, _)| *k == counter) {
                    Some((_, q)) => q.push_back(id),
                    None => queues.push((counter, VecDeque::from([id]))),
                }
            } else {
                accesses.push(access);
            }
        }
    }
    Timeline {
        ops,
        accesses,
        arrives,
        other_barriers,
    }
}

/// `a` completes before `b` starts: in program order, or through the workgroup barrier
/// (when `a`'s wave was cut before completing it, possibly after the cut).
fn completes_before(a: &AsyncOp, b: &AsyncOp, horizon: Option<&Horizon>) -> bool {
    match a.done {
        None => {
            a.access.wave != b.access.wave
                && horizon
                    .and_then(|h| h.later_arrive(a.access.wave))
                    .is_some_and(|p| b.access.waited >= p)
        }
        Some((d, _, _)) if a.access.wave == b.access.wave => d < b.access.at,
        Some((_, arrives, _)) => b.access.waited >= i64::from(arrives),
    }
}

/// The access is ordered with the async operation: after its completion or before its
/// start, in program order or through the workgroup barrier (or may be, after a cut).
fn ordered(op: &AsyncOp, y: &Access, horizon: Option<&Horizon>) -> bool {
    let x = &op.access;
    if x.wave == y.wave {
        return y.at < x.at || op.done.is_some_and(|(d, _, _)| d < y.at);
    }
    // X's wave arrives at phase `arrives` after its completing wait; Y waits for that phase.
    let after = match op.done {
        Some((_, arrives, _)) => y.waited >= i64::from(arrives),
        None => horizon
            .and_then(|h| h.later_arrive(x.wave))
            .is_some_and(|p| y.waited >= p),
    };
    // Y's wave arrives at phase `y.arrives` after Y; X's wave waited for it before starting.
    let before = x.waited >= i64::from(y.arrives);
    after || before
}

/// Whether other inputs may move two accesses' bytes onto each other, and the solver can be
/// asked: both have a computed extent, and one depends on inputs.
fn may_move(x: &Access, y: &Access) -> bool {
    let placed = |a: &Access| a.bytes.is_some() || a.symbolic;
    placed(x) && placed(y) && (x.symbolic || y.symbolic)
}

/// Whether a candidate's bytes are apart for every input, without the solver: every lane
/// of one (on or not) and every lane of the other address one base plus constants that
/// keep their bytes apart modulo the address width. Double buffers indexed by a loop
/// counter (`buf[i & 1][t]`) are such: the counter moves both accesses alike.
fn apart(paths: &[&WavePath], entry: &[u64], c: Candidate) -> bool {
    let event = |(w, at): (usize, usize)| (&paths[w].events[at], entry[w]);
    events_apart(event(c.a), event(c.b))
}

/// [`apart`] for two events, each with the lanes of its wave that hold a thread.
pub fn events_apart((a, lanes_a): (&Event, u64), (b, lanes_b): (&Event, u64)) -> bool {
    let placed = |ev: &Event, lanes: u64| {
        ev.lds.as_ref().map(|per_lane| {
            per_lane
                .iter()
                .filter(|(l, _, _)| lanes >> l & 1 == 1)
                .map(|(_, addr, n)| (addr.base_and_offset(), addr.width(), u64::from(*n)))
                .collect::<Vec<_>>()
        })
    };
    let (Some(xs), Some(ys)) = (placed(a, lanes_a), placed(b, lanes_b)) else {
        return false;
    };
    xs.iter().all(|((bx, ox), wx, nx)| {
        ys.iter().all(|((by, oy), wy, ny)| {
            if bx != by || wx != wy || *wx > 32 {
                return false;
            }
            // The second starts `d` bytes after the first, modulo 2^width: apart when the
            // first ends before it, and it ends before the first wraps around to it.
            let size = 1u64 << wx;
            let d = oy.wrapping_sub(*ox) & (size - 1);
            d >= *nx && size - d >= *ny
        })
    })
}

/// Whether two byte-range sets overlap; `None` when either is not known.
fn overlap(a: &Option<Vec<(u64, u64)>>, b: &Option<Vec<(u64, u64)>>) -> Option<bool> {
    let (a, b) = (a.as_ref()?, b.as_ref()?);
    Some(
        a.iter()
            .any(|&(lo, hi)| b.iter().any(|&(l2, h2)| lo < h2 && l2 < hi)),
    )
}

/// Byte ranges `[lo, hi)` of LDS.
type Bytes = Vec<(u64, u64)>;

/// The byte ranges of an LDS event's active lanes under `env`, and whether they depend on
/// inputs: `Some((None, true))` when an address is not known under `env` (or not computed),
/// `None` when no lane is active.
fn extent(
    ev: &Event,
    lanes: u64,
    env: &dyn Fn(&Input) -> Option<u64>,
    module: &Module,
) -> Option<(Option<Bytes>, bool)> {
    let exec = ev.exec.eval(env).unwrap_or(lanes) & lanes;
    let symbolic_exec = ev.exec.as_const().is_none();
    // A transfer with no lane on is left out of its counter (whether the hardware counts
    // it is not modelled; leaving it out completes the others later, never sooner). An
    // access whose lanes other inputs turn on stays, for the solver's question.
    if exec == 0 && (!symbolic_exec || ev.class.is_async_transfer()) {
        return None;
    }
    let Some(per_lane) = &ev.lds else {
        tracing::debug!(
            line = module.insts[ev.inst].loc.line,
            "LDS extent not computed"
        );
        return Some((None, false));
    };
    let mut out = Vec::new();
    let mut symbolic = symbolic_exec;
    for (l, addr, n) in per_lane.iter() {
        if exec >> l & 1 == 0 {
            continue;
        }
        let Some(a) = addr.eval(env) else {
            tracing::debug!(line = module.insts[ev.inst].loc.line, lane = l, %addr, "LDS address not evaluated");
            return Some((None, true));
        };
        symbolic |= addr.as_const().is_none();
        out.push((a, a + u64::from(*n)));
    }
    Some((Some(out), symbolic))
}

/// The solver's question for one candidate: some byte that an active lane of each event
/// covers (linear in the lanes, where comparing lane with lane would be quadratic). Bytes
/// are compared one bit wider than the addresses, so a range's end does not wrap, as in
/// the concrete check. `None` when an event's extent is not computed.
pub fn overlap_query(
    paths: &[&WavePath],
    entry: &[u64],
    c: Candidate,
    terms: &mut crate::smt::terms::Terms,
) -> Option<z3::ast::Bool> {
    let events = [c.a, c.b].map(|(w, at)| (&paths[w].events[at], entry[w]));
    events_overlap(events, terms)
}

/// [`overlap_query`] for two events, each with the lanes of its wave that hold a thread.
pub fn events_overlap(
    events: [(&Event, u64); 2],
    terms: &mut crate::smt::terms::Terms,
) -> Option<z3::ast::Bool> {
    use z3::ast::{BV, Bool};
    let mut width = 0;
    for (ev, _) in events {
        for (_, addr, _) in ev.lds.as_ref()?.iter() {
            width = width.max(addr.width());
        }
    }
    let width = (width + 1).min(64);
    let byte = BV::new_const("async_overlap_byte", u32::from(width));
    let mut both = Vec::new();
    for (ev, lanes) in events {
        let exec = terms.bv(&ev.exec.zext(64));
        let mut covers = Vec::new();
        for (l, addr, n) in ev.lds.as_ref()?.iter() {
            if lanes >> l & 1 == 0 {
                continue;
            }
            let on = exec.extract(*l, *l).eq(BV::from_u64(1, 1));
            let lo = terms.bv(&addr.zext(width));
            let hi = lo.bvadd(BV::from_u64(u64::from(*n), u32::from(width)));
            covers.push(Bool::and(&[on, lo.bvule(&byte), byte.bvult(&hi)]));
        }
        both.push(Bool::or(&covers));
    }
    Some(Bool::and(&both))
}

fn step(module: &Module, wave: usize, inst: usize, what: &str) -> TraceStep {
    let i = &module.insts[inst];
    TraceStep {
        wave,
        index: None,
        line: i.loc.line,
        text: i.text.clone(),
        op: what.to_string(),
        state_after: String::new(),
    }
}

fn incomplete(
    module: &Module,
    op: &AsyncOp,
    y: &Access,
    writes_lds: bool,
    horizon: Option<&Horizon>,
) -> Finding {
    let x = &op.access;
    let (xi, yi) = (&module.insts[x.inst], &module.insts[y.inst]);
    let what = if writes_lds {
        "writes LDS bytes that"
    } else {
        "reads LDS bytes that"
    };
    let done = match op.done {
        Some((_, _, w)) => format!(
            "wave {} completes it only at line {} (`{}`); no barrier orders that wait before the access, nor the access before the transfer starts",
            x.wave, module.insts[w].loc.line, module.insts[w].text
        ),
        None if horizon.is_some_and(|h| h.cut[x.wave]) => format!(
            "wave {} has not completed it by then: no `{} N` or `wait.asyncmark(N)` before the access does (found within the loop bound; what the wave does after it cannot order the two)",
            x.wave,
            op.counter.wait_name()
        ),
        None => format!(
            "wave {} never completes it (no `{} N` or `wait.asyncmark(N)` does)",
            x.wave,
            op.counter.wait_name()
        ),
    };
    // The last wait the transfer's wave ran, still ordered before the access, that did not
    // complete the transfer: the one a fix would change.
    let missed = op
        .passed
        .iter()
        .rfind(|&&(at, arrives, _)| {
            if x.wave == y.wave {
                at < y.at
            } else {
                y.waited >= i64::from(arrives)
            }
        })
        .map(|&(_, _, w)| w);
    let done = match missed {
        Some(w) => format!(
            "{done}; the wait at line {} (`{}`) orders before the access but does not complete it",
            module.insts[w].loc.line, module.insts[w].text
        ),
        None => done,
    };
    let mut trace = vec![step(module, x.wave, x.inst, "starts the async transfer")];
    if let Some(w) = missed {
        trace.push(step(
            module,
            x.wave,
            w,
            "waits, but the transfer is not complete here",
        ));
    }
    trace.push(step(
        module,
        y.wave,
        y.inst,
        "accesses the same LDS bytes while the transfer may be in flight",
    ));
    if let Some((_, _, w)) = op.done {
        trace.push(step(
            module,
            x.wave,
            w,
            "the transfer is complete only here",
        ));
    }
    Finding {
        kind: "async-incomplete".into(),
        message: format!(
            "the async transfer at line {} (`{}`) of wave {} {what} wave {} {} at line {} (`{}`); {done}",
            xi.loc.line,
            as_written(xi),
            x.wave,
            y.wave,
            if matches!(y.class, InstClass::LdsRead | InstClass::AsyncFromLds) {
                "reads"
            } else {
                "writes"
            },
            yi.loc.line,
            as_written(yi)
        ),
        trace,
        stuck: Vec::new(),
        witness: Vec::new(),
        rests_on: None,
    }
}

/// The instruction's name as the file spells it (the frontend gives the pre-GFX940
/// `global_load_dword ... lds` the name `global_load_lds_dword`).
fn as_written(inst: &Inst) -> &str {
    inst.text
        .split_whitespace()
        .next()
        .unwrap_or(&inst.mnemonic)
}

fn in_flight_at_end(module: &Module, op: &AsyncOp) -> Finding {
    let x = &op.access;
    let xi = &module.insts[x.inst];
    Finding {
        kind: "async-in-flight-at-end".into(),
        message: format!(
            "the async transfer at line {} (`{}`) of wave {} is still in flight when the wave ends: no `{} N` or `wait.asyncmark(N)` completes it",
            xi.loc.line,
            as_written(xi),
            x.wave,
            op.counter.wait_name()
        ),
        trace: vec![step(module, x.wave, x.inst, "starts the async transfer")],
        stuck: Vec::new(),
        witness: Vec::new(),
        rests_on: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn access(wave: usize, at: usize, arrives: u32, waited: i64) -> Access {
        Access {
            wave,
            at,
            inst: 0,
            class: InstClass::LdsRead,
            bytes: Some(vec![(0, 4)]),
            symbolic: false,
            arrives,
            waited,
        }
    }

    fn op(wave: usize, at: usize, arrives: u32, waited: i64) -> AsyncOp {
        AsyncOp {
            access: access(wave, at, arrives, waited),
            counter: Counter::Async,
            done: None,
            passed: Vec::new(),
        }
    }

    /// Wave 0 was cut after 3 arrives with its copy (started before its first arrive)
    /// still outstanding; wave 1 ran to its end.
    fn horizon() -> Horizon {
        Horizon {
            cut: vec![true, false],
            arrived: vec![3, 5],
            reached: 3,
        }
    }

    #[test]
    fn a_cut_wave_completes_only_after_its_last_arrive() {
        let h = horizon();
        let x = op(0, 1, 0, -1);
        // Read after phase 1: wave 0's arrive there is in its prefix, not preceded by a
        // completion, so nothing after the cut can order them.
        assert!(!ordered(&x, &access(1, 4, 2, 1), Some(&h)));
        // Read after phase 3: wave 0 may complete the copy after the cut and then arrive.
        assert!(ordered(&x, &access(1, 9, 4, 3), Some(&h)));
        // A wave that ended never completes it, whatever phase the reader waited for.
        assert!(!ordered(&x, &access(1, 9, 4, 3), None));
    }

    #[test]
    fn a_cut_copy_may_complete_before_a_later_copy_of_another_wave() {
        let h = horizon();
        let a = op(0, 1, 0, -1);
        assert!(!completes_before(&a, &op(1, 6, 2, 1), Some(&h)));
        assert!(completes_before(&a, &op(1, 9, 4, 3), Some(&h)));
        // In its own wave, the prefix says all: not complete at a later copy.
        assert!(!completes_before(&a, &op(0, 5, 2, 1), Some(&h)));
    }

    #[test]
    fn the_cut_wave_own_access_meets_its_copy_in_flight() {
        let h = horizon();
        let x = op(0, 1, 0, -1);
        assert!(!ordered(&x, &access(0, 2, 0, -1), Some(&h)));
        assert!(ordered(&x, &access(0, 0, 0, -1), Some(&h)));
    }
}
