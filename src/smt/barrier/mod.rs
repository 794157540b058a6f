//! The barrier model in Z3, reduced by wave symmetry: proofs by induction, runs by bounded
//! model checking.
//!
//! # Encoding
//!
//! Waves that perform the same operation sequence are interchangeable, so the state does not
//! track waves but *how many* waves of each [`Class`] sit in each local state (counter
//! abstraction). A local state is a position in the class's sequence, whether the wave is
//! blocked in a wait there, and one bit per object the wave has an outstanding arrive on (or
//! waits on): is that arrive's phase still the current one, or completed? (On a cluster
//! object the class waits on, the bit says whether a phase completed since the wave's last
//! wait on it: another wave may arrive for the whole workgroup.) That bit is all a
//! wave needs of the phase number: a wait completes when the phase it depends on has
//! completed ("Barrier wait": the wait's phase must be completed), and a drop after an arrive
//! is undefined only while the arrive's phase is current ("Barrier drop races").
//!
//! Everything a wave's own program order decides — which named barrier it joined, the
//! signal/wait counts since the join, how many arrives precede a wait — is computed once per
//! class (`Position`), not encoded: those rules ("Join and Wait Ordering", "Join and Drop
//! Ordering", LLVM's "signal/wait counts since join", "Barrier phase separation") only need
//! the step to be reachable, which the solver decides.
//!
//! Per step the solver picks one local state with a non-zero count and fires its transition
//! (or skips; skips come last, so the first skip is the trace length). Per object the state
//! is: initialised, expected count, arrive count, and for NVIDIA the phase's thread count
//! ("Barrier Objects": the state of a barrier object). When an arrive or drop makes the
//! arrive count equal the expected count the phase completes, the arrive count resets, and
//! every wave's "current" bit on that object flips to "completed" ("Barrier arrive",
//! "Barrier drop"). Every run advances some wave, so the number of transitions of all waves
//! bounds every run: the unrolling is complete, not a bound.
//!
//! Questions, on the state after the last step (a "stuck cut" for deadlock):
//! - **deadlock**: no wave can move ("It is undefined behavior for a barrier wait to never
//!   complete"): every wave has ended or waits on a phase that has not completed, and one waits.
//! - **each undefined behaviour**: some local state with waves in it would violate the rule
//!   with its next step; the checks run in the interpreter's order so the first failing
//!   rule names the violation.
//!
//! # Engines
//!
//! A question is first tried by induction (`induction.rs`): candidate lemmas about one state
//! (a local state stays empty, a class keeps its size, the arrive count equals the waves that
//! arrived in the current phase, the expected count falls by one per ended wave, ...) are
//! filtered down to the subset Z3 proves inductive, in integer arithmetic. When no state that
//! meets them answers the question, no reachable state does, whatever the run's length. Only
//! otherwise is the bounded model check (`bmc.rs`) built; it finds the shortest run, or
//! refutes the question exactly over the full depth. Bit-vector BMC refutes slowly (it must
//! rule out every interleaving) and integer induction cannot produce runs, hence both.

mod bmc;
mod explicit;
mod induction;
mod system;

use super::num::{Logic, Num, Symbolic};
use crate::model::interp::ViolationKind;
use crate::model::{BarrierObject, ModelConfig, Operation, Program, Step};
use bmc::Bmc;
use explicit::Explicit;
use induction::Lemma;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use system::System;
use z3::ast::{Ast, BV, Bool, Int};
use z3::{Params, SatResult, Solver};

/// Waves that perform the same steps.
#[derive(Clone, Debug)]
pub struct Class {
    /// Wave ids (indexes into [`Program::waves`]), ascending.
    pub waves: Vec<usize>,
    pub steps: Vec<Step>,
}

/// Groups the waves of `program` by identical step sequences.
pub fn classes(program: &Program) -> Vec<Class> {
    let mut out: Vec<Class> = Vec::new();
    for (w, steps) in program.waves.iter().enumerate() {
        match out.iter_mut().find(|c| &c.steps == steps) {
            Some(c) => c.waves.push(w),
            None => out.push(Class {
                waves: vec![w],
                steps: steps.clone(),
            }),
        }
    }
    out
}

