//! Float terms: the concrete semantics (`FOp::apply`, Rust's IEEE f32 and f64) against
//! their Z3 lowering (`smt::fp`), on random and special bit patterns, and the evaluator
//! building them for float compares on symbolic kernel arguments.

use bverify::eval::float::{FCmp, FOp, QNAN, QNAN64};
use bverify::eval::{Input, Term};
use bverify::smt::terms::Terms;
use proptest::prelude::*;
use z3::ast::BV;
use z3::{SatResult, Solver};

/// Float bit patterns that exercise the corners: zeros, denormals, infinities, NaNs,
/// integers, rounding boundaries, and anything.
fn bits() -> impl Strategy<Value = u32> {
    prop_oneof![
        Just(0u32),
        Just(0x8000_0000),
        Just(1),
        Just(0x807f_ffff),
        Just(f32::INFINITY.to_bits()),
        Just(f32::NEG_INFINITY.to_bits()),
        Just(QNAN),
        Just(0x7f80_0001),
        Just(4_294_967_296f32.to_bits()),
        Just(2_147_483_648f32.to_bits()),
        Just((-2_147_483_648f32).to_bits()),
        Just(16_777_217),
        (0u32..64).prop_map(|v| (v as f32 * 0.25).to_bits()),
        any::<u32>(),
    ]
}

/// Double bit patterns with the same corners.
fn bits64() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(0u64),
        Just(0x8000_0000_0000_0000),
        Just(1),
        Just(0x800f_ffff_ffff_ffff),
        Just(f64::INFINITY.to_bits()),
        Just(f64::NEG_INFINITY.to_bits()),
        Just(QNAN64),
        Just(0x7ff0_0000_0000_0001),
        Just(4_294_967_296f64.to_bits()),
        Just(4_294_967_295.5f64.to_bits()),
        Just((-2_147_483_648.5f64).to_bits()),
        Just(f64::from(f32::MAX).to_bits()),
        Just(1e-40f64.to_bits()),
        (0u32..64).prop_map(|v| (f64::from(v) * 0.25).to_bits()),
        any::<u32>().prop_map(u64::from),
        any::<u64>(),
    ]
}

/// What Z3 computes for `op` on these operand bits.
fn z3_value(op: FOp, args: &[u64]) -> u64 {
    let mut terms = Terms::new();
    let w = op.arg_width();
    let inputs: Vec<Term> = (0..args.len())
        .map(|i| {
            Term::input(
                Input::KernArg {
                    offset: 8 * i as u32,
                },
                w,
            )
        })
        .collect();
    // Built as an application even where all operands are inputs (no folding).
    let t = Term::float(op, inputs.clone());
    let solver = Solver::new();
    for (i, a) in inputs.iter().zip(args) {
        let bv = terms.bv(i);
        solver.assert(bv.eq(BV::from_u64(*a, u32::from(w))));
    }
    let r = terms.bv(&t);
    assert_eq!(solver.check(), SatResult::Sat);
    let m = solver.get_model().unwrap();
    m.eval(&r, true).unwrap().as_u64().unwrap()
}

fn all_ops() -> Vec<FOp> {
    let mut ops = vec![
        FOp::FromU32,
        FOp::FromI32,
        FOp::Add,
        FOp::Sub,
        FOp::Mul,
        FOp::Fma,
        FOp::ToU32,
        FOp::ToI32,
    ];
    for rel in RELATIONS {
        ops.push(FOp::Cmp(FCmp::from_suffix(rel).unwrap()));
    }
    ops
}

const RELATIONS: [&str; 16] = [
    "f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt",
    "tru",
];

/// Operations that read doubles, and the conversions into them.
fn all_f64_ops() -> Vec<FOp> {
    let mut ops = vec![
        FOp::AddF64,
        FOp::MulF64,
        FOp::FmaF64,
        FOp::F32FromF64,
        FOp::U32FromF64,
        FOp::I32FromF64,
    ];
    for rel in RELATIONS {
        ops.push(FOp::CmpF64(FCmp::from_suffix(rel).unwrap()));
    }
    ops
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn z3_lowering_agrees_with_the_concrete_semantics(a in bits(), b in bits(), c in bits(), pick in 0usize..24) {
        let ops = all_ops();
        let op = ops[pick % ops.len()];
        let args: Vec<u64> = [a, b, c][..op.arity()].iter().map(|&x| u64::from(x)).collect();
        let want = op.apply(&args);
        prop_assert_eq!(z3_value(op, &args), want, "{:?} on {:x?}", op, args);
    }

    #[test]
    fn z3_lowering_of_doubles_agrees_with_the_concrete_semantics(a in bits64(), b in bits64(), c in bits64(), pick in 0usize..22) {
        let ops = all_f64_ops();
        let op = ops[pick % ops.len()];
        let args: Vec<u64> = [a, b, c][..op.arity()].to_vec();
        let want = op.apply(&args);
        prop_assert_eq!(z3_value(op, &args), want, "{:?} on {:x?}", op, args);
    }

    #[test]
    fn conversions_into_doubles_agree_with_z3(a in bits(), pick in 0usize..3) {
        let op = [FOp::F64FromF32, FOp::F64FromU32, FOp::F64FromI32][pick];
        let args = [u64::from(a)];
        prop_assert_eq!(z3_value(op, &args), op.apply(&args), "{:?} on {:x}", op, a);
    }
}

