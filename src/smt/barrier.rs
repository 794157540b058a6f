//! The barrier model as a Z3 bounded model check, reduced by wave symmetry.
//!
//! # Encoding
//!
//! Waves that perform the same operation sequence are interchangeable, so the state does not
//! track waves but *how many* waves of each [`Class`] sit in each local state (counter
//! abstraction). A local state is a position in the class's sequence, whether the wave is
//! blocked in a wait there, and one bit per object the wave has an outstanding arrive on (or
//! waits on): is that arrive's phase still the current one, or completed? That bit is all a
//! wave needs of the phase number: a wait completes when the phase it depends on has
//! completed ("Barrier wait": the wait's phase must be completed), and a drop after an arrive
//! is undefined only while the arrive's phase is current ("Barrier drop races").
//!
//! Everything a wave's own program order decides — which named barrier it joined, the
//! signal/wait counts since the join, how many arrives precede a wait — is computed once per
//! class ([`Position`]), not encoded: those rules ("Join and Wait Ordering", "Join and Drop
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

use super::num::Num;
use crate::model::interp::ViolationKind;
use crate::model::{BarrierObject, ModelConfig, Operation, Program, Step};
use std::collections::{BTreeMap, BTreeSet, HashMap};
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
}

impl Position {
    /// The objects a wave here keeps a "phase completed?" bit for, sorted: those with an
    /// outstanding arrive, plus the waited object while blocked in the wait.
    fn tracked(&self, waiting: bool) -> Vec<BarrierObject> {
        let mut objects: Vec<BarrierObject> = self.pending.keys().copied().collect();
        if let (true, Action::Wait { object, .. }) = (waiting, &self.action)
            && !objects.contains(object)
        {
            objects.push(*object);
            objects.sort();
        }
        objects
    }
}