/// What a wave does at one position of its sequence, once program order has been applied.
#[derive(Clone, Debug, PartialEq)]
enum Action {
    /// A rule that program order alone breaks; reaching the position is the violation.
    Static(ViolationKind),
    /// Nothing another wave can observe (join, operations on the NULL barrier).
    Local,
    Init {
        object: BarrierObject,
        k: u32,
    },
    Drop {
        object: BarrierObject,
    },
    Arrive {
        object: BarrierObject,
        expected: Option<u32>,
    },
    /// A wait; `pending` is how many arrives of this wave on the object precede it unwaited.
    Wait {
        object: BarrierObject,
        pending: usize,
    },
    /// End of the wave: the implicit drops.
    End,
}

/// One position of a class: its action and the objects with an outstanding arrive before it.
#[derive(Clone, Debug)]
struct Position {
    action: Action,
    pending: BTreeMap<BarrierObject, usize>,
    /// Cluster objects the class waits on somewhere: their bit says whether a phase has
    /// completed since the wave's last wait on them, arrived by any wave of the workgroup
    /// ([`BarrierObject::is_cluster`]).
    watch: Vec<BarrierObject>,
}

impl Position {
    /// The objects a wave here keeps a "phase completed?" bit for, sorted: those with an
    /// outstanding arrive, plus the waited object while blocked in the wait.
    fn tracked(&self, waiting: bool) -> Vec<BarrierObject> {
        let mut objects: Vec<BarrierObject> = self.pending.keys().copied().collect();
        objects.extend(self.watch.iter().copied());
        if let (true, Action::Wait { object, .. }) = (waiting, &self.action) {
            objects.push(*object);
        }
        objects.sort();
        objects.dedup();
        objects
    }
}

/// Applies program order: the same per-wave bookkeeping as the interpreter's `WaveState`
/// (joined barrier, signal/wait counts since the join, left barriers, outstanding arrives).
/// Positions after the first static violation are unreachable and left out.
fn positions(steps: &[Step], cfg: &ModelConfig) -> Vec<Position> {
    let r = &cfg.readings;
    let mut watch: Vec<BarrierObject> = steps
        .iter()
        .filter_map(|s| match s.op {
            Operation::Wait { object } if object.is_cluster() => Some(object),
            _ => None,
        })
        .collect();
    watch.sort();
    watch.dedup();
    let mut joined: Option<u8> = None;
    let (mut signals, mut waits, mut left) = (0u32, 0u32, 0u32);
    let mut pending: BTreeMap<BarrierObject, usize> = BTreeMap::new();
    let mut out = Vec::new();
    // LLVM's sufficient rules and the privileged barriers ("check_access" in the interpreter).
    let access = |object: BarrierObject,
                  verb: &str,
                  joined: Option<u8>,
                  signals: u32,
                  waits: u32,
                  left: u32|
     -> Option<ViolationKind> {
        if matches!(
            object,
            BarrierObject::WorkgroupTrap | BarrierObject::ClusterTrap
        ) {
            return Some(ViolationKind::PrivilegedBarrier);
        }
        let BarrierObject::Named(n) = object else {
            return None;
        };
        if !r.llvm_named_rules || n == 0 {
            return None;
        }
        let broken = left & (1 << n) != 0
            || joined != Some(n)
            || (verb == "wait" && signals != waits + 1)
            || (verb == "signal" && signals != waits);
        broken.then_some(ViolationKind::NamedBarrierOrdering)
    };
    for step in steps {
        let before = pending.clone();
        let action = match step.op {
            Operation::Init { object, k } => {
                if k == 0 {
                    Action::Static(ViolationKind::ZeroExpectedCount)
                } else {
                    Action::Init { object, k }
                }
            }
            Operation::Drop { object } => match object {
                BarrierObject::Named(n) if joined != Some(n) => {
                    Action::Static(ViolationKind::DropWithoutJoin)
                }
                _ => Action::Drop { object },
            },
            Operation::Leave => match joined.filter(|&n| n != 0) {
                None => Action::Static(ViolationKind::DropWithoutJoin),
                Some(_) if r.llvm_named_rules && signals != waits => {
                    Action::Static(ViolationKind::NamedBarrierOrdering)
                }
                Some(n) => {
                    left |= 1 << n;
                    joined = Some(0);
                    Action::Drop {
                        object: BarrierObject::Named(n),
                    }
                }
            },
            Operation::Join { object } => match object {
                BarrierObject::Named(n) => {
                    joined = Some(n);
                    signals = 0;
                    waits = 0;
                    left &= !(1 << n);
                    Action::Local
                }
                _ => Action::Static(ViolationKind::Uninitialized),
            },
            Operation::Arrive { object, expected } => {
                if object.is_null() {
                    Action::Local
                } else if let Some(v) = access(object, "signal", joined, signals, waits, left) {
                    Action::Static(v)
                } else {
                    *pending.entry(object).or_default() += 1;
                    if object.is_named() {
                        signals += 1;
                    }
                    Action::Arrive { object, expected }
                }
            }
            Operation::Wait { .. } | Operation::WaitJoined => {
                let object = match step.op {
                    Operation::Wait { object } => Some(object),
                    _ => joined.map(BarrierObject::Named),
                };
                match object {
                    None => Action::Static(ViolationKind::WaitWithoutJoin),
                    Some(o) if o.is_null() => Action::Local,
                    Some(BarrierObject::Named(n)) if joined != Some(n) => {
                        Action::Static(ViolationKind::WaitWithoutJoin)
                    }
                    Some(o) => match access(o, "wait", joined, signals, waits, left) {
                        Some(v) => Action::Static(v),
                        None => {
                            let n = pending.remove(&o).unwrap_or(0);
                            if o.is_named() {
                                waits += 1;
                            }
                            Action::Wait {
                                object: o,
                                pending: n,
                            }
                        }
                    },
                }
            }
        };
        let stop = matches!(action, Action::Static(_));
        out.push(Position {
            action,
            pending: before,
            watch: watch.clone(),
        });
        if stop {
            return out;
        }
    }
    out.push(Position {
        action: Action::End,
        pending,
        watch,
    });
    out
}

