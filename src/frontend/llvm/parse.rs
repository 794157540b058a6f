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
use std::collections::HashMap;
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
        named: HashMap::new(),
    };
    p.collect_named_types();
    p.module()
}

/// Deeper nesting of types or constants than this is rejected rather than recursed into.
const MAX_DEPTH: u32 = 64;
const SUBSET: &str = "bverify reads the subset listed in docs/architecture.md";

type PResult<T> = Result<T, ParseError>;

/// Named types nested into each other can describe a tree far larger than their text;
/// beyond this many nodes a name is kept as a name.
const MAX_INLINED_TYPE_NODES: usize = 4096;

/// `ty` with the named types in it replaced by their bodies, to a depth of `MAX_DEPTH`
/// (a cycle cannot be written with opaque pointers, but the text may still try).
fn inline_names(ty: &Type, raw: &HashMap<String, Type>, depth: u32) -> Type {
    if depth > MAX_DEPTH {
        return ty.clone();
    }
    let go = |t: &Type| inline_names(t, raw, depth + 1);
    match ty {
        Type::Named(n) => match raw.get(n) {
            Some(Type::Opaque) | None => ty.clone(),
            Some(body) => go(body),
        },
        Type::Array { len, elem } => Type::Array {
            len: *len,
            elem: Box::new(go(elem)),
        },
        Type::Vector {
            scalable,
            len,
            elem,
        } => Type::Vector {
            scalable: *scalable,
            len: *len,
            elem: Box::new(go(elem)),
        },
        Type::Struct { packed, fields } => Type::Struct {
            packed: *packed,
            fields: fields.iter().map(go).collect(),
        },
        Type::Function {
            ret,
            params,
            varargs,
        } => Type::Function {
            ret: Box::new(go(ret)),
            params: params.iter().map(go).collect(),
            varargs: *varargs,
        },
        other => other.clone(),
    }
}

fn type_nodes(ty: &Type) -> usize {
    1 + match ty {
        Type::Array { elem, .. } | Type::Vector { elem, .. } => type_nodes(elem),
        Type::Struct { fields, .. } => fields.iter().map(type_nodes).sum(),
        Type::Function { ret, params, .. } => {
            type_nodes(ret) + params.iter().map(type_nodes).sum::<usize>()
        }
        Type::Target { types, .. } => types.iter().map(type_nodes).sum(),
        _ => 0,
    }
}

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
            let next = v.checked_mul(10).and_then(|v| {
                if neg {
                    v.checked_sub(d)
                } else {
                    v.checked_add(d)
                }
            });
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
                    return Err(self.error(
                        line,
                        col,
                        format!("unexpected character '{}'", c as char),
                    ));
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
                Err(self.error(
                    line,
                    col,
                    format!("unexpected character '{}'", shown.escape_default()),
                ))
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

