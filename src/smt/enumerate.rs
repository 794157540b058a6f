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

use crate::eval::term::Flat;
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

/// Assignments tried at most when inputs are read through comparisons.
const MAX_ASSIGNMENTS: usize = 4096;

/// How a query reads one input.
#[derive(Clone, Debug, PartialEq)]
enum Read {
    /// Only these bits of it (`x & K`, an extraction, or the whole of a narrow input).
    Bits(u64),
    /// Only in comparisons with constants, at this width: every comparison keeps its truth
    /// between two consecutive points (see [`points`]).
    Points { width: u8, at: Vec<u64> },
    /// Some other way: its value matters beyond a few bits or points.
    Whole,
}

impl Read {
    fn merge(&mut self, other: Read) {
        *self = match (std::mem::replace(self, Read::Whole), other) {
            (Read::Bits(a), Read::Bits(b)) => Read::Bits(a | b),
            (Read::Points { width, mut at }, Read::Points { width: w, at: more }) if width == w => {
                at.extend(more);
                Read::Points { width, at }
            }
            _ => Read::Whole,
        }
    }

    /// The values to try for the input: every bit pattern of the bits read, or the first
    /// value of each stretch between points. `None` when there are too many.
    fn values(&self) -> Option<Vec<u64>> {
        match self {
            Read::Bits(m) if m.count_ones() <= MAX_BITS => {
                let bits: Vec<u32> = (0..64).filter(|b| m >> b & 1 == 1).collect();
                Some(
                    (0..1u64 << bits.len())
                        .map(|k| {
                            bits.iter()
                                .enumerate()
                                .fold(0, |v, (n, b)| v | (k >> n & 1) << b)
                        })
                        .collect(),
                )
            }
            Read::Points { width, at } => {
                let mut v: Vec<u64> = at.iter().map(|p| p & mask(*width)).collect();
                v.push(0);
                v.sort_unstable();
                v.dedup();
                Some(v)
            }
            _ => None,
        }
    }
}

/// Decides whether all of `terms` (1-bit) can hold together by trying every value that
/// matters of the inputs they read: the assignments of inputs read through at most
/// [`MAX_BITS`] bits in all, and, for an input read only in comparisons with constants, one
/// value in each stretch where no comparison changes (a lane's `tid + 64 * k <u n` over
/// every lane and iteration reads `n` only at the points `tid + 64 * k`). `None` when that
/// leaves the answer open, or would cost more than [`MAX_WORK`] evaluations.
pub fn decide(terms: &[&Term]) -> Option<Answer> {
    let reads = reads(terms)?;
    // Inputs read whole are left open: an assignment decides the query only where the
    // evaluation does not need them (a lane's uninitialised register under a mask that
    // turns it off).
    let mut tried: Vec<(Input, Vec<u64>)> = Vec::new();
    let mut bits = 0;
    for (i, r) in &reads.inputs {
        if let Some(v) = r.values() {
            if let Read::Bits(m) = r {
                bits += m.count_ones();
            }
            tried.push((i.clone(), v));
        }
    }
    if tried.is_empty() || bits > MAX_BITS {
        return None;
    }
    let count = tried
        .iter()
        .try_fold(1usize, |n, (_, v)| n.checked_mul(v.len()))?;
    if count > MAX_ASSIGNMENTS || reads.nodes.saturating_mul(count) > MAX_WORK {
        return None;
    }
    let mut eval = Evaluator::new(terms);
    let mut open = false;
    for k in 0..count {
        eval.clear();
        eval.assign(&tried, k);
        match eval.decided() {
            Some(true) => return Some(Answer::Sat(eval.env())),
            Some(false) => {}
            None => open = true,
        }
    }
    if !open {
        return Some(Answer::Unsat);
    }
    fill_in(terms, &mut eval, &reads, &tried).map(Answer::Sat)
}

