//! Checking files: every kernel of each file at every requested size, files in parallel,
//! results in input order, and the exit code they add up to.

use super::{KernelReport, Options, Verdict, watchdog};
use crate::error::Error;
use crate::kernel::Module;
use crate::launch::LaunchRequest;
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What to check in a set of files (the command line, without its syntax).
#[derive(Clone, Debug)]
pub struct FileRequest {
    /// Target processor overriding the file's `.amdgcn_target`.
    pub target: Option<String>,
    /// Only this kernel.
    pub kernel: Option<String>,
    /// Every workgroup size from `waves.0` to `waves.1` waves.
    pub waves: (u32, u32),
    pub threads: Option<u32>,
    pub wave_size: Option<u32>,
    /// An explicit workgroup shape; then `waves` is not used.
    pub dims: Option<[u32; 3]>,
    /// Everything else, as for one check (`launch` is set per size).
    pub options: Options,
}

/// All results, and the files that could not be checked.
pub struct FileResults {
    pub results: Vec<KernelReport>,
    pub errors: Vec<Error>,
}

impl FileResults {
    /// 2 if a file failed, 1 for a violation, 3 for an inconclusive (or, unless accepted, a
    /// bounded) result, else 0 (`docs/output.md`).
    pub fn exit_code(&self, accept_bounded: bool) -> i32 {
        let any = |v: Verdict| self.results.iter().any(|r| r.verdict == v);
        if !self.errors.is_empty() {
            2
        } else if any(Verdict::Violation) {
            1
        } else if any(Verdict::Inconclusive) || (any(Verdict::Bounded) && !accept_bounded) {
            3
        } else {
            0
        }
    }
}

/// Checks `files` on `jobs` threads (default: one per core).
pub fn check_files(
    files: &[PathBuf],
    req: &FileRequest,
    jobs: Option<usize>,
) -> Result<FileResults, Error> {
    check_files_with(files, req, jobs, &|| {})
}

/// [`check_files`], calling `done` after each file (from the worker thread).
pub fn check_files_with(
    files: &[PathBuf],
    req: &FileRequest,
    jobs: Option<usize>,
    done: &(dyn Fn() + Sync),
) -> Result<FileResults, Error> {
    let req = &with_deadline(req);
    let run = || -> Vec<Result<FileResults, Error>> {
        files
            .par_iter()
            .map(|f| {
                let r = check_file_until(f, req);
                done();
                r
            })
            .collect()
    };
    let mut pool = rayon::ThreadPoolBuilder::new().stack_size(watchdog::STACK);
    if let Some(n) = jobs {
        pool = pool.num_threads(n.max(1));
    }
    let per_file = pool
        .build()
        .map_err(|e| Error::Usage(format!("--jobs: {e}")))?
        .install(run);
    let mut out = FileResults {
        results: Vec::new(),
        errors: Vec::new(),
    };
    for r in per_file {
        match r {
            Ok(mut v) => {
                out.results.append(&mut v.results);
                out.errors.append(&mut v.errors);
            }
            Err(e) => out.errors.push(e),
        }
    }
    Ok(out)
}

/// `req` with the run's deadline set, if it has none: `--timeout` from now.
fn with_deadline(req: &FileRequest) -> FileRequest {
    let mut req = req.clone();
    let timeout = std::time::Duration::from_millis(u64::from(req.options.timeout_ms));
    req.options.deadline = req
        .options
        .deadline
        .or_else(|| Some(std::time::Instant::now() + timeout));
    req
}

/// Checks every selected kernel of one file at every requested size, all within
/// `--timeout` from now (or the request's deadline).
pub fn check_file(f: &Path, req: &FileRequest) -> Result<FileResults, Error> {
    check_file_until(f, &with_deadline(req))
}

/// [`check_file`] with the run's deadline already in `req`.
fn check_file_until(f: &Path, req: &FileRequest) -> Result<FileResults, Error> {
    let module = Arc::new(crate::frontend::load(f, req.target.as_deref())?);
    let kernels: Vec<usize> = match &req.kernel {
        Some(k) => vec![
            module
                .kernels
                .iter()
                .position(|x| x.name == *k)
                .ok_or_else(|| {
                    Error::Usage(format!(
                        "{}: no kernel '{k}'; it has: {}",
                        f.display(),
                        module.kernel_names()
                    ))
                })?,
        ],
        None => (0..module.kernels.len()).collect(),
    };
    if kernels.is_empty() {
        return Err(Error::Usage(format!(
            "{}: no kernel (.amdhsa_kernel) in this file",
            f.display()
        )));
    }
    let mut out = FileResults {
        results: Vec::new(),
        errors: Vec::new(),
    };
    for k in kernels {
        // One kernel that cannot be checked does not hide the others' results.
        if let Err(e) = check_sizes(&module, k, req, &mut out.results) {
            out.errors.push(Error::Usage(format!(
                "{}: {}: {e}",
                f.display(),
                module.kernels[k].name
            )));
        }
    }
    Ok(out)
}

/// Checks `kernel` at every requested size, and at every common shape of that size when it
/// reads y/z workitem ids without fixing its shape.
fn check_sizes(
    module: &Arc<Module>,
    k: usize,
    req: &FileRequest,
    out: &mut Vec<KernelReport>,
) -> Result<(), String> {
    let kernel = &module.kernels[k];
    let mut last = None;
    let sizes = match req.dims {
        Some(_) => req.waves.0..=req.waves.0,
        None => req.waves.0..=req.waves.1,
    };
    for waves in sizes {
        let launch = LaunchRequest {
            waves,
            threads: req.threads,
            wave_size: req.wave_size,
            dims: req.dims,
        };
        // Metadata clamps make several requested sizes one launch; check it once.
        let resolved = crate::launch::resolve(module, kernel, launch)?;
        if last == Some(resolved.threads) {
            continue;
        }
        last = Some(resolved.threads);
        let shapes = match req.dims {
            None => crate::launch::shapes_to_check(kernel, &resolved),
            Some(_) => vec![None],
        };
        for (i, dims) in shapes.iter().enumerate() {
            let opts = Options {
                launch: LaunchRequest {
                    dims: dims.or(launch.dims),
                    ..launch
                },
                ..req.options.clone()
            };
            let mut report = watchdog::check_shared(Arc::clone(module), kernel, &opts)?;
            // The shapes are bverify's guesses, not the user's request: one replayed
            // violation decides the run's verdict (it outranks every other result), so the
            // remaining guesses would only spend the time budget.
            let rest: Vec<String> = shapes[i + 1..]
                .iter()
                .flatten()
                .map(|[x, y, z]| format!("{x}x{y}x{z}"))
                .collect();
            let stop = report.verdict == Verdict::Violation && !rest.is_empty();
            if stop {
                report.bounds.push(format!(
                    "shapes {} were not checked: this shape already shows a violation",
                    rest.join(", ")
                ));
            }
            out.push(report);
            if stop {
                break;
            }
        }
    }
    Ok(())
}