/// Applies program order: the same per-wave bookkeeping as the interpreter's `WaveState`
/// (joined barrier, signal/wait counts since the join, left barriers, outstanding arrives).
/// Positions after the first static violation are unreachable and left out.
fn positions(steps: &[Step], cfg: &ModelConfig) -> Vec<Position> {
    let r = &cfg.readings;
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
        });
        if stop {
            return out;
        }
    }
    out.push(Position {
        action: Action::End,
        pending,
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

/// The encoding of one program, ready for questions.
///
/// Each question is first given to Z3's Horn-clause engine (Spacer), which looks for an
/// inductive invariant of the counter system and so proves "unreachable" without
/// enumerating interleavings; bounded model checking of the same transition relation then
/// finds the shortest run when there is one (BMC is quick at finding runs and slow at
/// refuting them, Spacer the other way round).
pub struct Encoding {
    sys: System,
    /// The unrolling, built on the first question that needs a run.
    bmc: std::cell::OnceCell<Bmc>,
    /// The inductive invariant, computed on the first question.
    invariant: std::cell::OnceCell<Vec<Lemma>>,
    timeout_ms: u32,
    /// Size for logs: the unrolling depth, the number of visible transitions of all waves.
    pub steps: usize,
}

/// The counter system of one program: local states, objects and the rules of one step.
struct System {
    locals: Vec<LocalState>,
    /// Local-state index by contents.
    index: HashMap<LocalState, usize>,
    objects: Vec<BarrierObject>,
    class_positions: Vec<Vec<Position>>,
    /// Normal form of each local state (see [`normal_forms`]).
    norm: Vec<usize>,
    cfg: ModelConfig,
    /// Width of the counters.
    width: u32,
    /// Waves per local state at launch.
    start: Vec<usize>,
}

/// A symbolic state: waves per local state (0 for states that are not normal forms) and the
/// barrier objects.
#[derive(Clone)]
struct State<N> {
    counts: Vec<N>,
    objects: Vec<ObjVars<N>>,
}

#[derive(Clone)]
struct ObjVars<N> {
    init: Bool,
    expected: N,
    arrived: N,
    /// NVIDIA: the thread count (in warps) of the current phase, 0 if none.
    count: N,
}

/// The effect and checks of one local state's next transition on the object state.
struct Transition<N> {
    /// (kind, condition) in check order: the first that holds is the violation.
    checks: Vec<(ViolationKind, Bool)>,
    /// New object state when no check holds.
    objects: Vec<ObjVars<N>>,
    /// Per object: the transition completes its phase.
    completes: Vec<Bool>,
    blocked: Bool,
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

impl System {
    fn new(classes: &[Class], cfg: &ModelConfig) -> System {
        let width = counter_width(classes, cfg);
        let class_positions: Vec<Vec<Position>> =
            classes.iter().map(|c| positions(&c.steps, cfg)).collect();
        // Objects that matter: those operated on, plus those dropped when waves end.
        let mut objs: BTreeSet<BarrierObject> = BTreeSet::new();
        for p in class_positions.iter().flatten() {
            match p.action {
                Action::Init { object, .. }
                | Action::Drop { object }
                | Action::Arrive { object, .. }
                | Action::Wait { object, .. } => {
                    objs.insert(object);
                }
                _ => {}
            }
        }
        objs.extend(cfg.drop_at_end.iter().copied());
        let objects: Vec<BarrierObject> = objs.into_iter().collect();
        let locals = enumerate_locals(&class_positions);
        let index: HashMap<LocalState, usize> = locals
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, l)| (l, i))
            .collect();
        // Invisible steps (see `is_invisible`) are taken as soon as they are enabled, as part
        // of the step that enabled them: a local state is only ever occupied in its normal
        // form. This is the interpreter's reduction, and it shortens runs to the steps other
        // waves can observe.
        let norm = normal_forms(&locals, &index, &class_positions, cfg, width, &objects);
        let mut start = vec![0usize; locals.len()];
        for (l, loc) in locals.iter().enumerate() {
            if loc.pos == 0 && !loc.waiting && !loc.done && loc.old.iter().all(|b| !b) {
                start[norm[l]] += classes[loc.class].waves.len();
            }
        }
        System {
            locals,
            index,
            objects,
            class_positions,
            norm,
            cfg: cfg.clone(),
            width,
            start,
        }
    }

    fn encoder(&self) -> Encoder<'_> {
        Encoder {
            locals: &self.locals,
            index: &self.index,
            objects: &self.objects,
            positions: &self.class_positions,
            cfg: &self.cfg,
            width: self.width,
            norm: &self.norm,
        }
    }

    fn int<N: Num>(&self, v: i64) -> N {
        N::lit(v, self.width)
    }

    /// Width of a local-state index with one extra value (BMC's skip).
    fn pick_width(&self) -> u32 {
        usize::BITS - (self.locals.len() + 1).leading_zeros()
    }

    /// The launch state ("Barrier Objects": objects the configuration initialises at launch).
    fn initial<N: Num>(&self) -> State<N> {
        State {
            counts: self.start.iter().map(|&n| self.int(n as i64)).collect(),
            objects: self
                .objects
                .iter()
                .map(|o| {
                    let k = self
                        .cfg
                        .initial
                        .iter()
                        .find(|(x, _)| x == o)
                        .map(|(_, k)| *k);
                    ObjVars {
                        init: Bool::from_bool(k.is_some()),
                        expected: self.int(k.unwrap_or(0) as i64),
                        arrived: self.int(0),
                        count: self.int(0),
                    }
                })
                .collect(),
        }
    }

    /// Fresh constants for a state, named after `tag`.
    fn fresh<N: Num>(&self, tag: &str) -> State<N> {
        State {
            counts: (0..self.locals.len())
                .map(|l| {
                    if self.norm[l] == l {
                        N::var(format!("n_{l}_{tag}"), self.width)
                    } else {
                        self.int(0)
                    }
                })
                .collect(),
            objects: (0..self.objects.len())
                .map(|oi| ObjVars {
                    init: Bool::new_const(format!("init_{oi}_{tag}")),
                    expected: N::var(format!("exp_{oi}_{tag}"), self.width),
                    arrived: N::var(format!("arr_{oi}_{tag}"), self.width),
                    count: N::var(format!("cnt_{oi}_{tag}"), self.width),
                })
                .collect(),
        }
    }

    /// One step from `cur` to `next` (fresh constants): the local state `pick[l]` selects
    /// fires its transition; when no pick holds, nothing changes. The constraints go to
    /// `out`; `tag` names the intermediate constants.
    fn step<N: Num>(
        &self,
        cur: &State<N>,
        next: &State<N>,
        pick: &[Bool],
        tag: &str,
        out: &mut Vec<Bool>,
    ) {
        let enc = self.encoder();
        let int = |v: i64| -> N { self.int(v) };
        let trans: Vec<Transition<N>> = (0..self.locals.len())
            .map(|l| enc.transition(l, &cur.objects))
            .collect();
        // The pick must be enabled: waves there, not blocked, no violation.
        for (l, t) in trans.iter().enumerate() {
            let mut ok = vec![cur.counts[l].more(&int(0)), t.blocked.not()];
            ok.extend(t.checks.iter().map(|(_, c)| c.not()));
            out.push(pick[l].implies(Bool::and(&ok)));
        }
        // Object state after the step.
        let mut completed = Vec::new();
        for (oi, v0) in cur.objects.iter().enumerate() {
            let mut v = v0.clone();
            let mut comp = Bool::from_bool(false);
            for (l, t) in trans.iter().enumerate() {
                if !t.touched[oi] {
                    continue;
                }
                let sel = &pick[l];
                let n = &t.objects[oi];
                v = ObjVars {
                    init: sel.ite(&n.init, &v.init),
                    expected: sel.ite(&n.expected, &v.expected),
                    arrived: sel.ite(&n.arrived, &v.arrived),
                    count: sel.ite(&n.count, &v.count),
                };
                comp = sel.ite(&t.completes[oi], &comp);
            }
            let f = &next.objects[oi];
            out.push(f.init.eq(&v.init));
            out.push(f.expected.same(&v.expected));
            out.push(f.arrived.same(&v.arrived));
            out.push(f.count.same(&v.count));
            let c = Bool::new_const(format!("complete_{oi}_{tag}"));
            out.push(c.eq(&comp));
            completed.push(c);
        }
        // Counts: the picked wave moves to its successor ...
        let mut moved: Vec<N> = cur.counts.clone();
        for (l, t) in trans.iter().enumerate() {
            let one = pick[l].ite(&int(1), &int(0));
            moved[l] = moved[l].minus(&one);
            if let Some(n) = t.next {
                moved[n] = moved[n].plus(&one);
            }
        }
        // ... then every wave whose bit on a completed object was "current" sees it
        // completed (and, in a wait, passes it).
        for (oi, &o) in self.objects.iter().enumerate() {
            let mut after = moved.clone();
            for (l, loc) in self.locals.iter().enumerate() {
                if self.norm[l] != l || loc.bit(o) != Some(false) {
                    continue;
                }
                let mut flipped = loc.clone();
                let i = flipped.objects.iter().position(|&x| x == o).unwrap_or(0);
                flipped.old[i] = true;
                let dest = self.norm[self.index[&flipped]];
                after[l] = completed[oi].ite(&int(0), &after[l]);
                after[dest] = completed[oi].ite(&after[dest].plus(&moved[l]), &after[dest]);
            }
            moved = after;
        }
        for (l, (f, m)) in next.counts.iter().zip(&moved).enumerate() {
            if self.norm[l] == l {
                out.push(f.same(m));
            }
        }
    }

    /// The question `q` on state `s`. For undefined behaviour, `probe(l)` says that local state
    /// names the local state whose next step breaks the rule.
    fn goal<N: Num>(
        &self,
        q: Question,
        except: &[ViolationKind],
        s: &State<N>,
        probe: &dyn Fn(usize) -> Bool,
    ) -> Bool {
        let enc = self.encoder();
        let int = |v: i64| -> N { self.int(v) };
        match q {
            Question::Deadlock => {
                let mut stuck = Vec::new();
                let mut waiting = Vec::new();
                for (l, loc) in self.locals.iter().enumerate() {
                    let zero = s.counts[l].same(&int(0));
                    if loc.done {
                        continue;
                    }
                    if !loc.waiting {
                        stuck.push(zero);
                        continue;
                    }
                    let t = enc.transition(l, &s.objects);
                    stuck.push(Bool::or(&[zero.clone(), t.blocked.clone()]));
                    waiting.push(zero.not());
                }
                stuck.push(Bool::or(&waiting));
                Bool::and(&stuck)
            }
            Question::AnyViolation | Question::Violation(_) => {
                let mut any = Vec::new();
                for l in 0..self.locals.len() {
                    let t = enc.transition(l, &s.objects);
                    let mut earlier: Vec<Bool> = Vec::new();
                    for (kind, c) in &t.checks {
                        let wanted = match q {
                            Question::Violation(k) => *kind == k,
                            _ => !except.contains(kind),
                        };
                        if wanted {
                            let mut conj = earlier.iter().map(|e| e.not()).collect::<Vec<_>>();
                            conj.push(c.clone());
                            conj.push(s.counts[l].more(&int(0)));
                            conj.push(probe(l));
                            any.push(Bool::and(&conj));
                        }
                        earlier.push(c.clone());
                    }
                }
                Bool::or(&any)
            }
        }
    }
}

