//! Path feasibility for exploration: is a branch side possible under the path condition?
//!
//! One incremental solver per explored wave. Exploration is depth-first, so consecutive
//! queries share most of their path condition: the solver keeps one assertion scope per
//! condition term and pops back only to the common prefix. A query it does not answer within
//! [`super::oneshot::FIRST_MS`] goes to a new solver.

use crate::eval::term::Node;
use crate::eval::{Input, Term};
use crate::explore::Feasibility;
use crate::smt::terms::Terms;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::time::{Duration, Instant};
use z3::{SatResult, Solver};

/// Time one query may take; past it the side is kept (the answer is "may hold").
const QUERY_MS: u32 = 200;

/// Conditions larger than this (distinct term nodes) are not asked about: they are EXEC
/// masks over per-lane values, which are cheap to keep and slow to decide, while the
/// conditions whose pruning matters (trip counts and other uniform values tested again and
/// again) are small.
const MAX_NODES: usize = 300;

/// Larger conditions are still asked about when they read at most this many inputs: an
/// EXEC mask built lane by lane from one uniform value is large but decided quickly.
const FEW_INPUTS: usize = 4;

/// The size limit for conditions with at most [`FEW_INPUTS`] inputs.
const MAX_NODES_FEW: usize = 20_000;

/// The inputs of `t`, or `None` if it has more than [`MAX_NODES`] nodes.
fn small_inputs(t: &Term) -> Option<Vec<Input>> {
    fn walk(t: &Term, seen: &mut HashSet<usize>, out: &mut Vec<Input>) -> bool {
        if !seen.insert(t.id()) {
            return true;
        }
        if seen.len() > MAX_NODES_FEW {
            return false;
        }
        match t.node() {
            Node::Const(_) => true,
            Node::Input(i) => {
                if !out.contains(i) {
                    out.push(i.clone());
                }
                true
            }
            Node::App(_, args) => args.iter().all(|a| walk(a, seen, out)),
        }
    }
    let mut out = Vec::new();
    let mut seen = HashSet::default();
    (walk(t, &mut seen, &mut out) && (seen.len() <= MAX_NODES || out.len() <= FEW_INPUTS))
        .then_some(out)
}

/// A Z3-backed [`Feasibility`]: rules a side out only on `unsat`.
pub struct PathSolver {
    solver: Solver,
    terms: Terms,
    /// The condition terms asserted, one scope each, in order.
    asserted: Vec<Term>,
    deadline: Option<Instant>,
    timeout: super::timeout::Timeout,
    /// Inputs of each condition term met, by term id (the term is held, so its id is not
    /// reused by another term while the entry exists).
    inputs: HashMap<usize, (Term, Vec<Input>)>,
    /// Answers by path condition and side: a loop whose branch the solver decides leaves
    /// the path condition as it was, so each iteration asks the same question again.
    answers: HashMap<(Vec<Term>, Term), bool>,
    /// Questions the solver did not answer, with the milliseconds it was given: asked again
    /// only with more (every wave of a workgroup that branches alike asks the same ones).
    undecided: HashMap<(Vec<Term>, Term), u32>,
    /// Input values of the latest satisfiable queries, newest last.
    models: Vec<HashMap<Input, u64>>,
    /// Queries answered, and sides ruled out (for tracing).
    pub queries: usize,
    pub pruned: usize,
}

impl PathSolver {
    /// A solver whose queries stop at `deadline` (then every side is kept).
    pub fn new(deadline: Option<Instant>) -> PathSolver {
        PathSolver {
            solver: Solver::new(),
            terms: Terms::new(),
            asserted: Vec::new(),
            deadline,
            timeout: Default::default(),
            inputs: HashMap::default(),
            answers: HashMap::default(),
            undecided: HashMap::default(),
            models: Vec::new(),
            queries: 0,
            pruned: 0,
        }
    }

    /// Questions the solver left unanswered (its time ran out): the sides were kept, so
    /// which paths an exploration made depends on the machine's speed.
    pub fn undecided(&self) -> usize {
        self.undecided.len()
    }

    /// Starts another exploration with this solver: its queries stop at `deadline`, the
    /// counts start again, and the answers and term translations are kept.
    pub fn restart(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
        self.queries = 0;
        self.pruned = 0;
    }

