//! The reference interpreter: explores every interleaving of the waves' operations with
//! state hashing and reports completion, deadlock, or the undefined behaviour the spec lists.
//!
//! Written for obviousness: the state is explicit, each operation's rule is one match arm
//! citing the spec, and the only reduction is that a wave whose next step no other wave can
//! observe (a wait that is already satisfied and is its own, a join, a no-op) takes it
//! before anything else is interleaved. Breadth-first search makes every trace a shortest one.

use super::{BarrierObject, ModelConfig, Operation, Program, Step};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::fmt;

/// The undefined behaviours and errors the model defines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum ViolationKind {
    /// "It is undefined behavior for a barrier wait to never complete": no wave can move and
    /// some wave has not ended.
    Deadlock,
    /// "It is undefined behavior to operate on an uninitialized barrier object" / "The first
    /// element in `barrier-modification-order<BO>` is always a barrier init".
    Uninitialized,
    /// "A barrier drop cannot cause the expected count ... to become negative".
    NegativeExpectedCount,
    /// "the new expected count cannot be less than or equal to the arrive count" (model) /
    /// "must be greater than or equal to the arrive count" (GFX12 table).
    ExpectedBelowArriveCount,
    /// "Barrier init takes an additional unsigned positive integer argument k".
    ZeroExpectedCount,
    /// "A thread may not arrive and then drop a barrier object unless the barrier completes
    /// before the barrier drop" (Barrier drop races).
    ArriveThenDrop,
    /// "Barrier phase separation": a wave arrives twice before the wait its first arrive
    /// participates in.
    PhaseSeparation,
    /// "Join and Wait Ordering": a wait on a named barrier with no join before it.
    WaitWithoutJoin,
    /// "Join and Drop Ordering": a drop (leave) of a named barrier with no join before it.
    DropWithoutJoin,
    /// LLVM named-barrier rules: signal/wait counts since the join, or signal/wait on a barrier
    /// that is not the most recently joined, or use after leave.
    NamedBarrierOrdering,
    /// LLVM: "Explicit initializing operations must not race signal or leave operations";
    /// "Initializing signal operations with contradicting member counts must not race".
    InitRace,
    /// GFX12 table: only one wave per workgroup may arrive at a cluster barrier in a phase.
    ClusterArriveTwice,
    /// The trap barriers (-2, -4) and BAR.SYNCALL are privileged: not accessible by a shader.
    PrivilegedBarrier,
    /// NVIDIA: threads arriving in one phase give different thread counts.
    CountMismatch,
}

impl fmt::Display for ViolationKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = serde_json::to_value(self).ok();
        write!(f, "{}", s.as_ref().and_then(|v| v.as_str()).unwrap_or("?"))
    }
}

/// State of one barrier object.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ObjectState {
    pub initialized: bool,
    pub expected: i64,
    pub arrived: i64,
    /// Completed phases so far.
    pub phase: u32,
    /// Waves that arrived in the current phase (bit per wave).
    pub arrivers: u64,
    /// NVIDIA: the thread count the current phase's arrivals named.
    pub phase_count: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct WaveState {
    pc: usize,
    /// Arrives not yet consumed by a wait, per object: the phase each joined.
    pending: BTreeMap<BarrierObject, Vec<u32>>,
    /// Blocked in a wait until the object's phase exceeds this.
    waiting: Option<(BarrierObject, u32)>,
    /// Cluster objects: the phase in progress when this wave's last wait on it completed
    /// (absent: 0, the launch). A later phase completed by another wave's arrive made for the
    /// workgroup is one this wave has not waited on yet.
    seen: BTreeMap<BarrierObject, u32>,
    /// Last joined named barrier (Some(0) = NULL).
    joined: Option<u8>,
    signals_since_join: u32,
    waits_since_join: u32,
    left: u32,
    done: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct State {
    objects: BTreeMap<BarrierObject, ObjectState>,
    waves: Vec<WaveState>,
}

/// One step of a trace.
#[derive(Clone, Debug, Serialize)]
pub struct TraceStep {
    pub wave: usize,
    /// Index into the wave's program, or `None` for the implicit end-of-wave drops.
    pub index: Option<usize>,
    pub line: u32,
    pub text: String,
    pub op: String,
    /// The objects the step touched, after it.
    pub state_after: String,
}

/// A violation with the interleaving that reaches it.
#[derive(Clone, Debug, Serialize)]
pub struct Violation {
    pub kind: ViolationKind,
    pub message: String,
    pub trace: Vec<TraceStep>,
    /// For deadlocks: what each wave is stuck on.
    pub stuck: Vec<String>,
}

/// Result of exploring all interleavings.
#[derive(Clone, Debug, Serialize)]
pub struct Outcome {
    /// One violation per kind (the shortest found), in kind order.
    pub violations: Vec<Violation>,
    pub states: usize,
    /// False if `max_states` stopped the search: absence of violations proves nothing then.
    pub complete: bool,
}

impl Outcome {
    /// No violation and the whole state space was explored.
    pub fn verified(&self) -> bool {
        self.complete && self.violations.is_empty()
    }
    /// The violation of `kind`, if found.
    pub fn find(&self, kind: ViolationKind) -> Option<&Violation> {
        self.violations.iter().find(|v| v.kind == kind)
    }
}

enum StepResult {
    Ok(State, String),
    Blocked,
    Violation(ViolationKind, String),
}

/// How a state was reached: (parent state, wave, step index, note).
type Edge = Option<(usize, usize, Option<usize>, String)>;

struct Interp<'a> {
    program: &'a Program,
    cfg: &'a ModelConfig,
}

