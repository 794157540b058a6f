//! The evaluator's integer ALU semantics (multiply-adds, high products, min/max, carries,
//! 64-bit lanes, bit counts, byte conversions, SALU floats) against references computed in
//! plain Rust, on random operands: a wrong carry, sign or operand order fails.
//!
//! Each case assembles a tiny kernel, runs wave 0 of one wave through the evaluator, and
//! reads the registers back. Vector operands differ per lane (mixed with the lane id in v0).

use bverify::eval::{Input, LaunchShape, Term, WaveState};
use bverify::kernel::Operand;
use proptest::prelude::*;
use std::path::Path;

/// Runs `body` (assembly lines) on wave 0 of a one-wave launch for `target` with `ws` lanes.
fn run(target: &str, ws: u32, body: &str) -> WaveState {
    run_with(target, ws, "", body)
}

/// `run` with more `.amdhsa_*` kernel directives (`extra`, one per line).
fn run_with(target: &str, ws: u32, extra: &str, body: &str) -> WaveState {
    let size = if ws == 32 {
        format!("\t.amdhsa_wavefront_size32 1\n{extra}")
    } else {
        extra.to_string()
    };
    let text = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{target}\"\n\t.text\nk:\n{body}\ts_endpgm\n\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n{size}\t.end_amdhsa_kernel\n"
    );
    let mut module = bverify::frontend::amdgpu::parse(Path::new("t.s"), &text, None).unwrap();
    // These tests read results no decision reads: evaluate every instruction.
    for i in &mut module.insts {
        i.outside_slice = false;
        i.outside_slice_partial = false;
    }
    let k = &module.kernels[0];
    let shape = LaunchShape {
        wave: 0,
        wave_size: ws,
        threads: ws,
        dims: [ws, 1, 1],
        packed_tid: false,
    };
    let mut w = WaveState::at_entry(&k.meta, shape);
    let insts = &module.insts;
    let mut i = k.entry;
    while i < insts.len() && insts[i].mnemonic != "s_endpgm" {
        let inst = &insts[i];
        // VOPD: the second half reads the state from before the first.
        let vopd = inst.mnemonic.starts_with("v_dual_")
            && insts
                .get(i + 1)
                .is_some_and(|n| n.loc.line == inst.loc.line && n.mnemonic.starts_with("v_dual_"));
        if vopd {
            let pre = w.clone();
            w.step(inst, None);
            w.step(&insts[i + 1], Some(&pre));
            i += 2;
        } else {
            w.step(inst, None);
            i += 1;
        }
    }
    w
}

fn v(r: u16) -> Operand {
    Operand::Vgpr { first: r, count: 1 }
}

fn s(r: u16) -> Operand {
    Operand::Sgpr { first: r, count: 1 }
}

fn konst(t: &Term) -> u64 {
    t.as_const()
        .unwrap_or_else(|| panic!("not a constant: {t:?}"))
}

/// Lane `l` of VGPR `r`.
fn lane(w: &mut WaveState, r: u16, l: u32) -> u32 {
    konst(&w.read_lane(&v(r), l)) as u32
}

/// Lane `l` of the VGPR pair starting at `r`.
fn lane64(w: &mut WaveState, r: u16, l: u32) -> u64 {
    u64::from(lane(w, r, l)) | u64::from(lane(w, r + 1, l)) << 32
}

fn sgpr(w: &mut WaveState, r: u16) -> u32 {
    konst(&w.read_scalar(&s(r), 32)) as u32
}

/// Per-lane operand values: `a` mixed with the lane id by the odd constant `k`.
fn spread(a: u32, l: u32, k: u32) -> u32 {
    a ^ l.wrapping_mul(k)
}

/// Lines setting VGPR `r` to [`spread`]`(a, lane, k)`.
fn set_v(r: u16, a: u32, k: u32) -> String {
    format!("\tv_mul_lo_u32 v{r}, v0, 0x{k:x}\n\tv_xor_b32 v{r}, 0x{a:x}, v{r}\n")
}

const K1: u32 = 0x9e37_79b9;
const K2: u32 = 0x85eb_ca6b;
const K3: u32 = 0xc2b2_ae35;
const K4: u32 = 0x27d4_eb2f;

/// Sets v1, v2, v3 from `a`, `b`, `c`.
fn set3(a: u32, b: u32, c: u32) -> String {
    format!("{}{}{}", set_v(1, a, K1), set_v(2, b, K2), set_v(3, c, K3))
}

fn sext24(x: u32) -> i64 {
    i64::from(((x << 8) as i32) >> 8)
}

fn clz(x: u32) -> u32 {
    if x == 0 { u32::MAX } else { x.leading_zeros() }
}

fn ctz(x: u32) -> u32 {
    if x == 0 { u32::MAX } else { x.trailing_zeros() }
}

/// Operands that hit the edges (zero, all ones, signs, 24-bit limits) as well as random ones.
fn operand() -> impl Strategy<Value = u32> {
    prop_oneof![
        Just(0u32),
        Just(u32::MAX),
        Just(0x8000_0000),
        Just(0x7fff_ffff),
        Just(0x00ff_ffff),
        Just(0x0080_0000),
        any::<u32>(),
        any::<u32>(),
        any::<u32>(),
    ]
}

/// `V_PERM_B32` as the ISA's BYTE_PERMUTE pseudocode states it, over the bytes of
/// `{s0, s1}` (s1 low).
fn perm_reference(s0: u32, s1: u32, sel: u32) -> u32 {
    let data = u64::from(s0) << 32 | u64::from(s1);
    let byte = |i: u32| ((data >> (8 * i)) & 0xff) as u32;
    let pick = |s: u32| match s {
        13.. => 0xff,
        12 => 0,
        8..=11 => {
            let from = [1, 3, 5, 7][(s - 8) as usize];
            if byte(from) & 0x80 != 0 { 0xff } else { 0 }
        }
        _ => byte(s),
    };
    (0..4).fold(0, |acc, k| acc | pick((sel >> (8 * k)) & 0xff) << (8 * k))
}

/// The sum of absolute differences of the unsigned `width`-bit fields of `a` and `b`.
fn sad_reference(a: u32, b: u32, width: u32) -> u32 {
    let m = (1u32 << width) - 1;
    (0..32 / width)
        .map(|i| ((a >> (i * width)) & m).abs_diff((b >> (i * width)) & m))
        .sum()
}

/// Selectors LLVM 22's constant folder (`opt -passes=instcombine` on `llvm.amdgcn.perm`)
/// agrees on: bytes, sign replication, zero and all-ones selectors.
#[test]
fn perm_matches_llvms_folded_constants() {
    let (s0, s1) = (0x8011_2233, 0x4455_6677);
    for (sel, want) in [
        (0x0c0d_0b04, 0x00ff_ff33),
        (0x0809_0a0b, 0x0000_00ff),
        (0x0302_0100, 0x4455_6677),
        (0x0706_0504, 0x8011_2233),
        (0xff0e_1d05, 0xffff_ff22),
    ] {
        assert_eq!(perm_reference(s0, s1, sel), want, "{sel:#x}");
        check3("v_perm_b32", s0, s1, sel, perm_reference);
    }
    assert_eq!(perm_reference(s0, 0x44d5_e6f7, 0x0809_0a0b), 0xff00_00ff);
}

/// A three-source 32-bit instruction `op v4, v1, v2, v3` on wave64 (gfx942) and wave32
/// (gfx1200) against `reference`.
fn check3(op: &str, a: u32, b: u32, c: u32, reference: impl Fn(u32, u32, u32) -> u32) {
    for (target, ws) in [("gfx942", 64), ("gfx1200", 32)] {
        let mut w = run(
            target,
            ws,
            &format!("{}\t{op} v4, v1, v2, v3\n", set3(a, b, c)),
        );
        for l in 0..ws {
            let (x, y, z) = (spread(a, l, K1), spread(b, l, K2), spread(c, l, K3));
            assert_eq!(
                lane(&mut w, 4, l),
                reference(x, y, z),
                "{op} {x:#x} {y:#x} {z:#x} ({target}, lane {l})"
            );
        }
    }
}

/// A two-source 32-bit instruction `op v4, v1, v2` against `reference`.
fn check2(op: &str, a: u32, b: u32, reference: impl Fn(u32, u32) -> u32) {
    check3_as2(op, a, b, &reference);
}

