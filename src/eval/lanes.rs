//! Which lane each lane reads in the fixed cross-lane patterns: DPP source controls and
//! `ds_swizzle_b32` offsets, as LLVM's assembler writes them.
//!
//! Pure lane arithmetic, kept apart from the evaluator so each pattern can be checked
//! against the ISA's tables in unit tests. A pattern this module does not know is `None`,
//! and the evaluator then leaves the instruction's result unmodelled.

/// The DPP controls of one instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dpp {
    /// Per lane, the lane whose `src0` it reads, or `None` where the pattern leaves the row
    /// (or the wave).
    pub source: Vec<Option<u32>>,
    /// Per lane, whether `row_mask`/`bank_mask` let it write at all.
    pub enabled: Vec<bool>,
    /// `bound_ctrl:1`: a lane whose source is invalid (out of range, or an inactive lane
    /// without `fi`) reads 0 and writes; without it such a lane keeps its destination.
    pub bound_ctrl: bool,
    /// `fi:1` (GFX10+): inactive source lanes are read as they are.
    pub fetch_inactive: bool,
}

/// Rows of DPP are 16 lanes; `row_mask` and `bank_mask` have a bit per row and per group
/// of four lanes within a row.
const ROW: u32 = 16;

/// The DPP controls in `modifiers` for a wave of `wave_size` lanes. `gfx9` selects the
/// GFX8/9 controls (`wave_*`, `row_bcast`) over the GFX10+ ones (`row_share`,
/// `row_xmask`, `dpp8`), as the assembler accepts them per generation. `None` for a control
/// this module does not model (`row_newbcast`, GFX11+'s `bound_ctrl:0`, anything unknown).
pub fn dpp(modifiers: &[String], wave_size: u32, gfx9: bool) -> Option<Dpp> {
    let mut source: Option<Vec<Option<u32>>> = None;
    let (mut row_mask, mut bank_mask) = (0xf_u32, 0xf_u32);
    let (mut bound_ctrl, mut fetch_inactive) = (false, false);
    let lanes = 0..wave_size;
    for m in modifiers {
        // `row_mirror` and `row_half_mirror` are written without a value.
        let (key, value) = m.split_once(':').unwrap_or((m.as_str(), ""));
        let num = || -> Option<u32> {
            match value.strip_prefix("0x") {
                Some(h) => u32::from_str_radix(h, 16).ok(),
                None => value.parse().ok(),
            }
        };
        let within_row = |f: &dyn Fn(u32) -> Option<u32>| -> Vec<Option<u32>> {
            lanes
                .clone()
                .map(|l| f(l % ROW).map(|i| l - l % ROW + i))
                .collect()
        };
        let picked: Vec<Option<u32>> = match key {
            "row_mask" => {
                row_mask = num()?;
                continue;
            }
            "bank_mask" => {
                bank_mask = num()?;
                continue;
            }
            // LLVM writes `bound_ctrl:1` for the bit; before GFX11 `bound_ctrl:0` set it too.
            "bound_ctrl" => {
                bound_ctrl = match num()? {
                    1 => true,
                    0 if gfx9 => true,
                    _ => return None,
                };
                continue;
            }
            "fi" => {
                fetch_inactive = num()? == 1;
                continue;
            }
            "row_mirror" if value.is_empty() => within_row(&|i| Some(ROW - 1 - i)),
            "row_half_mirror" if value.is_empty() => within_row(&|i| Some(i - i % 8 + (7 - i % 8))),
            "quad_perm" => {
                let sel = list(value, 4, 3)?;
                lanes
                    .clone()
                    .map(|l| Some(l - l % 4 + sel[(l % 4) as usize]))
                    .collect()
            }
            "dpp8" if !gfx9 => {
                let sel = list(value, 8, 7)?;
                lanes
                    .clone()
                    .map(|l| Some(l - l % 8 + sel[(l % 8) as usize]))
                    .collect()
            }
            "row_shl" => {
                let n = num().filter(|n| (1..ROW).contains(n))?;
                within_row(&|i| Some(i + n).filter(|&s| s < ROW))
            }
            "row_shr" => {
                let n = num().filter(|n| (1..ROW).contains(n))?;
                within_row(&|i| i.checked_sub(n))
            }
            "row_ror" => {
                let n = num().filter(|n| (1..ROW).contains(n))?;
                within_row(&|i| Some((i + ROW - n) % ROW))
            }
            "row_share" if !gfx9 => {
                let n = num().filter(|&n| n < ROW)?;
                within_row(&|_| Some(n))
            }
            "row_xmask" if !gfx9 => {
                let n = num().filter(|&n| n < ROW)?;
                within_row(&|i| Some(i ^ n))
            }
            "wave_shl" if gfx9 && num()? == 1 => lanes
                .clone()
                .map(|l| Some(l + 1).filter(|&s| s < wave_size))
                .collect(),
            "wave_shr" if gfx9 && num()? == 1 => lanes.clone().map(|l| l.checked_sub(1)).collect(),
            "wave_rol" if gfx9 && num()? == 1 => {
                lanes.clone().map(|l| Some((l + 1) % wave_size)).collect()
            }
            "wave_ror" if gfx9 && num()? == 1 => lanes
                .clone()
                .map(|l| Some((l + wave_size - 1) % wave_size))
                .collect(),
            // Lane 15 of each row to the next row; row 0 has no source.
            "row_bcast" if gfx9 && num()? == 15 => lanes
                .clone()
                .map(|l| (l >= ROW).then(|| l - l % ROW - 1))
                .collect(),
            // Lane 31 to rows 2 and 3; rows 0 and 1 have no source.
            "row_bcast" if gfx9 && num()? == 31 => lanes
                .clone()
                .map(|l| (l >= 2 * ROW).then_some(31))
                .collect(),
            _ => return None,
        };
        if source.replace(picked).is_some() {
            return None;
        }
    }
    let source = source?;
    let enabled = (0..wave_size)
        .map(|l| row_mask >> (l / ROW) & 1 == 1 && bank_mask >> (l % ROW / 4) & 1 == 1)
        .collect();
    Some(Dpp {
        source,
        enabled,
        bound_ctrl,
        fetch_inactive,
    })
}