/// The unrolled transition system for bounded model checking.
struct Bmc {
    /// The unrolling, asserted once; each question is pushed on top and popped.
    /// (Measured: re-solving from scratch per question is slower.)
    solver: Solver,
    /// Per step: which local state fires (`locals.len()`: skip), as a bit-vector index so
    /// the question stays in QF_BV.
    picks: Vec<BV>,
    /// The state after the last step.
    last: State<BV>,
}

impl Bmc {
    /// Unrolls `steps` steps. Skips come last, so the first skip is the run's length.
    fn new(sys: &System, steps: usize, timeout_ms: u32) -> Bmc {
        let mut assertions: Vec<Bool> = Vec::new();
        let skip = sys.locals.len();
        let pick_width = sys.pick_width();
        let mut state: State<BV> = sys.initial();
        let mut picks = Vec::new();
        let mut prev_skip: Option<Bool> = None;
        for s in 0..steps {
            let pick_index = BV::new_const(format!("pick_{s}"), pick_width);
            assertions.push(pick_index.bvule(BV::from_u64(skip as u64, pick_width)));
            let pick: Vec<Bool> = (0..=skip)
                .map(|l| pick_index.eq(BV::from_u64(l as u64, pick_width)))
                .collect();
            let is_skip = pick[skip].clone();
            if let Some(p) = &prev_skip {
                assertions.push(p.implies(&is_skip));
            }
            prev_skip = Some(is_skip);
            let next = sys.fresh(&s.to_string());
            sys.step(
                &state,
                &next,
                &pick[..skip],
                &s.to_string(),
                &mut assertions,
            );
            state = next;
            picks.push(pick_index);
        }
        let solver = Solver::new_for_logic("QF_BV").unwrap_or_default();
        let mut params = Params::new();
        params.set_u32("timeout", timeout_ms.max(1));
        solver.set_params(&params);
        for a in &assertions {
            solver.assert(a);
        }
        Bmc {
            solver,
            picks,
            last: state,
        }
    }

