//! `--svg FILE`: a swimlane picture of a finding's trace (`docs/output.md`).
//!
//! One lane per wave, one column per trace step (the global interleaving reads left to
//! right), each step a box with its source line, instruction and model operation. A barrier
//! phase that completes closes a vertical band. For a deadlock the stuck waves' lanes are
//! tinted, each gets a box saying what it waits on, and every step on the barrier they wait
//! on is outlined. Plain string building: the picture is small and its shape fixed.

use crate::check::{Finding, KernelReport};
use std::fmt::Write;

const LEFT: usize = 90;
const TOP: usize = 78;
const COL: usize = 170;
const BOX_W: usize = 160;
const LANE: usize = 58;
const BOX_H: usize = 44;
const FONT: &str = "font-family=\"monospace\"";

/// What a stuck wave waits on, read back from the `stuck` lines of a deadlock.
struct Stuck {
    wave: usize,
    object: String,
    text: String,
}

fn parse_stuck(s: &str) -> Option<Stuck> {
    // "wave 0 waits at line 23 (s_barrier_wait 1) on named barrier 1 for phase 0: 4 of 8 arrived"
    let rest = s.strip_prefix("wave ")?;
    let wave = rest.split_whitespace().next()?.parse().ok()?;
    let on = rest.find(") on ").map(|i| i + 5)?;
    let end = rest[on..].find(" for phase ")? + on;
    Some(Stuck {
        wave,
        object: rest[on..end].to_string(),
        text: rest[on..].to_string(),
    })
}