fn check3_as2(op: &str, a: u32, b: u32, reference: &dyn Fn(u32, u32) -> u32) {
    let mut w = run(
        "gfx1100",
        32,
        &format!("{}\t{op} v4, v1, v2\n", set3(a, b, 0)),
    );
    for l in 0..32 {
        let (x, y) = (spread(a, l, K1), spread(b, l, K2));
        assert_eq!(
            lane(&mut w, 4, l),
            reference(x, y),
            "{op} {x:#x} {y:#x} (lane {l})"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn mul24_and_mad24(a in operand(), b in operand(), c in operand()) {
        check3("v_mad_u32_u24", a, b, c, |x, y, z| {
            ((x & 0xff_ffff) as u64 * (y & 0xff_ffff) as u64) as u32 + z
        });
        check3("v_mad_i32_i24", a, b, c, |x, y, z| {
            (sext24(x) * sext24(y)) as u32 + z
        });
        check2("v_mul_i32_i24", a, b, |x, y| (sext24(x) * sext24(y)) as u32);
        check2("v_mul_hi_u32_u24", a, b, |x, y| {
            (((x & 0xff_ffff) as u64 * (y & 0xff_ffff) as u64) >> 32) as u32
        });
        check2("v_mul_hi_i32_i24", a, b, |x, y| ((sext24(x) * sext24(y)) >> 32) as u32);
    }

    #[test]
    fn high_products_and_mad_u32(a in operand(), b in operand(), c in operand()) {
        check2("v_mul_hi_u32", a, b, |x, y| ((x as u64 * y as u64) >> 32) as u32);
        check2("v_mul_hi_i32", a, b, |x, y| {
            ((i64::from(x as i32) * i64::from(y as i32)) >> 32) as u32
        });
        check3("v_mad_u32", a, b, c, |x, y, z| x.wrapping_mul(y).wrapping_add(z));
        // Scalar forms; `s_mulk_i32` multiplies by a sign-extended 16-bit constant.
        let k = (c & 0xffff) as u16;
        let body = format!(
            "\ts_mov_b32 s4, 0x{a:x}\n\ts_mov_b32 s5, 0x{b:x}\n\ts_mul_hi_u32 s6, s4, s5\n\ts_mul_hi_i32 s7, s4, s5\n\ts_mov_b32 s8, s4\n\ts_mulk_i32 s8, 0x{k:x}\n"
        );
        let mut w = run("gfx1200", 32, &body);
        prop_assert_eq!(sgpr(&mut w, 6), ((a as u64 * b as u64) >> 32) as u32);
        prop_assert_eq!(
            sgpr(&mut w, 7),
            ((i64::from(a as i32) * i64::from(b as i32)) >> 32) as u32
        );
        prop_assert_eq!(sgpr(&mut w, 8), a.wrapping_mul(k as i16 as i32 as u32));
    }

    /// GFX9+ `s_lshl<n>_add_u32` (`a[n & 1]` address arithmetic): D = (S0 << n) + S1,
    /// SCC the carry out of the 64-bit sum (read back through `s_cselect_b32`).
    #[test]
    fn scalar_shift_and_add(a in operand(), b in operand(), n in 1u32..5) {
        let body = format!(
            "\ts_mov_b32 s4, 0x{a:x}\n\ts_mov_b32 s5, 0x{b:x}\n\ts_lshl{n}_add_u32 s6, s4, s5\n\ts_cselect_b32 s7, 1, 0\n"
        );
        let mut w = run("gfx942", 64, &body);
        let full = (u64::from(a) << n) + u64::from(b);
        prop_assert_eq!(sgpr(&mut w, 6), full as u32);
        prop_assert_eq!(sgpr(&mut w, 7), (full >> 32) as u32 & 1);
    }

    /// 64-bit bit scans and bit sets (the loop LLVM emits for a wave reduction walks the
    /// active lanes with `s_ff1_i32_b64` and clears each with `s_bitset0_b64`).
    #[test]
    fn scalar_sixty_four_bit_scans_and_sets(lo in operand(), hi in operand(), k in 0u32..64) {
        let body = format!(
            "\ts_mov_b32 s4, 0x{lo:x}\n\ts_mov_b32 s5, 0x{hi:x}\n\ts_ff1_i32_b64 s6, s[4:5]\n\
             \ts_flbit_i32_b64 s7, s[4:5]\n\ts_bitset0_b64 s[4:5], {k}\n\ts_mov_b32 s8, 0x{lo:x}\n\
             \ts_mov_b32 s9, 0x{hi:x}\n\ts_bitset1_b64 s[8:9], {k}\n"
        );
        let mut w = run("gfx942", 64, &body);
        let x = (u64::from(hi) << 32) | u64::from(lo);
        let scan = |n: u32| if x == 0 { u32::MAX } else { n };
        prop_assert_eq!(sgpr(&mut w, 6), scan(x.trailing_zeros()));
        prop_assert_eq!(sgpr(&mut w, 7), scan(x.leading_zeros()));
        let cleared = x & !(1u64 << k);
        prop_assert_eq!((sgpr(&mut w, 4), sgpr(&mut w, 5)), (cleared as u32, (cleared >> 32) as u32));
        let set = x | (1u64 << k);
        prop_assert_eq!((sgpr(&mut w, 8), sgpr(&mut w, 9)), (set as u32, (set >> 32) as u32));
    }

    #[test]
    fn min_max_and_median(a in operand(), b in operand(), c in operand()) {
        let i = |x: u32| x as i32;
        check2("v_min_u32", a, b, |x, y| x.min(y));
        check2("v_max_u32", a, b, |x, y| x.max(y));
        check2("v_min_i32", a, b, |x, y| i(x).min(i(y)) as u32);
        check2("v_max_i32", a, b, |x, y| i(x).max(i(y)) as u32);
        check3("v_min3_u32", a, b, c, |x, y, z| x.min(y).min(z));
        check3("v_max3_i32", a, b, c, |x, y, z| i(x).max(i(y)).max(i(z)) as u32);
        check3("v_min3_i32", a, b, c, |x, y, z| i(x).min(i(y)).min(i(z)) as u32);
        check3("v_max3_u32", a, b, c, |x, y, z| x.max(y).max(z));
        let med = |mut v: [i64; 3]| {
            v.sort();
            v[1]
        };
        check3("v_med3_u32", a, b, c, |x, y, z| med([x.into(), y.into(), z.into()]) as u32);
        check3("v_med3_i32", a, b, c, |x, y, z| {
            med([i(x).into(), i(y).into(), i(z).into()]) as u32
        });
    }

    #[test]
    fn three_input_bit_and_add_ops(a in operand(), b in operand(), c in operand()) {
        check3("v_add3_u32", a, b, c, |x, y, z| x.wrapping_add(y).wrapping_add(z));
        check3("v_xad_u32", a, b, c, |x, y, z| (x ^ y).wrapping_add(z));
        check3("v_xor3_b32", a, b, c, |x, y, z| x ^ y ^ z);
        check3("v_bfi_b32", a, b, c, |x, y, z| (x & y) | (!x & z));
        check3("v_alignbit_b32", a, b, c, |x, y, z| {
            ((u64::from(x) << 32 | u64::from(y)) >> (z & 31)) as u32
        });
        check3("v_perm_b32", a, b, c, perm_reference);
        check3("v_sad_u8", a, b, c, |x, y, z| sad_reference(x, y, 8).wrapping_add(z));
        check3("v_sad_hi_u8", a, b, c, |x, y, z| (sad_reference(x, y, 8) << 16).wrapping_add(z));
        check3("v_sad_u16", a, b, c, |x, y, z| sad_reference(x, y, 16).wrapping_add(z));
        check2("v_bfm_b32", a, b, |x, y| ((1u32 << (x & 31)) - 1) << (y & 31));
        check2("v_bcnt_u32_b32", a, b, |x, y| x.count_ones().wrapping_add(y));
    }

    #[test]
    fn bitop3_applies_its_truth_table(a in operand(), b in operand(), c in operand(), t in any::<u8>()) {
        // Bit i of the table is the result for src0, src1, src2 bits (i>>2, i>>1 & 1, i & 1).
        let reference = |x: u32, y: u32, z: u32| {
            (0..32).map(|bit| {
                let i = (x >> bit & 1) << 2 | (y >> bit & 1) << 1 | (z >> bit & 1);
                (u32::from(t) >> i & 1) << bit
            }).sum::<u32>()
        };
        let mut w = run("gfx1250", 32, &format!("{}\tv_bitop3_b32 v4, v1, v2, v3 bitop3:0x{t:x}\n", set3(a, b, c)));
        for l in 0..32 {
            let (x, y, z) = (spread(a, l, K1), spread(b, l, K2), spread(c, l, K3));
            prop_assert_eq!(lane(&mut w, 4, l), reference(x, y, z), "table {:#x}", t);
        }
    }

    #[test]
    fn carries_and_borrows_per_lane(a in operand(), b in operand(), cin in any::<u32>(), exec in any::<u32>()) {
        // Wave32 (GFX11 names, carry masks in SGPRs), with some lanes inactive.
        let body = format!(
            "{}\tv_mov_b32 v4, 0x1234\n\tv_mov_b32 v5, 0x1234\n\tv_mov_b32 v6, 0x1234\n\ts_mov_b32 s20, 0x{cin:x}\n\ts_mov_b32 exec_lo, 0x{exec:x}\n\
             \tv_add_co_u32 v4, s10, v1, v2\n\tv_sub_co_u32 v5, s11, v1, v2\n\tv_subrev_co_u32 v6, s12, v1, v2\n\
             \tv_add_co_ci_u32_e64 v7, s13, v1, v2, s20\n\tv_sub_co_ci_u32_e64 v8, s14, v1, v2, s20\n\tv_subrev_co_ci_u32_e64 v9, s15, v1, v2, s20\n\
             \tv_add_co_ci_u32_e64 v10, null, 0, v1, s20\n",
            set3(a, b, 0)
        );
        let mut w = run("gfx1100", 32, &body);
        let mut masks = [0u32; 6];
        for l in 0..32 {
            let (x, y) = (u64::from(spread(a, l, K1)), u64::from(spread(b, l, K2)));
            let ci = u64::from(cin >> l & 1);
            let results = [
                x + y,
                x.wrapping_sub(y),
                y.wrapping_sub(x),
                x + y + ci,
                x.wrapping_sub(y).wrapping_sub(ci),
                y.wrapping_sub(x).wrapping_sub(ci),
            ];
            let active = exec >> l & 1 == 1;
            for (i, r) in results.iter().enumerate() {
                if !active && i >= 3 {
                    continue; // never written
                }
                let got = lane(&mut w, 4 + i as u16, l);
                if active {
                    prop_assert_eq!(got, *r as u32, "result {} lane {}", i, l);
                    masks[i] |= ((r >> 32 & 1) as u32) << l;
                } else if i < 3 {
                    prop_assert_eq!(got, 0x1234, "inactive lane {} written", l);
                }
            }
            if active {
                prop_assert_eq!(lane(&mut w, 10, l), (x + ci) as u32);
            }
        }
        for (i, m) in masks.iter().enumerate() {
            prop_assert_eq!(sgpr(&mut w, 10 + i as u16), *m, "carry mask {}", i);
        }
    }

    #[test]
    fn gfx9_carry_chain_through_vcc(a in any::<u64>(), b in any::<u64>()) {
        // A 64-bit add and subtract from 32-bit halves, as GFX9 code does it (wave64).
        let (alo, ahi, blo, bhi) = (a as u32, (a >> 32) as u32, b as u32, (b >> 32) as u32);
        let body = format!(
            "{}{}{}{}\
             \tv_add_co_u32_e32 v10, vcc, v1, v3\n\tv_addc_co_u32_e32 v11, vcc, v2, v4, vcc\n\ts_mov_b64 s[20:21], vcc\n\
             \tv_sub_co_u32_e64 v12, s[22:23], v1, v3\n\tv_subb_co_u32_e64 v13, s[22:23], v2, v4, s[22:23]\n\
             \tv_subrev_co_u32_e32 v14, vcc, v3, v1\n\tv_subbrev_co_u32_e32 v15, vcc, v4, v2, vcc\n",
            set_v(1, alo, K1), set_v(2, ahi, K2), set_v(3, blo, K3), set_v(4, bhi, K4)
        );
        let mut w = run("gfx942", 64, &body);
        let (mut add_carry, mut sub_borrow, mut rev_borrow) = (0u64, 0u64, 0u64);
        for l in 0..64 {
            let x = u64::from(spread(alo, l, K1)) | u64::from(spread(ahi, l, K2)) << 32;
            let y = u64::from(spread(blo, l, K3)) | u64::from(spread(bhi, l, K4)) << 32;
            let (sum, c) = x.overflowing_add(y);
            let (diff, bo) = x.overflowing_sub(y);
            prop_assert_eq!(lane64(&mut w, 10, l), sum);
            prop_assert_eq!(lane64(&mut w, 12, l), diff);
            prop_assert_eq!(lane64(&mut w, 14, l), diff);
            add_carry |= u64::from(c) << l;
            sub_borrow |= u64::from(bo) << l;
            rev_borrow |= u64::from(bo) << l;
        }
        prop_assert_eq!(konst(&w.read_scalar(&Operand::Sgpr { first: 20, count: 2 }, 64)), add_carry);
        prop_assert_eq!(konst(&w.read_scalar(&Operand::Sgpr { first: 22, count: 2 }, 64)), sub_borrow);
        prop_assert_eq!(konst(&w.vcc()), rev_borrow);
    }

    #[test]
    fn mad_64_with_carry_out(a in operand(), b in operand(), c in any::<u64>()) {
        let (clo, chi) = (c as u32, (c >> 32) as u32);
        let setup = format!("{}{}", set3(a, b, 0), format_args!("{}{}", set_v(6, clo, K3), set_v(7, chi, K4)));
        let reference = |l: u32, signed: bool| {
            let (x, y) = (spread(a, l, K1), spread(b, l, K2));
            let z = u64::from(spread(clo, l, K3)) | u64::from(spread(chi, l, K4)) << 32;
            let r: i128 = if signed {
                i128::from(x as i32) * i128::from(y as i32) + i128::from(z as i64)
            } else {
                i128::from(x) * i128::from(y) + i128::from(z)
            };
            (r as u64, (r >> 64) & 1 == 1)
        };
        for (target, ws, u, i) in [
            ("gfx942", 64, "v_mad_u64_u32", "v_mad_i64_i32"),
            ("gfx1200", 32, "v_mad_co_u64_u32", "v_mad_co_i64_i32"),
        ] {
            let (sd, sd2) = if ws == 64 { ("s[10:11]", "s[12:13]") } else { ("s10", "s12") };
            let body = format!("{setup}\t{u} v[8:9], {sd}, v1, v2, v[6:7]\n\t{i} v[10:11], {sd2}, v1, v2, v[6:7]\n");
            let mut w = run(target, ws, &body);
            let (mut cu, mut ci) = (0u64, 0u64);
            for l in 0..ws {
                let (ru, cou) = reference(l, false);
                let (ri, coi) = reference(l, true);
                prop_assert_eq!(lane64(&mut w, 8, l), ru, "{} lane {}", u, l);
                prop_assert_eq!(lane64(&mut w, 10, l), ri, "{} lane {}", i, l);
                cu |= u64::from(cou) << l;
                ci |= u64::from(coi) << l;
            }
            let count = if ws == 64 { 2 } else { 1 };
            let width = if ws == 64 { 64 } else { 32 };
            prop_assert_eq!(konst(&w.read_scalar(&Operand::Sgpr { first: 10, count }, width)), cu);
            prop_assert_eq!(konst(&w.read_scalar(&Operand::Sgpr { first: 12, count }, width)), ci);
        }
        // GFX12.5: no carry-out operand.
        let body = format!("{setup}\tv_mad_nc_u64_u32 v[8:9], v1, v2, v[6:7]\n\tv_mad_nc_i64_i32 v[10:11], v1, v2, v[6:7]\n");
        let mut w = run("gfx1250", 32, &body);
        for l in 0..32 {
            prop_assert_eq!(lane64(&mut w, 8, l), reference(l, false).0);
            prop_assert_eq!(lane64(&mut w, 10, l), reference(l, true).0);
        }
    }

    #[test]
    fn sixty_four_bit_lanes(a in any::<u64>(), b in any::<u64>(), sh in any::<u32>(), k in 0u32..5) {
        let (alo, ahi, blo, bhi) = (a as u32, (a >> 32) as u32, b as u32, (b >> 32) as u32);
        let setup = format!("{}{}{}{}{}", set_v(2, alo, K1), set_v(3, ahi, K2), set_v(4, blo, K3), set_v(5, bhi, K4), set_v(1, sh, K1));
        let x = |l: u32| u64::from(spread(alo, l, K1)) | u64::from(spread(ahi, l, K2)) << 32;
        let y = |l: u32| u64::from(spread(blo, l, K3)) | u64::from(spread(bhi, l, K4)) << 32;
        let amt = |l: u32| spread(sh, l, K1);
        let body = format!(
            "{setup}\tv_lshlrev_b64 v[10:11], v1, v[2:3]\n\tv_lshrrev_b64 v[12:13], v1, v[2:3]\n\tv_ashrrev_i64 v[14:15], v1, v[2:3]\n\
             \tv_lshl_add_u64 v[16:17], v[2:3], {k}, v[4:5]\n\tv_mov_b64 v[18:19], v[2:3]\n"
        );
        let mut w = run("gfx942", 64, &body);
        for l in 0..64 {
            let s = amt(l) & 63;
            prop_assert_eq!(lane64(&mut w, 10, l), x(l) << s);
            prop_assert_eq!(lane64(&mut w, 12, l), x(l) >> s);
            prop_assert_eq!(lane64(&mut w, 14, l), ((x(l) as i64) >> s) as u64);
            prop_assert_eq!(lane64(&mut w, 16, l), (x(l) << k).wrapping_add(y(l)));
            prop_assert_eq!(lane64(&mut w, 18, l), x(l));
        }
        let body = format!(
            "{setup}\tv_add_nc_u64 v[10:11], v[2:3], v[4:5]\n\tv_sub_nc_u64 v[12:13], v[2:3], v[4:5]\n\tv_mul_u64 v[14:15], v[2:3], v[4:5]\n\
             \tv_mul_u64_e32 v[16:17], 0x19999999a, v[4:5]\n"
        );
        let mut w = run("gfx1250", 32, &body);
        for l in 0..32 {
            prop_assert_eq!(lane64(&mut w, 10, l), x(l).wrapping_add(y(l)));
            prop_assert_eq!(lane64(&mut w, 12, l), x(l).wrapping_sub(y(l)));
            prop_assert_eq!(lane64(&mut w, 14, l), x(l).wrapping_mul(y(l)));
            prop_assert_eq!(lane64(&mut w, 16, l), 0x1_9999_999au64.wrapping_mul(y(l)));
        }
    }

    #[test]
    fn bit_counts(a in operand(), shift in 0u32..32) {
        // Single bits and zero exercise the edges; `a` the general case.
        for x in [a, 1 << shift, a >> shift, 0] {
            let body = format!(
                "\tv_xor_b32 v1, 0x{x:x}, v0\n\tv_xor_b32 v1, v1, v0\n\tv_clz_i32_u32 v2, v1\n\tv_ffbh_u32 v3, v1\n\tv_ctz_i32_b32 v4, v1\n\tv_ffbl_b32 v5, v1\n\
                 \ts_mov_b32 s4, 0x{x:x}\n\ts_clz_i32_u32 s5, s4\n\ts_flbit_i32_b32 s6, s4\n\ts_ctz_i32_b32 s7, s4\n\ts_ff1_i32_b32 s8, s4\n"
            );
            let mut w = run("gfx1100", 32, &body);
            prop_assert_eq!(lane(&mut w, 2, 5), clz(x));
            prop_assert_eq!(lane(&mut w, 3, 5), clz(x));
            prop_assert_eq!(lane(&mut w, 4, 5), ctz(x));
            prop_assert_eq!(lane(&mut w, 5, 5), ctz(x));
            prop_assert_eq!(sgpr(&mut w, 5), clz(x));
            prop_assert_eq!(sgpr(&mut w, 6), clz(x));
            prop_assert_eq!(sgpr(&mut w, 7), ctz(x));
            prop_assert_eq!(sgpr(&mut w, 8), ctz(x));
        }
    }

    #[test]
    fn population_counts(a in operand(), b in operand()) {
        let body = format!(
            "\ts_mov_b32 s4, 0x{a:x}\n\ts_mov_b32 s5, 0x{b:x}\n\ts_bcnt1_i32_b64 s6, s[4:5]\n\ts_bcnt0_i32_b32 s7, s4\n\ts_bcnt1_i32_b32 s8, s5\n"
        );
        let mut w = run("gfx942", 64, &body);
        prop_assert_eq!(sgpr(&mut w, 6), a.count_ones() + b.count_ones());
        prop_assert_eq!(sgpr(&mut w, 7), a.count_zeros());
        prop_assert_eq!(sgpr(&mut w, 8), b.count_ones());
        prop_assert_eq!(konst(&w.scc()), u64::from(b != 0));
    }

    /// 16-bit integer compares read the low halves: plain registers on GFX9, `.l` halves
    /// of true16 code on GFX12; the high halves hold other values and must not matter.
    #[test]
    fn sixteen_bit_compares_read_low_halves(a in operand(), b in operand(), rel in 0usize..6, signed in any::<bool>()) {
        let rels = ["lt", "le", "gt", "ge", "eq", "ne"];
        let ty = if signed { "i16" } else { "u16" };
        let reference = |x: u32, y: u32| {
            let (x, y) = if signed {
                (i64::from(x as u16 as i16), i64::from(y as u16 as i16))
            } else {
                (i64::from(x as u16), i64::from(y as u16))
            };
            match rels[rel] {
                "lt" => x < y,
                "le" => x <= y,
                "gt" => x > y,
                "ge" => x >= y,
                "eq" => x == y,
                _ => x != y,
            }
        };
        for (target, ws, dst, half) in [("gfx942", 64, "s[10:11]", ""), ("gfx1200", 32, "s10", ".l")] {
            let body = format!(
                "{}{}\tv_cmp_{}_{ty}_e64 {dst}, v1{half}, v2{half}\n",
                set_v(1, a, K1),
                set_v(2, b, K2),
                rels[rel]
            );
            let mut w = run(target, ws, &body);
            let mut mask = u64::from(sgpr(&mut w, 10));
            if ws == 64 {
                mask |= u64::from(sgpr(&mut w, 11)) << 32;
            }
            for l in 0..ws {
                let want = reference(spread(a, l, K1), spread(b, l, K2));
                prop_assert_eq!(mask >> l & 1 == 1, want, "{} lane {}", target, l);
            }
        }
    }

    /// A GFX11+ compare through DPP (`v_cmp_*_e64_dpp`, formed by llc from `update_dpp`
    /// and a compare): each lane compares the `src0` lane the pattern names, or 0 where the
    /// row has no such lane (`bound_ctrl`), with its own `src1`.
    #[test]
    fn compares_through_dpp_read_the_permuted_lane(a in operand(), b in operand(), shift in 1u32..4, signed in any::<bool>()) {
        let ty = if signed { "i32" } else { "u32" };
        let gt = |x: u32, y: u32| if signed { (x as i32) > (y as i32) } else { x > y };
        for target in ["gfx1100", "gfx1200"] {
            let body = format!(
                "{}{}	v_cmp_gt_{ty}_e64_dpp s10, v1, v2 row_shr:{shift} row_mask:0xf bank_mask:0xf bound_ctrl:1\n",
                set_v(1, a, K1),
                set_v(2, b, K2),
            );
            let mut w = run(target, 32, &body);
            let mask = sgpr(&mut w, 10);
            for l in 0..32 {
                let src0 = if l % 16 < shift { 0 } else { spread(a, l - shift, K1) };
                let want = gt(src0, spread(b, l, K2));
                prop_assert_eq!(mask >> l & 1 == 1, want, "{} lane {}", target, l);
            }
        }
    }

    /// 16-bit integer operations give the exact low half. Without halves named, GFX9 zeroes
    /// the high half and GFX10 keeps it; in GFX11+ true16 code (`.l`/`.h`) each operand names
    /// its half and the destination's other half keeps its value.
    #[test]
    fn sixteen_bit_operations_give_exact_halves(a in operand(), b in operand(), c in operand(), op in 0usize..9, halves in 0usize..8) {
        let ops = ["v_and_b16", "v_or_b16", "v_xor_b16", "v_add_u16", "v_sub_u16", "v_lshlrev_b16", "v_lshrrev_b16", "v_ashrrev_i16", "v_mul_lo_u16"];
        let reference = |x: u16, y: u16| -> u16 {
            match ops[op] {
                "v_and_b16" => x & y,
                "v_or_b16" => x | y,
                "v_xor_b16" => x ^ y,
                "v_add_u16" => x.wrapping_add(y),
                "v_sub_u16" => x.wrapping_sub(y),
                "v_lshlrev_b16" => y << (x & 15),
                "v_lshrrev_b16" => y >> (x & 15),
                "v_mul_lo_u16" => x.wrapping_mul(y),
                _ => ((y as i16) >> (x & 15)) as u16,
            }
        };
        let half = |x: u32, high: bool| if high { (x >> 16) as u16 } else { x as u16 };
        // Bits of `halves`: destination, first and second source high.
        let (hd, h1, h2) = (halves & 1 != 0, halves & 2 != 0, halves & 4 != 0);
        let name = |high: bool| if high { ".h" } else { ".l" };
        let low = format!("{}{}{}\t{}_e64 v4, v1, v2\n", set_v(1, a, K1), set_v(2, b, K2), set_v(4, c, K3), ops[op]);
        let mut w = run("gfx942", 64, &low);
        for l in 0..64 {
            let want = reference(spread(a, l, K1) as u16, spread(b, l, K2) as u16);
            prop_assert_eq!(lane(&mut w, 4, l), u32::from(want), "gfx942 lane {}", l);
        }
        let mut w = run("gfx1030", 32, &low);
        for l in 0..32 {
            let want = reference(spread(a, l, K1) as u16, spread(b, l, K2) as u16);
            let old = spread(c, l, K3);
            prop_assert_eq!(lane(&mut w, 4, l), (old & 0xffff_0000) | u32::from(want), "gfx1030 lane {}", l);
        }
        let true16 = format!(
            "{}{}{}\t{}_e64 v4{}, v1{}, v2{}\n",
            set_v(1, a, K1),
            set_v(2, b, K2),
            set_v(4, c, K3),
            ops[op],
            name(hd),
            name(h1),
            name(h2)
        );
        let mut w = run("gfx1200", 32, &true16);
        for l in 0..32 {
            let r = reference(half(spread(a, l, K1), h1), half(spread(b, l, K2), h2));
            let old = spread(c, l, K3);
            let want = if hd { (old & 0xffff) | u32::from(r) << 16 } else { (old & 0xffff_0000) | u32::from(r) };
            prop_assert_eq!(lane(&mut w, 4, l), want, "gfx1200 lane {}", l);
        }
    }

    /// 16-bit multiply-add (`t % 3` compiles to it): the low half of S0 * S1 + S2, the
    /// high half zeroed by GFX9's `legacy` form and kept by GFX10+.
    #[test]
    fn sixteen_bit_multiply_add(a in operand(), b in operand(), c in operand(), d in operand()) {
        let reference = |x: u32, y: u32, z: u32| {
            (x as u16).wrapping_mul(y as u16).wrapping_add(z as u16)
        };
        let setup = format!("{}{}{}{}", set_v(1, a, K1), set_v(2, b, K2), set_v(3, c, K3), set_v(4, d, K1 ^ K2));
        let mut w = run("gfx942", 64, &format!("{setup}\tv_mad_legacy_u16 v4, v1, v2, v3\n"));
        for l in 0..64 {
            let want = reference(spread(a, l, K1), spread(b, l, K2), spread(c, l, K3));
            prop_assert_eq!(lane(&mut w, 4, l), u32::from(want), "gfx942 lane {}", l);
        }
        let mut w = run("gfx1200", 32, &format!("{setup}\tv_mad_u16 v4, v1, v2, v3\n"));
        for l in 0..32 {
            let want = reference(spread(a, l, K1), spread(b, l, K2), spread(c, l, K3));
            let old = spread(d, l, K1 ^ K2);
            prop_assert_eq!(lane(&mut w, 4, l), (old & 0xffff_0000) | u32::from(want), "gfx1200 lane {}", l);
        }
    }

    /// A true16 `v_mov_b16` copies one half into one half and keeps the other.
    #[test]
    fn true16_moves_keep_the_other_half(a in operand(), c in operand(), halves in 0usize..4) {
        let (hd, hs) = (halves & 1 != 0, halves & 2 != 0);
        let name = |high: bool| if high { ".h" } else { ".l" };
        let body = format!(
            "{}{}\tv_mov_b16_e32 v4{}, v1{}\n\tv_mov_b16_e32 v5.h, 0x{:x}\n",
            set_v(1, a, K1),
            set_v(4, c, K3),
            name(hd),
            name(hs),
            a & 0xffff
        );
        let mut w = run("gfx1100", 32, &body);
        for l in 0..32 {
            let x = spread(a, l, K1);
            let moved = if hs { x >> 16 } else { x & 0xffff };
            let old = spread(c, l, K3);
            let want = if hd { (old & 0xffff) | moved << 16 } else { (old & 0xffff_0000) | moved };
            prop_assert_eq!(lane(&mut w, 4, l), want, "lane {}", l);
            prop_assert_eq!(konst(&w.read_lane(&v(5), l).extract(16, 16)), u64::from(a & 0xffff));
        }
    }

    #[test]
    fn unsigned_saturation_with_clamp(a in operand(), b in operand()) {
        check2_clamp("v_add_nc_u32_e64", a, b, |x, y| x.saturating_add(y));
        check2_clamp("v_sub_nc_u32_e64", a, b, |x, y| x.saturating_sub(y));
        check2_clamp("v_subrev_nc_u32_e64", a, b, |x, y| y.saturating_sub(x));
    }

    #[test]
    fn scalar_bit_ops_and_abs(a in operand(), bit in 0u32..64) {
        let body = format!(
            "\ts_mov_b32 s4, 0x{a:x}\n\ts_mov_b32 s5, s4\n\ts_bitset1_b32 s5, {bit}\n\ts_mov_b32 s6, s4\n\ts_bitset0_b32 s6, {bit}\n\ts_abs_i32 s7, s4\n"
        );
        let mut w = run("gfx1200", 32, &body);
        prop_assert_eq!(sgpr(&mut w, 5), a | 1 << (bit & 31));
        prop_assert_eq!(sgpr(&mut w, 6), a & !(1 << (bit & 31)));
        let abs = (a as i32).wrapping_abs() as u32;
        prop_assert_eq!(sgpr(&mut w, 7), abs);
        prop_assert_eq!(konst(&w.scc()), u64::from(abs != 0));
    }

    #[test]
    fn scalar_absolute_difference(a in operand(), b in operand()) {
        let body = format!("\ts_mov_b32 s4, 0x{a:x}\n\ts_mov_b32 s5, 0x{b:x}\n\ts_absdiff_i32 s6, s4, s5\n");
        let mut w = run("gfx942", 64, &body);
        let d = (a.wrapping_sub(b) as i32).wrapping_abs() as u32;
        prop_assert_eq!(sgpr(&mut w, 6), d);
        prop_assert_eq!(konst(&w.scc()), u64::from(d != 0));
    }

    #[test]
    fn byte_conversions_are_exact(a in any::<u32>()) {
        let body = format!(
            "\tv_xor_b32 v1, 0x{a:x}, v0\n\tv_cvt_f32_ubyte0_e32 v2, v1\n\tv_cvt_f32_ubyte1_e32 v3, v1\n\tv_cvt_f32_ubyte2_e32 v4, v1\n\tv_cvt_f32_ubyte3_e32 v5, v1\n"
        );
        let mut w = run("gfx942", 64, &body);
        for l in 0..64 {
            let x = a ^ l;
            for n in 0..4u16 {
                let byte = (x >> (8 * n)) & 0xff;
                prop_assert_eq!(lane(&mut w, 2 + n, l), (byte as f32).to_bits());
            }
        }
    }

    #[test]
    fn scalar_floats_follow_ieee(x in -1000i32..1000, y in -1000i32..1000) {
        let (fx, fy) = (x as f32 * 0.25, y as f32 * 0.25);
        let body = format!(
            "\ts_mov_b32 s4, 0x{:x}\n\ts_mov_b32 s5, 0x{:x}\n\ts_mul_f32 s6, s4, 0.5\n\ts_add_f32 s7, s4, s5\n\ts_mov_b32 s8, 0x{:x}\n\ts_cvt_f32_u32 s9, s8\n\ts_cvt_f32_i32 s10, s8\n\ts_mul_f32 s11, s4, 0.5\n\ts_rndne_f32 s12, s11\n\ts_floor_f32 s13, s11\n\ts_ceil_f32 s14, s11\n\ts_cmp_lt_f32 s4, s5\n",
            fx.to_bits(), fy.to_bits(), x as u32
        );
        let mut w = run("gfx1200", 32, &body);
        // Halves of quarters: ties (x.5) round to even.
        let h = fx * 0.5;
        prop_assert_eq!(sgpr(&mut w, 12), h.round_ties_even().to_bits());
        prop_assert_eq!(sgpr(&mut w, 13), h.floor().to_bits());
        prop_assert_eq!(sgpr(&mut w, 14), h.ceil().to_bits());
        prop_assert_eq!(sgpr(&mut w, 6), (fx * 0.5).to_bits());
        prop_assert_eq!(sgpr(&mut w, 7), (fx + fy).to_bits());
        prop_assert_eq!(sgpr(&mut w, 9), (x as u32 as f32).to_bits());
        prop_assert_eq!(sgpr(&mut w, 10), (x as f32).to_bits());
        // A float compare, not an integer one: -1.0 < 1.0 although its bits are larger.
        prop_assert_eq!(konst(&w.scc()), u64::from(fx < fy));
    }

    /// GFX12's scalar fused multiply-adds with a literal round once, as `f32::mul_add`
    /// (`s_fmaak_f32`: S0 * S1 + K; `s_fmamk_f32`: S0 * K + S1; red team 52: a kernel
    /// deciding a barrier on `fmaf` of two arguments was inconclusive).
    #[test]
    fn scalar_literal_fmas_round_once(x in any::<u32>(), y in any::<u32>(), k in any::<u32>()) {
        let body = format!(
            "\ts_mov_b32 s4, 0x{x:x}\n\ts_mov_b32 s5, 0x{y:x}\n\ts_fmaak_f32 s6, s4, s5, 0x{k:x}\n\ts_fmamk_f32 s7, s4, 0x{k:x}, s5\n"
        );
        let ieee = "\t.amdhsa_float_denorm_mode_32 3\n\t.amdhsa_float_round_mode_32 0\n";
        let mut w = run_with("gfx1200", 32, ieee, &body);
        let (fx, fy, fk) = (f32::from_bits(x), f32::from_bits(y), f32::from_bits(k));
        let same = |got: u32, want: f32| {
            if want.is_nan() { f32::from_bits(got).is_nan() } else { got == want.to_bits() }
        };
        let (a, b) = (sgpr(&mut w, 6), sgpr(&mut w, 7));
        prop_assert!(same(a, fx.mul_add(fy, fk)), "s_fmaak_f32: {a:#x}");
        prop_assert!(same(b, fx.mul_add(fk, fy)), "s_fmamk_f32: {b:#x}");
    }

    /// `s_brev_b32`/`_b64` and `v_bfrev_b32` reverse the bits, on constants and on a kernel
    /// argument alike (llc builds the mask 0x7fffffff of `fmodf` with `s_brev_b32 s0, -2`).
    #[test]
    fn bit_reversals_are_exact(a in any::<u32>(), b in any::<u32>()) {
        let body = format!(
            "\ts_load_b32 s4, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_brev_b32 s5, s4\n\ts_mov_b32 s6, 0x{b:x}\n\ts_brev_b32 s7, s6\n\ts_mov_b32 s8, s6\n\ts_mov_b32 s9, s4\n\ts_brev_b64 s[10:11], s[8:9]\n\tv_xor_b32 v1, s4, v0\n\tv_bfrev_b32 v2, v1\n"
        );
        let mut w = run("gfx1200", 32, &body);
        let env = |i: &Input| matches!(i, Input::KernArg { offset: 0 }).then_some(u64::from(a));
        let at = |t: Term| t.eval(&env);
        prop_assert_eq!(at(w.read_scalar(&s(5), 32)), Some(u64::from(a.reverse_bits())));
        prop_assert_eq!(sgpr(&mut w, 7), b.reverse_bits());
        // The pair {s9 = a, s8 = b} reversed: s10 holds a's bits reversed, s11 b's.
        let pair = (u64::from(a) << 32 | u64::from(b)).reverse_bits();
        prop_assert_eq!(at(w.read_scalar(&s(10), 32)), Some(pair & 0xffff_ffff));
        prop_assert_eq!(sgpr(&mut w, 11), (pair >> 32) as u32);
        for l in [0u32, 7, 31] {
            prop_assert_eq!(at(w.read_lane(&v(2), l)), Some(u64::from((a ^ l).reverse_bits())));
        }
    }

    /// `v_pk_add_f32`, `v_pk_mul_f32` and `v_pk_fma_f32` (GFX90A/940+): each dword of the
    /// result is the 32-bit operation on the dwords `op_sel` (low) and `op_sel_hi` (high)
    /// pick, rounded as IEEE single precision.
    #[test]
    fn packed_f32_operations_pick_their_dwords(x in any::<[u32; 6]>()) {
        let movs: String = x
            .iter()
            .enumerate()
            .map(|(i, b)| format!("\tv_mov_b32 v{}, 0x{b:x}\n", 10 + i))
            .collect();
        let body = format!(
            "{movs}\tv_pk_add_f32 v[2:3], v[10:11], v[12:13]\n\tv_pk_mul_f32 v[4:5], v[10:11], v[12:13] op_sel:[1,0] op_sel_hi:[0,1]\n\tv_pk_fma_f32 v[6:7], v[10:11], v[12:13], v[14:15]\n"
        );
        let ieee = "\t.amdhsa_float_denorm_mode_32 3\n\t.amdhsa_float_round_mode_32 0\n";
        let mut w = run_with("gfx942", 64, ieee, &body);
        let f = |i: usize| f32::from_bits(x[i]);
        let wants = [
            f(0) + f(2),
            f(1) + f(3),
            f(1) * f(2),
            f(0) * f(3),
            f(0).mul_add(f(2), f(4)),
            f(1).mul_add(f(3), f(5)),
        ];
        for (k, want) in wants.iter().enumerate() {
            let t = w.read_lane(&v(2 + k as u16), 17);
            prop_assert!(!unmodelled(&t));
            let got = t.eval(&|_| None).map(|b| b as u32);
            if want.is_nan() {
                prop_assert_eq!(got, Some(bverify::eval::float::QNAN));
            } else {
                prop_assert_eq!(got, Some(want.to_bits()));
            }
        }
    }

    /// `v_ldexp_f32` by a constant exponent on a symbolic value: one rounding of x * 2^e,
    /// denormal results included (the kernel's mode keeps them).
    #[test]
    fn ldexp_by_a_constant_rounds_once(x in any::<u32>(), e in -126i32..=127) {
        let body = format!(
            "\ts_load_b32 s4, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32 v1, s4\n\ts_mov_b32 s8, 0x{:x}\n\tv_ldexp_f32 v2, v1, s8\n",
            e as u32
        );
        let ieee = "\t.amdhsa_float_denorm_mode_32 3\n\t.amdhsa_float_round_mode_32 0\n";
        let mut w = run_with("gfx1200", 32, ieee, &body);
        let t = w.read_lane(&v(2), 5);
        prop_assert!(!unmodelled(&t));
        let env = |i: &Input| matches!(i, Input::KernArg { offset: 0 }).then_some(u64::from(x));
        let want = (f64::from(f32::from_bits(x)) * 2f64.powi(e)) as f32;
        let got = t.eval(&env).map(|b| b as u32);
        if want.is_nan() {
            prop_assert_eq!(got, Some(bverify::eval::float::QNAN));
        } else {
            prop_assert_eq!(got, Some(want.to_bits()));
        }
    }
}

fn check2_clamp(op: &str, a: u32, b: u32, reference: impl Fn(u32, u32) -> u32) {
    let mut w = run(
        "gfx1100",
        32,
        &format!("{}\t{op} v4, v1, v2 clamp\n", set3(a, b, 0)),
    );
    for l in 0..32 {
        let (x, y) = (spread(a, l, K1), spread(b, l, K2));
        assert_eq!(lane(&mut w, 4, l), reference(x, y), "{op} {x:#x} {y:#x}");
    }
}

/// The GFX12.5 VOPD `bitop2` half takes two sources (the third input is zero) and reads
/// the state from before the first half, as VOPD does.
/// A compare through DPP that leaves some lanes out (a partial row mask) gives no mask:
/// which bit such a lane gets is not said.
#[test]
fn compares_through_dpp_with_lanes_left_out_are_unknown() {
    let body = format!(
        "{}{}\tv_cmp_gt_i32_e64_dpp s10, v1, v2 row_shr:1 row_mask:0x5 bank_mask:0xf bound_ctrl:1\n",
        set_v(1, 7, K1),
        set_v(2, 9, K2),
    );
    let mut w = run("gfx1100", 32, &body);
    assert_eq!(w.read_scalar(&s(10), 32).as_const(), None);
}

#[test]
fn vopd_bitop2_is_a_two_input_table() {
    let body = "\tv_mov_b32 v1, 0x3c\n\tv_mov_b32 v2, 0x5a\n\tv_dual_mov_b32 v1, 0 :: v_dual_bitop2_b32 v3, v1, v2 bitop3:0x40\n\tv_dual_mov_b32 v4, 7 :: v_dual_bitop2_b32 v5, 0x3c, v2 bitop3:0x54\n";
    let mut w = run("gfx1250", 32, body);
    for l in [0, 31] {
        assert_eq!(lane(&mut w, 1, l), 0);
        // AND of the values before the first half wrote v1.
        assert_eq!(lane(&mut w, 3, l), 0x3c & 0x5a);
        assert_eq!(lane(&mut w, 5, l), 0x3c | 0x5a);
    }
}

/// Carry-outs of inactive lanes are zero and wave64 carries land in both halves of VCC.
#[test]
fn carry_mask_of_a_partial_wave64() {
    let body = "\ts_mov_b64 exec, 0xffff0000ffff0000\n\tv_mov_b32 v1, -1\n\tv_add_co_u32_e32 v2, vcc, v1, v0\n";
    let mut w = run("gfx942", 64, body);
    // Lane 0 adds 0 (no carry) and is inactive anyway; every other active lane carries.
    assert_eq!(konst(&w.vcc()), 0xffff_0000_ffff_0000);
    assert_eq!(lane(&mut w, 2, 17), 16);
}

/// The same instructions on symbolic inputs (kernel arguments) build terms that evaluate like
/// the references: the rewrite rules and the term shapes agree with the folded constants.
#[test]
fn symbolic_terms_evaluate_like_the_references() {
    let body = "\ts_load_b128 s[4:7], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\
                \tv_mov_b32 v1, s4\n\tv_mov_b32 v2, s5\n\tv_mov_b32 v3, s6\n\tv_mov_b32 v20, s7\n\
                \tv_mad_u32_u24 v4, v1, v2, v3\n\tv_mad_i32_i24 v5, v1, v2, v3\n\tv_mul_hi_i32 v6, v1, v2\n\
                \tv_med3_i32 v7, v1, v2, v3\n\tv_bitop3_b32 v8, v1, v2, v3 bitop3:0x6c\n\tv_cvt_f32_ubyte1_e32 v9, v1\n\
                \tv_clz_i32_u32 v10, v1\n\tv_add_co_u32 v11, s20, v1, v2\n\tv_add_co_ci_u32_e64 v12, s21, v3, v20, s20\n\
                \tv_mad_co_i64_i32 v[14:15], s22, v1, v2, v[2:3]\n\tv_lshrrev_b64 v[16:17], v3, v[1:2]\n\tv_ashrrev_i64 v[18:19], v3, v[1:2]\n\
                \ts_mul_hi_i32 s23, s4, s5\n";
    let mut w = run("gfx1200", 32, body);
    // xorshift64*: deterministic operands without another dependency.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as u32
    };
    let edges = [
        0u32,
        1,
        0xff,
        0x100,
        0x7fff_ffff,
        0x8000_0000,
        0x00ff_ffff,
        0x0080_0000,
        u32::MAX,
    ];
    for i in 0..400 {
        let mut pick = |j: usize| {
            let r = next();
            if (i + j).is_multiple_of(3) {
                edges[(i * 7 + j * 3) % edges.len()]
            } else {
                r
            }
        };
        let args = [pick(0), pick(1), pick(2), pick(3)];
        let env = |inp: &Input| match inp {
            Input::KernArg { offset } if *offset < 16 => {
                Some(u64::from(args[*offset as usize / 4]))
            }
            _ => None,
        };
        let [a, b, c, d] = args;
        let ev =
            |w: &mut WaveState, op: Operand| w.read_scalar(&op, 32).eval(&env).map(|x| x as u32);
        let evl = |w: &mut WaveState, r: u16| w.read_lane(&v(r), 3).eval(&env).unwrap() as u32;
        assert_eq!(
            evl(&mut w, 4),
            ((a & 0xff_ffff) * (b & 0xff_ffff)).wrapping_add(c)
        );
        assert_eq!(
            evl(&mut w, 5),
            ((sext24(a) * sext24(b)) as u32).wrapping_add(c)
        );
        assert_eq!(
            evl(&mut w, 6),
            ((i64::from(a as i32) * i64::from(b as i32)) >> 32) as u32
        );
        let mut m = [a as i32, b as i32, c as i32];
        m.sort();
        assert_eq!(evl(&mut w, 7), m[1] as u32);
        assert_eq!(evl(&mut w, 8), b ^ (a & c));
        assert_eq!(evl(&mut w, 9), (((a >> 8) & 0xff) as f32).to_bits());
        assert_eq!(evl(&mut w, 10), clz(a));
        let (sum, carry) = a.overflowing_add(b);
        assert_eq!(evl(&mut w, 11), sum);
        let full = u64::from(c) + u64::from(d) + u64::from(carry);
        assert_eq!(evl(&mut w, 12), full as u32);
        assert_eq!(ev(&mut w, s(20)).map(|m| m & 1), Some(u32::from(carry)));
        assert_eq!(ev(&mut w, s(21)).map(|m| m & 1), Some((full >> 32) as u32));
        let z = u64::from(b) | u64::from(c) << 32;
        let r = i128::from(a as i32) * i128::from(b as i32) + i128::from(z as i64);
        let lo = w.read_lane(&v(14), 3).eval(&env).unwrap();
        let hi = w.read_lane(&v(15), 3).eval(&env).unwrap();
        assert_eq!(lo | hi << 32, r as u64);
        assert_eq!(
            ev(&mut w, s(22)).map(|m| m >> 3 & 1),
            Some(((r >> 64) & 1) as u32)
        );
        let x = u64::from(a) | u64::from(b) << 32;
        let lo = w.read_lane(&v(16), 3).eval(&env).unwrap();
        let hi = w.read_lane(&v(17), 3).eval(&env).unwrap();
        assert_eq!(lo | hi << 32, x >> (c & 63));
        let lo = w.read_lane(&v(18), 3).eval(&env).unwrap();
        let hi = w.read_lane(&v(19), 3).eval(&env).unwrap();
        assert_eq!(lo | hi << 32, ((x as i64) >> (c & 63)) as u64);
        assert_eq!(
            ev(&mut w, s(23)),
            Some(((i64::from(a as i32) * i64::from(b as i32)) >> 32) as u32)
        );
    }
}

/// Inputs of `t` that are havocs the checker counts as unmodelled results.
fn unmodelled(t: &Term) -> bool {
    let mut ins = Vec::new();
    t.inputs(&mut ins);
    ins.iter()
        .any(|i| matches!(i, Input::Havoc { why, .. } if why.starts_with("unmodelled")))
}

/// Where a value is not exactly known it is a pure function of the operands (equal inputs,
/// equal results in every wave), never a guess and not an unconstrained havoc.
#[test]
fn inexact_results_are_pure_functions_of_their_operands() {
    let body = "\ts_load_b64 s[4:5], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32 v1, s4\n\tv_mov_b32 v2, s5\n\
                \tv_cvt_f32_u32_e32 v3, v1\n\tv_cvt_f32_u32_e32 v4, v1\n\ts_cvt_f32_u32 s6, s4\n\ts_cvt_f32_u32 s7, s4\n\
                \ts_cmp_neq_f32 s6, 0.5\n";
    let mut w = run("gfx1200", 32, body);
    let (x, y) = (w.read_lane(&v(3), 0), w.read_lane(&v(4), 7));
    assert!(x.as_const().is_none() && !unmodelled(&x));
    assert_eq!(x, y, "the same conversion of the same value");
    let (p, q) = (w.read_scalar(&s(6), 32), w.read_scalar(&s(7), 32));
    assert!(p.as_const().is_none() && !unmodelled(&p));
    assert_eq!(p, q);
    assert!(!unmodelled(&w.scc()));
    // A shift `v_lshl_add_u64` does not support is not computed.
    let body = "\tv_lshl_add_u64 v[2:3], v[0:1], 5, v[0:1]\n";
    let mut w = run("gfx942", 64, body);
    assert!(w.read_lane(&v(2), 1).as_const().is_none());
    // A 32-bit literal of a 64-bit integer source: its extension is not decided here.
    let mut w = run("gfx1250", 32, "\tv_mov_b64_e32 v[2:3], 0x12345\n");
    let x = w.read_lane(&v(2), 0);
    assert!(x.as_const().is_none() && !unmodelled(&x));
    // `s_getreg_b32` of the gfx1250 cluster status: the checked workgroup is not part of a
    // cluster (an assumption the result states), so it reads 0.
    let mut w = run(
        "gfx1250",
        32,
        "\ts_getreg_b32 s1, hwreg(HW_REG_IB_STS2, 6, 4)\n",
    );
    assert_eq!(w.read_scalar(&s(1), 32).as_const(), Some(0));
}

/// `s_get_pc_i64` then `s_add_nc_u64 ... sym@rel64+4` (gfx1250) leaves the symbol's address,
/// exactly as `s_getpc_b64` does.
#[test]
fn get_pc_i64_is_getpc() {
    let body = "\ts_get_pc_i64 s[2:3]\n\ts_add_nc_u64 s[2:3], s[2:3], foo@rel64+4\n";
    let mut a = run("gfx1250", 32, body);
    let body = "\ts_getpc_b64 s[2:3]\n\ts_add_nc_u64 s[2:3], s[2:3], foo@rel64+4\n";
    let mut b = run("gfx1250", 32, body);
    let pair = Operand::Sgpr { first: 2, count: 2 };
    assert_eq!(a.read_scalar(&pair, 64), b.read_scalar(&pair, 64));
    let mut ins = Vec::new();
    a.read_scalar(&pair, 64).inputs(&mut ins);
    assert!(
        ins.iter().all(|i| matches!(i, Input::SymAddr { .. })),
        "{ins:?}"
    );
    // And the bare program counter is the same kind of value in both.
    let mut c = run("gfx1250", 32, "\ts_get_pc_i64 s[2:3]\n");
    let mut ins = Vec::new();
    c.read_scalar(&pair, 64).inputs(&mut ins);
    assert!(ins.iter().any(|i| matches!(
        i,
        Input::Havoc {
            why: "program counter",
            ..
        }
    )));
}

/// SDWA source selection (gfx9): `v_lshlrev_b32_sdwa v4, v2, v4 ... src1_sel:BYTE_0` shifts
/// the low byte of v4, which is what clang emits for `((t + 64) & 255) << 2`; other forms
/// stay unknown.
#[test]
fn sdwa_selects_bytes_and_words_of_the_sources() {
    let body = "\tv_add_u32_e32 v4, 0x1f0, v0\n\tv_mov_b32_e32 v2, 2\n\
                \tv_lshlrev_b32_sdwa v5, v2, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0\n\
                \tv_add_u32_sdwa v6, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_0\n\
                \tv_mov_b32_sdwa v7, v4 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD\n";
    let mut w = run("gfx942", 64, body);
    for l in 0..64u32 {
        let x = 0x1f0 + l;
        assert_eq!(lane(&mut w, 5, l), (x & 0xff) << 2, "lane {l}");
        assert_eq!(
            lane(&mut w, 6, l),
            ((x >> 8) & 0xff) + (x & 0xffff),
            "lane {l}"
        );
    }
    // A partial destination is not modelled: the value is unknown, never a guess.
    assert!(w.read_lane(&v(7), 0).as_const().is_none());
}

/// A compare with SDWA operand selects compares the selected bytes (`(signed char)x == -128`
/// is `v_cmp_ne_u32_sdwa s[4:5], v1, s2 src0_sel:BYTE_0 src1_sel:DWORD` with `s2 = 0x80`).
#[test]
fn sdwa_compares_compare_the_selected_bytes() {
    let body = "	v_add_u32_e32 v1, 0x17e, v0
	s_movk_i32 s2, 0x80
                	v_cmp_ne_u32_sdwa s[4:5], v1, s2 src0_sel:BYTE_0 src1_sel:DWORD
";
    let mut w = run("gfx942", 64, body);
    let mask = w.read_scalar(&Operand::Sgpr { first: 4, count: 2 }, 64);
    let want = (0..64u64)
        .filter(|l| (0x17e + l) & 0xff != 0x80)
        .fold(0u64, |m, l| m | 1 << l);
    assert_eq!(mask.as_const(), Some(want));
}

/// A branch side that holds `x == k` for a value fixed for the launch makes `x` the constant
/// in every register (a switch's other cases then fold); a value private to the wave keeps
/// its symbol.
#[test]
fn an_assumed_equality_with_a_constant_fixes_launch_values() {
    let body = "\ts_load_b32 s4, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_and_b32 s5, s4, 7\n\
                \ts_mul_i32 s6, s5, 86\n\tv_mov_b32 v1, s5\n\ts_load_b32 s7, s[10:11], 0x0\n\
                \ts_waitcnt lgkmcnt(0)\n\ts_and_b32 s8, s7, 7\n";
    let mut w = run("gfx1200", 32, body);
    let a7 = w.read_scalar(&s(5), 32);
    assert!(a7.as_const().is_none());
    let mut taken = w.clone();
    taken.assume(&a7.eq(&Term::constant(3, 32)));
    assert_eq!(sgpr(&mut taken, 6), 3 * 86);
    assert_eq!(lane(&mut taken, 1, 9), 3);
    // The other side learns nothing it can substitute.
    let mut other = w.clone();
    other.assume(&a7.eq(&Term::constant(3, 32)).not());
    assert!(other.read_scalar(&s(6), 32).as_const().is_none());
    // A load from an address the wave made up is its own value, not a launch value: the
    // symbol stays (loop summaries relate such values from one iteration to the next).
    let mine = w.read_scalar(&s(8), 32);
    assert!(mine.as_const().is_none());
    let mut t = w.clone();
    t.assume(&mine.eq(&Term::constant(1, 32)));
    assert!(t.read_scalar(&s(8), 32).as_const().is_none());
}

/// A lane's compare counts only where the lane is active, so a register written under a
/// symbolic uniform EXEC is read as the active lanes wrote it: no uninitialised value of the
/// inactive side reaches the mask (a callee comparing an argument the caller set under
/// EXEC masking forked on such values before).
#[test]
fn compares_under_a_symbolic_exec_read_what_active_lanes_wrote() {
    let body = "\ts_load_dword s2, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_cmp_eq_u32 s2, 1\n\
                \ts_cselect_b64 exec, -1, 0\n\tv_and_b32 v1, 3, s2\n\tv_cmp_lt_i32 vcc, 0, v1\n\
                \ts_mov_b64 exec, -1\n";
    let mut w = run("gfx942", 64, body);
    let vcc = w.read_scalar(&Operand::Special(bverify::kernel::Special::Vcc), 64);
    assert!(vcc.as_const().is_none());
    let mut inputs = Vec::new();
    vcc.inputs(&mut inputs);
    assert!(
        inputs.iter().all(|i| !matches!(i, Input::Havoc { .. })),
        "{vcc}"
    );
    // With the argument 1 every lane is active and 0 < (1 & 3): all ones.
    let env = |i: &Input| matches!(i, Input::KernArg { .. }).then_some(1);
    assert_eq!(vcc.eval(&env), Some(u64::MAX));
}

/// The integer division expansion under a symbolic uniform EXEC (`-O0` code keeps a uniform
/// `if` as EXEC masking): the reciprocal of the divisor the active lanes converted is the
/// constant it is in every active lane, not a value keyed on `ite(active, 32.0, old)`.
#[test]
fn float_ops_under_a_symbolic_exec_read_what_active_lanes_wrote() {
    let body = "\ts_load_dword s2, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_cmp_eq_u32 s2, 1\n\
                \ts_cselect_b64 exec, -1, 0\n\ts_mov_b32 s3, 32\n\tv_cvt_f32_u32 v1, s3\n\
                \tv_rcp_iflag_f32 v1, v1\n\tv_exp_f32 v2, v1\n\ts_mov_b64 exec, -1\n";
    let mut w = run("gfx942", 64, body);
    for l in [0, 63] {
        let rcp = w.read_lane(&Operand::Vgpr { first: 1, count: 1 }, l);
        // Active: 1/32; inactive: uninitialised.
        let env = |i: &Input| Some(u64::from(matches!(i, Input::KernArg { .. })));
        assert_eq!(
            rcp.eval(&env),
            Some(u64::from((1.0f32 / 32.0).to_bits())),
            "{rcp}"
        );
        // The unmodelled `v_exp_f32` is keyed on the constant operand alone.
        let exp = w.read_lane(&Operand::Vgpr { first: 2, count: 1 }, l);
        let mut inputs = Vec::new();
        exp.inputs(&mut inputs);
        let pure: Vec<_> = inputs
            .iter()
            .filter_map(|i| match i {
                Input::Pure { id } => Term::pure_key(*id),
                _ => None,
            })
            .collect();
        assert_eq!(pure.len(), 1, "{exp}");
        assert!(pure[0].1.iter().all(|t| t.as_const().is_some()), "{pure:?}");
    }
}

/// `v_subrev_u16` subtracts its first source from its second; on GFX9 the high half is zero,
/// so LLVM may compare the result as a 32-bit value (oracle seed 533: a 16-bit group size
/// shifted with `v_lshrrev_b16` bounds a 32-bit loop counter).
#[test]
fn gfx9_sixteen_bit_results_are_zero_extended() {
    let body = "\tv_mov_b32 v1, 0x10005\n\tv_mov_b32 v2, 0x20003\n\tv_mov_b32 v4, -1\n\
                \tv_subrev_u16 v4, v2, v1\n\tv_mov_b32 v5, -1\n\tv_lshrrev_b16 v5, 1, v1\n";
    let mut w = run("gfx942", 64, body);
    assert_eq!(w.read_lane(&v(4), 7).as_const(), Some(2));
    assert_eq!(w.read_lane(&v(5), 7).as_const(), Some(2));
}

/// A `d16` load writes one half and keeps the other (GFX10+); on GFX9 the other half is kept
/// or zeroed depending on SRAM ECC, so it is not a known value. Read from the kernarg segment,
/// the loaded half is the argument's (`-O0` code reads the group size this way).
#[test]
fn d16_loads_write_one_half() {
    let arg = Term::input(Input::KernArg { offset: 12 }, 32);
    let body = "\tv_mov_b32 v0, s0\n\tv_mov_b32 v1, s1\n\tv_mov_b32 v2, 0x12345678\n\
                \tv_mov_b32 v3, 0x12345678\n\tglobal_load_d16_b16 v2, v[0:1], off offset:12\n\
                \tglobal_load_d16_hi_u8 v3, v[0:1], off offset:12\n";
    let mut w = run("gfx1100", 32, body);
    let low = arg
        .extract(0, 16)
        .zext(32)
        .or(&Term::constant(0x1234_0000, 32));
    assert_eq!(w.read_lane(&v(2), 5), low);
    let high = Term::constant(0x5678, 32).or(&Term::op(
        bverify::eval::term::Op::Shl,
        32,
        vec![arg.extract(0, 8).zext(32), Term::constant(16, 32)],
    ));
    let got = w.read_lane(&v(3), 5);
    for a in [0u64, 0xff, 0x1234_5680] {
        let env = |_: &Input| Some(a);
        assert_eq!(got.eval(&env), high.eval(&env), "{got}");
    }
    let body = "\tv_mov_b32 v0, s0\n\tv_mov_b32 v1, s1\n\tv_mov_b32 v2, 0x12345678\n\
                \tglobal_load_short_d16 v2, v[0:1], off offset:12\n";
    let mut w = run("gfx942", 64, body);
    let got = w.read_lane(&v(2), 5);
    assert_eq!(got.extract(0, 16), arg.extract(0, 16));
    assert!(got.extract(16, 16).as_const().is_none());
}

/// `v_readfirstlane_b32` under a symbolic EXEC reads the first active lane, and lane 0 when
/// no lane is active (the ISA's rule), instead of an unmodelled value.
#[test]
fn readfirstlane_under_a_symbolic_exec_reads_the_first_active_lane() {
    let body = "\tv_add_u32 v1, 100, v0\n\ts_load_dword s2, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\
                \ts_cmp_eq_u32 s2, 1\n\ts_cselect_b64 exec, 0xf0, 0\n\tv_readfirstlane_b32 s4, v1\n\
                \ts_mov_b64 exec, -1\n";
    let mut w = run("gfx942", 64, body);
    let s4 = w.read_scalar(&Operand::Sgpr { first: 4, count: 1 }, 32);
    for (arg, want) in [(1, 104), (0, 100)] {
        let env = |i: &Input| matches!(i, Input::KernArg { .. }).then_some(arg);
        assert_eq!(s4.eval(&env), Some(want), "{s4}");
    }
}

/// `ds_bpermute_b32`: lane `l` reads the data of lane `(addr + offset) / 4` modulo the wave
/// size, and 0 when that lane is inactive; inactive destination lanes keep their value.
#[test]
fn bpermute_reads_the_addressed_lane_and_zero_from_inactive_ones() {
    for (target, ws) in [("gfx942", 64u32), ("gfx1200", 32)] {
        // v1 = 1000 + lane; v2 = ((lane + 3) * 4) + 8 bytes - 8 by the offset; lanes 5-7
        // inactive; v3 starts at 7 in every lane.
        let body = "\tv_add_u32 v1, 0x3e8, v0\n\tv_add_u32 v2, 3, v0\n\tv_lshlrev_b32 v2, 2, v2\n\
                    \tv_add_u32 v2, 8, v2\n\tv_mov_b32 v3, 7\n\ts_mov_b64 exec, 0xffffffffffffff1f\n\
                    \tds_bpermute_b32 v3, v2, v1 offset:0xfff8\n\ts_waitcnt lgkmcnt(0)\n\ts_mov_b64 exec, -1\n";
        let body = if ws == 32 {
            body.replace(
                "s_mov_b64 exec, 0xffffffffffffff1f",
                "s_mov_b32 exec_lo, 0xffffff1f",
            )
            .replace("s_mov_b64 exec, -1", "s_mov_b32 exec_lo, -1")
        } else {
            body.to_string()
        };
        let mut w = run(target, ws, &body);
        for l in 0..ws {
            let src = (l + 3) % ws;
            let want = if (5..8).contains(&l) {
                7
            } else if (5..8).contains(&src) {
                0
            } else {
                1000 + src
            };
            assert_eq!(lane(&mut w, 3, l), want, "{target} lane {l}");
        }
    }
}

/// Memory and lane-crossing instructions that return data write their destination (a fresh
/// value when not modelled); stores and atomics without a return leave it.
#[test]
fn instructions_that_return_data_write_their_destination() {
    for (inst, writes) in [
        ("image_sample v1, v[2:5], s[8:15], s[16:19] dmask:0x1", true),
        (
            "image_gather4 v1, v[2:5], s[8:15], s[16:19] dmask:0x1",
            true,
        ),
        ("image_get_resinfo v1, v2, s[8:15] dmask:0x1", true),
        ("image_atomic_add v1, v2, s[8:15] dmask:0x1 glc", true),
        ("ds_swizzle_b32 v1, v2 offset:0x1f", true),
        ("ds_permute_b32 v1, v2, v3", true),
        ("ds_append v1", true),
        ("ds_consume v1", true),
        ("buffer_atomic_add v1, v2, s[8:11], 0 offen glc", true),
        ("image_store v1, v2, s[8:15] dmask:0x1", false),
        ("image_atomic_add v1, v2, s[8:15] dmask:0x1", false),
        ("ds_add_u32 v2, v1", false),
    ] {
        let mut w = run("gfx942", 64, &format!("\tv_mov_b32 v1, 5\n\t{inst}\n"));
        let v = w.read_lane(&v(1), 0);
        assert_eq!(v.as_const().is_none(), writes, "{inst}: v1 = {v}");
    }
}

/// Byte and 16-bit scratch accesses inside a remembered dword (`-O0` `bool` and `short`
/// locals): a store replaces its bits, loads extract them zero- or sign-extended.
#[test]
fn sub_dword_scratch_accesses_read_and_write_their_bits() {
    let body = "\tv_mov_b32 v1, 0x11223344\n\tscratch_store_dword off, v1, off offset:8\n\
                \tv_mov_b32 v2, 0x1f0\n\tscratch_store_byte off, v2, off offset:9\n\
                \tscratch_load_dword v3, off, off offset:8\n\tscratch_load_sbyte v4, off, off offset:9\n\
                \tscratch_load_ushort v5, off, off offset:10\n\tscratch_load_ubyte v6, off, off offset:9\n";
    let mut w = run("gfx942", 64, body);
    for l in [0, 37] {
        assert_eq!(lane(&mut w, 3, l), 0x1122_f044);
        assert_eq!(lane(&mut w, 4, l), 0xffff_fff0);
        assert_eq!(lane(&mut w, 5, l), 0x1122);
        assert_eq!(lane(&mut w, 6, l), 0xf0);
    }
    // `_d16_hi` stores write the register's high half (GFX9 and GFX12 spellings).
    let body = "\tv_mov_b32 v1, 0\n\tscratch_store_dword off, v1, off offset:4\n\
                \tv_mov_b32 v2, 0xabcd1234\n\tscratch_store_short_d16_hi off, v2, off offset:6\n\
                \tscratch_store_byte_d16_hi off, v2, off offset:4\n\
                \tscratch_load_dword v3, off, off offset:4\n";
    let mut w = run("gfx942", 64, body);
    assert_eq!(lane(&mut w, 3, 5), 0xabcd_00cd);
    let body = "\tv_mov_b32 v1, 0\n\tscratch_store_b32 off, v1, off offset:4\n\
                \tv_mov_b32 v2, 0xabcd1234\n\tscratch_store_d16_hi_b16 off, v2, off offset:4\n\
                \tscratch_load_b32 v3, off, off offset:4\n";
    let mut w = run("gfx1200", 32, body);
    assert_eq!(lane(&mut w, 3, 5), 0x0000_abcd);
}

/// `v_pk_mov_b32` (llc's 64-bit register copy on GFX90A): each half from the source and
/// dword `op_sel` picks.
#[test]
fn packed_move_picks_the_selected_dwords() {
    let body = "\ts_mov_b32 s8, 5\n\ts_mov_b32 s9, 7\n\tv_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]\n\tv_pk_mov_b32 v[4:5], v[2:3], s[8:9] op_sel:[1,0]\n\tv_pk_mov_b32 v[6:7], v[0:1], v[0:1]\n";
    let mut w = run("gfx90a", 64, body);
    for l in [0, 9, 63] {
        assert_eq!(lane(&mut w, 2, l), 5);
        assert_eq!(lane(&mut w, 3, l), 7);
        assert_eq!(lane(&mut w, 4, l), 7);
        assert_eq!(lane(&mut w, 5, l), 5);
        // Without op_sel both halves are the sources' low dwords.
        assert_eq!(lane(&mut w, 6, l), l);
        assert_eq!(lane(&mut w, 7, l), l);
    }
}

/// MUBUF accesses through the private segment buffer (GFX10 `-O0` spills) are the lane's
/// scratch: the scalar offset counts bytes of the whole wave, `offset:` bytes of one lane,
/// so a store and a load at the same per-lane offset meet, and the prologue's addition of
/// the wave's scratch offset to the descriptor base keeps it the private buffer.
#[test]
fn private_segment_buffer_accesses_are_scratch() {
    let extra = "\t.amdhsa_user_sgpr_private_segment_buffer 1\n";
    let body = "\ts_add_u32 s0, s0, s9\n\ts_addc_u32 s1, s1, 0\n\ts_mov_b32 s33, 0x80\n\tbuffer_store_dword v0, off, s[0:3], s33 offset:8\n\tv_mov_b32 v0, 0\n\ts_mov_b32 s34, 0\n\tbuffer_load_dword v1, off, s[0:3], s34 offset:12\n\tbuffer_load_dword v2, off, s[0:3], 0 offset:4\n";
    let mut w = run_with("gfx1030", 32, extra, body);
    for l in [0, 5, 31] {
        // 0x80 / 32 lanes + 8 = 12 = 0 + 12, the same per-lane slot.
        assert_eq!(lane(&mut w, 1, l), l);
    }
    // Another slot was never written: unknown.
    assert!(w.read_lane(&v(2), 3).as_const().is_none());
    // With `offen`, a VGPR offset the same in every lane is followed; a per-lane one is a
    // private access at an unknown address: the store forgets every slot.
    let body2 = format!(
        "{body}\tv_mov_b32 v3, 8\n\tbuffer_load_dword v4, v3, s[0:3], 0x80 offen offset:0\n\tbuffer_store_dword v1, v2, s[0:3], 0 offen\n\tbuffer_load_dword v5, off, s[0:3], s33 offset:8\n"
    );
    let mut w = run_with("gfx1030", 32, extra, &body2);
    for l in [0, 5, 31] {
        assert_eq!(lane(&mut w, 4, l), l);
        assert!(w.read_lane(&v(5), l).as_const().is_none());
    }
}
