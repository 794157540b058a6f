//! IEEE-754 single precision, as the VALU computes it with the kernel's default mode
//! (round to nearest even, denormals preserved), on concrete bit patterns.
//!
//! Only results that are exact under that mode are produced: an operation whose inputs or
//! result are denormal gives `None`, because a kernel compiled to flush denormals
//! (`.amdhsa_float_denorm_mode_32`) would compute something else, and `v_mad`/`v_mac`
//! (which flush regardless) and the approximate transcendental ops are not here at all. The
//! caller havocs what this cannot decide, so a value is never guessed.

/// The value of an instruction on concrete f32 bit patterns, `None` if not exactly known.
pub fn f32_op(stem: &str, args: &[u32]) -> Option<u32> {
    let f = |i: usize| args.get(i).map(|&b| f32::from_bits(b));
    let int_source = matches!(stem, "v_cvt_f32_u32" | "v_cvt_f32_i32");
    // The exponent of `v_ldexp_f32` is an integer, whatever its bits look like as a float.
    let floats = if stem == "v_ldexp_f32" {
        &args[..args.len().min(1)]
    } else {
        args
    };
    if !int_source && floats.iter().any(|&b| f32::from_bits(b).is_subnormal()) {
        return None;
    }
    let r = match stem {
        "v_cvt_f32_u32" => return exact(args.first().map(|&a| a as f32)?),
        "v_cvt_f32_i32" => return exact(args.first().map(|&a| a as i32 as f32)?),
        // Out-of-range inputs clamp and NaN gives 0, as Rust's `as` does.
        "v_cvt_u32_f32" => return Some(f(0)? as u32),
        "v_cvt_i32_f32" => return Some(f(0)? as i32 as u32),
        // The reciprocal is faithfully rounded (1 ULP): exact where the true value is
        // representable, which is the case for powers of two only (the integer division
        // expansion takes the reciprocal of a constant divisor such as the wave size).
        "v_rcp_f32" | "v_rcp_iflag_f32" => {
            let x = f(0)?;
            let r = 1.0 / x;
            let power_of_two = |v: f32| v.is_normal() && v.to_bits() & 0x7f_ffff == 0;
            if !(power_of_two(x) && power_of_two(r)) {
                return None;
            }
            r
        }
        // x * 2^e, one rounding: the product is exact in f64 for every exponent kept here
        // (larger ones overflow or underflow f32 alike).
        "v_ldexp_f32" => {
            let e = (*args.get(1)? as i32).clamp(-400, 400);
            (f64::from(f(0)?) * 2f64.powi(e)) as f32
        }
        // Rounds toward zero to an integral value: always exact.
        "v_trunc_f32" => f(0)?.trunc(),
        "v_floor_f32" => f(0)?.floor(),
        "v_ceil_f32" => f(0)?.ceil(),
        "v_rndne_f32" => f(0)?.round_ties_even(),
        "v_add_f32" => f(0)? + f(1)?,
        "v_sub_f32" => f(0)? - f(1)?,
        "v_subrev_f32" => f(1)? - f(0)?,
        "v_mul_f32" => f(0)? * f(1)?,
        "v_fma_f32" => f(0)?.mul_add(f(1)?, f(2)?),
        // NaN handling of min/max depends on the IEEE mode bit; only ordered inputs here.
        "v_max_f32" if !f(0)?.is_nan() && !f(1)?.is_nan() => f(0)?.max(f(1)?),
        "v_min_f32" if !f(0)?.is_nan() && !f(1)?.is_nan() => f(0)?.min(f(1)?),
        _ => return None,
    };
    exact(r)
}

/// A result that no denormal mode can change; NaN results are left undecided because
/// their payload is not specified here.
fn exact(r: f32) -> Option<u32> {
    (!r.is_subnormal() && !r.is_nan()).then_some(r.to_bits())
}

