//! The command line: a thin layer over the library.

use crate::check::Options;
use crate::check::files::{FileRequest, check_files};
use crate::error::Error;
use crate::explore::Bounds;
use crate::launch::LaunchRequest;
use crate::report::emit;
use crate::report::verdict::{render_json, render_text};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::IsTerminal;
use std::path::PathBuf;

const EXAMPLES: &str = "\
Examples:
  bverify kernel.s --waves 8                 check every kernel of a file at 8 waves
  bverify kernel.s --waves 1..16             every workgroup size from 1 to 16 waves
  bverify kernels/ --jobs 4                  every .s file under kernels/, 4 files at a time
  bverify kernels/ --shard 2/4 --format sarif > shard2.sarif
                                             the second of four CI shards, as SARIF
  bverify kernel.s --svg trace.svg           also draw the first violation's trace
  bverify --explain deadlock                 what a rule means and where the spec says so

Exit codes: 0 verified, 1 violation, 2 bad usage or input, 3 bounded or inconclusive
(docs/output.md).";

/// bverify: bounded verification of GPU barrier synchronization.
#[derive(Parser, Debug)]
#[command(
    name = "bverify",
    version,
    about,
    args_conflicts_with_subcommands = true,
    after_help = EXAMPLES
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub check: CheckArgs,
    #[command(flatten)]
    pub batch: BatchArgs,
}

/// Options of the checking command only: batch runs and the extra reports.
#[derive(Args, Debug, Clone)]
pub struct BatchArgs {
    /// File name endings kept when a directory is given (repeatable; default `.s`). Files
    /// named directly are checked whatever their name.
    #[arg(long = "ext", value_name = "SUFFIX")]
    pub ext: Vec<String>,
    /// Check only shard K of N (e.g. `2/4`): the sorted file list's i-th file (from 0) is in
    /// shard i % N + 1, so every file is in exactly one shard.
    #[arg(long, value_name = "K/N", value_parser = crate::batch::parse_shard)]
    pub shard: Option<(usize, usize)>,
    /// Write a swimlane picture (SVG) of the first violation's trace to FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print what a rule (a finding kind, `bounded` or `inconclusive`) means and exit.
    #[arg(long, value_name = "RULE")]
    pub explain: Option<String>,
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the parsed kernel: blocks, loops, the instructions that matter, and with
    /// `--paths` each wave's paths with the EXEC mask at every barrier.
    Parse(CheckArgs),
}

/// Output formats.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
    /// SARIF 2.1.0 for code scanning (`docs/output.md`, `docs/ci.md`).
    Sarif,
}

/// Options shared by checking and `parse`.
#[derive(Args, Debug, Clone)]
pub struct CheckArgs {
    /// Kernel files (AMDGPU assembly, or LLVM IR ending in `.ll`) or directories (every
    /// file ending in `.s` below them, see --ext); `-` reads standard input.
    pub files: Vec<PathBuf>,
    /// Waves per workgroup: `N`, or `A..B` to check every size from A to B.
    #[arg(long, default_value = "8", value_parser = parse_waves)]
    pub waves: (u32, u32),
    /// Threads per workgroup, for a partially filled last wave.
    #[arg(long)]
    pub threads: Option<u32>,
    /// Workgroup shape `X[,Y[,Z]]` in threads (e.g. `16,16` for a 2-D launch); sets the
    /// waves and threads. A `reqd_work_group_size` in the kernel's metadata wins.
    #[arg(long, value_parser = parse_workgroup, conflicts_with_all = ["waves", "threads"])]
    pub workgroup: Option<[u32; 3]>,
    /// Lanes per wave; must agree with the kernel (default: from the file).
    #[arg(long, value_parser = ["32", "64"])]
    pub wave_size: Option<String>,
    /// Times a loop whose exit depends on symbolic values is unrolled (one decided by at
    /// most 3 bits of them, as `i < (n & 7)`, is run out: up to 8 times).
    #[arg(long, default_value_t = 4)]
    pub unroll: u32,
    /// Target processor, overriding the file's `.amdgcn_target` (e.g. gfx942).
    #[arg(long)]
    pub target: Option<String>,
    /// Only this kernel of the file.
    #[arg(long)]
    pub kernel: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// More detail (lists opaque mnemonics).
    #[arg(short, long)]
    pub verbose: bool,
    /// Only errors.
    #[arg(short, long, conflicts_with = "verbose")]
    pub quiet: bool,
    /// Exit 0 for a `bounded` result (loops checked only up to --unroll); the verdict
    /// still says `bounded`. Without it a bounded result exits with 3.
    #[arg(long)]
    pub accept_bounded: bool,
    /// Kept for old scripts: a bounded result is never `verified` now (see --accept-bounded).
    #[arg(long, hide = true)]
    pub strict: bool,
    /// Seconds for the whole run (every file, kernel, size and shape); a check still
    /// running then, or not yet started, is `inconclusive` and says what was checked.
    #[arg(long, default_value_t = 60)]
    pub timeout: u32,
    /// Checks not to report: `divergence` (barrier divergence, for code that relies on
    /// the ISA rule rather than the source language's).
    #[arg(long, value_parser = ["divergence"])]
    pub allow: Vec<String>,
    /// `parse`: also explore every wave and print its paths with the EXEC mask at each barrier.
    #[arg(long)]
    pub paths: bool,
    /// Files checked in parallel (default: one per core).
    #[arg(long)]
    pub jobs: Option<usize>,
}