    fn ask(&self, sys: &System, q: Question, except: &[ViolationKind], shortest: bool) -> Answer {
        let probe = BV::new_const("probe", sys.pick_width());
        let goal = sys.goal(q, except, &self.last, &|l| {
            probe.eq(BV::from_u64(l as u64, sys.pick_width()))
        });
        match self.solve(sys, &goal, shortest) {
            Ok(Some(model)) => {
                let mut run = Vec::new();
                for p in &self.picks {
                    match chosen(&model, p).and_then(|v| sys.locals.get(v)) {
                        Some(l) => run.push(l.clone()),
                        None => break,
                    }
                }
                if q != Question::Deadlock {
                    match chosen(&model, &probe).and_then(|v| sys.locals.get(v)) {
                        Some(l) => run.push(l.clone()),
                        None => {
                            return Answer::Unknown(
                                "the solver's model has no violating step".into(),
                            );
                        }
                    }
                }
                Answer::Reachable(run)
            }
            Ok(None) => Answer::Unreachable,
            Err(reason) => Answer::Unknown(reason),
        }
    }

    /// Checks the asserted question; with `shortest`, binary-searches the first skip.
    fn solve(
        &self,
        sys: &System,
        goal: &Bool,
        shortest: bool,
    ) -> Result<Option<z3::Model>, String> {
        let skip = sys.locals.len();
        let pick_width = sys.pick_width();
        let solver = &self.solver;
        let check = |assume: &[Bool]| -> Result<Option<z3::Model>, String> {
            solver.push();
            solver.assert(goal);
            let r = solver.check_assumptions(assume);
            let r = match r {
                SatResult::Sat => Ok(solver.get_model()),
                SatResult::Unsat => Ok(None),
                SatResult::Unknown => Err(solver
                    .get_reason_unknown()
                    .unwrap_or_else(|| "unknown".into())),
            };
            solver.pop(1);
            r
        };
        let Some(mut best) = check(&[])? else {
            return Ok(None);
        };
        if !shortest || self.picks.is_empty() {
            return Ok(Some(best));
        }
        let len = |m: &z3::Model| {
            self.picks
                .iter()
                .position(|p| chosen(m, p) == Some(skip))
                .unwrap_or(self.picks.len())
        };
        let (mut lo, mut hi) = (0usize, len(&best));
        while lo < hi {
            let mid = (lo + hi) / 2;
            match check(&[self.picks[mid].eq(BV::from_u64(skip as u64, pick_width))]) {
                Ok(Some(m)) => {
                    hi = len(&m).min(mid);
                    best = m;
                }
                Ok(None) => lo = mid + 1,
                // A slow minimisation keeps the run found so far.
                Err(_) => break,
            }
        }
        Ok(Some(best))
    }
}