/// A local state of a class; `old[i]` is the bit of `objects[i]`: `true` once the phase the
/// wave's outstanding arrive (or wait) belongs to has completed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LocalState {
    pub class: usize,
    pub pos: usize,
    pub waiting: bool,
    pub done: bool,
    pub objects: Vec<BarrierObject>,
    pub old: Vec<bool>,
}

impl LocalState {
    fn bit(&self, o: BarrierObject) -> Option<bool> {
        self.objects
            .iter()
            .position(|&x| x == o)
            .map(|i| self.old[i])
    }
}

/// The answer to one question.
#[derive(Clone, Debug)]
pub enum Answer {
    /// No run reaches it.
    Unreachable,
    /// A run that does: the local state picked at each step; the last pick is the violating
    /// step (for deadlock, the run ends stuck and there is no extra pick).
    Reachable(Vec<LocalState>),
    /// The solver gave up (timeout, unknown).
    Unknown(String),
}

/// A question about a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    Deadlock,
    /// Any undefined behaviour except those listed.
    AnyViolation,
    Violation(ViolationKind),
}

/// Which engines answer questions (see "Engines" above).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Engines {
    /// Explicit search while the states fit its budget, then induction and BMC.
    #[default]
    Auto,
    /// Induction and BMC only (for differential tests of the solver engines).
    Solver,
    /// Explicit search only; `Unknown` past its budget.
    Explicit,
}

/// The encoding of one program, ready for questions: explicit search when the reachable
/// states are few, else induction first, then bounded model checking for the runs (see
/// "Engines" above).
pub struct Encoding {
    sys: System,
    engines: Engines,
    /// The reachable states, enumerated on the first question; `None` past the budget.
    explicit: std::cell::OnceCell<Option<Explicit>>,
    /// The unrolling, built on the first question that needs a run.
    bmc: std::cell::OnceCell<Bmc>,
    /// The inductive invariant, computed on the first question.
    invariant: std::cell::OnceCell<Vec<Lemma>>,
    timeout_ms: u32,
    /// Size for logs: the unrolling depth, the number of visible transitions of all waves.
    pub steps: usize,
}

#[derive(Clone)]
struct ObjVars<N: Num> {
    init: N::B,
    expected: N,
    arrived: N,
    /// NVIDIA: the thread count (in warps) of the current phase, 0 if none.
    count: N,
}

