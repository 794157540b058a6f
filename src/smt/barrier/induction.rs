//! Induction on the counter system: candidate lemmas, the inductive subset (Houdini), and
//! questions the invariant excludes.

use super::system::{State, System};
use super::*;

/// A candidate invariant of the counter system: a fact about one state that may hold in
/// every reachable state. [`System::invariant`] keeps the candidates that are inductive.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Lemma {
    /// No wave is ever in this local state.
    Empty(usize),
    /// Every occupied local state is in the same phase of the object: waves take part in
    /// every phase, so none can run a phase ahead of a wave still waiting (see
    /// [`System::phase`]).
    PhaseAgreed(usize),
    /// Counts are never negative (integers stand for unsigned counters).
    NonNegative,
    /// The waves of a class are somewhere in the class's local states.
    ClassSize(usize),
    /// The object's "initialised" flag never changes from this value.
    Initialised(usize, bool),
    /// The object's expected count is always this value.
    Expected(usize, u32),
    /// The expected count is this value less the drops so far: each wave's own drops of
    /// the object, and the implicit drop of a wave that has ended.
    ExpectedLessDropped(usize, u32),
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
    /// its expected count (constant, or less the drops so far), its arrive count (zero, or
    /// the current arrivers) and `arrived < expected`.
    fn candidates(&self) -> Vec<Lemma> {
        let reachable = &self.reachable;
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
            out.extend(ks.iter().map(|&k| Lemma::ExpectedLessDropped(oi, k)));
            out.push(Lemma::Arrived(oi));
            out.push(Lemma::PhaseAgreed(oi));
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
    pub(super) fn structurally_reachable(&self) -> Vec<bool> {
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
            for (&o, &old) in loc.objects.iter().zip(&loc.old) {
                if !old {
                    succ.push(self.completed(loc, o));
                }
            }
            work.extend(succ.into_iter().filter(|&n| !seen[n]));
        }
        seen
    }

    /// The phase of object `o` a wave in local state `l` belongs to, if every phase has every
    /// wave in it: the number of its arrives on `o` so far, less one while the last of them
    /// is in the current phase.
    fn phase(&self, l: usize, o: BarrierObject) -> usize {
        let loc = &self.locals[l];
        let arrives = self.done_before(
            loc,
            |a| matches!(a, Action::Arrive { object, .. } if *object == o),
        );
        let current = loc.bit(o) == Some(false)
            && self.class_positions[loc.class]
                .get(loc.pos)
                .is_some_and(|p| p.pending.get(&o).is_some_and(|&n| n > 0));
        arrives - usize::from(current && arrives > 0)
    }

    /// How many of the actions a wave in `loc` has done so far are `wanted`.
    fn done_before(&self, loc: &LocalState, wanted: impl Fn(&Action) -> bool) -> usize {
        let positions = &self.class_positions[loc.class];
        positions[..loc.pos.min(positions.len())]
            .iter()
            .filter(|p| wanted(&p.action))
            .count()
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
            Lemma::PhaseAgreed(oi) => {
                // "At most one phase is occupied", as a ladder over the phases in order:
                // linear in the local states (pairwise it is quadratic, and a kernel with
                // hundreds of barriers has hundreds of phases: measured 4.5 GB and 171 s on
                // 300 straight-line barriers, against 330 MB and 19 s with the ladder).
                let o = self.objects[oi];
                let mut by_phase: BTreeMap<usize, Vec<Bool>> = BTreeMap::new();
                for l in (0..self.locals.len()).filter(|&l| self.norm[l] == l && self.reachable[l])
                {
                    by_phase
                        .entry(self.phase(l, o))
                        .or_default()
                        .push(s.counts[l].gt(int(0)));
                }
                let mut seen: Option<Bool> = None;
                let mut apart = Vec::new();
                for occupied in by_phase.values() {
                    let occ = Bool::or(occupied);
                    seen = Some(match seen {
                        Some(before) => {
                            apart.push(Bool::and(&[before.clone(), occ.clone()]).not());
                            Bool::or(&[before, occ])
                        }
                        None => occ,
                    });
                }
                Bool::and(&apart)
            }
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
            Lemma::ExpectedLessDropped(oi, k) => {
                let o = self.objects[oi];
                let at_end = u64::from(self.cfg.drop_at_end.contains(&o));
                let dropped = sum(&|loc| {
                    let own = self.done_before(
                        loc,
                        |a| matches!(a, Action::Drop { object } if *object == o),
                    );
                    own as u64 + if loc.done { at_end } else { 0 }
                });
                Int::add(&[s.objects[oi].expected.clone(), dropped]).eq(int(k as i64))
            }
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
    pub(super) fn invariant(&self, timeout_ms: u32) -> Vec<Lemma> {
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
        let solver = System::solver("QF_LIA", timeout_ms);
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

    /// Whether the invariant excludes `q` on every state it admits (then no reachable state
    /// answers `q`).
    pub(super) fn excludes(
        &self,
        invariant: &[Lemma],
        q: Question,
        except: &[ViolationKind],
        timeout_ms: u32,
    ) -> bool {
        let s: State<Int> = self.fresh("goal");
        let probe = Int::new_const("probe_goal");
        let solver = System::solver("QF_LIA", timeout_ms);
        for &c in invariant {
            solver.assert(self.lemma(c, &s));
        }
        solver.assert(self.goal(q, except, &s, &|l| probe.eq(Int::from_u64(l as u64))));
        let r = solver.check();
        // What the invariant misses, for whoever writes the next lemma.
        if let (SatResult::Sat, Some(m)) = (r, solver.get_model()) {
            let occupied: Vec<String> = (0..self.locals.len())
                .filter_map(|l| {
                    let n = m.eval(&s.counts[l], true)?.as_u64()?;
                    (n > 0).then(|| format!("{n} x {:?}", self.locals[l]))
                })
                .collect();
            tracing::trace!(?occupied, "the invariant does not exclude the question");
        }
        r == SatResult::Unsat
    }
}
