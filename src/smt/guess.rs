//! Candidate inputs found by evaluation before a solver is asked.
//!
//! Conditions over float values in many lanes (`(double)lane * d > 100.0` in 64 lanes) are
//! slow for Z3's floating-point theory, which turns every operation into a circuit, and so
//! are per-lane remainders (`(lane + n) % 3`, a multiply-high per lane); a query that times
//! out is an answer lost. Such a condition usually holds for some value
//! the kernel itself names (a constant it compares with, its high or low word, a small
//! integer), so a few such assignments are evaluated first. A guess is only ever a
//! satisfying assignment, checked by bverify's own evaluation; failing to guess says
//! nothing, and the solver is asked as before.

use crate::eval::term::{Node, Op, mask};
use crate::eval::{Input, Term};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Assignments tried before giving up.
const TRIES: usize = 48;

/// Constants collected from the terms at most (the pool of candidate values).
const MAX_POOL: usize = 32;

/// Comparison sides [`thresholds`] collects at most (each gives up to three candidates).
const MAX_THRESHOLDS: usize = 160;

/// Whether any term applies a float operation (where guessing pays).
pub fn has_float(terms: &[&Term]) -> bool {
    let mut seen = HashSet::default();
    let mut stack: Vec<&Term> = terms.to_vec();
    while let Some(t) = stack.pop() {
        if !seen.insert(t.id()) {
            continue;
        }
        if let Node::App(op, args) = t.node() {
            if matches!(op, Op::Float(_)) {
                return true;
            }
            stack.extend(args.iter());
        }
    }
    false
}

/// Calls `visit` once on every distinct node of `goal`; the inputs met, with their widths.
fn each_node(goal: &[&Term], mut visit: impl FnMut(&Term)) -> Vec<(Input, u8)> {
    let mut inputs: Vec<(Input, u8)> = Vec::new();
    let mut seen = HashSet::default();
    let mut stack: Vec<&Term> = goal.to_vec();
    while let Some(t) = stack.pop() {
        if !seen.insert(t.id()) {
            continue;
        }
        match t.node() {
            Node::Input(i) => {
                if !inputs.iter().any(|(x, _)| x == i) {
                    inputs.push((i.clone(), t.width()));
                }
            }
            Node::Const(_) => {}
            Node::App(_, args) => stack.extend(args.iter()),
        }
        visit(t);
    }
    inputs
}

/// Input values under which every term of `goal` (1-bit) is true, if one of a few
/// candidate assignments built from the terms' own constants is such; inputs the goal does
/// not read are absent.
pub fn guess(goal: &[&Term]) -> Option<HashMap<Input, u64>> {
    guess_where(goal, &|_| true)
}

/// [`guess`], keeping only an assignment that `accept` takes as well (one that gives two
/// reads of one address the same value, say).
pub fn guess_where(
    goal: &[&Term],
    accept: &dyn Fn(&HashMap<Input, u64>) -> bool,
) -> Option<HashMap<Input, u64>> {
    let mut pool: Vec<u64> = vec![0, 1, 2, u64::MAX, 0x3ff0_0000, 0x3f80_0000];
    let inputs = each_node(goal, |t| {
        if let Node::Const(c) = t.node() {
            // A 64-bit constant (a double) also offers its words to 32-bit halves.
            for v in [*c, *c >> 32, *c & 0xffff_ffff, c.wrapping_add(1)] {
                if pool.len() < MAX_POOL && !pool.contains(&v) {
                    pool.push(v);
                }
            }
        }
    });
    if inputs.is_empty() {
        return None;
    }
    // Deterministic: the same question gets the same guesses (stable reports).
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for k in 0..TRIES {
        let env: HashMap<Input, u64> = inputs
            .iter()
            .map(|(i, w)| {
                // First every input at one pool value, then independent picks.
                let v = if k < pool.len().min(8) {
                    pool[k]
                } else {
                    pool[(next() % pool.len() as u64) as usize]
                };
                (i.clone(), v & mask(*w))
            })
            .collect();
        if Term::all_hold(goal, &|i| env.get(i).copied()) && accept(&env) {
            return Some(env);
        }
    }
    None
}