/// The effect and checks of one local state's next transition on the object state.
struct Transition<N: Num> {
    /// (kind, condition) in check order: the first that holds is the violation.
    checks: Vec<(ViolationKind, N::B)>,
    /// New object state when no check holds.
    objects: Vec<ObjVars<N>>,
    /// Per object: the transition completes its phase.
    completes: Vec<N::B>,
    blocked: N::B,
    /// Successor local state (before completed phases flip bits).
    next: Option<usize>,
    /// Per object: the transition may change it.
    touched: Vec<bool>,
}

/// Width of the counters of a program: room for twice the largest count it can reach, so
/// no arithmetic wraps, and small, so the question bit-blasts to a small SAT problem.
fn counter_width(classes: &[Class], cfg: &ModelConfig) -> u32 {
    let waves: usize = classes.iter().map(|c| c.waves.len()).sum();
    let mut max = waves as u64;
    for step in classes.iter().flat_map(|c| &c.steps) {
        if let Operation::Init { k, .. }
        | Operation::Arrive {
            expected: Some(k), ..
        } = step.op
        {
            max = max.max(k as u64);
        }
    }
    for (_, k) in &cfg.initial {
        max = max.max(*k as u64);
    }
    64 - (2 * max + 2).leading_zeros()
}

impl Encoding {
    /// Builds the transition system of `classes` under `cfg`. `timeout_ms` bounds each
    /// solver call.
    pub fn new(classes: &[Class], cfg: &ModelConfig, timeout_ms: u32) -> Encoding {
        let sys = System::new(classes, cfg);
        let steps: usize = classes
            .iter()
            .zip(&sys.class_positions)
            .map(|(c, p)| c.waves.len() * transitions(p))
            .sum();
        Encoding {
            sys,
            engines: Engines::Auto,
            explicit: std::cell::OnceCell::new(),
            bmc: std::cell::OnceCell::new(),
            invariant: std::cell::OnceCell::new(),
            timeout_ms,
            steps,
        }
    }

    /// Restricts the engines (tests compare them).
    pub fn with_engines(mut self, engines: Engines) -> Encoding {
        self.engines = engines;
        self
    }

    /// The local states, for reading answers.
    pub fn locals(&self) -> &[LocalState] {
        &self.sys.locals
    }

    /// Asks `q`, excluding the violation kinds in `except`; with `shortest`, the run has the
    /// fewest steps.
    pub fn ask(&self, q: Question, except: &[ViolationKind], shortest: bool) -> Answer {
        let t = std::time::Instant::now();
        if self.engines != Engines::Solver {
            let explicit = self.explicit.get_or_init(|| {
                let deadline = t + std::time::Duration::from_millis(u64::from(self.timeout_ms));
                let ex = Explicit::search(&self.sys, explicit::STATE_BUDGET, deadline);
                tracing::debug!(
                    elapsed_ms = t.elapsed().as_millis() as u64,
                    states = ex.as_ref().map(|e| e.len()),
                    "explicit search"
                );
                ex
            });
            match (explicit, self.engines) {
                (Some(ex), _) => return ex.ask(&self.sys, q, except),
                (None, Engines::Explicit) => {
                    return Answer::Unknown(format!(
                        "more than {} reachable states",
                        explicit::STATE_BUDGET
                    ));
                }
                (None, _) => {}
            }
        }
        let invariant = self.invariant.get_or_init(|| {
            let inv = self.sys.invariant(self.timeout_ms);
            tracing::debug!(
                elapsed_ms = t.elapsed().as_millis() as u64,
                lemmas = ?inv,
                "invariant"
            );
            inv
        });
        if self.sys.excludes(invariant, q, except, self.timeout_ms) {
            tracing::debug!(
                elapsed_ms = t.elapsed().as_millis() as u64,
                lemmas = invariant.len(),
                "proved by induction"
            );
            return Answer::Unreachable;
        }
        let bmc = self
            .bmc
            .get_or_init(|| Bmc::new(&self.sys, self.steps, self.timeout_ms));
        bmc.ask(&self.sys, q, except, shortest)
    }
}