fn describe(o: &ObjectState) -> String {
    if !o.initialized {
        return "uninitialised".into();
    }
    format!(
        "expected {} arrived {} phase {}",
        o.expected, o.arrived, o.phase
    )
}

impl Interp<'_> {
    fn initial(&self) -> State {
        let mut objects = BTreeMap::new();
        for &(o, k) in &self.cfg.initial {
            objects.insert(
                o,
                ObjectState {
                    initialized: true,
                    expected: k as i64,
                    arrived: 0,
                    phase: 0,
                    arrivers: 0,
                    phase_count: None,
                },
            );
        }
        let waves = (0..self.program.waves.len())
            .map(|_| WaveState {
                pc: 0,
                pending: BTreeMap::new(),
                waiting: None,
                seen: BTreeMap::new(),
                joined: None,
                signals_since_join: 0,
                waits_since_join: 0,
                left: 0,
                done: false,
            })
            .collect();
        State { objects, waves }
    }

    fn object<'s>(&self, s: &'s mut State, o: BarrierObject) -> &'s mut ObjectState {
        s.objects.entry(o).or_insert(ObjectState {
            initialized: false,
            expected: 0,
            arrived: 0,
            phase: 0,
            arrivers: 0,
            phase_count: None,
        })
    }

    /// Completes the phase when the counts meet (spec: "When an operation causes arrive
    /// count to be equal to expected count, the barrier is completed, and the arrive count is
    /// reset to zero").
    fn maybe_complete(obj: &mut ObjectState) {
        if obj.arrived > 0 && obj.arrived == obj.expected {
            obj.phase += 1;
            obj.arrived = 0;
            obj.arrivers = 0;
            obj.phase_count = None;
        }
    }

    /// A wave's next step is invisible to the others and always stays enabled.
    fn is_local(&self, s: &State, w: usize) -> bool {
        let ws = &s.waves[w];
        if ws.done {
            return false;
        }
        if let Some((o, target)) = ws.waiting {
            return s.objects.get(&o).is_some_and(|obj| obj.phase > target);
        }
        let invisible = match self.program.waves[w].get(ws.pc).map(|st| st.op) {
            Some(Operation::Join { .. }) => true,
            Some(Operation::Wait { object }) => {
                object.is_null() || ws.pending.get(&object).is_some_and(|p| !p.is_empty())
            }
            _ => false,
        };
        // A step that breaks a rule is visible: taking it alone would hide the others.
        invisible && matches!(self.step(s, w), StepResult::Ok(..))
    }

    fn drop_object(
        &self,
        s: &mut State,
        w: usize,
        o: BarrierObject,
    ) -> Result<String, (ViolationKind, String)> {
        let pending_phase = s.waves[w].pending.get(&o).and_then(|p| p.last().copied());
        let obj = self.object(s, o);
        if !obj.initialized {
            return Err((
                ViolationKind::Uninitialized,
                format!("drop of {o}, which is not initialised"),
            ));
        }
        // Barrier drop races: an arrive of this wave whose phase has not completed.
        if pending_phase.is_some_and(|p| p == obj.phase) {
            return Err((
                ViolationKind::ArriveThenDrop,
                format!("wave {w} drops {o} after arriving, before the phase completed"),
            ));
        }
        if obj.expected == 0 {
            return Err((
                ViolationKind::NegativeExpectedCount,
                format!("drop of {o} makes its expected count negative"),
            ));
        }
        obj.expected -= 1;
        Self::maybe_complete(obj);
        let d = describe(obj);
        Ok(format!("{o}: {d}"))
    }

    /// Performs wave `w`'s next step in `s`.
    fn step(&self, s: &State, w: usize) -> StepResult {
        let mut s = s.clone();
        let r = &self.cfg.readings;
        let ws = &s.waves[w];
        if ws.done {
            return StepResult::Blocked;
        }
        if let Some((o, target)) = ws.waiting {
            if let Some(phase) = s.objects.get(&o).map(|obj| obj.phase)
                && phase > target
            {
                let ws = &mut s.waves[w];
                if o.is_cluster() {
                    ws.seen.insert(o, phase);
                }
                ws.waiting = None;
                ws.pc += 1;
                return StepResult::Ok(s, format!("wait on {o} completes"));
            }
            return StepResult::Blocked;
        }
        let prog = &self.program.waves[w];
        let Some(step) = prog.get(ws.pc) else {
            // End of the wave: implicit drops of what it joined at launch.
            let mut notes = Vec::new();
            for &o in &self.cfg.drop_at_end {
                if s.objects.get(&o).is_some_and(|x| x.initialized) {
                    match self.drop_object(&mut s, w, o) {
                        Ok(n) => notes.push(n),
                        Err((k, m)) => {
                            return StepResult::Violation(
                                k,
                                format!("{m} (implicit drop when wave {w} ends)"),
                            );
                        }
                    }
                }
            }
            s.waves[w].done = true;
            return StepResult::Ok(s, format!("ends; {}", notes.join("; ")));
        };
        let note = match step.op {
            Operation::Init { object, k } => {
                if k == 0 {
                    return StepResult::Violation(
                        ViolationKind::ZeroExpectedCount,
                        format!("init of {object} with expected count 0"),
                    );
                }
                let obj = self.object(&mut s, object);
                if obj.initialized && obj.arrived > 0 {
                    return StepResult::Violation(
                        ViolationKind::InitRace,
                        format!(
                            "init of {object} while {} arrives of the current phase are counted (init races signal)",
                            obj.arrived
                        ),
                    );
                }
                obj.initialized = true;
                obj.expected = k as i64;
                obj.arrived = 0;
                format!("{object}: {}", describe(obj))
            }
            Operation::Drop { object } => {
                if object.is_named()
                    && s.waves[w].joined
                        != match object {
                            BarrierObject::Named(n) => Some(n),
                            _ => None,
                        }
                {
                    return StepResult::Violation(
                        ViolationKind::DropWithoutJoin,
                        format!("drop of {object} without a join before it"),
                    );
                }
                match self.drop_object(&mut s, w, object) {
                    Ok(n) => n,
                    Err((k, m)) => return StepResult::Violation(k, m),
                }
            }
            Operation::Leave => {
                let ws = &s.waves[w];
                let Some(n) = ws.joined.filter(|&n| n != 0) else {
                    return StepResult::Violation(
                        ViolationKind::DropWithoutJoin,
                        "s_barrier_leave with no named barrier joined".into(),
                    );
                };
                let o = BarrierObject::Named(n);
                if r.llvm_named_rules && ws.signals_since_join != ws.waits_since_join {
                    return StepResult::Violation(
                        ViolationKind::NamedBarrierOrdering,
                        format!(
                            "leave of {o} after {} signals but {} waits since the join",
                            ws.signals_since_join, ws.waits_since_join
                        ),
                    );
                }
                let n_note = match self.drop_object(&mut s, w, o) {
                    Ok(x) => x,
                    Err((k, m)) => return StepResult::Violation(k, m),
                };
                let ws = &mut s.waves[w];
                ws.left |= 1 << n;
                // "Leaving implicitly joins a null named barrier."
                ws.joined = Some(0);
                n_note
            }
            Operation::Join { object } => {
                let BarrierObject::Named(n) = object else {
                    return StepResult::Violation(
                        ViolationKind::Uninitialized,
                        format!("join on {object}, which is not a named barrier"),
                    );
                };
                let ws = &mut s.waves[w];
                ws.joined = Some(n);
                ws.signals_since_join = 0;
                ws.waits_since_join = 0;
                ws.left &= !(1 << n);
                format!("wave {w} joined {object}")
            }
            Operation::Arrive { object, expected } => {
                if object.is_null() {
                    s.waves[w].pc += 1;
                    return StepResult::Ok(s, "no-op on the NULL barrier".into());
                }
                if let Err((k, m)) = check_access(r, &s.waves[w], object, "signal") {
                    return StepResult::Violation(k, m);
                }
                let obj = self.object(&mut s, object);
                if !obj.initialized {
                    match expected {
                        Some(k) if object.is_named() && r.initializing_signal && k > 0 => {
                            obj.initialized = true;
                            obj.expected = k as i64;
                        }
                        _ => {
                            return StepResult::Violation(
                                ViolationKind::Uninitialized,
                                format!("arrive on {object}, which is not initialised"),
                            );
                        }
                    }
                }
                if object == BarrierObject::Cluster && obj.arrivers != 0 {
                    return StepResult::Violation(ViolationKind::ClusterArriveTwice, "a second wave of the workgroup arrives at the cluster barrier in one phase".into());
                }
                if let Some(k) = expected {
                    if matches!(object, BarrierObject::Nvidia(_)) {
                        if obj.phase_count.is_some_and(|c| c != k) {
                            return StepResult::Violation(
                                ViolationKind::CountMismatch,
                                format!(
                                    "{object}: arrivals name {} and {k} warps in one phase",
                                    obj.phase_count.unwrap_or(0)
                                ),
                            );
                        }
                        obj.phase_count = Some(k);
                    } else if object.is_named()
                        && obj.arrived > 0
                        && obj.expected != k as i64
                        && r.llvm_named_rules
                    {
                        return StepResult::Violation(
                            ViolationKind::InitRace,
                            format!(
                                "{object}: initializing signals with member counts {} and {k} race",
                                obj.expected
                            ),
                        );
                    }
                    let ok = if r.expected_update_allows_equal {
                        k as i64 >= obj.arrived
                    } else {
                        k as i64 > obj.arrived
                    };
                    if k == 0 || !ok {
                        return StepResult::Violation(
                            ViolationKind::ExpectedBelowArriveCount,
                            format!(
                                "arrive on {object} sets expected count {k} with {} already arrived",
                                obj.arrived
                            ),
                        );
                    }
                    obj.expected = k as i64;
                }
                let phase = obj.phase;
                obj.arrived += 1;
                obj.arrivers |= 1 << (w % 64);
                Self::maybe_complete(obj);
                let d = describe(obj);
                let ws = &mut s.waves[w];
                ws.pending.entry(object).or_default().push(phase);
                if object.is_named() {
                    ws.signals_since_join += 1;
                }
                format!("{object}: {d}")
            }
            Operation::Wait { .. } | Operation::WaitJoined => {
                let object = match step.op {
                    Operation::Wait { object } => object,
                    _ => match s.waves[w].joined {
                        Some(n) => BarrierObject::Named(n),
                        None => {
                            return StepResult::Violation(
                                ViolationKind::WaitWithoutJoin,
                                "wait on a named barrier with no named barrier joined".into(),
                            );
                        }
                    },
                };
                if object.is_null() {
                    s.waves[w].pc += 1;
                    return StepResult::Ok(s, "no-op on the NULL barrier".into());
                }
                if let BarrierObject::Named(n) = object
                    && s.waves[w].joined != Some(n)
                {
                    return StepResult::Violation(
                        ViolationKind::WaitWithoutJoin,
                        format!("wait on {object}, which this wave has not joined"),
                    );
                }
                if let Err((k, m)) = check_access(r, &s.waves[w], object, "wait") {
                    return StepResult::Violation(k, m);
                }
                let cur = {
                    let obj = self.object(&mut s, object);
                    if !obj.initialized {
                        return StepResult::Violation(
                            ViolationKind::Uninitialized,
                            format!("wait on {object}, which is not initialised"),
                        );
                    }
                    obj.phase
                };
                let ws = &mut s.waves[w];
                let pending = ws.pending.remove(&object).unwrap_or_default();
                if pending.len() >= 2 {
                    return StepResult::Violation(
                        ViolationKind::PhaseSeparation,
                        format!(
                            "wave {w} arrived {} times on {object} before this wait",
                            pending.len()
                        ),
                    );
                }
                // The wait depends on this wave's own arrive if it has one; otherwise on the
                // phase in progress (docs/semantics.md, "wait without a preceding arrive"),
                // or, on a cluster barrier, on the last phase another wave completed for the
                // workgroup since this wave's last wait on it (docs/semantics.md, "cluster
                // barriers").
                let seen = ws.seen.get(&object).copied().unwrap_or(0);
                let target = match pending.first() {
                    Some(&p) => p,
                    None if object.is_cluster() && cur > seen => cur - 1,
                    None => cur,
                };
                if object.is_named() {
                    ws.waits_since_join += 1;
                }
                ws.waiting = Some((object, target));
                // pc advances when the wait completes.
                return StepResult::Ok(
                    s,
                    format!("waits on {object} for phase {target} to complete"),
                );
            }
        };
        s.waves[w].pc += 1;
        StepResult::Ok(s, note)
    }

    /// The trace entry for wave `w` performing step `idx` (`None`: its end).
    fn trace_step(&self, w: usize, idx: Option<usize>, state_after: String) -> TraceStep {
        let st = idx.and_then(|k| self.program.waves[w].get(k));
        TraceStep {
            wave: w,
            index: idx,
            line: st.map(|s| s.line).unwrap_or(0),
            text: st
                .map(|s| s.text.clone())
                .unwrap_or_else(|| "(wave ends)".into()),
            op: st
                .map(|s| s.op.to_string())
                .unwrap_or_else(|| "end of wave".into()),
            state_after,
        }
    }

    fn stuck_report(&self, s: &State) -> Vec<String> {
        s.waves
            .iter()
            .enumerate()
            .filter(|(_, ws)| !ws.done)
            .map(|(w, ws)| match ws.waiting {
                Some((o, phase)) => {
                    let obj = &s.objects[&o];
                    let step = &self.program.waves[w][ws.pc];
                    format!(
                        "wave {w} waits at line {} ({}) on {o} for phase {phase}: {} of {} arrived",
                        step.line, step.text, obj.arrived, obj.expected
                    )
                }
                None => format!("wave {w} cannot proceed at step {}", ws.pc),
            })
            .collect()
    }
}

