//! SARIF 2.1.0 output (`--format sarif`) for code-scanning systems (`docs/output.md`).
//!
//! One result per finding, `ruleId` = the finding's `kind`, located at the kernel file's
//! source line, the trace as a `codeFlow` with one `threadFlow` per wave. `bounded` and
//! `inconclusive` results are `note`-level results of the rules of those names, so a CI
//! system never mistakes them for a clean pass. Nothing here depends on time or on the
//! order threads finished in: the same results give the same bytes.

use super::rules::{RULES, Rule, rule};
use crate::check::{Finding, KernelReport, Verdict};
use crate::error::Error;
use crate::model::interp::TraceStep;
use serde_json::{Value, json};

/// The SARIF log of a run.
pub fn render_sarif(results: &[KernelReport], errors: &[Error], exit_code: i32) -> String {
    let mut out = Vec::new();
    for r in results {
        for f in &r.findings {
            out.push(finding_result(r, f));
        }
        match r.verdict {
            Verdict::Bounded | Verdict::Inconclusive => out.push(undecided_result(r)),
            Verdict::Verified | Verdict::Violation => {}
        }
    }
    let notifications: Vec<Value> = errors
        .iter()
        .map(|e| json!({ "level": "error", "message": { "text": e.to_string() } }))
        .collect();
    let log = json!({
        "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": driver() },
            "invocations": [{
                // A violation is a successful run of the tool; a file it could not check is not.
                "executionSuccessful": errors.is_empty(),
                "exitCode": exit_code,
                "toolExecutionNotifications": notifications,
            }],
            "columnKind": "utf16CodeUnits",
            "results": out,
        }],
    });
    serde_json::to_string_pretty(&log).unwrap_or_default() + "\n"
}

fn driver() -> Value {
    let rules: Vec<Value> = RULES.iter().map(rule_descriptor).collect();
    json!({
        "name": "bverify",
        "version": env!("CARGO_PKG_VERSION"),
        "semanticVersion": env!("CARGO_PKG_VERSION"),
        "rules": rules,
    })
}

fn rule_descriptor(r: &Rule) -> Value {
    json!({
        "id": r.id,
        "name": pascal(r.id),
        "shortDescription": { "text": r.short },
        "fullDescription": { "text": r.long },
        "help": { "text": format!("{}\n\nSpec: {}\n\nMore: bverify --explain {}", r.long, r.source, r.id) },
        "defaultConfiguration": { "level": r.level },
    })
}