    /// Brings the solver's scopes in step with `cond`; false when Z3 failed to (the
    /// solver is then rebuilt at the next query).
    fn sync(&mut self, cond: &[Term]) -> bool {
        let common = self
            .asserted
            .iter()
            .zip(cond)
            .take_while(|(a, b)| a == b)
            .count();
        let extra = self.asserted.len() - common;
        if extra > 0 {
            self.solver.pop(extra as u32);
            if super::timeout::failed(&self.solver) {
                return self.rebuild(cond);
            }
            self.asserted.truncate(common);
        }
        for t in &cond[common..] {
            if !self.assert_scope(t) {
                return self.rebuild(cond);
            }
        }
        true
    }

    /// Asserts `t` in a scope of its own; false when Z3 failed to.
    fn assert_scope(&mut self, t: &Term) -> bool {
        self.solver.push();
        if super::timeout::failed(&self.solver) {
            return false;
        }
        let b = self.terms.bool(t);
        self.solver.assert(&b);
        if super::timeout::failed(&self.solver) {
            return false;
        }
        self.asserted.push(t.clone());
        true
    }

    /// A new solver with `cond` asserted, after a Z3 call failed and left the old one's
    /// scopes unknown; false when that fails too (the next query starts over).
    fn rebuild(&mut self, cond: &[Term]) -> bool {
        tracing::debug!("a Z3 call failed; the path solver starts over");
        self.start_over();
        if cond.iter().all(|t| self.assert_scope(t)) {
            return true;
        }
        self.start_over();
        false
    }

    /// A new solver with nothing asserted, its timeout not yet set.
    fn start_over(&mut self) {
        self.solver = Solver::new();
        self.timeout = Default::default();
        self.asserted.clear();
    }
}

impl Feasibility for PathSolver {
    fn may_hold(&mut self, cond: &[Term], c: &Term) -> bool {
        let ms = match self.deadline {
            Some(d) => {
                let left = d.saturating_duration_since(Instant::now());
                if left == Duration::ZERO {
                    return true;
                }
                (left.as_millis() as u32).clamp(1, QUERY_MS)
            }
            None => QUERY_MS,
        };
        // A side that shares no input with the path condition is possible whenever it is
        // possible at all; keeping it is sound, and a large one is not worth deciding.
        let Some(mine) = small_inputs(c) else {
            return true;
        };
        let related = cond
            .iter()
            .any(|t| self.inputs_of(t).iter().any(|i| mine.contains(i)));
        if !related {
            return true;
        }
        let key = (cond.to_vec(), c.clone());
        if let Some(&may) = self.answers.get(&key) {
            return may;
        }
        // A recent model that satisfies the path condition and the side shows it possible
        // without a query (inputs it does not name are free: 0 is as good as any value).
        // Lane-masked sections make many such sides, nearly all possible, and each query
        // over their 32- or 64-lane masks costs milliseconds. Folding is the evaluator's
        // own semantics, which the differential tests hold to Z3's.
        let terms: Vec<&Term> = cond.iter().chain(std::iter::once(c)).collect();
        if self
            .models
            .iter()
            .rev()
            .any(|m| Term::all_hold(&terms, &|i| Some(m.get(i).copied().unwrap_or(0))))
        {
            self.answers.insert(key, true);
            return true;
        }
        // Float conditions over many lanes are slow for the solver and often hold at a
        // value the kernel names ([`super::guess`]).
        if super::guess::has_float(&terms)
            && let Some(env) = super::guess::guess(&terms)
        {
            self.answers.insert(key, true);
            self.remember(env);
            return true;
        }
        // Masks over a few-valued launch value read only its few bits: enumerating them
        // decides the query exactly, without the solver (`super::enumerate`).
        let mut linked: Vec<&Term> = self.linked(cond, &mine);
        linked.push(c);
        let work = super::enumerate::MAX_WORK;
        match super::enumerate::decide_within(&linked, 8 * work, 4 * work) {
            Some(super::enumerate::Answer::Sat(env)) => {
                self.answers.insert(key, true);
                self.remember(env);
                return true;
            }
            Some(super::enumerate::Answer::Unsat) => {
                self.pruned += 1;
                self.answers.insert(key, false);
                return false;
            }
            None => {}
        }
        if self.undecided.get(&key).is_some_and(|&given| given >= ms) {
            return true;
        }
        let t_sync = Instant::now();
        if !self.sync(cond) {
            return true;
        }
        tracing::trace!(
            elapsed_us = t_sync.elapsed().as_micros() as u64,
            "path condition asserted"
        );
        self.timeout
            .set(&self.solver, ms.min(super::oneshot::FIRST_MS));
        let side = self.terms.bool(c);
        self.queries += 1;
        crate::effort::add(crate::effort::QUERY);
        let t0 = Instant::now();
        let mut r = self.solver.check_assumptions(std::slice::from_ref(&side));
        // A check that Z3 gave up on (its timeout, or a failed call) may leave the
        // incremental solver's state half updated; the next query starts on a new one.
        if r == SatResult::Unknown || super::timeout::failed(&self.solver) {
            r = SatResult::Unknown;
            self.start_over();
        }
        let mut model = match r {
            SatResult::Sat => self.solver.get_model(),
            _ => None,
        };
        let spent = t0.elapsed().as_millis() as u32;
        // A lane mask it did not decide often holds at a threshold evaluation finds
        // (`super::guess::thresholds`), far cheaper than a new solver.
        if r == SatResult::Unknown
            && let Some(env) = super::guess::thresholds(&terms, &self.models)
        {
            tracing::trace!(
                elapsed_us = t0.elapsed().as_micros() as u64,
                "branch side guessed"
            );
            self.answers.insert(key, true);
            self.remember(env);
            return true;
        }
        // Lane-mask conditions the incremental core cannot decide quickly go to a new solver
        // (`super::oneshot`), with the rest of the query's time.
        if r == SatResult::Unknown && spent < ms {
            let mut all: Vec<z3::ast::Bool> = cond.iter().map(|t| self.terms.bool(t)).collect();
            all.push(side);
            let all: Vec<&z3::ast::Bool> = all.iter().collect();
            let answer = super::oneshot::check_all(&all, ms - spent);
            r = answer.result;
            model = answer.model;
        }
        tracing::trace!(elapsed_us = t0.elapsed().as_micros() as u64, answer = ?r, depth = cond.len(), "branch side");
        // Only definite answers are kept: a timeout may be answered later, with more time.
        if r == SatResult::Unsat {
            self.pruned += 1;
            self.answers.insert(key, false);
            return false;
        }
        if r == SatResult::Sat {
            self.answers.insert(key, true);
            if let Some(model) = model {
                let values = self.terms.values(&model).into_iter().collect();
                self.remember(values);
            }
        } else {
            self.undecided.insert(key, ms);
        }
        true
    }
}

