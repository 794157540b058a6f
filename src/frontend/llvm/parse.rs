//! Lexer and recursive-descent parser for textual LLVM IR (the LLVM 22 syntax that
//! `clang-22 -S -emit-llvm` writes) into the plain tree of [`super::ast`].
//!
//! Top-level entities outside the supported set (aliases, comdats, summaries, `module asm`,
//! `uselistorder`) are skipped; inside a function body every instruction must be one this
//! parser knows, anything else is an error naming the opcode. No input panics: every
//! failure is a [`ParseError`] at the offending token.

use super::ast::{
    Atomic, BinOp, Block, Bundle, Callee, CastOp, ConstExpr, FloatKind, FloatPred, Function,
    Global, Inst, IntPred, MetaBody, MetaItem, MetaName, MetaNode, Module, Op, Ordering, Param,
    Pos, RmwOp, TailKind, Type, Typed, Value,
};
use std::fmt;

/// A parse failure: 1-based line and column of the offending token, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: u32,
    /// 1-based column in characters.
    pub col: u32,
    /// What is wrong, and where useful what is supported.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Parses a whole `.ll` file.
pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    let toks = lex(text)?;
    let eof = toks.last().cloned().unwrap_or(Token {
        tok: Tok::Eof,
        line: 1,
        col: 1,
        start: 0,
        end: 0,
        bol: true,
    });
    let mut p = Parser {
        src: text,
        toks,
        i: 0,
        last_end: 0,
        eof,
    };
    p.module()
}

/// Deeper nesting of types or constants than this is rejected rather than recursed into.
const MAX_DEPTH: u32 = 64;
const SUBSET: &str = "bverify reads the subset listed in docs/architecture.md";

type PResult<T> = Result<T, ParseError>;

// ---------------------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Eof,
    /// Keywords, types and opcodes: `[a-zA-Z_][a-zA-Z0-9_]*`.
    Word(String),
    LabelName(String),
    LabelId(u32),
    LocalName(String),
    LocalId(u32),
    GlobalName(String),
    GlobalId(u32),
    MetaName(String),
    MetaId(u32),
    MetaStr(Vec<u8>),
    AttrId(u32),
    /// `#dbg_value` and friends: debug records inside function bodies.
    DbgRecord(String),
    ComdatName(String),
    SummaryId(u32),
    Int(i128),
    Float(u64),
    HexFloat(FloatKind, u128),
    Str(Vec<u8>),
    CStr(Vec<u8>),
    Eq,
    Comma,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Less,
    Greater,
    Star,
    Ellipsis,
    Colon,
    Pipe,
    Bang,
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: u32,
    col: u32,
    /// Byte range in the source, for raw text and messages.
    start: usize,
    end: usize,
    /// First token on its line: the only layout signal used, to stop skipping.
    bol: bool,
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

fn is_name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

fn is_kw_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// LLVM string escapes: `\\` is a backslash, `\XX` a hex byte, any other `\` stays.
fn unescape(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while let Some(&b) = raw.get(i) {
        if b == b'\\' {
            if raw.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let hi = raw.get(i + 1).and_then(|c| (*c as char).to_digit(16));
            let lo = raw.get(i + 2).and_then(|c| (*c as char).to_digit(16));
            if let (Some(h), Some(l)) = (hi, lo) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    out
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

struct Lexer<'a> {
    s: &'a [u8],
    i: usize,
    line: u32,
    col: u32,
    bol: bool,
}

impl Lexer<'_> {
    /// The byte `k` ahead, 0 past the end (0 is in no token class, so scans stop).
    fn at(&self, k: usize) -> u8 {
        self.s.get(self.i + k).copied().unwrap_or(0)
    }

    fn adv(&mut self) {
        if let Some(&b) = self.s.get(self.i) {
            self.i += 1;
            if b == b'\n' {
                self.line = self.line.saturating_add(1);
                self.col = 1;
                self.bol = true;
            } else if b & 0xC0 != 0x80 {
                self.col = self.col.saturating_add(1);
            }
        }
    }

    fn adv_n(&mut self, n: usize) {
        for _ in 0..n {
            self.adv();
        }
    }

    fn slice(&self, from: usize, to: usize) -> &[u8] {
        self.s.get(from..to).unwrap_or(&[])
    }

    fn error(&self, line: u32, col: u32, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            col,
            message: message.into(),
        }
    }

    fn digits_u32(&mut self, line: u32, col: u32) -> PResult<u32> {
        let mut v: u32 = 0;
        let mut any = false;
        while self.at(0).is_ascii_digit() {
            let d = u32::from(self.at(0) - b'0');
            v = v
                .checked_mul(10)
                .and_then(|v| v.checked_add(d))
                .ok_or_else(|| self.error(line, col, "number too large (at most 2^32 - 1)"))?;
            any = true;
            self.adv();
        }
        if any {
            Ok(v)
        } else {
            Err(self.error(line, col, "expected a number"))
        }
    }

    /// A `"..."` string starting at the current quote; escapes decoded.
    fn string(&mut self, line: u32, col: u32) -> PResult<Vec<u8>> {
        self.adv();
        let from = self.i;
        loop {
            match self.s.get(self.i) {
                None => return Err(self.error(line, col, "unterminated string constant")),
                Some(b'"') => break,
                Some(_) => self.adv(),
            }
        }
        let raw = unescape(self.slice(from, self.i));
        self.adv();
        Ok(raw)
    }

    /// The name after `%`, `@` or `$`: quoted, numbered or plain.
    fn sigil_name(&mut self, line: u32, col: u32, sigil: char) -> PResult<(String, Option<u32>)> {
        let c = self.at(0);
        if c == b'"' {
            return Ok((lossy(&self.string(line, col)?), None));
        }
        if c.is_ascii_digit() {
            let n = self.digits_u32(line, col)?;
            return Ok((n.to_string(), Some(n)));
        }
        if is_name_start(c) {
            let from = self.i;
            while is_name_char(self.at(0)) {
                self.adv();
            }
            return Ok((lossy(self.slice(from, self.i)), None));
        }
        Err(self.error(
            line,
            col,
            format!("expected a name or number after '{sigil}'"),
        ))
    }

    fn hex_digits(&mut self, line: u32, col: u32) -> PResult<(u128, usize)> {
        let mut v: u128 = 0;
        let mut n = 0usize;
        while let Some(d) = (self.at(0) as char).to_digit(16) {
            n += 1;
            if n > 32 {
                return Err(self.error(line, col, "hex literal longer than 128 bits"));
            }
            v = (v << 4) | u128::from(d);
            self.adv();
        }
        if n == 0 {
            return Err(self.error(line, col, "expected hex digits"));
        }
        Ok((v, n))
    }

    fn number(&mut self, line: u32, col: u32) -> PResult<Tok> {
        if self.at(0) == b'0' && self.at(1) == b'x' {
            self.adv_n(2);
            let kind = match self.at(0) {
                b'K' => Some(FloatKind::X87),
                b'L' => Some(FloatKind::Quad),
                b'M' => Some(FloatKind::PpcDouble),
                b'H' => Some(FloatKind::Half),
                b'R' => Some(FloatKind::BFloat),
                _ => None,
            };
            if kind.is_some() {
                self.adv();
            }
            let (bits, _) = self.hex_digits(line, col)?;
            return Ok(Tok::HexFloat(kind.unwrap_or(FloatKind::Double), bits));
        }
        let from = self.i;
        let sign = self.at(0);
        if sign == b'-' || sign == b'+' {
            self.adv();
        }
        if !self.at(0).is_ascii_digit() {
            return Err(self.error(line, col, "expected a digit after the sign"));
        }
        while self.at(0).is_ascii_digit() {
            self.adv();
        }
        if self.at(0) == b'.' {
            self.adv();
            while self.at(0).is_ascii_digit() {
                self.adv();
            }
            if matches!(self.at(0), b'e' | b'E') {
                self.adv();
                if matches!(self.at(0), b'-' | b'+') {
                    self.adv();
                }
                if !self.at(0).is_ascii_digit() {
                    return Err(self.error(line, col, "expected digits in the exponent"));
                }
                while self.at(0).is_ascii_digit() {
                    self.adv();
                }
            }
            let text = lossy(self.slice(from, self.i));
            return match text.parse::<f64>() {
                Ok(v) => Ok(Tok::Float(v.to_bits())),
                Err(_) => Err(self.error(line, col, format!("bad float literal '{text}'"))),
            };
        }
        if sign == b'+' {
            return Err(self.error(line, col, "'+' is only allowed before a float literal"));
        }
        let digits = self.slice(from, self.i);
        let (neg, digits) = match digits.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, digits),
        };
        let mut v: i128 = 0;
        for &d in digits {
            let d = i128::from(d - b'0');
            let next = v
                .checked_mul(10)
                .and_then(|v| if neg { v.checked_sub(d) } else { v.checked_add(d) });
            v = next.ok_or_else(|| {
                self.error(
                    line,
                    col,
                    "integer literal does not fit in 128 bits; bverify supports up to i128",
                )
            })?;
        }
        if !neg && self.at(0) == b':' {
            self.adv();
            return match u32::try_from(v) {
                Ok(n) => Ok(Tok::LabelId(n)),
                Err(_) => Err(self.error(line, col, "label number too large")),
            };
        }
        Ok(Tok::Int(v))
    }

    fn token(&mut self, line: u32, col: u32) -> PResult<Tok> {
        let c = self.at(0);
        let punct = match c {
            b'=' => Some(Tok::Eq),
            b',' => Some(Tok::Comma),
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'[' => Some(Tok::LBracket),
            b']' => Some(Tok::RBracket),
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b'<' => Some(Tok::Less),
            b'>' => Some(Tok::Greater),
            b'*' => Some(Tok::Star),
            b':' => Some(Tok::Colon),
            b'|' => Some(Tok::Pipe),
            _ => None,
        };
        if let Some(t) = punct {
            self.adv();
            return Ok(t);
        }
        match c {
            b'%' | b'@' => {
                self.adv();
                let (name, id) = self.sigil_name(line, col, c as char)?;
                Ok(match (c, id) {
                    (b'%', Some(n)) => Tok::LocalId(n),
                    (b'%', None) => Tok::LocalName(name),
                    (_, Some(n)) => Tok::GlobalId(n),
                    (_, None) => Tok::GlobalName(name),
                })
            }
            b'$' if is_name_char(self.at(1)) || self.at(1) == b'"' => {
                self.adv();
                Ok(Tok::ComdatName(self.sigil_name(line, col, '$')?.0))
            }
            b'!' => {
                self.adv();
                let n = self.at(0);
                if n.is_ascii_digit() {
                    Ok(Tok::MetaId(self.digits_u32(line, col)?))
                } else if n == b'"' {
                    Ok(Tok::MetaStr(self.string(line, col)?))
                } else if is_name_start(n) || n == b'\\' {
                    let from = self.i;
                    while is_name_char(self.at(0)) || self.at(0) == b'\\' {
                        self.adv();
                    }
                    Ok(Tok::MetaName(lossy(self.slice(from, self.i))))
                } else {
                    Ok(Tok::Bang)
                }
            }
            b'#' => {
                self.adv();
                if self.at(0).is_ascii_digit() {
                    Ok(Tok::AttrId(self.digits_u32(line, col)?))
                } else if is_kw_char(self.at(0)) {
                    let from = self.i;
                    while is_kw_char(self.at(0)) {
                        self.adv();
                    }
                    Ok(Tok::DbgRecord(lossy(self.slice(from, self.i))))
                } else {
                    Err(self.error(line, col, "expected a number or name after '#'"))
                }
            }
            b'^' => {
                self.adv();
                Ok(Tok::SummaryId(self.digits_u32(line, col)?))
            }
            b'"' => {
                let s = self.string(line, col)?;
                if self.at(0) == b':' {
                    self.adv();
                    Ok(Tok::LabelName(lossy(&s)))
                } else {
                    Ok(Tok::Str(s))
                }
            }
            b'c' if self.at(1) == b'"' => {
                self.adv();
                Ok(Tok::CStr(self.string(line, col)?))
            }
            b'u' | b's' if self.at(1) == b'0' && self.at(2) == b'x' => {
                self.adv_n(3);
                let (bits, n) = self.hex_digits(line, col)?;
                let width = 4 * n as u32;
                let mut v = bits as i128;
                if c == b's' && width < 128 && (bits >> (width - 1)) & 1 == 1 {
                    v -= 1i128 << width;
                }
                Ok(Tok::Int(v))
            }
            b'.' if self.at(1) == b'.' && self.at(2) == b'.' => {
                self.adv_n(3);
                Ok(Tok::Ellipsis)
            }
            b'0'..=b'9' => self.number(line, col),
            b'-' | b'+' if self.at(1).is_ascii_digit() => self.number(line, col),
            _ if is_name_start(c) => {
                let mut j = 0;
                while is_name_char(self.at(j)) {
                    j += 1;
                }
                if self.at(j) == b':' {
                    let from = self.i;
                    self.adv_n(j);
                    let name = lossy(self.slice(from, self.i));
                    self.adv();
                    return Ok(Tok::LabelName(name));
                }
                let mut k = 0;
                while is_kw_char(self.at(k)) {
                    k += 1;
                }
                if k == 0 {
                    return Err(self.error(line, col, format!("unexpected character '{}'", c as char)));
                }
                let from = self.i;
                self.adv_n(k);
                Ok(Tok::Word(lossy(self.slice(from, self.i))))
            }
            _ => {
                let shown = std::str::from_utf8(self.slice(self.i, self.s.len()))
                    .ok()
                    .and_then(|s| s.chars().next())
                    .unwrap_or(c as char);
                Err(self.error(line, col, format!("unexpected character '{}'", shown.escape_default())))
            }
        }
    }
}

