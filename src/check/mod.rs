//! The questions bverify answers about a kernel, and the verdict.
//!
//! For one kernel and one workgroup size: explore every wave ([`crate::explore`]); let Z3
//! pick feasible combinations of wave paths, one *scenario* per distinct barrier behaviour
//! (paths with the same lowered operations are one scenario); for each, check barrier
//! divergence ([`divergence`]) and the model questions ([`model`]); every violation is
//! confirmed on the reference interpreter or by concrete evaluation before it is reported.

mod alike;
pub mod asyncs;
pub mod divergence;
pub mod files;
mod isfirst;
pub mod loops;
pub mod model;
mod phase_reads;
mod prefix;
pub mod watchdog;

use crate::eval::{Input, Term};
use crate::explore::{Bounds, ClassSplit, PathEnd, WaveExploration, WavePath, explore_wave_class};
use crate::kernel::{Kernel, Module};
use crate::launch::{Launch, LaunchRequest};
use crate::model::interp::TraceStep;
use crate::model::{BarrierObject, ModelConfig, Operation, lower};
use crate::smt::oneshot;
use crate::smt::terms::Terms;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use z3::ast::Bool;
use z3::{SatResult, Solver};

/// How to check.
#[derive(Clone, Debug)]
pub struct Options {
    pub launch: LaunchRequest,
    pub bounds: Bounds,
    /// The whole run (`--timeout`): every check of every kernel, size and shape ends by
    /// then ([`Options::deadline`]); past it the verdict is `inconclusive`, with what was
    /// checked so far.
    pub timeout_ms: u32,
    /// When the run that this check is part of ends: its start plus `timeout_ms`, set by
    /// [`files::check_files`]. `None`: this check alone gets `timeout_ms`.
    pub deadline: Option<std::time::Instant>,
    /// Report a `bounded` result with exit code 0 (the verdict still says `bounded`).
    pub accept_bounded: bool,
    /// Do not report barrier divergence.
    pub allow_divergence: bool,
    /// Distinct barrier behaviours (scenarios) checked before giving up.
    pub max_scenarios: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            launch: LaunchRequest {
                waves: 8,
                threads: None,
                dims: None,
                wave_size: None,
            },
            bounds: Bounds::default(),
            timeout_ms: 60_000,
            deadline: None,
            accept_bounded: false,
            allow_divergence: false,
            max_scenarios: 1024,
        }
    }
}

/// The verdict of one check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    Verified,
    Violation,
    /// No violation on the paths checked, but some path needed more loop iterations
    /// (`--unroll`) than allowed: proven only up to that bound, never called verified.
    Bounded,
    Inconclusive,
}

impl Verdict {
    /// Process exit code (0 verified, 1 violation, 3 bounded or inconclusive).
    pub fn exit_code(self) -> i32 {
        match self {
            Verdict::Verified => 0,
            Verdict::Violation => 1,
            Verdict::Bounded | Verdict::Inconclusive => 3,
        }
    }
}

/// One problem found, confirmed before it is reported.
#[derive(Clone, Debug, Serialize)]
pub struct Finding {
    /// `deadlock`, `barrier-divergence`, or a model violation kind.
    pub kind: String,
    pub message: String,
    /// Per step: wave, line, instruction, barrier state after.
    pub trace: Vec<TraceStep>,
    /// Deadlock: what each blocked wave waits for.
    pub stuck: Vec<String>,
    /// Kernel argument values that lead here.
    pub witness: Vec<Witness>,
    /// The waves whose paths alone make the finding, and for each how many of its events
    /// (`None`: the whole path); `None` when it rests on every wave's whole path. A value
    /// bverify made up after that point cannot have made it.
    #[serde(skip)]
    pub rests_on: Option<Vec<(usize, Option<usize>)>>,
}

/// A kernel argument value of a counterexample.
#[derive(Clone, Debug, Serialize)]
pub struct Witness {
    pub name: String,
    pub value: u64,
}

/// The result for one kernel at one workgroup size.
#[derive(Clone, Debug, Serialize)]
pub struct KernelReport {
    pub file: String,
    pub kernel: String,
    pub target: String,
    pub launch: Launch,
    pub verdict: Verdict,
    pub findings: Vec<Finding>,
    /// What the verdict covers: waves, loop bounds.
    pub bounds: Vec<String>,
    /// Why the result is inconclusive, or what limits it (schema 1 name; the same list as
    /// `inconclusive_reasons`).
    pub reasons: Vec<String>,
    /// Why the result is not `verified` or `violation`, or what limits it.
    pub inconclusive_reasons: Vec<String>,
    /// What the verdict takes for granted about the launch and memory.
    pub assumptions: Vec<String>,
    /// Distinct barrier behaviours checked.
    pub scenarios: usize,
    /// Why reads between barriers, read as shared under
    /// [`crate::kernel::KernelMeta::prove_phase_reads`], are not proven shared.
    #[serde(skip)]
    pub(crate) phase_reads_unproven: Option<phase_reads::Unproven>,
}

impl KernelReport {
    /// A verified report with the launch's size as its bound and the launch's assumptions.
    pub fn begin(module: &Module, kernel: &Kernel, launch: &Launch) -> KernelReport {
        let mut report = KernelReport::empty(module, kernel, launch);
        report.bounds = vec![match launch.dims {
            [x, 1, 1] if x == launch.threads => format!(
                "{} waves of {} lanes ({} threads)",
                launch.waves, launch.wave_size, launch.threads
            ),
            [x, y, z] => format!(
                "{} waves of {} lanes ({} threads as {x}x{y}x{z})",
                launch.waves, launch.wave_size, launch.threads
            ),
        }];
        report.assumptions = launch
            .notes
            .iter()
            .filter(|n| n.contains("assumes"))
            .cloned()
            .collect();
        report
    }

    /// A verified report with nothing in it yet.
    pub fn empty(module: &Module, kernel: &Kernel, launch: &Launch) -> KernelReport {
        KernelReport {
            file: module.file.display().to_string(),
            kernel: kernel.name.clone(),
            target: module.target.name.clone(),
            launch: launch.clone(),
            verdict: Verdict::Verified,
            findings: Vec::new(),
            bounds: Vec::new(),
            reasons: Vec::new(),
            inconclusive_reasons: Vec::new(),
            assumptions: Vec::new(),
            scenarios: 0,
            phase_reads_unproven: None,
        }
    }
}

/// Model configuration of the module's target for `waves` waves.
pub fn model_config(module: &Module, waves: u32) -> ModelConfig {
    let h = &module.family.header;
    if h.split_barrier {
        ModelConfig::gfx12(waves, h.named_barriers)
    } else {
        ModelConfig::gfx6_11(waves)
    }
}

/// Names a kernel-argument input after the metadata's argument list.
fn arg_name(kernel: &Kernel, offset: u32) -> String {
    for a in &kernel.meta.args {
        if offset >= a.offset && offset < a.offset + a.size.max(4) {
            let name = a
                .name
                .clone()
                .unwrap_or_else(|| format!("arg@{:#x}", a.offset));
            return if a.size > 4 {
                format!("{name}.dword{}", (offset - a.offset) / 4)
            } else {
                name
            };
        }
    }
    format!("kernarg[{offset:#x}]")
}

fn conj(terms: &mut Terms, cond: &[Term]) -> Bool {
    let parts: Vec<Bool> = cond.iter().map(|c| terms.bool(c)).collect();
    Bool::and(&parts)
}

pub use watchdog::check_kernel;

/// Checks `kernel` for one workgroup size on this thread, for as long as Z3 takes: it may
/// run past the deadline ([`watchdog`]).
pub fn check_kernel_within(
    module: &Module,
    kernel: &Kernel,
    opts: &Options,
) -> Result<KernelReport, String> {
    if kernel.meta.syncs_only_at_barriers && kernel.meta.atomics_marked {
        return check_kernel_as(module, kernel, opts);
    }
    // Where reads between barriers are shared only if no other wave writes them in the
    // phase (`phase_reads`), check with that reading first; when it is not proven, check
    // again without it. Both runs share the deadline.
    let own =
        std::time::Instant::now() + std::time::Duration::from_millis(u64::from(opts.timeout_ms));
    let opts = Options {
        deadline: Some(opts.deadline.map_or(own, |d| d.min(own))),
        ..opts.clone()
    };
    let mut proving = kernel.clone();
    proving.meta.prove_phase_reads = true;
    let shared = check_kernel_as(module, &proving, &opts)?;
    let Some(unproven) = &shared.phase_reads_unproven else {
        let endless = |r: &String| r.contains(STEP_LIMIT);
        if shared.verdict == Verdict::Inconclusive
            && shared.assumptions.iter().any(|a| a.contains(PHASE_READS))
            && shared.inconclusive_reasons.iter().any(endless)
        {
            // One value per phase can turn a spin-wait into a concrete endless loop, which no
            // bound ends; reading each load afresh, the loop is cut at the bound. Either
            // reading is sound, so a decided result of the second is kept, but not a
            // violation: it may need reads to differ, which the proof rules out.
            let fresh = check_kernel_as(module, kernel, &opts)?;
            if matches!(fresh.verdict, Verdict::Verified | Verdict::Bounded) {
                return Ok(fresh);
            }
        }
        return Ok(shared);
    };
    tracing::info!(
        why = unproven.reason,
        "reads between barriers not proven shared; checking again without"
    );
    let mut report = check_kernel_as(module, kernel, &opts)?;
    let needs_meeting =
        shared.verdict != Verdict::Violation && report.verdict == Verdict::Violation;
    if needs_meeting && !unproven.shown {
        // The violation needs waves to read different values between two barriers, and
        // the search for a write that could make them differ gave up: such a witness
        // replays only in the model where each wave reads its own value, which may not be
        // a run of the kernel. Reporting it would risk a false alarm.
        report.findings.clear();
        report.verdict = Verdict::Inconclusive;
        let why = format!(
            "a violation needs waves to read different values between two barriers, and \
             whether a write can make them differ was not decided: {}",
            unproven.reason
        );
        report.inconclusive_reasons.push(why.clone());
        report.reasons.push(why);
    } else if needs_meeting && !unproven.plain_looking {
        // Say which write makes the waves' reads differ: the witness shows only the values.
        for f in &mut report.findings {
            f.message.push_str(&format!(
                "; the waves read different values between two barriers: {}",
                unproven.reason
            ));
        }
    } else if needs_meeting {
        // The violation needs waves to read different values between two barriers, so a
        // write between their reads, and only a store that looks plain can be it: one
        // that races with the reads (undefined, not a behaviour to report) unless it is a
        // workgroup-scope atomic store, which looks the same on this target.
        report.findings.clear();
        report.verdict = Verdict::Inconclusive;
        let why = format!(
            "a violation needs waves to read different values between two barriers: {}; on \
             {} a workgroup-scope atomic store looks like a plain one, so whether it may is \
             not in the assembly (check the LLVM IR, where atomics are marked)",
            unproven.reason, module.target.name
        );
        report.inconclusive_reasons.push(why.clone());
        report.reasons.push(why);
    }
    Ok(report)
}

