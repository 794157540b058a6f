//! The term simplifier (constant folding, known bits, mask identities) against a plain
//! evaluator: every rewrite must keep the value for every input.

use bverify::eval::Input;
use bverify::eval::Term;
use bverify::eval::term::Op;
use proptest::prelude::*;

/// A 32-bit expression over two inputs, or a 1-bit condition.
#[derive(Clone, Debug)]
enum E {
    Var(u8),
    K(u32),
    Bin(Op, Box<E>, Box<E>),
    Not(Box<E>),
    Ite(Box<B>, Box<E>, Box<E>),
    Shift(Op, Box<E>, u8),
}

#[derive(Clone, Debug)]
enum B {
    Cmp(Op, E, E),
    Bit(E, u8),
    Not(Box<B>),
}

fn masks() -> impl Strategy<Value = u32> {
    prop_oneof![
        Just(0u32),
        Just(u32::MAX),
        Just(0x3333_3333),
        Just(0xcccc_cccc),
        Just(1),
        Just(2),
        Just(4),
        Just(5),
        Just(0x8000_0000),
        Just(32),
        Just(0x40),
        Just(0x7fff_ffff),
        any::<u32>(),
    ]
}

fn expr() -> impl Strategy<Value = E> {
    let leaf = prop_oneof![(0u8..2).prop_map(E::Var), masks().prop_map(E::K)];
    leaf.prop_recursive(5, 48, 3, |inner| {
        let cond = prop_oneof![
            (
                prop_oneof![Just(Op::Eq), Just(Op::Ult), Just(Op::Slt)],
                inner.clone(),
                inner.clone()
            )
                .prop_map(|(o, a, b)| B::Cmp(o, a, b)),
            (inner.clone(), 0u8..32).prop_map(|(a, i)| B::Bit(a, i)),
        ];
        let cond = prop_oneof![cond.clone(), cond.prop_map(|c| B::Not(Box::new(c)))];
        prop_oneof![
            (
                prop_oneof![
                    Just(Op::And),
                    Just(Op::Or),
                    Just(Op::Xor),
                    Just(Op::Add),
                    Just(Op::Sub),
                    Just(Op::Mul)
                ],
                inner.clone(),
                inner.clone()
            )
                .prop_map(|(o, a, b)| E::Bin(o, Box::new(a), Box::new(b))),
            inner.clone().prop_map(|a| E::Not(Box::new(a))),
            (cond, inner.clone(), inner.clone()).prop_map(|(c, a, b)| E::Ite(
                Box::new(c),
                Box::new(a),
                Box::new(b)
            )),
            (prop_oneof![Just(Op::Shl), Just(Op::Lshr)], inner, 0u8..32)
                .prop_map(|(o, a, k)| E::Shift(o, Box::new(a), k)),
        ]
    })
}

/// A 1-bit condition over expressions (a compare, a bit, their negations).
fn cond() -> impl Strategy<Value = B> {
    let atom = prop_oneof![
        (
            prop_oneof![Just(Op::Eq), Just(Op::Ult), Just(Op::Slt)],
            expr(),
            expr()
        )
            .prop_map(|(o, a, b)| B::Cmp(o, a, b)),
        (expr(), 0u8..32).prop_map(|(a, i)| B::Bit(a, i)),
    ];
    prop_oneof![atom.clone(), atom.prop_map(|c| B::Not(Box::new(c)))]
}

fn var(i: u8) -> Term {
    Term::input(
        Input::KernArg {
            offset: 4 * i as u32,
        },
        32,
    )
}

fn build(e: &E) -> Term {
    match e {
        E::Var(i) => var(*i),
        E::K(k) => Term::constant(*k as u64, 32),
        E::Bin(o, a, b) => Term::op(*o, 32, vec![build(a), build(b)]),
        E::Not(a) => build(a).not(),
        E::Ite(c, a, b) => Term::ite(&build_b(c), &build(a), &build(b)),
        E::Shift(o, a, k) => Term::op(*o, 32, vec![build(a), Term::constant(*k as u64, 32)]),
    }
}

fn build_b(b: &B) -> Term {
    match b {
        B::Cmp(o, x, y) => Term::op(*o, 1, vec![build(x), build(y)]),
        B::Bit(x, i) => build(x).extract(*i, 1),
        B::Not(c) => build_b(c).not(),
    }
}

fn value(e: &E, env: [u32; 2]) -> u32 {
    match e {
        E::Var(i) => env[*i as usize],
        E::K(k) => *k,
        E::Bin(o, a, b) => {
            let (a, b) = (value(a, env), value(b, env));
            match o {
                Op::And => a & b,
                Op::Or => a | b,
                Op::Add => a.wrapping_add(b),
                Op::Sub => a.wrapping_sub(b),
                Op::Mul => a.wrapping_mul(b),
                _ => a ^ b,
            }
        }
        E::Not(a) => !value(a, env),
        E::Ite(c, a, b) => {
            if truth(c, env) {
                value(a, env)
            } else {
                value(b, env)
            }
        }
        E::Shift(o, a, k) => {
            let a = value(a, env);
            if *o == Op::Shl { a << k } else { a >> k }
        }
    }
}