fn lex(src: &str) -> PResult<Vec<Token>> {
    let mut lx = Lexer {
        s: src.as_bytes(),
        i: 0,
        line: 1,
        col: 1,
        bol: true,
    };
    let mut out = Vec::new();
    loop {
        loop {
            match lx.at(0) {
                b' ' | b'\t' | b'\r' | b'\n' | 0x0c => lx.adv(),
                b';' => {
                    while lx.i < lx.s.len() && lx.at(0) != b'\n' {
                        lx.adv();
                    }
                }
                _ => break,
            }
        }
        let (line, col, start, bol) = (lx.line, lx.col, lx.i, lx.bol);
        if lx.i >= lx.s.len() {
            out.push(Token {
                tok: Tok::Eof,
                line,
                col,
                start,
                end: start,
                bol: true,
            });
            return Ok(out);
        }
        lx.bol = false;
        let tok = lx.token(line, col)?;
        out.push(Token {
            tok,
            line,
            col,
            start,
            end: lx.i,
            bol,
        });
    }
}

// ---------------------------------------------------------------------------------------
// Keyword tables
// ---------------------------------------------------------------------------------------

fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "fp128"
            | "x86_fp80"
            | "ppc_fp128"
            | "x86_amx"
            | "ptr"
            | "label"
            | "metadata"
            | "token"
            | "target"
    ) || int_width(w).is_some()
}