/// [`check_kernel`] with the kernel's reading of memory as it is.
fn check_kernel_as(
    module: &Module,
    kernel: &Kernel,
    opts: &Options,
) -> Result<KernelReport, String> {
    let launch = crate::launch::resolve(module, kernel, opts.launch)?;
    let _span = tracing::info_span!("check", kernel = %kernel.name, waves = launch.waves).entered();
    PATHS.with(|p| *p.borrow_mut() = None);
    let t0 = std::time::Instant::now();
    let mut report = KernelReport::begin(module, kernel, &launch);
    let own = t0 + std::time::Duration::from_millis(u64::from(opts.timeout_ms));
    let deadline = opts.deadline.map_or(own, |d| d.min(own));
    let bounds = Bounds {
        deadline: Some(deadline),
        ..opts.bounds.clone()
    };
    // Per wave, the lanes of the launch (EXEC at the kernel entry).
    let entry: Vec<u64> = (0..launch.waves).map(|w| launch.shape(w).lanes()).collect();
    // Loops whose trip depends on inputs are first tried for every trip count
    // (`check::loops`); one symbolic trip of each is enough to find them.
    let probe_bounds = Bounds {
        unroll: bounds.unroll.min(1),
        narrow_unroll: 0,
        ..bounds.clone()
    };
    let probe_start = std::time::Instant::now();
    let probe_work_start = crate::effort::done();
    let watch = (!opts.allow_divergence).then_some(entry.as_slice());
    let class_first = ClassFirst {
        opts,
        bounds: &probe_bounds,
        entry: &entry,
        watch,
        deadline,
    };
    let (probe, early) = match class_first.probe(module, kernel, &launch, &report)? {
        Probed::Found(found) => return Ok(*found),
        Probed::Explored(probe, early) => (probe, early),
    };
    if let Some((wave, finding)) = early {
        note_assumptions(&mut report, &probe, deadline);
        let cut = if cut_headers(&probe).is_empty() {
            ""
        } else {
            " (loops whose trip depends on inputs run once)"
        };
        report.bounds.push(format!(
            "found in wave {wave}'s paths alone{cut}; later waves were not explored"
        ));
        report.findings.push(finding);
        annotate_divergence(&mut report, module);
        report.verdict = Verdict::Violation;
        return Ok(report);
    }
    let probe_time = probe_start.elapsed();
    let probe_work = crate::effort::done() - probe_work_start;
    tracing::debug!(
        elapsed_ms = probe_time.as_millis() as u64,
        work = probe_work,
        "probe explored"
    );
    let symbolic = cut_headers(&probe);
    // Why the loops were not proven for every trip count, shown with a bounded result.
    let mut unproven: Option<String> = None;
    let explored = if symbolic.is_empty() {
        // No loop ran two symbolic trips: the bound made no difference.
        probe
    } else {
        // Most bugs show within one trip: the probe's paths are checked first, and a
        // violation there is reported as found at that bound.
        let mut first = report.clone();
        let one = Options {
            bounds: probe_bounds.clone(),
            ..opts.clone()
        };
        let outcome = check_scenarios(
            module,
            kernel,
            &one,
            (&probe, &entry),
            deadline,
            &mut first,
            &BTreeSet::new(),
        )?;
        if !first.findings.is_empty() {
            note_assumptions(&mut first, &probe, deadline);
            settle(&mut first, module, &one, outcome);
            return Ok(first);
        }
        // A possible violation the probe could not report (it depends on values bverify
        // does not model) stays a doubt after a loop proof: the summarised kernel need not
        // meet the same unmodelled values, so its silence does not settle it.
        let doubts: Vec<String> = outcome
            .inconclusive
            .iter()
            .filter(|r| r.starts_with(UNMODELLED_DOUBT))
            .cloned()
            .collect();
        // Two ways on, each given a small budget first (a few probes' work):
        // the loop proof, and an exploration at the full bound, which needs no proof when
        // it finishes with no path cut. The proof goes first: on a loop with a long
        // constant trip and an input-dependent branch inside (oracle seed 240), running the
        // loop out again cost 1.6 s where the proof took 0.1 s. A proof that takes
        // something for granted about barrier-free loops waits for the exploration, which
        // needs no assumption.
        // The budgets are work ([`crate::effort`]), so that the way chosen, and with it the
        // result, is the same on every run; an eighth of the time left caps them too, which
        // binds only where the probe alone took that long.
        let small = |probes: u64| Budget {
            until: std::time::Instant::now()
                + deadline.saturating_duration_since(std::time::Instant::now()) / 8,
            work: Some(crate::effort::done() + (probe_work * probes).max(MIN_WORK)),
        };
        let prove = |budget: Budget| {
            crate::effort::within(budget.work, || {
                loops::prove(module, kernel, opts, (&launch, &entry), &symbolic, budget)
            })
        };
        let quick_start = crate::effort::done();
        let quick_budget = small(QUICK_PROBES);
        let quick = prove(quick_budget)?;
        let quick_ran_out = quick.is_err() && quick_budget.spent();
        let quick_took = crate::effort::done() - quick_start;
        let proven = |report: &mut KernelReport, proof: loops::Proof| {
            note_assumptions(report, &proof.explored, deadline);
            report.assumptions.extend(proof.assumption);
            report.bounds.push(proof.line);
            report.scenarios = proof.scenarios;
            decide(report, module, opts, &BTreeSet::new(), doubts.clone());
            tracing::info!(
                elapsed_ms = t0.elapsed().as_millis() as u64,
                probe_work,
                work = crate::effort::done() - quick_start,
                "loops proven"
            );
        };
        let quick = match quick {
            Ok(proof) if proof.assumption.is_none() => {
                proven(&mut report, proof);
                return Ok(report);
            }
            other => other,
        };
        // Loops cut only on few-valued decisions (`i < (a & 7)`) are run out at the full
        // bound, which ends every path: their exploration is given 8 probes rather than 2.
        // A proof would need their values shared by every wave and often fails on them
        // after many rounds (oracle seed 312: 0.9 s failing, 0.15 s or 5 probes exploring).
        let narrowed = bounds.narrow_unroll > bounds.unroll;
        let narrow_only = narrowed
            && probe
                .iter()
                .flat_map(|e| &e.paths)
                .all(|p| !matches!(p.end, PathEnd::UnrollLimit { narrow: false, .. }));
        let budget = small(if narrow_only { 16 } else { 4 });
        let full = explore_all(
            module,
            kernel,
            &launch,
            &Bounds {
                deadline: Some(budget.until),
                work_limit: budget.work,
                ..bounds.clone()
            },
            budget.until,
        );
        let complete = full.iter().all(|e| !e.timed_out && !e.truncated);
        // Few-valued loops in a row run out multiply the paths, and the scenarios to check
        // with them (red-team kernel k78: 8 x 8 x 4 trips, 1,024 paths against the probe's
        // 160, 12 s of scenarios where the proof takes 0.3 s): then a proof that ran out of
        // its first budget gets its second try before the paths are checked.
        let paths =
            |x: &[crate::explore::WaveExploration]| x.iter().map(|e| e.paths.len()).sum::<usize>();
        let multiplied = paths(&full) > 4 * paths(&probe);
        if complete && cut_headers(&full).is_empty() && !(multiplied && quick_ran_out) {
            tracing::debug!("every loop stops within the bound");
            full
        } else {
            let proof = match quick {
                Ok(proof) => Ok(proof),
                // Only a proof cut short by its budget is worth a second try.
                Err(_) if quick_ran_out => {
                    // Half the time left, but not much more than the proofs that succeed
                    // take (up to 108 probes' work on the corpus, or a few times the first
                    // try where one solver query dominates): a proof that fails after many
                    // rounds would leave the bounded check too little.
                    let now = std::time::Instant::now();
                    let usual = (probe_work * 256).max(quick_took * 4).max(MIN_WORK * 20);
                    let until = Budget {
                        until: now + deadline.saturating_duration_since(now) / 2,
                        work: Some(crate::effort::done() + usual),
                    };
                    prove(until)?
                }
                Err(why) => Err(why),
            };
            match proof {
                Ok(proof) => {
                    proven(&mut report, proof);
                    return Ok(report);
                }
                Err(loops::Unproven(why)) => unproven = Some(why),
            }
            if complete {
                full
            } else if narrowed {
                // Where running few-valued loops out takes more than a quarter of the time
                // left (five such loops in a row: 8^5 paths a wave), they are cut at
                // `--unroll` like others, which leaves time to check the paths.
                let now = std::time::Instant::now();
                let quarter = now + deadline.saturating_duration_since(now) / 4;
                let b = Bounds {
                    deadline: Some(quarter),
                    ..bounds.clone()
                };
                let all = explore_all(module, kernel, &launch, &b, quarter);
                if all.iter().any(|e| e.timed_out) {
                    tracing::debug!(
                        "few-valued loops cut at the bound: exploration ran out of time"
                    );
                    let b = Bounds {
                        narrow_unroll: 0,
                        ..bounds.clone()
                    };
                    explore_all(module, kernel, &launch, &b, deadline)
                } else {
                    all
                }
            } else {
                explore_all(module, kernel, &launch, &bounds, deadline)
            }
        }
    };
    tracing::debug!(elapsed_ms = t0.elapsed().as_millis() as u64, "explored");
    note_assumptions(&mut report, &explored, deadline);
    if std::time::Instant::now() > deadline {
        // Nothing is left to check the paths found with; say how far exploration got.
        let mut reasons = explored
            .iter()
            .filter(|e| e.timed_out)
            .map(|e| timed_out_reason(e, opts))
            .collect::<Vec<_>>();
        if reasons.is_empty() {
            reasons.push(format!(
                "the check ran past --timeout ({} s) after exploring every wave; no wave was checked",
                opts.timeout_ms / 1000
            ));
        }
        decide(&mut report, module, opts, &BTreeSet::new(), reasons);
        return Ok(report);
    }
    let outcome = check_scenarios(
        module,
        kernel,
        opts,
        (&explored, &entry),
        deadline,
        &mut report,
        &BTreeSet::new(),
    )?;
    let cut = !outcome.cut_loops.is_empty();
    settle(&mut report, module, opts, outcome);
    if let Some(why) = unproven.filter(|_| cut && report.findings.is_empty()) {
        let why = format!("not proven for every trip count: {why}");
        report.inconclusive_reasons.push(why.clone());
        report.reasons.push(why);
    }
    tracing::info!(elapsed_ms = t0.elapsed().as_millis() as u64, scenarios = report.scenarios, verdict = ?report.verdict, "checked");
    Ok(report)
}

/// The assumptions evaluation made on the way, over every wave, as result lines.
fn note_assumptions(
    report: &mut KernelReport,
    explored: &[crate::explore::WaveExploration],
    deadline: std::time::Instant,
) {
    if explored.iter().any(|e| !e.notes.accesses.is_empty()) {
        // Two seconds at most, and never past the deadline: a proof that runs out of time
        // only means a second check, which then stops at the deadline too.
        let ms = millis_left(deadline).min(2_000);
        report.phase_reads_unproven = phase_reads::unproven(explored, ms);
    }
    // The lines, over every wave, where evaluation took something for granted.
    let lines_of = |of: &dyn Fn(&crate::explore::EvalNotes) -> &BTreeSet<u32>| {
        let all: BTreeSet<u32> = explored
            .iter()
            .flat_map(|e| of(&e.notes))
            .copied()
            .collect();
        (!all.is_empty()).then(|| {
            all.iter()
                .map(|l| l.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        })
    };
    if let Some(lines) = lines_of(&|n| &n.no_clusters) {
        report.assumptions.push(format!(
            "the workgroup is not dispatched as part of a cluster (the cluster status read at line {lines} is 0)"
        ));
    }
    if let Some(lines) = lines_of(&|n| &n.whole_group) {
        report.assumptions.push(format!(
            "the checked workgroup is a whole one (the launch facts read at line {lines} are \
             taken for it); the kernel does not promise a grid of whole workgroups \
             (no .uniform_work_group_size), and a partial last workgroup is not checked"
        ));
    }
    if let Some(lines) = lines_of(&|n| &n.shared_loads) {
        report.assumptions.push(format!(
            "loads at line {lines} read the memory the dispatch started with: one value per \
             address for every wave (no store of the dispatch changes it first, or the load \
             would race with it: vector loads are read so only before the wave's first global \
             store, atomic or barrier)"
        ));
    }
    if let Some(lines) = lines_of(&|n| &n.phase_loads) {
        report.assumptions.push(format!(
            "loads at line {lines} {PHASE_READS}, one value per address \
             for every wave (a store of another wave between the same barriers would race \
             with them; where waves may also synchronise through memory, no other wave's \
             write between those barriers reaches their addresses, as checked)"
        ));
    }
    if let Some(lines) = lines_of(&|n| &n.lds_phase_loads) {
        report.assumptions.push(format!(
            "LDS loads at line {lines} {PHASE_READS}, one value per address for every wave \
             that has not written LDS in that phase (a store of another wave between the \
             same barriers would race with them; LDS atomic loads and stores look plain in \
             assembly and are taken not to pass values between waves within a phase)"
        ));
    }
}

/// How the result says a path hit `--max-steps`.
const STEP_LIMIT: &str = "a path runs more than";

/// How the result names loads read as one value per address and barrier phase.
const PHASE_READS: &str = "read, between two workgroup barriers";

/// Z3 resource units the probe's early search for masked lanes gets at least (about
/// 20 ms).
const MIN_RLIMIT: u64 = 20_000;

/// The first proof try's budget, in probes' work: a proof that fails for a reason of its own
/// (barriers with lanes off in an iteration) would otherwise cost more than the exploration
/// that settles the kernel (IR seed 263: 0.3 s against 0.7 s with 4 probes). The second try
/// gets far more: successful proofs of the corpus take up to 45 probes' work on nested
/// loops, 108 on few-valued nested loops. Work counts exploration and branch queries, not
/// the probe's searches for masked lanes, so a probe's work is less of a proof than its
/// time was.
const QUICK_PROBES: u64 = 1;

/// Work ([`crate::effort`]) a way on gets at least: about 50 ms of exploration (a wave of
/// 64 lanes explores some 50 instructions a millisecond).
const MIN_WORK: u64 = 2_500;

/// How long a way on may take: until a wall-clock time, and within some work.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    pub until: std::time::Instant,
    pub work: Option<u64>,
}