/// Checks an arrive ("signal") or a wait shares: the trap barriers are privileged, and LLVM's
/// named-barrier rules hold (the barrier is the most recently joined, not left since, and
/// the signals since the join equal the waits, plus one before a wait).
fn check_access(
    r: &super::Readings,
    ws: &WaveState,
    object: BarrierObject,
    verb: &str,
) -> Result<(), (ViolationKind, String)> {
    if matches!(
        object,
        BarrierObject::WorkgroupTrap | BarrierObject::ClusterTrap
    ) {
        return Err((
            ViolationKind::PrivilegedBarrier,
            format!("{object} is only available to the trap handler"),
        ));
    }
    let BarrierObject::Named(n) = object else {
        return Ok(());
    };
    if !r.llvm_named_rules || n == 0 {
        return Ok(());
    }
    let broken = |m: String| Err((ViolationKind::NamedBarrierOrdering, m));
    if ws.left & (1 << n) != 0 {
        return broken(format!(
            "{verb} of {object}: {object} is used after this wave left it"
        ));
    }
    if ws.joined != Some(n) {
        return broken(format!(
            "{verb} of {object}: {object} is not the most recently joined named barrier"
        ));
    }
    let (signals, waits) = (ws.signals_since_join, ws.waits_since_join);
    if verb == "wait" && signals != waits + 1 {
        return broken(format!(
            "wait on {object} after {signals} signals and {waits} waits since the join (needs one more signal than waits)"
        ));
    }
    if verb == "signal" && signals != waits {
        return broken(format!(
            "signal of {object} after {signals} signals but {waits} waits since the join"
        ));
    }
    Ok(())
}