/// What [`Parser::param_attrs`] keeps of a parameter's attributes.
#[derive(Default)]
struct ParamAttrs {
    names: Vec<String>,
    byref: Option<Type>,
    align: Option<u64>,
}

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
    /// Named types defined so far, their names already replaced: a later `%name` is read
    /// as its body, so the lowering never meets a name it would have to look up.
    named: HashMap<String, Type>,
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
                    format!(
                        "this bracket is never closed (file ends at line {})",
                        t.line
                    ),
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
    /// Skips parameter attributes and returns the names of the keyword ones (`noalias`,
    /// `readonly`, ...).
    fn param_attrs(&mut self) -> PResult<ParamAttrs> {
        let mut out = ParamAttrs::default();
        loop {
            match self.peek() {
                Tok::Word(w) if w == "byref" => {
                    out.names.push(w.clone());
                    self.bump();
                    self.expect(&Tok::LParen, "'(' after 'byref'")?;
                    out.byref = Some(self.ty()?);
                    self.expect(&Tok::RParen, "')' after the byref type")?;
                }
                Tok::Word(w) if w == "align" => {
                    out.names.push(w.clone());
                    self.bump();
                    if matches!(self.peek(), Tok::Int(_)) {
                        out.align = Some(self.uint("an alignment")?);
                    } else if *self.peek() == Tok::LParen {
                        self.skip_balanced()?;
                    }
                }
                Tok::Word(w) if !is_type_word(w) && !is_value_word(w) => {
                    out.names.push(w.clone());
                    self.skip_attr()?
                }
                Tok::Str(_) => self.skip_attr()?,
                _ => return Ok(out),
            }
        }
    }

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
        let ty = self.named_type_body()?;
        m.types.push((name, ty));
        Ok(())
    }

    /// `%name = type <body>` from the name on; returns the body.
    fn named_type_body(&mut self) -> PResult<Type> {
        self.bump();
        self.bump();
        self.expect_word("type")?;
        if self.eat_word("opaque") {
            return Ok(Type::Opaque);
        }
        let ret = self.ty()?;
        if *self.peek() == Tok::LParen {
            self.fn_type(ret, 0)
        } else {
            Ok(ret)
        }
    }

    /// Reads every named type's body before the module, with the names in it replaced by
    /// their bodies, so that a use reads as the body wherever it stands (printers put an
    /// outer struct before the inner ones it holds). Errors are left to the module pass.
    fn collect_named_types(&mut self) {
        let mut raw = HashMap::new();
        for j in 0..self.toks.len() {
            let t = &self.toks[j];
            let name = match &t.tok {
                Tok::LocalName(n) if t.bol => n.clone(),
                Tok::LocalId(n) if t.bol => n.to_string(),
                _ => continue,
            };
            if !matches!(self.toks.get(j + 1), Some(t) if t.tok == Tok::Eq)
                || !matches!(self.toks.get(j + 2), Some(t) if t.tok == Tok::Word("type".into()))
            {
                continue;
            }
            self.i = j;
            if let Ok(body) = self.named_type_body() {
                raw.insert(name, body);
            }
        }
        self.i = 0;
        for name in raw.keys() {
            let body = inline_names(&Type::Named(name.clone()), &raw, 0);
            if type_nodes(&body) <= MAX_INLINED_TYPE_NODES {
                self.named.insert(name.clone(), body);
            }
        }
    }

    /// A use of `%name`: its body (see `collect_named_types`); an opaque or undefined type,
    /// or one too large to copy, stays a name.
    fn named_or_body(&self, name: String) -> Type {
        match self.named.get(&name) {
            Some(body) if *body != Type::Opaque => body.clone(),
            _ => Type::Named(name),
        }
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
        // `declare !dbg !5 ...`: declarations carry their attachments up front.
        let mut meta = Vec::new();
        while let Tok::MetaName(n) = self.peek().clone() {
            self.bump();
            meta.push((n, self.meta_ref()?));
        }
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
                let ParamAttrs {
                    names: attrs,
                    byref,
                    align,
                } = self.param_attrs()?;
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
                params.push(Param {
                    ty,
                    name,
                    attrs,
                    byref,
                    align,
                });
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
            meta,
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
                        let ends = matches!(self.peek_n(1), Tok::Comma | Tok::RBrace);
                        match (&ty, self.peek().clone()) {
                            (Type::Int(bits), Tok::Int(value)) if ends => {
                                self.bump();
                                item = Some(MetaItem::Int { bits: *bits, value });
                            }
                            _ => {}
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
                self.named_or_body(n)
            }
            Tok::LocalId(n) => {
                let n = n.to_string();
                self.bump();
                self.named_or_body(n)
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
            return Ok(Value::ConstExpr(Box::new(ConstExpr::Cast {
                op,
                value,
                to,
            })));
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
            self.check_body_open()?;
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
                self.check_body_open()?;
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
                    Tok::RBrace | Tok::LabelName(_) | Tok::LabelId(_) => {
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

    /// A body that runs into the end of the file or the next function lacks its `}`.
    fn check_body_open(&self) -> PResult<()> {
        let next_entity =
            self.tok().bol && matches!(self.word(), Some("define" | "declare" | "attributes"));
        if *self.peek() == Tok::Eof || next_entity {
            return self.expected("'}' to close the function body");
        }
        Ok(())
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
                    return self
                        .expected("an icmp predicate (eq ne ugt uge ult ule sgt sge slt sle)");
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
                    return self.expected(
                        "an atomicrmw operation (xchg, add, sub, and, or, max, fadd, ...)",
                    );
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
                return Err(self.error_at(&t, format!("unsupported instruction '{w}'; {SUBSET}")));
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
            let asm_flags = self.flags(
                &["sideeffect", "alignstack", "inteldialect", "unwind"],
                false,
            );
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

#[cfg(test)]
mod tests {
    use super::super::ast::*;
    use super::*;

    // Real clang-22 output, trimmed (see each module's first comment for how it was made).
    const HIP_O2: &str = r##"; HIP -O2, gfx1200 (trimmed from clang-22 output): LDS, fences, switch, phi, atomics,
; split barrier signal/wait, fastcc helper.
source_filename = "extra.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.P = type { i32, i16, [3 x i8] }

@gp = protected addrspace(1) externally_initialized global [4 x %struct.P] zeroinitializer, align 16
@_ZZ4kernPiPfPyP1PiE2sh = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @gp to ptr)], section "llvm.metadata"

define internal fastcc noundef float @_Z3hfnfd(float noundef %0) unnamed_addr #0 {
  %2 = fcmp contract olt float %0, 1.500000e+00
  %3 = select contract i1 %2, float %0, float 3.000000e+00
  ret float %3
}

define protected amdgpu_kernel void @_Z4kernPiPfPyP1Pi(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4kernPiPfPyP1PiE2sh, i32 %5
  store i32 %5, ptr addrspace(3) %6, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  switch i32 %3, label %12 [
    i32 0, label %7
    i32 4, label %16
    i32 17, label %11
  ]
7:                                                ; preds = %4
  %8 = sub nsw i32 255, %5
  %9 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ4kernPiPfPyP1PiE2sh, i32 %8
  %10 = load i32, ptr addrspace(3) %9, align 4, !tbaa !5
  br label %16
11:                                               ; preds = %4
  br label %16
12:                                               ; preds = %4
  %13 = xor i32 %5, 1
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4kernPiPfPyP1PiE2sh, i32 %13
  %15 = load i32, ptr addrspace(3) %14, align 4, !tbaa !5
  br label %16
16:                                               ; preds = %4, %12, %11, %7
  %17 = phi i32 [ %15, %12 ], [ %10, %7 ], [ -1, %11 ], [ 9, %4 ]
  %18 = sitofp i32 %17 to float
  %19 = tail call fastcc noundef float @_Z3hfnfd(float noundef %18) #4
  %20 = fcmp contract uno float %19, 0.000000e+00
  %21 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %22 = shl i32 %21, 8
  %23 = add i32 %22, %5
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %24
  %26 = load i64, ptr addrspace(1) %25, align 8, !tbaa !9
  %27 = mul i64 %26, 6364136223846793005
  %28 = udiv i64 %27, 7
  store i64 %28, ptr addrspace(1) %25, align 8, !tbaa !9
  %29 = atomicrmw add ptr addrspace(1) %0, i32 1 monotonic, align 4, !amdgpu.no.fine.grained.memory !11, !amdgpu.no.remote.memory !11
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %31 = atomicrmw max ptr addrspace(1) %30, i32 %17 syncscope("workgroup") seq_cst, align 4, !noalias.addrspace !12, !amdgpu.no.fine.grained.memory !11
  %32 = cmpxchg ptr addrspace(1) %30, i32 0, i32 %17 acq_rel acquire, align 4
  store atomic i32 %17, ptr addrspace(1) %30 release, align 4
  %33 = select i1 %20, float 0.000000e+00, float %19
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %24
  store float %33, ptr addrspace(1) %34, align 4
  ret void
}

define protected amdgpu_kernel void @_Z5splitPi(ptr addrspace(1) noundef captures(none) %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  store i32 %2, ptr addrspace(1) %4, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  tail call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  %5 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10
8:                                                ; preds = %1
  tail call void @llvm.amdgcn.wave.barrier()
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %2)
  store i32 %9, ptr addrspace(1) %4, align 4, !tbaa !5
  br label %10
10:                                               ; preds = %1, %8
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #2
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2
declare void @llvm.amdgcn.s.barrier() #3
declare void @llvm.amdgcn.s.barrier.signal(i32 immarg) #3
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg) #3
declare void @llvm.amdgcn.wave.barrier() #3
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-workitem-id-x" "target-cpu"="gfx1200" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-workitem-id-z" "target-cpu"="gfx1200" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{}
!12 = !{i32 5, i32 6}
"##;
    const OCL_O2: &str = r##"; OpenCL C 2.0 -O2, gfx942 (trimmed from clang-22 output with -nogpulib): builtins stay
; external calls, constant table in addrspace(4), loop, printf buffer, kernel-arg metadata.
source_filename = "extra.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@table = hidden local_unnamed_addr addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4
@extra.lds = internal addrspace(3) global [64 x i32] undef, align 4

define hidden i32 @helper(i32 noundef %0, ptr addrspace(3) noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = and i32 %0, 63
  %4 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i32 %3
  %5 = load i32, ptr addrspace(3) %4, align 4, !tbaa !5
  %6 = mul nsw i32 %5, 3
  %7 = add nsw i32 %6, %0
  ret i32 %7
}

define protected amdgpu_kernel void @extra(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !reqd_work_group_size !15 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = mul nsw i32 %3, %7
  %10 = getelementptr inbounds i32, ptr addrspace(3) @extra.lds, i32 %7
  store i32 %9, ptr addrspace(3) %10, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %11 = tail call i32 @helper(i32 noundef %7, ptr addrspace(3) noundef @extra.lds) #10
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %22
13:                                               ; preds = %4, %13
  %14 = phi i32 [ %17, %13 ], [ %11, %4 ]
  %15 = phi i32 [ %19, %13 ], [ 0, %4 ]
  %16 = getelementptr inbounds nuw i32, ptr addrspace(3) @extra.lds, i32 %15
  %17 = load i32, ptr addrspace(3) %16, align 4, !tbaa !5
  %18 = icmp sgt i32 %17, 1000
  %19 = add nuw nsw i32 %15, 1
  %20 = icmp eq i32 %19, %3
  %21 = select i1 %18, i1 true, i1 %20
  br i1 %21, label %22, label %13
22:                                               ; preds = %13, %4
  %23 = phi i32 [ %11, %4 ], [ %17, %13 ]
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !16
  %26 = fcmp olt float %25, 5.000000e-01
  %27 = tail call float @llvm.fmuladd.f32(float %25, float 2.000000e+00, float 0x3F50624DE0000000)
  %28 = fneg float %25
  %29 = select i1 %26, float %27, float %28
  %30 = fpext float %29 to double
  %31 = fmul double %30, 3.250000e+00
  %32 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %8
  %33 = load i64, ptr addrspace(1) %32, align 8
  %34 = mul i64 %33, 4886718345
  %35 = fptosi double %31 to i64
  %36 = add i64 %34, %35
  %37 = ashr i64 %36, 3
  %38 = srem i64 %36, 17
  %39 = add i64 %37, %38
  store i64 %39, ptr addrspace(1) %32, align 8
  %40 = fdiv float %29, 3.000000e+00, !fpmath !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #10
  call void @_Z18work_group_barrierj(i32 noundef 3) #9
  %41 = and i64 %6, 3
  %42 = getelementptr inbounds nuw i32, ptr addrspace(4) @table, i64 %41
  %43 = load i32, ptr addrspace(4) %42, align 4, !tbaa !5
  %44 = add nsw i32 %43, %23
  %45 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  store i32 %44, ptr addrspace(1) %45, align 4, !tbaa !5
  %46 = icmp eq i32 %7, 0
  br i1 %46, label %47, label %51
47:                                               ; preds = %22
  %48 = call ptr addrspace(1) @__printf_alloc(i32 12)
  %49 = icmp eq ptr addrspace(1) %48, null
  br i1 %49, label %51, label %50
50:                                               ; preds = %47
  store i32 1, ptr addrspace(1) %48, align 4
  br label %51
51:                                               ; preds = %22, %47, %50
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #10
  ret void
}

declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #3
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #5
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #3
declare float @llvm.fmuladd.f32(float, float, float) #6
declare hidden void @_Z18work_group_barrierj(i32 noundef) local_unnamed_addr #5
declare ptr addrspace(1) @__printf_alloc(i32) local_unnamed_addr #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-workitem-id-x" "target-cpu"="gfx942" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind "uniform-work-group-size"="false" }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!3}
!llvm.printf.fmts = !{!9}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!3 = !{i32 2, i32 0}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"1:2:4:4:acc=%d x=%f\\n"}
!10 = !{i32 1, i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!15 = !{i32 64, i32 1, i32 1}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!20 = !{float 2.500000e+00}
"##;
    const HIP_O0: &str = r##"; HIP -O0, gfx942 (clang-22 output, attributes trimmed): args spilled to private allocas
; used through flat pointers, LDS through a constant addrspacecast, helpers not inlined.
; ModuleID = 'straight_line.hip'
source_filename = "straight_line.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ13straight_linePiE3buf = internal addrspace(3) global [1024 x i32] undef, align 16
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_508ad21e7e87eef2 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_508ad21e7e87eef2 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13straight_linePi(ptr addrspace(1) noundef %0) #0 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  store ptr %8, ptr %6, align 8
  %9 = call noundef i32 @_ZL5tid_xv() #4
  store i32 %9, ptr %7, align 4
  %10 = load i32, ptr %7, align 4
  %11 = mul nsw i32 %10, 3
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13straight_linePiE3buf to ptr), i64 0, i64 %13
  store i32 %11, ptr %14, align 4
  call void @_ZL11syncthreadsv() #4
  %15 = load i32, ptr %7, align 4
  %16 = add i32 %15, 1
  %17 = and i32 %16, 1023
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13straight_linePiE3buf to ptr), i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = load ptr, ptr %6, align 8
  %22 = load i32, ptr %7, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %21, i64 %23
  store i32 %20, ptr %24, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5tid_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL11syncthreadsv() #1 {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
