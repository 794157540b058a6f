//! Single-precision float terms ([`FOp`]) in Z3's floating-point theory.
//!
//! Operands and results are IEEE-754 bit patterns in 32-bit vectors, as everywhere else in
//! the encoding; the float sort lives only inside one operation. The bit pattern of a NaN
//! result is not fixed by the theory, so it is pinned to [`QNAN`], matching `FOp::apply`.

use crate::eval::float::{FCmp, FOp, QNAN};
use z3::Sort;
use z3::ast::RoundingMode;
use z3::ast::{Ast, BV, Bool, Float};

/// The float with the IEEE bits `bv` (32 bits).
fn from_bits(bv: &BV) -> Float {
    let sort = Sort::float32();
    let ctx = bv.get_ctx();
    // SAFETY: `bv` and `sort` are live in `ctx`; Z3 returns a new AST that `wrap` takes a
    // reference on.
    unsafe {
        let ast =
            z3_sys::Z3_mk_fpa_to_fp_bv(ctx.get_z3_context(), bv.get_z3_ast(), sort.get_z3_sort())
                .expect("Z3_mk_fpa_to_fp_bv");
        Float::wrap(ctx, ast)
    }
}

/// The integer `bv` (32 bits) as the nearest float.
fn from_int(bv: &BV, signed: bool) -> Float {
    let sort = Sort::float32();
    let rm = RoundingMode::round_nearest_ties_to_even();
    let ctx = bv.get_ctx();
    // SAFETY: as in `from_bits`.
    unsafe {
        let f = if signed {
            z3_sys::Z3_mk_fpa_to_fp_signed
        } else {
            z3_sys::Z3_mk_fpa_to_fp_unsigned
        };
        let ast = f(
            ctx.get_z3_context(),
            rm.get_z3_ast(),
            bv.get_z3_ast(),
            sort.get_z3_sort(),
        )
        .expect("Z3_mk_fpa_to_fp_(un)signed");
        Float::wrap(ctx, ast)
    }
}

/// The bits of a float result, NaN pinned to the default quiet NaN.
fn to_bits(f: &Float) -> BV {
    f.is_nan()
        .ite(&BV::from_u64(u64::from(QNAN), 32), &f.to_ieee_bv())
}

fn bit(b: Bool) -> BV {
    b.ite(&BV::from_u64(1, 1), &BV::from_u64(0, 1))
}

fn f32c(v: f32) -> Float {
    Float::from_f32(v)
}

/// `op` on 32-bit operands `a`; the result is as wide as [`FOp::width`].
pub fn lower(op: FOp, a: &[BV]) -> BV {
    let rne = RoundingMode::round_nearest_ties_to_even();
    let rtz = RoundingMode::round_towards_zero();
    let x = |i: usize| from_bits(&a[i]);
    match op {
        FOp::FromU32 => to_bits(&from_int(&a[0], false)),
        FOp::FromI32 => to_bits(&from_int(&a[0], true)),
        FOp::Add => to_bits(&x(0).add_with_rounding_mode(x(1), &rne)),
        FOp::Sub => to_bits(&x(0).sub_with_rounding_mode(x(1), &rne)),
        FOp::Mul => to_bits(&x(0).mul_with_rounding_mode(x(1), &rne)),
        FOp::Fma => to_bits(&x(0).fma_with_rounding_mode(x(1), x(2), &rne)),
        // `fp.to_ubv`/`fp.to_sbv` are unspecified out of range: the clamps come first.
        FOp::ToU32 => {
            let v = x(0);
            let small = Bool::or(&[v.is_nan(), v.lt(f32c(0.0))]);
            let big = v.ge(f32c(4_294_967_296.0));
            small.ite(
                &BV::from_u64(0, 32),
                &big.ite(
                    &BV::from_u64(0xffff_ffff, 32),
                    &v.to_ubv_with_rounding_mode(&rtz, 32),
                ),
            )
        }
        FOp::ToI32 => {
            let v = x(0);
            v.is_nan().ite(
                &BV::from_u64(0, 32),
                &v.ge(f32c(2_147_483_648.0)).ite(
                    &BV::from_u64(0x7fff_ffff, 32),
                    &v.lt(f32c(-2_147_483_648.0)).ite(
                        &BV::from_u64(0x8000_0000, 32),
                        &v.to_sbv_with_rounding_mode(&rtz, 32),
                    ),
                ),
            )
        }
        FOp::Cmp(c) => {
            let (p, q) = (x(0), x(1));
            let unordered = Bool::or(&[p.is_nan(), q.is_nan()]);
            let lt = p.lt(&q);
            let gt = p.gt(&q);
            let eq = p.eq_fpa(&q);
            let le = p.le(&q);
            let ge = p.ge(&q);
            bit(match c {
                FCmp::F => Bool::from_bool(false),
                FCmp::T => Bool::from_bool(true),
                FCmp::Lt => lt,
                FCmp::Eq => eq,
                FCmp::Le => le,
                FCmp::Gt => gt,
                FCmp::Lg => Bool::or(&[lt, gt]),
                FCmp::Ge => ge,
                FCmp::O => unordered.not(),
                FCmp::U => unordered,
                FCmp::Nge => ge.not(),
                FCmp::Nlg => Bool::or(&[lt, gt]).not(),
                FCmp::Ngt => gt.not(),
                FCmp::Nle => le.not(),
                FCmp::Neq => eq.not(),
                FCmp::Nlt => lt.not(),
            })
        }
    }
}
