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

use crate::model::interp::ViolationKind;
use crate::model::{BarrierObject, ModelConfig, Operation, Program, Step};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use z3::ast::{BV, Bool};
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
pub struct Encoding {
    /// The transition system, asserted once; each question is pushed on top and popped.
    /// (Measured: re-solving from scratch per question is slower.)
    solver: Solver,
    locals: Vec<LocalState>,
    /// Local-state index by contents.
    objects: Vec<BarrierObject>,
    /// Per step: which local state fires (`locals.len()`: skip), as a bit-vector index so
    /// the question stays in QF_BV.
    picks: Vec<BV>,
    /// Width of the pick indexes.
    pick_width: u32,
    /// Width of the counters.
    width: u32,
    /// Counts per local state after the last step.
    last_counts: Vec<BV>,
    last_objects: Vec<ObjVars>,
    class_positions: Vec<Vec<Position>>,
    norm: Vec<usize>,
    cfg: ModelConfig,
    /// Size for logs.
    pub steps: usize,
}

#[derive(Clone)]
struct ObjVars {
    init: Bool,
    expected: BV,
    arrived: BV,
    /// NVIDIA: the thread count (in warps) of the current phase, 0 if none.
    count: BV,
}

/// The effect and checks of one local state's next transition on the object state.
struct Transition {
    /// (kind, condition) in check order: the first that holds is the violation.
    checks: Vec<(ViolationKind, Bool)>,
    /// New object state when no check holds.
    objects: Vec<ObjVars>,
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

impl Encoding {
    /// Builds the transition system of `classes` (with `counts[c]` waves in class `c`) under
    /// `cfg`. `timeout_ms` bounds each solver call.
    pub fn new(classes: &[Class], cfg: &ModelConfig, timeout_ms: u32) -> Encoding {
        let mut assertions: Vec<Bool> = Vec::new();
        let width = counter_width(classes, cfg);
        let int = |v: i64| BV::from_i64(v, width);
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
        let skip = locals.len();
        let steps: usize = classes
            .iter()
            .zip(&class_positions)
            .map(|(c, p)| c.waves.len() * transitions(p))
            .sum();

        // Initial state.
        let norm = normal_forms(&locals, &index, &class_positions, cfg, width, &objects);
        let mut start = vec![0usize; locals.len()];
        for (l, loc) in locals.iter().enumerate() {
            if loc.pos == 0 && !loc.waiting && !loc.done && loc.old.iter().all(|b| !b) {
                start[l] = classes[loc.class].waves.len();
            }
        }
        let mut counts: Vec<BV> = vec![int(0); locals.len()];
        for (l, &n) in start.iter().enumerate() {
            if n > 0 {
                counts[norm[l]] = int(n as i64);
            }
        }
        let mut state: Vec<ObjVars> = objects
            .iter()
            .map(|o| {
                let k = cfg.initial.iter().find(|(x, _)| x == o).map(|(_, k)| *k);
                ObjVars {
                    init: Bool::from_bool(k.is_some()),
                    expected: int(k.unwrap_or(0) as i64),
                    arrived: int(0),
                    count: int(0),
                }
            })
            .collect();
        // Invisible steps (see `is_invisible`) are taken as soon as they are enabled, as part
        // of the step that enabled them: a local state is only ever occupied in its normal
        // form. This is the interpreter's reduction, and it shortens the unrolling to the
        // steps other waves can observe.
        let pick_width = usize::BITS - (skip + 1).leading_zeros();
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
            let enc = Encoder {
                locals: &locals,
                index: &index,
                objects: &objects,
                positions: &class_positions,
                cfg,
                width,
                norm: &norm,
            };
            let trans: Vec<Transition> = (0..locals.len())
                .map(|l| enc.transition(l, &state))
                .collect();
            // The pick must be enabled: waves there, not blocked, no violation.
            for (l, t) in trans.iter().enumerate() {
                let mut ok = vec![counts[l].bvugt(int(0)), t.blocked.not()];
                ok.extend(t.checks.iter().map(|(_, c)| c.not()));
                assertions.push(pick[l].implies(Bool::and(&ok)));
            }
            // Object state after the step.
            let mut next_state = Vec::new();
            let mut completed = Vec::new();
            for (oi, cur) in state.iter().enumerate() {
                let mut v = cur.clone();
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
                let fresh = ObjVars {
                    init: Bool::new_const(format!("init_{oi}_{s}")),
                    expected: BV::new_const(format!("exp_{oi}_{s}"), width),
                    arrived: BV::new_const(format!("arr_{oi}_{s}"), width),
                    count: BV::new_const(format!("cnt_{oi}_{s}"), width),
                };
                assertions.push(fresh.init.eq(&v.init));
                assertions.push(fresh.expected.eq(&v.expected));
                assertions.push(fresh.arrived.eq(&v.arrived));
                assertions.push(fresh.count.eq(&v.count));
                next_state.push(fresh);
                let c = Bool::new_const(format!("complete_{oi}_{s}"));
                assertions.push(c.eq(&comp));
                completed.push(c);
            }
            // Counts: the picked wave moves to its successor ...
            let mut moved: Vec<BV> = counts.clone();
            for (l, t) in trans.iter().enumerate() {
                let one = pick[l].ite(&int(1), &int(0));
                moved[l] = moved[l].bvsub(&one);
                if let Some(n) = t.next {
                    moved[n] = moved[n].bvadd(&one);
                }
            }
            // ... then every wave whose bit on a completed object was "current" sees it
            // completed (and, in a wait, passes it).
            for (oi, &o) in objects.iter().enumerate() {
                let mut after = moved.clone();
                for (l, loc) in locals.iter().enumerate() {
                    if norm[l] != l || loc.bit(o) != Some(false) {
                        continue;
                    }
                    let mut flipped = loc.clone();
                    let i = flipped.objects.iter().position(|&x| x == o).unwrap_or(0);
                    flipped.old[i] = true;
                    let dest = norm[index[&flipped]];
                    after[l] = completed[oi].ite(&int(0), &after[l]);
                    after[dest] = completed[oi].ite(&after[dest].bvadd(&moved[l]), &after[dest]);
                }
                moved = after;
            }
            let fresh: Vec<BV> = (0..locals.len())
                .map(|l| {
                    if norm[l] == l {
                        BV::new_const(format!("n_{l}_{s}"), width)
                    } else {
                        int(0)
                    }
                })
                .collect();
            for (l, (f, m)) in fresh.iter().zip(&moved).enumerate() {
                if norm[l] == l {
                    assertions.push(f.eq(m));
                }
            }
            counts = fresh;
            state = next_state;
            picks.push(pick_index);
        }
        let solver = Solver::new_for_logic("QF_BV").unwrap_or_default();
        let mut params = Params::new();
        params.set_u32("timeout", timeout_ms.max(1));
        solver.set_params(&params);
        for a in &assertions {
            solver.assert(a);
        }
        Encoding {
            solver,
            locals,
            objects,
            picks,
            pick_width,
            width,
            last_counts: counts,
            norm,
            last_objects: state,
            class_positions,
            cfg: cfg.clone(),
            steps,
        }
    }

