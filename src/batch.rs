//! Batch runs: directories expanded to kernel files, `--shard K/N`, a progress bar on a
//! terminal, and the summary table (`docs/output.md`, "Batch runs").
//!
//! Checking itself is `check::files::check_file`, per file on rayon; results are gathered in
//! input order whatever the number of threads, as `check::files::check_files` does.

use crate::check::Verdict;
use crate::check::files::{FileRequest, FileResults, check_files_with};
use crate::error::Error;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The files named by the arguments: files as given (whatever their extension), directories
/// recursively, keeping files whose name ends in one of `exts` (each directory's files in
/// sorted path order, so the list does not depend on the file system's order).
pub fn expand_inputs(args: &[PathBuf], exts: &[String]) -> Result<Vec<PathBuf>, Error> {
    let mut out = Vec::new();
    for a in args {
        if a.as_os_str() != "-" && a.is_dir() {
            let mut found = Vec::new();
            walk(a, exts, &mut found)?;
            if found.is_empty() {
                return Err(Error::Usage(format!(
                    "{}: no file ending in {} in this directory",
                    a.display(),
                    exts.join(" or ")
                )));
            }
            found.sort();
            out.extend(found);
        } else {
            out.push(a.clone());
        }
    }
    Ok(out)
}

fn walk(dir: &Path, exts: &[String], out: &mut Vec<PathBuf>) -> Result<(), Error> {
    let io = |source| Error::Io {
        file: dir.to_path_buf(),
        source,
    };
    for entry in std::fs::read_dir(dir).map_err(io)? {
        let path = entry.map_err(io)?.path();
        // Symbolic links to directories are not followed: a link cycle must not hang a CI job.
        let meta = std::fs::symlink_metadata(&path).map_err(|source| Error::Io {
            file: path.clone(),
            source,
        })?;
        if meta.is_dir() {
            walk(&path, exts, out)?;
        } else if path.is_file() {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy())
                .unwrap_or_default();
            if exts.iter().any(|e| name.ends_with(e.as_str())) {
                out.push(path);
            }
        }
    }
    Ok(())
}

/// Parses `--shard K/N` (1 <= K <= N).
pub fn parse_shard(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("'{s}': use K/N with 1 <= K <= N (e.g. --shard 2/4)");
    let (k, n) = s.split_once('/').ok_or_else(bad)?;
    let k: usize = k.trim().parse().map_err(|_| bad())?;
    let n: usize = n.trim().parse().map_err(|_| bad())?;
    if k == 0 || n == 0 || k > n {
        return Err(bad());
    }
    Ok((k, n))
}

/// The files of shard `k` of `n`: the distinct paths are sorted, the i-th (from 0) belongs to
/// shard `i % n + 1`. Every file is in exactly one shard, the shards differ in size by at most
/// one, and the kept files stay in input order. Every machine must be given the same list.
pub fn shard(files: Vec<PathBuf>, (k, n): (usize, usize)) -> Vec<PathBuf> {
    let mut sorted: Vec<&PathBuf> = files.iter().collect();
    sorted.sort();
    sorted.dedup();
    let keep: std::collections::HashSet<&PathBuf> = sorted
        .into_iter()
        .enumerate()
        .filter(|(i, _)| i % n == k - 1)
        .map(|(_, p)| p)
        .collect();
    files.iter().filter(|f| keep.contains(f)).cloned().collect()
}

/// Checks `files` on `jobs` threads with a progress bar on stderr when `progress`; results in
/// input order.
pub fn check_batch(
    files: &[PathBuf],
    req: &FileRequest,
    jobs: Option<usize>,
    progress: bool,
) -> Result<FileResults, Error> {
    let bar = if progress {
        let b = indicatif::ProgressBar::with_draw_target(
            Some(files.len() as u64),
            indicatif::ProgressDrawTarget::stderr(),
        );
        let template = if color_allowed() {
            "{spinner} [{elapsed_precise}] {bar:30.cyan/blue} {pos}/{len} files"
        } else {
            "{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} files"
        };
        if let Ok(style) = indicatif::ProgressStyle::with_template(template) {
            b.set_style(style);
        }
        Some(b)
    } else {
        None
    };
    let out = check_files_with(files, req, jobs, &|| {
        if let Some(b) = &bar {
            b.inc(1);
        }
    });
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    out
}

/// Whether stderr may be colored: a terminal, and `NO_COLOR` unset or empty (no-color.org).
pub fn color_allowed() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The summary table printed on stderr after a batch: result counts per verdict, errors, the
/// number of files and the total time. Never on stdout, so stdout does not depend on time.
pub fn summary(run: &FileResults, files: usize, elapsed: Duration, color: bool) -> String {
    let count = |v: Verdict| run.results.iter().filter(|r| r.verdict == v).count();
    let rows = [
        ("verified", count(Verdict::Verified), "32"),
        ("violation", count(Verdict::Violation), "31"),
        ("bounded", count(Verdict::Bounded), "33"),
        ("inconclusive", count(Verdict::Inconclusive), "33"),
        ("error", run.errors.len(), "31"),
    ];
    let mut s = format!(
        "summary: {files} file{}, {} result{} in {:.1} s\n",
        if files == 1 { "" } else { "s" },
        run.results.len(),
        if run.results.len() == 1 { "" } else { "s" },
        elapsed.as_secs_f64()
    );
    for (name, n, code) in rows {
        let cell = format!("{name:<13}{n:>6}");
        if color && n > 0 && name != "verified" {
            s += &format!("  \x1b[{code}m{cell}\x1b[0m\n");
        } else {
            s += &format!("  {cell}\n");
        }
    }
    s
}