"##;
    // The IR shown by the named-barrier patch and the async-operations spec.
    const NAMED: &str = r##"; Named barriers and async LDS operations as the AMDGPU spec texts show them (gfx1250).
target triple = "amdgcn-amd-amdhsa"

@bar = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@undef_bar = addrspace(3) global target("amdgcn.named.barrier", 0) undef
@foo = addrspace(3) global [2 x target("amdgcn.named.barrier", 0)] undef
@baz = addrspace(3) global { target("amdgcn.named.barrier", 0) } undef
@lds = internal addrspace(3) global [128 x i32] poison, align 4
@ext = external addrspace(3) global [0 x i32], align 4

declare void @llvm.amdgcn.s.barrier.signal(i32 %barrier_hw_id)
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) %barrier_ptr, i32 %member_count)
declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) %barrier_ptr, i32 %member_count)
declare void @llvm.amdgcn.s.barrier.leave(i16 %barrier_type)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) %barrier_ptr)
declare void @llvm.amdgcn.s.barrier.wait(i16 %barrier_type)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @named(ptr addrspace(1) %g, i32 %i) !reqd_work_group_size !0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %dst = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @bar, i32 4)
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @bar)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @bar, i32 7)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  %foo.i = getelementptr [2 x target("amdgcn.named.barrier", 0)], ptr addrspace(3) @foo, i32 0, i32 %i
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) %foo.i, i32 0)
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void
}

!0 = !{i32 128, i32 1, i32 1}
"##;
    // Hand-written, accepted by llvm-as-22: every instruction and constant form.
    const ALL: &str = r##"; Every supported instruction and constant form at least once (hand-written, llvm-as-22 clean).
source_filename = "all.ll"
target triple = "amdgcn-amd-amdhsa"

%struct.S = type { i32, [4 x float] }
%"quoted type" = type <{ i8, i16 }>
%opaque.T = type opaque

@g = addrspace(1) global %struct.S { i32 7, [4 x float] [float 1.000000e+00, float 0x3FF0000000000000, float -0.000000e+00, float 2.5] }, align 16
@"quoted global" = internal constant [6 x i8] c"hi\0A\\\22\00"
@vec = private unnamed_addr constant <4 x i32> <i32 1, i32 2, i32 -3, i32 4>
@spl = constant <2 x i64> splat (i64 -9)
@hp = constant { half, bfloat, double, fp128 } { half 0xH3C00, bfloat 0xR3F80, double 0x7FF8000000000000, fp128 0xL00000000000000003FFF000000000000 }
@ep = constant ptr getelementptr inbounds nuw (%struct.S, ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 0, i32 1)
@pi = constant i64 ptrtoint (ptr @vec to i64)
@ip = constant ptr inttoptr (i64 64 to ptr)
@big = constant i128 -170141183460469231731687303715884105728
@nul = constant ptr null
@0 = private constant i1 true

declare i32 @printf(ptr, ...)
declare token @llvm.experimental.convergence.entry()
declare void @sink(ptr byval(%struct.S) align 4, i32 signext)

define i32 @all(i32 %a, i32 %b, float %x, double, <4 x i32> %v, ptr addrspace(3) %p, i64) #1 {
  %t = call token @llvm.experimental.convergence.entry()
  %3 = add nuw nsw i32 %a, %b
  %4 = sub i32 %a, 5
  %5 = mul i32 %3, %4
  %6 = udiv exact i32 %5, 3
  %7 = sdiv i32 %6, -2
  %8 = urem i32 %7, 7
  %9 = srem i32 %8, 7
  %10 = shl nuw i32 %9, 1
  %11 = lshr exact i32 %10, 1
  %12 = ashr i32 %11, 2
  %13 = and i32 %12, 255
  %14 = or disjoint i32 %13, 256
  %15 = xor i32 %14, -1
  %16 = fadd fast float %x, 1.0
  %17 = fsub nnan ninf float %16, 0x3FF0000000000000
  %18 = fmul contract float %17, %x
  %19 = fdiv arcp afn float %18, 3.0
  %20 = frem reassoc nsz float %19, 2.0
  %21 = fneg float %20
  %"a b" = icmp samesign ult i32 %15, %a
  %c1 = icmp eq i32 %a, 0
  %c2 = icmp ne i32 %a, 0
  %c3 = icmp ugt i32 %a, 0
  %c4 = icmp uge i32 %a, 0
  %c5 = icmp ule i32 %a, 0
  %c6 = icmp sgt i32 %a, 0
  %c7 = icmp sge i32 %a, 0
  %c8 = icmp slt i32 %a, 0
  %c9 = icmp sle i32 %a, 0
  %f0 = fcmp false float %x, %x
  %f1 = fcmp oeq float %x, %x
  %f2 = fcmp ogt float %x, %x
  %f3 = fcmp oge float %x, %x
  %f4 = fcmp olt float %x, %x
  %f5 = fcmp ole float %x, %x
  %f6 = fcmp one float %x, %x
  %f7 = fcmp ord float %x, %x
  %f8 = fcmp fast ueq float %x, %x
  %f9 = fcmp ugt float %x, %x
  %fa = fcmp uge float %x, %x
  %fb = fcmp ult float %x, %x
  %fc = fcmp ule float %x, %x
  %fd = fcmp une float %x, %x
  %fe = fcmp uno float %x, %x
  %ff = fcmp true double %0, 1.0
  %s = select nnan i1 %"a b", float %21, float 0.0
  br i1 %c1, label %"then block", label %else

