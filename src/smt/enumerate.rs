//! Queries that read only a few input bits, decided by evaluating every assignment of them.
//!
//! After a uniform `switch` or a loop whose count is `n & 7`, EXEC masks merged from the
//! paths are choices over `a & 3` and `n & 7` in every lane: conditions of thousands of
//! nodes that read five input bits in all. Z3 takes 50-200 ms on each (oracle seed 66, IR:
//! 110 such queries, 6 s); evaluating all 32 assignments takes well under a millisecond.
//! When every input a query reads is read only through a constant mask (`x & K`) or an
//! extraction of some of its bits, the query depends on those bits alone, and enumerating
//! them decides it exactly: a satisfying assignment, or proof that there is none. The
//! evaluation is bverify's own ([`Term::all_hold`]), which the differential tests hold to
//! the solver's semantics.

use crate::eval::term::{Node, Op, mask};
use crate::eval::{Input, Term};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Assignments enumerated at most (2^8).
const MAX_BITS: u32 = 8;

/// Node evaluations at most (distinct nodes times assignments): past this the solver is
/// usually as fast.
const MAX_WORK: usize = 1 << 20;

/// The answer of an enumeration.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    /// Every term holds under these input values (bits outside the read ones are zero).
    Sat(HashMap<Input, u64>),
    /// No assignment of the bits read makes every term hold.
    Unsat,
}

/// Decides whether all of `terms` (1-bit) can hold together by enumerating the inputs
/// they read through at most [`MAX_BITS`] bits in all; `None` when that leaves the answer
/// open, or would cost more than [`MAX_WORK`] evaluations.
pub fn decide(terms: &[&Term]) -> Option<Answer> {
    let (bits, nodes) = read_bits(terms);
    // Inputs read whole are left open: an assignment decides the query only where the
    // evaluation does not need them (a lane's uninitialised register under a mask that
    // turns it off).
    let few: Vec<(Input, u64)> = bits
        .into_iter()
        .filter(|(_, m)| m.count_ones() <= MAX_BITS)
        .collect();
    let total: u32 = few.iter().map(|(_, m)| m.count_ones()).sum();
    if total == 0 || total > MAX_BITS || nodes << total > MAX_WORK {
        return None;
    }
    let mut open = false;
    for k in 0..1u64 << total {
        let env = assignment(&few, k);
        match Term::decided_under(terms, &|i| env.get(i).copied()) {
            Some(true) => return Some(Answer::Sat(env)),
            Some(false) => {}
            None => open = true,
        }
    }
    (!open).then_some(Answer::Unsat)
}

/// The bits of each input that `terms` read, in order of first use, and the number of
/// distinct nodes.
fn read_bits(terms: &[&Term]) -> (Vec<(Input, u64)>, usize) {
    fn read(bits: &mut Vec<(Input, u64)>, i: &Input, m: u64) {
        match bits.iter_mut().find(|(j, _)| j == i) {
            Some((_, have)) => *have |= m,
            None => bits.push((i.clone(), m)),
        }
    }
    let mut bits: Vec<(Input, u64)> = Vec::new();
    let mut seen = HashSet::default();
    let mut stack: Vec<&Term> = terms.to_vec();
    while let Some(t) = stack.pop() {
        if !seen.insert(t.id()) {
            continue;
        }
        // Past this many nodes even one bit costs more than `MAX_WORK`: the walk need not
        // go on (large lane-mask conditions reach here on every query).
        if seen.len() > MAX_WORK / 2 {
            break;
        }
        match t.node() {
            Node::Const(_) => {}
            // Read whole: every bit of its width.
            Node::Input(i) => {
                read(&mut bits, i, mask(t.width()));
            }
            Node::App(op, args) => {
                let input = |a: &Term| match a.node() {
                    Node::Input(i) => Some(i.clone()),
                    _ => None,
                };
                match (op, args.as_slice()) {
                    (Op::And, [a, b]) if let (Some(i), Some(k)) = (input(a), b.as_const()) => {
                        read(&mut bits, &i, k & mask(t.width()));
                    }
                    (Op::And, [a, b]) if let (Some(i), Some(k)) = (input(b), a.as_const()) => {
                        read(&mut bits, &i, k & mask(t.width()));
                    }
                    (Op::Extract(lo), [a]) if let Some(i) = input(a) => {
                        read(&mut bits, &i, mask(t.width()) << lo);
                    }
                    _ => stack.extend(args.iter()),
                }
            }
        }
    }
    (bits, seen.len())
}

/// Input values for assignment number `k`: its bits spread, in order, over the bits read.
fn assignment(bits: &[(Input, u64)], k: u64) -> HashMap<Input, u64> {
    let mut next = 0;
    bits.iter()
        .map(|(i, m)| {
            let mut v = 0;
            for b in (0..64).filter(|b| m >> b & 1 == 1) {
                v |= (k >> next & 1) << b;
                next += 1;
            }
            (i.clone(), v)
        })
        .collect()
}
