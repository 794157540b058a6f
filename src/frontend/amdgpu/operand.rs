//! Operand syntax of AMDGPU assembly as LLVM prints it.

use crate::kernel::{Operand, Special};

/// Splits `text` at top-level occurrences of `sep` (outside `()`, `[]` and quotes).
/// Returns the pieces with their byte offsets, or the offset of an unbalanced bracket.
pub fn split_top(text: &str, sep: char) -> Result<Vec<(usize, &str)>, (usize, String)> {
    let mut out = Vec::new();
    let mut depth: Vec<(char, usize)> = Vec::new();
    let mut in_str = None;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if let Some(open) = in_str {
            if c == '"' {
                in_str = None;
            }
            let _ = open;
            continue;
        }
        match c {
            '"' => in_str = Some(i),
            '(' | '[' => depth.push((c, i)),
            ')' | ']' => {
                let want = if c == ')' { '(' } else { '[' };
                match depth.pop() {
                    Some((o, _)) if o == want => {}
                    _ => return Err((i, format!("unbalanced '{c}'"))),
                }
            }
            _ if c == sep && depth.is_empty() => {
                out.push((start, &text[start..i]));
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    if let Some(i) = in_str {
        return Err((i, "unterminated string".into()));
    }
    if let Some((c, i)) = depth.pop() {
        return Err((i, format!("unclosed '{c}'")));
    }
    out.push((start, &text[start..]));
    Ok(out)
}

/// Parses one operand token. `Err` carries a message for malformed register syntax.
pub fn parse_operand(tok: &str) -> Result<Operand, String> {
    let t = tok.trim();
    if let Some(op) = parse_register(t)? {
        return Ok(op);
    }
    if let Some(sp) = special(t) {
        return Ok(Operand::Special(sp));
    }
    if let Some(v) = parse_int(t) {
        return Ok(Operand::Imm(v));
    }
    if let Some(sym) = parse_symbol(t) {
        return Ok(sym);
    }
    if let Some(m) = parse_modified(t)? {
        return Ok(m);
    }
    if t.contains('.')
        && !t.contains('@')
        && let Ok(v) = t.parse::<f64>()
    {
        return Ok(Operand::Float(v));
    }
    Ok(Operand::Other(t.to_string()))
}

/// Floating-point input modifiers as LLVM prints them: `-src`, `|src|`, `-|src|`.
fn parse_modified(t: &str) -> Result<Option<Operand>, String> {
    let (neg, rest) = match t.strip_prefix('-') {
        Some(r) => (true, r.trim()),
        None => (false, t),
    };
    let (abs, inner) = match rest.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
        Some(r) => (true, r.trim()),
        None => (false, rest),
    };
    if !neg && !abs {
        return Ok(None);
    }
    let inner = match parse_register(inner)? {
        Some(r) => r,
        None => match special(inner) {
            Some(sp) => Operand::Special(sp),
            None => match (parse_int(inner), inner.parse::<f64>()) {
                (Some(v), _) if abs => Operand::Imm(v),
                (_, Ok(v)) if abs && inner.contains('.') => Operand::Float(v),
                _ => return Ok(None),
            },
        },
    };
    Ok(Some(Operand::Modified {
        neg,
        abs,
        inner: Box::new(inner),
    }))
}

fn special(t: &str) -> Option<Special> {
    Some(match t {
        "vcc" => Special::Vcc,
        "vcc_lo" => Special::VccLo,
        "vcc_hi" => Special::VccHi,
        "exec" => Special::Exec,
        "exec_lo" => Special::ExecLo,
        "exec_hi" => Special::ExecHi,
        "m0" => Special::M0,
        "scc" => Special::Scc,
        "null" => Special::Null,
        "flat_scratch" | "flat_scratch_lo" | "flat_scratch_hi" | "xnack_mask" | "xnack_mask_lo"
        | "xnack_mask_hi" | "tba" | "tma" | "tba_lo" | "tba_hi" | "tma_lo" | "tma_hi" => {
            Special::Other
        }
        _ if t.starts_with("ttmp") && t[4..].chars().all(|c| c.is_ascii_digit()) => {
            t[4..].parse().map(Special::Ttmp).unwrap_or(Special::Other)
        }
        _ if t.starts_with("ttmp[") => Special::Other,
        _ => return None,
    })
}

/// The largest register number accepted: beyond any hardware register file, because the
/// LLVM IR lowering numbers its values as virtual registers in the same syntax.
const MAX_REGISTER: u16 = 0x7eff;

/// `s5`, `s[4:7]`, `v0`, `v[0:1]`, `a3`, `v1.l`, `v1.h`. `Ok(None)` if it is not a register.
fn parse_register(t: &str) -> Result<Option<Operand>, String> {
    let Some(kind) = t.chars().next() else {
        return Ok(None);
    };
    if !matches!(kind, 's' | 'v' | 'a') {
        return Ok(None);
    }
    let rest = &t[1..];
    let make = |first: u16, count: u16| match kind {
        's' => Operand::Sgpr { first, count },
        'v' => Operand::Vgpr { first, count },
        _ => Operand::Agpr { first, count },
    };
    if let Some(inner) = rest.strip_prefix('[') {
        let inner = inner
            .strip_suffix(']')
            .ok_or_else(|| format!("malformed register range '{t}'"))?;
        let (lo, hi) = match inner.split_once(':') {
            Some((lo, hi)) => (lo, hi),
            None => (inner, inner),
        };
        let lo: u16 = lo
            .trim()
            .parse()
            .map_err(|_| format!("malformed register range '{t}'"))?;
        let hi: u16 = hi
            .trim()
            .parse()
            .map_err(|_| format!("malformed register range '{t}'"))?;
        if hi < lo || hi - lo >= 32 || hi > MAX_REGISTER {
            return Err(format!("invalid register range '{t}'"));
        }
        return Ok(Some(make(lo, hi - lo + 1)));
    }
    let num = rest
        .strip_suffix(".l")
        .or_else(|| rest.strip_suffix(".h"))
        .unwrap_or(rest);
    if !num.is_empty() && num.chars().all(|c| c.is_ascii_digit()) {
        let n: u16 = num
            .parse()
            .map_err(|_| format!("register number out of range in '{t}'"))?;
        if n > MAX_REGISTER {
            return Err(format!("register number out of range in '{t}'"));
        }
        return Ok(Some(make(n, 1)));
    }
    Ok(None)
}

/// Decimal or hex integer, possibly negative.
pub fn parse_int(t: &str) -> Option<i64> {
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t),
    };
    let v = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        u64::from_str_radix(hex, 16).ok()? as i64
    } else if !body.is_empty() && body.chars().all(|c| c.is_ascii_digit()) {
        body.parse::<u64>().ok()? as i64
    } else {
        return None;
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

/// `name`, `name@rel32@lo+4`, `.LBB0_2`.
fn parse_symbol(t: &str) -> Option<Operand> {
    let first = t.chars().next()?;
    if !(first.is_ascii_alphabetic() || first == '_' || first == '.' || first == '$') {
        return None;
    }
    let name_end = t
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
        .unwrap_or(t.len());
    let name = &t[..name_end];
    let mut rest = &t[name_end..];
    let mut reloc = None;
    if rest.starts_with('@') {
        let end = rest.find(['+', '-']).unwrap_or(rest.len());
        reloc = Some(rest[1..end].to_string());
        rest = &rest[end..];
    }
    let addend = if rest.is_empty() {
        0
    } else {
        // By character: the rest may start with any UTF-8 text.
        let sign = rest.chars().next()?;
        let v = parse_int(&rest[sign.len_utf8()..])?;
        match sign {
            '+' => v,
            '-' => -v,
            _ => return None,
        }
    };
    Some(Operand::Symbol {
        name: name.to_string(),
        reloc,
        addend,
    })
}