/// `a REL b` for the float compare suffixes of `v_cmp_*_f32`/`_f64`: the ordered
/// relations are false on NaN, their `n` negations true, `o`/`u` test orderedness.
pub fn compare(rel: &str, a: f64, b: f64) -> Option<bool> {
    use std::cmp::Ordering::{Equal, Greater, Less};
    // `None` when unordered (a NaN on either side).
    let ord = a.partial_cmp(&b);
    let is = |want: &[std::cmp::Ordering]| ord.is_some_and(|o| want.contains(&o));
    Some(match rel {
        "f" => false,
        "t" | "tru" => true,
        "lt" => is(&[Less]),
        "eq" => is(&[Equal]),
        "le" => is(&[Less, Equal]),
        "gt" => is(&[Greater]),
        "lg" => is(&[Less, Greater]),
        "ge" => is(&[Greater, Equal]),
        "o" => ord.is_some(),
        "u" => ord.is_none(),
        "nge" => !is(&[Greater, Equal]),
        "nlg" => !is(&[Less, Greater]),
        "ngt" => !is(&[Greater]),
        "nle" => !is(&[Less, Equal]),
        "neq" => !is(&[Equal]),
        "nlt" => !is(&[Less]),
        _ => return None,
    })
}

/// A single-precision operation a [`super::Term`] can carry, so that float values on
/// symbolic inputs stay exact (lowered to Z3's floating-point theory in `smt::fp`).
///
/// The semantics are the VALU's in the default mode (`.amdhsa_float_denorm_mode_32 3`,
/// `.amdhsa_float_round_mode_32 0`): IEEE-754 binary32, round to nearest even, denormals
/// kept; terms are only built for kernels in that mode. A NaN result is the default quiet
/// NaN `0x7fc00000` (its payload is not modelled).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum FOp {
    /// `v_cvt_f32_u32`: unsigned integer to float, rounded.
    FromU32,
    /// `v_cvt_f32_i32`.
    FromI32,
    Add,
    Sub,
    Mul,
    /// One rounding for `a * b + c`.
    Fma,
    /// `v_cvt_u32_f32`: toward zero; NaN and negatives give 0, large values clamp.
    ToU32,
    /// `v_cvt_i32_f32`: toward zero; NaN gives 0, out-of-range values clamp.
    ToI32,
    /// A `v_cmp_*_f32` relation: one bit.
    Cmp(FCmp),
    /// `v_add_f64` (a subtraction is an addition with the neg modifier).
    AddF64,
    MulF64,
    /// `v_fma_f64`, `v_fmac_f64`.
    FmaF64,
    /// A `v_cmp_*_f64` relation: one bit.
    CmpF64(FCmp),
    /// `v_cvt_f64_f32`: exact.
    F64FromF32,
    /// `v_cvt_f32_f64`: rounded to nearest even.
    F32FromF64,
    /// `v_cvt_f64_u32`, `v_cvt_f64_i32`: exact.
    F64FromU32,
    F64FromI32,
    /// `v_cvt_u32_f64`, `v_cvt_i32_f64`: toward zero, NaN to 0, clamped as the f32 forms.
    U32FromF64,
    I32FromF64,
}

/// The relations of `v_cmp_*_f32` (see [`compare`] for their NaN rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum FCmp {
    F,
    Lt,
    Eq,
    Le,
    Gt,
    Lg,
    Ge,
    O,
    U,
    Nge,
    Nlg,
    Ngt,
    Nle,
    Neq,
    Nlt,
    T,
}

impl FCmp {
    /// The relation of a compare suffix (`lt`, `nge`, `tru`, ...).
    pub fn from_suffix(rel: &str) -> Option<FCmp> {
        Some(match rel {
            "f" => FCmp::F,
            "lt" => FCmp::Lt,
            "eq" => FCmp::Eq,
            "le" => FCmp::Le,
            "gt" => FCmp::Gt,
            "lg" => FCmp::Lg,
            "ge" => FCmp::Ge,
            "o" => FCmp::O,
            "u" => FCmp::U,
            "nge" => FCmp::Nge,
            "nlg" => FCmp::Nlg,
            "ngt" => FCmp::Ngt,
            "nle" => FCmp::Nle,
            "neq" => FCmp::Neq,
            "nlt" => FCmp::Nlt,
            "t" | "tru" => FCmp::T,
            _ => return None,
        })
    }

    /// The suffix, for display.
    pub fn name(self) -> &'static str {
        match self {
            FCmp::F => "f",
            FCmp::Lt => "lt",
            FCmp::Eq => "eq",
            FCmp::Le => "le",
            FCmp::Gt => "gt",
            FCmp::Lg => "lg",
            FCmp::Ge => "ge",
            FCmp::O => "o",
            FCmp::U => "u",
            FCmp::Nge => "nge",
            FCmp::Nlg => "nlg",
            FCmp::Ngt => "ngt",
            FCmp::Nle => "nle",
            FCmp::Neq => "neq",
            FCmp::Nlt => "nlt",
            FCmp::T => "tru",
        }
    }
}

