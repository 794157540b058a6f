//! Queries decided by evaluating every assignment that matters of the inputs they read.
//!
//! After a uniform `switch` or a loop whose count is `n & 7`, EXEC masks merged from the
//! paths are choices over `a & 3` and `n & 7` in every lane: conditions of thousands of
//! nodes that read five input bits in all. Z3 takes 50-200 ms on each (oracle seed 66, IR:
//! 110 such queries, 6 s); evaluating all 32 assignments takes well under a millisecond.
//! When every input a query reads is read only through a constant mask (`x & K`) or an
//! extraction of some of its bits, the query depends on those bits alone, and enumerating
//! them decides it exactly: a satisfying assignment, or proof that there is none.
//!
//! A per-thread loop (`for (i = tid; i < n; i += blockDim)`) makes lane masks over
//! `tid + 64 * k <u n` for every lane and iteration instead: Z3 often gives up on them
//! after 240 ms. An input read only in comparisons with constants keeps every comparison's
//! truth between two consecutive points where one of them changes, so one value per
//! stretch decides the query exactly too ([`breaks`]). Comparison operands are sums of
//! scaled inputs (`group_id * 128 + lane`); one that compares an input with a sum of
//! inputs left open stays undecided, and the open inputs are then filled in with a few
//! plain values, which can only find a witness ([`fill_in`]). The evaluation is bverify's
//! own ([`Term::all_hold`], flattened in [`Flat`]), which the differential tests hold to the
//! solver's semantics, and `tests/term_rules.rs` checks the answers against every value of
//! 8-bit inputs.

use crate::eval::term::Flat;
use crate::eval::term::{Node, Op, mask};
use crate::eval::{Input, Term};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Assignments enumerated at most (2^8).
const MAX_BITS: u32 = 8;

/// Node evaluations at most (distinct nodes times assignments): past this the solver is
/// usually as fast.
pub const MAX_WORK: usize = 1 << 20;

/// The answer of an enumeration.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    /// Every term holds under these input values, whatever the inputs not named are.
    Sat(HashMap<Input, u64>),
    /// No assignment makes every term hold.
    Unsat,
}

/// The inputs given values, each with the values it takes in turn.
type Tried = Vec<(Input, Vec<u64>)>;

/// Assignments tried at most within `work` node evaluations (4,096 within [`MAX_WORK`]).
fn assignments(work: usize) -> usize {
    work / 256
}

/// How a query reads one input.
#[derive(Clone, Debug, PartialEq)]
enum Read {
    /// Only these bits of it (`x & K`, an extraction, or the whole of a narrow input).
    Bits(u64),
    /// Only in comparisons with constants, at this width: every comparison keeps its truth
    /// between two consecutive points (see [`breaks`]).
    Points { width: u8, at: Vec<u64> },
    /// Some other way: its value matters beyond a few bits or points.
    Whole,
}

impl Read {
    /// A short description for traces.
    fn summary(&self) -> String {
        match self {
            Read::Bits(m) => format!("bits {m:#x}"),
            Read::Points { width, at } => format!("{} points at width {width}", at.len()),
            Read::Whole => "whole".into(),
        }
    }

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
    decide_within(terms, MAX_WORK, 4 * MAX_WORK)
}

/// [`decide`] with `work` node evaluations at most for the exact enumeration (and
/// assignments at most `work / 256`) and `fill` for the search for a witness over the
/// inputs left open: more than [`decide`] allows is worth it where the solver is slow.
pub fn decide_within(terms: &[&Term], work: usize, fill: usize) -> Option<Answer> {
    let Some((reads, tried)) = reads(terms, work) else {
        tracing::trace!("enumeration: too large, or nothing to try");
        return None;
    };
    tracing::trace!(
        inputs = ?reads.inputs.iter().map(|(i, r)| (i, r.summary())).collect::<Vec<_>>(),
        tried = ?tried.iter().map(|(i, v)| (i, v.len())).collect::<Vec<_>>(),
        crossed = reads.crossed.len(),
        "enumeration: inputs read"
    );
    let mut eval = Evaluator::new(terms);
    let answer = enumerate(terms, &mut eval, &reads, &tried, fill);
    // Charged as the solver query it stands for, plus its evaluations: the check's budgets
    // count work, not time (`crate::effort`).
    crate::effort::add(
        crate::effort::QUERY + (eval.evaluated * reads.nodes / NODES_PER_WORK) as u64,
    );
    answer
}