/// Where the inputs an enumeration leaves out decide, a few plain values for them often
/// satisfy the terms (an EXEC mask a loop iteration starts from: none, one or every lane;
/// one wave's all zeros and another's all ones where two waves are compared). With those
/// values fixed, a comparison of a tried input with a filled one is one with a constant,
/// whose points join the tried values. A hit is a full assignment, checked by evaluation;
/// a miss says nothing.
fn fill_in(
    terms: &[&Term],
    eval: &mut Evaluator,
    reads: &Reads,
    tried: &[(Input, Vec<u64>)],
) -> Option<HashMap<Input, u64>> {
    let mut left = Vec::new();
    for t in terms {
        t.inputs(&mut left);
    }
    left.retain(|i| !tried.iter().any(|(j, _)| j == i));
    let mut budget = 4 * MAX_WORK / reads.nodes.max(1);
    for fill in fills(&left, &reads.lin) {
        let value = |i: &Input| fill.iter().find(|(j, _)| j == i).map(|(_, v)| *v);
        let mut values: Vec<(Input, Vec<u64>)> = tried.to_vec();
        for c in &reads.crossed {
            for (mine, theirs, lin_first) in [(c.x, c.y, true), (c.y, c.x, false)] {
                let Some(v) = value(&reads.lin[theirs.0]) else {
                    continue;
                };
                if let Some((_, at)) = values.iter_mut().find(|(i, _)| *i == reads.lin[mine.0]) {
                    let k = v.wrapping_add(theirs.1);
                    at.extend(breaks(c.op, c.width, mine.1, k & mask(c.width), lin_first));
                }
            }
        }
        for (_, at) in values.iter_mut() {
            at.sort_unstable();
            at.dedup();
        }
        let count = values
            .iter()
            .try_fold(1usize, |n, (_, v)| n.checked_mul(v.len()))?;
        eval.clear();
        eval.set(&fill);
        for k in 0..count {
            if budget == 0 {
                return None;
            }
            budget -= 1;
            eval.assign(&values, k);
            if eval.decided() == Some(true) {
                return Some(eval.env());
            }
        }
    }
    None
}

/// A comparison operand as a function of one input `x`: what it can evaluate to.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Form {
    Const(u64),
    /// `x + d` (wrapping at the compare's width) for the input with this index in
    /// [`Walk::lin`].
    Lin(usize, u64),
}

/// Most forms one operand may take (one per side of nested choices).
const MAX_FORMS: usize = 16;

/// The walk of [`reads`].
#[derive(Default)]
struct Walk<'a> {
    reads: Vec<(Input, Read)>,
    seen: HashSet<usize>,
    stack: Vec<&'a Term>,
    /// Inputs met as `x + d` in a comparison operand.
    lin: Vec<Input>,
    /// Forms of operands by (term id, width); `None` for an operand of another shape.
    forms: HashMap<(usize, u8), Option<Vec<Form>>>,
    crossed: Vec<Crossed>,
}

/// A comparison `x + d op y + e` of two inputs (indices into [`Walk::lin`] with their
/// offsets). At most one of them may be tried: then the comparison stays undecided while
/// the other is open, and is one with a constant once the other is filled in.
#[derive(Clone, Copy, Debug)]
struct Crossed {
    op: Op,
    width: u8,
    x: (usize, u64),
    y: (usize, u64),
}

/// What [`reads`] finds.
struct Reads {
    /// How each input is read, in order of first use.
    inputs: Vec<(Input, Read)>,
    /// Distinct nodes.
    nodes: usize,
    /// Inputs compared as `x + d`.
    lin: Vec<Input>,
    crossed: Vec<Crossed>,
}

impl<'a> Walk<'a> {
    fn read(&mut self, i: &Input, r: Read) {
        match self.reads.iter_mut().find(|(j, _)| j == i) {
            Some((_, have)) => have.merge(r),
            None => self.reads.push((i.clone(), r)),
        }
    }

    fn lin_index(&mut self, i: &Input) -> usize {
        match self.lin.iter().position(|j| j == i) {
            Some(k) => k,
            None => {
                self.lin.push(i.clone());
                self.lin.len() - 1
            }
        }
    }