/// A transition no other wave can observe, which never breaks a rule: a join or an
/// operation on the NULL barrier, a wait issued after the wave's own single arrive, and a
/// wait whose phase has completed.
fn is_invisible(l: &LocalState, positions: &[Vec<Position>]) -> bool {
    if l.done {
        return false;
    }
    match (&positions[l.class][l.pos].action, l.waiting) {
        (Action::Wait { object, .. }, true) => l.bit(*object) == Some(true),
        (Action::Local, _) => true,
        (Action::Wait { pending, .. }, false) => *pending == 1,
        _ => false,
    }
}

/// Visible transitions one wave of a class makes at most: waits issued after exactly one
/// own arrive, wait completions and local steps are invisible and folded into other steps.
fn transitions(positions: &[Position]) -> usize {
    positions
        .iter()
        .map(|p| match p.action {
            Action::Static(_) | Action::Local | Action::Wait { pending: 1, .. } => 0,
            _ => 1,
        })
        .sum()
}

/// The normal form of every local state: follow invisible steps while there are any.
fn normal_forms(
    locals: &[LocalState],
    index: &HashMap<LocalState, usize>,
    positions: &[Vec<Position>],
    cfg: &ModelConfig,
    width: u32,
    objects: &[BarrierObject],
) -> Vec<usize> {
    let identity: Vec<usize> = (0..locals.len()).collect();
    let enc = Encoder {
        locals,
        index,
        objects,
        positions,
        cfg,
        width,
        norm: &identity,
    };
    (0..locals.len())
        .map(|l| {
            let mut cur = l;
            for _ in 0..=locals.len() {
                if !is_invisible(&locals[cur], positions) {
                    break;
                }
                match enc.next_of(&locals[cur]) {
                    Some(n) => cur = n,
                    None => break,
                }
            }
            cur
        })
        .collect()
}

/// Every local state of every class.
fn enumerate_locals(classes: &[Vec<Position>]) -> Vec<LocalState> {
    let mut out = Vec::new();
    for (c, positions) in classes.iter().enumerate() {
        for (pos, p) in positions.iter().enumerate() {
            let mut variants = vec![false];
            if let Action::Wait { .. } = p.action {
                variants.push(true);
            }
            for waiting in variants {
                let objects = p.tracked(waiting);
                for bits in 0..(1u32 << objects.len()) {
                    out.push(LocalState {
                        class: c,
                        pos,
                        waiting,
                        done: false,
                        old: (0..objects.len()).map(|i| bits & (1 << i) != 0).collect(),
                        objects: objects.clone(),
                    });
                }
            }
        }
        out.push(LocalState {
            class: c,
            pos: positions.len(),
            waiting: false,
            done: true,
            objects: Vec::new(),
            old: Vec::new(),
        });
    }
    out
}

struct Encoder<'a> {
    locals: &'a [LocalState],
    index: &'a HashMap<LocalState, usize>,
    objects: &'a [BarrierObject],
    positions: &'a [Vec<Position>],
    cfg: &'a ModelConfig,
    width: u32,
    /// Normal form of each local state: after the invisible steps that follow it.
    norm: &'a [usize],
}