/// Input values under which every term of `goal` (1-bit) is true, if one is found from a base
/// assignment (every input 0, then each of `bases`) by moving one input to a threshold of a
/// comparison it takes part in: the value the other side has under the base, or one off.
///
/// Lane masks of a loop over `i = base + lane; i < n` are conjunctions of `base + k <u n`
/// for each lane's `k`: a mask that keeps some lanes and drops others holds exactly at `n`
/// between two of those sides, a value Z3 needs tens of milliseconds to find over 32 or 64
/// lanes and this search a few evaluations. A later iteration's mask also needs the stride
/// a recent model found, hence the bases. As with [`guess`], a result is a checked satisfying
/// assignment and `None` says nothing.
pub fn thresholds(goal: &[&Term], bases: &[HashMap<Input, u64>]) -> Option<HashMap<Input, u64>> {
    // (input, the other side) of every comparison with an input as one side.
    let mut sides: Vec<(Input, Term)> = Vec::new();
    let inputs = each_node(goal, |t| {
        if let Node::App(Op::Ult | Op::Slt | Op::Eq, args) = t.node()
            && sides.len() < MAX_THRESHOLDS
        {
            for (a, b) in [(&args[0], &args[1]), (&args[1], &args[0])] {
                if let Node::Input(i) = a.node() {
                    sides.push((i.clone(), b.clone()));
                }
            }
        }
    });
    if sides.is_empty() {
        return None;
    }
    let zero: HashMap<Input, u64> = inputs.iter().map(|(i, _)| (i.clone(), 0)).collect();
    for base in std::iter::once(&zero).chain(bases.iter().rev()) {
        let value = |i: &Input| Some(base.get(i).copied().unwrap_or(0));
        let mut tried: HashSet<(Input, u64)> = HashSet::default();
        for (varied, other) in &sides {
            let Some(t) = other.eval(&value) else {
                continue;
            };
            let w = inputs
                .iter()
                .find(|(x, _)| x == varied)
                .map_or(64, |(_, w)| *w);
            for v in [t, t.wrapping_add(1), t.wrapping_sub(1)] {
                let v = v & mask(w);
                if !tried.insert((varied.clone(), v)) {
                    continue;
                }
                let env = |i: &Input| {
                    Some(if i == varied {
                        v
                    } else {
                        base.get(i).copied().unwrap_or(0)
                    })
                };
                if Term::all_hold(goal, &env) {
                    return Some(
                        inputs
                            .iter()
                            .map(|(i, _)| (i.clone(), env(i).unwrap_or(0)))
                            .collect(),
                    );
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arg(offset: u32) -> Term {
        Term::input(Input::KernArg { offset }, 32)
    }

    /// `base + lane <u n` for lanes `lo..hi`, each as the evaluator builds a lane's mask bit.
    fn lanes_below(base: &Term, n: &Term, lanes: std::ops::Range<u64>, inside: bool) -> Vec<Term> {
        lanes
            .map(|k| {
                let below = Term::op(
                    Op::Ult,
                    1,
                    vec![base.add(&Term::constant(k, 32)), n.clone()],
                );
                if inside { below } else { below.not() }
            })
            .collect()
    }

    #[test]
    fn a_partial_lane_mask_is_met_at_its_threshold() {
        let (base, n) = (arg(0), arg(4));
        let mut goal = lanes_below(&base, &n, 0..13, true);
        goal.extend(lanes_below(&base, &n, 13..32, false));
        let refs: Vec<&Term> = goal.iter().collect();
        let env = thresholds(&refs, &[]).expect("n = 13 with base 0");
        assert!(Term::all_hold(&refs, &|i| env.get(i).copied()));
        assert_eq!(env[&Input::KernArg { offset: 4 }], 13);
    }

    #[test]
    fn a_second_iteration_takes_the_stride_from_a_recent_model() {
        // Iteration 1 (base 0) has all 32 lanes below n, iteration 2 (base = stride) only 5:
        // no single input moved from all-zero does it, the stride of a recent model does.
        let (stride, n) = (arg(8), arg(4));
        let zero = Term::constant(0, 32);
        let mut goal = lanes_below(&zero, &n, 0..32, true);
        goal.extend(lanes_below(&stride, &n, 0..5, true));
        goal.extend(lanes_below(&stride, &n, 5..32, false));
        let refs: Vec<&Term> = goal.iter().collect();
        assert!(thresholds(&refs, &[]).is_none());
        let recent: HashMap<Input, u64> =
            [(Input::KernArg { offset: 8 }, 40)].into_iter().collect();
        let env = thresholds(&refs, &[recent]).expect("n = 45 with stride 40");
        assert!(Term::all_hold(&refs, &|i| env.get(i).copied()));
        assert_eq!(env[&Input::KernArg { offset: 4 }], 45);
    }

    #[test]
    fn an_impossible_goal_gives_nothing() {
        let n = arg(4);
        let zero = Term::constant(0, 32);
        let mut goal = lanes_below(&zero, &n, 3..4, true);
        goal.extend(lanes_below(&zero, &n, 2..3, false));
        let refs: Vec<&Term> = goal.iter().collect();
        assert!(thresholds(&refs, &[]).is_none());
    }
}