/// A candidate invariant of the counter system: a fact about one state that may hold in
/// every reachable state. [`System::invariant`] keeps the candidates that are inductive.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Lemma {
    /// No wave is ever in this local state.
    Empty(usize),
    /// Counts are never negative (integers stand for unsigned counters).
    NonNegative,
    /// The waves of a class are somewhere in the class's local states.
    ClassSize(usize),
    /// The object's "initialised" flag never changes from this value.
    Initialised(usize, bool),
    /// The object's expected count is always this value.
    Expected(usize, u32),
    /// The expected count is this value less the waves that have ended (the implicit drop).
    ExpectedLessEnded(usize, u32),
    /// The arrive count is the number of outstanding arrives of waves whose phase is current.
    Arrived(usize),
    /// A phase with an expected count is never full without completing.
    BelowExpected(usize),
    /// The arrive count stays zero.
    NoArrive(usize),
    /// NVIDIA: no phase ever has a thread count.
    NoCount(usize),
    /// NVIDIA: a phase's thread count, when it has one, is always this value.
    CountIs(usize, u32),
}

impl System {
    /// The candidates: every local state empty, the class sizes, and per object its flag,
    /// its expected count (constant, or less the ended waves), its arrive count (zero, or
    /// the current arrivers) and `arrived < expected`.
    fn candidates(&self) -> Vec<Lemma> {
        let reachable = self.structurally_reachable();
        let mut out: Vec<Lemma> = (0..self.locals.len())
            .filter(|&l| self.norm[l] == l && !reachable[l])
            .map(Lemma::Empty)
            .collect();
        out.push(Lemma::NonNegative);
        out.extend((0..self.class_positions.len()).map(Lemma::ClassSize));
        let mut ks: BTreeSet<u32> = self.cfg.initial.iter().map(|(_, k)| *k).collect();
        for p in self.class_positions.iter().flatten() {
            match p.action {
                Action::Init { k, .. }
                | Action::Arrive {
                    expected: Some(k), ..
                } => {
                    ks.insert(k);
                }
                _ => {}
            }
        }
        for oi in 0..self.objects.len() {
            out.push(Lemma::Initialised(oi, true));
            out.push(Lemma::Initialised(oi, false));
            out.extend(ks.iter().map(|&k| Lemma::Expected(oi, k)));
            out.extend(ks.iter().map(|&k| Lemma::ExpectedLessEnded(oi, k)));
            out.push(Lemma::Arrived(oi));
            out.push(Lemma::BelowExpected(oi));
            out.push(Lemma::NoArrive(oi));
            out.push(Lemma::NoCount(oi));
            out.extend(ks.iter().map(|&k| Lemma::CountIs(oi, k)));
        }
        out
    }

    /// The local states a wave can get to along its own transitions and phase completions,
    /// whatever the objects do. The others are empty in every reachable state; the states
    /// reachable here are left to the solver (a candidate for each of them would cost one
    /// round of [`System::invariant`] apiece).
    fn structurally_reachable(&self) -> Vec<bool> {
        let enc = self.encoder();
        let mut seen = vec![false; self.locals.len()];
        let mut work: Vec<usize> = (0..self.locals.len())
            .filter(|&l| self.start[l] > 0)
            .collect();
        while let Some(l) = work.pop() {
            if std::mem::replace(&mut seen[l], true) {
                continue;
            }
            let loc = &self.locals[l];
            let mut succ: Vec<usize> = enc.next_of(loc).map(|n| self.norm[n]).into_iter().collect();
            for (i, &old) in loc.old.iter().enumerate() {
                if !old {
                    let mut flipped = loc.clone();
                    flipped.old[i] = true;
                    succ.push(self.norm[self.index[&flipped]]);
                }
            }
            work.extend(succ.into_iter().filter(|&n| !seen[n]));
        }
        seen
    }