fn truth(b: &B, env: [u32; 2]) -> bool {
    match b {
        B::Cmp(o, x, y) => {
            let (x, y) = (value(x, env), value(y, env));
            match o {
                Op::Eq => x == y,
                Op::Slt => (x as i32) < (y as i32),
                _ => x < y,
            }
        }
        B::Bit(x, i) => value(x, env) >> i & 1 == 1,
        B::Not(c) => !truth(c, env),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn simplified_terms_keep_their_value(e in expr(), x in masks(), y in masks()) {
        let t = build(&e);
        let env = |i: &Input| match i {
            Input::KernArg { offset: 0 } => Some(x as u64),
            Input::KernArg { offset: 4 } => Some(y as u64),
            _ => None,
        };
        prop_assert_eq!(t.eval(&env), Some(value(&e, [x, y]) as u64), "term {}", t);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// What exploration substitutes after a fork must follow from the branch condition:
    /// the first list where it holds, the second where it does not.
    #[test]
    fn implied_literals_hold_wherever_the_condition_does(
        c in cond(), x in masks(), y in masks(), negate in any::<bool>()
    ) {
        let mut t = build_b(&c);
        if negate {
            t = t.not();
        }
        let env = |i: &Input| match i {
            Input::KernArg { offset: 0 } => Some(x as u64),
            Input::KernArg { offset: 4 } => Some(y as u64),
            _ => None,
        };
        let (holds, fails) = t.implied_literals(4000, 12);
        let lits = if truth(&c, [x, y]) != negate { holds } else { fails };
        for lit in lits {
            prop_assert_eq!(lit.eval(&env), Some(1), "{} does not follow from {} (or its negation)", lit, t);
        }
    }
}

/// `-O0` code tests "EXEC is zero" where the source tests a uniform condition: the fall
/// side implies the condition, the taken side nothing about it alone.
#[test]
fn an_exec_zero_test_implies_the_masking_condition() {
    let c = var(0).eq(&Term::constant(1, 32));
    let other = var(1).eq(&Term::constant(0, 32));
    let exec = Term::ite(
        &c,
        &Term::constant(0, 32),
        &Term::constant(u32::MAX as u64, 32),
    )
    .and(&Term::ite(
        &other,
        &Term::constant(0xffff, 32),
        &Term::constant(0, 32),
    ));
    let zero = exec.eq(&Term::constant(0, 32));
    let (taken, fall) = zero.implied_literals(4000, 12);
    assert!(
        !taken.contains(&c) && !taken.contains(&c.not()),
        "{taken:?}"
    );
    assert!(fall.contains(&c.not()), "{fall:?}");
    assert!(fall.contains(&other), "{fall:?}");
    // The negated condition gives the same literals, sides swapped.
    let (fall_too, taken_too) = zero.not().implied_literals(4000, 12);
    assert!(fall_too.contains(&c.not()) && fall_too.contains(&other));
    assert!(!taken_too.contains(&c) && !taken_too.contains(&c.not()));
}

#[test]
fn lane_masks_on_one_condition_fold_into_one_choice() {
    let c = var(0).eq(&Term::constant(1, 32));
    let mut m = Term::constant(0, 32);
    for lane in 0..32 {
        m = m.or(&Term::ite(
            &c,
            &Term::constant(1 << lane, 32),
            &Term::constant(0, 32),
        ));
    }
    assert_eq!(
        m,
        Term::ite(
            &c,
            &Term::constant(u32::MAX as u64, 32),
            &Term::constant(0, 32)
        )
    );
    // Bits of an undefined register outside the mask do not survive it.
    let undef = var(1);
    let lanes = Term::constant(0x3333_3333, 32);
    let merged = undef
        .and(&lanes)
        .or(&Term::constant(0xcccc_cccc, 32))
        .and(&lanes);
    assert_eq!(merged, undef.and(&lanes));
    assert_eq!(
        undef.or(&lanes).and(&lanes).as_const(),
        Some(0x3333_3333),
        "known ones"
    );
}

/// Masks of uniform conditions (a divergent-looking loop over a kernel argument in lowered
/// IR: oracle IR seed 93) fold back into their conditions, so a path condition that already
/// holds one sees it again instead of a new, bigger term.
#[test]
fn tests_of_uniform_masks_are_their_conditions() {
    let full = Term::constant(u32::MAX as u64, 32);
    let none = Term::constant(0, 32);
    let c = var(0).eq(&Term::constant(1, 32));
    let d = var(1).eq(&Term::constant(0, 32));
    let mc = Term::ite(&c, &full, &none);
    let md = Term::ite(&d, &full, &none);
    assert_eq!(mc.not().eq(&none), c);
    assert_eq!(mc.not().eq(&full), c.not());
    // `exec & !other` is zero exactly where `c` implies `d`.
    let both = mc.and(&md.not()).eq(&none);
    let holds = |x: u32, y: u32| x != 1 || y == 0;
    for (x, y) in [(1, 0), (1, 5), (0, 0), (7, 9)] {
        let env = |t: &Term| t.subst(&var(0), &Term::constant(x, 32), &mut Default::default());
        let env = |t: &Term| {
            env(t).subst(
                &var(1),
                &Term::constant(y as u64, 32),
                &mut Default::default(),
            )
        };
        assert_eq!(
            env(&both).as_const(),
            Some(holds(x as u32, y) as u64),
            "x={x} y={y}"
        );
    }
    // No 32-bit choice is left in the test: only the conditions themselves.
    assert!(!format!("{both:?}").contains("0xffffffff"), "{both:?}");
    // Two uniform masks: a choice of the second where the first's condition holds.
    assert_eq!(mc.and(&md), Term::ite(&c, &md, &none));
    assert_eq!(mc.or(&md), Term::ite(&c, &full, &md));
}

/// Ranges from known bits, exhaustively on small masks: sums of masked inputs, their bits,
/// and unsigned and signed compares against constants keep their values.
#[test]
fn known_bit_ranges_keep_values() {
    let masks = [0u32, 1, 3, 4, 6, 0x7fff_fffe, 0x8000_0000];
    let values = [0u32, 1, 2, 3, 5, 6, 0x7fff_ffff, 0x8000_0000, u32::MAX];
    let consts = [0u32, 1, 2, 3, 4, 5, 7, 8, 0x8000_0000, u32::MAX];
    for &ma in &masks {
        for &mb in &masks {
            let sum = var(0)
                .and(&Term::constant(ma as u64, 32))
                .add(&var(1).and(&Term::constant(mb as u64, 32)));
            for &k in &consts {
                let kt = Term::constant(k as u64, 32);
                let terms = [
                    (Op::Ult, Term::op(Op::Ult, 1, vec![sum.clone(), kt.clone()])),
                    (Op::Eq, Term::op(Op::Ult, 1, vec![kt.clone(), sum.clone()])),
                    (Op::Slt, Term::op(Op::Slt, 1, vec![sum.clone(), kt.clone()])),
                    (Op::Shl, Term::op(Op::Slt, 1, vec![kt.clone(), sum.clone()])),
                ];
                for &x in &values {
                    for &y in &values {
                        let s = (x & ma).wrapping_add(y & mb);
                        let env = |i: &Input| match i {
                            Input::KernArg { offset: 0 } => Some(x as u64),
                            Input::KernArg { offset: 4 } => Some(y as u64),
                            _ => None,
                        };
                        for bit in 0..32 {
                            assert_eq!(sum.extract(bit, 1).eval(&env), Some((s >> bit & 1) as u64));
                        }
                        for (which, t) in &terms {
                            let want = match which {
                                Op::Ult => s < k,
                                Op::Eq => k < s,
                                Op::Slt => (s as i32) < (k as i32),
                                _ => (k as i32) < (s as i32),
                            };
                            assert_eq!(t.eval(&env), Some(want as u64), "{t} at x={x} y={y}");
                        }
                    }
                }
            }
        }
    }
}

/// `(hi << 32 | lo) == 0` splits into its halves, and keeps its value for every input.
#[test]
fn wide_masks_are_zero_when_their_halves_are() {
    let c = var(0).eq(&Term::constant(1, 32));
    let half = Term::ite(&c, &Term::constant(0xffff_ffff, 32), &Term::constant(0, 32));
    let wide =
        Term::op(Op::Shl, 64, vec![half.zext(64), Term::constant(32, 64)]).or(&half.zext(64));
    let z = wide.eq(&Term::constant(0, 64));
    assert_eq!(z, c.not(), "{z}");
    // A shift that drops unknown bits is not split.
    let x = var(1).zext(64);
    let shifted = Term::op(Op::Shl, 64, vec![x.clone(), Term::constant(40, 64)]);
    let t = shifted.eq(&Term::constant(0, 64));
    for v in [0u64, 1, 1 << 24, 1 << 23, u32::MAX as u64] {
        let env = |i: &Input| match i {
            Input::KernArg { offset: 4 } => Some(v),
            _ => None,
        };
        assert_eq!(t.eval(&env), Some(((v << 40) == 0) as u64), "{t} at {v}");
    }
}

/// The halves of a 64-bit value put back together are that value (a register pair written
/// by a 64-bit add and read whole), and the join of other halves keeps its value.
#[test]
fn halves_of_one_value_join_back() {
    let wide = Term::concat32(&var(0), &var(1)).add(&Term::constant(0x10_0000_0000_0004, 64));
    let joined = Term::concat32(&wide.extract(0, 32), &wide.extract(32, 32));
    assert_eq!(joined, wide);
    // Halves of different values, or swapped halves, are not folded.
    let swapped = Term::concat32(&wide.extract(32, 32), &wide.extract(0, 32));
    assert_ne!(swapped, wide);
    let env = |i: &Input| match i {
        Input::KernArg { offset: 0 } => Some(0xffff_fffe),
        Input::KernArg { offset: 4 } => Some(7),
        _ => None,
    };
    let w = wide.eval(&env).unwrap();
    assert_eq!(
        w,
        0x0000_0007_ffff_fffe_u64.wrapping_add(0x10_0000_0000_0004)
    );
    assert_eq!(swapped.eval(&env), Some(w.rotate_left(32)));
}

/// Bits of a right shift by a constant are the operand's higher bits: the high half of a
/// pair taken with `s_lshr_b64 s, s, 32` is the term that went into it, whatever the low
/// half; bits shifted in from above the top are zero.
#[test]
fn bits_of_a_right_shift_are_higher_bits() {
    let pair = Term::concat32(&var(0), &var(1));
    let shifted = Term::op(Op::Lshr, 64, vec![pair.clone(), Term::constant(32, 64)]);
    assert_eq!(shifted.extract(0, 32), var(1));
    assert_eq!(shifted.extract(32, 32).as_const(), Some(0));
    assert_eq!(
        Term::op(Op::Lshr, 64, vec![pair, Term::constant(8, 64)]).extract(8, 16),
        Term::concat32(&var(0), &var(1)).extract(16, 16)
    );
    // Bits that straddle the top are left as an extraction of the shift.
    let straddle = shifted.extract(16, 32);
    let env = |i: &Input| match i {
        Input::KernArg { offset: 0 } => Some(0x1234_5678),
        Input::KernArg { offset: 4 } => Some(0x9abc_def0),
        _ => None,
    };
    assert_eq!(straddle.eval(&env), Some(0x9abc));
}

/// The high half of a sum whose low halves cannot carry is the sum of the high halves: a
/// private-aperture pointer (`aperture << 32 | 32`) plus 4 still names the aperture, as
/// `-O0` code builds `&arr[j]`. Where the low halves may carry, the sum is kept.
#[test]
fn high_bits_of_a_sum_without_carry_are_the_high_sum() {
    let base = Term::op(Op::Shl, 64, vec![var(1).zext(64), Term::constant(32, 64)]);
    let pointer = Term::op(Op::Or, 64, vec![base.clone(), Term::constant(32, 64)]);
    let element = Term::constant(4, 64).add(&pointer);
    assert_eq!(element.extract(32, 32), var(1));
    assert_eq!(element.extract(0, 32).as_const(), Some(36));
    // Largest low halves 0xffff_fff0 + 0xf: still no carry.
    let top = Term::op(
        Op::Or,
        64,
        vec![base.clone(), Term::constant(0xffff_fff0, 64)],
    );
    assert_eq!(top.add(&Term::constant(0xf, 64)).extract(32, 32), var(1));
    // 0xffff_fff0 + 0x10 carries into the high half.
    assert_ne!(top.add(&Term::constant(0x10, 64)).extract(32, 32), var(1));
    // Two unknown operands are not pushed through (deep chains of sums would be split
    // again and again), and may carry.
    let carry = top.add(&Term::op(
        Op::And,
        64,
        vec![var(0).zext(64), Term::constant(0x1f, 64)],
    ));
    assert_ne!(carry.extract(32, 32), var(1));
    let env = |i: &Input| match i {
        Input::KernArg { offset: 0 } => Some(0x10),
        Input::KernArg { offset: 4 } => Some(7),
        _ => None,
    };
    assert_eq!(carry.extract(32, 32).eval(&env), Some(8));
}

/// The low half of a 64-bit multiply-add is a 32-bit multiply-add of the low halves: a
/// constant when they are, whatever the addend's high half (`v_mad_u64_u32` used for 32-bit
/// arithmetic leaves that half undefined).
#[test]
fn low_bits_of_arithmetic_ignore_high_operand_bits() {
    let addend = Term::concat32(&Term::constant(5, 32), &var(1));
    let product = Term::op(
        Op::Mul,
        64,
        vec![
            Term::constant(0xffff_fff0, 32).zext(64),
            Term::constant(3, 64),
        ],
    );
    let sum = product.add(&addend);
    assert_eq!(
        sum.extract(0, 32).as_const(),
        Some((0xffff_fff0u64 * 3 + 5) & 0xffff_ffff)
    );
    let diff = Term::op(Op::Sub, 64, vec![addend.clone(), product]);
    assert_eq!(
        diff.extract(0, 32).as_const(),
        Some(5u64.wrapping_sub(0xffff_fff0 * 3) & 0xffff_ffff)
    );
    // The high half still depends on it.
    assert!(sum.extract(32, 32).as_const().is_none());
}

/// Views of one value at two widths share a node but are different terms: each converts to
/// Z3 at its own width, whichever is converted first, and each evaluates to its own bits.
#[test]
fn two_widths_of_one_node_stay_apart() {
    use bverify::smt::terms::Terms;
    let v = var(0);
    let byte = v.extract(0, 8);
    let half = v.extract(0, 16);
    assert_ne!(byte, half);
    assert_ne!(byte.id(), half.id());
    let mut terms = Terms::new();
    assert_eq!(terms.bv(&byte).get_size(), 8);
    assert_eq!(terms.bv(&half).get_size(), 16);
    let env = |i: &Input| match i {
        Input::KernArg { offset: 0 } => Some(0x1234),
        _ => None,
    };
    assert_eq!(byte.eval(&env), Some(0x34));
    assert_eq!(half.eval(&env), Some(0x1234));
    // Extractions from each keep their own source width.
    assert_eq!(half.extract(8, 8).eval(&env), Some(0x12));
    assert_eq!(byte.zext(16).extract(8, 8).eval(&env), Some(0));
}

/// The few-valued launch value a branch is split on: each of its values must decide the
/// condition, and a small condition splits only if that beats forking on it.
#[test]
fn small_domain_split_takes_values_that_decide_the_condition() {
    let arg = Term::input(Input::KernArg { offset: 8 }, 32);
    let x = arg.and(&Term::constant(3, 32));
    let lane = Term::input(
        Input::Havoc {
            wave: 0,
            id: 7,
            why: "loaded value",
        },
        32,
    );
    // An EXEC-like condition: 32 per-lane tests on x; every value of x decides it.
    let mut big = Term::constant(0, 32);
    for l in 0..32u64 {
        let bit = Term::op(Op::Ult, 1, vec![Term::constant(l % 5, 32), x.clone()]);
        let one = Term::ite(&bit, &Term::constant(1 << l, 32), &Term::constant(0, 32));
        big = big.or(&one);
    }
    let cond = big.nonzero();
    let (t, values) = cond.small_domain_split(64, 4000).expect("split");
    assert_eq!(t, x);
    assert_eq!(values, vec![0, 1, 2, 3]);
    // A lane value in it as well: no value of x alone decides it.
    let mixed = big.or(&lane).nonzero();
    assert!(mixed.small_domain_split(64, 4000).is_none());
    // Small: `0 < x` splits (each value decides it); `x == 1` forks; `(a & 7) + (a & 3) < 4`
    // is not decided by `a & 3` alone.
    let lt = Term::op(Op::Slt, 1, vec![Term::constant(0, 32), x.clone()]);
    assert_eq!(
        lt.small_domain_split(64, 4000).map(|(_, v)| v.len()),
        Some(4)
    );
    assert!(
        x.eq(&Term::constant(1, 32))
            .small_domain_split(64, 4000)
            .is_none()
    );
    let sum = arg.and(&Term::constant(7, 32)).add(&x);
    let lt4 = Term::op(Op::Ult, 1, vec![sum, Term::constant(4, 32)]);
    assert!(lt4.small_domain_split(64, 4000).is_none());
    // A value private to the wave is never split on.
    let own = Term::op(
        Op::Slt,
        1,
        vec![Term::constant(0, 32), lane.and(&Term::constant(3, 32))],
    );
    assert!(own.small_domain_split(64, 4000).is_none());
}

/// Conditions over the lanes of a wave repeat a few atoms many times; a conjunction or
/// disjunction keeps each once (or folds when it meets an atom's negation).
#[derive(Clone, Debug)]
struct Chain {
    atoms: Vec<B>,
    /// Per step: which atom, negated or not, joined with `and` (true) or `or`.
    steps: Vec<(usize, bool, bool)>,
}

fn chains() -> impl Strategy<Value = Chain> {
    (
        proptest::collection::vec(cond(), 1..4),
        proptest::collection::vec((0usize..4, any::<bool>(), any::<bool>()), 1..40),
    )
        .prop_map(|(atoms, steps)| Chain { atoms, steps })
}

fn chain_term(c: &Chain) -> Term {
    let atom = |i: usize, neg: bool| {
        let t = build_b(&c.atoms[i % c.atoms.len()]);
        if neg { t.not() } else { t }
    };
    let (i0, n0, _) = c.steps[0];
    c.steps[1..]
        .iter()
        .fold(atom(i0, n0), |acc, &(i, neg, and)| {
            let x = atom(i, neg);
            if and { acc.and(&x) } else { acc.or(&x) }
        })
}

fn chain_truth(c: &Chain, env: [u32; 2]) -> bool {
    let atom = |i: usize, neg: bool| truth(&c.atoms[i % c.atoms.len()], env) != neg;
    let (i0, n0, _) = c.steps[0];
    c.steps[1..]
        .iter()
        .fold(atom(i0, n0), |acc, &(i, neg, and)| {
            let x = atom(i, neg);
            if and { acc && x } else { acc || x }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn repeated_conditions_in_a_chain_keep_its_value(c in chains(), x in masks(), y in masks()) {
        let t = chain_term(&c);
        let env = [x, y];
        let got = t.eval(&|i| match i {
            Input::KernArg { offset } => Some(u64::from(env[(*offset / 4) as usize])),
            _ => None,
        });
        prop_assert_eq!(got, Some(u64::from(chain_truth(&c, env))), "{}", t);
    }
}

#[test]
fn a_condition_over_sixty_four_lanes_keeps_each_distinct_lane_condition_once() {
    let atoms: Vec<Term> = (0..4)
        .map(|i| {
            var(0)
                .and(&Term::constant(1 << i, 32))
                .eq(&Term::constant(0, 32))
        })
        .collect();
    let all = (1..64).fold(atoms[0].clone(), |acc, l| acc.and(&atoms[l % 4]));
    let once = atoms[1..]
        .iter()
        .fold(atoms[0].clone(), |acc, a| acc.and(a));
    assert_eq!(all, once, "{all}");
    // Meeting a negation folds the whole conjunction, and the whole disjunction.
    assert_eq!(all.and(&atoms[2].not()), Term::bool(false));
    let any = (1..64).fold(atoms[0].clone(), |acc, l| acc.or(&atoms[l % 4]));
    assert_eq!(any.or(&atoms[3].not()), Term::bool(true));
}

/// A substitution that makes a flat address's offset constant folds the extraction of its
/// high half again: the high half is the aperture base (`-O0` code reads a lane's index from
/// a private slot, and `assume` substitutes the lane's value later). Before, the rebuilt
/// extraction stayed opaque, a store to `__shared__` looked as if it could hit the wave's
/// scratch, and the private slots read back as fresh values per lane: a false divergence.
#[test]
fn substituting_an_offset_keeps_the_aperture_half_of_an_address() {
    let base = Term::input(
        Input::Pointer {
            base: "shared_base",
            hi: true,
        },
        32,
    );
    let (offset, low) = (var(0), var(1));
    let shift = |t: Term, k: u64| Term::op(Op::Shl, 64, vec![t, Term::constant(k, 64)]);
    // The base pair's low half is not known yet: its high half cannot be taken apart.
    let pair = shift(base.zext(64), 32).or(&low.zext(64));
    let addr = shift(offset.zext(64), 2).add(&pair);
    let hi = addr.extract(32, 32);
    assert_ne!(hi, base);
    let zero = Term::constant(0, 32);
    let hi = hi.subst(&low, &zero, &mut Default::default());
    let lane = hi.subst(&offset, &Term::constant(1, 32), &mut Default::default());
    assert_eq!(lane, base);
}

/// Conditions decided by a few bits of inputs bound a loop's distinct trips; wide values
/// (a compare with a whole argument) must never count as few-valued, whatever their width.
#[test]
fn few_bit_conditions_count_their_bits() {
    let k = |v: u64| Term::constant(v, 32);
    let a7 = var(0).and(&k(7));
    let b1 = var(1).and(&k(1));
    let ult = |x: &Term, y: &Term| Term::op(Op::Ult, 1, vec![x.clone(), y.clone()]);
    // `i < (a & 7)` for a concrete `i`: three bits.
    assert_eq!(ult(&k(5), &a7).decided_by_bits(3), Some(3));
    // Both sides few-valued: their bits add up.
    assert_eq!(ult(&b1, &a7).decided_by_bits(4), Some(4));
    assert_eq!(ult(&b1, &a7).decided_by_bits(3), None);
    // The same few-valued value twice counts once.
    let both = Term::op(Op::And, 1, vec![ult(&k(2), &a7), ult(&a7, &k(6))]);
    assert_eq!(both.decided_by_bits(3), Some(3));
    // A whole argument, and a 1-bit compare of it, are wide.
    assert_eq!(ult(&k(5), &var(0)).decided_by_bits(3), None);
    assert_eq!(
        Term::op(Op::Eq, 1, vec![ult(&k(5), &var(0)), Term::bool(true)]).decided_by_bits(3),
        None
    );
    // One bit of an argument is one bit.
    assert_eq!(var(0).extract(4, 1).decided_by_bits(3), Some(1));
}

/// Few-bit masks the enumeration of [`bverify::smt::enumerate`] reads inputs through.
fn few_bit_masks() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(1u64),
        Just(3),
        Just(7),
        Just(0x30),
        Just(0x81),
        Just(0x1c0)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Enumeration of the few bits a query reads decides it as the semantics do: a
    /// satisfying assignment holds whatever the inputs it leaves open are, and "none" means
    /// no value of the enumerated bits makes both conditions hold.
    #[test]
    fn enumeration_over_few_bits_decides_as_the_semantics_do(
        c1 in cond(), c2 in cond(), m in few_bit_masks(), ys in prop::collection::vec(masks(), 4)
    ) {
        use bverify::smt::enumerate::{decide, Answer};
        // `arg0` is read only through `m`; `arg1` whole (left open).
        let masked = var(0).and(&Term::constant(m, 32));
        let narrow = |b: &B| build_b(b).subst(&var(0), &masked, &mut Default::default());
        let (t1, t2) = (narrow(&c1), narrow(&c2));
        let holds = |x: u32, y: u32| truth(&c1, [x & m as u32, y]) && truth(&c2, [x & m as u32, y]);
        match decide(&[&t1, &t2]) {
            Some(Answer::Sat(env)) => {
                let x = env.get(&Input::KernArg { offset: 0 }).copied().unwrap_or(0) as u32;
                let y0 = env.get(&Input::KernArg { offset: 4 }).copied();
                for y in y0.map(|y| vec![y as u32]).unwrap_or(ys) {
                    prop_assert!(holds(x, y), "{} and {} fail at {:#x}, {:#x}", t1, t2, x, y);
                }
            }
            Some(Answer::Unsat) => {
                for x in 0..=m as u32 {
                    for &y in &ys {
                        prop_assert!(!holds(x, y), "{} and {} hold at {:#x}, {:#x}", t1, t2, x, y);
                    }
                }
            }
            None => {}
        }
    }
}

/// A mask of a sum sees only the low bits of the constant added: `(a + 4) & 3` is `a & 3`.
#[test]
fn masks_of_sums_drop_the_constant_above_them() {
    let a = var(0);
    let k = |v: u64| Term::constant(v, 32);
    assert_eq!(a.add(&k(4)).and(&k(3)), a.and(&k(3)));
    assert_eq!(a.add(&k(0x105)).and(&k(0x7)), a.add(&k(5)).and(&k(7)));
    // Bits above the mask's highest bit of the constant are dropped; below, kept.
    assert_eq!(a.add(&k(0x10)).and(&k(0x30)), a.add(&k(0x10)).and(&k(0x30)));
    assert_eq!(a.add(&k(0x40)).and(&k(0x30)), a.and(&k(0x30)));
}

/// A condition over one 8-bit input `x` read only in comparisons with constants, and an
/// 8-bit `h` that stands for a lane's register where the lane is off: the shapes the
/// threshold enumeration of [`bverify::smt::enumerate`] decides.
#[derive(Clone, Debug)]
enum T {
    /// `x + d op c`, or `c op x + d` when the flag is false.
    Cmp(Op, bool, u8, u8),
    /// `k + ite(guard, v, h) <u x`: a lane's counter, defined only where the guard holds.
    Lane(Box<T>, u8, u8),
    /// `x + d op h + e`.
    Crossed(Op, u8, u8),
    /// `x + d op h * k + e`: an input against a scaled one.
    Scaled(Op, u8, u8, u8),
    /// `x + d <u h * h`: against a value of no linear shape.
    Square(u8),
    /// `h <u c`: `h` compared with a constant too.
    HCmp(u8),
    Not(Box<T>),
    And(Box<T>, Box<T>),
    Or(Box<T>, Box<T>),
}

fn threshold_cond() -> impl Strategy<Value = T> {
    let op = prop_oneof![Just(Op::Ult), Just(Op::Slt), Just(Op::Eq)];
    let leaf = prop_oneof![
        4 => (op.clone(), any::<bool>(), any::<u8>(), any::<u8>())
            .prop_map(|(o, f, d, c)| T::Cmp(o, f, d, c)),
        1 => (op.clone(), any::<u8>(), any::<u8>()).prop_map(|(o, d, e)| T::Crossed(o, d, e)),
        1 => (op, any::<u8>(), any::<u8>(), any::<u8>())
            .prop_map(|(o, d, k, e)| T::Scaled(o, d, k, e)),
        1 => any::<u8>().prop_map(T::Square),
        1 => any::<u8>().prop_map(T::HCmp),
    ];
    leaf.prop_recursive(3, 12, 2, |inner| {
        prop_oneof![
            (inner.clone(), any::<u8>(), any::<u8>()).prop_map(|(g, k, v)| T::Lane(
                Box::new(g),
                k,
                v
            )),
            inner.clone().prop_map(|a| T::Not(Box::new(a))),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| T::And(Box::new(a), Box::new(b))),
            (inner.clone(), inner).prop_map(|(a, b)| T::Or(Box::new(a), Box::new(b))),
        ]
    })
}

fn build_t(t: &T) -> Term {
    let x = Term::input(Input::KernArg { offset: 0 }, 8);
    let h = Term::input(
        Input::Havoc {
            wave: 0,
            id: 0,
            why: "lane off",
        },
        8,
    );
    let k = |v: u8| Term::constant(v as u64, 8);
    let cmp = |o: Op, a: Term, b: Term| Term::op(o, 1, vec![a, b]);
    match t {
        T::Cmp(o, true, d, c) => cmp(*o, x.add(&k(*d)), k(*c)),
        T::Cmp(o, false, d, c) => cmp(*o, k(*c), x.add(&k(*d))),
        T::Lane(g, kk, v) => cmp(Op::Ult, k(*kk).add(&Term::ite(&build_t(g), &k(*v), &h)), x),
        T::Crossed(o, d, e) => cmp(*o, x.add(&k(*d)), h.add(&k(*e))),
        T::Scaled(o, d, kk, e) => cmp(
            *o,
            x.add(&k(*d)),
            Term::op(Op::Mul, 8, vec![h.clone(), k(*kk)]).add(&k(*e)),
        ),
        T::Square(d) => cmp(
            Op::Ult,
            x.add(&k(*d)),
            Term::op(Op::Mul, 8, vec![h.clone(), h.clone()]),
        ),
        T::HCmp(c) => cmp(Op::Ult, h.clone(), k(*c)),
        T::Not(a) => build_t(a).not(),
        T::And(a, b) => build_t(a).and(&build_t(b)),
        T::Or(a, b) => build_t(a).or(&build_t(b)),
    }
}

fn truth_t(t: &T, x: u8, h: u8) -> bool {
    let cmp = |o: Op, a: u8, b: u8| match o {
        Op::Ult => a < b,
        Op::Slt => (a as i8) < (b as i8),
        _ => a == b,
    };
    match t {
        T::Cmp(o, true, d, c) => cmp(*o, x.wrapping_add(*d), *c),
        T::Cmp(o, false, d, c) => cmp(*o, *c, x.wrapping_add(*d)),
        T::Lane(g, k, v) => k.wrapping_add(if truth_t(g, x, h) { *v } else { h }) < x,
        T::Crossed(o, d, e) => cmp(*o, x.wrapping_add(*d), h.wrapping_add(*e)),
        T::Scaled(o, d, k, e) => cmp(*o, x.wrapping_add(*d), h.wrapping_mul(*k).wrapping_add(*e)),
        T::Square(d) => x.wrapping_add(*d) < h.wrapping_mul(h),
        T::HCmp(c) => h < *c,
        T::Not(a) => !truth_t(a, x, h),
        T::And(a, b) => truth_t(a, x, h) && truth_t(b, x, h),
        T::Or(a, b) => truth_t(a, x, h) || truth_t(b, x, h),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Enumeration over the points where comparisons with constants change decides as the
    /// semantics do: a satisfying assignment holds (for every `h` when it leaves `h` open),
    /// and "none" means no `x` and `h` at all make both conditions hold.
    #[test]
    fn enumeration_over_threshold_points_decides_as_the_semantics_do(
        c1 in threshold_cond(), c2 in threshold_cond()
    ) {
        use bverify::smt::enumerate::{decide, Answer};
        let (t1, t2) = (build_t(&c1), build_t(&c2));
        let holds = |x: u8, h: u8| truth_t(&c1, x, h) && truth_t(&c2, x, h);
        let hv = Input::Havoc { wave: 0, id: 0, why: "lane off" };
        match decide(&[&t1, &t2]) {
            Some(Answer::Sat(env)) => {
                let x = env.get(&Input::KernArg { offset: 0 }).copied().unwrap_or(0) as u8;
                let hs: Vec<u8> = match env.get(&hv) {
                    Some(&h) => vec![h as u8],
                    None => (0..=255).collect(),
                };
                for h in hs {
                    prop_assert!(holds(x, h), "{} and {} fail at x = {:#x}, h = {:#x}", t1, t2, x, h);
                }
            }
            Some(Answer::Unsat) => {
                for x in 0..=255u8 {
                    for h in 0..=255u8 {
                        prop_assert!(!holds(x, h), "{} and {} hold at x = {:#x}, h = {:#x}", t1, t2, x, h);
                    }
                }
            }
            None => {}
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The flattened evaluation the enumeration runs gives what the term evaluation gives,
    /// with inputs assigned or left open.
    #[test]
    fn flat_evaluation_agrees_with_term_evaluation(
        c1 in cond(), c2 in cond(), x in prop::option::of(masks()), y in prop::option::of(masks())
    ) {
        let (t1, t2) = (build_b(&c1), build_b(&c2));
        let env = |i: &Input| match i {
            Input::KernArg { offset: 0 } => x.map(u64::from),
            Input::KernArg { offset: 4 } => y.map(u64::from),
            _ => None,
        };
        let flat = Term::flatten(&[&t1, &t2]);
        let slots: Vec<Option<u64>> = flat.inputs().iter().map(env).collect();
        prop_assert_eq!(
            flat.decided(&slots, &mut Vec::new()),
            Term::decided_under(&[&t1, &t2], &env)
        );
    }
}

/// A sum is one term however its constants were added: `K + x` is `x + K`, and
/// `(x + K1) + K2` is `x + (K1 + K2)`, wrapping at the width. An address built as
/// `(v << 2) + base` then equals the `base + 4 * v` of a store (red team 36, F3).
#[test]
fn sums_with_constants_have_one_form() {
    let x = var(0);
    let k = |c: u64| Term::constant(c, 32);
    assert_eq!(k(12).add(&x), x.add(&k(12)));
    assert_eq!(x.add(&k(4)).add(&k(8)), x.add(&k(12)));
    assert_eq!(k(8).add(&x.add(&k(4))), x.add(&k(12)));
    assert_eq!(x.add(&k(0xffff_fffc)).add(&k(4)), x);
    let base = Term::constant(0x40, 64).add(&var(1).zext(64));
    let shifted = Term::op(
        Op::Shl,
        64,
        vec![Term::constant(3, 64), Term::constant(2, 64)],
    );
    assert_eq!(
        shifted.add(&base),
        var(1).zext(64).add(&Term::constant(0x4c, 64))
    );
}

proptest! {
    /// A 64-bit sum made 32 bits at a time (`v_add_co_u32`, then `v_add_co_ci_u32` with the
    /// carry) is the sum of the two 64-bit values, as a term and in value: with the high
    /// addend a constant, an input, or an input plus a constant.
    #[test]
    fn sums_in_halves_are_64_bit_sums(
        x in masks(), y in masks(), b in masks(), d in masks(), d_form in 0u8..3
    ) {
        let (a, c) = (var(0), var(1));
        let k = |v: u32| Term::constant(v as u64, 32);
        let d_term = match d_form {
            0 => k(d),
            1 => var(2),
            _ => var(2).add(&k(d)),
        };
        let w = a.zext(64).add(&k(b).zext(64));
        let lo = w.extract(0, 32);
        let hi = c.add(&d_term).add(&w.extract(32, 1).zext(32));
        let joined = Term::concat32(&lo, &hi);
        // With `b` zero there is no carry to see: `hi:lo` is then `(c + d):a` as it is. The
        // symbolic part of `d` stays in the high half: `(c + z):a + (K:b)`.
        if b != 0 {
            let want = match d_form {
                0 => Term::concat32(&a, &c).add(&Term::concat32(&k(b), &d_term)),
                1 => Term::concat32(&a, &c.add(&d_term)).add(&k(b).zext(64)),
                _ => Term::concat32(&a, &c.add(&var(2))).add(&Term::concat32(&k(b), &k(d))),
            };
            prop_assert_eq!(&joined, &want);
        }
        let z = d ^ 0x5a5a_5a5a;
        let env = |i: &Input| match i {
            Input::KernArg { offset: 0 } => Some(x as u64),
            Input::KernArg { offset: 4 } => Some(y as u64),
            Input::KernArg { offset: 8 } => Some(z as u64),
            _ => None,
        };
        let high = match d_form {
            0 => d as u64,
            1 => z as u64,
            _ => z.wrapping_add(d) as u64,
        };
        let want = ((y as u64) << 32 | x as u64).wrapping_add(high << 32 | b as u64);
        prop_assert_eq!(joined.eval(&env), Some(want));
    }
}

proptest! {
    /// Two addresses of one base a constant apart differ by that constant in value; other
    /// pairs have no constant difference (the phase-read proof then asks the solver).
    #[test]
    fn constant_differences_are_differences_in_value(
        x in masks(), y in masks(), c1 in masks(), c2 in masks(), form in 0u8..4
    ) {
        let k = |v: u32| Term::constant(v as u64, 32);
        let base = var(0).add(&var(1));
        let (a, b) = match form {
            0 => (base.add(&k(c1)), base.add(&k(c2))),
            1 => (base.clone(), base.add(&k(c2))),
            2 => (k(c1), k(c2)),
            _ => (var(0).add(&k(c1)), var(1).add(&k(c2))),
        };
        let env = |i: &Input| match i {
            Input::KernArg { offset: 0 } => Some(x as u64),
            Input::KernArg { offset: 4 } => Some(y as u64),
            _ => None,
        };
        match a.constant_difference(&b) {
            Some(d) => {
                let (va, vb) = (a.eval(&env).unwrap(), b.eval(&env).unwrap());
                prop_assert_eq!(d, va.wrapping_sub(vb) & 0xffff_ffff);
            }
            None => prop_assert_eq!(form, 3),
        }
    }
}

/// The high half of an aperture pointer plus a small offset, neither of them a sum, is the
/// aperture's high half: the low halves cannot carry (`-O0` indexing a local array).
#[test]
fn high_half_of_a_carry_free_sum_is_the_high_half() {
    let h = var(0);
    let shl = |t: Term, k: u64| Term::op(Op::Shl, 64, vec![t, Term::constant(k, 64)]);
    let base = shl(h.zext(64), 32).or(&Term::constant(32, 64));
    let index = Term::op(
        Op::Shl,
        32,
        vec![var(1).and(&Term::constant(15, 32)), Term::constant(2, 32)],
    );
    assert_eq!(base.add(&index.zext(64)).extract(32, 32), h);
    // A low half that may reach 2^32 may carry: the extraction stays.
    let wide = var(1).zext(64);
    assert_ne!(base.add(&wide).extract(32, 32), h);
}

#[test]
fn an_addend_over_a_base_is_the_rest_of_the_sum() {
    let base = var(0).zext(64);
    let x = var(1).zext(64);
    let k = Term::constant(160, 64);
    let address = base.add(&x).add(&k);
    let rest = address.addend_over(&base).expect("base + x + 160");
    for (b, v) in [(0u64, 0u64), (7, 3), (u32::MAX as u64, 9)] {
        let env = |i: &Input| match i {
            Input::KernArg { offset: 0 } => Some(b),
            Input::KernArg { offset: 4 } => Some(v),
            _ => None,
        };
        let whole = address.eval(&env).unwrap();
        assert_eq!(whole, b.wrapping_add(rest.eval(&env).unwrap()));
    }
    // A base subtracted, or occurring twice, is not one base plus a rest.
    let minus = Term::op(Op::Sub, 64, vec![x.clone(), base.clone()]);
    assert!(minus.addend_over(&base).is_none());
    assert!(base.add(&base).addend_over(&base).is_none());
    // An `or` of halves that share no bit is a sum.
    let shl = Term::op(Op::Shl, 64, vec![base.clone(), Term::constant(32, 64)]);
    let joined = shl.or(&x);
    assert_eq!(joined.addend_over(&shl), Some(x.clone()));
    // Operands that may share bits are not a sum.
    let overlapping = Term::op(Op::Shl, 64, vec![x.clone(), Term::constant(16, 64)]);
    assert!(shl.or(&overlapping).addend_over(&shl).is_none());
}

#[test]
fn values_of_a_few_bit_term_are_every_value_it_takes() {
    let low6 = var(0).and(&Term::constant(63, 32));
    let index = Term::op(Op::Sub, 32, vec![low6, Term::constant(32, 32)]);
    // `((a & 63) - 32) * 4`, sign-extended to 64 bits, plus 288: 160..=412, as dwords.
    let scaled = Term::op(Op::Shl, 64, vec![index.sext(64), Term::constant(2, 64)]);
    let at = scaled.add(&Term::constant(288, 64));
    let values = at.values(7).expect("six unknown bits");
    assert_eq!(values, (160..=412).step_by(4).collect::<Vec<u64>>());
    // The high half is 0 in every value, though its known bits do not say so.
    assert_eq!(at.extract(32, 32).values(7), Some(vec![0]));
    // Too many unknown bits: no answer.
    assert_eq!(var(1).and(&Term::constant(0xff, 32)).values(7), None);
}

#[test]
fn a_constant_offset_narrows_the_known_range() {
    let i = var(0).and(&Term::constant(31, 32));
    let at = Term::op(Op::Shl, 32, vec![i, Term::constant(2, 32)]).add(&Term::constant(160, 32));
    assert_eq!(at.known_range(), (160, 284));
    // An offset that may wrap keeps the range of the known bits.
    let wraps = var(1).add(&Term::constant(160, 32));
    assert_eq!(wraps.known_range(), (0, u32::MAX as u64));
}

#[test]
fn an_or_over_clear_bits_is_a_base_plus_a_constant() {
    // `v_lshl_or_b32 v1, s0, 10, v1`: buffer (k & 1) << 10 over lane offsets 4 * lane.
    let buffer = Term::op(
        Op::Shl,
        32,
        vec![var(0).and(&Term::constant(1, 32)), Term::constant(10, 32)],
    );
    let lane3 = buffer.or(&Term::constant(12, 32));
    let lane9 = buffer.or(&Term::constant(36, 32));
    assert_eq!(lane3.base_and_offset(), (buffer.clone(), 12));
    assert_eq!(lane9.base_and_offset(), (buffer.clone(), 36));
    // A constant with a bit the other operand may set is no sum.
    let two = Term::op(
        Op::Shl,
        32,
        vec![var(0).and(&Term::constant(3, 32)), Term::constant(10, 32)],
    );
    let overlapping = two.or(&Term::constant(1024, 32));
    assert_eq!(overlapping.base_and_offset(), (overlapping.clone(), 0));
}

proptest! {
    /// Whatever the decomposition finds, the term is its base plus its offset.
    #[test]
    fn base_plus_offset_is_the_term(
        x in any::<u32>(),
        mask in any::<u32>(),
        shift in 0u64..31,
        c in any::<u32>(),
        add in any::<bool>(),
    ) {
        let shifted = Term::op(
            Op::Shl,
            32,
            vec![var(0).and(&Term::constant(mask as u64, 32)), Term::constant(shift, 32)],
        );
        let t = if add {
            shifted.add(&Term::constant(c as u64, 32)).or(&Term::constant(c as u64 & 3, 32))
        } else {
            shifted.or(&Term::constant(c as u64, 32))
        };
        let (base, offset) = t.base_and_offset();
        let env = |_: &Input| Some(x as u64);
        let whole = t.eval(&env).unwrap();
        let parts = base.eval(&env).unwrap().wrapping_add(offset) & 0xffff_ffff;
        prop_assert_eq!(whole, parts);
    }
}