#[test]
fn double_operations_round_once_and_keep_denormals() {
    let k = |v: f64| v.to_bits();
    // 0.1 + 0.2 is not 0.3 in binary64, and the sum is the one rounding Rust computes.
    assert_eq!(FOp::AddF64.apply(&[k(0.1), k(0.2)]), k(0.30000000000000004));
    assert_eq!(FOp::MulF64.apply(&[k(1e-300), k(1e-20)]), k(1e-320));
    assert_eq!(FOp::CmpF64(FCmp::Gt).apply(&[k(0.5), QNAN64]), 0);
    assert_eq!(FOp::CmpF64(FCmp::Nle).apply(&[k(0.5), QNAN64]), 1);
    // Rounded to nearest even on the way to single precision; huge values overflow.
    assert_eq!(
        FOp::F32FromF64.apply(&[k(1.0 + 1e-12)]),
        u64::from(1f32.to_bits())
    );
    assert_eq!(
        FOp::F32FromF64.apply(&[k(1e300)]),
        u64::from(f32::INFINITY.to_bits())
    );
    assert_eq!(FOp::I32FromF64.apply(&[k(-2.9)]), (-2i32) as u32 as u64);
    assert_eq!(FOp::U32FromF64.apply(&[k(5e9)]), 0xffff_ffff);
}

#[test]
fn conversions_and_compares_of_small_integers_are_exact() {
    let k = |v: f32| u64::from(v.to_bits());
    assert_eq!(FOp::FromU32.apply(&[7]), k(7.0));
    assert_eq!(FOp::Mul.apply(&[k(7.0), k(0.25)]), k(1.75));
    assert_eq!(FOp::Cmp(FCmp::Eq).apply(&[k(1.75), k(1.75)]), 1);
    assert_eq!(FOp::Cmp(FCmp::Lt).apply(&[u64::from(QNAN), k(1.0)]), 0);
    assert_eq!(FOp::Cmp(FCmp::Nge).apply(&[u64::from(QNAN), k(1.0)]), 1);
    // Denormals are kept, not flushed.
    assert_eq!(FOp::Mul.apply(&[k(1e-30), k(1e-10)]), k(1e-30 * 1e-10));
    assert_ne!(FOp::Mul.apply(&[k(1e-30), k(1e-10)]), 0);
    // inf - inf is the default NaN.
    assert_eq!(
        FOp::Sub.apply(&[k(f32::INFINITY), k(f32::INFINITY)]),
        u64::from(QNAN)
    );
    assert_eq!(FOp::ToU32.apply(&[k(-3.5)]), 0);
    assert_eq!(FOp::ToI32.apply(&[k(-3.5)]), (-3i32) as u32 as u64);
}

#[test]
fn a_float_compare_of_a_uniform_argument_is_the_same_term_in_every_wave() {
    // `(float)(a & 7) * 0.5f < 10.0f` holds for every a: the term must fold to true once
    // the solver is asked, and two waves build the identical term.
    let a = Term::input(Input::KernArg { offset: 0 }, 32).and(&Term::constant(7, 32));
    let f = Term::float(FOp::FromU32, vec![a]);
    let half = Term::float(
        FOp::Mul,
        vec![f, Term::constant(u64::from(0.5f32.to_bits()), 32)],
    );
    let c1 = Term::float(
        FOp::Cmp(FCmp::Lt),
        vec![half.clone(), Term::constant(u64::from(10f32.to_bits()), 32)],
    );
    let c2 = Term::float(
        FOp::Cmp(FCmp::Lt),
        vec![half, Term::constant(u64::from(10f32.to_bits()), 32)],
    );
    assert_eq!(c1, c2);
    let mut terms = Terms::new();
    let solver = Solver::new();
    solver.assert(terms.bool(&c1).not());
    assert_eq!(solver.check(), SatResult::Unsat);
}

#[test]
fn float_operations_on_a_few_unknown_bits_become_exact_tables() {
    // (float)((a & 7) * 0x9e3779b9) * 0.5f >= 0.5f, as in a real kernel: every value of `a`
    // gives what the float semantics give, without a float node left for the solver.
    let a = Term::input(Input::KernArg { offset: 8 }, 32);
    let x = a.and(&Term::constant(7, 32));
    let x = Term::op(
        bverify::eval::Op::Mul,
        32,
        vec![x, Term::constant(0x9e37_79b9, 32)],
    );
    let f = Term::float(FOp::FromU32, vec![x]);
    let h = Term::float(
        FOp::Mul,
        vec![f, Term::constant(u64::from(0.5f32.to_bits()), 32)],
    );
    let c = Term::float(
        FOp::Cmp(FCmp::Ge),
        vec![h, Term::constant(u64::from(0.5f32.to_bits()), 32)],
    );
    assert!(!c.to_string().contains("f32."), "{c}");
    for v in 0u64..64 {
        let want = {
            let x = ((v & 7) as u32).wrapping_mul(0x9e37_79b9);
            u64::from((x as f32) * 0.5 >= 0.5)
        };
        assert_eq!(c.eval(&|_| Some(v)), Some(want), "a = {v}");
    }
}

/// A witness value is given in the bits its input means: a 32-bit word whose 64-bit solver
/// constant the model fills with high bits still reads as the word.
#[test]
fn model_values_are_cut_to_the_inputs_width() {
    let mut terms = Terms::new();
    let arg = Input::KernArg { offset: 8 };
    let word = Term::input(arg.clone(), 32);
    let low = terms.bv(&word);
    let (_, wide) = terms.inputs().find(|(i, _)| **i == arg).unwrap();
    let wide = wide.clone();
    let solver = Solver::new();
    solver.assert(wide.eq(BV::from_u64(0x1_0000_0005, 64)));
    solver.assert(low.eq(BV::from_u64(5, 32)));
    assert_eq!(solver.check(), SatResult::Sat);
    let model = solver.get_model().unwrap();
    let values = terms.values(&model);
    assert_eq!(values, vec![(arg, 5)]);
}