impl Budget {
    /// Whether the budget is used up.
    pub fn spent(&self) -> bool {
        crate::effort::past(self.work) || std::time::Instant::now() > self.until
    }
}

/// Milliseconds left until `deadline` for a solver call; at least 1, so a late call gives
/// up at once.
pub(crate) fn millis_left(deadline: std::time::Instant) -> u32 {
    deadline
        .saturating_duration_since(std::time::Instant::now())
        .as_millis()
        .clamp(1, u128::from(u32::MAX)) as u32
}

/// The headers of the loops some explored path was cut in at the unroll bound.
pub(crate) fn cut_headers(explored: &[crate::explore::WaveExploration]) -> BTreeSet<usize> {
    explored
        .iter()
        .flat_map(|e| &e.paths)
        .filter_map(|p| match p.end {
            PathEnd::UnrollLimit { inst, .. } => Some(inst),
            _ => None,
        })
        .collect()
}

/// What checking the scenarios of some explored paths left open.
pub(crate) struct Outcome {
    /// Lines of loops some feasible path was cut in at `--unroll`.
    pub cut_loops: BTreeSet<u32>,
    /// The headers (instruction indices) of those loops.
    pub cut_headers: BTreeSet<usize>,
    /// Why the check is incomplete.
    pub inconclusive: Vec<String>,
}

/// Explores every wave of the launch, each with its own incremental path solver.
pub(crate) fn explore_all(
    module: &Module,
    kernel: &Kernel,
    launch: &Launch,
    bounds: &Bounds,
    deadline: std::time::Instant,
) -> Vec<crate::explore::WaveExploration> {
    (0..launch.waves)
        .map(|w| explore_one(module, kernel, launch, w, bounds, deadline, ClassSplit::All))
        .collect()
}

thread_local! {
    /// The incremental path solver of the kernel this thread checks. Waves, and the rounds
    /// of a loop proof, ask the same questions about the same conditions: sharing it keeps
    /// their Z3 translations and answers (a third of the time of the `halving_reduce` loop
    /// proof was spent translating and asking again). [`check_kernel`] starts each kernel
    /// with a fresh one.
    static PATHS: std::cell::RefCell<Option<crate::smt::paths::PathSolver>> =
        const { std::cell::RefCell::new(None) };
}

/// Explores wave `w` with the kernel's incremental path solver.
fn explore_one(
    module: &Module,
    kernel: &Kernel,
    launch: &Launch,
    w: u32,
    bounds: &Bounds,
    deadline: std::time::Instant,
    class: ClassSplit,
) -> crate::explore::WaveExploration {
    let mut paths = PATHS
        .with(|p| p.borrow_mut().take())
        .unwrap_or_else(|| crate::smt::paths::PathSolver::new(None));
    paths.restart(Some(deadline));
    let ex = explore_wave_class(module, kernel, launch.shape(w), bounds, &mut paths, class);
    tracing::debug!(
        wave = w,
        queries = paths.queries,
        pruned = paths.pruned,
        "branch sides decided by the solver"
    );
    PATHS.with(|p| *p.borrow_mut() = Some(paths));
    ex
}

/// The probe exploration, wave by wave. With `watch` (each wave's EXEC at the entry, when
/// divergence is checked), each wave's paths are searched for a barrier with lanes masked
/// off as soon as the wave is explored ([`prefix::masked_lanes`]): that needs no other
/// wave, so a kernel whose first waves diverge is not explored further. The wave and the
/// replayed finding, if one was found.
type Early = Option<(u32, Finding)>;
fn probe_waves(
    module: &Module,
    kernel: &Kernel,
    launch: &Launch,
    bounds: &Bounds,
    deadline: std::time::Instant,
    watch: Option<&[u64]>,
    class_of: &mut dyn FnMut(u32, &[WaveExploration]) -> Option<ClassSplit>,
) -> Result<(Vec<WaveExploration>, Early), String> {
    let mut explored = Vec::new();
    for w in 0..launch.waves {
        let work0 = crate::effort::done();
        let Some(class) = class_of(w, &explored) else {
            explored.push(crate::explore::WaveExploration::empty(w));
            continue;
        };
        explored.push(explore_one(
            module, kernel, launch, w, bounds, deadline, class,
        ));
        let Some(entry) = watch else { continue };
        let i = w as usize;
        let one = (&explored[i..=i], &entry[i..=i], entry.len());
        // Constant masks first: no search beyond each path's condition. Masks that depend
        // on inputs get about half the time this wave's exploration took, so a safe kernel
        // pays at most half again, and a kernel whose first wave diverges on data is not
        // explored for every wave (oracle seed 397: the other five waves took 3.7 s). That
        // budget is in Z3's resource units, so the search ends at the same point on every
        // run (red team 18: a violation found in 0.3 s one run, inconclusive after 24 s
        // the next).
        let spent = crate::effort::done() - work0;
        let searches = [
            (prefix::Scope::ConstantMasks, None),
            (
                prefix::Scope::AnyMask,
                Some((spent * crate::effort::RLIMIT_PER_WORK / 2).max(MIN_RLIMIT)),
            ),
        ];
        for (scope, rlimit) in searches {
            let until = (deadline, rlimit);
            match prefix::masked_lanes(module, kernel, one, scope, until) {
                Ok(found) => {
                    if let Some(f) = found.finding {
                        return Ok((explored, Some((w, f))));
                    }
                }
                // Found again, and reported, by the full check.
                Err(Undecided::Solver(_)) => {}
            }
        }
    }
    Ok((explored, None))
}

/// The probe, one class of a few-valued launch value first ([`ClassSplit`]): where the
/// exploration splits on such a value (`workgroup_id & 3`), the paths of its first value
/// are explored for every wave and checked before the other values' paths. A violation
/// there is one of the kernel, found in a fraction of the time (oracle seeds 167 and 467:
/// four classes, each wave's paths about four times as long as one class's).
struct ClassFirst<'a> {
    opts: &'a Options,
    bounds: &'a Bounds,
    entry: &'a [u64],
    watch: Option<&'a [u64]>,
    deadline: std::time::Instant,
}

/// What the probe gave: the paths of every class, or a violation found in the first.
enum Probed {
    Explored(Vec<WaveExploration>, Early),
    Found(Box<KernelReport>),
}

impl ClassFirst<'_> {
    fn probe(
        &self,
        module: &Module,
        kernel: &Kernel,
        launch: &Launch,
        report: &KernelReport,
    ) -> Result<Probed, String> {
        let plain = |class_of: &mut dyn FnMut(u32, &[WaveExploration]) -> Option<ClassSplit>| {
            probe_waves(
                module,
                kernel,
                launch,
                self.bounds,
                self.deadline,
                self.watch,
                class_of,
            )
        };
        if launch.waves < 2 || !self.bounds.summaries.is_empty() {
            let (probe, early) = plain(&mut |_, _| Some(ClassSplit::All))?;
            return Ok(Probed::Explored(probe, early));
        }
        // Each wave follows the class the waves before it settled on (or discovers one),
        // so the first run's paths of every wave are mostly one class's; each wave's second
        // run follows the values its first left out.
        let (mut probe, early) = plain(&mut |_, before| {
            Some(match before.last().map(|e| &e.class) {
                Some(c) if c.value().is_some() => c.clone(),
                _ => ClassSplit::Discover,
            })
        })?;
        let classes: Vec<(ClassSplit, bool)> = probe
            .iter()
            .map(|x| (x.class.clone(), x.class_pruned))
            .collect();
        if early.is_some() || classes.iter().all(|(_, pruned)| !pruned) {
            return Ok(Probed::Explored(probe, early));
        }
        let mut first = report.clone();
        let one = Options {
            bounds: self.bounds.clone(),
            ..self.opts.clone()
        };
        let outcome = check_scenarios(
            module,
            kernel,
            &one,
            (&probe, self.entry),
            self.deadline,
            &mut first,
            &BTreeSet::new(),
        )?;
        if !first.findings.is_empty() {
            note_assumptions(&mut first, &probe, self.deadline);
            if let Some((x, v)) = classes
                .iter()
                .find_map(|(c, p)| p.then(|| c.value()).flatten())
            {
                first
                    .bounds
                    .push(format!("found among the paths with {x} = {v:#x}; those of its other values were not explored"));
            }
            settle(&mut first, module, &one, outcome);
            return Ok(Probed::Found(Box::new(first)));
        }
        let (rest, early) = plain(&mut |w, _| {
            let (c, pruned) = &classes[w as usize];
            let (x, value) = c.value()?;
            pruned.then(|| ClassSplit::Except {
                x: x.clone(),
                value,
            })
        })?;
        for (p, r) in probe.iter_mut().zip(rest) {
            p.absorb(r);
        }
        Ok(Probed::Explored(probe, early))
    }
}

/// [`decide`] on what a scenario check found.
fn settle(report: &mut KernelReport, module: &Module, opts: &Options, outcome: Outcome) {
    decide(
        report,
        module,
        opts,
        &outcome.cut_loops,
        outcome.inconclusive,
    );
}

/// How the reason for a finding that was dropped because it depends on unmodelled values
/// begins.
const UNMODELLED_DOUBT: &str = "a possible";

