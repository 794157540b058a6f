//! Bounded model checking of the counter system: finds the shortest run to a question.

use super::system::{State, System};
use super::*;

/// The unrolled transition system for bounded model checking.
pub(super) struct Bmc {
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
    pub(super) fn new(sys: &System, steps: usize, timeout_ms: u32) -> Bmc {
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
        let solver = System::solver("QF_BV", timeout_ms);
        for a in &assertions {
            solver.assert(a);
        }
        Bmc {
            solver,
            picks,
            last: state,
        }
    }

    pub(super) fn ask(
        &self,
        sys: &System,
        q: Question,
        except: &[ViolationKind],
        shortest: bool,
    ) -> Answer {
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

/// The value of a pick index in `m`.
fn chosen(m: &z3::Model, pick: &BV) -> Option<usize> {
    m.eval(pick, true)
        .and_then(|v| v.as_u64())
        .map(|v| v as usize)
}