/// Node evaluations in about the time of one unit of work (`crate::effort`).
const NODES_PER_WORK: usize = 2_500;

/// Every assignment of `tried`, then the search over the inputs left open ([`fill_in`]).
fn enumerate(
    terms: &[&Term],
    eval: &mut Evaluator,
    reads: &Reads,
    tried: &Tried,
    fill: usize,
) -> Option<Answer> {
    let count: usize = tried.iter().map(|(_, v)| v.len()).product();
    let mut open = false;
    for k in 0..count {
        eval.clear();
        eval.assign(tried, k);
        match eval.decided() {
            Some(true) => return Some(Answer::Sat(eval.env())),
            Some(false) => {}
            None => open = true,
        }
    }
    if !open {
        return Some(Answer::Unsat);
    }
    fill_in(terms, eval, reads, tried, fill).map(Answer::Sat)
}

/// The inputs given values and the values of each, within [`assignments`] and `work`:
/// every input read through a few bits (at most [`MAX_BITS`] in all, or `None`), then
/// inputs read at points, launch values and arguments before others, fewer points first.
/// An input left out stays open: the enumeration stays exact, and decides less.
fn select(reads: &Reads, work: usize) -> Option<Tried> {
    let mut tried: Vec<(Input, Vec<u64>)> = Vec::new();
    let mut bits = 0;
    for (i, r) in &reads.inputs {
        if let Read::Bits(m) = r
            && let Some(v) = r.values()
        {
            bits += m.count_ones();
            tried.push((i.clone(), v));
        }
    }
    if bits > MAX_BITS {
        return None;
    }
    let mut points: Vec<(Input, Vec<u64>)> = reads
        .inputs
        .iter()
        .filter(|(_, r)| matches!(r, Read::Points { .. }))
        .filter_map(|(i, r)| Some((i.clone(), r.values()?)))
        .collect();
    points.sort_by_key(|(i, v)| (matches!(i, Input::Havoc { .. }), v.len()));
    let mut count: usize = tried.iter().map(|(_, v)| v.len()).product();
    for (i, v) in points {
        let more = count.saturating_mul(v.len());
        if more <= assignments(work) && reads.nodes.saturating_mul(more) <= work {
            count = more;
            tried.push((i, v));
        }
    }
    (reads.nodes.saturating_mul(count) <= work).then_some(tried)
}