"then block":
  %k1 = trunc nuw nsw i32 %a to i8
  %k2 = zext nneg i8 %k1 to i64
  %k3 = sext i8 %k1 to i16
  %k4 = fptrunc double %0 to half
  %k5 = fpext half %k4 to double
  %k6 = fptoui float %x to i32
  %k7 = fptosi float %x to i32
  %k8 = uitofp nneg i32 %a to float
  %k9 = sitofp i32 %a to double
  %ka = ptrtoint ptr addrspace(3) %p to i32
  %kb = inttoptr i64 %k2 to ptr
  %kc = bitcast <4 x i32> %v to <2 x i64>
  %kd = addrspacecast ptr addrspace(3) %p to ptr
  %fr = freeze i32 %a
  switch i32 %fr, label %else [
    i32 0, label %else
    i32 -7, label %22
  ]

22:
  %m = alloca i32, i32 4, align 16, addrspace(5)
  %ld = load volatile i32, ptr addrspace(3) %p, align 4, !nontemporal !1
  %la = load atomic i32, ptr addrspace(3) %p syncscope("workgroup") acquire, align 4
  store volatile i32 %ld, ptr addrspace(5) %m, align 4
  store atomic volatile i32 %la, ptr addrspace(3) %p syncscope("agent") seq_cst, align 4
  %gp = getelementptr inbounds nuw [4 x i32], ptr addrspace(3) %p, i32 0, i64 %1
  %gq = getelementptr nusw %struct.S, ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 0, i32 1, i32 2
  %e = extractelement <4 x i32> %v, i32 1
  %ie = insertelement <4 x i32> %v, i32 %e, i64 0
  %sh = shufflevector <4 x i32> %ie, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %sz = shufflevector <4 x i32> %sh, <4 x i32> undef, <2 x i32> zeroinitializer
  %agg = insertvalue { i32, { float, i1 } } poison, float %x, 1, 0
  %ev = extractvalue { i32, { float, i1 } } %agg, 1, 0
  fence syncscope("workgroup") release
  fence acq_rel
  %r1 = atomicrmw volatile fadd ptr addrspace(3) %p, float 1.0 syncscope("wavefront") monotonic, align 4
  %r2 = atomicrmw xchg ptr addrspace(3) %p, i32 1 seq_cst
  %r3 = atomicrmw umin ptr addrspace(3) %p, i32 1 acquire, align 4, !amdgpu.no.remote.memory !1
  %x1 = cmpxchg weak volatile ptr addrspace(3) %p, i32 0, i32 1 syncscope("workgroup") acq_rel monotonic, align 4
  %x2 = cmpxchg ptr addrspace(3) %p, i32 0, i32 1 seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %x2, 1
  %pr = call i32 (ptr, ...) @printf(ptr @"quoted global", i32 %e, double 1.5)
  %t2 = tail call fast float @llvm.fabs.f32(float %ev) #0
  %t3 = musttail call i32 @all(i32 %a, i32 %b, float %x, double %0, <4 x i32> %v, ptr addrspace(3) %p, i64 %1) [ "convergencectrl"(token %t) ]
  ret i32 %t3

else:
  %ph = phi fast float [ %s, %2 ], [ 1.0, %"then block" ], [ 1.0, %"then block" ]
  notail call void asm sideeffect "s_nop 0", "~{memory}"() #0, !srcloc !2
  call void @sink(ptr byval(%struct.S) align 4 addrspacecast (ptr addrspace(1) @g to ptr), i32 signext 3)
  call void @llvm.dbg.value(metadata i32 %a, metadata !1, metadata !DIExpression())
  br label %last

last:
  unreachable
}

declare float @llvm.fabs.f32(float)
declare void @llvm.dbg.value(metadata, metadata, metadata)

attributes #0 = { nounwind "key"="value" alignstack=16 memory(argmem: read, inaccessiblemem: write) }
attributes #1 = { convergent }

