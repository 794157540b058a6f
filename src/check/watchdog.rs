//! A hard bound on one check's time: the check runs on a thread of its own, and a check
//! that runs past its deadline by more than [`grace`] is given up as `inconclusive`.
//!
//! Z3 does not look at its timer, nor at `Z3_interrupt`, while it turns some assertions
//! into circuits: floating-point conditions in 256 lanes kept one `push` busy for 13 s of a
//! 1 s `--timeout`, and a new solver given 30 s took 222 s. Nothing stops Z3 there, so the
//! thread is left to finish on its own and its result is dropped; `main` leaves with
//! `_exit`, which does not wait for it.

use super::{KernelReport, Options, Verdict};
use crate::kernel::{Kernel, Module};
use std::sync::Arc;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

/// Stack of a checking thread: Z3 recurses deeply on the terms of large kernels, so 64 MiB
/// (address space; only what is touched is memory), not the 2 MiB of a spawned thread.
pub(crate) const STACK: usize = 64 << 20;

/// How long after its deadline a check that has not returned is given up.
pub fn grace(timeout_ms: u32) -> Duration {
    Duration::from_millis(1000 + u64::from(timeout_ms) / 20)
}

/// Checks `kernel` for one workgroup size ([`super::check_kernel_within`]), giving up with
/// an `inconclusive` report when the check runs more than [`grace`] past its deadline
/// (`opts.deadline`, or `opts.timeout_ms` from now).
pub fn check_kernel(
    module: &Module,
    kernel: &Kernel,
    opts: &Options,
) -> Result<KernelReport, String> {
    check_shared(Arc::new(module.clone()), kernel, opts)
}

/// [`check_kernel`] on a module already shared.
pub fn check_shared(
    module: Arc<Module>,
    kernel: &Kernel,
    opts: &Options,
) -> Result<KernelReport, String> {
    let own = Instant::now() + Duration::from_millis(u64::from(opts.timeout_ms));
    let deadline = opts.deadline.map_or(own, |d| d.min(own));
    let opts = Options {
        deadline: Some(deadline),
        ..opts.clone()
    };
    let (tx, rx) = std::sync::mpsc::channel();
    let (m, k, o) = (Arc::clone(&module), kernel.clone(), opts.clone());
    let spawned = std::thread::Builder::new()
        .name(format!("check {}", kernel.name))
        .stack_size(STACK)
        .spawn(move || {
            let _ = tx.send(super::check_kernel_within(&m, &k, &o));
        });
    if spawned.is_err() {
        return super::check_kernel_within(&module, kernel, &opts);
    }
    // A check that starts after the deadline ends at once, but it still gets the grace.
    let now = Instant::now();
    let wait = (deadline.max(now) + grace(opts.timeout_ms)).saturating_duration_since(now);
    match rx.recv_timeout(wait) {
        Ok(r) => r,
        Err(RecvTimeoutError::Disconnected) => Err(
            "internal error: the check stopped without a result (see the message above); please report it"
                .into(),
        ),
        Err(RecvTimeoutError::Timeout) => {
            tracing::warn!(kernel = %kernel.name, "check left behind past its deadline");
            let launch = crate::launch::resolve(&module, kernel, opts.launch)?;
            let mut report = KernelReport::begin(&module, kernel, &launch);
            report.verdict = Verdict::Inconclusive;
            let why = format!(
                "the check did not stop at --timeout ({} s): the solver was still busy {:.1} s \
                 later and was left behind, so nothing of this size is proven; a larger \
                 --timeout or fewer waves may decide it",
                opts.timeout_ms / 1000,
                grace(opts.timeout_ms).as_secs_f64()
            );
            report.inconclusive_reasons.push(why.clone());
            report.reasons.push(why);
            Ok(report)
        }
    }
}