/// Explores all interleavings of `program` under `cfg`.
pub fn explore(program: &Program, cfg: &ModelConfig) -> Outcome {
    let it = Interp { program, cfg };
    let init = it.initial();
    // Arena of states with the transition that produced each.
    let mut states: Vec<(State, Edge)> = vec![(init.clone(), None)];
    let mut index: HashMap<State, usize> = HashMap::new();
    index.insert(init, 0);
    let mut queue = VecDeque::from([0usize]);
    let mut found: BTreeMap<ViolationKind, Violation> = BTreeMap::new();
    let mut complete = true;
    let trace_to = |states: &Vec<(State, Edge)>, mut i: usize| {
        let mut steps = Vec::new();
        while let Some((parent, w, idx, note)) = &states[i].1 {
            steps.push(it.trace_step(*w, *idx, note.clone()));
            i = *parent;
        }
        steps.reverse();
        steps
    };
    while let Some(cur) = queue.pop_front() {
        let s = states[cur].0.clone();
        let n = s.waves.len();
        // Reduction: take a local step alone if there is one.
        let candidates: Vec<usize> = match (0..n).find(|&w| it.is_local(&s, w)) {
            Some(w) => vec![w],
            None => (0..n).collect(),
        };
        let mut any = false;
        for w in candidates {
            let idx = if s.waves[w].waiting.is_some() || s.waves[w].pc < program.waves[w].len() {
                Some(s.waves[w].pc)
            } else {
                None
            };
            match it.step(&s, w) {
                StepResult::Blocked => {}
                StepResult::Violation(kind, message) => {
                    any = true;
                    if let std::collections::btree_map::Entry::Vacant(slot) = found.entry(kind) {
                        let mut trace = trace_to(&states, cur);
                        trace.push(it.trace_step(w, idx, format!("undefined: {message}")));
                        slot.insert(Violation {
                            kind,
                            message,
                            trace,
                            stuck: Vec::new(),
                        });
                    }
                }
                StepResult::Ok(next, note) => {
                    any = true;
                    if let std::collections::hash_map::Entry::Vacant(slot) = index.entry(next) {
                        if states.len() >= cfg.max_states {
                            complete = false;
                            continue;
                        }
                        states.push((slot.key().clone(), Some((cur, w, idx, note))));
                        slot.insert(states.len() - 1);
                        queue.push_back(states.len() - 1);
                    }
                }
            }
        }
        if !any
            && s.waves.iter().any(|ws| !ws.done)
            && !found.contains_key(&ViolationKind::Deadlock)
        {
            let stuck = it.stuck_report(&s);
            found.insert(
                ViolationKind::Deadlock,
                Violation {
                    kind: ViolationKind::Deadlock,
                    message: "no wave can proceed: a barrier wait never completes".into(),
                    trace: trace_to(&states, cur),
                    stuck,
                },
            );
        }
    }
    Outcome {
        violations: found.into_values().collect(),
        states: states.len(),
        complete,
    }
}

