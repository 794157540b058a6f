//! Verdicts as text or JSON (schema in `docs/output.md`).

use crate::check::{KernelReport, Verdict};
use crate::error::Error;
use serde::Serialize;
use std::fmt::Write;

/// The JSON document: stable; fields are only ever added.
#[derive(Serialize)]
pub struct Output<'a> {
    /// `bverify-check/1`.
    pub schema: &'static str,
    pub exit_code: i32,
    pub results: &'a [KernelReport],
    pub errors: Vec<String>,
}

/// The JSON document of a run (`docs/output.md`).
pub fn render_json(results: &[KernelReport], errors: &[Error], exit_code: i32) -> String {
    let out = Output {
        schema: "bverify-check/1",
        exit_code,
        results,
        errors: errors.iter().map(|e| e.to_string()).collect(),
    };
    serde_json::to_string_pretty(&out).unwrap_or_default() + "\n"
}

fn wave_list(waves: &[usize]) -> String {
    match waves {
        [w] => format!("wave {w}"),
        [a, .., b] if b - a + 1 == waves.len() => format!("waves {a}-{b}"),
        _ => format!(
            "waves {}",
            waves
                .iter()
                .map(|w| w.to_string())
                .collect::<Vec<_>>()
                .join(",")
        ),
    }
}

/// A finding's witness as `name = value, ...`.
pub(crate) fn witness_list(f: &crate::check::Finding) -> String {
    // Inputs numbered in a row with one value (a load's lanes, say) print as one range; the
    // JSON report keeps every input.
    let numbered = |name: &str| -> Option<(String, u64)> {
        let (stem, n) = name.rsplit_once('#')?;
        Some((stem.to_string(), n.parse().ok()?))
    };
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < f.witness.len() {
        let w = &f.witness[i];
        let mut j = i + 1;
        if let Some((stem, n)) = numbered(&w.name) {
            while f.witness.get(j).is_some_and(|x| {
                x.value == w.value && numbered(&x.name) == Some((stem.clone(), n + (j - i) as u64))
            }) {
                j += 1;
            }
            if j - i > 2 {
                out.push(format!(
                    "{stem}#{n}..#{} = {}",
                    n + (j - i - 1) as u64,
                    w.value
                ));
                i = j;
                continue;
            }
        }
        out.push(format!("{} = {}", w.name, w.value));
        i += 1;
    }
    out.join(", ")
}

/// Human-readable report of one check.
pub fn render_text(r: &KernelReport) -> String {
    let mut s = String::new();
    let v = match r.verdict {
        Verdict::Verified => "verified",
        Verdict::Violation => "VIOLATION",
        Verdict::Bounded => "bounded",
        Verdict::Inconclusive => "inconclusive",
    };
    let _ = writeln!(s, "{}: {} ({}): {v}", r.file, r.kernel, r.target);
    let _ = writeln!(s, "  bounds: {}", r.bounds.join("; "));
    for n in r.launch.notes.iter().filter(|n| !r.assumptions.contains(n)) {
        let _ = writeln!(s, "  note: {n}");
    }
    for a in &r.assumptions {
        let _ = writeln!(s, "  assumes: {a}");
    }
    for reason in &r.reasons {
        let _ = writeln!(
            s,
            "  {}: {reason}",
            match r.verdict {
                Verdict::Inconclusive => "inconclusive",
                Verdict::Bounded => "bounded",
                _ => "limit",
            }
        );
    }
    for f in &r.findings {
        let _ = writeln!(s, "  {}: {}", f.kind, f.message);
        if !f.witness.is_empty() {
            let _ = writeln!(s, "    with {}", witness_list(f));
        }
        if !f.trace.is_empty() {
            let _ = writeln!(s, "    trace:");
        }
        // Consecutive identical steps of different waves are one line: symmetric waves.
        let mut i = 0;
        while i < f.trace.len() {
            let t = &f.trace[i];
            let mut waves = vec![t.wave];
            let mut j = i + 1;
            while j < f.trace.len()
                && f.trace[j].line == t.line
                && f.trace[j].op == t.op
                && f.trace[j].text == t.text
                && !waves.contains(&f.trace[j].wave)
                && !f.trace[j].state_after.starts_with("undefined")
            {
                waves.push(f.trace[j].wave);
                j += 1;
            }
            let last = &f.trace[j - 1];
            let loc = if t.line > 0 {
                format!("{}:{}", r.file, t.line)
            } else {
                "(end)".into()
            };
            let _ = write!(
                s,
                "      {:<10} {loc}  {}",
                wave_list(&waves),
                t.text.trim()
            );
            if !t.op.is_empty() {
                let _ = write!(s, "  [{}]", t.op);
            }
            if !last.state_after.is_empty() {
                let _ = write!(s, "  -> {}", last.state_after);
            }
            s.push('\n');
            i = j;
        }
        for st in &f.stuck {
            let _ = writeln!(s, "    stuck: {st}");
        }
    }
    s
}
