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
    if !int_source && args.iter().any(|&b| f32::from_bits(b).is_subnormal()) {
        return None;
    }
    let r = match stem {
        "v_cvt_f32_u32" => return exact(args.first().map(|&a| a as f32)?),
        "v_cvt_f32_i32" => return exact(args.first().map(|&a| a as i32 as f32)?),
        // Out-of-range inputs clamp and NaN gives 0, as Rust's `as` does.
        "v_cvt_u32_f32" => return Some(f(0)? as u32),
        "v_cvt_i32_f32" => return Some(f(0)? as i32 as u32),
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