fn parse_waves(s: &str) -> Result<(u32, u32), String> {
    let num = |t: &str| {
        t.trim()
            .parse::<u32>()
            .map_err(|_| format!("'{t}' is not a number of waves; use N or A..B"))
    };
    let (lo, hi) = match s.split_once("..") {
        Some((a, b)) => (num(a)?, num(b.trim_start_matches('='))?),
        None => (num(s)?, num(s)?),
    };
    if lo == 0 || lo > hi {
        return Err(format!("'{s}': need 1 <= A <= B"));
    }
    Ok((lo, hi))
}

fn parse_workgroup(s: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = s.split([',', 'x']).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!(
            "'{s}': use X, X,Y or X,Y,Z (threads per dimension)"
        ));
    }
    let mut d = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        d[i] = match p.trim().parse::<u32>() {
            Ok(v) if v > 0 => v,
            _ => {
                return Err(format!(
                    "'{p}' is not a positive number of threads in '{s}'"
                ));
            }
        };
    }
    Ok(d)
}

impl CheckArgs {
    fn request(&self) -> LaunchRequest {
        LaunchRequest {
            waves: self.waves.0,
            threads: self.threads,
            dims: self.workgroup,
            wave_size: self.wave_size.as_deref().and_then(|s| s.parse().ok()),
        }
    }
    /// Exploration bounds from the flags.
    pub fn bounds(&self) -> Bounds {
        Bounds {
            unroll: self.unroll,
            ..Bounds::default()
        }
    }
}

fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("RUST_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    // Colour only on a terminal: CI logs and files get plain text.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(crate::batch::color_allowed())
        .try_init();
}

/// Runs the CLI and returns the process exit code.
pub fn main() -> i32 {
    init_tracing();
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    let result = match &cli.command {
        Some(Command::Parse(args)) => parse_cmd(args),
        None => match &cli.batch.explain {
            Some(rule) => explain(rule),
            None => run_check(&cli.check, &cli.batch),
        },
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{e}");
            e.exit_code()
        }
    }
}

/// `--explain RULE`.
fn explain(rule: &str) -> Result<i32, Error> {
    let text = crate::report::rules::explain(rule).map_err(Error::Usage)?;
    emit(&text);
    Ok(0)
}