/// Checks every scenario of the explored paths (`entry`: each wave's EXEC at the kernel
/// entry) into `report`. `aligned`: loop headers whose summary events count as workgroup
/// barrier arrives in the divergence check (`loops`).
pub(crate) fn check_scenarios(
    module: &Module,
    kernel: &Kernel,
    opts: &Options,
    (explored, entry): (&[crate::explore::WaveExploration], &[u64]),
    deadline: std::time::Instant,
    report: &mut KernelReport,
    aligned: &BTreeSet<usize>,
) -> Result<Outcome, String> {
    let t0 = std::time::Instant::now();
    let launch_waves = entry.len() as u32;
    let remaining = || millis_left(deadline);
    let mut terms = Terms::new();
    // The scenario search's solver: each question goes to it first, then to a new solver
    // (`smt::oneshot`), within the time left to the deadline.
    let solver = Solver::new();
    let timeout = crate::smt::timeout::Timeout::default();
    let ask = |extra: &[&Bool]| {
        oneshot::check_incremental_first(
            (&solver, &timeout),
            extra,
            oneshot::FIRST_PATH_MS,
            remaining(),
        )
    };
    use crate::smt::enumerate::MAX_WORK;
    let feasible = |cond: &[Term], extra: &Bool| -> Option<bool> {
        let t = std::time::Instant::now();
        if let Some(may) = crate::smt::enumerate::may_all_hold(cond, 4 * MAX_WORK, 4 * MAX_WORK) {
            tracing::trace!(
                elapsed_ms = t.elapsed().as_millis() as u64,
                may,
                "path feasibility enumerated"
            );
            return Some(may);
        }
        let answer = ask(&[extra]);
        tracing::trace!(elapsed_ms = t.elapsed().as_millis() as u64, answer = ?answer.result, "path feasibility");
        match answer.result {
            SatResult::Sat => Some(true),
            SatResult::Unsat => Some(false),
            SatResult::Unknown => None,
        }
    };
    // Per wave: the paths that can be checked, and the limits met on the others.
    let PathChoices {
        choices,
        cut_loops,
        cut_headers,
        unchecked,
    } = sort_paths(module, explored, opts, &mut terms, &feasible);
    // A barrier some lanes of a wave skip, whatever the inputs: one path's condition
    // decides it, far cheaper than the first scenario over every wave's paths.
    let mut inconclusive: Vec<String> = unchecked.into_iter().collect();
    if !opts.allow_divergence {
        for scope in [prefix::Scope::ConstantMasks, prefix::Scope::FloatGuesses] {
            let found = prefix::whole_launch(module, kernel, (explored, entry), scope, deadline);
            if take_prefix(found, report, &mut inconclusive, module)? {
                return Ok(Outcome {
                    cut_loops,
                    cut_headers,
                    inconclusive,
                });
            }
        }
    }
    // Waves that branch alike: each path index is a scenario, checked without the solver.
    let indices: Vec<Vec<usize>> = choices
        .iter()
        .map(|ps| ps.iter().map(|(i, _)| *i).collect())
        .collect();
    let settled = match alike::check(
        module,
        explored,
        &indices,
        (entry, aligned),
        (&model_config(module, launch_waves), !opts.allow_divergence),
        remaining(),
    ) {
        alike::Alike::Clean { programs } => {
            tracing::debug!(programs, "waves branch alike: every path index clean");
            report.scenarios += programs;
            true
        }
        alike::Alike::Differ | alike::Alike::Doubtful => false,
    };
    // Exactly one checkable path per wave, consistent with the path conditions: a path index
    // per wave (pairwise exclusion would be quadratic in the paths).
    let sel: Vec<Vec<Bool>> = choices
        .iter()
        .enumerate()
        .map(|(w, ps)| {
            let width = (usize::BITS - ps.len().leading_zeros()).max(1);
            let index = z3::ast::BV::new_const(format!("path_{w}"), width);
            solver.assert(index.bvult(z3::ast::BV::from_u64(ps.len() as u64, width)));
            (0..ps.len())
                .map(|a| index.eq(z3::ast::BV::from_u64(a as u64, width)))
                .collect()
        })
        .collect();
    for (w, ps) in choices.iter().enumerate() {
        for (a, (_, c)) in ps.iter().enumerate() {
            solver.assert(sel[w][a].implies(c));
        }
    }
    // M0 operands and EXEC masks become Z3 terms so every model gives them values.
    let mut m0_terms: Vec<Vec<Vec<Term>>> = Vec::new();
    for (w, ps) in choices.iter().enumerate() {
        let mut per = Vec::new();
        for (i, _) in ps {
            let p = &explored[w].paths[*i];
            let mut ts = Vec::new();
            for ev in p.events.iter().filter(|e| e.class.is_barrier()) {
                if let crate::explore::BarrierOperand::M0(t) = &ev.operand {
                    terms.bv(t);
                    ts.push(t.clone());
                }
            }
            per.push(ts);
        }
        m0_terms.push(per);
    }
    memory_consistency(&solver, &mut terms);
    for c in isfirst::one_first_per_phase(explored, &choices, &sel, &mut terms) {
        solver.assert(&c);
    }
    tracing::debug!(
        elapsed_ms = t0.elapsed().as_millis() as u64,
        "path choices encoded"
    );
    let cfg = model_config(module, launch_waves);
    // With async transfers a scenario stands for paths that also do the same transfers,
    // waits and LDS accesses: the async check reads only the chosen path's events, and a
    // copy issued on one side of a branch must not be settled by the other side.
    let with_asyncs = explored
        .iter()
        .any(|e| asyncs::any_async(&e.paths.iter().collect::<Vec<_>>()));
    // The same instructions with the same lanes on and the same LDS addresses: the async
    // check asks the solver about the chosen path's address terms only.
    let async_events = |p: &WavePath| -> Vec<_> {
        p.events
            .iter()
            .filter(|e| !e.class.is_barrier())
            .map(|e| (e.inst, e.class, e.exec.clone(), e.lds.clone()))
            .collect()
    };
    // Barrier programs already checked without a finding, each as the sorted list of its
    // waves' programs: the barrier model treats waves with equal programs as one class and
    // knows nothing else of a wave, so a permutation of a clean program is clean too
    // (`s_barrier_signal_isfirst` makes one scenario per choice of first waves).
    let mut clean_programs: std::collections::HashSet<Vec<Vec<crate::model::Step>>> =
        std::collections::HashSet::new();
    let mut lowered: BTreeMap<(usize, usize), Option<Vec<crate::model::Step>>> = BTreeMap::new();
    let mut guess = zero_input_scenario(explored, &choices, &sel, &terms);
    loop {
        if settled {
            break;
        }
        if std::time::Instant::now() > deadline || crate::effort::past_limit() {
            inconclusive.push(format!(
                "the check ran past --timeout ({} s) after {} distinct barrier behaviours without a violation; the rest were not checked",
                opts.timeout_ms / 1000,
                report.scenarios
            ));
            break;
        }
        if report.scenarios >= opts.max_scenarios {
            inconclusive.push(format!(
                "more than {} distinct barrier behaviours; the rest were not checked",
                opts.max_scenarios
            ));
            break;
        }
        // With every input fixed, Z3's preprocessing on a new solver folds the question away;
        // its incremental core would search the lane masks' bits.
        let answer = match guess
            .take()
            .map(|g| oneshot::check(&solver, &g.iter().collect::<Vec<_>>(), remaining()))
        {
            Some(a) if a.result == SatResult::Sat && a.model.is_some() => a,
            _ => ask(&[]),
        };
        let model = match answer.result {
            SatResult::Unsat => break,
            SatResult::Unknown => {
                inconclusive.push(format!(
                    "path feasibility: solver gave up ({})",
                    answer.reason
                ));
                break;
            }
            SatResult::Sat => match answer.model {
                Some(m) => m,
                None => break,
            },
        };
        report.scenarios += 1;
        let values = terms.values(&model);
        let env = |i: &Input| values.iter().find(|(x, _)| x == i).map(|(_, v)| *v);
        let chosen = chosen_paths(&model, sel.iter().map(|s| s.iter()));
        let paths: Vec<&WavePath> = chosen
            .iter()
            .enumerate()
            .map(|(w, &a)| &explored[w].paths[choices[w][a].0])
            .collect();
        // The scenario: per wave, any path with the same operations; M0 values as chosen.
        let mut same = Vec::new();
        let program = match lower::amdgpu_program(module, &paths, &env) {
            Ok(p) => p,
            Err(e) => {
                inconclusive.push(format!("cannot map a barrier operand: {e}"));
                break;
            }
        };
        // Whether the scenario holds every checkable path of every wave: blocking it then
        // leaves nothing, and the solver need not be asked so (over lane masks, that
        // unsatisfiable question takes it up to a second).
        let mut covers_all = true;
        for (w, ps) in choices.iter().enumerate() {
            let mut alts = Vec::new();
            let chosen_masks = constant_barrier_masks(paths[w]);
            for (a, (i, _)) in ps.iter().enumerate() {
                let p = &explored[w].paths[*i];
                // The divergence search below looks only at the chosen paths' EXEC masks,
                // so another path is settled with this scenario only if its masks at the
                // barriers are the chosen path's constants; one whose masks depend on inputs
                // gets a scenario (and a divergence search) of its own.
                if a != chosen[w]
                    && !opts.allow_divergence
                    && (chosen_masks.is_none() || constant_barrier_masks(p) != chosen_masks)
                {
                    continue;
                }
                if with_asyncs && a != chosen[w] && async_events(p) != async_events(paths[w]) {
                    continue;
                }
                let lower_one = || {
                    lower::amdgpu_program(module, &[p], &env)
                        .ok()
                        .map(|mut o| o.waves.remove(0))
                };
                // Only M0 operands read `env`; a path without them lowers the same always.
                let ops = if m0_terms[w][a].is_empty() {
                    lowered.entry((w, a)).or_insert_with(lower_one).clone()
                } else {
                    lower_one()
                };
                if ops.is_some_and(|o| o == program.waves[w]) {
                    alts.push(sel[w][a].clone());
                }
            }
            covers_all &= alts.len() == ps.len() && m0_terms[w][chosen[w]].is_empty();
            same.push(Bool::or(&alts));
            for t in &m0_terms[w][chosen[w]] {
                let v = t.eval(&env).unwrap_or(0);
                let bv = terms.bv(t);
                same.push(bv.eq(z3::ast::BV::from_u64(v, bv.get_size())));
            }
        }
        let scenario = Bool::and(&same);
        let witness =
            |env: &dyn Fn(&Input) -> Option<u64>| witness_of(kernel, &values, &paths, env);
        // Barrier divergence (source-level undefined behaviour).
        if !opts.allow_divergence {
            tracing::debug!(
                elapsed_ms = t0.elapsed().as_millis() as u64,
                "scenario chosen and lowered"
            );
            // Values for another divergence search keep every wave on its chosen path (the
            // scenario alone would allow other paths with the same barrier operations, whose
            // EXEC masks differ).
            let pinned: Vec<Bool> = chosen
                .iter()
                .enumerate()
                .map(|(w, &a)| sel[w][a].clone())
                .collect();
            let pinned = Bool::and(&[scenario.clone(), Bool::and(&pinned)]);
            let div = find_divergence(
                module,
                (&paths, aligned),
                entry,
                &env,
                (&ask, &mut terms, &pinned),
                &witness,
            );
            match div {
                Ok(Some((d, wit))) => report.findings.push(divergence_finding(d, wit)),
                Ok(None) => {}
                Err(Undecided::Solver(r)) => add_reason(&mut inconclusive, r),
            }
        }
        tracing::debug!(
            elapsed_ms = t0.elapsed().as_millis() as u64,
            "divergence checked"
        );
        let mut sorted = program.waves.clone();
        sorted.sort_by_cached_key(|w| format!("{w:?}"));
        let answer = if clean_programs.contains(&sorted) {
            Ok(model::ModelAnswers::default())
        } else {
            model::check(&program, &cfg, remaining(), false)
        };
        match answer {
            Err(e) => return Err(e.to_string()),
            Ok(ans) => {
                if ans.inconclusive.is_none() && ans.violations.is_empty() {
                    clean_programs.insert(sorted);
                }
                if let Some(r) = ans.inconclusive {
                    inconclusive.push(r);
                }
                let replayed = ans.violations.is_empty()
                    || replays_or_undecided(&paths, &env, &mut inconclusive);
                for v in ans.violations.into_iter().filter(|_| replayed) {
                    report.findings.push(Finding {
                        kind: v.kind.to_string(),
                        message: v.message,
                        trace: v.trace,
                        stuck: v.stuck,
                        witness: witness(&env),
                        rests_on: None,
                    });
                }
            }
        }
        // Async LDS transfers: each access ordered with the transfers it overlaps.
        if report.findings.is_empty() && asyncs::any_async(&paths) {
            let pinned: Vec<Bool> = chosen
                .iter()
                .enumerate()
                .map(|(w, &c)| sel[w][c].clone())
                .collect();
            let on_paths = Bool::and(&[scenario.clone(), Bool::and(&pinned)]);
            let found = async_findings(
                (module, kernel),
                (&paths, entry),
                &values,
                (&on_paths, &ask, &mut terms),
                &mut inconclusive,
            );
            report.findings.extend(found);
        }
        // A violation that only shows under values the evaluator made up for instructions
        // it does not model may not be real: it is inconclusive, and other scenarios are
        // still searched for one that does not depend on them.
        let others = others_store(module, kernel, explored.len(), explored);
        if !report.findings.is_empty()
            && let Some(names) = unmodelled_dependence(
                &paths,
                explored,
                others.as_ref(),
                report.findings.iter().any(|f| f.kind.starts_with("async")),
            )
            && !report
                .findings
                .iter()
                .all(|f| rests_on_modelled(f, &paths, explored, others.as_ref()))
        {
            let kinds: BTreeSet<&str> = report.findings.iter().map(|f| f.kind.as_str()).collect();
            let kinds: Vec<&str> = kinds.into_iter().collect();
            let reason = format!(
                "{UNMODELLED_DOUBT} {} depends on the results of instructions bverify does not model ({names}); it was not reported",
                kinds.join(" and ")
            );
            add_reason(&mut inconclusive, reason);
            report.findings.clear();
        }
        if !report.findings.is_empty() {
            annotate_divergence(report, module);
            break;
        }
        if covers_all {
            break;
        }
        // The next scenario behaves differently (asserted only now: the divergence search
        // above asks for argument values inside this scenario).
        solver.assert(scenario.not());
    }
    // Divergence and async races in the iterations a cut path ran.
    if report.findings.is_empty()
        && (with_asyncs || !opts.allow_divergence)
        && !cut_headers.is_empty()
    {
        cut_scenarios(
            (module, kernel, opts),
            (explored, entry, aligned),
            deadline,
            &mut terms,
            report,
        );
    }
    // Masked lanes at a barrier on paths no scenario used.
    if report.findings.is_empty() && !opts.allow_divergence && std::time::Instant::now() < deadline
    {
        let checked: Vec<BTreeSet<usize>> = choices
            .iter()
            .map(|ps| ps.iter().map(|(i, _)| *i).collect())
            .collect();
        let scope = prefix::Scope::Unchecked(&checked);
        let found = prefix::whole_launch(module, kernel, (explored, entry), scope, deadline);
        take_prefix(found, report, &mut inconclusive, module)?;
    }
    Ok(Outcome {
        cut_loops,
        cut_headers,
        inconclusive,
    })
}

/// Adds what a prefix search found to `report` (a finding) and `inconclusive` (candidates
/// not reported, a solver that gave up); whether it found a violation.
fn take_prefix(
    found: Result<prefix::PrefixSearch, Undecided>,
    report: &mut KernelReport,
    inconclusive: &mut Vec<String>,
    module: &Module,
) -> Result<bool, String> {
    match found {
        Ok(found) => {
            for r in found.not_reported {
                add_reason(inconclusive, r);
            }
            let Some(f) = found.finding else {
                return Ok(false);
            };
            report.findings.push(f);
            annotate_divergence(report, module);
            Ok(true)
        }
        Err(Undecided::Solver(r)) => {
            add_reason(inconclusive, r);
            Ok(false)
        }
    }
}

