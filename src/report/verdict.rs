//! Verdicts as text or JSON (schema in `docs/output.md`).

use crate::check::{KernelReport, Verdict};
use crate::error::Error;
use serde::Serialize;
use std::collections::BTreeMap;
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

/// A memory input's name split as `memory[(BASE + OFFSET)] KIND`: the base's text, the
/// byte offset and the kind, for printing words of one object in a row as a range.
fn memory_word(name: &str) -> Option<(&str, u64, &str)> {
    let rest = name.strip_prefix("memory[")?;
    let close = rest.rfind(']')?;
    let (addr, kind) = (&rest[..close], &rest[close + 1..]);
    let parse = |k: &str| match k.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => k.parse().ok(),
    };
    let balanced = |x: &str| {
        let mut depth = 0i32;
        x.chars().all(|c| {
            depth += match c {
                '(' => 1,
                ')' => -1,
                _ => 0,
            };
            depth >= 0
        }) && depth == 0
    };
    if let Some((base, k)) = addr
        .strip_prefix('(')
        .and_then(|a| a.strip_suffix(')'))
        .and_then(|a| a.rsplit_once(" + "))
        && let Some(k) = parse(k)
        && balanced(base)
    {
        return Some((base, k, kind));
    }
    Some((addr, 0, kind))
}

/// The memory words of a witness, dword by dword in a row of one base and kind with one
/// value, as ranges (`memory[(p + 0..60 step 4)] = 7`); other inputs as they are, in order.
fn memory_ranges(witness: &[crate::check::Witness]) -> Vec<crate::check::Witness> {
    let mut words: BTreeMap<(&str, &str), Vec<(u64, &crate::check::Witness)>> = BTreeMap::new();
    let mut out = Vec::new();
    let mut at = None;
    for w in witness {
        match memory_word(&w.name) {
            Some((base, off, kind)) => {
                at.get_or_insert(out.len());
                words.entry((base, kind)).or_default().push((off, w));
            }
            None => out.push(w.clone()),
        }
    }
    let mut ranges = Vec::new();
    for ((base, kind), mut offs) in words {
        offs.sort_by_key(|&(o, _)| o);
        let mut i = 0;
        while i < offs.len() {
            let (first, w) = offs[i];
            let mut j = i + 1;
            while offs
                .get(j)
                .is_some_and(|&(o, x)| x.value == w.value && o == first + 4 * (j - i) as u64)
            {
                j += 1;
            }
            if j - i > 2 {
                let last = offs[j - 1].0;
                ranges.push(crate::check::Witness {
                    name: format!("memory[({base} + {first}..{last} step 4)]{kind}"),
                    value: w.value,
                });
                i = j;
            } else {
                ranges.push(w.clone());
                i += 1;
            }
        }
    }
    let at = at.unwrap_or(out.len());
    out.splice(at..at, ranges);
    out
}

/// A finding's witness as `name = value, ...`.
pub(crate) fn witness_list(f: &crate::check::Finding) -> String {
    // Inputs numbered in a row with one value (a load's lanes, say) print as one range; the
    // JSON report keeps every input.
    let numbered = |name: &str| -> Option<(String, u64)> {
        let (stem, n) = name.rsplit_once('#')?;
        Some((stem.to_string(), n.parse().ok()?))
    };
    let witness = memory_ranges(&f.witness);
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < witness.len() {
        let w = &witness[i];
        let mut j = i + 1;
        if let Some((stem, n)) = numbered(&w.name) {
            while witness.get(j).is_some_and(|x| {
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

#[cfg(test)]
mod tests {
    use super::memory_ranges;
    use crate::check::Witness;

    fn w(name: &str, value: u64) -> Witness {
        Witness {
            name: name.to_string(),
            value,
        }
    }

    #[test]
    fn memory_words_in_a_row_print_as_a_range() {
        let kind = " (memory between barriers, after barrier 1)";
        let mut witness = vec![w("arg@0x8", 1)];
        // Sorted as text, as the check lists them: 0, 12, 4, 8, then 16 with another value.
        for (off, v) in [(0, 7), (12, 7), (4, 7), (8, 7), (16, 0)] {
            let addr = if off == 0 {
                "p".to_string()
            } else {
                format!("(p + {off})")
            };
            witness.push(w(&format!("memory[{addr}]{kind}"), v));
        }
        witness.push(w("workgroup_id.x", 3));
        let names: Vec<(String, u64)> = memory_ranges(&witness)
            .into_iter()
            .map(|x| (x.name, x.value))
            .collect();
        assert_eq!(
            names,
            vec![
                ("arg@0x8".to_string(), 1),
                (format!("memory[(p + 0..12 step 4)]{kind}"), 7),
                (format!("memory[(p + 16)]{kind}"), 0),
                ("workgroup_id.x".to_string(), 3),
            ]
        );
    }

    #[test]
    fn words_of_other_objects_or_kinds_stay_apart() {
        let witness = vec![
            w("memory[0x0] (dispatch memory)", 1),
            w("memory[(0x0 + 4)] (dispatch memory)", 1),
            w("memory[(q + 8)] (dispatch memory)", 1),
            w(
                "memory[(0x0 + 8)] (memory between barriers, after barrier 1)",
                1,
            ),
        ];
        let names: Vec<String> = memory_ranges(&witness)
            .into_iter()
            .map(|x| x.name)
            .collect();
        assert_eq!(names.len(), 4, "{names:?}");
    }
}