impl Encoder<'_> {
    fn int<N: Num>(&self, v: i64) -> N {
        N::lit(v, self.width)
    }

    fn oi(&self, o: BarrierObject) -> usize {
        self.objects.iter().position(|&x| x == o).unwrap_or(0)
    }

    fn succ(
        &self,
        l: &LocalState,
        pos: usize,
        waiting: bool,
        set: &[(BarrierObject, bool)],
    ) -> Option<usize> {
        let objects = self.positions[l.class].get(pos)?.tracked(waiting);
        let old = objects
            .iter()
            .map(|o| {
                set.iter()
                    .find(|(x, _)| x == o)
                    .map(|(_, b)| *b)
                    .or_else(|| l.bit(*o))
                    .unwrap_or(false)
            })
            .collect();
        let next = LocalState {
            class: l.class,
            pos,
            waiting,
            done: false,
            objects,
            old,
        };
        self.index.get(&next).copied()
    }

    fn done(&self, class: usize) -> Option<usize> {
        self.index
            .iter()
            .find(|(k, _)| k.class == class && k.done)
            .map(|(_, &i)| i)
    }

    /// `drop_object` of the interpreter: checks and effect of one drop on `v`.
    fn drop<N: Num>(
        &self,
        l: &LocalState,
        o: BarrierObject,
        v: &mut ObjVars<N>,
        checks: &mut Vec<(ViolationKind, N::B)>,
    ) -> N::B {
        checks.push((ViolationKind::Uninitialized, v.init.negate()));
        // "A thread may not arrive and then drop a barrier object unless the barrier
        // completes before the barrier drop."
        // (A watched cluster object's bit is no arrive of this wave.)
        let arrived = self.positions[l.class]
            .get(l.pos)
            .is_some_and(|p| p.pending.get(&o).is_some_and(|&n| n > 0));
        checks.push((
            ViolationKind::ArriveThenDrop,
            N::B::lit(arrived && l.bit(o) == Some(false) && !l.waiting),
        ));
        // "A barrier drop cannot cause the expected count to become negative."
        checks.push((
            ViolationKind::NegativeExpectedCount,
            v.expected.same(&self.int(0)),
        ));
        let expected = v.expected.minus(&self.int(1));
        let completes = N::B::all(&[v.arrived.more(&self.int(0)), v.arrived.same(&expected)]);
        v.expected = expected;
        v.arrived = N::pick(&completes, &self.int(0), &v.arrived);
        v.count = N::pick(&completes, &self.int(0), &v.count);
        completes
    }

    /// The local state a wave in `l` moves to when its next transition succeeds (before
    /// normalisation and before completed phases flip bits).
    fn next_of(&self, l: &LocalState) -> Option<usize> {
        if l.done {
            return None;
        }
        match (&self.positions[l.class][l.pos].action, l.waiting) {
            // A completed wait on a cluster object starts watching for the next phase.
            (&Action::Wait { object, .. }, true) if object.is_cluster() => {
                self.succ(l, l.pos + 1, false, &[(object, false)])
            }
            (Action::Wait { .. }, true)
            | (Action::Local | Action::Init { .. } | Action::Drop { .. }, _) => {
                self.succ(l, l.pos + 1, false, &[])
            }
            (&Action::Arrive { object, .. }, _) => {
                self.succ(l, l.pos + 1, false, &[(object, false)])
            }
            (&Action::Wait { object, pending }, false) => {
                // Without an own arrive the wait depends on the phase in progress, or, on a
                // cluster object, on a phase completed since the wave's last wait on it.
                let bit = (pending >= 1 || object.is_cluster()) && l.bit(object).unwrap_or(false);
                self.succ(l, l.pos, true, &[(object, bit)])
            }
            (Action::End, _) => self.done(l.class),
            (Action::Static(_), _) => None,
        }
    }

    fn transition<N: Num>(&self, li: usize, state: &[ObjVars<N>]) -> Transition<N> {
        let l = &self.locals[li];
        let r = &self.cfg.readings;
        let mut objects = state.to_vec();
        let mut completes = vec![N::B::lit(false); self.objects.len()];
        let mut checks = Vec::new();
        let mut blocked = N::B::lit(false);
        let mut next = None;
        let mut touched = vec![false; self.objects.len()];
        if l.done {
            return Transition {
                checks,
                objects,
                completes,
                blocked: N::B::lit(true),
                next,
                touched,
            };
        }
        let p = &self.positions[l.class][l.pos];
        match (&p.action, l.waiting) {
            (Action::Wait { object, .. }, true) => {
                // "Barrier wait": completes once the phase it depends on has completed.
                blocked = N::B::lit(l.bit(*object) == Some(false));
                next = self.next_of(l).map(|n| self.norm[n]);
            }
            (Action::Static(kind), _) => {
                checks.push((*kind, N::B::lit(true)));
            }
            (Action::Local, _) => next = self.succ(l, l.pos + 1, false, &[]),
            (&Action::Init { object, k }, _) => {
                let v = &mut objects[self.oi(object)];
                // LLVM: "Explicit initializing operations must not race signal operations".
                checks.push((
                    ViolationKind::InitRace,
                    N::B::all(&[v.init.clone(), v.arrived.more(&self.int(0))]),
                ));
                v.init = N::B::lit(true);
                v.expected = self.int(k as i64);
                v.arrived = self.int(0);
                next = self.next_of(l).map(|n| self.norm[n]);
            }
            (&Action::Drop { object }, _) => {
                let oi = self.oi(object);
                completes[oi] = self.drop(l, object, &mut objects[oi], &mut checks);
                next = self.next_of(l).map(|n| self.norm[n]);
            }
            (&Action::Arrive { object, expected }, _) => {
                let oi = self.oi(object);
                let v = &mut objects[oi];
                // "It is undefined behavior to operate on an uninitialized barrier object",
                // unless LLVM's initializing signal initialises it.
                let implicit = matches!(expected, Some(k) if k > 0)
                    && object.is_named()
                    && r.initializing_signal;
                if implicit {
                    let k = self.int(expected.unwrap_or(0) as i64);
                    v.expected = N::pick(&v.init, &v.expected, &k);
                } else {
                    checks.push((ViolationKind::Uninitialized, v.init.negate()));
                }
                v.init = N::B::lit(true);
                if object == BarrierObject::Cluster {
                    checks.push((
                        ViolationKind::ClusterArriveTwice,
                        v.arrived.more(&self.int(0)),
                    ));
                }
                if let Some(k) = expected {
                    let ki = self.int(k as i64);
                    if matches!(object, BarrierObject::Nvidia(_)) {
                        checks.push((
                            ViolationKind::CountMismatch,
                            N::B::all(&[v.count.more(&self.int(0)), v.count.same(&ki).negate()]),
                        ));
                        v.count = ki.clone();
                    } else if object.is_named() && r.llvm_named_rules {
                        checks.push((
                            ViolationKind::InitRace,
                            N::B::all(&[
                                v.arrived.more(&self.int(0)),
                                v.expected.same(&ki).negate(),
                            ]),
                        ));
                    }
                    // "The new expected count cannot be less than (or equal to) the arrive count."
                    let below = if r.expected_update_allows_equal {
                        ki.less(&v.arrived)
                    } else {
                        ki.at_most(&v.arrived)
                    };
                    checks.push((
                        ViolationKind::ExpectedBelowArriveCount,
                        N::B::any(&[N::B::lit(k == 0), below]),
                    ));
                    v.expected = ki;
                }
                let arrived = v.arrived.plus(&self.int(1));
                let done = arrived.same(&v.expected);
                v.arrived = N::pick(&done, &self.int(0), &arrived);
                v.count = N::pick(&done, &self.int(0), &v.count);
                completes[oi] = done;
                next = self.next_of(l).map(|n| self.norm[n]);
            }
            (&Action::Wait { object, pending }, false) => {
                let v = &objects[self.oi(object)];
                checks.push((ViolationKind::Uninitialized, v.init.negate()));
                // "Barrier phase separation": two arrives before one wait.
                checks.push((ViolationKind::PhaseSeparation, N::B::lit(pending >= 2)));
                next = self.next_of(l).map(|n| self.norm[n]);
            }
            (Action::End, _) => {
                // Ending waves drop what they joined at launch, if it is initialised.
                for &o in &self.cfg.drop_at_end {
                    let oi = self.oi(o);
                    let v = objects[oi].clone();
                    let mut after = v.clone();
                    let mut c = Vec::new();
                    let comp = self.drop(l, o, &mut after, &mut c);
                    for (k, cond) in c.into_iter().skip(1) {
                        checks.push((k, N::B::all(&[v.init.clone(), cond])));
                    }
                    objects[oi] = ObjVars {
                        init: v.init.clone(),
                        expected: N::pick(&v.init, &after.expected, &v.expected),
                        arrived: N::pick(&v.init, &after.arrived, &v.arrived),
                        count: N::pick(&v.init, &after.count, &v.count),
                    };
                    completes[oi] = N::B::all(&[v.init.clone(), comp]);
                }
                next = self.next_of(l).map(|n| self.norm[n]);
            }
        }
        for (oi, t) in touched.iter_mut().enumerate() {
            if !objects[oi].init.identical(&state[oi].init)
                || !objects[oi].expected.identical(&state[oi].expected)
                || !objects[oi].arrived.identical(&state[oi].arrived)
                || !objects[oi].count.identical(&state[oi].count)
            {
                *t = true;
            }
        }
        Transition {
            checks,
            objects,
            completes,
            blocked,
            next,
            touched,
        }
    }
}