impl PathSolver {
    /// The inputs of a path-condition term, computed once per term.
    fn inputs_of(&mut self, t: &Term) -> &[Input] {
        &self
            .inputs
            .entry(t.id())
            .or_insert_with(|| {
                let mut v = Vec::new();
                t.inputs(&mut v);
                (t.clone(), v)
            })
            .1
    }

    /// The terms of `cond` linked to inputs `mine` through shared inputs, directly or
    /// through other terms of `cond`. The rest read other inputs only: they hold or fail
    /// whatever the linked ones do, so a side is possible under `cond` if it is possible
    /// under the linked terms (and the path condition is feasible at all).
    fn linked<'a>(&mut self, cond: &'a [Term], mine: &[Input]) -> Vec<&'a Term> {
        for t in cond {
            self.inputs_of(t);
        }
        let mut reached: Vec<Input> = mine.to_vec();
        let mut picked = vec![false; cond.len()];
        loop {
            let mut grew = false;
            for (k, t) in cond.iter().enumerate() {
                let theirs = &self.inputs[&t.id()].1;
                if picked[k] || !theirs.iter().any(|i| reached.contains(i)) {
                    continue;
                }
                picked[k] = true;
                grew = true;
                for i in theirs {
                    if !reached.contains(i) {
                        reached.push(i.clone());
                    }
                }
            }
            if !grew {
                break;
            }
        }
        cond.iter()
            .zip(picked)
            .filter_map(|(t, p)| p.then_some(t))
            .collect()
    }

    /// Keeps the input values of a satisfiable query among the recent models.
    fn remember(&mut self, values: HashMap<Input, u64>) {
        const MODELS: usize = 4;
        if self.models.len() == MODELS {
            self.models.remove(0);
        }
        self.models.push(values);
    }
}
