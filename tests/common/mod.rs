//! Shared test helpers: the corpus manifest and a tiny lane-predicate language.
#![allow(dead_code)]

use serde::Deserialize;
use std::path::PathBuf;

#[derive(Debug, Deserialize, Clone)]
pub struct Entry {
    pub file: String,
    pub source: String,
    pub target: String,
    pub command: String,
    pub verdict: String,
    pub reason: String,
    #[serde(default)]
    pub barrier_exec: Vec<String>,
    /// Why EXEC at the barriers is symbolic here (a lane-masked loop on a loaded value), so
    /// `barrier_exec` is not checked for this entry.
    #[serde(default)]
    pub exec_symbolic: Option<String>,
    /// Why the masks at the barriers are not listed (a kernel with more paths than one
    /// exploration at the default bounds holds), so `barrier_exec` is not checked.
    #[serde(default)]
    pub exec_unchecked: Option<String>,
    /// Workgroups of at most this many threads get `safe` instead of `verdict`.
    #[serde(default)]
    pub safe_up_to_threads: Option<u32>,
    /// Workgroups of these many threads get `inconclusive` instead of `verdict`, for the
    /// reason given (a value that decides the verdict goes through an instruction bverify
    /// does not model at those sizes).
    #[serde(default)]
    pub inconclusive_at_threads: Vec<u32>,
    /// bverify gets this kernel wrong today, for this reason; the verdict test expects it to
    /// fail, and fails itself once it passes (so the entry is removed).
    #[serde(default)]
    pub known_wrong: Option<String>,
    /// Why this kernel is checked only through the command line (`tests/cli_check.rs`): a
    /// check given up at its deadline leaves Z3 busy on a thread until the process ends.
    #[serde(default)]
    pub cli_only: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Manifest {
    kernel: Vec<Entry>,
}

pub fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

pub fn manifest() -> Vec<Entry> {
    let text = std::fs::read_to_string(corpus_dir().join("manifest.toml")).unwrap();
    toml::from_str::<Manifest>(&text).unwrap().kernel
}

/// Evaluates a predicate such as `(tid & 3) > iter` over named integer variables.
pub fn eval_pred(expr: &str, vars: &[(&str, i64)]) -> i64 {
    let toks = tokenize(expr);
    let mut p = P {
        t: &toks,
        i: 0,
        vars,
    };
    let v = p.expr(0);
    assert_eq!(p.i, toks.len(), "trailing tokens in predicate '{expr}'");
    v
}

fn tokenize(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let cs: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let st = i;
            while i < cs.len() && (cs[i].is_ascii_alphanumeric() || cs[i] == '_') {
                i += 1;
            }
            out.push(cs[st..i].iter().collect());
        } else {
            let two: String = cs[i..(i + 2).min(cs.len())].iter().collect();
            if ["==", "!=", "<=", ">=", "&&", "||", "<<", ">>"].contains(&two.as_str()) {
                out.push(two);
                i += 2;
            } else {
                out.push(c.to_string());
                i += 1;
            }
        }
    }
    out
}

struct P<'a> {
    t: &'a [String],
    i: usize,
    vars: &'a [(&'a str, i64)],
}

const LEVELS: &[&[&str]] = &[
    &["||"],
    &["&&"],
    &["|"],
    &["^"],
    &["&"],
    &["==", "!="],
    &["<", "<=", ">", ">="],
    &["<<", ">>"],
    &["+", "-"],
    &["*", "/", "%"],
];

impl P<'_> {
    fn expr(&mut self, level: usize) -> i64 {
        if level == LEVELS.len() {
            return self.atom();
        }
        let mut v = self.expr(level + 1);
        while self.i < self.t.len() && LEVELS[level].contains(&self.t[self.i].as_str()) {
            let op = self.t[self.i].clone();
            self.i += 1;
            let r = self.expr(level + 1);
            v = match op.as_str() {
                "||" => ((v != 0) || (r != 0)) as i64,
                "&&" => ((v != 0) && (r != 0)) as i64,
                "|" => v | r,
                "^" => v ^ r,
                "&" => v & r,
                "==" => (v == r) as i64,
                "!=" => (v != r) as i64,
                "<" => (v < r) as i64,
                "<=" => (v <= r) as i64,
                ">" => (v > r) as i64,
                ">=" => (v >= r) as i64,
                "<<" => v << r,
                ">>" => v >> r,
                "+" => v + r,
                "-" => v - r,
                "*" => v * r,
                "/" => v / r,
                _ => v % r,
            };
        }
        v
    }
    fn atom(&mut self) -> i64 {
        let tok = self.t[self.i].clone();
        self.i += 1;
        match tok.as_str() {
            "(" => {
                let v = self.expr(0);
                assert_eq!(self.t[self.i], ")");
                self.i += 1;
                v
            }
            "!" => (self.atom() == 0) as i64,
            "true" => 1,
            "false" => 0,
            _ => tok.parse().unwrap_or_else(|_| {
                self.vars
                    .iter()
                    .find(|(n, _)| *n == tok)
                    .unwrap_or_else(|| panic!("unknown variable '{tok}'"))
                    .1
            }),
        }
    }
}

#[test]
fn predicates_evaluate() {
    assert_eq!(eval_pred("(tid & 3) > iter", &[("tid", 7), ("iter", 2)]), 1);
    assert_eq!(eval_pred("tid % 2 == 0 && tid < 32", &[("tid", 40)]), 0);
}