    /// The local states, for reading answers.
    pub fn locals(&self) -> &[LocalState] {
        &self.locals
    }

    /// Asks `q`, excluding the violation kinds in `except`; with `shortest`, the run has the
    /// fewest steps.
    pub fn ask(&self, q: Question, except: &[ViolationKind], shortest: bool) -> Answer {
        let goal;
        let enc = Encoder {
            locals: &self.locals,
            index: &HashMap::new(),
            objects: &self.objects,
            positions: &self.class_positions,
            cfg: &self.cfg,
            width: self.width,
            norm: &self.norm,
        };
        let int = |v: i64| BV::from_i64(v, self.width);
        let probe = BV::new_const("probe", self.pick_width);
        match q {
            Question::Deadlock => {
                let mut stuck = Vec::new();
                let mut waiting = Vec::new();
                for (l, loc) in self.locals.iter().enumerate() {
                    let zero = self.last_counts[l].eq(int(0));
                    if loc.done {
                        continue;
                    }
                    if !loc.waiting {
                        stuck.push(zero);
                        continue;
                    }
                    let t = enc.transition(l, &self.last_objects);
                    stuck.push(Bool::or(&[zero.clone(), t.blocked.clone()]));
                    waiting.push(zero.not());
                }
                stuck.push(Bool::or(&waiting));
                goal = Bool::and(&stuck);
            }
            Question::AnyViolation | Question::Violation(_) => {
                let mut any = Vec::new();
                for l in 0..self.locals.len() {
                    let t = enc.transition(l, &self.last_objects);
                    let mut earlier: Vec<Bool> = Vec::new();
                    for (kind, c) in &t.checks {
                        let wanted = match q {
                            Question::Violation(k) => *kind == k,
                            _ => !except.contains(kind),
                        };
                        if wanted {
                            let mut conj = earlier.iter().map(|e| e.not()).collect::<Vec<_>>();
                            conj.push(c.clone());
                            conj.push(self.last_counts[l].bvugt(int(0)));
                            conj.push(probe.eq(BV::from_u64(l as u64, self.pick_width)));
                            any.push(Bool::and(&conj));
                        }
                        earlier.push(c.clone());
                    }
                }
                goal = Bool::or(&any);
            }
        }
        match self.solve(&goal, shortest) {
            Ok(Some(model)) => {
                let mut run = Vec::new();
                for p in &self.picks {
                    match chosen(&model, p).and_then(|v| self.locals.get(v)) {
                        Some(l) => run.push(l.clone()),
                        None => break,
                    }
                }
                if q != Question::Deadlock {
                    match chosen(&model, &probe).and_then(|v| self.locals.get(v)) {
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
    fn solve(&self, goal: &Bool, shortest: bool) -> Result<Option<z3::Model>, String> {
        let skip = self.locals.len();
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
            match check(&[self.picks[mid].eq(BV::from_u64(skip as u64, self.pick_width))]) {
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
    fn int(&self, v: i64) -> BV {
        BV::from_i64(v, self.width)
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
    fn drop(
        &self,
        l: &LocalState,
        o: BarrierObject,
        v: &mut ObjVars,
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
            v.expected.eq(self.int(0)),
        ));
        let expected = v.expected.bvsub(self.int(1));
        let completes = Bool::and(&[v.arrived.bvugt(self.int(0)), v.arrived.eq(&expected)]);
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

    fn transition(&self, li: usize, state: &[ObjVars]) -> Transition {
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
                    Bool::and(&[v.init.clone(), v.arrived.bvugt(self.int(0))]),
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
                        v.arrived.bvugt(self.int(0)),
                    ));
                }
                if let Some(k) = expected {
                    let ki = self.int(k as i64);
                    if matches!(object, BarrierObject::Nvidia(_)) {
                        checks.push((
                            ViolationKind::CountMismatch,
                            Bool::and(&[v.count.bvugt(self.int(0)), v.count.eq(&ki).not()]),
                        ));
                        v.count = ki.clone();
                    } else if object.is_named() && r.llvm_named_rules {
                        checks.push((
                            ViolationKind::InitRace,
                            Bool::and(&[v.arrived.bvugt(self.int(0)), v.expected.eq(&ki).not()]),
                        ));
                    }
                    // "The new expected count cannot be less than (or equal to) the arrive count."
                    let below = if r.expected_update_allows_equal {
                        ki.bvult(&v.arrived)
                    } else {
                        ki.bvule(&v.arrived)
                    };
                    checks.push((
                        ViolationKind::ExpectedBelowArriveCount,
                        Bool::or(&[Bool::from_bool(k == 0), below]),
                    ));
                    v.expected = ki;
                }
                let arrived = v.arrived.bvadd(self.int(1));
                let done = arrived.eq(&v.expected);
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
                || !objects[oi].expected.ast_eq(&state[oi].expected)
                || !objects[oi].arrived.ast_eq(&state[oi].arrived)
                || !objects[oi].count.ast_eq(&state[oi].count)
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