/// Where the inputs an enumeration leaves out decide, a few plain values for them often
/// satisfy the terms (an EXEC mask a loop iteration starts from: none, one or every lane;
/// one wave's all zeros and another's all ones where two waves are compared). With those
/// values fixed, a comparison of a tried input with a sum of filled ones is one with a
/// constant, whose points join the tried values. A hit is a full assignment, checked by
/// evaluation; a miss says nothing.
fn fill_in(
    terms: &[&Term],
    eval: &mut Evaluator,
    reads: &Reads,
    tried: &[(Input, Vec<u64>)],
    work: usize,
) -> Option<HashMap<Input, u64>> {
    let mut left = Vec::new();
    for t in terms {
        t.inputs(&mut left);
    }
    left.retain(|i| !tried.iter().any(|(j, _)| j == i));
    let mut budget = work / reads.nodes.max(1);
    let counters: Vec<Input> = reads.lin.iter().filter_map(Base::input).cloned().collect();
    for fill in fills(&left, &counters) {
        let filled = |i: &Input| fill.iter().find(|(j, _)| j == i).map(|(_, v)| *v);
        let mut values: Vec<(Input, Vec<u64>)> = tried.to_vec();
        for c in &reads.crossed {
            let m = mask(c.width);
            // The single input tried and the sum filled in, or (`lane + 64 <u n`, the lane
            // filled in) the sum one tried input plus a constant.
            let (input, offset, against, first) = match c.other.value(&reads.lin, &filled) {
                Some(v) => (reads.lin[c.single].input(), c.offset, v, c.single_first),
                None => match (
                    c.other.single(),
                    reads.lin[c.single].input().and_then(filled),
                ) {
                    (Some(b), Some(v)) => (
                        reads.lin[b].input(),
                        c.other.offset,
                        v.wrapping_add(c.offset),
                        !c.single_first,
                    ),
                    _ => continue,
                },
            };
            if let Some((_, at)) = values.iter_mut().find(|(i, _)| Some(i) == input) {
                at.extend(breaks(c.op, c.width, offset, against & m, first));
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

/// A comparison operand as a function of the values it is built from: a constant, or a
/// sum of bases (inputs, or values of another shape) times constants plus a constant,
/// wrapping at the compare's width: a lane's `value0 + group_id * 128 + lane`.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    /// (index into [`Walk::lin`], scale), by index, scales nonzero.
    sum: Vec<(usize, u64)>,
    offset: u64,
}

impl Form {
    fn constant(k: u64) -> Form {
        Form {
            sum: Vec::new(),
            offset: k,
        }
    }

    /// Base `b` itself.
    fn base(b: usize) -> Form {
        Form {
            sum: vec![(b, 1)],
            offset: 0,
        }
    }

    /// `self + times * other`, at mask `m`.
    fn plus(&self, other: &Form, times: u64, m: u64) -> Form {
        let mut sum = self.sum.clone();
        for &(b, k) in &other.sum {
            match sum.iter_mut().find(|(c, _)| *c == b) {
                Some((_, have)) => *have = have.wrapping_add(k.wrapping_mul(times)) & m,
                None => sum.push((b, k.wrapping_mul(times) & m)),
            }
        }
        sum.retain(|&(_, k)| k != 0);
        sum.sort_unstable();
        Form {
            sum,
            offset: self.offset.wrapping_add(other.offset.wrapping_mul(times)) & m,
        }
    }

    /// The one base this form is `base + offset` of.
    fn single(&self) -> Option<usize> {
        match self.sum.as_slice() {
            [(b, 1)] => Some(*b),
            _ => None,
        }
    }

    /// The value under `filled` inputs, where every base has one.
    fn value(&self, lin: &[Base], filled: &dyn Fn(&Input) -> Option<u64>) -> Option<u64> {
        self.sum.iter().try_fold(self.offset, |v, &(b, k)| {
            let x = match &lin[b] {
                Base::Input(i) => filled(i)?,
                Base::Opaque(t) => t.eval(filled)?,
            };
            Some(v.wrapping_add(x.wrapping_mul(k)))
        })
    }
}

/// Most forms one operand may take (one per side of nested choices).
const MAX_FORMS: usize = 16;

/// The walk of [`reads`].
#[derive(Default)]
struct Walk<'a> {
    reads: Vec<(Input, Read)>,
    seen: HashSet<usize>,
    stack: Vec<&'a Term>,
    /// What comparison operands are sums of.
    lin: Vec<Base>,
    /// Forms of operands by (term id, width); `None` for an operand of another shape.
    forms: HashMap<(usize, u8), Option<Vec<Form>>>,
    crossed: Vec<Crossed>,
    /// Opaque operands and their comparisons' nodes.
    opaque_at: Vec<(Term, usize)>,
    /// Comparison nodes walked as any other term.
    plain: HashSet<usize>,
}

/// A comparison `x + d op s` (`s op x + d` when `single_first` is false) of an input with
/// a sum of other bases. It is undecided while some base of either side is not given a
/// value, and one with a constant once the others are filled in.
#[derive(Clone, Debug)]
struct Crossed {
    op: Op,
    width: u8,
    single: usize,
    offset: u64,
    single_first: bool,
    other: Form,
    /// The comparison's node.
    at: usize,
}

/// What [`reads`] finds.
struct Reads {
    /// How each input is read, in order of first use.
    inputs: Vec<(Input, Read)>,
    /// Distinct nodes.
    nodes: usize,
    /// What comparison operands are sums of.
    lin: Vec<Base>,
    crossed: Vec<Crossed>,
    /// Opaque operands and their comparisons' nodes.
    opaque_at: Vec<(Term, usize)>,
}

/// What a comparison operand is a sum of.
#[derive(Clone, Debug, PartialEq)]
enum Base {
    Input(Input),
    /// A value of another shape (a grid stride by an unmodelled product) compared with an
    /// input: allowed only where it is undecided whatever the values tried, so such a
    /// comparison is too.
    Opaque(Term),
}

impl Base {
    fn input(&self) -> Option<&Input> {
        match self {
            Base::Input(i) => Some(i),
            Base::Opaque(_) => None,
        }
    }
}

impl<'a> Walk<'a> {
    fn read(&mut self, i: &Input, r: Read) {
        match self.reads.iter_mut().find(|(j, _)| j == i) {
            Some((_, have)) => have.merge(r),
            None => self.reads.push((i.clone(), r)),
        }
    }

    fn lin_index(&mut self, b: Base) -> usize {
        match self.lin.iter().position(|j| *j == b) {
            Some(k) => k,
            None => {
                self.lin.push(b);
                self.lin.len() - 1
            }
        }
    }

    /// The forms `t` may take at width `w`: inputs read whole or through their low `w`
    /// bits, constants, sums, differences and products with constants, and choices (whose
    /// conditions are walked as any other term); `None` for any other shape.
    fn forms(&mut self, t: &'a Term, w: u8) -> Option<Vec<Form>> {
        if t.width() != w {
            return None;
        }
        if let Some(f) = self.forms.get(&(t.id(), w)) {
            return f.clone();
        }
        let m = mask(w);
        let f = match t.node() {
            Node::Const(k) => Some(vec![Form::constant(k & m)]),
            Node::Input(i) => Some(vec![Form::base(self.lin_index(Base::Input(i.clone())))]),
            Node::App(Op::Extract(0), args)
                if let [a] = args.as_slice()
                    && let Node::Input(i) = a.node() =>
            {
                Some(vec![Form::base(self.lin_index(Base::Input(i.clone())))])
            }
            Node::App(op @ (Op::Add | Op::Sub), args) if let [a, b] = args.as_slice() => {
                let times = if *op == Op::Add { 1 } else { m };
                match (self.forms(a, w), self.forms(b, w)) {
                    (Some(fa), Some(fb)) => Some(
                        fa.iter()
                            .flat_map(|x| fb.iter().map(move |y| x.plus(y, times, m)))
                            .collect(),
                    ),
                    _ => None,
                }
            }
            Node::App(op @ (Op::Mul | Op::Shl), args) if let [a, b] = args.as_slice() => {
                let scaled = match (op, a.as_const(), b.as_const()) {
                    (Op::Mul, Some(k), None) => Some((b, k)),
                    (Op::Mul, None, Some(k)) => Some((a, k)),
                    (Op::Shl, None, Some(s)) if s < w as u64 => Some((a, 1u64 << s)),
                    _ => None,
                };
                scaled
                    .and_then(|(x, k)| Some((self.forms(x, w)?, k)))
                    .map(|(fx, k)| fx.iter().map(|f| Form::constant(0).plus(f, k, m)).collect())
            }
            Node::App(Op::Ite, args) if let [c, a, b] = args.as_slice() => {
                match (self.forms(a, w), self.forms(b, w)) {
                    (Some(mut fa), Some(fb)) => {
                        self.stack.push(c);
                        fa.extend(fb);
                        Some(fa)
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        let f = f.map(|mut f| {
            let mut unique = Vec::new();
            for x in f.drain(..) {
                if !unique.contains(&x) {
                    unique.push(x);
                }
            }
            unique
        });
        let f = f.filter(|f| f.len() <= MAX_FORMS);
        self.forms.insert((t.id(), w), f.clone());
        f
    }

    /// `t` as an operand of its own in the comparison at node `at`, walked as any other
    /// term.
    fn opaque(&mut self, t: &'a Term, at: usize) -> Vec<Form> {
        self.stack.push(t);
        self.opaque_at.push((t.clone(), at));
        vec![Form::base(self.lin_index(Base::Opaque(t.clone())))]
    }

    /// Records what comparison `op(a, b)` needs when one operand at least has forms (the
    /// other is then [`Base::Opaque`]): points for an input compared with a constant or
    /// with itself, the inputs of anything else read whole except where one input is
    /// compared with a sum of others ([`Crossed`]); false when neither operand has forms
    /// (the comparison is then walked as any other term).
    fn comparison(&mut self, op: Op, a: &'a Term, b: &'a Term, at: usize) -> bool {
        let w = a.width();
        // An operand of another shape is opaque only against an input (`value0 + g * 128
        // <u n`); against a constant (`mask == 0`) the comparison is walked as any other.
        let of_input = |f: &[Form], lin: &[Base]| {
            f.iter()
                .any(|f| f.sum.iter().any(|&(b, _)| lin[b].input().is_some()))
        };
        let (fa, fb) = match (self.forms(a, w), self.forms(b, w)) {
            (Some(fa), Some(fb)) => (fa, fb),
            (Some(fa), None) if of_input(&fa, &self.lin) => (fa, self.opaque(b, at)),
            (None, Some(fb)) if of_input(&fb, &self.lin) => (self.opaque(a, at), fb),
            _ => return false,
        };
        // What each pair of forms needs: points of one input, or a comparison of an input
        // with a sum of others; any other pair (a scaled input against a constant, two sums)
        // and the comparison is walked as any other term.
        enum Need {
            Nothing,
            Points(usize, Vec<u64>),
            Cross(usize, u64, bool, Form),
        }
        let input = |b: usize| self.lin[b].input().is_some();
        let mut needs = Vec::new();
        for x in &fa {
            for y in &fb {
                let need = match (x.single(), y.single()) {
                    _ if x.sum.is_empty() && y.sum.is_empty() => Need::Nothing,
                    (Some(i), _) if y.sum.is_empty() => {
                        Need::Points(i, breaks(op, w, x.offset, y.offset, true))
                    }
                    (_, Some(j)) if x.sum.is_empty() => {
                        Need::Points(j, breaks(op, w, y.offset, x.offset, false))
                    }
                    // Both sides step together: only their wraps change the order.
                    (Some(i), Some(j)) if i == j => {
                        Need::Points(i, [wraps(op, w, x.offset), wraps(op, w, y.offset)].concat())
                    }
                    (Some(i), _) if input(i) && !y.sum.iter().any(|&(b, _)| b == i) => {
                        Need::Cross(i, x.offset, true, y.clone())
                    }
                    (_, Some(j)) if input(j) && !x.sum.iter().any(|&(b, _)| b == j) => {
                        Need::Cross(j, y.offset, false, x.clone())
                    }
                    _ => return false,
                };
                needs.push(need);
            }
        }
        for need in needs {
            match need {
                Need::Nothing => {}
                // An opaque value is undecided whatever the points.
                Need::Points(b, points) => {
                    if let Base::Input(input) = self.lin[b].clone() {
                        self.read(
                            &input,
                            Read::Points {
                                width: w,
                                at: points,
                            },
                        );
                    }
                }
                Need::Cross(single, offset, single_first, other) => self.crossed.push(Crossed {
                    op,
                    width: w,
                    single,
                    offset,
                    single_first,
                    other,
                    at,
                }),
            }
        }
        true
    }
}

/// [`decide`] for a conjunction given as its terms: `Some(true)` if they can all hold,
/// `Some(false)` if they cannot, `None` if enumeration leaves it open.
pub fn may_all_hold(terms: &[Term], work: usize, fill: usize) -> Option<bool> {
    let refs: Vec<&Term> = terms.iter().collect();
    decide_within(&refs, work, fill).map(|a| matches!(a, Answer::Sat(_)))
}

/// How `terms` read each input; `None` when they are too large to enumerate over or compare inputs that would both be
/// given values.
fn reads(terms: &[&Term], work: usize) -> Option<(Reads, Tried)> {
    // Comparisons that would not be exact with the inputs selected are walked as any other
    // term on the next try.
    let mut plain = HashSet::default();
    for _ in 0..4 {
        let reads = walk(terms, plain.clone())?;
        let (tried, failed) = settle(&reads, work)?;
        if failed.is_empty() {
            return Some((reads, tried));
        }
        tracing::trace!(
            failed = failed.len(),
            "enumeration: comparisons walked plain"
        );
        plain.extend(failed);
    }
    None
}

/// One walk of [`reads`], with the comparisons at `plain` walked as any other term.
fn walk(terms: &[&Term], plain: HashSet<usize>) -> Option<Reads> {
    let mut walk = Walk {
        stack: terms.to_vec(),
        plain,
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
                        if a.width() == b.width()
                            && !walk.plain.contains(&t.id())
                            && walk.comparison(*op, a, b, t.id()) => {}
                    _ => walk.stack.extend(args.iter()),
                }
            }
        }
    }
    Some(Reads {
        inputs: walk.reads,
        nodes: walk.seen.len() + walk.forms.len(),
        lin: walk.lin,
        crossed: walk.crossed,
        opaque_at: walk.opaque_at,
    })
}

/// The inputs to try ([`select`]) and the comparisons that would not be exact with them
/// (to be walked as any other term). An input compared only with sums of other bases
/// (`n` in `group_id * 128 + lane <u n`) is tried too, at 0 alone, where each such
/// comparison keeps a base not tried: it stays undecided until the others are filled in
/// (`fill_in`). A comparison of an input with a sum is exact only while some base of it is
/// not tried, and an opaque operand only while it reads no tried input and nothing decides
/// it without its inputs.
fn settle(reads: &Reads, work: usize) -> Option<(Tried, Vec<usize>)> {
    let mut tried = select(reads, work)?;
    let given = |tried: &[(Input, Vec<u64>)], b: usize| match reads.lin[b].input() {
        Some(input) => tried.iter().any(|(i, _)| i == input),
        None => false,
    };
    for (k, base) in reads.lin.iter().enumerate() {
        let Some(input) = base.input() else {
            continue;
        };
        if reads.inputs.iter().any(|(i, _)| i == input) {
            continue;
        }
        let mine: Vec<&Crossed> = reads.crossed.iter().filter(|c| c.single == k).collect();
        if !mine.is_empty()
            && mine
                .iter()
                .all(|c| c.other.sum.iter().any(|&(b, _)| !given(&tried, b)))
        {
            tried.push((input.clone(), vec![0]));
        }
    }
    let mut failed: Vec<usize> = reads
        .crossed
        .iter()
        .filter(|c| given(&tried, c.single) && c.other.sum.iter().all(|&(b, _)| given(&tried, b)))
        .map(|c| c.at)
        .collect();
    for (t, at) in &reads.opaque_at {
        let mut inputs = Vec::new();
        t.inputs(&mut inputs);
        let read = inputs.iter().any(|i| tried.iter().any(|(j, _)| j == i));
        if read || t.eval(&|_| None).is_some() {
            failed.push(*at);
        }
    }
    (!tried.is_empty()).then_some((tried, failed))
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
/// `x + d` (a lane's loop counter an iteration starts from, a stride) get one value
/// together: all 0, all ones, ones in alternate waves only (where two waves are compared),
/// or all 1; the others (EXEC and exit masks) get every combination of none, all and the
/// lowest bit set when they are few, otherwise the first group's four patterns or all
/// alike but one.
fn fills(left: &[Input], lin: &[Input]) -> Vec<Vec<(Input, u64)>> {
    const FEW: u32 = 3;
    const PLAIN: [u64; 3] = [0, u64::MAX, 1];
    let uniform = |group: &[Input], k: usize| -> Vec<(Input, u64)> {
        group
            .iter()
            .map(|i| {
                let odd = matches!(i, Input::Havoc { wave, .. } if wave % 2 == 1);
                let v = match k {
                    0 => 0,
                    1 => u64::MAX,
                    2 if odd => u64::MAX,
                    3 if !odd => u64::MAX,
                    4 => 1,
                    _ => 0,
                };
                (i.clone(), v)
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
    for k in 0..5 {
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
    /// Assignments evaluated.
    evaluated: usize,
}

impl Evaluator {
    fn new(terms: &[&Term]) -> Evaluator {
        let flat = Term::flatten(terms);
        let slots = vec![None; flat.inputs().len()];
        Evaluator {
            flat,
            slots,
            vals: Vec::new(),
            evaluated: 0,
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
        self.evaluated += 1;
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