fn int_width(w: &str) -> Option<u32> {
    let digits = w.strip_prefix('i')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Words that start a value, so attribute skipping must stop at them.
fn is_value_word(w: &str) -> bool {
    matches!(
        w,
        "true"
            | "false"
            | "null"
            | "undef"
            | "poison"
            | "zeroinitializer"
            | "none"
            | "splat"
            | "asm"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "ptrauth"
            | "getelementptr"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "icmp"
            | "fcmp"
            | "select"
            | "ptrtoaddr"
    ) || cast_op(w).is_some()
        || bin_op(w).is_some()
}

fn is_linkage(w: &str) -> bool {
    matches!(
        w,
        "private"
            | "internal"
            | "available_externally"
            | "linkonce"
            | "weak"
            | "common"
            | "appending"
            | "extern_weak"
            | "linkonce_odr"
            | "weak_odr"
            | "external"
    )
}

fn is_cc(w: &str) -> bool {
    if is_type_word(w) {
        return false;
    }
    matches!(
        w,
        "ccc"
            | "cc"
            | "fastcc"
            | "coldcc"
            | "tailcc"
            | "swiftcc"
            | "swifttailcc"
            | "ghccc"
            | "anyregcc"
            | "webkit_jscc"
            | "intel_ocl_bicc"
            | "win64cc"
            | "cxx_fast_tlscc"
            | "graalcc"
            | "cfguard_checkcc"
            | "hhvmcc"
            | "hhvm_ccc"
            | "preserve_mostcc"
            | "preserve_allcc"
            | "preserve_nonecc"
    ) || [
        "amdgpu_", "spir_", "ptx_", "x86_", "arm_", "aarch64_", "avr_", "msp430_", "riscv_",
        "m68k_",
    ]
    .iter()
    .any(|p| w.starts_with(p))
}

fn is_fmf(w: &str) -> bool {
    matches!(
        w,
        "nnan" | "ninf" | "nsz" | "arcp" | "contract" | "afn" | "reassoc" | "fast"
    )
}

fn bin_op(w: &str) -> Option<BinOp> {
    Some(match w {
        "add" => BinOp::Add,
        "sub" => BinOp::Sub,
        "mul" => BinOp::Mul,
        "udiv" => BinOp::UDiv,
        "sdiv" => BinOp::SDiv,
        "urem" => BinOp::URem,
        "srem" => BinOp::SRem,
        "shl" => BinOp::Shl,
        "lshr" => BinOp::LShr,
        "ashr" => BinOp::AShr,
        "and" => BinOp::And,
        "or" => BinOp::Or,
        "xor" => BinOp::Xor,
        "fadd" => BinOp::FAdd,
        "fsub" => BinOp::FSub,
        "fmul" => BinOp::FMul,
        "fdiv" => BinOp::FDiv,
        "frem" => BinOp::FRem,
        _ => return None,
    })
}

fn cast_op(w: &str) -> Option<CastOp> {
    Some(match w {
        "trunc" => CastOp::Trunc,
        "zext" => CastOp::ZExt,
        "sext" => CastOp::SExt,
        "fptrunc" => CastOp::FPTrunc,
        "fpext" => CastOp::FPExt,
        "fptoui" => CastOp::FPToUI,
        "fptosi" => CastOp::FPToSI,
        "uitofp" => CastOp::UIToFP,
        "sitofp" => CastOp::SIToFP,
        "ptrtoint" => CastOp::PtrToInt,
        "inttoptr" => CastOp::IntToPtr,
        "bitcast" => CastOp::BitCast,
        "addrspacecast" => CastOp::AddrSpaceCast,
        _ => return None,
    })
}

fn int_pred(w: &str) -> Option<IntPred> {
    Some(match w {
        "eq" => IntPred::Eq,
        "ne" => IntPred::Ne,
        "ugt" => IntPred::Ugt,
        "uge" => IntPred::Uge,
        "ult" => IntPred::Ult,
        "ule" => IntPred::Ule,
        "sgt" => IntPred::Sgt,
        "sge" => IntPred::Sge,
        "slt" => IntPred::Slt,
        "sle" => IntPred::Sle,
        _ => return None,
    })
}

fn float_pred(w: &str) -> Option<FloatPred> {
    Some(match w {
        "false" => FloatPred::False,
        "oeq" => FloatPred::Oeq,
        "ogt" => FloatPred::Ogt,
        "oge" => FloatPred::Oge,
        "olt" => FloatPred::Olt,
        "ole" => FloatPred::Ole,
        "one" => FloatPred::One,
        "ord" => FloatPred::Ord,
        "ueq" => FloatPred::Ueq,
        "ugt" => FloatPred::Ugt,
        "uge" => FloatPred::Uge,
        "ult" => FloatPred::Ult,
        "ule" => FloatPred::Ule,
        "une" => FloatPred::Une,
        "uno" => FloatPred::Uno,
        "true" => FloatPred::True,
        _ => return None,
    })
}

fn ordering(w: &str) -> Option<Ordering> {
    Some(match w {
        "unordered" => Ordering::Unordered,
        "monotonic" => Ordering::Monotonic,
        "acquire" => Ordering::Acquire,
        "release" => Ordering::Release,
        "acq_rel" => Ordering::AcqRel,
        "seq_cst" => Ordering::SeqCst,
        _ => return None,
    })
}

fn rmw_op(w: &str) -> Option<RmwOp> {
    Some(match w {
        "xchg" => RmwOp::Xchg,
        "add" => RmwOp::Add,
        "sub" => RmwOp::Sub,
        "and" => RmwOp::And,
        "nand" => RmwOp::Nand,
        "or" => RmwOp::Or,
        "xor" => RmwOp::Xor,
        "max" => RmwOp::Max,
        "min" => RmwOp::Min,
        "umax" => RmwOp::UMax,
        "umin" => RmwOp::UMin,
        "fadd" => RmwOp::FAdd,
        "fsub" => RmwOp::FSub,
        "fmax" => RmwOp::FMax,
        "fmin" => RmwOp::FMin,
        "fmaximum" => RmwOp::FMaximum,
        "fminimum" => RmwOp::FMinimum,
        "fmaximumnum" => RmwOp::FMaximumNum,
        "fminimumnum" => RmwOp::FMinimumNum,
        "uinc_wrap" => RmwOp::UIncWrap,
        "udec_wrap" => RmwOp::UDecWrap,
        "usub_cond" => RmwOp::USubCond,
        "usub_sat" => RmwOp::USubSat,
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    i: usize,
    /// End offset of the last consumed token, to cut raw text.
    last_end: usize,
    eof: Token,
}

/// Implicit numbering state of one function: params, unnamed blocks and values share it.
struct Numbering {
    next: u32,
}

impl Numbering {
    /// Checks an explicit `%N` the way LLVM does: numbers may skip ahead, never go back.
    fn explicit(&mut self, p: &Parser<'_>, n: u32, at: &Token, what: &str) -> PResult<()> {
        if n < self.next {
            return Err(p.error_at(
                at,
                format!("{what} expected to be numbered '%{}' or greater", self.next),
            ));
        }
        self.next = n.saturating_add(1);
        Ok(())
    }

    fn implicit(&mut self) -> String {
        let n = self.next;
        self.next = self.next.saturating_add(1);
        n.to_string()
    }
}

impl Parser<'_> {
    fn tok(&self) -> &Token {
        self.toks.get(self.i).unwrap_or(&self.eof)
    }

    fn peek(&self) -> &Tok {
        &self.tok().tok
    }

    fn peek_n(&self, n: usize) -> &Tok {
        self.toks
            .get(self.i + n)
            .map(|t| &t.tok)
            .unwrap_or(&self.eof.tok)
    }

    fn bump(&mut self) {
        if self.i < self.toks.len() {
            self.last_end = self.tok().end;
            self.i += 1;
        }
    }

    fn text(&self, from: usize, to: usize) -> String {
        self.src.get(from..to).unwrap_or("").to_string()
    }

    /// The current token as the user wrote it, for messages.
    fn shown(&self) -> String {
        let t = self.tok();
        if t.tok == Tok::Eof {
            return "end of file".to_string();
        }
        let s = self.src.get(t.start..t.end).unwrap_or("?");
        let mut out: String = s.chars().take(40).collect();
        if s.chars().count() > 40 {
            out.push_str("...");
        }
        format!("'{out}'")
    }

    fn error_at(&self, t: &Token, message: impl Into<String>) -> ParseError {
        ParseError {
            line: t.line,
            col: t.col,
            message: message.into(),
        }
    }

    fn err<T>(&self, message: impl Into<String>) -> PResult<T> {
        Err(self.error_at(self.tok(), message))
    }

    fn expected<T>(&self, what: &str) -> PResult<T> {
        self.err(format!("expected {what}, found {}", self.shown()))
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.peek() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: &Tok, what: &str) -> PResult<()> {
        if self.eat(t) {
            Ok(())
        } else {
            self.expected(what)
        }
    }

    fn word(&self) -> Option<&str> {
        match self.peek() {
            Tok::Word(w) => Some(w.as_str()),
            _ => None,
        }
    }

    fn is_word(&self, w: &str) -> bool {
        self.word() == Some(w)
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.expected(&format!("'{w}'"))
        }
    }

    fn string(&mut self, what: &str) -> PResult<String> {
        if let Tok::Str(s) = self.peek() {
            let s = lossy(s);
            self.bump();
            Ok(s)
        } else {
            self.expected(what)
        }
    }

    fn int(&mut self, what: &str) -> PResult<i128> {
        if let Tok::Int(v) = *self.peek() {
            self.bump();
            Ok(v)
        } else {
            self.expected(what)
        }
    }

    fn uint<T: TryFrom<i128>>(&mut self, what: &str) -> PResult<T> {
        let at = self.tok().clone();
        let v = self.int(what)?;
        T::try_from(v).map_err(|_| self.error_at(&at, format!("{what} out of range: {v}")))
    }

    fn at_comma_meta(&self) -> bool {
        *self.peek() == Tok::Comma && matches!(self.peek_n(1), Tok::MetaName(_))
    }

    /// Skips a bracketed group starting at the current opener; returns the byte range
    /// strictly inside it. Iterative, so nesting depth costs no stack.
    fn skip_balanced(&mut self) -> PResult<(usize, usize)> {
        let open = self.tok().clone();
        let inner_start = open.end;
        let mut stack: Vec<Tok> = Vec::new();
        loop {
            let t = self.tok().clone();
            let close = match t.tok {
                Tok::LParen => Some(Tok::RParen),
                Tok::LBracket => Some(Tok::RBracket),
                Tok::LBrace => Some(Tok::RBrace),
                Tok::Less => Some(Tok::Greater),
                _ => None,
            };
            if let Some(c) = close {
                stack.push(c);
            } else if matches!(
                t.tok,
                Tok::RParen | Tok::RBracket | Tok::RBrace | Tok::Greater
            ) {
                if stack.last() != Some(&t.tok) {
                    return Err(self.error_at(&t, format!("unbalanced {}", self.shown())));
                }
                stack.pop();
            } else if t.tok == Tok::Eof {
                return Err(self.error_at(
                    &open,
                    format!("this bracket is never closed (file ends at line {})", t.line),
                ));
            }
            self.bump();
            if stack.is_empty() {
                return Ok((inner_start, t.start));
            }
        }
    }

    /// Skips one attribute word with its argument: `align 4`, `captures(none)`, `noundef`.
    fn skip_attr(&mut self) -> PResult<()> {
        let is_align = self.is_word("align");
        self.bump();
        if is_align && matches!(self.peek(), Tok::Int(_)) {
            self.bump();
        }
        if *self.peek() == Tok::LParen {
            self.skip_balanced()?;
        }
        if *self.peek() == Tok::Eq {
            // `"key"="value"` string attributes written inline.
            self.bump();
            if matches!(self.peek(), Tok::Str(_) | Tok::Int(_)) {
                self.bump();
            }
        }
        Ok(())
    }

    /// Parameter/argument attributes after a type: words that are neither types nor values.
    fn skip_param_attrs(&mut self) -> PResult<()> {
        loop {
            match self.peek() {
                Tok::Word(w) if !is_type_word(w) && !is_value_word(w) => self.skip_attr()?,
                Tok::Str(_) => self.skip_attr()?,
                _ => return Ok(()),
            }
        }
    }

    fn skip_to_next_line(&mut self) {
        self.bump();
        while !self.tok().bol && *self.peek() != Tok::Eof {
            self.bump();
        }
    }

    fn addrspace(&mut self) -> PResult<u32> {
        self.expect_word("addrspace")?;
        self.expect(&Tok::LParen, "'(' after 'addrspace'")?;
        if matches!(self.peek(), Tok::Str(_)) {
            return self.err("symbolic address spaces are not supported; write addrspace(N)");
        }
        let n = self.uint("an address space number")?;
        self.expect(&Tok::RParen, "')'")?;
        Ok(n)
    }

    // ------------------------------------------------------------------- top level

    fn module(&mut self) -> PResult<Module> {
        let mut m = Module::default();
        loop {
            let t = self.tok().clone();
            match &t.tok {
                Tok::Eof => return Ok(m),
                Tok::Word(w) => match w.as_str() {
                    "source_filename" => {
                        self.bump();
                        self.expect(&Tok::Eq, "'='")?;
                        m.source_filename = Some(self.string("a file name string")?);
                    }
                    "target" => {
                        self.bump();
                        if self.eat_word("datalayout") {
                            self.expect(&Tok::Eq, "'='")?;
                            m.datalayout = Some(self.string("a data layout string")?);
                        } else if self.eat_word("triple") {
                            self.expect(&Tok::Eq, "'='")?;
                            m.triple = Some(self.string("a target triple string")?);
                        } else {
                            return self.expected("'datalayout' or 'triple'");
                        }
                    }
                    "define" | "declare" => {
                        let define = w == "define";
                        self.bump();
                        let pos = Pos {
                            line: t.line,
                            col: t.col,
                        };
                        let f = self.function(define, pos)?;
                        m.functions.push(f);
                    }
                    "attributes" => {
                        let g = self.attribute_group()?;
                        m.attribute_groups.push(g);
                    }
                    "module" | "uselistorder" | "uselistorder_bb" => self.skip_to_next_line(),
                    _ => return self.err(format!("unexpected {} at top level", self.shown())),
                },
                Tok::LocalName(n) if *self.peek_n(1) == Tok::Eq => {
                    let name = n.clone();
                    self.named_type(name, &mut m)?;
                }
                Tok::LocalId(n) if *self.peek_n(1) == Tok::Eq => {
                    let name = n.to_string();
                    self.named_type(name, &mut m)?;
                }
                Tok::GlobalName(_) | Tok::GlobalId(_) => {
                    if let Some(g) = self.global()? {
                        m.globals.push(g);
                    }
                }
                Tok::MetaId(_) | Tok::MetaName(_) if *self.peek_n(1) == Tok::Eq => {
                    let md = self.metadata_def()?;
                    m.metadata.push(md);
                }
                Tok::ComdatName(_) | Tok::SummaryId(_) => self.skip_to_next_line(),
                _ => return self.err(format!("unexpected {} at top level", self.shown())),
            }
        }
    }

    fn named_type(&mut self, name: String, m: &mut Module) -> PResult<()> {
        self.bump();
        self.bump();
        self.expect_word("type")?;
        let ty = if self.eat_word("opaque") {
            Type::Opaque
        } else {
            let ret = self.ty()?;
            if *self.peek() == Tok::LParen {
                self.fn_type(ret, 0)?
            } else {
                ret
            }
        };
        m.types.push((name, ty));
        Ok(())
    }

    fn global(&mut self) -> PResult<Option<Global>> {
        let t = self.tok().clone();
        let name = match &t.tok {
            Tok::GlobalName(n) => n.clone(),
            Tok::GlobalId(n) => n.to_string(),
            _ => return self.expected("a global name"),
        };
        self.bump();
        self.expect(&Tok::Eq, "'=' after the global's name")?;
        let mut linkage = None;
        let mut addrspace = 0;
        let mut externally_initialized = false;
        let constant = loop {
            let Some(w) = self.word() else {
                return self.expected("'global' or 'constant'");
            };
            match w {
                "global" => break false,
                "constant" => break true,
                "alias" | "ifunc" => {
                    // Not needed for kernels; skipped like other unsupported top-level lines.
                    self.skip_to_next_line();
                    return Ok(None);
                }
                "addrspace" => addrspace = self.addrspace()?,
                "externally_initialized" => {
                    externally_initialized = true;
                    self.bump();
                }
                w if is_linkage(w) => {
                    linkage = Some(w.to_string());
                    self.bump();
                }
                _ => self.skip_attr()?,
            }
        };
        self.bump();
        let ty = self.ty()?;
        let declaration = matches!(linkage.as_deref(), Some("external" | "extern_weak"));
        let init = if declaration {
            None
        } else {
            Some(self.value(&ty, 0)?)
        };
        let mut g = Global {
            name,
            pos: Pos {
                line: t.line,
                col: t.col,
            },
            linkage,
            addrspace,
            constant,
            externally_initialized,
            ty,
            init,
            align: None,
            section: None,
            meta: Vec::new(),
            attrs: Vec::new(),
        };
        while self.eat(&Tok::Comma) {
            if let Tok::MetaName(n) = self.peek() {
                let n = n.clone();
                self.bump();
                let id = self.meta_ref()?;
                g.meta.push((n, id));
                continue;
            }
            match self.word() {
                Some("align") => {
                    self.bump();
                    g.align = Some(self.uint("an alignment")?);
                }
                Some("section") => {
                    self.bump();
                    g.section = Some(self.string("a section name")?);
                }
                Some("partition" | "code_model") => {
                    self.bump();
                    self.string("a string")?;
                }
                Some("comdat") => {
                    self.bump();
                    if *self.peek() == Tok::LParen {
                        self.skip_balanced()?;
                    }
                }
                Some(_) => self.skip_attr()?,
                None => return self.expected("a global variable property after ','"),
            }
        }
        while let Tok::AttrId(n) = *self.peek() {
            g.attrs.push(n);
            self.bump();
        }
        Ok(Some(g))
    }

    fn meta_ref(&mut self) -> PResult<u32> {
        if let Tok::MetaId(n) = *self.peek() {
            self.bump();
            Ok(n)
        } else {
            self.expected("a metadata reference '!N' (inline metadata is not supported here)")
        }
    }

    fn function(&mut self, define: bool, pos: Pos) -> PResult<Function> {
        let mut linkage = None;
        let mut cc = None;
        while let Some(w) = self.word() {
            if is_type_word(w) {
                break;
            }
            if is_linkage(w) {
                linkage = Some(w.to_string());
                self.bump();
            } else if is_cc(w) {
                cc = Some(self.calling_conv()?);
            } else {
                self.skip_attr()?;
            }
        }
        let ret = self.ty()?;
        let name = match self.peek() {
            Tok::GlobalName(n) => n.clone(),
            Tok::GlobalId(n) => n.to_string(),
            _ => return self.expected("a function name '@name'"),
        };
        self.bump();
        self.expect(&Tok::LParen, "'(' to open the parameter list")?;
        let mut num = Numbering { next: 0 };
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat(&Tok::RParen) {
            loop {
                if self.eat(&Tok::Ellipsis) {
                    varargs = true;
                    self.expect(&Tok::RParen, "')' after '...'")?;
                    break;
                }
                let ty = self.ty()?;
                self.skip_param_attrs()?;
                let at = self.tok().clone();
                let name = match &at.tok {
                    Tok::LocalName(n) => {
                        let n = n.clone();
                        self.bump();
                        n
                    }
                    Tok::LocalId(n) => {
                        num.explicit(self, *n, &at, "argument")?;
                        self.bump();
                        n.to_string()
                    }
                    _ => num.implicit(),
                };
                params.push(Param { ty, name });
                if !self.eat(&Tok::Comma) {
                    self.expect(&Tok::RParen, "',' or ')' in the parameter list")?;
                    break;
                }
            }
        }
        let mut f = Function {
            name,
            pos,
            linkage,
            cc,
            ret,
            params,
            varargs,
            attrs: Vec::new(),
            meta: Vec::new(),
            blocks: Vec::new(),
        };
        loop {
            let bol = self.tok().bol;
            match self.peek().clone() {
                Tok::AttrId(n) => {
                    f.attrs.push(n);
                    self.bump();
                }
                Tok::MetaName(n) if matches!(self.peek_n(1), Tok::MetaId(_)) => {
                    self.bump();
                    let id = self.meta_ref()?;
                    f.meta.push((n, id));
                }
                Tok::Word(w) => match w.as_str() {
                    "addrspace" => {
                        self.addrspace()?;
                    }
                    "section" | "partition" | "gc" => {
                        self.bump();
                        self.string("a string")?;
                    }
                    "comdat" => {
                        self.bump();
                        if *self.peek() == Tok::LParen {
                            self.skip_balanced()?;
                        }
                    }
                    "prefix" | "prologue" | "personality" => {
                        self.bump();
                        self.typed(0)?;
                    }
                    // A declaration has no closing brace: a word opening a new line is the
                    // next top-level entity.
                    _ if define || !bol => self.skip_attr()?,
                    _ => break,
                },
                Tok::Str(_) if define || !bol => self.skip_attr()?,
                _ => break,
            }
        }
        if define {
            self.body(&mut f, &mut num)?;
        }
        Ok(f)
    }

    fn calling_conv(&mut self) -> PResult<String> {
        let Some(w) = self.word() else {
            return self.expected("a calling convention");
        };
        let mut cc = w.to_string();
        self.bump();
        if cc == "cc" {
            let n: u32 = self.uint("a calling convention number")?;
            cc = format!("cc {n}");
        } else if *self.peek() == Tok::LParen {
            let (a, b) = self.skip_balanced()?;
            cc = format!("{cc}({})", self.text(a, b));
        }
        Ok(cc)
    }

    fn attribute_group(&mut self) -> PResult<(u32, Vec<(String, String)>)> {
        self.bump();
        let Tok::AttrId(id) = *self.peek() else {
            return self.expected("an attribute group id '#N'");
        };
        self.bump();
        self.expect(&Tok::Eq, "'='")?;
        self.expect(&Tok::LBrace, "'{' to open the attribute group")?;
        let mut kv = Vec::new();
        loop {
            match self.peek().clone() {
                Tok::RBrace => {
                    self.bump();
                    return Ok((id, kv));
                }
                Tok::Word(w) => {
                    self.bump();
                    let value = if *self.peek() == Tok::LParen {
                        let (a, b) = self.skip_balanced()?;
                        self.text(a, b).trim().to_string()
                    } else if self.eat(&Tok::Eq) {
                        let t = self.tok().clone();
                        let v = match &t.tok {
                            Tok::Str(s) => lossy(s),
                            Tok::Int(_) | Tok::Word(_) => self.text(t.start, t.end),
                            _ => return self.expected("an attribute value"),
                        };
                        self.bump();
                        v
                    } else {
                        String::new()
                    };
                    kv.push((w, value));
                }
                Tok::Str(k) => {
                    self.bump();
                    let value = if self.eat(&Tok::Eq) {
                        self.string("a string value")?
                    } else {
                        String::new()
                    };
                    kv.push((lossy(&k), value));
                }
                _ => return self.expected("an attribute or '}'"),
            }
        }
    }

    fn metadata_def(&mut self) -> PResult<(MetaName, MetaNode)> {
        let name = match self.peek() {
            Tok::MetaId(n) => MetaName::Id(*n),
            Tok::MetaName(n) => MetaName::Named(n.clone()),
            _ => return self.expected("a metadata name"),
        };
        self.bump();
        self.bump();
        let distinct = self.eat_word("distinct");
        let body = match self.peek().clone() {
            Tok::Bang if *self.peek_n(1) == Tok::LBrace => {
                self.bump();
                MetaBody::Tuple(self.meta_tuple()?)
            }
            Tok::MetaName(_) if *self.peek_n(1) == Tok::LParen => {
                let start = self.tok().start;
                self.bump();
                self.skip_balanced()?;
                MetaBody::Specialized(self.text(start, self.last_end))
            }
            _ => return self.expected("'!{' or a specialized metadata node like '!DILocation('"),
        };
        Ok((name, MetaNode { distinct, body }))
    }

    /// The items of `{ ... }` after `!`.
    fn meta_tuple(&mut self) -> PResult<Vec<MetaItem>> {
        self.expect(&Tok::LBrace, "'{'")?;
        let mut items = Vec::new();
        if self.eat(&Tok::RBrace) {
            return Ok(items);
        }
        loop {
            let start = self.tok().start;
            let item = match self.peek().clone() {
                Tok::MetaId(n) => {
                    self.bump();
                    MetaItem::Ref(n)
                }
                Tok::MetaStr(s) => {
                    self.bump();
                    MetaItem::Str(lossy(&s))
                }
                Tok::Word(w) if w == "null" => {
                    self.bump();
                    MetaItem::Null
                }
                _ => {
                    let mut item = None;
                    if self.at_type_start() {
                        let ty = self.ty()?;
                        if let (Type::Int(bits), Tok::Int(value)) = (&ty, self.peek().clone()) {
                            if matches!(self.peek_n(1), Tok::Comma | Tok::RBrace) {
                                self.bump();
                                item = Some(MetaItem::Int { bits: *bits, value });
                            }
                        }
                    }
                    match item {
                        Some(i) => i,
                        None => {
                            self.skip_item()?;
                            MetaItem::Raw(self.text(start, self.last_end))
                        }
                    }
                }
            };
            items.push(item);
            if !self.eat(&Tok::Comma) {
                self.expect(&Tok::RBrace, "',' or '}' in the metadata node")?;
                return Ok(items);
            }
        }
    }

    /// Skips the rest of one list item, up to a ',' or closing bracket at depth 0.
    fn skip_item(&mut self) -> PResult<()> {
        loop {
            match self.peek() {
                Tok::Comma | Tok::RBrace | Tok::RParen | Tok::RBracket | Tok::Greater => {
                    return Ok(());
                }
                Tok::Eof => return self.expected("'}' to close the metadata node"),
                Tok::LParen | Tok::LBracket | Tok::LBrace | Tok::Less => {
                    self.skip_balanced()?;
                }
                _ => self.bump(),
            }
        }
    }

    // ------------------------------------------------------------------- types

    fn at_type_start(&self) -> bool {
        match self.peek() {
            Tok::Word(w) => is_type_word(w),
            Tok::LBrace | Tok::Less | Tok::LBracket | Tok::LocalName(_) | Tok::LocalId(_) => true,
            _ => false,
        }
    }

    fn ty(&mut self) -> PResult<Type> {
        self.ty_d(0)
    }

    fn too_deep<T>(&self) -> PResult<T> {
        self.err(format!(
            "types or constants nested deeper than {MAX_DEPTH} levels"
        ))
    }

    fn ty_d(&mut self, depth: u32) -> PResult<Type> {
        if depth > MAX_DEPTH {
            return self.too_deep();
        }
        let t = self.tok().clone();
        let ty = match &t.tok {
            Tok::Word(w) => {
                let ty = match w.as_str() {
                    "void" => Type::Void,
                    "half" => Type::Half,
                    "bfloat" => Type::BFloat,
                    "float" => Type::Float,
                    "double" => Type::Double,
                    "fp128" => Type::Fp128,
                    "x86_fp80" => Type::X86Fp80,
                    "ppc_fp128" => Type::PpcFp128,
                    "x86_amx" => Type::X86Amx,
                    "label" => Type::Label,
                    "metadata" => Type::Metadata,
                    "token" => Type::Token,
                    "ptr" => {
                        self.bump();
                        let a = if self.is_word("addrspace") {
                            self.addrspace()?
                        } else {
                            0
                        };
                        return self.no_star(Type::Ptr(a));
                    }
                    "target" => {
                        self.bump();
                        return self.target_type(depth);
                    }
                    other => match int_width(other) {
                        Some(n) if (1..=(1 << 23)).contains(&n) => Type::Int(n),
                        Some(_) => return self.err("integer width must be between 1 and 2^23"),
                        None => return self.expected("a type"),
                    },
                };
                self.bump();
                ty
            }
            Tok::LocalName(n) => {
                let n = n.clone();
                self.bump();
                Type::Named(n)
            }
            Tok::LocalId(n) => {
                let n = n.to_string();
                self.bump();
                Type::Named(n)
            }
            Tok::LBrace => {
                self.bump();
                let fields = self.struct_fields(depth, &Tok::RBrace)?;
                Type::Struct {
                    packed: false,
                    fields,
                }
            }
            Tok::Less if *self.peek_n(1) == Tok::LBrace => {
                self.bump();
                self.bump();
                let fields = self.struct_fields(depth, &Tok::RBrace)?;
                self.expect(&Tok::Greater, "'>' to close the packed struct '<{ }>'")?;
                Type::Struct {
                    packed: true,
                    fields,
                }
            }
            Tok::Less => {
                self.bump();
                let scalable = self.eat_word("vscale");
                if scalable {
                    self.expect_word("x")?;
                }
                let len = self.uint("a vector length")?;
                self.expect_word("x")?;
                let elem = Box::new(self.ty_d(depth + 1)?);
                self.expect(&Tok::Greater, "'>' to close the vector type")?;
                Type::Vector {
                    scalable,
                    len,
                    elem,
                }
            }
            Tok::LBracket => {
                self.bump();
                let len = self.uint("an array length")?;
                self.expect_word("x")?;
                let elem = Box::new(self.ty_d(depth + 1)?);
                self.expect(&Tok::RBracket, "']' to close the array type")?;
                Type::Array { len, elem }
            }
            _ => return self.expected("a type"),
        };
        self.no_star(ty)
    }

    fn no_star(&self, ty: Type) -> PResult<Type> {
        if *self.peek() == Tok::Star {
            return self.err("typed pointers ('T*') are not supported; LLVM 22 writes 'ptr'");
        }
        Ok(ty)
    }

    fn struct_fields(&mut self, depth: u32, close: &Tok) -> PResult<Vec<Type>> {
        let mut fields = Vec::new();
        if self.eat(close) {
            return Ok(fields);
        }
        loop {
            fields.push(self.ty_d(depth + 1)?);
            if !self.eat(&Tok::Comma) {
                self.expect(close, "',' or '}' in the struct type")?;
                return Ok(fields);
            }
        }
    }

    fn target_type(&mut self, depth: u32) -> PResult<Type> {
        self.expect(&Tok::LParen, "'(' after 'target'")?;
        let name = self.string("the target type's name string")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(&Tok::Comma) {
            if matches!(self.peek(), Tok::Int(_)) {
                ints.push(self.uint("a target type parameter")?);
            } else {
                types.push(self.ty_d(depth + 1)?);
            }
        }
        self.expect(&Tok::RParen, "')' to close the target type")?;
        self.no_star(Type::Target { name, types, ints })
    }

    /// The parameter list of a function type whose return type is `ret`.
    fn fn_type(&mut self, ret: Type, depth: u32) -> PResult<Type> {
        self.expect(&Tok::LParen, "'('")?;
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat(&Tok::RParen) {
            loop {
                if self.eat(&Tok::Ellipsis) {
                    varargs = true;
                    self.expect(&Tok::RParen, "')' after '...'")?;
                    break;
                }
                params.push(self.ty_d(depth + 1)?);
                self.skip_param_attrs()?;
                if !self.eat(&Tok::Comma) {
                    self.expect(&Tok::RParen, "',' or ')' in the function type")?;
                    break;
                }
            }
        }
        self.no_star(Type::Function {
            ret: Box::new(ret),
            params,
            varargs,
        })
    }

    // ------------------------------------------------------------------- values

    fn typed(&mut self, depth: u32) -> PResult<Typed> {
        if depth > MAX_DEPTH {
            return self.too_deep();
        }
        let ty = self.ty_d(depth + 1)?;
        let value = self.value(&ty, depth + 1)?;
        Ok(Typed { ty, value })
    }

    fn typed_list(&mut self, depth: u32, close: &Tok, what: &str) -> PResult<Vec<Typed>> {
        let mut items = Vec::new();
        if self.eat(close) {
            return Ok(items);
        }
        loop {
            items.push(self.typed(depth + 1)?);
            if !self.eat(&Tok::Comma) {
                self.expect(close, what)?;
                return Ok(items);
            }
        }
    }

    fn value(&mut self, ty: &Type, depth: u32) -> PResult<Value> {
        if depth > MAX_DEPTH {
            return self.too_deep();
        }
        if *ty == Type::Metadata {
            return self.metadata_operand(depth);
        }
        let t = self.tok().clone();
        let v = match &t.tok {
            Tok::LocalName(n) => Value::Local(n.clone()),
            Tok::LocalId(n) => Value::Local(n.to_string()),
            Tok::GlobalName(n) => Value::Global(n.clone()),
            Tok::GlobalId(n) => Value::Global(n.to_string()),
            Tok::Int(v) => Value::Int(*v),
            Tok::Float(bits) => Value::Float {
                kind: FloatKind::Double,
                bits: u128::from(*bits),
            },
            Tok::HexFloat(kind, bits) => Value::Float {
                kind: *kind,
                bits: *bits,
            },
            Tok::CStr(s) => Value::CString(s.clone()),
            Tok::Less if *self.peek_n(1) == Tok::LBrace => {
                self.bump();
                self.bump();
                let fields = self.typed_list(depth, &Tok::RBrace, "',' or '}'")?;
                self.expect(&Tok::Greater, "'>' to close the packed struct constant")?;
                return Ok(Value::Struct {
                    packed: true,
                    fields,
                });
            }
            Tok::Less => {
                self.bump();
                let items = self.typed_list(depth, &Tok::Greater, "',' or '>'")?;
                return Ok(Value::Vector(items));
            }
            Tok::LBracket => {
                self.bump();
                let items = self.typed_list(depth, &Tok::RBracket, "',' or ']'")?;
                return Ok(Value::Array(items));
            }
            Tok::LBrace => {
                self.bump();
                let fields = self.typed_list(depth, &Tok::RBrace, "',' or '}'")?;
                return Ok(Value::Struct {
                    packed: false,
                    fields,
                });
            }
            Tok::Word(w) => match w.as_str() {
                "true" => Value::Int(1),
                "false" => Value::Int(0),
                "null" => Value::Null,
                "undef" => Value::Undef,
                "poison" => Value::Poison,
                "zeroinitializer" => Value::Zero,
                "none" => Value::TokenNone,
                "splat" => {
                    self.bump();
                    self.expect(&Tok::LParen, "'(' after 'splat'")?;
                    let v = self.typed(depth + 1)?;
                    self.expect(&Tok::RParen, "')' to close 'splat ('")?;
                    return Ok(Value::Splat(Box::new(v)));
                }
                w => return self.const_expr(w.to_string(), depth),
            },
            _ => return self.expected("a value"),
        };
        self.bump();
        Ok(v)
    }

    fn const_expr(&mut self, w: String, depth: u32) -> PResult<Value> {
        let at = self.tok().clone();
        if let Some(op) = cast_op(&w) {
            self.bump();
            self.expect(&Tok::LParen, "'(' after the cast")?;
            let value = self.typed(depth + 1)?;
            self.expect_word("to")?;
            let to = self.ty_d(depth + 1)?;
            self.expect(&Tok::RParen, "')' to close the constant cast")?;
            return Ok(Value::ConstExpr(Box::new(ConstExpr::Cast { op, value, to })));
        }
        if w == "getelementptr" {
            self.bump();
            let flags = self.gep_flags()?;
            self.expect(&Tok::LParen, "'(' in the constant getelementptr")?;
            let source = self.ty_d(depth + 1)?;
            self.expect(&Tok::Comma, "',' after the source element type")?;
            let base = self.typed(depth + 1)?;
            let mut indices = Vec::new();
            while self.eat(&Tok::Comma) {
                self.eat_word("inrange");
                indices.push(self.typed(depth + 1)?);
            }
            self.expect(&Tok::RParen, "')' to close the constant getelementptr")?;
            return Ok(Value::ConstExpr(Box::new(ConstExpr::Gep {
                flags,
                source,
                base,
                indices,
            })));
        }
        if let Some(op) = bin_op(&w) {
            self.bump();
            let mut flags = Vec::new();
            while let Some(f) = self.word() {
                if !matches!(f, "nuw" | "nsw" | "exact" | "disjoint") {
                    break;
                }
                flags.push(f.to_string());
                self.bump();
            }
            self.expect(&Tok::LParen, "'(' in the constant expression")?;
            let lhs = self.typed(depth + 1)?;
            self.expect(&Tok::Comma, "','")?;
            let rhs = self.typed(depth + 1)?;
            self.expect(&Tok::RParen, "')' to close the constant expression")?;
            return Ok(Value::ConstExpr(Box::new(ConstExpr::Bin {
                op,
                flags,
                lhs,
                rhs,
            })));
        }
        let msg = if is_value_word(&w) {
            format!(
                "unsupported constant '{w}'; constants may be literals, aggregates, casts, getelementptr and binary operators"
            )
        } else {
            format!("expected a value, found '{w}'")
        };
        Err(self.error_at(&at, msg))
    }

    fn gep_flags(&mut self) -> PResult<Vec<String>> {
        let mut flags = Vec::new();
        while let Some(w) = self.word() {
            match w {
                "inbounds" | "nuw" | "nusw" => {
                    flags.push(w.to_string());
                    self.bump();
                }
                "inrange" => {
                    let start = self.tok().start;
                    self.bump();
                    if *self.peek() == Tok::LParen {
                        self.skip_balanced()?;
                    }
                    flags.push(self.text(start, self.last_end));
                }
                _ => break,
            }
        }
        Ok(flags)
    }

    /// A `metadata` operand, kept as text: `!N`, `!"s"`, `!{...}`, `!DIExpr(...)`, `T v`.
    fn metadata_operand(&mut self, depth: u32) -> PResult<Value> {
        let start = self.tok().start;
        match self.peek() {
            Tok::MetaId(_) | Tok::MetaStr(_) => self.bump(),
            Tok::MetaName(_) => {
                self.bump();
                if *self.peek() == Tok::LParen {
                    self.skip_balanced()?;
                }
            }
            Tok::Bang => {
                self.bump();
                if *self.peek() != Tok::LBrace {
                    return self.expected("'{' after '!'");
                }
                self.skip_balanced()?;
            }
            _ => {
                self.typed(depth + 1)?;
            }
        }
        Ok(Value::Metadata(self.text(start, self.last_end)))
    }

    // ------------------------------------------------------------------- bodies

    fn label_ref(&mut self) -> PResult<String> {
        self.expect_word("label")?;
        self.local_name("a block name '%name'")
    }

    fn local_name(&mut self, what: &str) -> PResult<String> {
        let n = match self.peek() {
            Tok::LocalName(n) => n.clone(),
            Tok::LocalId(n) => n.to_string(),
            _ => return self.expected(what),
        };
        self.bump();
        Ok(n)
    }

    fn body(&mut self, f: &mut Function, num: &mut Numbering) -> PResult<()> {
        self.expect(&Tok::LBrace, "'{' to open the function body")?;
        loop {
            let t = self.tok().clone();
            let label = match &t.tok {
                Tok::RBrace if !f.blocks.is_empty() => {
                    self.bump();
                    return Ok(());
                }
                Tok::RBrace => return self.err("a function body needs at least one block"),
                Tok::LabelName(n) => {
                    self.bump();
                    n.clone()
                }
                Tok::LabelId(n) => {
                    num.explicit(self, *n, &t, "label")?;
                    self.bump();
                    n.to_string()
                }
                _ => num.implicit(),
            };
            let mut block = Block {
                label,
                pos: Pos {
                    line: t.line,
                    col: t.col,
                },
                insts: Vec::new(),
            };
            loop {
                match self.peek() {
                    Tok::DbgRecord(_) => {
                        // Debug records (`#dbg_value(...)`) carry no semantics here.
                        self.bump();
                        if *self.peek() == Tok::LParen {
                            self.skip_balanced()?;
                        }
                        continue;
                    }
                    Tok::Word(w) if w == "uselistorder" => {
                        self.skip_to_next_line();
                        continue;
                    }
                    Tok::RBrace | Tok::Eof | Tok::LabelName(_) | Tok::LabelId(_) => {
                        return self.err(format!(
                            "block '{}' does not end with a terminator (ret, br, switch or unreachable) before {}",
                            block.label,
                            self.shown()
                        ));
                    }
                    _ => {}
                }
                let inst = self.inst(num)?;
                let done = inst.op.is_terminator();
                block.insts.push(inst);
                if done {
                    break;
                }
            }
            f.blocks.push(block);
        }
    }

    fn inst(&mut self, num: &mut Numbering) -> PResult<Inst> {
        let first = self.tok().clone();
        let pos = Pos {
            line: first.line,
            col: first.col,
        };
        let named = match &first.tok {
            Tok::LocalName(n) if *self.peek_n(1) == Tok::Eq => Some((n.clone(), None)),
            Tok::LocalId(n) if *self.peek_n(1) == Tok::Eq => Some((n.to_string(), Some(*n))),
            _ => None,
        };
        if named.is_some() {
            self.bump();
            self.bump();
        }
        let op = self.op()?;
        let result = match named {
            Some((name, id)) => {
                if !op.has_result() {
                    return Err(self.error_at(
                        &first,
                        format!("this instruction produces no value and cannot be named '%{name}'"),
                    ));
                }
                if let Some(n) = id {
                    num.explicit(self, n, &first, "instruction")?;
                }
                Some(name)
            }
            None if op.has_result() => Some(num.implicit()),
            None => None,
        };
        let mut meta = Vec::new();
        while self.at_comma_meta() {
            self.bump();
            if let Tok::MetaName(n) = self.peek().clone() {
                self.bump();
                let id = self.meta_ref()?;
                meta.push((n, id));
            }
        }
        if *self.peek() == Tok::Comma {
            return self.err(
                "unexpected ',' after the instruction; expected a metadata attachment '!name !N'",
            );
        }
        Ok(Inst {
            result,
            pos,
            op,
            meta,
        })
    }

    fn flags(&mut self, allowed: &[&str], fmf: bool) -> Vec<String> {
        let mut flags = Vec::new();
        while let Some(w) = self.word() {
            if !(allowed.contains(&w) || (fmf && is_fmf(w))) {
                break;
            }
            flags.push(w.to_string());
            self.bump();
        }
        flags
    }

    fn syncscope(&mut self) -> PResult<Option<String>> {
        if !self.eat_word("syncscope") {
            return Ok(None);
        }
        self.expect(&Tok::LParen, "'(' after 'syncscope'")?;
        let s = self.string("a scope name string")?;
        self.expect(&Tok::RParen, "')'")?;
        Ok(Some(s))
    }

    fn ordering(&mut self) -> PResult<Ordering> {
        match self.word().and_then(ordering) {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => self.expected(
                "an atomic ordering (unordered, monotonic, acquire, release, acq_rel, seq_cst)",
            ),
        }
    }

    /// `, align N` if present (before any metadata attachment).
    fn opt_align(&mut self) -> PResult<Option<u64>> {
        if *self.peek() == Tok::Comma && matches!(self.peek_n(1), Tok::Word(w) if w == "align") {
            self.bump();
            self.bump();
            return Ok(Some(self.uint("an alignment")?));
        }
        Ok(None)
    }

    fn comma(&mut self) -> PResult<()> {
        self.expect(&Tok::Comma, "','")
    }

    fn op(&mut self) -> PResult<Op> {
        let t = self.tok().clone();
        let Tok::Word(w) = &t.tok else {
            return self.expected("an instruction");
        };
        let w = w.clone();
        self.bump();
        if let Some(op) = bin_op(&w) {
            let flags = self.flags(&["nuw", "nsw", "exact", "disjoint"], op.is_float());
            let ty = self.ty()?;
            let lhs = self.value(&ty, 0)?;
            self.comma()?;
            let rhs = self.value(&ty, 0)?;
            return Ok(Op::Bin {
                op,
                flags,
                ty,
                lhs,
                rhs,
            });
        }
        if let Some(op) = cast_op(&w) {
            let flags = self.flags(&["nuw", "nsw", "nneg"], true);
            let value = self.typed(0)?;
            self.expect_word("to")?;
            let to = self.ty()?;
            return Ok(Op::Cast {
                op,
                flags,
                value,
                to,
            });
        }
        Ok(match w.as_str() {
            "ret" => {
                if self.eat_word("void") {
                    Op::Ret(None)
                } else {
                    Op::Ret(Some(self.typed(0)?))
                }
            }
            "br" => {
                if self.is_word("label") {
                    Op::Br {
                        dest: self.label_ref()?,
                    }
                } else {
                    let c = self.typed(0)?;
                    self.comma()?;
                    let then_dest = self.label_ref()?;
                    self.comma()?;
                    let else_dest = self.label_ref()?;
                    Op::CondBr {
                        cond: c.value,
                        then_dest,
                        else_dest,
                    }
                }
            }
            "switch" => {
                let value = self.typed(0)?;
                self.comma()?;
                let default = self.label_ref()?;
                self.expect(&Tok::LBracket, "'[' to open the switch cases")?;
                let mut cases = Vec::new();
                while !self.eat(&Tok::RBracket) {
                    if !self.at_type_start() {
                        return self.expected("']' to close the switch cases");
                    }
                    let c = self.typed(0)?;
                    self.comma()?;
                    cases.push((c.value, self.label_ref()?));
                }
                Op::Switch {
                    value,
                    default,
                    cases,
                }
            }
            "unreachable" => Op::Unreachable,
            "fneg" => {
                let flags = self.flags(&[], true);
                Op::FNeg {
                    flags,
                    value: self.typed(0)?,
                }
            }
            "icmp" => {
                let flags = self.flags(&["samesign"], false);
                let Some(pred) = self.word().and_then(int_pred) else {
                    return self.expected("an icmp predicate (eq ne ugt uge ult ule sgt sge slt sle)");
                };
                self.bump();
                let ty = self.ty()?;
                let lhs = self.value(&ty, 0)?;
                self.comma()?;
                let rhs = self.value(&ty, 0)?;
                Op::ICmp {
                    pred,
                    flags,
                    ty,
                    lhs,
                    rhs,
                }
            }
            "fcmp" => {
                let flags = self.flags(&[], true);
                let Some(pred) = self.word().and_then(float_pred) else {
                    return self.expected("an fcmp predicate (false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true)");
                };
                self.bump();
                let ty = self.ty()?;
                let lhs = self.value(&ty, 0)?;
                self.comma()?;
                let rhs = self.value(&ty, 0)?;
                Op::FCmp {
                    pred,
                    flags,
                    ty,
                    lhs,
                    rhs,
                }
            }
            "select" => {
                let flags = self.flags(&[], true);
                let cond = self.typed(0)?;
                self.comma()?;
                let then_value = self.typed(0)?;
                self.comma()?;
                let else_value = self.typed(0)?;
                Op::Select {
                    flags,
                    cond,
                    then_value,
                    else_value,
                }
            }
            "phi" => {
                let flags = self.flags(&[], true);
                let ty = self.ty()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect(&Tok::LBracket, "'[' to open a phi incoming pair")?;
                    let v = self.value(&ty, 0)?;
                    self.comma()?;
                    let bb = self.local_name("a block name '%name'")?;
                    self.expect(&Tok::RBracket, "']' to close the phi incoming pair")?;
                    incoming.push((v, bb));
                    if !(*self.peek() == Tok::Comma && *self.peek_n(1) == Tok::LBracket) {
                        break;
                    }
                    self.bump();
                }
                Op::Phi {
                    flags,
                    ty,
                    incoming,
                }
            }
            "freeze" => Op::Freeze(self.typed(0)?),
            "alloca" => {
                self.flags(&["inalloca", "swifterror"], false);
                let ty = self.ty()?;
                let (mut count, mut align, mut addrspace) = (None, None, 0);
                while *self.peek() == Tok::Comma && !matches!(self.peek_n(1), Tok::MetaName(_)) {
                    self.bump();
                    if self.eat_word("align") {
                        align = Some(self.uint("an alignment")?);
                    } else if self.is_word("addrspace") {
                        addrspace = self.addrspace()?;
                    } else {
                        count = Some(self.typed(0)?);
                    }
                }
                Op::Alloca {
                    ty,
                    count,
                    align,
                    addrspace,
                }
            }
            "load" => {
                let is_atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.ty()?;
                self.comma()?;
                let ptr = self.typed(0)?;
                let atomic = if is_atomic {
                    let scope = self.syncscope()?;
                    Some(Atomic {
                        scope,
                        ordering: self.ordering()?,
                    })
                } else {
                    None
                };
                let align = self.opt_align()?;
                Op::Load {
                    ty,
                    ptr,
                    volatile,
                    atomic,
                    align,
                }
            }
            "store" => {
                let is_atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let value = self.typed(0)?;
                self.comma()?;
                let ptr = self.typed(0)?;
                let atomic = if is_atomic {
                    let scope = self.syncscope()?;
                    Some(Atomic {
                        scope,
                        ordering: self.ordering()?,
                    })
                } else {
                    None
                };
                let align = self.opt_align()?;
                Op::Store {
                    value,
                    ptr,
                    volatile,
                    atomic,
                    align,
                }
            }
            "getelementptr" => {
                let flags = self.gep_flags()?;
                let source = self.ty()?;
                self.comma()?;
                let base = self.typed(0)?;
                let mut indices = Vec::new();
                while *self.peek() == Tok::Comma && !matches!(self.peek_n(1), Tok::MetaName(_)) {
                    self.bump();
                    self.eat_word("inrange");
                    indices.push(self.typed(0)?);
                }
                Op::Gep {
                    flags,
                    source,
                    base,
                    indices,
                }
            }
            "extractelement" => {
                let vector = self.typed(0)?;
                self.comma()?;
                Op::ExtractElement {
                    vector,
                    index: self.typed(0)?,
                }
            }
            "insertelement" => {
                let vector = self.typed(0)?;
                self.comma()?;
                let element = self.typed(0)?;
                self.comma()?;
                Op::InsertElement {
                    vector,
                    element,
                    index: self.typed(0)?,
                }
            }
            "shufflevector" => {
                let a = self.typed(0)?;
                self.comma()?;
                let b = self.typed(0)?;
                self.comma()?;
                Op::ShuffleVector {
                    a,
                    b,
                    mask: self.typed(0)?,
                }
            }
            "extractvalue" => {
                let aggregate = self.typed(0)?;
                Op::ExtractValue {
                    aggregate,
                    indices: self.indices()?,
                }
            }
            "insertvalue" => {
                let aggregate = self.typed(0)?;
                self.comma()?;
                let value = self.typed(0)?;
                Op::InsertValue {
                    aggregate,
                    value,
                    indices: self.indices()?,
                }
            }
            "call" => self.call(TailKind::None)?,
            "tail" | "musttail" | "notail" => {
                let tail = match w.as_str() {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.expect_word("call")?;
                self.call(tail)?
            }
            "fence" => {
                let scope = self.syncscope()?;
                Op::Fence {
                    scope,
                    ordering: self.ordering()?,
                }
            }
            "atomicrmw" => {
                let volatile = self.eat_word("volatile");
                let Some(op) = self.word().and_then(rmw_op) else {
                    return self.expected("an atomicrmw operation (xchg, add, sub, and, or, max, fadd, ...)");
                };
                self.bump();
                let ptr = self.typed(0)?;
                self.comma()?;
                let value = self.typed(0)?;
                let scope = self.syncscope()?;
                let ordering = self.ordering()?;
                Op::AtomicRmw {
                    volatile,
                    op,
                    ptr,
                    value,
                    scope,
                    ordering,
                    align: self.opt_align()?,
                }
            }
            "cmpxchg" => {
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let ptr = self.typed(0)?;
                self.comma()?;
                let cmp = self.typed(0)?;
                self.comma()?;
                let new = self.typed(0)?;
                let scope = self.syncscope()?;
                let success = self.ordering()?;
                let failure = self.ordering()?;
                Op::CmpXchg {
                    weak,
                    volatile,
                    ptr,
                    cmp,
                    new,
                    scope,
                    success,
                    failure,
                    align: self.opt_align()?,
                }
            }
            _ => {
                return Err(self.error_at(
                    &t,
                    format!("unsupported instruction '{w}'; {SUBSET}"),
                ));
            }
        })
    }

    fn indices(&mut self) -> PResult<Vec<u32>> {
        let mut out = Vec::new();
        while *self.peek() == Tok::Comma && matches!(self.peek_n(1), Tok::Int(_)) {
            self.bump();
            out.push(self.uint("an aggregate index")?);
        }
        if out.is_empty() {
            return self.expected("',' and a constant index");
        }
        Ok(out)
    }

    fn call(&mut self, tail: TailKind) -> PResult<Op> {
        let mut flags = Vec::new();
        let mut cc = None;
        while let Some(w) = self.word() {
            if is_type_word(w) {
                break;
            }
            if is_fmf(w) {
                flags.push(w.to_string());
                self.bump();
            } else if is_cc(w) {
                cc = Some(self.calling_conv()?);
            } else if w == "addrspace" {
                self.addrspace()?;
            } else {
                self.skip_attr()?;
            }
        }
        let ret = self.ty()?;
        let fn_ty = if *self.peek() == Tok::LParen {
            Some(self.fn_type(ret.clone(), 0)?)
        } else {
            None
        };
        let callee = if self.eat_word("asm") {
            let asm_flags = self.flags(&["sideeffect", "alignstack", "inteldialect", "unwind"], false);
            let asm = self.string("the inline assembly string")?;
            self.comma()?;
            let constraints = self.string("the inline assembly constraint string")?;
            Callee::Asm {
                flags: asm_flags,
                asm,
                constraints,
            }
        } else {
            match self.value(&Type::Ptr(0), 0)? {
                Value::Global(g) => Callee::Global(g),
                Value::Local(l) => Callee::Local(l),
                other => Callee::Const(other),
            }
        };
        self.expect(&Tok::LParen, "'(' to open the call arguments")?;
        let mut args = Vec::new();
        if !self.eat(&Tok::RParen) {
            loop {
                if !self.eat(&Tok::Ellipsis) {
                    let ty = self.ty()?;
                    self.skip_param_attrs()?;
                    let value = self.value(&ty, 0)?;
                    args.push(Typed { ty, value });
                }
                if !self.eat(&Tok::Comma) {
                    self.expect(&Tok::RParen, "',' or ')' in the call arguments")?;
                    break;
                }
            }
        }
        let mut attrs = Vec::new();
        loop {
            let bol = self.tok().bol;
            match self.peek() {
                Tok::AttrId(n) => {
                    attrs.push(*n);
                    self.bump();
                }
                Tok::Word(w) if !bol && !is_value_word(w) => self.skip_attr()?,
                _ => break,
            }
        }
        let mut bundles = Vec::new();
        if *self.peek() == Tok::LBracket && !self.tok().bol {
            self.bump();
            loop {
                let tag = self.string("an operand bundle tag string")?;
                self.expect(&Tok::LParen, "'(' after the bundle tag")?;
                let args = self.typed_list(0, &Tok::RParen, "',' or ')' in the operand bundle")?;
                bundles.push(Bundle { tag, args });
                if !self.eat(&Tok::Comma) {
                    self.expect(&Tok::RBracket, "']' to close the operand bundles")?;
                    break;
                }
            }
        }
        Ok(Op::Call {
            tail,
            flags,
            cc,
            ret,
            fn_ty,
            callee,
            args,
            attrs,
            bundles,
        })
    }
}
