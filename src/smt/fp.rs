//! Single- and double-precision float terms ([`FOp`]) in Z3's floating-point theory.
//!
//! Operands and results are IEEE-754 bit patterns in 32- or 64-bit vectors, as everywhere
//! else in the encoding; the float sort lives only inside one operation. The bit pattern of
//! a NaN result is not fixed by the theory, so it is pinned to [`QNAN`] (or [`QNAN64`]),
//! matching `FOp::apply`.

use crate::eval::float::{FCmp, FOp, QNAN, QNAN64};
use z3::Sort;
use z3::ast::RoundingMode;
use z3::ast::{Ast, BV, Bool, Float};

/// The float sort of `bits` (32 or 64).
fn sort_of(bits: u32) -> Sort {
    if bits == 64 {
        Sort::double()
    } else {
        Sort::float32()
    }
}

/// The float with the IEEE bits `bv` (32 or 64 bits).
fn from_bits(bv: &BV) -> Float {
    let sort = sort_of(bv.get_size());
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

/// The integer `bv` (32 bits) as the nearest float of `bits` (32 or 64).
fn from_int(bv: &BV, signed: bool, bits: u32) -> Float {
    let sort = sort_of(bits);
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

/// `f` converted to the float sort of `bits`, rounded to nearest even.
fn convert(f: &Float, bits: u32) -> Float {
    let sort = sort_of(bits);
    let rm = RoundingMode::round_nearest_ties_to_even();
    let ctx = f.get_ctx();
    // SAFETY: as in `from_bits`.
    unsafe {
        let ast = z3_sys::Z3_mk_fpa_to_fp_float(
            ctx.get_z3_context(),
            rm.get_z3_ast(),
            f.get_z3_ast(),
            sort.get_z3_sort(),
        )
        .expect("Z3_mk_fpa_to_fp_float");
        Float::wrap(ctx, ast)
    }
}

/// The bits of a float result, NaN pinned to the default quiet NaN of its width.
fn to_bits(f: &Float) -> BV {
    let bv = f.to_ieee_bv();
    let nan = if bv.get_size() == 64 {
        QNAN64
    } else {
        u64::from(QNAN)
    };
    f.is_nan().ite(&BV::from_u64(nan, bv.get_size()), &bv)
}

/// A float to a 32-bit integer toward zero: NaN and values below the range give 0 (or the
/// minimum, when signed), values above it the maximum. `fp.to_ubv`/`fp.to_sbv` are
/// unspecified out of range, so the clamps come first.
fn to_int(v: Float, signed: bool) -> BV {
    let rtz = RoundingMode::round_towards_zero();
    let c = |x: f64| {
        if v.get_sort() == Sort::double() {
            Float::from_f64(x)
        } else {
            Float::from_f32(x as f32)
        }
    };
    if signed {
        v.is_nan().ite(
            &BV::from_u64(0, 32),
            &v.ge(c(2_147_483_648.0)).ite(
                &BV::from_u64(0x7fff_ffff, 32),
                &v.lt(c(-2_147_483_648.0)).ite(
                    &BV::from_u64(0x8000_0000, 32),
                    &v.to_sbv_with_rounding_mode(&rtz, 32),
                ),
            ),
        )
    } else {
        let small = Bool::or(&[v.is_nan(), v.lt(c(0.0))]);
        let big = v.ge(c(4_294_967_296.0));
        small.ite(
            &BV::from_u64(0, 32),
            &big.ite(
                &BV::from_u64(0xffff_ffff, 32),
                &v.to_ubv_with_rounding_mode(&rtz, 32),
            ),
        )
    }
}

fn bit(b: Bool) -> BV {
    b.ite(&BV::from_u64(1, 1), &BV::from_u64(0, 1))
}

/// `op` on its operands `a` ([`FOp::arg_width`] bits each); the result is as wide as
/// [`FOp::width`].
pub fn lower(op: FOp, a: &[BV]) -> BV {
    let rne = RoundingMode::round_nearest_ties_to_even();
    let x = |i: usize| from_bits(&a[i]);
    match op {
        FOp::FromU32 => to_bits(&from_int(&a[0], false, 32)),
        FOp::FromI32 => to_bits(&from_int(&a[0], true, 32)),
        FOp::F64FromU32 => to_bits(&from_int(&a[0], false, 64)),
        FOp::F64FromI32 => to_bits(&from_int(&a[0], true, 64)),
        FOp::Add | FOp::AddF64 => to_bits(&x(0).add_with_rounding_mode(x(1), &rne)),
        FOp::Sub => to_bits(&x(0).sub_with_rounding_mode(x(1), &rne)),
        FOp::Mul | FOp::MulF64 => to_bits(&x(0).mul_with_rounding_mode(x(1), &rne)),
        FOp::Fma | FOp::FmaF64 => to_bits(&x(0).fma_with_rounding_mode(x(1), x(2), &rne)),
        FOp::F64FromF32 => to_bits(&convert(&x(0), 64)),
        FOp::F32FromF64 => to_bits(&convert(&x(0), 32)),
        FOp::ToU32 | FOp::U32FromF64 => to_int(x(0), false),
        FOp::ToI32 | FOp::I32FromF64 => to_int(x(0), true),
        FOp::Cmp(c) | FOp::CmpF64(c) => {
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