/// Adds `r` to the reasons a result is inconclusive, once.
fn add_reason(reasons: &mut Vec<String>, r: String) {
    if !reasons.contains(&r) {
        reasons.push(r);
    }
}

/// Memory read as one value per address (scalar loads, const restrict memory; per barrier
/// phase between barriers) gives equal values at equal addresses, also where the address
/// terms differ (`data[a & 3]` and `data[b & 3]` with `a & 3 == b & 3`): the solver is told
/// so for every pair of such reads whose addresses may be equal. Pairs at one base plus
/// different constant offsets (each lane's own element) are skipped: those are most pairs.
/// Past [`MAX_READ_PAIRS`] the rest are not told, and a counterexample whose lanes read two
/// values at one address then fails its replay (`replays`) instead of being printed.
fn memory_consistency(solver: &Solver, terms: &mut Terms) {
    let mut reads: Vec<(u32, String, Vec<Term>, z3::ast::BV)> = Vec::new();
    let inputs: Vec<(Input, z3::ast::BV)> = terms
        .inputs()
        .map(|(i, bv)| (i.clone(), bv.clone()))
        .collect();
    for (i, bv) in inputs {
        let Input::Pure { id } = i else { continue };
        if let Some((what, ops)) = Term::pure_key(id)
            && is_memory_read(&what)
        {
            reads.push((id, what, ops, bv));
        }
    }
    // Deterministic order (the input table is a hash map): pure ids are handed out in the
    // order exploration meets them.
    reads.sort_by_key(|(id, ..)| *id);
    // Each operand as a base plus an offset, whole and in its low 32 bits: a 64-bit
    // address joined from its halves (`hi << 32 | lo`, as lowered IR builds it) has its
    // offset in the low half.
    let offsets: Vec<Vec<[(Term, u64); 2]>> = reads
        .iter()
        .map(|(_, _, ops, _)| {
            ops.iter()
                .map(|o| {
                    let low = if o.width() > 32 {
                        o.extract(0, 32)
                    } else {
                        o.clone()
                    };
                    [o.base_and_offset(), low.base_and_offset()]
                })
                .collect()
        })
        .collect();
    let mut told = 0;
    for (k, (_, w1, a1, v1)) in reads.iter().enumerate() {
        for (m, (_, w2, a2, v2)) in reads.iter().enumerate().skip(k + 1) {
            let comparable =
                a1.len() == a2.len() && a1.iter().zip(a2).all(|(x, y)| x.width() == y.width());
            if w1 != w2 || !comparable {
                continue;
            }
            let apart = offsets[k].iter().zip(&offsets[m]).any(|(x, y)| {
                x.iter()
                    .zip(y)
                    .any(|((b1, o1), (b2, o2))| b1 == b2 && o1 != o2)
            });
            if apart {
                continue;
            }
            told += 1;
            if told > MAX_READ_PAIRS {
                tracing::debug!(
                    reads = reads.len(),
                    "memory reads: pairs past the limit not told"
                );
                return;
            }
            let same: Vec<z3::ast::Bool> = a1
                .iter()
                .zip(a2)
                .map(|(x, y)| terms.bv(x).eq(terms.bv(y)))
                .collect();
            solver.assert(z3::ast::Bool::and(&same).implies(v1.eq(v2)));
        }
    }
    tracing::debug!(reads = reads.len(), told, "memory read pairs");
}

/// Pairs of memory reads told to agree at equal addresses, at most.
const MAX_READ_PAIRS: usize = 20_000;

/// Input values under which every term of `goal` holds, guessed by evaluation
/// ([`crate::smt::guess`]), sorted. A guess that gives memory reads values is kept only if
/// reads of one address agree ([`reads_agree`]), among the reads of `goal` and `context`
/// (the rest of the path, which the replay reads too).
fn guessed_values(goal: &[&Term], context: &[&Term]) -> Option<Vec<(Input, u64)>> {
    let mut reads = Vec::new();
    for t in goal.iter().chain(context) {
        t.inputs(&mut reads);
    }
    let reads: Vec<(Input, String, Vec<Term>)> = reads
        .into_iter()
        .filter_map(|i| {
            let Input::Pure { id } = i else { return None };
            let (what, ops) = Term::pure_key(id)?;
            is_memory_read(&what).then_some((i, what, ops))
        })
        .collect();
    let env = crate::smt::guess::guess_where(goal, &|env| reads_agree(&reads, env))?;
    let mut values: Vec<(Input, u64)> = env.into_iter().collect();
    values.sort();
    Some(values)
}

/// Whether two memory reads of `reads` that read one address (same memory, operands equal
/// under `env`) get one value; inputs `env` leaves out are 0, as the replay reads them.
fn reads_agree(
    reads: &[(Input, String, Vec<Term>)],
    env: &rustc_hash::FxHashMap<Input, u64>,
) -> bool {
    let at = |i: &Input| Some(env.get(i).copied().unwrap_or(0));
    let addresses: Vec<Option<Vec<u64>>> = reads
        .iter()
        .map(|(_, _, ops)| ops.iter().map(|o| o.eval(&at)).collect())
        .collect();
    reads.iter().enumerate().all(|(k, (i1, w1, a1))| {
        reads
            .iter()
            .enumerate()
            .skip(k + 1)
            .all(|(m, (i2, w2, a2))| {
                let same_widths =
                    a1.len() == a2.len() && a1.iter().zip(a2).all(|(x, y)| x.width() == y.width());
                let same_place = w1 == w2 && same_widths && addresses[k] == addresses[m];
                !same_place || at(i1) == at(i2)
            })
    })
}

/// Pure values that stand for memory contents (an input), not for an instruction's result.
fn is_memory_read(what: &str) -> bool {
    what.starts_with("scalar load")
        || what == "dispatch memory"
        || what == crate::eval::GLOBAL_PHASE_VALUE
        || what == crate::eval::LDS_PHASE_VALUE
}

/// The havoc reasons of values that stand for an instruction's result the evaluator does not
/// compute (as opposed to inputs: memory contents, uninitialised registers).
fn is_unmodelled(why: &str) -> bool {
    why.starts_with("unmodelled")
        || matches!(
            why,
            "missing operand"
                | "64-bit literal"
                | "lane read with symbolic lane"
                | "writelane"
                | "address carry"
                | "unaligned kernarg load"
                | "load base"
                | "program counter"
        )
}

/// The inputs a path's barrier behaviour depends on: its conditions, the EXEC mask at each
/// event and the M0 barrier operands.
fn path_inputs(p: &WavePath, out: &mut Vec<Input>) {
    for c in &p.cond {
        c.inputs(out);
    }
    event_inputs(p, out, |_| true);
}

/// The inputs a path's decisions read (its branches, the EXEC masks and M0 operands of the
/// events `keep` accepts, EXEC at its end), and those of pure values they read, through
/// its facts about memory values (`WavePath::facts`) where a fact shares an input with
/// them: a fact that shares none (a word a lane stored and read back, only ever stored
/// again) cannot change which decisions hold (red team 40: a reduction through global
/// memory whose divergence is on the thread id alone was inconclusive).
fn decision_inputs(p: &WavePath, keep: impl Fn(&crate::explore::Event) -> bool) -> Vec<Input> {
    let mut ins = Vec::new();
    for c in p.cond.iter().filter(|c| !p.facts.contains(c)) {
        c.inputs(&mut ins);
    }
    event_inputs(p, &mut ins, keep);
    p.end_exec.inputs(&mut ins);
    let mut reached = reached_inputs(ins);
    let mut facts: Vec<Vec<Input>> = p
        .facts
        .iter()
        .filter(|f| p.cond.contains(f))
        .map(|f| {
            let mut fi = Vec::new();
            f.inputs(&mut fi);
            reached_inputs(fi)
        })
        .collect();
    loop {
        let before = facts.len();
        facts.retain(|fi| {
            if fi.iter().any(|i| reached.contains(i)) {
                reached.extend(fi.iter().cloned());
                false
            } else {
                true
            }
        });
        if facts.len() == before {
            return reached;
        }
    }
}

/// The inputs of the EXEC masks and M0 operands of the events `keep` selects.
fn event_inputs(p: &WavePath, out: &mut Vec<Input>, keep: impl Fn(&crate::explore::Event) -> bool) {
    for t in event_terms(p, keep) {
        t.inputs(out);
    }
}

/// The EXEC masks and M0 operands of the events of `p` that `keep` accepts.
fn event_terms<'p>(
    p: &'p WavePath,
    keep: impl Fn(&crate::explore::Event) -> bool + 'p,
) -> impl Iterator<Item = &'p Term> + 'p {
    p.events.iter().filter(move |e| keep(e)).flat_map(|e| {
        let m0 = match &e.operand {
            crate::explore::BarrierOperand::M0(t) => Some(t),
            _ => None,
        };
        std::iter::once(&e.exec).chain(m0)
    })
}

/// If the chosen paths' conditions, barrier EXEC masks or operands (and, for a finding on
/// async transfers, `lds_addresses`, the bytes each LDS event touches) use a value made up
/// for an unmodelled instruction: the unmodelled mnemonics of those waves.
fn unmodelled_dependence(
    paths: &[&WavePath],
    explored: &[crate::explore::WaveExploration],
    others_store: Option<&OthersStore>,
    lds_addresses: bool,
) -> Option<String> {
    let mut names = BTreeSet::new();
    // LDS contents are not modelled: a value read there may be what another wave stored
    // before a barrier (a broadcast), which the evaluator cannot tell from garbage.
    let mut lds = false;
    // Nor is what other waves stored to global memory: a word read after a barrier, one
    // value for every wave, may be another wave's store before it (`g[t] = 7; barrier;
    // g[t + 64]`), and is otherwise unconstrained.
    let mut stored = false;
    // Words the wave itself stored before the barrier, pinned to that value by a fact of its
    // path condition (`docs/semantics.md`): another wave's store to them would race.
    let pinned: BTreeSet<u32> = paths
        .iter()
        .flat_map(|p| &p.cond)
        .filter_map(|c| match c.node() {
            crate::eval::term::Node::App(crate::eval::Op::Eq, args) => {
                args.iter().find_map(|a| match a.node() {
                    crate::eval::term::Node::Input(Input::Pure { id }) => Some(*id),
                    _ => None,
                })
            }
            _ => None,
        })
        .collect();
    // Only barrier findings are possible without async transfers, and the lanes of an LDS
    // access (a compare-exchange on LDS data, as in bitonic sort) do not decide them.
    let asyncs = asyncs::any_async(paths);
    for (w, p) in paths.iter().enumerate() {
        let mut whys: BTreeSet<String> = BTreeSet::new();
        let mut inputs = decision_inputs(p, |e| asyncs || !e.class.is_lds());
        if lds_addresses {
            // Which bytes a transfer and an access overlap in decides an async finding: an
            // address through an unmodelled result (a reciprocal in LLVM's expansion of
            // `%` by a launch size) may be anything to the solver.
            for (_, addr, _) in p.events.iter().filter_map(|e| e.lds.as_deref()).flatten() {
                addr.inputs(&mut inputs);
            }
        }
        for i in inputs {
            match i {
                Input::Havoc { why, .. } if is_unmodelled(why) => {
                    whys.insert(why.to_string());
                }
                Input::Havoc { why, .. } if why == crate::eval::LDS_VALUE => {
                    lds = true;
                }
                Input::Pure { id } => {
                    let what = Term::pure_key(id).map(|(what, _)| what);
                    if what.as_deref() == Some(crate::eval::LDS_PHASE_VALUE) {
                        lds = true;
                    } else if let Some(others) = others_store
                        && !pinned.contains(&id)
                        && what.as_deref() == Some(crate::eval::GLOBAL_PHASE_VALUE)
                        && let Some((_, ops)) = Term::pure_key(id)
                        && ops
                            .get(1)
                            .and_then(Term::as_const)
                            .is_none_or(|phase| phase >= others.from_phase)
                        && !ops.first().is_some_and(|a| in_args(a, &others.read_only))
                    {
                        stored = true;
                    } else if let Some(what) = what
                        && !is_memory_read(&what)
                    {
                        let name = what.trim_start_matches("salu ");
                        let name = name.split(['|', ' ']).next().unwrap_or(name);
                        whys.insert(name.to_string());
                    }
                }
                _ => {}
            }
        }
        if !whys.is_empty() {
            if explored[w].notes.unmodelled.is_empty() {
                names.extend(whys);
            } else {
                names.extend(explored[w].notes.unmodelled.iter().cloned());
            }
        }
    }
    if lds {
        names.insert(
            "LDS reads: LDS contents (what any lane or wave stored there) are not modelled"
                .to_string(),
        );
    }
    if stored {
        names.insert(
            "global memory read after a barrier: what other waves stored there before it is not modelled"
                .to_string(),
        );
    }
    if names.is_empty() {
        None
    } else {
        Some(names.into_iter().collect::<Vec<_>>().join(", "))
    }
}