/// The default command: check the files, print the verdicts, return the exit code.
fn run_check(args: &CheckArgs, batch: &BatchArgs) -> Result<i32, Error> {
    if args.files.is_empty() {
        return Err(Error::Usage(
            "no input file; try `bverify kernel.s --waves 8`".into(),
        ));
    }
    let started = std::time::Instant::now();
    let exts = if batch.ext.is_empty() {
        vec![".s".to_string()]
    } else {
        batch.ext.clone()
    };
    let mut files = crate::batch::expand_inputs(&args.files, &exts)?;
    if let Some(sh) = batch.shard {
        files = crate::batch::shard(files, sh);
        if files.is_empty() && !args.quiet {
            eprintln!("shard {}/{}: no file in this shard", sh.0, sh.1);
        }
    }
    // A summary is worth its lines only when more than one thing was asked for.
    let is_batch =
        files.len() > 1 || batch.shard.is_some() || args.files.iter().any(|f| f.is_dir());
    let req = FileRequest {
        target: args.target.clone(),
        kernel: args.kernel.clone(),
        waves: args.waves,
        threads: args.threads,
        dims: args.workgroup,
        wave_size: args.wave_size.as_deref().and_then(|s| s.parse().ok()),
        options: Options {
            bounds: args.bounds(),
            timeout_ms: args.timeout.saturating_mul(1000),
            accept_bounded: args.accept_bounded,
            allow_divergence: args.allow.iter().any(|a| a == "divergence"),
            ..Options::default()
        },
    };
    let progress = !args.quiet && files.len() > 1 && std::io::stderr().is_terminal();
    let run = if progress {
        crate::batch::check_batch(&files, &req, args.jobs, true)?
    } else {
        check_files(&files, &req, args.jobs)?
    };
    let code = run.exit_code(args.accept_bounded);
    match args.format {
        Format::Json => emit(&render_json(&run.results, &run.errors, code)),
        Format::Sarif => emit(&crate::report::sarif::render_sarif(
            &run.results,
            &run.errors,
            code,
        )),
        Format::Text => {
            for e in &run.errors {
                eprintln!("{e}");
            }
            if !args.quiet {
                for r in &run.results {
                    emit(&render_text(r));
                }
                if is_batch {
                    eprint!(
                        "{}",
                        crate::batch::summary(
                            &run,
                            files.len(),
                            started.elapsed(),
                            crate::batch::color_allowed()
                        )
                    );
                }
            }
        }
    }
    if let Some(path) = &batch.svg {
        write_svg(path, &run.results, args.quiet)?;
    }
    Ok(code)
}

/// Writes the picture of the first finding that has a trace; without one nothing is written
/// and stderr says so (a file left from an earlier run is not touched).
fn write_svg(
    path: &std::path::Path,
    results: &[crate::check::KernelReport],
    quiet: bool,
) -> Result<(), Error> {
    let first = results
        .iter()
        .flat_map(|r| r.findings.iter().map(move |f| (r, f)))
        .find(|(_, f)| !f.trace.is_empty());
    match first {
        Some((r, f)) => {
            std::fs::write(path, crate::report::svg::render_svg(r, f)).map_err(|source| Error::Io {
                file: path.to_path_buf(),
                source,
            })
        }
        None => {
            if !quiet {
                eprintln!("{}: not written: no violation with a trace", path.display());
            }
            Ok(())
        }
    }
}

fn parse_cmd(args: &CheckArgs) -> Result<i32, Error> {
    if args.files.is_empty() {
        return Err(Error::Usage(
            "no input file; try `bverify parse kernel.s`".into(),
        ));
    }
    if args.format == Format::Sarif {
        return Err(Error::Usage(
            "`parse` prints text or JSON; SARIF is for checking".into(),
        ));
    }
    let mut dumps = Vec::new();
    for f in &args.files {
        let module = crate::frontend::load(f, args.target.as_deref())?;
        let d = crate::report::dump::dump_module(
            &module,
            args.kernel.as_deref(),
            args.request(),
            &args.bounds(),
            args.paths,
        )
        .map_err(Error::Usage)?;
        dumps.push(d);
    }
    match args.format {
        // Rejected before loading anything (above).
        Format::Sarif => {}
        Format::Json => {
            let v = if dumps.len() == 1 {
                serde_json::to_string_pretty(&dumps[0])
            } else {
                serde_json::to_string_pretty(&dumps)
            };
            crate::report::emit(&(v.unwrap_or_default() + "\n"));
        }
        Format::Text => {
            for d in &dumps {
                crate::report::emit(&crate::report::dump::render_text(d, args.verbose));
            }
        }
    }
    Ok(0)
}