/// The default quiet NaN a float [`FOp`] result is represented by.
pub const QNAN: u32 = 0x7fc0_0000;
/// The same for double-precision results.
pub const QNAN64: u64 = 0x7ff8_0000_0000_0000;

impl FOp {
    /// Bits of the result.
    pub fn width(self) -> u8 {
        match self {
            FOp::Cmp(_) | FOp::CmpF64(_) => 1,
            FOp::AddF64
            | FOp::MulF64
            | FOp::FmaF64
            | FOp::F64FromF32
            | FOp::F64FromU32
            | FOp::F64FromI32 => 64,
            _ => 32,
        }
    }

    /// Bits of each operand.
    pub fn arg_width(self) -> u8 {
        match self {
            FOp::AddF64
            | FOp::MulF64
            | FOp::FmaF64
            | FOp::CmpF64(_)
            | FOp::F32FromF64
            | FOp::U32FromF64
            | FOp::I32FromF64 => 64,
            _ => 32,
        }
    }

    /// Operands taken.
    pub fn arity(self) -> usize {
        match self {
            FOp::FromU32
            | FOp::FromI32
            | FOp::ToU32
            | FOp::ToI32
            | FOp::F64FromF32
            | FOp::F32FromF64
            | FOp::F64FromU32
            | FOp::F64FromI32
            | FOp::U32FromF64
            | FOp::I32FromF64 => 1,
            FOp::Fma | FOp::FmaF64 => 3,
            _ => 2,
        }
    }

    /// Whether the operation reads or writes double precision (it is exact only in a kernel
    /// whose 64-bit float mode is the default one).
    pub fn is_f64(self) -> bool {
        self.width() == 64 || self.arg_width() == 64
    }