    /// The forms `t` may take at width `w`, as a function of inputs read whole or through
    /// their low `w` bits, constants, sums and differences with constants, and choices
    /// (whose conditions are walked as any other term); `None` for any other shape.
    fn forms(&mut self, t: &'a Term, w: u8) -> Option<Vec<Form>> {
        if t.width() != w {
            return None;
        }
        if let Some(f) = self.forms.get(&(t.id(), w)) {
            return f.clone();
        }
        let m = mask(w);
        let f = match t.node() {
            Node::Const(k) => Some(vec![Form::Const(k & m)]),
            Node::Input(i) => Some(vec![Form::Lin(self.lin_index(i), 0)]),
            Node::App(Op::Extract(0), args) if let [a] = args.as_slice() => match a.node() {
                Node::Input(i) => Some(vec![Form::Lin(self.lin_index(i), 0)]),
                _ => None,
            },
            Node::App(op @ (Op::Add | Op::Sub), args) if let [a, b] = args.as_slice() => {
                match (self.forms(a, w), self.forms(b, w)) {
                    (Some(fa), Some(fb)) => combine(*op, &fa, &fb, m),
                    _ => None,
                }
            }
            Node::App(Op::Ite, args) if let [c, a, b] = args.as_slice() => {
                match (self.forms(a, w), self.forms(b, w)) {
                    (Some(mut fa), Some(fb)) => {
                        self.stack.push(c);
                        for f in fb {
                            if !fa.contains(&f) {
                                fa.push(f);
                            }
                        }
                        Some(fa)
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        let f = f.filter(|f| f.len() <= MAX_FORMS);
        self.forms.insert((t.id(), w), f.clone());
        f
    }

    /// Records the points of comparison `op(a, b)` when both operands have forms; false
    /// when they do not (the comparison is then walked as any other term).
    fn comparison(&mut self, op: Op, a: &'a Term, b: &'a Term) -> bool {
        let w = a.width();
        let (Some(fa), Some(fb)) = (self.forms(a, w), self.forms(b, w)) else {
            return false;
        };
        for x in &fa {
            for y in &fb {
                let (i, at) = match (*x, *y) {
                    (Form::Const(_), Form::Const(_)) => continue,
                    (Form::Lin(i, d), Form::Const(c)) => (i, breaks(op, w, d, c, true)),
                    (Form::Const(c), Form::Lin(i, d)) => (i, breaks(op, w, d, c, false)),
                    // Both sides step together: only their wraps change the order.
                    (Form::Lin(i, d), Form::Lin(j, e)) if i == j => {
                        (i, [wraps(op, w, d), wraps(op, w, e)].concat())
                    }
                    (Form::Lin(i, d), Form::Lin(j, e)) => {
                        self.crossed.push(Crossed {
                            op,
                            width: w,
                            x: (i, d),
                            y: (j, e),
                        });
                        continue;
                    }
                };
                let input = self.lin[i].clone();
                self.read(&input, Read::Points { width: w, at });
            }
        }
        true
    }
}

/// `a op b` over every pair of forms, for `op` a sum or difference; `None` where a pair has
/// no form (`x - y`, `c - x`, `x + x`).
fn combine(op: Op, fa: &[Form], fb: &[Form], m: u64) -> Option<Vec<Form>> {
    let mut out = Vec::new();
    for x in fa {
        for y in fb {
            let f = match (op, *x, *y) {
                (Op::Add, Form::Const(p), Form::Const(q)) => Form::Const(p.wrapping_add(q) & m),
                (Op::Add, Form::Lin(i, d), Form::Const(q))
                | (Op::Add, Form::Const(q), Form::Lin(i, d)) => Form::Lin(i, d.wrapping_add(q) & m),
                (Op::Sub, Form::Const(p), Form::Const(q)) => Form::Const(p.wrapping_sub(q) & m),
                (Op::Sub, Form::Lin(i, d), Form::Const(q)) => Form::Lin(i, d.wrapping_sub(q) & m),
                _ => return None,
            };
            if !out.contains(&f) {
                out.push(f);
            }
        }
    }
    Some(out)
}

/// [`decide`] for a conjunction given as its terms: `Some(true)` if they can all hold,
/// `Some(false)` if they cannot, `None` if enumeration leaves it open.
pub fn may_all_hold(terms: &[Term]) -> Option<bool> {
    let refs: Vec<&Term> = terms.iter().collect();
    decide(&refs).map(|a| matches!(a, Answer::Sat(_)))
}

/// How `terms` read each input; `None` when they are too large to enumerate over or compare inputs that would both be
/// given values.
fn reads(terms: &[&Term]) -> Option<Reads> {
    let mut walk = Walk {
        stack: terms.to_vec(),
        ..Walk::default()
    };
    while let Some(t) = walk.stack.pop() {
        if !walk.seen.insert(t.id()) {
            continue;
        }
        // Past this many nodes even one bit costs more than `MAX_WORK`: the walk need not
        // go on (large lane-mask conditions reach here on every query).
        if walk.seen.len() + walk.forms.len() > MAX_WORK / 2 {
            return None;
        }
        match t.node() {
            Node::Const(_) => {}
            // Read whole: every bit of its width.
            Node::Input(i) => walk.read(i, Read::Bits(mask(t.width()))),
            Node::App(op, args) => {
                let input = |a: &Term| match a.node() {
                    Node::Input(i) => Some(i.clone()),
                    _ => None,
                };
                match (op, args.as_slice()) {
                    (Op::And, [a, b]) if let (Some(i), Some(k)) = (input(a), b.as_const()) => {
                        walk.read(&i, Read::Bits(k & mask(t.width())));
                    }
                    (Op::And, [a, b]) if let (Some(i), Some(k)) = (input(b), a.as_const()) => {
                        walk.read(&i, Read::Bits(k & mask(t.width())));
                    }
                    (Op::Extract(lo), [a]) if let Some(i) = input(a) => {
                        walk.read(&i, Read::Bits(mask(t.width()) << lo));
                    }
                    (Op::Ult | Op::Slt | Op::Eq, [a, b])
                        if a.width() == b.width() && walk.comparison(*op, a, b) => {}
                    _ => walk.stack.extend(args.iter()),
                }
            }
        }
    }
    let nodes = walk.seen.len() + walk.forms.len();
    // Two inputs compared with each other: the comparison is decided only if both are
    // given values, and then its truth changes at points the walk did not collect.
    let given = |k: usize| {
        walk.reads
            .iter()
            .any(|(i, r)| *i == walk.lin[k] && r.values().is_some())
    };
    if walk.crossed.iter().any(|c| given(c.x.0) && given(c.y.0)) {
        return None;
    }
    Some(Reads {
        inputs: walk.reads,
        nodes,
        lin: walk.lin,
        crossed: walk.crossed,
    })
}

/// Where `x + d op c` (`c op x + d` when `lin_first` is false) may change its truth as
/// `x` steps up by one, at width `w`.
///
/// With `y = x + d` (wrapping), `y <u c` changes only where `y` reaches `c` or wraps to 0,
/// `c <u y` where `y` reaches `c + 1` or wraps, `y == c` at `c` and `c + 1`, and the signed
/// forms where `y` reaches `c` (or `c + 1`) or the sign bit. The truth of every comparison
/// is then constant from one point up to the next, so a value set that holds 0 and every
/// point meets every combination of truths the comparisons can take.
fn breaks(op: Op, w: u8, d: u64, c: u64, lin_first: bool) -> Vec<u64> {
    let m = mask(w);
    let reach = if op == Op::Eq || !lin_first {
        c.wrapping_add(1)
    } else {
        c
    };
    let mut at = vec![c.wrapping_sub(d) & m, reach.wrapping_sub(d) & m];
    at.extend(wraps(op, w, d));
    at
}

/// Where `x + d` wraps, for comparison `op` at width `w`: to 0, and for a signed one to
/// the sign bit.
fn wraps(op: Op, w: u8, d: u64) -> Vec<u64> {
    let m = mask(w);
    let mut at = vec![d.wrapping_neg() & m];
    if op == Op::Slt {
        at.push((1u64 << (w - 1)).wrapping_sub(d) & m);
    }
    at
}

/// Values for the inputs an enumeration leaves out, to try in turn. Inputs compared as
/// `x + d` (a lane's loop counter an iteration starts from) get one value together: all
/// 0, all ones, or ones in alternate waves only (where two waves are compared); the others
/// (EXEC and exit masks) get every combination of none, all and the lowest bit set when
/// they are few, otherwise the same as the first group.
fn fills(left: &[Input], lin: &[Input]) -> Vec<Vec<(Input, u64)>> {
    const FEW: u32 = 3;
    const PLAIN: [u64; 3] = [0, u64::MAX, 1];
    let uniform = |group: &[Input], k: usize| -> Vec<(Input, u64)> {
        group
            .iter()
            .map(|i| {
                let odd = matches!(i, Input::Havoc { wave, .. } if wave % 2 == 1);
                let ones = match k {
                    0 => false,
                    1 => true,
                    2 => odd,
                    _ => !odd,
                };
                (i.clone(), if ones { u64::MAX } else { 0 })
            })
            .collect()
    };
    let (counters, masks): (Vec<Input>, Vec<Input>) =
        left.iter().cloned().partition(|i| lin.contains(i));
    let mask_fills: Vec<Vec<(Input, u64)>> = if masks.len() as u32 <= FEW {
        (0..PLAIN.len().pow(masks.len() as u32))
            .map(|mut k| {
                masks
                    .iter()
                    .map(|i| {
                        let v = PLAIN[k % PLAIN.len()];
                        k /= PLAIN.len();
                        (i.clone(), v)
                    })
                    .collect()
            })
            .collect()
    } else {
        // All alike, or one unlike the rest.
        let mut out: Vec<Vec<(Input, u64)>> = (0..4).map(|k| uniform(&masks, k)).collect();
        for odd in 0..masks.len() {
            for (one, rest) in [(0, u64::MAX), (u64::MAX, 0)] {
                out.push(
                    masks
                        .iter()
                        .enumerate()
                        .map(|(k, i)| (i.clone(), if k == odd { one } else { rest }))
                        .collect(),
                );
            }
        }
        out
    };
    let mut out = Vec::new();
    for k in 0..4 {
        for m in &mask_fills {
            let mut fill = uniform(&counters, k);
            fill.extend(m.iter().cloned());
            out.push(fill);
        }
    }
    out
}

/// Evaluation of the query's terms under assignments, input values by slot.
struct Evaluator {
    flat: Flat,
    slots: Vec<Option<u64>>,
    vals: Vec<Option<u64>>,
}

impl Evaluator {
    fn new(terms: &[&Term]) -> Evaluator {
        let flat = Term::flatten(terms);
        let slots = vec![None; flat.inputs().len()];
        Evaluator {
            flat,
            slots,
            vals: Vec::new(),
        }
    }

    /// Leaves every input unassigned.
    fn clear(&mut self) {
        self.slots.fill(None);
    }

    fn set(&mut self, values: &[(Input, u64)]) {
        for (i, v) in values {
            if let Some(s) = self.flat.inputs().iter().position(|j| j == i) {
                self.slots[s] = Some(*v);
            }
        }
    }

    /// Assignment number `k`: a mixed-radix digit per input picks its value.
    fn assign(&mut self, tried: &[(Input, Vec<u64>)], mut k: usize) {
        for (i, values) in tried {
            let v = values[k % values.len()];
            k /= values.len();
            if let Some(s) = self.flat.inputs().iter().position(|j| j == i) {
                self.slots[s] = Some(v);
            }
        }
    }

    fn decided(&mut self) -> Option<bool> {
        self.flat.decided(&self.slots, &mut self.vals)
    }

    /// The values assigned, by input.
    fn env(&self) -> HashMap<Input, u64> {
        self.flat
            .inputs()
            .iter()
            .zip(&self.slots)
            .filter_map(|(i, v)| v.map(|v| (i.clone(), v)))
            .collect()
    }
}