/// `(object, phase)` pairs of a step's state, e.g. `workgroup barrier (-1): expected 4 arrived
/// 1 phase 0`.
fn phases(state: &str) -> Vec<(String, u32)> {
    state
        .split("; ")
        .filter_map(|part| {
            let (obj, rest) = part.split_once(": expected ")?;
            let n = rest.rsplit_once(" phase ")?.1.trim().parse().ok()?;
            Some((obj.to_string(), n))
        })
        .collect()
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Cuts text to fit a box (monospace, about 6 px a character at size 10).
fn fit(s: &str, chars: usize) -> String {
    if s.chars().count() <= chars {
        s.to_string()
    } else {
        s.chars().take(chars.saturating_sub(1)).collect::<String>() + "…"
    }
}

/// The picture of `f`, a finding of `r`, as a standalone SVG document.
pub fn render_svg(r: &KernelReport, f: &Finding) -> String {
    let stuck: Vec<Stuck> = f.stuck.iter().filter_map(|s| parse_stuck(s)).collect();
    let mut waves: Vec<usize> = f
        .trace
        .iter()
        .map(|t| t.wave)
        .chain(stuck.iter().map(|s| s.wave))
        .collect();
    waves.sort_unstable();
    waves.dedup();
    let lane_of = |w: usize| waves.iter().position(|&x| x == w).unwrap_or(0);
    let cols = f.trace.len() + usize::from(!stuck.is_empty());
    let width = LEFT + cols.max(1) * COL + 20;
    let height = TOP + waves.len().max(1) * LANE + 40;
    let lanes_bottom = TOP + waves.len() * LANE;
    let x_of = |i: usize| LEFT + i * COL;

    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\">"
    );
    let _ = writeln!(
        s,
        "<rect x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    );
    let _ = writeln!(
        s,
        "<text x=\"10\" y=\"18\" {FONT} font-size=\"13\" font-weight=\"bold\">{}</text>",
        esc(&format!(
            "{}: {} ({}) — {}",
            r.file, r.kernel, r.target, f.kind
        ))
    );
    let _ = writeln!(
        s,
        "<text x=\"10\" y=\"34\" {FONT} font-size=\"10\">{}</text>",
        esc(&fit(&f.message, 200))
    );
    let _ = writeln!(
        s,
        "<text x=\"10\" y=\"48\" {FONT} font-size=\"10\" fill=\"#555555\">{}</text>",
        esc(&r.bounds.join("; "))
    );

    // Phase bands: a band ends after the step at which some object's phase advanced.
    let mut last: Vec<(String, u32)> = Vec::new();
    let mut cuts: Vec<(usize, String)> = Vec::new();
    for (i, t) in f.trace.iter().enumerate() {
        for (obj, n) in phases(&t.state_after) {
            match last.iter_mut().find(|(o, _)| *o == obj) {
                Some(entry) if entry.1 < n => {
                    cuts.push((i + 1, format!("{obj}: phase {} completes", entry.1)));
                    entry.1 = n;
                }
                Some(_) => {}
                None => {
                    if n > 0 {
                        cuts.push((i + 1, format!("{obj}: phase {} completes", n - 1)));
                    }
                    last.push((obj, n));
                }
            }
        }
    }
    let mut start = 0;
    for (band, end) in cuts
        .iter()
        .map(|c| c.0)
        .chain(std::iter::once(cols))
        .enumerate()
    {
        if end > start {
            let fill = if band % 2 == 0 { "#eef3fb" } else { "#f8f8f8" };
            let _ = writeln!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"/>",
                x_of(start) - 5,
                TOP - 14,
                (end - start) * COL,
                lanes_bottom - TOP + 14
            );
        }
        start = start.max(end);
    }
    for (at, label) in &cuts {
        let x = x_of(*at) - 5;
        let _ = writeln!(
            s,
            "<line x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{lanes_bottom}\" stroke=\"#3366aa\" \
             stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>",
            TOP - 14
        );
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" {FONT} font-size=\"10\" fill=\"#3366aa\" text-anchor=\"end\">{}</text>",
            x - 3,
            TOP - 3,
            esc(&fit(label, 60))
        );
    }

    // Lanes.
    for (li, &w) in waves.iter().enumerate() {
        let y = TOP + li * LANE;
        let is_stuck = stuck.iter().any(|st| st.wave == w);
        if is_stuck {
            let _ = writeln!(
                s,
                "<rect x=\"0\" y=\"{y}\" width=\"{width}\" height=\"{LANE}\" fill=\"#d62728\" \
                 fill-opacity=\"0.08\"/>"
            );
        }
        let _ = writeln!(
            s,
            "<line x1=\"0\" y1=\"{}\" x2=\"{width}\" y2=\"{}\" stroke=\"#cccccc\"/>",
            y + LANE,
            y + LANE
        );
        let _ = writeln!(
            s,
            "<text x=\"10\" y=\"{}\" {FONT} font-size=\"12\" font-weight=\"bold\"{}>wave {w}</text>",
            y + LANE / 2 + 4,
            if is_stuck { " fill=\"#d62728\"" } else { "" }
        );
    }

    // Steps.
    let last_of_wave = |w: usize| f.trace.iter().rposition(|t| t.wave == w);
    for (i, t) in f.trace.iter().enumerate() {
        let x = x_of(i);
        let y = TOP + lane_of(t.wave) * LANE + (LANE - BOX_H) / 2;
        let on_stuck_object = stuck
            .iter()
            .any(|st| t.op.contains(&st.object) || t.state_after.contains(&st.object));
        let stuck_here =
            stuck.iter().any(|st| st.wave == t.wave) && last_of_wave(t.wave) == Some(i);
        // The step at which a non-deadlock violation happens is the last one.
        let violation_here = stuck.is_empty() && i + 1 == f.trace.len();
        let (stroke, width_px) = if stuck_here || violation_here {
            ("#d62728", 2.5)
        } else if on_stuck_object {
            ("#ff7f0e", 2.0)
        } else {
            ("#555555", 1.0)
        };
        let loc = if t.line > 0 {
            format!("line {}", t.line)
        } else {
            "end of wave".to_string()
        };
        let _ = writeln!(
            s,
            "<g><title>{}</title><rect x=\"{x}\" y=\"{y}\" width=\"{BOX_W}\" height=\"{BOX_H}\" \
             rx=\"4\" fill=\"#ffffff\" stroke=\"{stroke}\" stroke-width=\"{width_px}\"/>",
            esc(&format!(
                "step {}: wave {} {loc}: {} [{}] -> {}",
                i + 1,
                t.wave,
                t.text.trim(),
                t.op,
                t.state_after
            ))
        );
        let lines = [
            format!("{}. {loc}", i + 1),
            t.text.trim().to_string(),
            if t.op.is_empty() {
                t.state_after.clone()
            } else {
                t.op.clone()
            },
        ];
        for (k, l) in lines.iter().enumerate() {
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{}\" {FONT} font-size=\"10\"{}>{}</text>",
                x + 5,
                y + 13 + k * 12,
                if k == 0 { " fill=\"#777777\"" } else { "" },
                esc(&fit(l, 26))
            );
        }
        s.push_str("</g>\n");
    }

    // What each stuck wave waits on, in the column after the trace.
    for st in &stuck {
        let x = x_of(f.trace.len());
        let y = TOP + lane_of(st.wave) * LANE + (LANE - BOX_H) / 2;
        let _ = writeln!(
            s,
            "<g><title>{}</title><rect x=\"{x}\" y=\"{y}\" width=\"{BOX_W}\" height=\"{BOX_H}\" \
             rx=\"4\" fill=\"#fde0e0\" stroke=\"#d62728\" stroke-width=\"2\"/>",
            esc(&st.text)
        );
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" {FONT} font-size=\"10\" fill=\"#d62728\" font-weight=\"bold\">STUCK</text>",
            x + 5,
            y + 13
        );
        let (obj, rest) = st.text.split_once(" for ").unwrap_or((&st.text, ""));
        for (k, l) in [obj, rest].iter().enumerate() {
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{}\" {FONT} font-size=\"10\">{}</text>",
                x + 5,
                y + 25 + k * 12,
                esc(&fit(l, 26))
            );
        }
        s.push_str("</g>\n");
    }

    let _ = writeln!(
        s,
        "<text x=\"10\" y=\"{}\" {FONT} font-size=\"10\" fill=\"#555555\">steps left to right in the order of the \
         interleaving; bands: barrier phases; red: stuck waves and the violating step; orange: \
         steps on the barrier the stuck waves wait on</text>",
        lanes_bottom + 24
    );
    s.push_str("</svg>\n");
    s
}