!llvm.ident = !{!0}
!0 = !{!"test"}
!1 = !{}
!2 = distinct !{i64 12, null, !0, !{i32 1}, float 1.0}
"##;

    fn parse(text: &str) -> Module {
        match parse_module(text) {
            Ok(m) => m,
            Err(e) => panic!("parse failed: {e}"),
        }
    }

    fn func<'m>(m: &'m Module, name: &str) -> &'m Function {
        m.function(name).expect("function present")
    }

    fn insts(f: &Function) -> impl Iterator<Item = &Inst> {
        f.blocks.iter().flat_map(|b| b.insts.iter())
    }

    fn inst<'f>(f: &'f Function, result: &str) -> &'f Inst {
        insts(f)
            .find(|i| i.result.as_deref() == Some(result))
            .expect("instruction present")
    }

    fn ty(t: Type, value: Value) -> Typed {
        Typed { ty: t, value }
    }

    fn callee_name(op: &Op) -> Option<&str> {
        match op {
            Op::Call {
                callee: Callee::Global(g),
                ..
            } => Some(g),
            _ => None,
        }
    }

    fn kind(op: &Op) -> &'static str {
        match op {
            Op::Ret(_) => "ret",
            Op::Br { .. } => "br",
            Op::CondBr { .. } => "condbr",
            Op::Switch { .. } => "switch",
            Op::Unreachable => "unreachable",
            Op::Bin { .. } => "bin",
            Op::FNeg { .. } => "fneg",
            Op::ICmp { .. } => "icmp",
            Op::FCmp { .. } => "fcmp",
            Op::Select { .. } => "select",
            Op::Phi { .. } => "phi",
            Op::Cast { .. } => "cast",
            Op::Freeze(_) => "freeze",
            Op::Alloca { .. } => "alloca",
            Op::Load { .. } => "load",
            Op::Store { .. } => "store",
            Op::Gep { .. } => "gep",
            Op::ExtractElement { .. } => "extractelement",
            Op::InsertElement { .. } => "insertelement",
            Op::ShuffleVector { .. } => "shufflevector",
            Op::ExtractValue { .. } => "extractvalue",
            Op::InsertValue { .. } => "insertvalue",
            Op::Call { .. } => "call",
            Op::Fence { .. } => "fence",
            Op::AtomicRmw { .. } => "atomicrmw",
            Op::CmpXchg { .. } => "cmpxchg",
        }
    }

    #[test]
    fn hip_o2_module() {
        let m = parse(HIP_O2);
        assert_eq!(m.triple.as_deref(), Some("amdgcn-amd-amdhsa"));
        assert_eq!(m.source_filename.as_deref(), Some("extra.hip"));
        let layout = m.datalayout.as_deref().unwrap_or("");
        assert!(layout.starts_with("e-m:e-p:64:64"));
        assert_eq!(
            m.named_type("struct.P"),
            Some(&Type::Struct {
                packed: false,
                fields: vec![
                    Type::Int(32),
                    Type::Int(16),
                    Type::Array {
                        len: 3,
                        elem: Box::new(Type::Int(8))
                    }
                ]
            })
        );
        let lds = m.global("_ZZ4kernPiPfPyP1PiE2sh").expect("LDS global");
        assert_eq!(lds.addrspace, 3);
        assert_eq!(lds.linkage.as_deref(), Some("internal"));
        assert_eq!(lds.init, Some(Value::Undef));
        assert_eq!(lds.align, Some(16));
        let gp = m.global("gp").expect("gp");
        assert!(gp.externally_initialized && !gp.constant);
        assert_eq!(gp.init, Some(Value::Zero));
        let used = m.global("llvm.compiler.used").expect("used");
        assert_eq!(used.section.as_deref(), Some("llvm.metadata"));
        assert!(matches!(&used.init, Some(Value::Array(items)) if matches!(
            &items[0].value, Value::ConstExpr(c) if matches!(**c, ConstExpr::Cast { op: CastOp::AddrSpaceCast, .. }))));

        let helper = func(&m, "_Z3hfnfd");
        assert_eq!(helper.cc.as_deref(), Some("fastcc"));
        assert_eq!(helper.linkage.as_deref(), Some("internal"));
        assert_eq!(helper.ret, Type::Float);
        assert_eq!(helper.attrs, vec![0]);

        let k = func(&m, "_Z4kernPiPfPyP1Pi");
        assert_eq!(k.cc.as_deref(), Some("amdgpu_kernel"));
        let names: Vec<&str> = k.params.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["0", "1", "2", "3"]);
        assert_eq!(k.params[0].ty, Type::Ptr(1));
        let labels: Vec<&str> = k.blocks.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["4", "7", "11", "12", "16"]);
        assert_eq!(k.blocks[1].pos, Pos { line: 31, col: 1 });
        let first = &k.blocks[0].insts[0];
        assert_eq!(first.result.as_deref(), Some("5"));
        assert_eq!(first.pos, Pos { line: 20, col: 3 });
        assert_eq!(callee_name(&first.op), Some("llvm.amdgcn.workitem.id.x"));
        assert!(matches!(
            first.op,
            Op::Call {
                tail: TailKind::Tail,
                ..
            }
        ));
        let fences: Vec<&Op> = insts(k)
            .map(|i| &i.op)
            .filter(|o| kind(o) == "fence")
            .collect();
        assert_eq!(
            fences[0],
            &Op::Fence {
                scope: Some("workgroup".into()),
                ordering: Ordering::Release
            }
        );
        let sw = &k.blocks[0].insts.last().expect("terminator").op;
        assert_eq!(
            sw,
            &Op::Switch {
                value: ty(Type::Int(32), Value::Local("3".into())),
                default: "12".into(),
                cases: vec![
                    (Value::Int(0), "7".into()),
                    (Value::Int(4), "16".into()),
                    (Value::Int(17), "11".into())
                ]
            }
        );
        let Op::Phi { incoming, .. } = &inst(k, "17").op else {
            panic!("phi expected")
        };
        assert_eq!(incoming[2], (Value::Int(-1), "11".to_string()));
        assert_eq!(inst(k, "10").meta, vec![("tbaa".to_string(), 5)]);
        assert_eq!(
            inst(k, "31").op,
            Op::AtomicRmw {
                volatile: false,
                op: RmwOp::Max,
                ptr: ty(Type::Ptr(1), Value::Local("30".into())),
                value: ty(Type::Int(32), Value::Local("17".into())),
                scope: Some("workgroup".into()),
                ordering: Ordering::SeqCst,
                align: Some(4)
            }
        );
        assert_eq!(inst(k, "31").meta.len(), 2);
        assert!(matches!(
            inst(k, "32").op,
            Op::CmpXchg {
                success: Ordering::AcqRel,
                failure: Ordering::Acquire,
                ..
            }
        ));
        assert!(insts(k).any(|i| matches!(
            &i.op,
            Op::Store {
                atomic: Some(Atomic {
                    scope: None,
                    ordering: Ordering::Release
                }),
                ..
            }
        )));
        assert_eq!(
            inst(k, "27").op,
            Op::Bin {
                op: BinOp::Mul,
                flags: vec![],
                ty: Type::Int(64),
                lhs: Value::Local("26".into()),
                rhs: Value::Int(6364136223846793005)
            }
        );

        let split = func(&m, "_Z5splitPi");
        let calls: Vec<&Op> = insts(split)
            .map(|i| &i.op)
            .filter(|o| kind(o) == "call")
            .collect();
        let Op::Call { args, ret, .. } = calls[1] else {
            panic!("call expected")
        };
        assert_eq!(callee_name(calls[1]), Some("llvm.amdgcn.s.barrier.signal"));
        assert_eq!(ret, &Type::Void);
        assert_eq!(args, &vec![ty(Type::Int(32), Value::Int(-1))]);
        let Op::Call { args, .. } = calls[2] else {
            panic!("call expected")
        };
        assert_eq!(args, &vec![ty(Type::Int(16), Value::Int(-1))]);
        assert!(!calls[1].has_result() && inst(split, "5").op.has_result());

        let decl = func(&m, "llvm.amdgcn.s.barrier.signal");
        assert!(decl.is_declaration());
        assert_eq!(
            decl.params[0],
            Param {
                ty: Type::Int(32),
                name: "0".into(),
                attrs: vec!["immarg".into()],
                byref: None,
                align: None,
            }
        );
        let g1 = m.attribute_group(1).expect("#1");
        assert!(g1.contains(&("amdgpu-flat-work-group-size".into(), "1,1024".into())));
        assert!(g1.contains(&("uniform-work-group-size".into(), "true".into())));
        assert!(g1.contains(&("amdgpu-no-workitem-id-z".into(), String::new())));
        assert!(g1.contains(&("convergent".into(), String::new())));
        let g0 = m.attribute_group(0).expect("#0");
        assert!(g0.contains(&("memory".into(), "none".into())));
        assert_eq!(
            m.metadata_node(12).map(|n| &n.body),
            Some(&MetaBody::Tuple(vec![
                MetaItem::Int { bits: 32, value: 5 },
                MetaItem::Int { bits: 32, value: 6 }
            ]))
        );
        assert_eq!(
            m.metadata_node(11).map(|n| &n.body),
            Some(&MetaBody::Tuple(vec![]))
        );
        assert!(m.metadata.iter().any(|(n, node)| *n
            == MetaName::Named("llvm.module.flags".into())
            && node.body == MetaBody::Tuple(vec![MetaItem::Ref(0), MetaItem::Ref(1)])));
    }

    #[test]
    fn ocl_o2_module() {
        let m = parse(OCL_O2);
        let table = m.global("table").expect("table");
        assert!(table.constant);
        assert_eq!(table.addrspace, 4);
        assert_eq!(
            table.init,
            Some(Value::Array(
                [1, 2, 3, 5]
                    .iter()
                    .map(|&v| ty(Type::Int(32), Value::Int(v)))
                    .collect()
            ))
        );
        let k = func(&m, "extra");
        assert_eq!(k.attachment("reqd_work_group_size"), Some(15));
        assert_eq!(k.meta.len(), 3);
        assert_eq!(k.attrs, vec![1]);
        let wg = m.metadata_node(15).expect("!15");
        assert_eq!(
            wg.body,
            MetaBody::Tuple(vec![
                MetaItem::Int {
                    bits: 32,
                    value: 64
                },
                MetaItem::Int { bits: 32, value: 1 },
                MetaItem::Int { bits: 32, value: 1 }
            ])
        );
        assert_eq!(
            m.metadata_node(20).map(|n| &n.body),
            Some(&MetaBody::Tuple(vec![MetaItem::Raw(
                "float 2.500000e+00".into()
            )]))
        );
        assert_eq!(
            m.metadata_node(9).map(|n| &n.body),
            Some(&MetaBody::Tuple(vec![MetaItem::Str(
                "1:2:4:4:acc=%d x=%f\\n".into()
            )]))
        );
        assert_eq!(
            m.attribute_group(0)
                .and_then(|g| g.iter().find(|(k, _)| k == "memory")),
            Some(&("memory".into(), "argmem: read".into()))
        );
        assert!(matches!(
            inst(k, "5").op,
            Op::Alloca {
                addrspace: 5,
                align: Some(4),
                count: None,
                ..
            }
        ));
        let Op::Call { args, .. } = &inst(k, "27").op else {
            panic!("call expected")
        };
        assert_eq!(
            args[2],
            ty(
                Type::Float,
                Value::Float {
                    kind: FloatKind::Double,
                    bits: 0x3F50624DE0000000
                }
            )
        );
        assert_eq!(inst(k, "40").meta, vec![("fpmath".to_string(), 20)]);
        assert!(
            matches!(&inst(k, "21").op, Op::Select { then_value, .. } if then_value.value == Value::Int(1))
        );
        assert!(matches!(
            &inst(k, "49").op,
            Op::ICmp {
                pred: IntPred::Eq,
                rhs: Value::Null,
                ty: Type::Ptr(1),
                ..
            }
        ));
        assert!(matches!(&inst(k, "28").op, Op::FNeg { .. }));
        let labels: Vec<&str> = k.blocks.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["4", "13", "22", "47", "50", "51"]);
        let barrier = insts(k)
            .find(|i| callee_name(&i.op) == Some("_Z7barrierj"))
            .expect("barrier call");
        assert!(matches!(&barrier.op, Op::Call { attrs, .. } if attrs == &vec![9]));
    }

    #[test]
    fn hip_o0_module() {
        let m = parse(HIP_O0);
        let k = func(&m, "_Z13straight_linePi");
        assert_eq!(k.blocks[0].label, "1");
        assert_eq!(k.blocks[0].insts[0].result.as_deref(), Some("2"));
        let Op::Gep {
            flags,
            source,
            base,
            indices,
        } = &inst(k, "14").op
        else {
            panic!("gep expected")
        };
        assert_eq!(flags, &vec!["inbounds".to_string(), "nuw".to_string()]);
        assert_eq!(
            source,
            &Type::Array {
                len: 1024,
                elem: Box::new(Type::Int(32))
            }
        );
        assert_eq!(
            base.value,
            Value::ConstExpr(Box::new(ConstExpr::Cast {
                op: CastOp::AddrSpaceCast,
                value: ty(
                    Type::Ptr(3),
                    Value::Global("_ZZ13straight_linePiE3buf".into())
                ),
                to: Type::Ptr(0)
            }))
        );
        assert_eq!(indices.len(), 2);
        assert!(
            matches!(&inst(k, "9").op, Op::Call { attrs, tail: TailKind::None, .. } if attrs == &vec![4])
        );
        let tid = func(&m, "_ZL5tid_xv");
        assert_eq!(tid.blocks[0].label, "0");
        assert_eq!(tid.blocks[0].insts.len(), 4);
        let sync = func(&m, "_ZL11syncthreadsv");
        let kinds: Vec<&str> = insts(sync).map(|i| kind(&i.op)).collect();
        assert_eq!(kinds, ["fence", "call", "fence", "ret"]);
        assert_eq!(
            m.global(".str").and_then(|g| g.init.clone()),
            Some(Value::CString(b"workgroup\0".to_vec()))
        );
    }

    #[test]
    fn named_barrier_and_async_spec_snippets() {
        let m = parse(NAMED);
        let nb = Type::Target {
            name: "amdgcn.named.barrier".into(),
            types: vec![],
            ints: vec![0],
        };
        let bar = m.global("bar").expect("bar");
        assert_eq!(
            (bar.addrspace, &bar.ty, &bar.init),
            (3, &nb, &Some(Value::Poison))
        );
        assert_eq!(
            m.global("undef_bar").and_then(|g| g.init.clone()),
            Some(Value::Undef)
        );
        assert_eq!(
            m.global("foo").map(|g| &g.ty),
            Some(&Type::Array {
                len: 2,
                elem: Box::new(nb.clone())
            })
        );
        assert_eq!(
            m.global("baz").map(|g| &g.ty),
            Some(&Type::Struct {
                packed: false,
                fields: vec![nb.clone()]
            })
        );
        let ext = m.global("ext").expect("ext");
        assert_eq!((ext.init.clone(), ext.align), (None, Some(4)));
        let sv = func(&m, "llvm.amdgcn.s.barrier.signal.var");
        assert_eq!(
            sv.params[0],
            Param {
                ty: Type::Ptr(3),
                name: "barrier_ptr".into(),
                attrs: Vec::new(),
                byref: None,
                align: None,
            }
        );
        let k = func(&m, "named");
        assert_eq!(k.attachment("reqd_work_group_size"), Some(0));
        assert_eq!(k.blocks[0].label, "entry");
        let calls: Vec<(&str, &Vec<Typed>)> = insts(k)
            .filter_map(|i| match &i.op {
                Op::Call {
                    callee: Callee::Global(g),
                    args,
                    ..
                } => Some((g.as_str(), args)),
                _ => None,
            })
            .collect();
        let find = |n: &str| {
            calls
                .iter()
                .find(|(c, _)| *c == n)
                .map(|(_, a)| (*a).clone())
        };
        assert_eq!(find("llvm.amdgcn.asyncmark"), Some(vec![]));
        assert_eq!(
            find("llvm.amdgcn.wait.asyncmark"),
            Some(vec![ty(Type::Int(16), Value::Int(0))])
        );
        assert_eq!(
            find("llvm.amdgcn.s.barrier.signal.var"),
            Some(vec![
                ty(Type::Ptr(3), Value::Global("bar".into())),
                ty(Type::Int(32), Value::Int(7))
            ])
        );
        assert_eq!(
            find("llvm.amdgcn.global.load.async.to.lds.b32").map(|a| a.len()),
            Some(4)
        );
        let Op::Gep { source, base, .. } = &inst(k, "foo.i").op else {
            panic!("gep expected")
        };
        assert_eq!(
            source,
            &Type::Array {
                len: 2,
                elem: Box::new(nb)
            }
        );
        assert_eq!(base.value, Value::Global("foo".into()));
        assert_eq!(
            Type::Target {
                name: "amdgcn.named.barrier".into(),
                types: vec![Type::Int(32)],
                ints: vec![0, 1]
            }
            .to_string(),
            "target(\"amdgcn.named.barrier\", i32, 0, 1)"
        );
    }

    #[test]
    fn every_instruction_and_constant() {
        let m = parse(ALL);
        let f = func(&m, "all");
        let names: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "x", "0", "v", "p", "1"]);
        assert_eq!(f.attrs, vec![1]);
        let labels: Vec<&str> = f.blocks.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["2", "then block", "22", "else", "last"]);
        let all_kinds: std::collections::BTreeSet<&str> = insts(f).map(|i| kind(&i.op)).collect();
        assert_eq!(all_kinds.len(), 26, "{all_kinds:?}");

        let bin_ops: Vec<BinOp> = insts(f)
            .filter_map(|i| match i.op {
                Op::Bin { op, .. } => Some(op),
                _ => None,
            })
            .collect();
        assert_eq!(bin_ops.len(), 18);
        assert!(
            matches!(&inst(f, "3").op, Op::Bin { flags, .. } if flags == &vec!["nuw".to_string(), "nsw".to_string()])
        );
        assert!(
            matches!(&inst(f, "14").op, Op::Bin { op: BinOp::Or, flags, .. } if flags == &vec!["disjoint".to_string()])
        );
        assert!(
            matches!(&inst(f, "16").op, Op::Bin { op: BinOp::FAdd, flags, rhs: Value::Float { kind: FloatKind::Double, bits: 0x3FF0000000000000 }, .. } if flags == &vec!["fast".to_string()])
        );
        assert!(
            matches!(&inst(f, "a b").op, Op::ICmp { pred: IntPred::Ult, flags, .. } if flags == &vec!["samesign".to_string()])
        );
        let ipreds = insts(f).filter(|i| matches!(i.op, Op::ICmp { .. })).count();
        let fpreds: Vec<FloatPred> = insts(f)
            .filter_map(|i| match i.op {
                Op::FCmp { pred, .. } => Some(pred),
                _ => None,
            })
            .collect();
        assert_eq!(ipreds, 10);
        assert_eq!(fpreds.len(), 16);
        assert_eq!((fpreds[0], fpreds[15]), (FloatPred::False, FloatPred::True));
        let casts: Vec<CastOp> = insts(f)
            .filter_map(|i| match i.op {
                Op::Cast { op, .. } => Some(op),
                _ => None,
            })
            .collect();
        assert_eq!(casts.len(), 13);
        assert!(
            matches!(&inst(f, "k1").op, Op::Cast { op: CastOp::Trunc, flags, to: Type::Int(8), .. } if flags.len() == 2)
        );
        assert!(
            matches!(&inst(f, "k2").op, Op::Cast { flags, .. } if flags == &vec!["nneg".to_string()])
        );
        assert_eq!(
            inst(f, "fr").op,
            Op::Freeze(ty(Type::Int(32), Value::Local("a".into())))
        );
        assert!(
            matches!(&inst(f, "s").op, Op::Select { flags, .. } if flags == &vec!["nnan".to_string()])
        );
        assert!(
            matches!(&f.blocks[0].insts.last().map(|i| &i.op), Some(Op::CondBr { then_dest, .. }) if then_dest == "then block")
        );
        assert!(
            matches!(&f.blocks[1].insts.last().map(|i| &i.op), Some(Op::Switch { cases, .. }) if cases[1] == (Value::Int(-7), "22".to_string()))
        );
        assert_eq!(
            inst(f, "m").op,
            Op::Alloca {
                ty: Type::Int(32),
                count: Some(ty(Type::Int(32), Value::Int(4))),
                align: Some(16),
                addrspace: 5
            }
        );
        assert!(matches!(
            &inst(f, "ld").op,
            Op::Load {
                volatile: true,
                atomic: None,
                align: Some(4),
                ..
            }
        ));
        assert_eq!(inst(f, "ld").meta, vec![("nontemporal".to_string(), 1)]);
        assert!(
            matches!(&inst(f, "la").op, Op::Load { atomic: Some(Atomic { scope: Some(s), ordering: Ordering::Acquire }), .. } if s == "workgroup")
        );
        assert!(insts(f).any(|i| matches!(
            &i.op,
            Op::Store {
                volatile: true,
                atomic: Some(Atomic {
                    ordering: Ordering::SeqCst,
                    ..
                }),
                ..
            }
        )));
        assert!(
            matches!(&inst(f, "gq").op, Op::Gep { flags, indices, .. } if flags == &vec!["nusw".to_string()] && indices.len() == 3)
        );
        assert!(
            matches!(&inst(f, "sz").op, Op::ShuffleVector { mask, .. } if mask.value == Value::Zero)
        );
        assert!(
            matches!(&inst(f, "sh").op, Op::ShuffleVector { b, .. } if b.value == Value::Poison)
        );
        assert!(
            matches!(&inst(f, "agg").op, Op::InsertValue { indices, .. } if indices == &vec![1, 0])
        );
        assert!(matches!(&inst(f, "ie").op, Op::InsertElement { .. }));
        assert!(matches!(&inst(f, "e").op, Op::ExtractElement { .. }));
        assert!(matches!(
            &inst(f, "r1").op,
            Op::AtomicRmw {
                volatile: true,
                op: RmwOp::FAdd,
                ordering: Ordering::Monotonic,
                ..
            }
        ));
        assert!(matches!(
            &inst(f, "r2").op,
            Op::AtomicRmw {
                op: RmwOp::Xchg,
                align: None,
                scope: None,
                ..
            }
        ));
        assert!(matches!(
            &inst(f, "x1").op,
            Op::CmpXchg {
                weak: true,
                volatile: true,
                failure: Ordering::Monotonic,
                ..
            }
        ));
        let Op::Call { fn_ty, args, .. } = &inst(f, "pr").op else {
            panic!("printf call")
        };
        assert_eq!(
            fn_ty,
            &Some(Type::Function {
                ret: Box::new(Type::Int(32)),
                params: vec![Type::Ptr(0)],
                varargs: true
            })
        );
        assert_eq!(args[0].value, Value::Global("quoted global".into()));
        assert!(
            matches!(&inst(f, "t2").op, Op::Call { flags, attrs, .. } if flags == &vec!["fast".to_string()] && attrs == &vec![0])
        );
        let Op::Call { tail, bundles, .. } = &inst(f, "t3").op else {
            panic!("musttail call")
        };
        assert_eq!(*tail, TailKind::MustTail);
        assert_eq!(
            bundles,
            &vec![Bundle {
                tag: "convergencectrl".into(),
                args: vec![ty(Type::Token, Value::Local("t".into()))]
            }]
        );
        let else_block = &f.blocks[3];
        assert!(
            matches!(&else_block.insts[0].op, Op::Phi { flags, incoming, .. } if flags == &vec!["fast".to_string()] && incoming.len() == 3 && incoming[0].1 == "2")
        );
        let asm_call = &else_block.insts[1];
        assert_eq!(asm_call.meta, vec![("srcloc".to_string(), 2)]);
        assert!(
            matches!(&asm_call.op, Op::Call { tail: TailKind::NoTail, callee: Callee::Asm { flags, asm, constraints }, .. }
            if flags == &vec!["sideeffect".to_string()] && asm == "s_nop 0" && constraints == "~{memory}")
        );
        assert!(
            matches!(&else_block.insts[2].op, Op::Call { args, .. } if args[1] == ty(Type::Int(32), Value::Int(3)))
        );
        assert!(matches!(&else_block.insts[3].op, Op::Call { args, .. }
            if args[0].value == Value::Metadata("i32 %a".into()) && args[2].value == Value::Metadata("!DIExpression()".into())));
        assert_eq!(
            else_block.insts[4].op,
            Op::Br {
                dest: "last".into()
            }
        );
        assert_eq!(f.blocks[4].insts[0].op, Op::Unreachable);

        // Constants.
        let init = |n: &str| {
            m.global(n)
                .and_then(|g| g.init.clone())
                .expect("initializer")
        };
        assert_eq!(
            init("quoted global"),
            Value::CString(b"hi\n\\\"\0".to_vec())
        );
        assert_eq!(
            init("spl"),
            Value::Splat(Box::new(ty(Type::Int(64), Value::Int(-9))))
        );
        assert_eq!(init("big"), Value::Int(i128::MIN));
        assert_eq!(init("nul"), Value::Null);
        assert_eq!(init("0"), Value::Int(1));
        let Value::Struct { fields, .. } = init("hp") else {
            panic!("struct constant")
        };
        let kinds: Vec<Value> = fields.into_iter().map(|t| t.value).collect();
        assert_eq!(
            kinds,
            vec![
                Value::Float {
                    kind: FloatKind::Half,
                    bits: 0x3C00
                },
                Value::Float {
                    kind: FloatKind::BFloat,
                    bits: 0x3F80
                },
                Value::Float {
                    kind: FloatKind::Double,
                    bits: 0x7FF8000000000000
                },
                Value::Float {
                    kind: FloatKind::Quad,
                    bits: 0x3FFF000000000000
                },
            ]
        );
        let Value::ConstExpr(ep) = init("ep") else {
            panic!("gep constant")
        };
        assert!(
            matches!(&*ep, ConstExpr::Gep { flags, source: Type::Struct { fields, .. }, indices, .. }
            if flags.len() == 2 && fields.len() == 2 && indices.len() == 2)
        );
        assert!(
            matches!(init("pi"), Value::ConstExpr(c) if matches!(*c, ConstExpr::Cast { op: CastOp::PtrToInt, .. }))
        );
        assert_eq!(
            m.named_type("quoted type").map(|t| t.to_string()),
            Some("<{ i8, i16 }>".into())
        );
        assert_eq!(m.named_type("opaque.T"), Some(&Type::Opaque));
        let g0 = m.attribute_group(0).expect("#0");
        assert_eq!(
            g0,
            &[
                ("nounwind".to_string(), String::new()),
                ("key".to_string(), "value".to_string()),
                ("alignstack".to_string(), "16".to_string()),
                (
                    "memory".to_string(),
                    "argmem: read, inaccessiblemem: write".to_string()
                )
            ]
        );
        let n2 = m.metadata_node(2).expect("!2");
        assert!(n2.distinct);
        assert_eq!(
            n2.body,
            MetaBody::Tuple(vec![
                MetaItem::Int {
                    bits: 64,
                    value: 12
                },
                MetaItem::Null,
                MetaItem::Ref(0),
                MetaItem::Raw("!{i32 1}".into()),
                MetaItem::Raw("float 1.0".into())
            ])
        );
    }

    #[test]
    fn implicit_numbering_and_small_forms() {
        let m = parse(
            "declare i32 @g()\n\
             define i32 @f(i32) {\n  call i32 @g()\n  %3 = add i32 %2, %0\n  br label %5\n\
             5:\n  %x = add i32 u0xFF, s0xF\n  ret i32 %x\n  unreachable\n}\n\
             define void @h() {\n#dbg_value(i32 0, !1, !DIExpression(), !2)\n  ret void\n}\n",
        );
        let f = func(&m, "f");
        assert_eq!(f.blocks[0].label, "1");
        assert_eq!(f.blocks[0].insts[0].result.as_deref(), Some("2"));
        assert!(matches!(
            &f.blocks[1].insts[0].op,
            Op::Bin {
                lhs: Value::Int(255),
                rhs: Value::Int(-1),
                ..
            }
        ));
        // A block may follow a terminator without a label; it takes the next number.
        assert_eq!(f.blocks[2].label, "6");
        assert_eq!(func(&m, "h").blocks[0].insts.len(), 1);
        let e = parse_module(
            "define void @f() {\n  %5 = add i32 1, 2\n  %3 = add i32 1, 2\n  ret void\n}\n",
        )
        .expect_err("numbering goes back");
        assert_eq!((e.line, e.col), (3, 3));
        assert!(e.message.contains("'%6' or greater"), "{e}");
    }

    fn err(text: &str) -> (u32, u32, String) {
        match parse_module(text) {
            Ok(_) => panic!("expected an error for {text:?}"),
            Err(e) => (e.line, e.col, e.message),
        }
    }

    #[test]
    fn error_positions() {
        let (l, c, m) = err("define void @f() {\nentry:\n  %x = landingpad i32\n  ret void\n}\n");
        assert_eq!((l, c), (3, 8));
        assert_eq!(
            m,
            "unsupported instruction 'landingpad'; bverify reads the subset listed in docs/architecture.md"
        );
        let phi =
            "define i32 @f(i1 %c) {\na:\n  br label %b\nb:\n  %p = phi i32 [ 0, %a , [ 1, %b ]\n";
        let (l, c, m) = err(&format!("{phi}  ret i32 %p\n}}\n"));
        assert_eq!((l, c), (5, 24));
        assert_eq!(m, "expected ']' to close the phi incoming pair, found ','");
        let (l, c, m) = err("define void @f(i32 %a, flot %b) {\n  ret void\n}\n");
        assert_eq!((l, c, m.as_str()), (1, 24, "expected a type, found 'flot'"));
        let (l, c, m) = err("source_filename = \"k.cl\"\ntarget triple = \"amdgcn\n");
        assert_eq!((l, c, m.as_str()), (2, 17, "unterminated string constant"));
        let sw = "define void @f(i32 %v) {\nentry:\n  switch i32 %v, label %entry [\n";
        let (l, c, m) = err(&format!("{sw}    i32 0, label %entry\n  ret void\n}}\n"));
        assert_eq!(
            (l, c, m.as_str()),
            (5, 3, "expected ']' to close the switch cases, found 'ret'")
        );
        let (l, c, m) = err("@g = global [4 x i32 zeroinitializer\n");
        assert_eq!(
            (l, c, m.as_str()),
            (
                1,
                22,
                "expected ']' to close the array type, found 'zeroinitializer'"
            )
        );
        let (l, c, m) = err("define void @f() {\n  %a = add i32 1, 2\n}\n");
        assert_eq!((l, c), (3, 1));
        assert!(
            m.starts_with("block '0' does not end with a terminator"),
            "{m}"
        );
        let (l, c, m) = err("define void @f(i32* %p) {\n  ret void\n}\n");
        assert_eq!((l, c), (1, 19));
        assert!(m.contains("typed pointers"), "{m}");
        let (l, c, _) = err("define void @f() {\n  %a = va_arg ptr %x, i32\n  ret void\n}\n");
        assert_eq!((l, c), (2, 8));
        let (l, c, _) = err("@x = global ptr blockaddress(@f, %bb)\n");
        assert_eq!((l, c), (1, 17));
        let (l, c, m) = err("define void @f() {\n  store i32 1, ptr null ; ok\n  ret void ?\n}\n");
        assert_eq!((l, c, m.as_str()), (3, 12, "unexpected character '?'"));
        let e = ParseError {
            line: 3,
            col: 5,
            message: "bad".into(),
        };
        assert_eq!(e.to_string(), "3:5: bad");
    }

    #[test]
    fn nesting_is_bounded() {
        let deep_type = format!(
            "@g = global {}i32{} zeroinitializer\n",
            "[1 x ".repeat(100),
            "]".repeat(100)
        );
        assert!(err(&deep_type).2.contains("nested deeper than 64"));
        let deep_value = format!("@g = global [1 x i32] {}\n", "[i32 ".repeat(10_000));
        assert!(err(&deep_value).2.contains("nested deeper"));
        let deep_struct = format!("%T = type {}\n", "{".repeat(100_000));
        assert!(err(&deep_struct).2.contains("nested deeper"));
        let deep_meta = format!("!0 = !{{!{}}}\n", "{".repeat(100_000));
        assert!(parse_module(&deep_meta).is_err());
        let shallow = format!(
            "@g = global {}i32{} zeroinitializer\n",
            "[1 x ".repeat(20),
            "]".repeat(20)
        );
        assert!(parse_module(&shallow).is_ok());
    }

    /// Parsing must never panic: every prefix of real modules, and random byte mutations.
    #[test]
    fn no_panic_on_truncation_or_mutation() {
        for text in [HIP_O2, NAMED, ALL] {
            for n in 0..=text.len() {
                if let Some(prefix) = text.get(..n) {
                    let _ = parse_module(prefix);
                }
            }
        }
        let alphabet = b"%@!#$^\"c:=,()[]{}<>*.-+0x9aiHKLMR;\n \\|";
        let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for text in [ALL, HIP_O2, OCL_O2] {
            for _ in 0..1500 {
                let mut bytes = text.as_bytes().to_vec();
                for _ in 0..1 + next() % 4 {
                    let at = next() % bytes.len();
                    let b = alphabet[next() % alphabet.len()];
                    match next() % 3 {
                        0 => bytes[at] = b,
                        1 => bytes.insert(at, b),
                        _ => {
                            bytes.remove(at);
                        }
                    }
                }
                if let Ok(s) = String::from_utf8(bytes) {
                    let _ = parse_module(&s);
                }
            }
        }
        let _ = parse_module("\u{0}\u{ff}é!\"\u{7f}");
    }

    /// Real clang-22 outputs collected by hand (see the module docs); skipped if absent.
    #[test]
    fn parses_collected_inputs() {
        let dir =
            std::env::var("BVERIFY_LL_INPUTS").unwrap_or_else(|_| "/tmp/llparse/inputs".into());
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return;
        };
        let mut failures = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().and_then(|e| e.to_str()) != Some("ll") {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            if let Err(e) = parse_module(&text) {
                failures.push(format!("{}:{e}", path.display()));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