    /// `lemma` on state `s`, in integer arithmetic (sums of counters are what the lemmas
    /// are about; see [`super::num`]).
    fn lemma(&self, lemma: Lemma, s: &State<Int>) -> Bool {
        let int = |v: i64| Int::from_i64(v);
        let sum = |keep: &dyn Fn(&LocalState) -> u64| -> Int {
            let terms: Vec<Int> = self
                .locals
                .iter()
                .enumerate()
                .filter(|(l, _)| self.norm[*l] == *l)
                .filter_map(|(l, loc)| match keep(loc) {
                    0 => None,
                    1 => Some(s.counts[l].clone()),
                    w => Some(Int::mul(&[s.counts[l].clone(), int(w as i64)])),
                })
                .collect();
            if terms.is_empty() {
                int(0)
            } else {
                Int::add(&terms)
            }
        };
        match lemma {
            Lemma::Empty(l) => s.counts[l].eq(int(0)),
            Lemma::NonNegative => {
                let mut facts: Vec<Bool> = (0..self.locals.len())
                    .filter(|&l| self.norm[l] == l)
                    .map(|l| s.counts[l].ge(int(0)))
                    .collect();
                for v in &s.objects {
                    facts.push(v.expected.ge(int(0)));
                    facts.push(v.arrived.ge(int(0)));
                    facts.push(v.count.ge(int(0)));
                }
                Bool::and(&facts)
            }
            Lemma::ClassSize(c) => {
                let waves: usize = self
                    .locals
                    .iter()
                    .enumerate()
                    .filter(|(_, loc)| loc.class == c)
                    .map(|(l, _)| self.start[l])
                    .sum();
                sum(&|loc| u64::from(loc.class == c)).eq(int(waves as i64))
            }
            Lemma::Initialised(oi, b) => s.objects[oi].init.eq(Bool::from_bool(b)),
            Lemma::Expected(oi, k) => s.objects[oi].expected.eq(int(k as i64)),
            Lemma::ExpectedLessEnded(oi, k) => Int::add(&[
                s.objects[oi].expected.clone(),
                sum(&|loc| u64::from(loc.done)),
            ])
            .eq(int(k as i64)),
            Lemma::Arrived(oi) => {
                let o = self.objects[oi];
                let arrivers = sum(&|loc| {
                    if loc.done || loc.bit(o) != Some(false) {
                        return 0;
                    }
                    let p = &self.class_positions[loc.class][loc.pos];
                    p.pending.get(&o).copied().unwrap_or(0) as u64
                });
                s.objects[oi].arrived.eq(arrivers)
            }
            Lemma::BelowExpected(oi) => {
                let v = &s.objects[oi];
                Bool::and(&[v.init.clone(), v.expected.eq(int(0)).not()])
                    .implies(v.arrived.lt(&v.expected))
            }
            Lemma::NoArrive(oi) => s.objects[oi].arrived.eq(int(0)),
            Lemma::NoCount(oi) => s.objects[oi].count.eq(int(0)),
            Lemma::CountIs(oi, k) => {
                let c = &s.objects[oi].count;
                Bool::or(&[c.eq(int(0)), c.eq(int(k as i64))])
            }
        }
    }