/// Where a wave is, as a replay sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WavePosition {
    /// Index of the next step (or of the wait it is blocked in).
    pub pc: usize,
    pub waiting: bool,
    pub done: bool,
}

/// Result of one replayed step.
#[derive(Clone, Debug)]
pub enum Replayed {
    Ok,
    /// The wave cannot move in this state.
    Blocked,
    Violation(Violation),
}

/// Runs one given interleaving on the interpreter, step by step: how counterexamples found
/// elsewhere (the SMT encoding) are confirmed before anyone sees them.
pub struct Replay<'a> {
    it: Interp<'a>,
    state: State,
    trace: Vec<TraceStep>,
}

impl<'a> Replay<'a> {
    /// The initial state of `program` under `cfg`.
    pub fn new(program: &'a Program, cfg: &'a ModelConfig) -> Replay<'a> {
        let it = Interp { program, cfg };
        let state = it.initial();
        Replay {
            it,
            state,
            trace: Vec::new(),
        }
    }

    /// Where wave `w` is.
    pub fn position(&self, w: usize) -> WavePosition {
        let ws = &self.state.waves[w];
        WavePosition {
            pc: ws.pc,
            waiting: ws.waiting.is_some(),
            done: ws.done,
        }
    }

    /// Whether the phase wave `w` depends on at `o` has completed: the phase of its last
    /// outstanding arrive, or of the wait it is blocked in. `None` if it has neither.
    pub fn completed(&self, w: usize, o: BarrierObject) -> Option<bool> {
        let ws = &self.state.waves[w];
        let phase = self.state.objects.get(&o).map(|x| x.phase).unwrap_or(0);
        match ws.waiting {
            Some((wo, target)) if wo == o => Some(target < phase),
            _ => match ws.pending.get(&o).and_then(|p| p.last()) {
                Some(&p) => Some(p < phase),
                // A cluster object: has a phase completed since this wave's last wait on it?
                None if o.is_cluster() => Some(ws.seen.get(&o).copied().unwrap_or(0) < phase),
                None => None,
            },
        }
    }

    /// Performs wave `w`'s next step; violations end the replay's meaning.
    pub fn step(&mut self, w: usize) -> Replayed {
        let idx = self.index_of(w);
        match self.it.step(&self.state, w) {
            StepResult::Blocked => Replayed::Blocked,
            StepResult::Ok(next, note) => {
                self.trace.push(self.it.trace_step(w, idx, note));
                self.state = next;
                Replayed::Ok
            }
            StepResult::Violation(kind, message) => {
                let mut trace = self.trace.clone();
                trace.push(self.it.trace_step(w, idx, format!("undefined: {message}")));
                Replayed::Violation(Violation {
                    kind,
                    message,
                    trace,
                    stuck: Vec::new(),
                })
            }
        }
    }

    /// Takes every step no other wave can observe (the SMT encoding folds them into the step
    /// that enabled them): joins, no-ops on the NULL barrier, a wait issued after exactly one
    /// own arrive, and a wait whose phase has completed.
    pub fn settle(&mut self) {
        loop {
            let n = self.state.waves.len();
            let Some(w) = (0..n).find(|&w| self.invisible(w)) else {
                return;
            };
            let _ = self.step(w);
        }
    }

    fn invisible(&self, w: usize) -> bool {
        let ws = &self.state.waves[w];
        if ws.done {
            return false;
        }
        let shape = match ws.waiting {
            Some((o, target)) => self.state.objects.get(&o).is_some_and(|x| x.phase > target),
            None => match self.it.program.waves[w].get(ws.pc).map(|st| st.op) {
                Some(Operation::Join { .. }) => true,
                Some(Operation::Arrive { object, .. }) => object.is_null(),
                Some(Operation::WaitJoined) => match ws.joined {
                    Some(0) => true,
                    Some(n) => ws
                        .pending
                        .get(&BarrierObject::Named(n))
                        .is_some_and(|p| p.len() == 1),
                    None => false,
                },
                Some(Operation::Wait { object }) => {
                    object.is_null() || ws.pending.get(&object).is_some_and(|p| p.len() == 1)
                }
                _ => false,
            },
        };
        shape && matches!(self.it.step(&self.state, w), StepResult::Ok(..))
    }

    /// A deadlock, if no wave can move and some wave has not ended.
    pub fn deadlock(&self) -> Option<Violation> {
        let n = self.state.waves.len();
        let any_moves =
            (0..n).any(|w| !matches!(self.it.step(&self.state, w), StepResult::Blocked));
        if any_moves || self.state.waves.iter().all(|ws| ws.done) {
            return None;
        }
        Some(Violation {
            kind: ViolationKind::Deadlock,
            message: "no wave can proceed: a barrier wait never completes".into(),
            trace: self.trace.clone(),
            stuck: self.it.stuck_report(&self.state),
        })
    }

    fn index_of(&self, w: usize) -> Option<usize> {
        let ws = &self.state.waves[w];
        (ws.waiting.is_some() || ws.pc < self.it.program.waves[w].len()).then_some(ws.pc)
    }
}

/// Convenience for tests: a program from per-wave operation lists.
pub fn program(waves: Vec<Vec<Operation>>) -> Program {
    Program {
        waves: waves
            .into_iter()
            .map(|ops| ops.into_iter().map(Step::new).collect())
            .collect(),
    }
}
