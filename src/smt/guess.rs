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

use crate::eval::term::{Node, Op};
use crate::eval::{Input, Term};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Assignments tried before giving up.
const TRIES: usize = 48;

/// Constants collected from the terms at most (the pool of candidate values).
const MAX_POOL: usize = 32;

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
    let mut inputs: Vec<(Input, u8)> = Vec::new();
    let mut pool: Vec<u64> = vec![0, 1, 2, u64::MAX, 0x3ff0_0000, 0x3f80_0000];
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
            Node::Const(c) => {
                // A 64-bit constant (a double) also offers its words to 32-bit halves.
                for v in [*c, *c >> 32, *c & 0xffff_ffff, c.wrapping_add(1)] {
                    if pool.len() < MAX_POOL && !pool.contains(&v) {
                        pool.push(v);
                    }
                }
            }
            Node::App(_, args) => stack.extend(args.iter()),
        }
    }
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
    let mask = |w: u8| if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
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