/// `[a,b,...]` of `n` numbers each at most `max`.
fn list(value: &str, n: usize, max: u32) -> Option<Vec<u32>> {
    let inner = value.strip_prefix('[')?.strip_suffix(']')?;
    let v: Vec<u32> = inner
        .split(',')
        .map(|x| x.trim().parse().ok().filter(|&x| x <= max))
        .collect::<Option<_>>()?;
    (v.len() == n).then_some(v)
}

/// Per lane, the lane `ds_swizzle_b32` with `offset` reads (`offset:swizzle(...)` as LLVM
/// writes it, or a number). Bitmask mode works within groups of 32 lanes: lane `j` of a
/// group reads `((j & and) | or) ^ xor`; quad mode within groups of 4. `None` for the
/// GFX12 FFT and rotate modes and anything else.
pub fn swizzle(offset: &str, wave_size: u32) -> Option<Vec<u32>> {
    let code = match offset.strip_prefix("swizzle(") {
        Some(rest) => symbolic_swizzle(rest.strip_suffix(')')?)?,
        None => match offset.strip_prefix("0x") {
            Some(h) => u32::from_str_radix(h, 16).ok()?,
            None => offset.parse().ok()?,
        },
    };
    if code > 0xffff {
        return None;
    }
    if code & 0x8000 == 0 {
        let (and, or, xor) = (code & 0x1f, code >> 5 & 0x1f, code >> 10 & 0x1f);
        Some(
            (0..wave_size)
                .map(|l| l - l % 32 + ((((l % 32) & and) | or) ^ xor))
                .collect(),
        )
    } else if code & 0xff00 == 0x8000 {
        Some(
            (0..wave_size)
                .map(|l| l - l % 4 + (code >> (2 * (l % 4)) & 3))
                .collect(),
        )
    } else {
        None
    }
}