    /// The result on concrete operand bits.
    pub fn apply(self, args: &[u64]) -> u64 {
        let f = |i: usize| f32::from_bits(args[i] as u32);
        let bits = |r: f32| u64::from(if r.is_nan() { QNAN } else { r.to_bits() });
        let d = |i: usize| f64::from_bits(args[i]);
        let bits64 = |r: f64| if r.is_nan() { QNAN64 } else { r.to_bits() };
        match self {
            FOp::FromU32 => bits(args[0] as u32 as f32),
            FOp::FromI32 => bits(args[0] as u32 as i32 as f32),
            FOp::Add => bits(f(0) + f(1)),
            FOp::Sub => bits(f(0) - f(1)),
            FOp::Mul => bits(f(0) * f(1)),
            FOp::Fma => bits(f(0).mul_add(f(1), f(2))),
            // Rust's casts saturate and send NaN to 0, as the VALU does.
            FOp::ToU32 => u64::from(f(0) as u32),
            FOp::ToI32 => u64::from(f(0) as i32 as u32),
            FOp::Cmp(c) => {
                u64::from(compare(c.name(), f64::from(f(0)), f64::from(f(1))).unwrap_or(false))
            }
            FOp::AddF64 => bits64(d(0) + d(1)),
            FOp::MulF64 => bits64(d(0) * d(1)),
            FOp::FmaF64 => bits64(d(0).mul_add(d(1), d(2))),
            FOp::CmpF64(c) => u64::from(compare(c.name(), d(0), d(1)).unwrap_or(false)),
            FOp::F64FromF32 => bits64(f64::from(f(0))),
            FOp::F32FromF64 => bits(d(0) as f32),
            FOp::F64FromU32 => bits64(f64::from(args[0] as u32)),
            FOp::F64FromI32 => bits64(f64::from(args[0] as u32 as i32)),
            FOp::U32FromF64 => u64::from(d(0) as u32),
            FOp::I32FromF64 => u64::from(d(0) as i32 as u32),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_round_to_nearest_even_and_clamp() {
        // 2^24 + 1 is not representable: ties to even gives 2^24.
        assert_eq!(
            f32_op("v_cvt_f32_u32", &[16_777_217]),
            Some(16_777_216f32.to_bits())
        );
        assert_eq!(
            f32_op("v_cvt_f32_i32", &[(-3i32) as u32]),
            Some((-3f32).to_bits())
        );
        // Integer sources are not floats: small ones are not denormals.
        assert_eq!(f32_op("v_cvt_f32_u32", &[5]), Some(5f32.to_bits()));
        assert_eq!(
            f32_op("v_rcp_iflag_f32", &[32f32.to_bits()]),
            Some(0.03125f32.to_bits())
        );
        assert_eq!(
            f32_op("v_rcp_f32", &[(-0.25f32).to_bits()]),
            Some((-4f32).to_bits())
        );
        assert_eq!(
            f32_op("v_ldexp_f32", &[3f32.to_bits(), (-5i32) as u32]),
            Some((3.0f32 / 32.0).to_bits())
        );
        assert_eq!(
            f32_op("v_ldexp_f32", &[1.5f32.to_bits(), 200]),
            Some(f32::INFINITY.to_bits())
        );
        // A subnormal result depends on the denormal mode.
        assert_eq!(
            f32_op("v_ldexp_f32", &[1f32.to_bits(), (-130i32) as u32]),
            None
        );
        // Toward zero, sign kept; -0.5 truncates to -0.0.
        assert_eq!(
            f32_op("v_trunc_f32", &[2.75f32.to_bits()]),
            Some(2f32.to_bits())
        );
        assert_eq!(
            f32_op("v_trunc_f32", &[(-0.5f32).to_bits()]),
            Some((-0.0f32).to_bits())
        );
        assert_eq!(
            f32_op("v_rndne_f32", &[2.5f32.to_bits()]),
            Some(2f32.to_bits())
        );
        assert_eq!(
            f32_op("v_rndne_f32", &[(-3.5f32).to_bits()]),
            Some((-4f32).to_bits())
        );
        assert_eq!(
            f32_op("v_floor_f32", &[(-0.5f32).to_bits()]),
            Some((-1f32).to_bits())
        );
        assert_eq!(
            f32_op("v_ceil_f32", &[(-0.5f32).to_bits()]),
            Some((-0f32).to_bits())
        );
        // Not a power of two, or a reciprocal out of the normal range: not decided.
        assert_eq!(f32_op("v_rcp_f32", &[3f32.to_bits()]), None);
        assert_eq!(f32_op("v_rcp_f32", &[2f32.powi(127).to_bits()]), None);
        assert_eq!(f32_op("v_rcp_f32", &[0f32.to_bits()]), None);
        assert_eq!(f32_op("v_cvt_u32_f32", &[(-2.5f32).to_bits()]), Some(0));
        assert_eq!(f32_op("v_cvt_u32_f32", &[f32::NAN.to_bits()]), Some(0));
        assert_eq!(
            f32_op("v_cvt_i32_f32", &[1e20f32.to_bits()]),
            Some(i32::MAX as u32)
        );
    }

    #[test]
    fn arithmetic_and_what_is_left_undecided() {
        let b = |x: f32| x.to_bits();
        assert_eq!(f32_op("v_mul_f32", &[b(0.25), b(12.0)]), Some(b(3.0)));
        assert_eq!(f32_op("v_subrev_f32", &[b(1.0), b(4.0)]), Some(b(3.0)));
        assert_eq!(f32_op("v_fma_f32", &[b(2.0), b(3.0), b(1.0)]), Some(b(7.0)));
        // Denormal inputs and results depend on the denormal mode.
        assert_eq!(f32_op("v_mul_f32", &[b(1e-30), b(1e-10)]), None);
        assert_eq!(f32_op("v_add_f32", &[1, b(1.0)]), None);
        // NaN results and unmodelled instructions.
        assert_eq!(
            f32_op("v_sub_f32", &[b(f32::INFINITY), b(f32::INFINITY)]),
            None
        );
        assert_eq!(f32_op("v_mad_f32", &[b(1.0), b(1.0), b(1.0)]), None);
        assert_eq!(f32_op("v_max_f32", &[b(f32::NAN), b(1.0)]), None);
    }

    #[test]
    fn compares_follow_the_nan_rules() {
        let nan = f64::NAN;
        assert_eq!(compare("lt", nan, 1.0), Some(false));
        assert_eq!(compare("nge", nan, 1.0), Some(true));
        assert_eq!(compare("neq", nan, nan), Some(true));
        assert_eq!(compare("lg", nan, 1.0), Some(false));
        assert_eq!(compare("lg", 2.0, 1.0), Some(true));
        assert_eq!(compare("u", 1.0, nan), Some(true));
        assert_eq!(compare("o", 1.0, 2.0), Some(true));
        assert_eq!(compare("eq", -0.0, 0.0), Some(true));
        assert_eq!(compare("class", 1.0, 2.0), None);
    }
}