/// Whether `f` rests only on paths, or prefixes of paths, that no made-up value decides
/// ([`Finding::rests_on`]): a wave that arrives at its first barrier on a prefix decided by
/// real inputs while another ends without it is divergence whatever the rest of the paths
/// read (LDS contents in a loop after that barrier).
fn rests_on_modelled(
    f: &Finding,
    paths: &[&WavePath],
    explored: &[crate::explore::WaveExploration],
    others: Option<&OthersStore>,
) -> bool {
    let Some(basis) = &f.rests_on else {
        return false;
    };
    let cut: Vec<WavePath> = paths
        .iter()
        .enumerate()
        .map(|(w, p)| match basis.iter().find(|(x, _)| *x == w) {
            Some((_, None)) => (*p).clone(),
            Some((_, Some(n))) => {
                let n = (*n).min(p.events.len());
                let held = p.events[..n].last().map_or(0, |e| e.cond_len);
                let cond = p.cond[..held.min(p.cond.len())].to_vec();
                WavePath {
                    facts: p
                        .facts
                        .iter()
                        .filter(|c| cond.contains(c))
                        .cloned()
                        .collect(),
                    cond,
                    events: p.events[..n].to_vec(),
                    end_exec: Term::constant(0, 64),
                    ..(*p).clone()
                }
            }
            None => WavePath {
                cond: Vec::new(),
                facts: Vec::new(),
                events: Vec::new(),
                end_exec: Term::constant(0, 64),
                ..(*p).clone()
            },
        })
        .collect();
    let cut: Vec<&WavePath> = cut.iter().collect();
    unmodelled_dependence(&cut, explored, others, false).is_none()
}

/// Whether `env` takes every wave down its chosen path, by bverify's own evaluator rather
/// than Z3's reading of the terms, reading one value at each address of a memory: a
/// counterexample is printed only if it replays. The error is the reason the check is then
/// inconclusive.
fn replays(paths: &[&WavePath], env: Env) -> Result<(), String> {
    for (w, p) in paths.iter().enumerate() {
        for c in &p.cond {
            let v = c.eval(env);
            if v != Some(1) {
                let mut shown = c.to_string();
                shown.truncate(200);
                return Err(format!(
                    "a counterexample candidate does not replay on bverify's own evaluation (wave {w}'s path condition {shown} is {v:?} under its inputs), so it is not reported; please report this kernel"
                ));
            }
        }
    }
    // Every memory value the paths read, and the reads their addresses depend on.
    let mut ins: Vec<Input> = Vec::new();
    for p in paths {
        path_inputs(p, &mut ins);
    }
    let mut read: BTreeMap<(String, Vec<u64>), u64> = BTreeMap::new();
    for i in reached_inputs(ins) {
        let Input::Pure { id } = i else { continue };
        let Some((what, ops)) = Term::pure_key(id).filter(|(w, _)| is_memory_read(w)) else {
            continue;
        };
        let at: Option<Vec<u64>> = ops.iter().map(|o| o.eval(env)).collect();
        let (Some(at), Some(v)) = (at, env(&i)) else {
            continue;
        };
        let first = *read.entry((what.clone(), at.clone())).or_insert(v);
        if first != v {
            return Err(format!(
                "a counterexample candidate does not replay on bverify's own evaluation (two reads of {what} at {at:#x?} give {first:#x} and {v:#x}), so it is not reported; please report this kernel"
            ));
        }
    }
    Ok(())
}

/// Per wave, the index of the path selector `model` makes true (0 if none does).
fn chosen_paths<'a, W, S>(model: &z3::Model, selectors: W) -> Vec<usize>
where
    W: Iterator<Item = S>,
    S: Iterator<Item = &'a Bool>,
{
    selectors
        .map(|mut s| {
            s.position(|b| model.eval(b, true).and_then(|v| v.as_bool()) == Some(true))
                .unwrap_or(0)
        })
        .collect()
}

/// Most scenarios of paths cut at a limit [`cut_scenarios`] checks: each is a Z3 model, a
/// divergence and an async check, and the verdict is `bounded` whatever they find not.
const MAX_CUT_SCENARIOS: usize = 64;

/// Most work ([`crate::effort`]) [`cut_scenarios`] does: a few seconds of Z3 at most.
const CUT_WORK: u64 = MIN_WORK;

/// Barrier divergence and async races on the prefixes of paths cut at `--unroll` (issue
/// 11: a bound still checks the iterations it ran). Scenarios hold at least one cut path
/// and are otherwise chosen as the main search chooses them; each check judges a cut prefix
/// only by what no later event can change ([`divergence::check`]: phases met at different
/// barriers, or by a wave that ended; [`asyncs::check`]). The barrier model's deadlocks are
/// not looked for: a cut wave may still arrive. Reasons a prefix was not decided are
/// logged, not reported: the verdict already says the runs past the bound were not checked.
fn cut_scenarios(
    (module, kernel, opts): (&Module, &Kernel, &Options),
    (explored, entry, aligned): (&[crate::explore::WaveExploration], &[u64], &BTreeSet<usize>),
    deadline: std::time::Instant,
    terms: &mut Terms,
    report: &mut KernelReport,
) {
    // At most CUT_WORK (work, not time: the same result on every run); what the stage does
    // not get to is what the verdict's bound already leaves unchecked.
    let ours = crate::effort::done() + CUT_WORK;
    let limit = crate::effort::limit().map_or(ours, |l| l.min(ours));
    crate::effort::within(Some(limit), || {
        cut_scenarios_within(
            (module, kernel, opts),
            (explored, entry, aligned),
            deadline,
            terms,
            report,
        )
    })
}

/// [`cut_scenarios`] under its work limit.
fn cut_scenarios_within(
    (module, kernel, opts): (&Module, &Kernel, &Options),
    (explored, entry, aligned): (&[crate::explore::WaveExploration], &[u64], &BTreeSet<usize>),
    deadline: std::time::Instant,
    terms: &mut Terms,
    report: &mut KernelReport,
) {
    // A cut prefix without a barrier or an LDS access holds nothing either check reads.
    let usable = |p: &WavePath| {
        p.opaque_calls.is_empty()
            && match p.end {
                PathEnd::Finished { .. } => true,
                PathEnd::UnrollLimit { .. } => p
                    .events
                    .iter()
                    .any(|e| e.class.is_barrier() || e.class.is_lds()),
                _ => false,
            }
    };
    let solver = Solver::new();
    let timeout = crate::smt::timeout::Timeout::default();
    let ask = |extra: &[&Bool]| {
        oneshot::check_incremental_first(
            (&solver, &timeout),
            extra,
            oneshot::FIRST_PATH_MS,
            millis_left(deadline),
        )
    };
    let mut sel: Vec<Vec<(usize, Bool)>> = Vec::new();
    let mut any_cut = Vec::new();
    for (w, e) in explored.iter().enumerate() {
        let mut mine = Vec::new();
        for (i, p) in e.paths.iter().enumerate().filter(|(_, p)| usable(p)) {
            let b = Bool::new_const(format!("cut_path_{w}_{i}"));
            solver.assert(b.implies(conj(terms, &p.cond)));
            if matches!(p.end, PathEnd::UnrollLimit { .. }) {
                any_cut.push(b.clone());
            }
            mine.push((i, b));
        }
        if mine.is_empty() {
            return;
        }
        let one: Vec<(&Bool, i32)> = mine.iter().map(|(_, b)| (b, 1)).collect();
        solver.assert(Bool::pb_eq(&one, 1));
        sel.push(mine);
    }
    if any_cut.is_empty() {
        return;
    }
    solver.assert(Bool::or(&any_cut));
    memory_consistency(&solver, terms);
    // Paths with the same events are judged alike: one scenario stands for all of them.
    let key = |p: &WavePath| -> Vec<_> {
        p.events
            .iter()
            .map(|e| (e.inst, e.class, e.exec.clone(), e.lds.clone()))
            .collect()
    };
    let others = others_store(module, kernel, explored.len(), explored);
    let mut undecided = Vec::new();
    for n in 0..MAX_CUT_SCENARIOS {
        if std::time::Instant::now() > deadline || crate::effort::past_limit() {
            tracing::debug!(scenarios = n, "cut scenarios: out of time");
            return;
        }
        let answer = ask(&[]);
        let model = match (answer.result, answer.model) {
            (SatResult::Sat, Some(m)) => m,
            (r, _) => {
                tracing::debug!(scenarios = n, result = ?r, "cut scenarios: no more");
                return;
            }
        };
        let values = terms.values(&model);
        let chosen = chosen_paths(&model, sel.iter().map(|ps| ps.iter().map(|(_, b)| b)));
        let paths: Vec<&WavePath> = chosen
            .iter()
            .enumerate()
            .map(|(w, &a)| &explored[w].paths[sel[w][a].0])
            .collect();
        let pinned: Vec<Bool> = chosen
            .iter()
            .enumerate()
            .map(|(w, &a)| sel[w][a].1.clone())
            .collect();
        let on_paths = Bool::and(&pinned);
        let env = |i: &Input| values.iter().find(|(x, _)| x == i).map(|(_, v)| *v);
        let mut found = Vec::new();
        // Phases met at different barriers in the prefixes, or by a wave that ended: every
        // wave gets to the first such phase when no other barrier object holds one back.
        // Lanes masked off at a barrier of a cut path are the prefix search's
        // (`prefix::Scope::Unchecked`); only the scenario's own values are read here.
        if !opts.allow_divergence && workgroup_barriers_only(module, &paths, &env) {
            let met = barrier_meetings(module, &paths, &env, aligned);
            let replayed = |d| {
                replays(&paths, &env)
                    .map(|()| (d, witness_of(kernel, &values, &paths, &env)))
                    .map_err(Undecided::Solver)
            };
            match divergence::check(module, &paths, entry, &met, &env).map(replayed) {
                Some(Ok((d, wit))) => {
                    let mut f = divergence_finding(d, wit);
                    // The barrier model did not run on the prefixes: what the hardware
                    // does with the divergence is not known.
                    f.message.push_str(
                        "; found within the loop bound, on a trace cut there (what the hardware does after it was not checked)",
                    );
                    found.push(f);
                }
                None => {}
                Some(Err(Undecided::Solver(r))) => undecided.push(r),
            }
        }
        if found.is_empty() && asyncs::any_async(&paths) {
            found = async_findings(
                (module, kernel),
                (&paths, entry),
                &values,
                (&on_paths, &ask, terms),
                &mut undecided,
            );
        }
        if !found.is_empty() {
            let lds = found.iter().any(|f| f.kind.starts_with("async"));
            match unmodelled_dependence(&paths, explored, others.as_ref(), lds) {
                None => {
                    report.scenarios += n + 1;
                    report.findings.extend(found);
                    return;
                }
                Some(names) => undecided.push(format!("depends on {names}")),
            }
        }
        let alike: Vec<Bool> = (0..chosen.len())
            .map(|w| {
                let mine = key(paths[w]);
                let same: Vec<Bool> = sel[w]
                    .iter()
                    .filter(|(i, _)| {
                        let p = &explored[w].paths[*i];
                        std::mem::discriminant(&p.end) == std::mem::discriminant(&paths[w].end)
                            && key(p) == mine
                    })
                    .map(|(_, b)| b.clone())
                    .collect();
                Bool::or(&same)
            })
            .collect();
        solver.assert(Bool::and(&alike).not());
    }
    tracing::debug!(?undecided, "cut scenarios: limit reached");
}

/// Whether every barrier operation of `paths` is an arrive at or a wait on the workgroup
/// barrier with its full expected count: then a wave passes a phase once every wave has
/// arrived at it, whatever else the waves do.
fn workgroup_barriers_only(
    module: &Module,
    paths: &[&WavePath],
    env: &dyn Fn(&Input) -> Option<u64>,
) -> bool {
    paths.iter().all(|p| {
        p.events.iter().filter(|e| e.class.is_barrier()).all(|ev| {
            barrier_ops(module, ev.class, &ev.operand, env)
                .is_some_and(|ops| ops.iter().all(on_workgroup))
        })
    })
}

/// The barrier model's operations of one barrier instruction, its M0 operand evaluated under
/// `env` (spec, "Barrier instructions": the lowering of each GFX generation); `None` when the
/// operand is not known there or the lowering refuses it.
pub(super) fn barrier_ops(
    module: &Module,
    class: crate::encodings::InstClass,
    operand: &crate::explore::BarrierOperand,
    env: &dyn Fn(&Input) -> Option<u64>,
) -> Option<Vec<Operation>> {
    let h = &module.family.header;
    let m0 = match operand {
        crate::explore::BarrierOperand::M0(t) => Some(t.eval(env)? as u32),
        _ => None,
    };
    lower::amdgpu(class, operand, m0, h.split_barrier, h.named_barriers).ok()
}