    /// The strongest conjunction of [`System::candidates`] that holds at launch and is
    /// preserved by every step (Houdini: drop the candidates a counterexample to induction
    /// breaks until none is broken). Every lemma returned holds in every reachable state,
    /// because Z3 proved it inductive; an empty list when the solver gives up.
    fn invariant(&self, timeout_ms: u32) -> Vec<Lemma> {
        let init: State<Int> = self.initial();
        let mut alive: Vec<Lemma> = self
            .candidates()
            .into_iter()
            .filter(|&c| self.lemma(c, &init).simplify().as_bool() == Some(true))
            .collect();
        let cur: State<Int> = self.fresh("ind");
        let next: State<Int> = self.fresh("ind_next");
        let pick_index = Int::new_const("pick_ind");
        let pick: Vec<Bool> = (0..self.locals.len())
            .map(|l| pick_index.eq(Int::from_u64(l as u64)))
            .collect();
        let mut relation = Vec::new();
        self.step(&cur, &next, &pick, "ind", &mut relation);
        // A solver for the logic: the default one costs milliseconds to set up.
        let solver = Solver::new_for_logic("QF_LIA").unwrap_or_default();
        let mut params = Params::new();
        params.set_u32("timeout", timeout_ms.max(1));
        solver.set_params(&params);
        for r in &relation {
            solver.assert(r);
        }
        let mut round = 0u32;
        loop {
            round += 1;
            tracing::trace!(round, candidates = alive.len(), "houdini");
            solver.push();
            for &c in &alive {
                solver.assert(self.lemma(c, &cur));
            }
            let after: Vec<Bool> = alive.iter().map(|&c| self.lemma(c, &next)).collect();
            let broken: Vec<Bool> = after.iter().map(|b| b.not()).collect();
            solver.assert(Bool::or(&broken));
            let r = solver.check();
            let model = solver.get_model();
            solver.pop(1);
            match (r, model) {
                (SatResult::Unsat, _) => return alive,
                (SatResult::Sat, Some(m)) => {
                    let before = alive.len();
                    let keep: Vec<bool> = after
                        .iter()
                        .map(|b| m.eval(b, true).and_then(|v| v.as_bool()) == Some(true))
                        .collect();
                    let mut i = 0;
                    alive.retain(|_| {
                        i += 1;
                        keep[i - 1]
                    });
                    if alive.len() == before {
                        return Vec::new();
                    }
                }
                _ => return Vec::new(),
            }
        }
    }
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
            bmc: std::cell::OnceCell::new(),
            invariant: std::cell::OnceCell::new(),
            timeout_ms,
            steps,
        }
    }

    /// The local states, for reading answers.
    pub fn locals(&self) -> &[LocalState] {
        &self.sys.locals
    }

    /// Asks `q`, excluding the violation kinds in `except`; with `shortest`, the run has the
    /// fewest steps.
    pub fn ask(&self, q: Question, except: &[ViolationKind], shortest: bool) -> Answer {
        let t = std::time::Instant::now();
        let invariant = self.invariant.get_or_init(|| {
            let inv = self.sys.invariant(self.timeout_ms);
            tracing::debug!(
                elapsed_ms = t.elapsed().as_millis() as u64,
                lemmas = ?inv,
                "invariant"
            );
            inv
        });
        if self.inductive(invariant, q, except) {
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

    /// Whether the invariant excludes `q` on every state it admits (then no reachable state
    /// answers `q`).
    fn inductive(&self, invariant: &[Lemma], q: Question, except: &[ViolationKind]) -> bool {
        let s: State<Int> = self.sys.fresh("goal");
        let probe = Int::new_const("probe_goal");
        // A solver for the logic: the default one costs milliseconds to set up.
        let solver = Solver::new_for_logic("QF_LIA").unwrap_or_default();
        let mut params = Params::new();
        params.set_u32("timeout", self.timeout_ms.max(1));
        solver.set_params(&params);
        for &c in invariant {
            solver.assert(self.sys.lemma(c, &s));
        }
        solver.assert(
            self.sys
                .goal(q, except, &s, &|l| probe.eq(Int::from_u64(l as u64))),
        );
        let r = solver.check();
        if let (SatResult::Sat, Some(m)) = (r, solver.get_model()) {
            let occupied: Vec<String> = self
                .sys
                .locals
                .iter()
                .enumerate()
                .filter_map(|(l, loc)| {
                    let n = m.eval(&s.counts[l], true)?.as_u64()?;
                    (n > 0).then(|| format!("{n}x{loc:?}"))
                })
                .collect();
            let objs: Vec<String> = s
                .objects
                .iter()
                .map(|o| {
                    format!(
                        "init={:?} exp={:?} arr={:?}",
                        m.eval(&o.init, true),
                        m.eval(&o.expected, true),
                        m.eval(&o.arrived, true)
                    )
                })
                .collect();
            tracing::trace!(?occupied, ?objs, "not inductive");
        }
        r == SatResult::Unsat
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

/// The value of a pick index in `m`.
fn chosen(m: &z3::Model, pick: &BV) -> Option<usize> {
    m.eval(pick, true)
        .and_then(|v| v.as_u64())
        .map(|v| v as usize)
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
        checks: &mut Vec<(ViolationKind, Bool)>,
    ) -> Bool {
        checks.push((ViolationKind::Uninitialized, v.init.not()));
        // "A thread may not arrive and then drop a barrier object unless the barrier
        // completes before the barrier drop."
        checks.push((
            ViolationKind::ArriveThenDrop,
            Bool::from_bool(l.bit(o) == Some(false) && !l.waiting),
        ));
        // "A barrier drop cannot cause the expected count to become negative."
        checks.push((
            ViolationKind::NegativeExpectedCount,
            v.expected.same(&self.int(0)),
        ));
        let expected = v.expected.minus(&self.int(1));
        let completes = Bool::and(&[v.arrived.more(&self.int(0)), v.arrived.same(&expected)]);
        v.expected = expected;
        v.arrived = completes.ite(&self.int(0), &v.arrived);
        v.count = completes.ite(&self.int(0), &v.count);
        completes
    }

    /// The local state a wave in `l` moves to when its next transition succeeds (before
    /// normalisation and before completed phases flip bits).
    fn next_of(&self, l: &LocalState) -> Option<usize> {
        if l.done {
            return None;
        }
        match (&self.positions[l.class][l.pos].action, l.waiting) {
            (Action::Wait { .. }, true)
            | (Action::Local | Action::Init { .. } | Action::Drop { .. }, _) => {
                self.succ(l, l.pos + 1, false, &[])
            }
            (&Action::Arrive { object, .. }, _) => {
                self.succ(l, l.pos + 1, false, &[(object, false)])
            }
            (&Action::Wait { object, pending }, false) => {
                // Without an own arrive the wait depends on the phase in progress.
                let bit = pending >= 1 && l.bit(object).unwrap_or(false);
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
        let mut completes = vec![Bool::from_bool(false); self.objects.len()];
        let mut checks = Vec::new();
        let mut blocked = Bool::from_bool(false);
        let mut next = None;
        let mut touched = vec![false; self.objects.len()];
        if l.done {
            return Transition {
                checks,
                objects,
                completes,
                blocked: Bool::from_bool(true),
                next,
                touched,
            };
        }
        let p = &self.positions[l.class][l.pos];
        match (&p.action, l.waiting) {
            (Action::Wait { object, .. }, true) => {
                // "Barrier wait": completes once the phase it depends on has completed.
                blocked = Bool::from_bool(l.bit(*object) == Some(false));
                next = self.next_of(l).map(|n| self.norm[n]);
            }
            (Action::Static(kind), _) => {
                checks.push((*kind, Bool::from_bool(true)));
            }
            (Action::Local, _) => next = self.succ(l, l.pos + 1, false, &[]),
            (&Action::Init { object, k }, _) => {
                let v = &mut objects[self.oi(object)];
                // LLVM: "Explicit initializing operations must not race signal operations".
                checks.push((
                    ViolationKind::InitRace,
                    Bool::and(&[v.init.clone(), v.arrived.more(&self.int(0))]),
                ));
                v.init = Bool::from_bool(true);
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
                    v.expected = v.init.ite(&v.expected, &k);
                } else {
                    checks.push((ViolationKind::Uninitialized, v.init.not()));
                }
                v.init = Bool::from_bool(true);
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
                            Bool::and(&[v.count.more(&self.int(0)), v.count.same(&ki).not()]),
                        ));
                        v.count = ki.clone();
                    } else if object.is_named() && r.llvm_named_rules {
                        checks.push((
                            ViolationKind::InitRace,
                            Bool::and(&[v.arrived.more(&self.int(0)), v.expected.same(&ki).not()]),
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
                        Bool::or(&[Bool::from_bool(k == 0), below]),
                    ));
                    v.expected = ki;
                }
                let arrived = v.arrived.plus(&self.int(1));
                let done = arrived.same(&v.expected);
                v.arrived = done.ite(&self.int(0), &arrived);
                v.count = done.ite(&self.int(0), &v.count);
                completes[oi] = done;
                next = self.next_of(l).map(|n| self.norm[n]);
            }
            (&Action::Wait { object, pending }, false) => {
                let v = &objects[self.oi(object)];
                checks.push((ViolationKind::Uninitialized, v.init.not()));
                // "Barrier phase separation": two arrives before one wait.
                checks.push((
                    ViolationKind::PhaseSeparation,
                    Bool::from_bool(pending >= 2),
                ));
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
                        checks.push((k, Bool::and(&[v.init.clone(), cond])));
                    }
                    objects[oi] = ObjVars {
                        init: v.init.clone(),
                        expected: v.init.ite(&after.expected, &v.expected),
                        arrived: v.init.ite(&after.arrived, &v.arrived),
                        count: v.init.ite(&after.count, &v.count),
                    };
                    completes[oi] = Bool::and(&[v.init.clone(), comp]);
                }
                next = self.next_of(l).map(|n| self.norm[n]);
            }
        }
        for (oi, t) in touched.iter_mut().enumerate() {
            if !objects[oi].init.ast_eq(&state[oi].init)
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