/// `barrier-divergence` → `BarrierDivergence` (SARIF rule names are identifiers).
fn pascal(id: &str) -> String {
    id.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn rule_index(id: &str) -> Option<usize> {
    RULES.iter().position(|r| r.id == id)
}

/// Which kernel at which size a result is about; results of one file differ by this.
fn subject(r: &KernelReport) -> String {
    format!(
        "kernel `{}` ({}, {})",
        r.kernel,
        r.target,
        r.bounds.first().map(String::as_str).unwrap_or("")
    )
}

fn finding_result(r: &KernelReport, f: &Finding) -> Value {
    let mut text = format!("{}: {}", subject(r), f.message);
    if !f.witness.is_empty() {
        text += &format!(" (with {})", super::verdict::witness_list(f));
    }
    for s in &f.stuck {
        text += &format!("; stuck: {s}");
    }
    let mut res = json!({
        "ruleId": f.kind,
        "level": rule(&f.kind).map(|r| r.level).unwrap_or("error"),
        "message": { "text": text },
        "locations": [location(&r.file, primary_line(f), None)],
        "properties": properties(r),
    });
    if let Some(i) = rule_index(&f.kind) {
        res["ruleIndex"] = json!(i);
    }
    if !f.trace.is_empty() {
        res["codeFlows"] = json!([code_flow(r, f)]);
    }
    let p = &mut res["properties"];
    p["witness"] = json!(f.witness);
    p["stuck"] = json!(f.stuck);
    res
}

/// The line a finding is reported at: the barrier the lanes skip for divergence (the first
/// step), otherwise the last step, where the violation happens (the stuck wait, the second
/// arrive, the unordered access).
fn primary_line(f: &Finding) -> Option<u32> {
    let mut lines = f.trace.iter().map(|t| t.line).filter(|&l| l > 0);
    if f.kind == "barrier-divergence" {
        lines.next()
    } else {
        lines.next_back()
    }
}

/// A `bounded` or `inconclusive` result: one note carrying every reason, at the first loop or
/// line a reason names (`file:line: ...`), else at the file.
fn undecided_result(r: &KernelReport) -> Value {
    let id = match r.verdict {
        Verdict::Bounded => "bounded",
        _ => "inconclusive",
    };
    let prefix = format!("{}:", r.file);
    let line = r.reasons.iter().find_map(|s| {
        let rest = s.strip_prefix(&prefix)?;
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        digits.parse::<u32>().ok().filter(|&l| l > 0)
    });
    let reasons = if r.reasons.is_empty() {
        "no reason recorded".to_string()
    } else {
        r.reasons.join("; ")
    };
    json!({
        "ruleId": id,
        "ruleIndex": rule_index(id),
        "level": "note",
        "message": { "text": format!("{}: {id}: {reasons}", subject(r)) },
        "locations": [location(&r.file, line, None)],
        "properties": properties(r),
    })
}

fn properties(r: &KernelReport) -> Value {
    json!({
        "kernel": r.kernel,
        "target": r.target,
        "verdict": r.verdict,
        "launch": r.launch,
        "bounds": r.bounds,
        "reasons": r.reasons,
        "assumptions": r.assumptions,
    })
}

fn location(file: &str, line: Option<u32>, message: Option<String>) -> Value {
    let mut phys = json!({ "artifactLocation": { "uri": file_uri(file) } });
    if let Some(l) = line.filter(|&l| l > 0) {
        phys["region"] = json!({ "startLine": l });
    }
    let mut loc = json!({ "physicalLocation": phys });
    if let Some(m) = message {
        loc["message"] = json!({ "text": m });
    }
    loc
}

/// The trace as one thread flow per wave (in wave order); `executionOrder` keeps the global
/// interleaving, which a viewer needs to replay the steps across waves.
fn code_flow(r: &KernelReport, f: &Finding) -> Value {
    let mut waves: Vec<usize> = f.trace.iter().map(|t| t.wave).collect();
    waves.sort_unstable();
    waves.dedup();
    let flows: Vec<Value> = waves
        .iter()
        .map(|&w| {
            let locs: Vec<Value> = f
                .trace
                .iter()
                .enumerate()
                .filter(|(_, t)| t.wave == w)
                .map(|(i, t)| {
                    json!({
                        "location": location(&r.file, Some(t.line), Some(step_text(t))),
                        "executionOrder": i + 1,
                    })
                })
                .collect();
            json!({ "id": format!("wave {w}"), "message": { "text": format!("wave {w}") }, "locations": locs })
        })
        .collect();
    json!({ "message": { "text": format!("{}: {}", f.kind, f.message) }, "threadFlows": flows })
}

fn step_text(t: &TraceStep) -> String {
    let mut s = if t.line > 0 {
        t.text.trim().to_string()
    } else {
        format!("(end of wave) {}", t.text.trim())
    };
    if !t.op.is_empty() {
        s += &format!(" [{}]", t.op);
    }
    if !t.state_after.is_empty() {
        s += &format!(" -> {}", t.state_after);
    }
    s
}

/// A file path as a SARIF URI reference: relative paths stay relative (code scanning resolves
/// them against the checkout), absolute ones become `file://` URIs; reserved characters are
/// percent-encoded.
pub fn file_uri(path: &str) -> String {
    let p = path.replace('\\', "/");
    let mut out = String::new();
    if p.starts_with('/') {
        out.push_str("file://");
    }
    for b in p.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}