/// A plain arrive at, or wait on, the workgroup barrier: the operations whose rounds every
/// wave meets in the same order.
pub(super) fn on_workgroup(op: &Operation) -> bool {
    match op {
        Operation::Arrive { object, expected } => {
            *object == BarrierObject::Workgroup && expected.is_none()
        }
        Operation::Wait { object } => *object == BarrierObject::Workgroup,
        _ => false,
    }
}

/// The async check of one scenario (`paths` under `values`), its findings replayed and
/// given their witness. Pairs apart under the scenario's values but placed by inputs: Z3 is
/// asked for values inside `on_paths` (the scenario, with every wave on its chosen path)
/// that make one overlap, and the finding is then made again by concrete evaluation.
fn async_findings(
    (module, kernel): (&Module, &Kernel),
    (paths, entry): (&[&WavePath], &[u64]),
    values: &[(Input, u64)],
    (on_paths, ask, terms): (&Bool, &Ask, &mut Terms),
    inconclusive: &mut Vec<String>,
) -> Vec<Finding> {
    let env = |i: &Input| values.iter().find(|(x, _)| x == i).map(|(_, v)| *v);
    let mut a = asyncs::check(module, paths, entry, &env);
    let mut values = values.to_vec();
    if a.findings.is_empty() && !a.candidates.is_empty() {
        let lines = |c: &asyncs::Candidate| async_lines(module, paths, c);
        // One candidate at a time: a small question each, and the first that overlaps is
        // the finding.
        for &c in &a.candidates {
            let Some(q) = asyncs::overlap_query(paths, entry, c, terms) else {
                add_reason(
                    inconclusive,
                    format!(
                        "the async transfer and the LDS access at lines {} are not ordered, and bverify cannot tell whether their LDS bytes overlap",
                        lines(&c)
                    ),
                );
                continue;
            };
            let answer = ask(&[on_paths, &q]);
            match (answer.result, answer.model) {
                (SatResult::Unsat, _) => {}
                (SatResult::Sat, Some(m)) => {
                    let placed = terms.values(&m);
                    let env2 = |i: &Input| placed.iter().find(|(x, _)| x == i).map(|(_, v)| *v);
                    let b = asyncs::check(module, paths, entry, &env2);
                    if b.findings.is_empty() {
                        add_reason(
                            inconclusive,
                            format!(
                                "the solver found inputs under which the async transfer and the LDS access at lines {} overlap, but evaluating them did not confirm it",
                                lines(&c)
                            ),
                        );
                    } else {
                        a = b;
                        values = placed;
                        break;
                    }
                }
                (_, _) => add_reason(
                    inconclusive,
                    format!(
                        "whether other inputs make the unordered async transfer and LDS access at lines {} overlap was not decided ({})",
                        lines(&c),
                        answer.reason
                    ),
                ),
            }
        }
    }
    let now = |i: &Input| values.iter().find(|(x, _)| x == i).map(|(_, v)| *v);
    let replayed = a.findings.is_empty() || replays_or_undecided(paths, &now, inconclusive);
    for l in a.limits {
        add_reason(inconclusive, l);
    }
    let mut found = Vec::new();
    for mut f in a.findings.into_iter().filter(|_| replayed) {
        f.witness = witness_of(kernel, &values, paths, &now);
        found.push(f);
    }
    found
}

/// The lines of a candidate's two events, for a reason that names them.
fn async_lines(module: &Module, paths: &[&WavePath], c: &asyncs::Candidate) -> String {
    let line = |(w, at): (usize, usize)| module.insts[paths[w].events[at].inst].loc.line;
    format!("{} and {}", line(c.a), line(c.b))
}

/// Whether the candidate under `env` replays ([`replays`]); if not, why not joins the
/// reasons the check is inconclusive, and the candidate is not printed.
fn replays_or_undecided(paths: &[&WavePath], env: Env, inconclusive: &mut Vec<String>) -> bool {
    replays(paths, env)
        .map_err(|e| add_reason(inconclusive, e))
        .is_ok()
}

/// Every input `ins` names and, through each pure value (listed once), the inputs of its
/// operands: what a value may depend on beyond the terms that hold it.
fn reached_inputs(mut ins: Vec<Input>) -> Vec<Input> {
    let mut seen: BTreeSet<u32> = BTreeSet::new();
    let mut out = Vec::new();
    while let Some(i) = ins.pop() {
        if let Input::Pure { id } = i {
            if !seen.insert(id) {
                continue;
            }
            if let Some((_, ops)) = Term::pure_key(id) {
                for o in &ops {
                    o.inputs(&mut ins);
                }
            }
        }
        out.push(i);
    }
    out
}

/// Whether an address is in the memory of one of the pointer arguments at `offsets`.
fn in_args(addr: &Term, offsets: &[u32]) -> bool {
    let mut ins = Vec::new();
    addr.inputs(&mut ins);
    ins.iter().any(|i| match i {
        Input::KernArg { offset } => offsets.iter().any(|o| (*o..*o + 8).contains(offset)),
        _ => false,
    })
}

/// In a launch of `waves` waves, whether other waves may store to global memory what a
/// wave reads after a barrier (a store after the last barrier is seen by no other wave
/// without a race). Not if no global store, atomic or call of the file can reach a barrier
/// in the code. Otherwise, when every wave's exploration is at hand and complete (each path
/// ended or was cut at a limit, which counts as a store from its phase on; no class left
/// out), whether some path stored globally or called unknown code before a barrier (`-O0`
/// code calls its helpers and spills to scratch, which the walk of the code cannot tell
/// from global stores: red team 43), and from which phase; else yes. If so, the offsets of
/// the `const restrict` pointer arguments, whose memory no store writes, and the first
/// phase whose reads may see such a store.
pub(super) fn others_store(
    module: &Module,
    kernel: &Kernel,
    waves: usize,
    explored: &[crate::explore::WaveExploration],
) -> Option<OthersStore> {
    let complete = explored.len() == waves
        && explored.iter().all(|e| {
            !e.truncated
                && !e.timed_out
                && !e.class_pruned
                && !e.paths.is_empty()
                && e.paths.iter().all(|p| {
                    matches!(
                        p.end,
                        PathEnd::Finished { .. }
                            | PathEnd::UnrollLimit { .. }
                            | PathEnd::StepLimit { .. }
                    )
                })
        });
    // The walk of the code is the bound: a path cut at a limit counts as storing from its
    // phase on, which a kernel whose stores all come after its last barrier never does.
    let from_phase = if !stores_reach_barrier(module, waves) {
        None
    } else if complete {
        let least = explored
            .iter()
            .filter_map(|e| e.notes.stored_before_barrier)
            .min();
        least.map(|p| u64::from(p) + 1)
    } else {
        Some(1)
    };
    from_phase.map(|from_phase| OthersStore {
        read_only: kernel
            .meta
            .args
            .iter()
            .filter(|a| a.const_restrict)
            .map(|a| a.offset)
            .collect(),
        from_phase,
    })
}

/// Where a wave may read what other waves stored to global memory ([`others_store`]).
pub(super) struct OthersStore {
    /// The offsets of the `const restrict` pointer arguments, whose memory no store writes.
    pub read_only: Vec<u32>,
    /// The first workgroup barrier phase whose reads may see another wave's store: the
    /// phase after the first one in which some wave stored and then met a barrier. A read
    /// in an earlier phase sees the dispatch's memory, or a store of the same phase that
    /// it may as well come before.
    pub from_phase: u64,
}

/// The first half of [`others_store`].
fn stores_reach_barrier(module: &Module, waves: usize) -> bool {
    const WRITES: [&str; 10] = [
        "global_store",
        "flat_store",
        "buffer_store",
        "global_atomic",
        "flat_atomic",
        "buffer_atomic",
        "s_store",
        "s_buffer_store",
        "s_atomic",
        "s_buffer_atomic",
    ];
    if waves < 2 {
        return false;
    }
    let mut work: Vec<usize> = module
        .insts
        .iter()
        .enumerate()
        .filter(|(_, i)| {
            let m = i.mnemonic.as_str();
            WRITES.iter().any(|w| m.starts_with(w)) || crate::kernel::is_call(m)
        })
        .map(|(pc, _)| pc)
        .collect();
    let mut seen = vec![false; module.insts.len()];
    while let Some(pc) = work.pop() {
        let Some(inst) = module.insts.get(pc) else {
            continue;
        };
        if std::mem::replace(&mut seen[pc], true) {
            continue;
        }
        if inst.class.is_barrier() || crate::kernel::is_call(&inst.mnemonic) {
            return true;
        }
        let target = |l: &String| module.labels.get(l).copied();
        match &inst.flow {
            crate::kernel::Flow::Next => work.push(pc + 1),
            crate::kernel::Flow::Jump(l) => work.extend(target(l)),
            crate::kernel::Flow::CondJump(l) => {
                work.push(pc + 1);
                work.extend(target(l));
            }
            crate::kernel::Flow::End => {}
            // A return or computed jump may land anywhere, barriers included.
            crate::kernel::Flow::Return | crate::kernel::Flow::Indirect => return true,
        }
    }
    false
}

/// Values of inputs under one solver model.
type Env<'a> = &'a dyn Fn(&Input) -> Option<u64>;

/// The inputs a scenario's values fix, by name: every kernel argument the solver met, and
/// the workgroup ids and memory values the chosen paths depend on (their conditions, EXEC
/// masks and barrier operands) — what a user needs to replay the run.
fn witness_of(
    kernel: &Kernel,
    values: &[(Input, u64)],
    paths: &[&WavePath],
    env: &dyn Fn(&Input) -> Option<u64>,
) -> Vec<Witness> {
    let mut offs: Vec<u32> = values
        .iter()
        .filter_map(|(i, _)| match i {
            Input::KernArg { offset } => Some(*offset),
            _ => None,
        })
        .collect();
    offs.sort();
    let mut out: Vec<Witness> = offs
        .into_iter()
        .filter_map(|o| {
            Some(Witness {
                name: arg_name(kernel, o),
                value: env(&Input::KernArg { offset: o })?,
            })
        })
        .collect();
    let mut used = Vec::new();
    for p in paths {
        path_inputs(p, &mut used);
    }
    let idle = idle_inputs(paths, &used, env);
    let mut named: BTreeSet<(u8, String, u64)> = BTreeSet::new();
    for i in &used {
        if idle.contains(i) {
            continue;
        }
        let Some(value) = env(i) else { continue };
        let entry = match i {
            Input::WorkgroupId(d) => (0, format!("workgroup_id.{}", ["x", "y", "z"][*d as usize])),
            Input::Pure { id } => match Term::pure_key(*id) {
                Some((what, ops)) if what.contains("load") || what.contains("memory") => {
                    // Reads between barriers name the phase: after how many barriers.
                    let what = match ops.get(1).map(|k| k.eval(env)) {
                        Some(Some(k)) => format!("{what}, after barrier {k}"),
                        Some(None) => format!("{what}, after barrier {}", ops[1]),
                        None => what,
                    };
                    match ops.first().map(|a| (a.eval(env), a)) {
                        Some((Some(a), _)) => (1, format!("memory[{a:#x}] ({what})")),
                        // The address is a pointer argument plus an offset: say which.
                        Some((None, a)) => (1, format!("memory[{a}] ({what})")),
                        None => (1, format!("memory ({what})")),
                    }
                }
                _ => continue,
            },
            Input::Havoc { wave, id, why } => (2, format!("wave {wave}: {why} #{id}")),
            _ => continue,
        };
        named.insert((entry.0, entry.1, value));
    }
    out.extend(
        named
            .into_iter()
            .map(|(_, name, value)| Witness { name, value }),
    );
    out
}

/// The made-up values and memory words among `used` that no decision of `paths` reads
/// under `env`: with all of them left unassigned, every branch condition, EXEC mask, M0
/// operand and final EXEC still evaluates (evaluation decides a choice by its condition and
/// lets 0 absorb `and`), so their values cannot change the run. A lane-masked compare
/// reads a masked-off lane's old register value, which the model fixes though no lane
/// uses it; printed, such values (32 per register on gfx1200) buried the ones that matter.
fn idle_inputs(paths: &[&WavePath], used: &[Input], env: Env) -> BTreeSet<Input> {
    let terms: Vec<&Term> = paths
        .iter()
        .flat_map(|p| {
            p.cond
                .iter()
                .chain(event_terms(p, |_| true))
                .chain(std::iter::once(&p.end_exec))
        })
        .collect();
    let mut idle = BTreeSet::new();
    for i in used {
        if !matches!(i, Input::Havoc { .. } | Input::Pure { .. }) || idle.contains(i) {
            continue;
        }
        let without = |j: &Input| {
            if j == i || idle.contains(j) {
                None
            } else {
                env(j)
            }
        };
        if terms.iter().all(|t| t.eval(&without).is_some()) {
            idle.insert(i.clone());
        }
    }
    idle
}

