//! The counter system of one program: its local states, its launch state, the rules of one
//! step and the questions, written once over any [`Num`] so that bounded model checking
//! (bit-vectors) and induction (integers) share them.

use super::*;

/// The counter system of one program: local states, objects and the rules of one step.
pub(super) struct System {
    pub(super) locals: Vec<LocalState>,
    /// Local-state index by contents.
    pub(super) index: HashMap<LocalState, usize>,
    pub(super) objects: Vec<BarrierObject>,
    pub(super) class_positions: Vec<Vec<Position>>,
    /// Normal form of each local state (see [`normal_forms`]).
    pub(super) norm: Vec<usize>,
    pub(super) cfg: ModelConfig,
    /// Width of the counters.
    pub(super) width: u32,
    /// Waves per local state at launch.
    pub(super) start: Vec<usize>,
    /// Local states a wave can get to along its own transitions (see
    /// `System::structurally_reachable`); the others stay empty.
    pub(super) reachable: Vec<bool>,
}

/// A symbolic state: waves per local state (0 for states that are not normal forms) and the
/// barrier objects.
#[derive(Clone)]
pub(super) struct State<N: Num> {
    pub(super) counts: Vec<N>,
    pub(super) objects: Vec<ObjVars<N>>,
}

impl System {
    pub(super) fn new(classes: &[Class], cfg: &ModelConfig) -> System {
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
        let mut sys = System {
            locals,
            index,
            objects,
            class_positions,
            norm,
            cfg: cfg.clone(),
            width,
            start,
            reachable: Vec::new(),
        };
        sys.reachable = sys.structurally_reachable();
        sys
    }

    /// The normal-form local state a wave in `loc` moves to when the phase of `o` its bit
    /// tracks completes.
    pub(super) fn completed(&self, loc: &LocalState, o: BarrierObject) -> usize {
        let mut flipped = loc.clone();
        if let Some(i) = flipped.objects.iter().position(|&x| x == o) {
            flipped.old[i] = true;
        }
        self.norm[self.index[&flipped]]
    }

    /// A solver for `logic` (the default solver costs milliseconds to set up) with the
    /// per-call timeout.
    pub(super) fn solver(logic: &str, timeout_ms: u32) -> Solver {
        let solver = Solver::new_for_logic(logic).unwrap_or_default();
        let mut params = Params::new();
        params.set_u32("timeout", timeout_ms.max(1));
        solver.set_params(&params);
        solver
    }

    pub(super) fn encoder(&self) -> Encoder<'_> {
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

    pub(super) fn int<N: Num>(&self, v: i64) -> N {
        N::lit(v, self.width)
    }

    /// Width of a local-state index with one extra value (BMC's skip).
    pub(super) fn pick_width(&self) -> u32 {
        usize::BITS - (self.locals.len() + 1).leading_zeros()
    }

    /// The launch state ("Barrier Objects": objects the configuration initialises at launch).
    pub(super) fn initial<N: Num>(&self) -> State<N> {
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
                        init: N::B::lit(k.is_some()),
                        expected: self.int(k.unwrap_or(0) as i64),
                        arrived: self.int(0),
                        count: self.int(0),
                    }
                })
                .collect(),
        }
    }

    /// Fresh constants for a state, named after `tag`.
    pub(super) fn fresh<N: Symbolic>(&self, tag: &str) -> State<N> {
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
    pub(super) fn step<N: Symbolic>(
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
                let dest = self.completed(loc, o);
                // Only the waves that were here move: a cluster wait that completes lands
                // in a state watching the object anew, with its bit "current" again.
                after[l] = completed[oi].ite(&after[l].minus(&moved[l]), &after[l]);
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
    pub(super) fn goal<N: Symbolic>(
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
