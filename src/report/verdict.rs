//! The checking command: runs [`crate::check`] over files, kernels and workgroup sizes, and
//! renders verdicts as text or JSON (schema in `docs/output.md`).

use crate::check::{KernelReport, Options, Verdict, check_kernel};
use crate::cli::{CheckArgs, Format};
use crate::error::Error;
use rayon::prelude::*;
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

/// Runs the default command and returns the exit code.
pub fn run_cli(args: &CheckArgs) -> Result<i32, Error> {
    if args.files.is_empty() {
        return Err(Error::Usage(
            "no input file; try `bverify kernel.s --waves 8`".into(),
        ));
    }
    let run = || -> Vec<Result<Vec<KernelReport>, Error>> {
        args.files.par_iter().map(|f| check_file(f, args)).collect()
    };
    let per_file = match args.jobs {
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(n.max(1))
            .build()
            .map_err(|e| Error::Usage(format!("--jobs {n}: {e}")))?
            .install(run),
        None => run(),
    };
    let mut results = Vec::new();
    let mut errors = Vec::new();
    for r in per_file {
        match r {
            Ok(mut v) => results.append(&mut v),
            Err(e) => errors.push(e),
        }
    }
    let code = if !errors.is_empty() {
        2
    } else if results.iter().any(|r| r.verdict == Verdict::Violation) {
        1
    } else if results.iter().any(|r| {
        r.verdict == Verdict::Inconclusive
            || (r.verdict == Verdict::Bounded && !args.accept_bounded)
    }) {
        3
    } else {
        0
    };
    match args.format {
        Format::Json => {
            let out = Output {
                schema: "bverify-check/1",
                exit_code: code,
                results: &results,
                errors: errors.iter().map(|e| e.to_string()).collect(),
            };
            crate::report::emit(&(serde_json::to_string_pretty(&out).unwrap_or_default() + "\n"));
        }
        Format::Text => {
            for e in &errors {
                eprintln!("{e}");
            }
            if !args.quiet {
                for r in &results {
                    crate::report::emit(&render_text(r));
                }
            }
        }
    }
    Ok(code)
}

fn check_file(f: &std::path::Path, args: &CheckArgs) -> Result<Vec<KernelReport>, Error> {
    let module = crate::frontend::load(f, args.target.as_deref())?;
    let kernels: Vec<_> = match &args.kernel {
        Some(k) => vec![module.kernel(k).ok_or_else(|| {
            Error::Usage(format!(
                "{}: no kernel '{k}'; it has: {}",
                f.display(),
                module.kernel_names()
            ))
        })?],
        None => module.kernels.iter().collect(),
    };
    if kernels.is_empty() {
        return Err(Error::Usage(format!(
            "{}: no kernel (.amdhsa_kernel) in this file",
            f.display()
        )));
    }
    let mut out = Vec::new();
    for k in kernels {
        let mut last_waves = None;
        for waves in args.waves.0..=args.waves.1 {
            let launch = args.request_for(waves);
            // Metadata clamps make several requested sizes one launch; check it once.
            let resolved = crate::launch::resolve(&module, k, launch)
                .map_err(|e| Error::Usage(format!("{}: {}: {e}", f.display(), k.name)))?;
            if last_waves == Some(resolved.waves) {
                continue;
            }
            last_waves = Some(resolved.waves);
            let opts = Options {
                launch,
                bounds: args.bounds(),
                timeout_ms: args.timeout.saturating_mul(1000),
                accept_bounded: args.accept_bounded,
                allow_divergence: args.allow.iter().any(|a| a == "divergence"),
                ..Options::default()
            };
            let r = check_kernel(&module, k, &opts)
                .map_err(|e| Error::Usage(format!("{}: {}: {e}", f.display(), k.name)))?;
            out.push(r);
        }
    }
    Ok(out)
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
    for n in &r.launch.notes {
        let _ = writeln!(s, "  note: {n}");
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
            let w: Vec<String> = f
                .witness
                .iter()
                .map(|w| format!("{} = {}", w.name, w.value))
                .collect();
            let _ = writeln!(s, "    with {}", w.join(", "));
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