/// A satisfiability question on the scenario search's solver (`smt::oneshot`).
type Ask<'a> = dyn Fn(&[&Bool]) -> oneshot::Answer + 'a;

/// Why the divergence search of one scenario could not finish.
enum Undecided {
    /// The solver gave up, or a candidate did not replay: the result is inconclusive.
    Solver(String),
}

/// Barrier divergence in one scenario: first under the values the solver chose; if masks
/// depend on inputs, Z3 is asked for values inside the scenario that mask lanes off. Either
/// way the divergence is confirmed by concrete evaluation, never taken from the solver alone.
fn find_divergence(
    module: &Module,
    (paths, aligned): (&[&WavePath], &BTreeSet<usize>),
    entry: &[u64],
    env: &dyn Fn(&Input) -> Option<u64>,
    (ask, terms, scenario): (&Ask, &mut Terms, &Bool),
    witness: &dyn Fn(Env) -> Vec<Witness>,
) -> Result<Option<(divergence::Divergence, Vec<Witness>)>, Undecided> {
    let met = barrier_meetings(module, paths, env, aligned);
    if let Some(d) = divergence::check(module, paths, entry, &met, env) {
        replays(paths, env).map_err(Undecided::Solver)?;
        return Ok(Some((d, witness(env))));
    }
    let mut any = Vec::new();
    for (w, p) in paths.iter().enumerate() {
        for (_, t) in divergence::skipped_lanes(p, entry[w]) {
            if t.as_const().is_none() {
                let bv = terms.bv(&t);
                any.push(bv.eq(z3::ast::BV::from_u64(0, bv.get_size())).not());
            }
        }
    }
    if any.is_empty() {
        return Ok(None);
    }
    let question = Bool::and(&[scenario.clone(), Bool::or(&any)]);
    let answer = ask(&[&question]);
    match (answer.result, answer.model) {
        (SatResult::Unknown, _) => Err(Undecided::Solver(format!(
            "the search for inputs that mask lanes off at a barrier gave up ({})",
            answer.reason
        ))),
        (SatResult::Sat, Some(m)) => {
            let vals = terms.values(&m);
            let env2 = |i: &Input| vals.iter().find(|(x, _)| x == i).map(|(_, v)| *v);
            let found =
                divergence::check(module, paths, entry, &met, &env2).map(|d| (d, witness(&env2)));
            if found.is_some() {
                replays(paths, &env2).map_err(Undecided::Solver)?;
            }
            Ok(found)
        }
        _ => Ok(None),
    }
}

/// The EXEC mask at each barrier of a path, if every one is a constant.
fn constant_barrier_masks(p: &WavePath) -> Option<Vec<u64>> {
    p.events
        .iter()
        .filter(|e| e.class.is_barrier())
        .map(|e| e.exec.as_const())
        .collect()
}

/// Assumptions that pick the first scenario without a search: every input of the paths' conditions
/// 0, and in each wave the checkable path those values take, if every wave has one.
///
/// The search for any scenario over lane-masked path conditions is slow for Z3 although nearly
/// every assignment gives one (a per-thread loop over `n` at 8 waves: 1.7 s of a 4.7 s
/// check); with the inputs fixed it is a propagation. The scenario is then blocked and
/// searched past as any other, so the guess decides only the order.
fn zero_input_scenario(
    explored: &[crate::explore::WaveExploration],
    choices: &[Vec<(usize, Bool)>],
    sel: &[Vec<Bool>],
    terms: &Terms,
) -> Option<Vec<Bool>> {
    let zero = |_: &Input| Some(0);
    let mut fixed = Vec::new();
    let mut inputs = Vec::new();
    for (w, ps) in choices.iter().enumerate() {
        let a = ps.iter().position(|(i, _)| {
            let cond: Vec<&Term> = explored[w].paths[*i].cond.iter().collect();
            Term::all_hold(&cond, &zero)
        })?;
        fixed.push(sel[w][a].clone());
        for t in &explored[w].paths[ps[a].0].cond {
            t.inputs(&mut inputs);
        }
    }
    for (i, bv) in terms.inputs() {
        if inputs.contains(i) {
            fixed.push(bv.eq(z3::ast::BV::from_u64(0, bv.get_size())));
        }
    }
    Some(fixed)
}

/// The explored paths of every wave, sorted: those that can be checked (with their Z3 path
/// conditions), and the limits the others met.
struct PathChoices {
    /// Per wave: (path index, path condition) of the paths that ran to their end.
    choices: Vec<Vec<(usize, Bool)>>,
    /// Lines of loops some feasible path was cut in at `--unroll`.
    cut_loops: BTreeSet<u32>,
    /// Their headers.
    cut_headers: BTreeSet<usize>,
    /// Why some feasible paths could not be checked.
    unchecked: BTreeSet<String>,
}

fn sort_paths(
    module: &Module,
    explored: &[crate::explore::WaveExploration],
    opts: &Options,
    terms: &mut Terms,
    feasible: &dyn Fn(&[Term], &Bool) -> Option<bool>,
) -> PathChoices {
    let mut choices: Vec<Vec<(usize, Bool)>> = Vec::new();
    let mut cut_loops: BTreeSet<u32> = BTreeSet::new();
    let mut cut_headers: BTreeSet<usize> = BTreeSet::new();
    let mut unchecked: BTreeSet<String> = BTreeSet::new();
    for e in explored {
        if e.timed_out {
            unchecked.insert(timed_out_reason(e, opts));
        } else if e.truncated {
            unchecked.insert(format!(
                "wave {} has more than {} paths; only those were checked",
                e.wave, opts.bounds.max_paths
            ));
        }
        let mut mine = Vec::new();
        for (i, p) in e.paths.iter().enumerate() {
            let c = conj(terms, &p.cond);
            let problem = match (&p.end, p.opaque_calls.first()) {
                (_, Some((inst, name))) => Some(format!(
                    "line {}: calls `{name}`, which is not in this file and may synchronise",
                    module.insts[*inst].loc.line
                )),
                (PathEnd::Finished { .. }, None) => None,
                (PathEnd::UnrollLimit { inst, .. }, None) => {
                    // One feasible cut path per loop is enough to name it.
                    let line = module.insts[*inst].loc.line;
                    if !cut_headers.contains(inst) && feasible(&p.cond, &c) != Some(false) {
                        cut_loops.insert(line);
                        cut_headers.insert(*inst);
                    }
                    continue;
                }
                (PathEnd::StepLimit { inst }, None) => Some(format!(
                    "line {}: {STEP_LIMIT} {} instructions",
                    module.insts[*inst].loc.line, opts.bounds.max_steps
                )),
                (PathEnd::Unsupported { inst, reason }, None) => Some(format!(
                    "line {}: {reason}",
                    module.insts.get(*inst).map(|x| x.loc.line).unwrap_or(0)
                )),
                (
                    PathEnd::Iteration { inst }
                    | PathEnd::Superseded { inst }
                    | PathEnd::OtherClass { inst },
                    None,
                ) => Some(format!(
                    "line {}: internal error: a dropped path was listed as a path",
                    module.insts[*inst].loc.line
                )),
            };
            match problem {
                Some(msg) => {
                    if !unchecked.contains(&msg) && feasible(&p.cond, &c) != Some(false) {
                        unchecked.insert(msg);
                    }
                }
                None => mine.push((i, c)),
            }
        }
        choices.push(mine);
    }
    PathChoices {
        choices,
        cut_loops,
        cut_headers,
        unchecked,
    }
}

/// Why a wave's exploration is incomplete when it ran past the deadline.
fn timed_out_reason(e: &crate::explore::WaveExploration, opts: &Options) -> String {
    format!(
        "exploring wave {} ran past --timeout ({} s) after {} paths; no wave was checked",
        e.wave,
        opts.timeout_ms / 1000,
        e.paths.len()
    )
}

/// The verdict from the findings, the reasons the check is incomplete, and the loops cut at
/// `--unroll`: a bound is never `verified`.
fn decide(
    report: &mut KernelReport,
    module: &Module,
    opts: &Options,
    cut_loops: &BTreeSet<u32>,
    mut inconclusive: Vec<String>,
) {
    let mut bounded = Vec::new();
    if !cut_loops.is_empty() {
        let lines: Vec<String> = cut_loops.iter().map(|l| l.to_string()).collect();
        report.bounds.push(format!(
            // Counted are repetitions the inputs decide (a back edge taken on a symbolic
            // condition), so a trace may run the body once more than this.
            "loops at line {} repeated at most {} times where inputs decide whether they repeat",
            lines.join(", "),
            opts.bounds.unroll
        ));
        for l in cut_loops {
            bounded.push(format!(
                "{}:{l}: the loop can run more than --unroll {} iterations; longer runs were not checked (raise --unroll)",
                module.file.display(),
                opts.bounds.unroll
            ));
        }
        if opts.accept_bounded {
            bounded.push("--accept-bounded: a bounded result exits with 0".into());
        }
    } else if inconclusive.is_empty() {
        report.bounds.push("every path explored to its end".into());
    }
    report.verdict = if !report.findings.is_empty() {
        Verdict::Violation
    } else if !inconclusive.is_empty() {
        inconclusive.extend(bounded);
        Verdict::Inconclusive
    } else if !bounded.is_empty() {
        inconclusive = bounded;
        Verdict::Bounded
    } else if report.scenarios == 0 {
        inconclusive.push("no path of every wave reaches the end within the bounds".into());
        Verdict::Inconclusive
    } else {
        Verdict::Verified
    };
    report.inconclusive_reasons = inconclusive.clone();
    report.reasons = inconclusive;
}

/// Per wave: each arrive and wait with its object and site, in order.
/// The summary events of the loops in `aligned` count as a workgroup arrive and wait at the
/// header: a loop whose iterations hold barriers must be entered in the same phase by every wave.
pub(super) fn barrier_meetings(
    module: &Module,
    paths: &[&WavePath],
    env: &dyn Fn(&Input) -> Option<u64>,
    aligned: &BTreeSet<usize>,
) -> Vec<Vec<divergence::Meeting>> {
    use divergence::Meet;
    paths
        .iter()
        .map(|p| {
            let mut out = Vec::new();
            for ev in p.events.iter() {
                let site = || (ev.inst, ev.calls.to_vec(), ev.trips.to_vec());
                if ev.class == crate::encodings::InstClass::LoopSummary
                    && aligned.contains(&ev.inst)
                {
                    // Whole barrier rounds: an arrive and a wait.
                    out.push((BarrierObject::Workgroup, Meet::Arrive, site()));
                    out.push((BarrierObject::Workgroup, Meet::Wait, site()));
                }
                if !ev.class.is_barrier() {
                    continue;
                }
                if let Some(ops) = barrier_ops(module, ev.class, &ev.operand, env) {
                    for op in ops {
                        match op {
                            Operation::Arrive { object, .. } => {
                                out.push((object, Meet::Arrive, site()))
                            }
                            Operation::Wait { object } => out.push((object, Meet::Wait, site())),
                            _ => {}
                        }
                    }
                }
            }
            out
        })
        .collect()
}

fn divergence_finding(d: divergence::Divergence, witness: Vec<Witness>) -> Finding {
    Finding {
        kind: "barrier-divergence".into(),
        message: d.message,
        trace: d
            .steps
            .into_iter()
            .map(|(wave, line, what)| TraceStep {
                wave: wave as usize,
                index: None,
                line,
                text: what,
                op: String::new(),
                state_after: String::new(),
            })
            .collect(),
        stuck: Vec::new(),
        witness,
        rests_on: d.rests_on,
    }
}

/// Says what the hardware model makes of a divergence: it hangs, or why it does not.
fn annotate_divergence(report: &mut KernelReport, module: &Module) {
    let deadlock = report.findings.iter().any(|f| f.kind == "deadlock");
    let target = module.target.name.clone();
    let drops = !module.family.header.drop_at_end.is_empty();
    if let Some(d) = report
        .findings
        .iter_mut()
        .find(|f| f.kind == "barrier-divergence")
    {
        if deadlock {
            d.message
                .push_str(&format!("; on {target} it also deadlocks (see below)"));
        } else if drops {
            d.message.push_str(&format!(
                "; on {target} it does not hang, because waves that end drop the workgroup barrier"
            ));
        } else {
            d.message.push_str(&format!(
                "; on {target} the barrier model does not hang for this launch"
            ));
        }
    }
}