/// The offset encoding of LLVM's `swizzle(MODE,...)` syntax.
fn symbolic_swizzle(args: &str) -> Option<u32> {
    let parts: Vec<&str> = args.split(',').map(str::trim).collect();
    let num = |i: usize| -> Option<u32> { parts.get(i)?.parse().ok() };
    let bitmask = |and: u32, or: u32, xor: u32| Some(and | or << 5 | xor << 10);
    let group = |size: u32| size.is_power_of_two() && (2..=32).contains(&size);
    match (parts.first().copied()?, parts.len()) {
        ("QUAD_PERM", 5) => {
            let mut code = 0x8000;
            for i in 0..4 {
                code |= num(i + 1).filter(|&s| s < 4)? << (2 * i);
            }
            Some(code)
        }
        ("BITMASK_PERM", 2) => {
            let mask = parts[1].strip_prefix('"')?.strip_suffix('"')?;
            if mask.len() != 5 {
                return None;
            }
            let (mut and, mut or, mut xor) = (0, 0, 0);
            // Written from bit 4 down to bit 0.
            for (i, c) in mask.chars().enumerate() {
                let bit = 1 << (4 - i);
                match c {
                    '0' => {}
                    '1' => or |= bit,
                    'p' => and |= bit,
                    'i' => {
                        and |= bit;
                        xor |= bit;
                    }
                    _ => return None,
                }
            }
            bitmask(and, or, xor)
        }
        ("BROADCAST", 3) => {
            let (size, lane) = (num(1).filter(|&s| group(s))?, num(2)?);
            (lane < size).then_some(())?;
            bitmask(0x1f & !(size - 1), lane, 0)
        }
        ("SWAP", 2) => {
            let size = num(1).filter(|&s| s.is_power_of_two() && (1..=16).contains(&s))?;
            bitmask(0x1f, 0, size)
        }
        ("REVERSE", 2) => {
            let size = num(1).filter(|&s| group(s))?;
            bitmask(0x1f, 0, size - 1)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mods(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn row_shifts_stay_in_their_row() {
        let d = dpp(
            &mods("row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1"),
            64,
            true,
        )
        .unwrap();
        assert_eq!(d.source[0], None);
        assert_eq!(d.source[1], Some(0));
        assert_eq!(d.source[16], None);
        assert_eq!(d.source[17], Some(16));
        assert!(d.bound_ctrl && d.enabled.iter().all(|&e| e));
        let d = dpp(&mods("row_shl:3"), 32, false).unwrap();
        assert_eq!(d.source[12], Some(15));
        assert_eq!(d.source[13], None);
        assert!(!d.bound_ctrl);
        let d = dpp(&mods("row_ror:4"), 32, false).unwrap();
        assert_eq!(d.source[0], Some(12));
        assert_eq!(d.source[20], Some(16));
    }

    #[test]
    fn quad_and_eight_lane_permutes() {
        let d = dpp(&mods("quad_perm:[1,0,3,2]"), 64, true).unwrap();
        assert_eq!(&d.source[4..8], &[Some(5), Some(4), Some(7), Some(6)]);
        let d = dpp(&mods("dpp8:[7,6,5,4,3,2,1,0] fi:1"), 32, false).unwrap();
        assert_eq!(d.source[8], Some(15));
        assert!(d.fetch_inactive);
        // dpp8 is GFX10+ only.
        assert!(dpp(&mods("dpp8:[7,6,5,4,3,2,1,0]"), 64, true).is_none());
    }

    #[test]
    fn broadcasts_and_wave_shifts_of_gfx9() {
        let d = dpp(&mods("row_bcast:15 row_mask:0xa"), 64, true).unwrap();
        assert_eq!(d.source[5], None);
        assert_eq!(d.source[16], Some(15));
        assert_eq!(d.source[63], Some(47));
        assert_eq!(
            (0..4).map(|r| d.enabled[r * 16]).collect::<Vec<_>>(),
            [false, true, false, true]
        );
        let d = dpp(&mods("row_bcast:31 row_mask:0xc"), 64, true).unwrap();
        assert_eq!((d.source[20], d.source[40]), (None, Some(31)));
        let d = dpp(&mods("wave_shr:1"), 64, true).unwrap();
        assert_eq!((d.source[0], d.source[16]), (None, Some(15)));
        let d = dpp(&mods("wave_ror:1"), 64, true).unwrap();
        assert_eq!(d.source[0], Some(63));
        assert!(dpp(&mods("row_bcast:15"), 32, false).is_none());
    }

    #[test]
    fn share_xmask_mirror_and_bank_mask() {
        let d = dpp(&mods("row_share:3"), 32, false).unwrap();
        assert_eq!((d.source[0], d.source[31]), (Some(3), Some(19)));
        let d = dpp(&mods("row_xmask:1 bank_mask:0x1"), 32, false).unwrap();
        assert_eq!(d.source[6], Some(7));
        assert_eq!(
            (d.enabled[3], d.enabled[4], d.enabled[16]),
            (true, false, true)
        );
        let d = dpp(&mods("row_mirror row_mask:0xf bank_mask:0xf"), 64, true).unwrap();
        assert_eq!((d.source[0], d.source[17]), (Some(15), Some(30)));
        let d = dpp(&mods("row_half_mirror"), 32, false).unwrap();
        assert_eq!((d.source[0], d.source[9]), (Some(7), Some(14)));
    }

    #[test]
    fn unknown_controls_are_not_guessed() {
        assert!(dpp(&mods("row_newbcast:1"), 64, true).is_none());
        assert!(dpp(&mods("row_shr:1 row_shl:1"), 64, true).is_none());
        assert!(dpp(&mods("bound_ctrl:0 row_shr:1"), 32, false).is_none());
        assert!(dpp(&mods("row_mask:0xf"), 32, false).is_none());
    }

    #[test]
    fn swizzle_modes() {
        // SWAP,1: neighbours exchange.
        let s = swizzle("swizzle(SWAP,1)", 64).unwrap();
        assert_eq!(&s[..4], &[1, 0, 3, 2]);
        assert_eq!(s[33], 32);
        // The raw encoding of the same (and 0x1f, xor 1).
        assert_eq!(swizzle("0x41f", 64).unwrap(), s);
        let s = swizzle("swizzle(BROADCAST,8,2)", 32).unwrap();
        assert_eq!((s[0], s[7], s[9], s[31]), (2, 2, 10, 26));
        let s = swizzle("swizzle(REVERSE,32)", 64).unwrap();
        assert_eq!((s[0], s[31], s[32]), (31, 0, 63));
        let s = swizzle("swizzle(QUAD_PERM,3,2,1,0)", 32).unwrap();
        assert_eq!(&s[4..8], &[7, 6, 5, 4]);
        // LLVM's own test: 100 is "00p11" (and 4, or 3).
        let s = swizzle("swizzle(BITMASK_PERM,\"00p11\")", 32).unwrap();
        assert_eq!(swizzle("100", 32).unwrap(), s);
        assert_eq!((s[0], s[4], s[31]), (3, 7, 7));
        assert!(swizzle("swizzle(FFT,3)", 32).is_none());
        assert!(swizzle("0xc001", 32).is_none());
    }
}
