//! Loops proven for every trip count.
//!
//! A loop that some path runs past `--unroll` makes a result `bounded`. [`prove`] tries to
//! prove such loops for every trip count instead, by summarising their iterations
//! ([`LoopPlan`]) and checking that what the summary leaves out cannot change the verdict:
//!
//! 1. **What an iteration changes.** Exploration is repeated until each plan's locations
//!    cover everything any iteration changes; every other location keeps its entry value in
//!    every iteration, so the summary's start state covers every real iteration's start.
//! 2. **Uniform locations.** A location is one input shared by the waves only while every
//!    wave provably holds the same value in it at the loop entry and after each iteration
//!    (given the same values before it): the values are one term (a term names only inputs
//!    every wave shares, so one term is one value), or the waves' sets of (condition, value)
//!    pairs are the same. Any other changed location is a fresh value per wave.
//!    VGPRs and scratch dwords are per lane; a row of them (one register or address, every
//!    lane) is *lane-uniform* ([`LoopPlan::lane_uniform`]) while every lane that holds a
//!    thread holds one term at each entry and after each iteration explored from one value
//!    in all of them: then, by induction, those lanes agree at every iteration's start, and
//!    the row is one value (shared by the waves under the rule above). This is how `-O0`
//!    keeps a uniform counter, and `-O2` a count read from LDS: a branch on it is a lane
//!    branch, which fresh values per lane would turn into lanes leaving at different trips,
//!    and which a partial last wave decides over fewer lanes than a whole one. Lanes past a
//!    partial wave's threads keep values of their own.
//! 3. **Barrier-neutral iterations.** Every iteration does workgroup barrier instructions in
//!    whole rounds of arrive and wait, with all of the wave's lanes on, or no barrier at all;
//!    or, rotated, wait first and arrive last, in a loop every entry into which has one
//!    arrive waiting (GFX12 split barriers at a rotated loop's header and latch).
//!    Iterations may do different sequences only where the waves in one iteration always
//!    choose the same one (Z3, [`uniform_choice`]: a condition on shared values).
//! 4. **Uniform trip count**, for every summarised loop but the free-running ones:
//!    whenever two waves are in the same occurrence of the loop they go around under the
//!    same conditions (Z3), so with the shared values equal they go around together. A
//!    *free-running* loop does no barrier and goes around on nothing it re-read from global
//!    or LDS memory in that iteration: a computation on the wave's own registers and private
//!    memory, which C11 6.8.5p6 and C++ [intro.progress] let a compiler assume ends. Its
//!    trip count may differ between waves and lanes (the result says it assumed the end).
//!    A loop that re-reads memory may be a spin-wait on another wave, which could wait
//!    forever if that wave waits at a barrier, so it needs the uniform trip count.
//! 5. **The summarised kernel** (each loop run as one last iteration from the summary state)
//!    is checked like any kernel and must come out verified, with every entry into a loop
//!    that is not free-running counted as a workgroup arrive, so every wave enters those
//!    loops, in the same phase.
//! 6. **Lanes that leave one by one.** A loop whose lanes leave at different iterations
//!    changes EXEC, and code after it gets the lanes back from a mask that collected them.
//!    Fresh values for both would turn lanes off after the loop. When the summarised kernel
//!    shows a finding, EXEC is tried as `E & h` (`E` the EXEC at the entry, `h` fresh per
//!    wave) and every changed location `l` as `l_entry | (E & ~EXEC)`, and candidates are
//!    dropped until each holds after every iteration (Z3, on the mask algebra alone): then
//!    they hold at every iteration's start by induction, since at the entry `h` may be all
//!    ones.
//!
//! Exploration runs each entry twice: a generic iteration (recorded when it comes back to
//! the header, dropped where it leaves the loop) and the last iteration (continuing past the
//! loop, dropped where it goes around again). The shared values stand for the last
//! iteration's start only once the loop's trip count is shown uniform (the last iteration is
//! then the same one in every wave); until then it starts from values fresh per wave, so no
//! value leaving a loop whose waves may run different trips is ever taken as shared.
//!
//! Shared values are per occurrence: the k-th run of a loop on one wave's path is compared
//! with, and shares its inputs with, the k-th run on every other wave's.
//!
//! Nested loops: an inner loop with barriers is entered between whole rounds of the outer
//! iteration ([`whole_rounds`]) and, by steps 3 and 4 for itself, inserts the same whole
//! rounds in every wave. Trip counts that depend on each other (outer on the inner loop's
//! last iteration, inner on the outer loop's last iteration) are assumed uniform together
//! and shown together on the exploration that assumes them: by induction over the waves'
//! decisions in time, each decision is taken from states that agree up to it.
//!
//! Then, with only the workgroup barrier in the kernel: every wave's sequence of barrier
//! instructions is the summarised one with the same whole rounds inserted at the same phase,
//! so the waves stay aligned (the source languages' rule), and aligned waves of one
//! workgroup barrier neither hang nor misuse it. Anything short of this leaves the result
//! `bounded`. Async LDS transfers are summarised when each completes within the iteration
//! that starts it or, in a software pipeline, within the next few (a double buffer: the
//! copy of tile `t + 1` is waited for at the top of the next iteration), the wave's own
//! accesses meet none in flight, and every pair with an LDS access of another iteration is
//! ordered through the workgroup rounds ([`transfers_across_iterations`]). Kernels with
//! named or cluster barriers, or irreducible loops, are not summarised.

use super::asyncs;
use super::{KernelReport, Options, check_scenarios, conj, cut_headers, explore_all, millis_left};
use crate::encodings::InstClass;
use crate::eval::{Input, Loc, Term};
use crate::explore::{BarrierOperand, Bounds, LoopPlan, PathEnd, Row, VisitKind, WaveExploration};
use crate::kernel::{Kernel, Module};
use crate::launch::Launch;
use crate::model::{BarrierObject, Operation};
use crate::smt::timeout::Timeout;
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// Explorations before giving up on a stable plan (each round only adds changed locations
/// or removes shared ones, so a few suffice in practice).
const MAX_ROUNDS: usize = 16;

/// A proof that the kernel is safe with its loops run any number of times.
pub(super) struct Proof {
    /// The line for the result's bounds.
    pub line: String,
    /// Distinct barrier behaviours of the summarised kernel.
    pub scenarios: usize,
    /// The summarised exploration (for the assumptions it made).
    pub explored: Vec<WaveExploration>,
    /// What the proof took for granted about barrier-free loops, if anything.
    pub assumption: Option<String>,
}

/// Tries to prove the kernel safe with the loops headed at `cut` (instruction indices), and
/// any other loop found cut on the way, run any number of times. Run it under the budget's
/// work limit ([`crate::effort::within`]), which its solver checks are bounded by.
pub(super) fn prove(
    module: &Module,
    kernel: &Kernel,
    opts: &Options,
    (launch, entry): (&Launch, &[u64]),
    cut: &BTreeSet<usize>,
    budget: super::Budget,
) -> Result<Attempt, String> {
    let deadline = budget.until;
    let mut plans: BTreeMap<usize, LoopPlan> = BTreeMap::new();
    let mut demoted: BTreeMap<usize, BTreeSet<Loc>> = BTreeMap::new();
    let mut no_base: BTreeMap<usize, BTreeSet<Loc>> = BTreeMap::new();
    // Rows shown to differ between lanes: never proposed again.
    let mut lane_demoted: BTreeMap<usize, BTreeSet<Row>> = BTreeMap::new();
    let mut tried_exec: BTreeSet<usize> = BTreeSet::new();
    // Loops whose uniform trip count is assumed until shown (once per proof).
    let mut assumed: BTreeSet<usize> = BTreeSet::new();
    let mut optimistic = false;
    // Rounds that change nothing a loop's visits depend on ask the same questions again.
    let mut trip_answers = TripAnswers::default();
    for &h in cut {
        if !summarisable(module, h) {
            return Ok(unproven("irreducible loop"));
        }
        plans.insert(h, seed());
    }
    for round in 0..MAX_ROUNDS {
        if budget.spent() {
            return Ok(unproven("the proof ran out of its share of the time"));
        }
        // One symbolic trip finds an unsummarised loop as well as more would.
        let bounds = Bounds {
            deadline: Some(deadline),
            work_limit: budget.work,
            summaries: std::sync::Arc::new(plans.clone()),
            unroll: opts.bounds.unroll.min(1),
            narrow_unroll: 0,
            ..opts.bounds.clone()
        };
        let explored = explore_all(module, kernel, launch, &bounds, deadline);
        // Lane-uniform rows are proposed before they are checked; one that some visit shows
        // different between lanes may be what multiplied the paths, so it is dropped before
        // a truncated exploration ends the proof (a visit of a truncated run is still a
        // visit that happened).
        let mut lanes_split = false;
        for (&h, plan) in plans.iter_mut() {
            for a in plan.lane_uniform.clone() {
                if !lanes_agree(&explored, h, a, launch) {
                    tracing::trace!(h, %a, "row differs between lanes");
                    plan.lane_uniform.remove(&a);
                    plan.shared.remove(&a.lane(0));
                    lane_demoted.entry(h).or_default().insert(a);
                    lanes_split = true;
                }
            }
        }
        if explored.iter().any(|e| e.truncated) {
            if lanes_split {
                continue;
            }
            return Ok(unproven("one generic iteration has too many paths"));
        }
        let rounds = match iteration_rounds(module, &explored, entry) {
            Ok(r) => r,
            Err(why) => return Ok(unproven(why)),
        };
        // Shared values some wave may not hold in common are demoted for good (judged on the
        // values this round's plans recorded; a demotion only costs precision).
        let mut demote = lanes_split;
        for (&h, plan) in plans.iter_mut() {
            for l in plan.shared.clone() {
                if !uniform(&explored, h, l) {
                    tracing::trace!(h, %l, "not uniform");
                    plan.shared.remove(&l);
                    demoted.entry(h).or_default().insert(l);
                    demote = true;
                }
            }
        }
        let mut grew = false;
        // Rows some iteration leaves with different values in its lanes (a lane's address,
        // spilled VGPRs): a proposal for them would only be refuted a round later, and
        // might take a row that does agree down with it.
        let mut split_rows: BTreeSet<(usize, Row)> = BTreeSet::new();
        for v in explored.iter().flat_map(|e| &e.visits) {
            if let VisitKind::Iteration {
                changed, lane_rows, ..
            } = &v.kind
            {
                for &l in changed {
                    if let Some((a, _)) = Row::of(l)
                        && !lane_rows.contains(&a)
                    {
                        split_rows.insert((v.header, a));
                    }
                }
            }
        }
        // Loops inside a summarised iteration that are themselves cut are summarised too.
        for inst in cut_headers(&explored) {
            if let std::collections::btree_map::Entry::Vacant(slot) = plans.entry(inst) {
                if !summarisable(module, inst) {
                    return Ok(unproven("an irreducible loop inside"));
                }
                slot.insert(seed());
                grew = true;
            }
        }
        for v in explored.iter().flat_map(|e| &e.visits) {
            if let VisitKind::Iteration {
                changed,
                writes,
                lost_bases,
                ..
            } = &v.kind
            {
                let plan = plans
                    .get_mut(&v.header)
                    .expect("visits are of planned loops");
                // An iteration that writes memory the plan said none did: the summaries
                // must start with it possibly written in the phase.
                let grown = crate::eval::Writes {
                    global: plan.writes.global.max(writes.global.min(1)),
                    lds: plan.writes.lds.max(writes.lds.min(1)),
                };
                if grown != plan.writes {
                    tracing::trace!(?grown, "writes");
                    plan.writes = grown;
                    grew = true;
                }
                let demoted = demoted.entry(v.header).or_default();
                for &l in lost_bases {
                    // Not a pointer the loop strides through: a plain value from now on.
                    if plan.offsets.remove(&l) {
                        tracing::trace!(%l, "no pointer base");
                        no_base.entry(v.header).or_default().insert(l);
                        grew = true;
                    }
                }
                let no_base = no_base.entry(v.header).or_default();
                let lane_demoted = lane_demoted.entry(v.header).or_default();
                for &l in changed {
                    if let Some((a, _)) = Row::of(l)
                        && !lane_demoted.contains(&a)
                        && !split_rows.contains(&(v.header, a))
                        && plan.lane_uniform.insert(a)
                    {
                        tracing::trace!(%a, "row proposed lane-uniform");
                        grew = true;
                        plan.changed
                            .extend((0..launch.wave_size as u16).map(|lane| a.lane(lane)));
                        if !demoted.contains(&a.lane(0)) {
                            plan.shared.insert(a.lane(0));
                        }
                    }
                    if plan.changed.insert(l) {
                        grew = true;
                        tracing::trace!(%l, "changed");
                        if !matches!(l, Loc::Scratch(..)) && !demoted.contains(&l) {
                            plan.shared.insert(l);
                        }
                        if l != Loc::Scc && !no_base.contains(&l) {
                            plan.offsets.insert(l);
                        }
                    }
                }
            }
        }
        if grew {
            tracing::debug!(round, demote, "loop plans grew");
            continue;
        }
        if demote {
            tracing::debug!(round, "shared values demoted");
            continue;
        }
        // Every iteration must have been seen: a path stopped by a limit may hide one.
        if explored
            .iter()
            .flat_map(|e| &e.paths)
            .any(|p| !matches!(p.end, PathEnd::Finished { .. }) || !p.opaque_calls.is_empty())
        {
            return Ok(unproven("a path stopped by a limit or an unknown call"));
        }
        // Lanes leaving a loop one by one (step 6): the EXEC template is tried once per loop
        // and narrowed until what is left of it holds after every iteration.
        let mut narrowed = false;
        for (&h, plan) in plans.iter_mut() {
            narrowed |= narrow_exec_template(&explored, h, plan, launch.wave_size, deadline);
        }
        if narrowed {
            tracing::debug!(round, "exec invariants narrowed");
            continue;
        }
        // Trip counts shown uniform (under the values the plans give so far, all sound) let
        // the shared values stand for the last iteration too, which may make later loops
        // uniform in turn.
        let mut flipped = false;
        for (&h, plan) in plans.iter_mut() {
            if !plan.uniform_trips && uniform_trips(&explored, h, deadline, &mut trip_answers) {
                plan.uniform_trips = true;
                flipped = true;
                if !assumed.is_empty() {
                    // Shown under assumptions: it joins them, to be shown with them.
                    assumed.insert(h);
                }
            }
        }
        if flipped {
            tracing::debug!(round, "trip counts shown uniform");
            continue;
        }
        // Nested loops can each need the other's uniform trip count first: an outer
        // iteration goes around only after the inner loop's last iteration, and the inner
        // loop's entries in the outer loop's last iteration start from shared values only
        // once the outer trip count is uniform. Such loops are assumed uniform together and
        // then shown so together, on an exploration that assumes all of them. That is
        // sound by induction over the waves' decisions in time: up to the first decision
        // at which two waves would differ, every wave ran the same iterations, so the
        // assumed shared values hold there, and the check shows that decision the same.
        if !assumed.is_empty() {
            let failed: Vec<usize> = assumed
                .iter()
                .copied()
                .filter(|&h| !uniform_trips(&explored, h, deadline, &mut trip_answers))
                .collect();
            if failed.is_empty() {
                tracing::debug!(round, loops = ?assumed, "trip counts shown uniform together");
                assumed.clear();
            } else {
                tracing::debug!(round, ?failed, "assumed trip counts refuted");
                for h in failed {
                    assumed.remove(&h);
                    plans
                        .get_mut(&h)
                        .expect("assumed loops are planned")
                        .uniform_trips = false;
                }
                // The rest stay assumed and are shown again on the next exploration.
                continue;
            }
        } else if plans.len() > 1 && !optimistic {
            let stuck: Vec<usize> = plans
                .iter()
                .filter(|(_, p)| !p.uniform_trips)
                .map(|(&h, _)| h)
                .collect();
            if !stuck.is_empty() {
                tracing::debug!(round, ?stuck, "trip counts assumed uniform together");
                optimistic = true;
                for &h in &stuck {
                    plans
                        .get_mut(&h)
                        .expect("stuck loops are planned")
                        .uniform_trips = true;
                }
                assumed.extend(stuck);
                // Values demoted because an enclosing loop's last iteration started from
                // values fresh per wave may be shared now: every shared value is checked
                // again on the next exploration, as in every round.
                for (h, locs) in std::mem::take(&mut demoted) {
                    let plan = plans.get_mut(&h).expect("demotions are of planned loops");
                    plan.shared
                        .extend(locs.into_iter().filter(|l| plan.changed.contains(l)));
                }
                continue;
            }
        }
        tracing::debug!(round, loops = plans.len(), "loop plans stable");
        let mut retry = false;
        let verdict = summarised_verdict(
            (module, kernel, launch),
            opts,
            (&explored, entry),
            (&plans, &rounds),
            (deadline, &mut retry),
        )?;
        // A summarised kernel that shows a finding may only lack the lanes a loop's EXEC
        // gave back: the EXEC template is tried once, and only then (it makes every later
        // query heavier).
        if verdict.is_err() && retry {
            let mut proposed = false;
            for (&h, plan) in plans.iter_mut() {
                if tried_exec.insert(h) {
                    proposed |= propose_exec_template(plan, launch.wave_size);
                }
            }
            if proposed {
                tracing::debug!(round, "exec templates proposed");
                continue;
            }
        }
        return Ok(verdict);
    }
    Ok(unproven("the values an iteration changes did not settle"))
}

/// Why the loops were not proven for every trip count, in the words of the result.
#[derive(Clone, Debug)]
pub(super) struct Unproven(pub String);

/// A proof, or why there is none.
pub(super) type Attempt = Result<Proof, Unproven>;

/// Why a proof attempt stopped (shown with a `bounded` result, and at
/// `RUST_LOG=bverify=debug`).
fn unproven(why: impl Into<String>) -> Attempt {
    let why = why.into();
    tracing::debug!(at = why.as_str(), "loops not proven");
    Err(Unproven(why))
}

/// A first plan: SCC only. Repeated exploration adds every location an iteration changes
/// (its value where the iteration comes back differs from the one it started with). A
/// register the loop writes but always restores, such as the lane mask of a uniform loop's
/// header in lowered IR, then keeps its entry value instead of becoming a shared symbol.
fn seed() -> LoopPlan {
    let changed = BTreeSet::from([Loc::Scc]);
    LoopPlan {
        shared: changed.clone(),
        changed,
        ..LoopPlan::default()
    }
}

/// A loop can be summarised if every way into it goes through its header.
fn summarisable(module: &Module, header: usize) -> bool {
    module.loops.header(header).is_some_and(|l| !l.irreducible)
}

/// Whether every wave holds the same value in `l` at each entry into the loop `h` and after
/// each of its iterations (step 2 of the module comment). Entries are compared by
/// occurrence: the k-th run of the loop on one wave's path with the k-th on another's.
fn uniform(explored: &[WaveExploration], h: usize, l: Loc) -> bool {
    type Pairs = HashSet<(Vec<Term>, Option<Term>)>;
    // Per occurrence: per wave, the entries' (path condition, value); per (wave, entry),
    // the iterations' (condition, value).
    let mut entries: BTreeMap<u32, BTreeMap<u32, Pairs>> = BTreeMap::new();
    let mut iterations: BTreeMap<u32, BTreeMap<(u32, u32), Pairs>> = BTreeMap::new();
    for e in explored {
        for v in e.visits.iter().filter(|v| v.header == h) {
            let value = |values: &[(Loc, Option<Term>)]| {
                values
                    .iter()
                    .find(|(x, _)| *x == l)
                    .and_then(|(_, t)| t.clone())
            };
            match &v.kind {
                VisitKind::Entry { values } => {
                    entries
                        .entry(v.occurrence)
                        .or_default()
                        .entry(e.wave)
                        .or_default()
                        .insert((v.prefix.clone(), value(values)));
                }
                VisitKind::Iteration { cond, values, .. } => {
                    iterations
                        .entry(v.occurrence)
                        .or_default()
                        .entry((e.wave, v.entry))
                        .or_default()
                        .insert((cond.clone(), value(values)));
                }
            }
        }
    }
    // One term everywhere, or the same set of pairs in every group; an undefined value reads
    // as a fresh one, different in every wave.
    let agree = |groups: Vec<&Pairs>| {
        let defined = groups.iter().all(|g| g.iter().all(|(_, v)| v.is_some()));
        let mut values = groups.iter().flat_map(|g| g.iter().map(|(_, v)| v));
        let one_term = values.next().is_none_or(|first| values.all(|v| v == first));
        defined && (one_term || groups.windows(2).all(|w| w[0] == w[1]))
    };
    entries
        .values()
        .all(|waves| agree(waves.values().collect()))
        && iterations
            .values()
            .all(|groups| agree(groups.values().collect()))
}

/// Whether every lane holds one value in the row `a` at each entry into the loop
/// `h` and after each of its iterations ([`LoopPlan::lane_uniform`]): one term for all of a
/// wave's lanes that hold a thread in every visit. By induction from the entry, those lanes
/// then agree at every iteration's start, since each iteration was explored from one value
/// in all of them.
fn lanes_agree(explored: &[WaveExploration], h: usize, a: Row, launch: &Launch) -> bool {
    explored.iter().all(|e| {
        let launched = launch.shape(e.wave).lanes();
        e.visits.iter().filter(|v| v.header == h).all(|v| {
            let values = match &v.kind {
                VisitKind::Entry { values } | VisitKind::Iteration { values, .. } => values,
            };
            let row = values.iter().filter_map(|(l, t)| match Row::of(*l) {
                Some((x, lane)) if x == a => Some((lane, t.as_ref())),
                _ => None,
            });
            crate::explore::one_term_in_launched_lanes(row, launched)
        })
    })
}

/// Steps 3 to 5 of the module comment, on a stable plan.
fn summarised_verdict(
    (module, kernel, launch): (&Module, &Kernel, &Launch),
    opts: &Options,
    (explored, entry): (&[WaveExploration], &[u64]),
    (plans, rounds): (&BTreeMap<usize, LoopPlan>, &Rounds),
    (deadline, retry): (std::time::Instant, &mut bool),
) -> Result<Attempt, String> {
    // A loop the summary leaves out could also never end in some wave while others wait at a
    // barrier (a spin-wait): so every summarised loop, with barriers or not, must run the
    // same number of times in every wave and be entered by every wave in the same phase.
    // Loops without barriers that decide on nothing they re-read from memory: computations
    // on the wave's own state, assumed to end (see `rereads`), so they need neither the
    // same trip count nor the same entries in every wave. A spin-wait on a flag does.
    let free_running: BTreeSet<usize> = plans
        .keys()
        .copied()
        .filter(|&h| barrier_free(rounds, h) && !rereads(explored, h))
        .collect();
    for (&header, plan) in plans {
        if free_running.contains(&header) {
            continue;
        }
        if !plan.uniform_trips {
            return Ok(unproven(format!(
                "the loop at line {} may run a different number of times in different waves",
                module.insts[header].loc.line
            )));
        }
        let Some(seqs) = rounds.get(&header) else {
            continue;
        };
        // Iterations that do different barriers are fine when the waves in one iteration
        // always choose the same ones (a uniform, loop-invariant condition, say).
        if seqs.len() > 1 && !uniform_choice(explored, header, deadline) {
            return Ok(unproven(format!(
                "iterations of the loop at line {} do different barriers, and the waves may choose differently",
                module.insts[header].loc.line
            )));
        }
    }
    if let Err(why) =
        transfers_across_iterations(module, explored, entry, (plans, rounds), deadline)
    {
        return Ok(unproven(why));
    }
    let transfers = explored
        .iter()
        .flat_map(|e| e.paths.iter().flat_map(|p| p.events.iter()))
        .any(|ev| ev.class.is_async_transfer());
    // A loop assumed to end inserts no rounds: where the waves enter it does not matter.
    let aligned: BTreeSet<usize> = plans
        .keys()
        .copied()
        .filter(|h| !free_running.contains(h))
        .collect();
    // Step 5: the summarised kernel, alignment checked whatever --allow says.
    let strict = Options {
        allow_divergence: false,
        ..opts.clone()
    };
    let mut report = KernelReport::empty(module, kernel, launch);
    let outcome = check_scenarios(
        module,
        kernel,
        &strict,
        (explored, entry),
        deadline,
        &mut report,
        &aligned,
    )?;
    tracing::debug!(
        findings = report.findings.len(),
        first = report.findings.first().map(|f| f.message.as_str()),
        inconclusive = ?outcome.inconclusive,
        scenarios = report.scenarios,
        "summarised kernel checked"
    );
    if !report.findings.is_empty()
        || !outcome.inconclusive.is_empty()
        || !outcome.cut_headers.is_empty()
        || report.scenarios == 0
    {
        *retry = !report.findings.is_empty();
        let why = match (report.findings.first(), outcome.inconclusive.first()) {
            (Some(f), _) => format!(
                "a {} that a generic iteration may show (over any number of iterations; not confirmed for one trip count)",
                f.kind
            ),
            (None, Some(r)) => r.clone(),
            (None, None) if !outcome.cut_headers.is_empty() => {
                "a loop inside one iteration is not summarised".to_string()
            }
            (None, None) => "no run of the summarised kernel reaches its end".to_string(),
        };
        return Ok(unproven(format!(
            "the kernel with one generic iteration standing for any number of them is not verified: {why}"
        )));
    }
    let line_list = |hs: &BTreeSet<usize>| {
        hs.iter()
            .map(|&i| module.insts[i].loc.line.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let assumption = (!free_running.is_empty()).then(|| {
        format!(
            "loops at line {} have no barrier and may go around a different number of times \
             in each wave; each is assumed to end (C11 6.8.5p6 and C++ [intro.progress]: a \
             loop without atomic, volatile or synchronising operations ends), and none decides \
             on a value it reads from memory",
            line_list(&free_running)
        )
    });
    Ok(Ok(Proof {
        assumption,
        line: format!(
            "loops at line {} proven for every trip count (each iteration does the same whole \
             workgroup barrier rounds in every wave, or none; loops with barriers run the same \
             number of times in every wave{})",
            line_list(&plans.keys().copied().collect()),
            if transfers {
                "; each async transfer completes in the iteration that starts it or a later \
                 one, ordered with other iterations' LDS accesses by those rounds"
            } else {
                ""
            }
        ),
        scenarios: report.scenarios,
        explored: explored.to_vec(),
    }))
}

/// Step 5 for async LDS transfers. The summarised kernel shows each wave's last iteration
/// only, so the pairs of a transfer and an LDS access that involve a generic iteration are
/// checked here, on the barrier rounds alone: every wave does the same `m` workgroup
/// rounds in each iteration (steps 3 and 4), so an event of iteration `j` with `a` arrives
/// before it in its iteration is at phase `j * m + a` in every wave's count. A transfer
/// still in flight at the end of its iteration (or where the loop is entered) completes in
/// a later one, found over every sequence of iterations that may follow
/// ([`done_in_next`]: the counters complete in order, so the transfers an iteration finds
/// in flight only complete earlier, and joining the iterations' events counts them as
/// the hardware does); at most [`MAX_CARRIED`] back edges are followed. A transfer that
/// completes `c` iterations on may meet another wave's events up to `c + 1` iterations
/// away (further, the rounds order them), so the pairs are a generic iteration against
/// another wave's iterations that near, against the code before the loop (the first
/// iteration), and against the last iteration and the code after it. Each such pair must
/// be ordered through the workgroup barrier (spec "Memory Consistency Model", as
/// `asyncs::check` orders them), or its bytes be apart for every input
/// (`asyncs::events_apart`; in one iteration also by the solver under both iterations'
/// conditions, [`apart_under`]). Anything else leaves the loops unproven.
fn transfers_across_iterations(
    module: &Module,
    explored: &[WaveExploration],
    entry: &[u64],
    (plans, rounds): (&BTreeMap<usize, LoopPlan>, &Rounds),
    deadline: std::time::Instant,
) -> Result<(), &'static str> {
    let any_transfer = explored.iter().any(|e| {
        let on_paths = e.paths.iter().flat_map(|p| p.events.iter());
        let in_visits = e.visits.iter().flat_map(|v| iteration_events(v).iter());
        on_paths
            .chain(in_visits)
            .any(|ev| ev.class.is_async_transfer())
    });
    if !any_transfer {
        return Ok(());
    }
    for &h in plans.keys() {
        let m = match rounds.get(&h).map(Vec::as_slice) {
            None | Some([]) => 0,
            Some([seq]) => seq
                .iter()
                .filter(|(_, class, _)| *class != InstClass::LoopSummary)
                .filter_map(|(_, class, operand)| ops_of(module, *class, operand))
                .flatten()
                .filter(|op| matches!(op, Operation::Arrive { .. }))
                .count() as i64,
            Some(_) => return Err("iterations do different barriers, with async transfers"),
        };
        let mut generic: Vec<Side> = Vec::new();
        let mut before: Vec<Side> = Vec::new();
        let mut after: Vec<Side> = Vec::new();
        // The most back edges a transfer of an iteration, or of the code before the loop,
        // is in flight across.
        let (mut carried, mut carried_in) = (0usize, 0usize);
        for e in explored {
            let lanes = entry[e.wave as usize];
            let visits: Vec<(&[crate::explore::Event], Context)> = e
                .visits
                .iter()
                .filter_map(|v| match &v.kind {
                    VisitKind::Iteration { events, cond, .. } if v.header == h => {
                        Some((events.as_slice(), [v.prefix.as_slice(), cond.as_slice()]))
                    }
                    _ => None,
                })
                .collect();
            // Each path's loop entry, and the last iteration with what follows it.
            let mut entries: Vec<(&crate::explore::WavePath, usize)> = Vec::new();
            for p in &e.paths {
                let mut at_summary = p
                    .events
                    .iter()
                    .enumerate()
                    .filter(|(_, ev)| ev.class == InstClass::LoopSummary && ev.inst == h);
                let Some((s, _)) = at_summary.next() else {
                    continue;
                };
                if at_summary.next().is_some() {
                    return Err("a loop entered twice on one path, with async transfers");
                }
                entries.push((p, s));
            }
            // What may run after an iteration that goes around: any iteration, or the last.
            let next = Next {
                visits: visits.iter().map(|(events, _)| *events).collect(),
                lasts: entries.iter().map(|(p, s)| &p.events[s + 1..]).collect(),
            };
            for &(events, context) in &visits {
                if events.iter().any(|ev| ev.class == InstClass::LoopSummary) {
                    return Err("a loop inside a loop, with async transfers");
                }
                if !asyncs::counted_exactly(module, events) {
                    return Err(
                        "an async transfer that may run with no lane on, in a loop iteration that waits for a count above 0",
                    );
                }
                let (mut ops, accesses) = asyncs::placements(module, events, lanes);
                let own = (events, lanes, context);
                for op in &ops {
                    let Some((done_at, _)) = op.done else {
                        continue;
                    };
                    if own_conflict(
                        own,
                        (&ops, &accesses),
                        (op, done_at),
                        events.len(),
                        deadline,
                    ) {
                        return Err(
                            "an LDS access while the wave's own async transfer is in flight in a loop iteration",
                        );
                    }
                }
                // A software pipeline: transfers still in flight complete in a later
                // iteration, whichever they are.
                let in_flight: Vec<usize> =
                    (0..ops.len()).filter(|&i| ops[i].done.is_none()).collect();
                if !in_flight.is_empty() {
                    let found = done_in_next(module, own, &in_flight, &next, deadline)?;
                    for (&i, &(arrives, depth)) in in_flight.iter().zip(&found) {
                        carried = carried.max(depth);
                        ops[i].done = Some((events.len(), arrives));
                    }
                }
                generic.extend(sides(
                    (e.wave, lanes, context),
                    events,
                    (&ops, &accesses),
                    0,
                ));
            }
            for &(p, s) in &entries {
                if !asyncs::counted_exactly(module, &p.events) {
                    return Err(
                        "an async transfer that may run with no lane on, on a path that waits for a count above 0",
                    );
                }
                let (mut ops, accesses) = asyncs::placements(module, &p.events, lanes);
                // Workgroup rounds before the entry: the iteration count starts there.
                let (arrived, waited) = rounds_before(module, &p.events[..s]);
                if waited != arrived - 1 {
                    return Err(
                        "a loop entered between a barrier's arrive and its wait, with async transfers",
                    );
                }
                // A transfer in flight at the entry completes in the last iteration (this
                // path) or in iterations that go around (as for a generic one's).
                let at_entry = [&p.cond[..p.events[s].cond_len], &[][..]];
                let prefix = (&p.events[..s], lanes, at_entry);
                let in_flight: Vec<usize> = (0..ops.len())
                    .filter(|&i| ops[i].op.at < s && ops[i].done.is_none_or(|(d, _)| d > s))
                    .collect();
                if in_flight.iter().any(|&i| ops[i].done.is_none()) {
                    return Err(
                        "an async transfer in flight where a loop is entered, and never waited for",
                    );
                }
                if !in_flight.is_empty() {
                    let found = done_in_next(module, prefix, &in_flight, &next, deadline)?;
                    for (&i, &(latest, depth)) in in_flight.iter().zip(&found) {
                        carried_in = carried_in.max(depth);
                        if let Some((d, arrives)) = ops[i].done {
                            ops[i].done = Some((d, arrives.max(latest)));
                        }
                    }
                }
                let whole = [p.cond.as_slice(), &[][..]];
                for side in sides(
                    (e.wave, lanes, whole),
                    &p.events,
                    (&ops, &accesses),
                    -arrived,
                ) {
                    if side.at < s {
                        before.push(side);
                    } else {
                        after.push(side);
                    }
                }
            }
        }
        // A loop without barriers may be free-running: its waves need not enter it in one
        // phase, so its iterations' LDS events have no place in a shared count.
        if m == 0 && !generic.is_empty() {
            return Err("LDS accesses in a loop without barriers, with async transfers");
        }
        // (transfers, other events, iterations from the transfer's to the other's). A
        // transfer in flight across `c` back edges completes `c` iterations on, so events up
        // to `c + 1` iterations away may be unordered with it; further away, every iteration
        // doing a round orders them.
        let c = carried as i64;
        let near: Vec<i64> = (-(c + 1)..=c + 1).collect();
        let later: Vec<i64> = (1..=c + 1).collect();
        let earlier: Vec<i64> = (1..=c + 1).map(|d| -d).collect();
        let first: Vec<i64> = (0..=carried_in as i64).collect();
        let pairs: [(&[Side], &[Side], &[i64]); 5] = [
            (&generic, &generic, &near),
            (&generic, &before, &[0]),
            (&generic, &after, &later),
            (&before, &generic, &first),
            (&after, &generic, &earlier),
        ];
        for (ts, xs, distances) in pairs {
            for t in ts.iter().filter(|t| t.done.is_some()) {
                for x in xs.iter().filter(|x| x.wave != t.wave) {
                    // Two transfers, or a transfer and an access, conflict unless both only
                    // read LDS.
                    if !(t.writes || x.writes) {
                        continue;
                    }
                    // Bytes apart for every input are apart in one iteration, where both read
                    // the iteration's values; across iterations only where neither address
                    // reads a value an iteration changes (`buf[i & 1]` and `buf[(i + 1) & 1]`
                    // are apart in one iteration, not in consecutive ones).
                    let apart = asyncs::events_apart((t.event, t.lanes), (x.event, x.lanes));
                    let fixed = apart
                        && !reads_iteration_values(t.event)
                        && !reads_iteration_values(x.event);
                    let same_iteration = std::ptr::eq(ts, xs);
                    let unordered: Vec<i64> = distances
                        .iter()
                        .copied()
                        .filter(|&d| !(ordered_at(t, x, d * m) || fixed))
                        .collect();
                    // Only the same iteration is left: bytes apart there, by the addresses'
                    // form or for every value both iterations' conditions allow.
                    let left = match unordered.as_slice() {
                        [] => false,
                        [0] if same_iteration => !apart_under(
                            (t.event, t.lanes, t.context),
                            (x.event, x.lanes, x.context),
                            deadline,
                        ),
                        _ => true,
                    };
                    if left {
                        tracing::debug!(
                            transfer = module.insts[t.event.inst].loc.line,
                            access = module.insts[x.event.inst].loc.line,
                            "async transfer and LDS access unordered across iterations"
                        );
                        return Err(
                            "an async transfer and an LDS access that iterations may leave unordered",
                        );
                    }
                }
            }
        }
    }
    Ok(())
}

/// The iterations that may follow one that goes around: any such iteration, or the last
/// one (with the code after the loop).
struct Next<'a> {
    visits: Vec<&'a [crate::explore::Event]>,
    lasts: Vec<&'a [crate::explore::Event]>,
}

/// Back edges a transfer may stay in flight across before the loop proof gives up.
const MAX_CARRIED: usize = 3;

/// Sequences of iterations [`done_in_next`] may try for one transfer.
const MAX_SEQUENCES: usize = 256;

/// Where the async operations `carried` of `events` (one iteration, or the code before a
/// loop; indices into its placements), in flight at their end, complete in every run of
/// the iterations of `next` that may follow: for each, the latest, in arrives counted from
/// the start of `events`, and the most back edges it stays in flight across. Placing them
/// over the sequences joined counts them as the hardware does: a transfer still in flight
/// from before `events` only completes earlier. Each joined sequence is placed once for
/// all of them. Errors when a run never completes one, or when the wave's own LDS access
/// meets one before it completes and their bytes are not apart in every iteration.
fn done_in_next(
    module: &Module,
    (events, lanes, context): (&[crate::explore::Event], u64, Context),
    carried: &[usize],
    next: &Next,
    deadline: std::time::Instant,
) -> Result<Vec<(u32, usize)>, &'static str> {
    if next.visits.is_empty() && next.lasts.is_empty() {
        return Err(
            "an async transfer in flight at the end of a loop iteration that nothing follows",
        );
    }
    // Per entry of `carried`: (latest arrives, most back edges crossed).
    let mut found = vec![(0u32, 1usize); carried.len()];
    // Joined events, back edges crossed, entries of `carried` still in flight.
    let all: Vec<usize> = (0..carried.len()).collect();
    let mut open: Vec<(Vec<crate::explore::Event>, usize, Vec<usize>)> =
        vec![(events.to_vec(), 0, all)];
    let mut tried = 0;
    while let Some((before, crossed, pending)) = open.pop() {
        let all = next.visits.iter().map(|v| (v, true));
        for (seq, goes_around) in all.chain(next.lasts.iter().map(|l| (l, false))) {
            tried += 1;
            if tried > MAX_SEQUENCES {
                return Err(
                    "an async transfer in flight across loop iterations that take too many ways",
                );
            }
            let joined: Vec<crate::explore::Event> =
                before.iter().chain(seq.iter()).cloned().collect();
            if !asyncs::counted_exactly(module, &joined) {
                return Err(
                    "an async transfer that may run with no lane on, across a loop's back edge that waits for a count above 0",
                );
            }
            let (ops, accesses) = asyncs::placements(module, &joined, lanes);
            let mut still = Vec::new();
            for &k in &pending {
                let i = carried[k];
                let Some((done_at, arrives)) = ops[i].done else {
                    still.push(k);
                    continue;
                };
                let own = (joined.as_slice(), lanes, context);
                let placed = (&ops[i], done_at);
                if own_conflict(own, (&ops, &accesses), placed, events.len(), deadline) {
                    return Err(
                        "an LDS access while the wave's own async transfer of an earlier iteration is in flight",
                    );
                }
                let (latest, depth) = &mut found[k];
                *latest = (*latest).max(arrives);
                *depth = (*depth).max(crossed + 1);
            }
            if !still.is_empty() {
                if !(goes_around && crossed + 1 < MAX_CARRIED) {
                    return Err(
                        "an async transfer in flight across more loop back edges than bverify follows",
                    );
                }
                open.push((joined, crossed + 1, still));
            }
        }
    }
    Ok(found)
}

/// Whether one of the wave's own LDS events between transfer `op` and `done_at` (program
/// order) may touch its bytes in a conflicting way. Events before `split` are computed
/// under `context`, as the transfer is; later ones are of another iteration, apart only
/// when neither address reads an iteration's values.
fn own_conflict(
    (events, lanes, context): (&[crate::explore::Event], u64, Context),
    (ops, accesses): (&[asyncs::Placement], &[asyncs::Placed]),
    (op, done_at): (&asyncs::Placement, usize),
    split: usize,
    deadline: std::time::Instant,
) -> bool {
    let own = ops
        .iter()
        .map(|o| (&o.op, o.op.writes || op.op.writes))
        .chain(accesses.iter().map(|a| (a, op.op.writes || a.writes)))
        .filter(|(p, _)| op.op.at < p.at && p.at < done_at);
    own.into_iter().any(|(p, conflict)| {
        let (t, x) = (&events[op.op.at], &events[p.at]);
        let apart = if p.at < split {
            apart_under((t, lanes, context), (x, lanes, context), deadline)
        } else {
            asyncs::events_apart((t, lanes), (x, lanes))
                && !reads_iteration_values(t)
                && !reads_iteration_values(x)
        };
        conflict && !apart
    })
}

/// The path conditions an LDS event's values were computed under (for an event of a
/// generic iteration, the loop entry's and the iteration's own).
type Context<'a> = [&'a [Term]; 2];

/// Whether two LDS events' bytes are apart for every input both contexts allow: by the
/// addresses' form alone ([`asyncs::events_apart`]), or else by the solver (`unknown` is
/// not apart).
fn apart_under(
    (a, lanes_a, context_a): (&crate::explore::Event, u64, Context),
    (b, lanes_b, context_b): (&crate::explore::Event, u64, Context),
    deadline: std::time::Instant,
) -> bool {
    if asyncs::events_apart((a, lanes_a), (b, lanes_b)) {
        return true;
    }
    let mut terms = crate::smt::terms::Terms::new();
    let Some(overlap) = asyncs::events_overlap([(a, lanes_a), (b, lanes_b)], &mut terms) else {
        return false;
    };
    let facts: Vec<z3::ast::Bool> = context_a
        .iter()
        .chain(context_b.iter())
        .flat_map(|c| c.iter())
        .map(|c| terms.bool(c))
        .collect();
    let mut all: Vec<&z3::ast::Bool> = facts.iter().collect();
    all.push(&overlap);
    let solver = z3::Solver::new();
    never_both((&solver, &Timeout::default()), &all, deadline)
}

/// Whether an LDS event's addresses or lane mask read a value a summarised loop made up
/// for an iteration's start.
fn reads_iteration_values(ev: &crate::explore::Event) -> bool {
    let mut inputs = Vec::new();
    ev.exec.inputs(&mut inputs);
    for (_, addr, _) in ev.lds.iter().flat_map(|l| l.iter()) {
        addr.inputs(&mut inputs);
    }
    inputs.iter().any(|i| {
        matches!(
            i,
            Input::Carried { .. } | Input::Havoc { .. } | Input::Pure { .. }
        )
    })
}

/// The events of an iteration visit (none for an entry).
fn iteration_events(v: &crate::explore::LoopVisit) -> &[crate::explore::Event] {
    match &v.kind {
        VisitKind::Iteration { events, .. } => events,
        VisitKind::Entry { .. } => &[],
    }
}

/// Workgroup arrives in `events`, and the last phase waited for (-1: none).
fn rounds_before(module: &Module, events: &[crate::explore::Event]) -> (i64, i64) {
    let (mut arrived, mut waited) = (0i64, -1i64);
    for ev in events.iter().filter(|ev| ev.class.is_barrier()) {
        for op in ops_of(module, ev.class, &ev.operand).unwrap_or_default() {
            match op {
                Operation::Arrive {
                    object: BarrierObject::Workgroup,
                    ..
                } => arrived += 1,
                Operation::Wait {
                    object: BarrierObject::Workgroup,
                } => waited = arrived - 1,
                _ => {}
            }
        }
    }
    (arrived, waited)
}

/// One LDS event of a wave, placed in a count of workgroup rounds shared by every wave.
struct Side<'a> {
    wave: u32,
    /// The lanes of the wave that hold a thread.
    lanes: u64,
    /// The conditions its values were computed under.
    context: Context<'a>,
    at: usize,
    event: &'a crate::explore::Event,
    arrives: i64,
    waited: i64,
    /// For a transfer, the arrives before the wait that completes it (`Some(None)`: none
    /// does); `None` for another access.
    done: Option<Option<i64>>,
    writes: bool,
}

/// The transfers and accesses of one wave's `events`, placed `shift` arrives on.
fn sides<'a>(
    (wave, lanes, context): (u32, u64, Context<'a>),
    events: &'a [crate::explore::Event],
    (ops, accesses): (&[asyncs::Placement], &[asyncs::Placed]),
    shift: i64,
) -> Vec<Side<'a>> {
    let side = |p: &asyncs::Placed, done: Option<Option<i64>>| Side {
        wave,
        lanes,
        context,
        at: p.at,
        event: &events[p.at],
        arrives: i64::from(p.arrives) + shift,
        waited: p.waited + shift,
        done,
        writes: p.writes,
    };
    ops.iter()
        .map(|o| side(&o.op, Some(o.done.map(|(_, a)| i64::from(a) + shift))))
        .chain(accesses.iter().map(|a| side(a, None)))
        .collect()
}

/// Whether transfer `t` and event `x`, `x` placed `offset` arrives after `t`'s count, are
/// ordered through the workgroup barrier: `t` completes, its wave arrives and `x`'s wave
/// waits for that phase first; or `x` (a transfer: completes) and its wave arrives at a
/// phase `t`'s wave waited for before starting it.
fn ordered_at(t: &Side, x: &Side, offset: i64) -> bool {
    let t_first = t.done.flatten().is_some_and(|d| x.waited + offset >= d);
    let x_end = match x.done {
        Some(done) => done,
        None => Some(x.arrives),
    };
    let x_first = x_end.is_some_and(|a| t.waited >= a + offset);
    t_first || x_first
}

/// Step 6: proposes the EXEC template for a loop whose iterations change EXEC
/// ([`LoopPlan::exec_within`]), with every changed location not shared a candidate for
/// [`LoopPlan::left`]. Returns whether it did.
fn propose_exec_template(plan: &mut LoopPlan, wave_size: u32) -> bool {
    let halves = crate::explore::exec_halves(wave_size);
    let is_exec = |l: &Loc| halves.iter().any(|(x, _)| x == l);
    let runs_down = halves
        .iter()
        .all(|(x, _)| plan.changed.contains(x) && !plan.shared.contains(x));
    if plan.exec_within || !runs_down {
        return false;
    }
    plan.exec_within = true;
    plan.left = plan
        .changed
        .iter()
        .filter(|l| !is_exec(l) && **l != Loc::Scc && !plan.shared.contains(l))
        .filter(|&&l| !Row::of(l).is_some_and(|(a, _)| plan.lane_uniform.contains(&a)))
        .flat_map(|&l| halves.iter().map(move |&(_, hi)| (l, hi)))
        .collect();
    true
}

/// Step 6 for the loop headed at `h`, after each exploration with the template: drops what
/// an iteration breaks. EXEC leaving the entry lanes drops the template; a candidate whose
/// value at the back edge is not `l_entry | (E & ~EXEC)` drops out. What survives holds at
/// every iteration's start by induction (at the entry EXEC is `E` and each candidate its
/// entry value). Returns whether the plan changed.
fn narrow_exec_template(
    explored: &[WaveExploration],
    h: usize,
    plan: &mut LoopPlan,
    wave_size: u32,
    deadline: std::time::Instant,
) -> bool {
    if !plan.exec_within {
        return false;
    }
    let halves = crate::explore::exec_halves(wave_size);
    // Per (wave, entry): the entry values; per iteration, its entry and values.
    type Values = BTreeMap<Loc, Term>;
    let as_map = |values: &[(Loc, Option<Term>)]| -> Values {
        values
            .iter()
            .filter_map(|(l, t)| Some((*l, t.clone()?)))
            .collect()
    };
    let mut entries: BTreeMap<(u32, u32), Values> = BTreeMap::new();
    let mut iterations: Vec<((u32, u32), Values)> = Vec::new();
    for e in explored {
        for v in e.visits.iter().filter(|v| v.header == h) {
            match &v.kind {
                VisitKind::Entry { values } => {
                    entries.insert((e.wave, v.entry), as_map(values));
                }
                VisitKind::Iteration { values, .. } => {
                    iterations.push(((e.wave, v.entry), as_map(values)));
                }
            }
        }
    }
    // The claim for every iteration (`start` holds the entry values: EXEC there is `E`, a
    // candidate its entry value), `None` when a value is missing. The claims are shown
    // without the path conditions: they are mask algebra, and the queries are much smaller
    // (a fact left out can only make a claim fail).
    let claims = |claim: &dyn Fn(&Values, &Values) -> Option<Term>| -> Option<Vec<Term>> {
        iterations
            .iter()
            .map(|(key, end)| claim(entries.get(key)?, end))
            .collect()
    };
    let within = claims(&|start, end| {
        let mut all = Term::bool(true);
        for (x, _) in &halves {
            let (e, now) = (start.get(x)?, end.get(x)?);
            all = all.and(&now.and(&e.not()).eq(&Term::constant(0, 32)));
        }
        Some(all)
    });
    if !within.is_some_and(|w| always(&w, deadline)) {
        tracing::debug!(header = h, "EXEC leaves the entry lanes");
        plan.exec_within = false;
        plan.left.clear();
        return true;
    }
    let before = plan.left.len();
    plan.left.retain(|&(l, hi)| {
        // A value that does not follow the lanes still running cannot be the lanes that left
        // (a cheap filter: `-O0` code has hundreds of changed spill lanes).
        let follows = iterations.iter().all(|(_, end)| {
            end.get(&l).is_some_and(|t| {
                let mut inputs = Vec::new();
                t.inputs(&mut inputs);
                inputs.iter().any(|i| {
                    matches!(i, crate::eval::Input::Havoc { why, .. }
                        if *why == crate::explore::RUNNING[usize::from(hi)])
                })
            })
        });
        let x = halves[usize::from(hi)].0;
        follows
            && claims(&|start, end| {
                let (e, l0) = (start.get(&x)?, start.get(&l)?);
                let (now, l1) = (end.get(&x)?, end.get(&l)?);
                Some(l1.eq(&l0.or(&e.and(&now.not()))))
            })
            .is_some_and(|c| always(&c, deadline))
    });
    tracing::debug!(
        header = h,
        kept = plan.left.len(),
        of = before,
        "left-lane candidates"
    );
    plan.left.len() != before
}

/// Pseudo-random values for every input, one assignment per `seed`; odd seeds give small
/// values (masks and counters are often 0 or a few lanes).
fn random_inputs(seed: u64) -> impl Fn(&crate::eval::Input) -> Option<u64> {
    use std::hash::{Hash, Hasher};
    move |i| {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (i, seed).hash(&mut hasher);
        let r = hasher.finish();
        Some(if seed.is_multiple_of(2) { r } else { r & 0xf })
    }
}

/// Whether every one of `claims` (1-bit) holds for every input: random inputs first, which
/// refute most wrong candidates without the solver, then Z3 before the deadline (an
/// unknown answer is not a proof).
fn always(claims: &[Term], deadline: std::time::Instant) -> bool {
    if claims
        .iter()
        .any(|c| (0..16).any(|seed| c.eval(&random_inputs(seed)) == Some(0)))
    {
        return false;
    }
    let mut terms = crate::smt::terms::Terms::new();
    let solver = z3::Solver::new();
    let timeout = Timeout::default();
    let broken: Vec<z3::ast::Bool> = claims.iter().map(|c| terms.bool(c).not()).collect();
    never_both(
        (&solver, &timeout),
        &[&z3::ast::Bool::or(&broken)],
        deadline,
    )
}

/// Whether no iteration of the loop headed at `header`, nor of a loop inside it, does a
/// barrier instruction.
fn barrier_free(rounds: &Rounds, header: usize) -> bool {
    rounds.get(&header).is_none_or(|seqs| {
        seqs.iter().flatten().all(|(inst, class, _)| {
            !class.is_barrier()
                && (*class != InstClass::LoopSummary
                    || *inst == header
                    || barrier_free(rounds, *inst))
        })
    })
}

/// Whether some iteration of the loop headed at `header` goes around on a value it read
/// from global or LDS memory. A loop that does not is a computation on the wave's own
/// registers and private memory, which the source languages let a compiler assume ends;
/// one that does may be waiting for another wave (a spin-wait), which only runs if
/// the waiting wave does not hold it up at a barrier.
fn rereads(explored: &[WaveExploration], header: usize) -> bool {
    explored
        .iter()
        .flat_map(|e| &e.visits)
        .filter(|v| v.header == header)
        .any(|v| matches!(&v.kind, VisitKind::Iteration { rereads: true, .. }))
}

/// Whether every barrier event, on paths and in iterations, is a workgroup arrive or wait.
fn only_workgroup_barriers(module: &Module, explored: &[WaveExploration]) -> bool {
    let mut all_events = explored.iter().flat_map(|e| {
        e.paths
            .iter()
            .flat_map(|p| p.events.iter())
            .chain(e.visits.iter().flat_map(|v| match &v.kind {
                VisitKind::Iteration { events, .. } => events.as_slice(),
                VisitKind::Entry { .. } => &[],
            }))
    });
    all_events.all(|ev| {
        !ev.class.is_barrier()
            || ops_of(module, ev.class, &ev.operand)
                .is_some_and(|ops| ops.iter().all(super::on_workgroup))
    })
}

/// The model operations of one barrier instruction, when its operand is known without
/// inputs.
fn ops_of(module: &Module, class: InstClass, operand: &BarrierOperand) -> Option<Vec<Operation>> {
    super::barrier_ops(module, class, operand, &|_| None)
}

/// The barrier instructions of one iteration.
type Seq = Vec<(usize, InstClass, BarrierOperand)>;

/// Per loop, the distinct barrier sequences its iterations do.
type Rounds = BTreeMap<usize, Vec<Seq>>;

/// Step 3 and the kernel-wide conditions: per loop, the barrier events every iteration does,
/// or why there is no such sequence. A failure here stays a failure once the plans grow
/// (more havoc only adds behaviours), so it is checked after every round.
fn iteration_rounds(
    module: &Module,
    explored: &[WaveExploration],
    entry: &[u64],
) -> Result<Rounds, &'static str> {
    if !only_workgroup_barriers(module, explored) {
        return Err("a barrier other than the workgroup barrier");
    }
    let mut rounds: Rounds = BTreeMap::new();
    for e in explored {
        for v in &e.visits {
            let VisitKind::Iteration {
                events,
                opaque_calls,
                ..
            } = &v.kind
            else {
                continue;
            };
            if *opaque_calls {
                return Err("an unknown call in an iteration");
            }
            let seq: Vec<_> = events
                .iter()
                .filter(|ev| ev.class.is_barrier() || ev.class == InstClass::LoopSummary)
                .map(|ev| (ev.inst, ev.class, ev.operand.clone()))
                .collect();
            let full = Term::constant(entry[e.wave as usize], 64);
            if let Some(ev) = events
                .iter()
                .find(|ev| ev.class.is_barrier() && ev.exec.zext(64) != full)
            {
                tracing::debug!(line = module.insts[ev.inst].loc.line, exec = %ev.exec, "barrier with lanes off in an iteration");
                return Err("barriers with lanes off in an iteration");
            }
            let seqs = rounds.entry(v.header).or_default();
            if !seqs.contains(&seq) {
                seqs.push(seq);
            }
        }
    }
    let has_barriers = |h: usize| {
        rounds
            .get(&h)
            .is_some_and(|s| s.iter().any(|q| q.iter().any(|(_, c, _)| c.is_barrier())))
    };
    for (&h, seqs) in &rounds {
        let kinds: BTreeSet<Option<Rotation>> = seqs
            .iter()
            .map(|seq| whole_rounds(module, seq, has_barriers))
            .collect();
        match kinds.iter().collect::<Vec<_>>().as_slice() {
            [Some(Rotation::Whole)] => {}
            [Some(Rotation::WaitFirst)] if entered_with_one_arrive(module, explored, h) => {}
            [Some(Rotation::WaitFirst)] => {
                return Err(
                    "a loop whose iterations wait before they arrive, entered without one arrive waiting",
                );
            }
            _ => return Err("iterations are not whole barrier rounds"),
        }
    }
    Ok(rounds)
}

/// How an iteration's workgroup barrier operations make rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rotation {
    /// Arrive, wait, arrive, wait, ... (or none).
    Whole,
    /// Wait, arrive, ..., wait, arrive: the rounds of a rotated loop on GFX12, whose
    /// `s_barrier_wait` LLVM places at the header, before the exit test, and the
    /// `s_barrier_signal` at the latch (the first signal is before the loop).
    WaitFirst,
}

/// Whether every entry into the loop headed at `h` has exactly one workgroup arrive not
/// yet waited for, so that a rotated iteration (wait, then arrive) keeps that state: then
/// each iteration completes one round, the same in every wave, as whole rounds do. Entries
/// inside another loop's iterations, whose barrier state at the start is not followed
/// here, do not qualify.
fn entered_with_one_arrive(module: &Module, explored: &[WaveExploration], h: usize) -> bool {
    let summary_of_h =
        |ev: &crate::explore::Event| ev.class == InstClass::LoopSummary && ev.inst == h;
    explored.iter().all(|e| {
        let nested = e
            .visits
            .iter()
            .any(|v| v.header != h && iteration_events(v).iter().any(summary_of_h));
        !nested
            && e.paths.iter().all(|p| {
                p.events
                    .iter()
                    .enumerate()
                    .filter(|(_, ev)| summary_of_h(ev))
                    .all(|(s, _)| {
                        let (arrived, waited) = rounds_before(module, &p.events[..s]);
                        waited == arrived - 2
                    })
            })
    })
}

/// Whether an iteration's barrier instructions are whole rounds: arrive, wait, arrive, ...
///
/// An inner loop with barriers (`has_barriers` of its header) must be entered between two
/// rounds. Its own iterations are whole rounds (every loop's sequences are checked), and
/// it runs the same number of times in every wave (step 4 holds for every loop with
/// barriers), so in each outer iteration it inserts the same whole rounds in every wave at
/// the same place: the outer argument holds with the inner loop in it.
///
/// A rotated iteration (wait first, arrive last) is whole rounds shifted by one operation;
/// it qualifies only without inner loops with barriers, and the loop only where every
/// entry has one arrive waiting ([`entered_with_one_arrive`]).
fn whole_rounds(
    module: &Module,
    seq: &[(usize, InstClass, BarrierOperand)],
    has_barriers: impl Fn(usize) -> bool,
) -> Option<Rotation> {
    let mut ops = Vec::new();
    let mut inner = false;
    for &(inst, class, ref operand) in seq {
        if class == InstClass::LoopSummary {
            if has_barriers(inst) {
                if !ops.len().is_multiple_of(2) {
                    return None;
                }
                inner = true;
            }
            continue;
        }
        ops.extend(ops_of(module, class, operand)?);
    }
    let pairs =
        |ops: &[Operation], first: fn(&Operation) -> bool, second: fn(&Operation) -> bool| {
            ops.len().is_multiple_of(2)
                && ops
                    .chunks(2)
                    .all(|pair| first(&pair[0]) && second(&pair[1]))
        };
    let arrive = |op: &Operation| matches!(op, Operation::Arrive { .. });
    let wait = |op: &Operation| matches!(op, Operation::Wait { .. });
    if pairs(&ops, arrive, wait) {
        Some(Rotation::Whole)
    } else if !inner && pairs(&ops, wait, arrive) {
        Some(Rotation::WaitFirst)
    } else {
        None
    }
}

/// Whether Z3 shows the conjunction of `facts` unsatisfiable before the deadline (an
/// unknown answer is not a proof).
fn never_both(
    (solver, timeout): (&z3::Solver, &Timeout),
    facts: &[&z3::ast::Bool],
    deadline: std::time::Instant,
) -> bool {
    check_incremental((solver, timeout), facts, deadline) == z3::SatResult::Unsat
}

/// Whether `facts` can all hold: the incremental solver first, then a new one, within the
/// time left to `deadline`.
fn check_incremental(
    (solver, timeout): (&z3::Solver, &Timeout),
    facts: &[&z3::ast::Bool],
    deadline: std::time::Instant,
) -> z3::SatResult {
    let ms = millis_left(deadline);
    let first = crate::smt::oneshot::FIRST_PATH_MS;
    crate::smt::oneshot::check_incremental_first((solver, timeout), facts, first, ms).result
}

/// One wave's entry into one occurrence of a loop: the path condition before it, and what
/// `of` makes of each of its iterations.
type Visits<T> = (Vec<Term>, Vec<T>);

/// The visits of the loop headed at `header`, per occurrence, per (wave, entry).
fn visit_groups<T>(
    explored: &[WaveExploration],
    header: usize,
    of: impl Fn(&[Term], &[crate::explore::Event]) -> T,
) -> BTreeMap<u32, BTreeMap<(u32, u32), Visits<T>>> {
    let mut groups: BTreeMap<u32, BTreeMap<(u32, u32), Visits<T>>> = BTreeMap::new();
    for e in explored {
        for v in e.visits.iter().filter(|v| v.header == header) {
            let g = groups
                .entry(v.occurrence)
                .or_default()
                .entry((e.wave, v.entry))
                .or_insert_with(|| (Vec::new(), Vec::new()));
            match &v.kind {
                VisitKind::Entry { .. } => g.0 = v.prefix.clone(),
                VisitKind::Iteration { cond, events, .. } => g.1.push(of(cond, events)),
            }
        }
    }
    groups
}

/// Answers of [`uniform_trips`]'s questions, by the question's terms: whether two waves'
/// visits can both happen with different trip counts. Terms are interned, so a round that
/// explores the same visits again asks the same terms.
type TripAnswers = std::collections::HashMap<Vec<Term>, bool>;

/// Step 4: whenever two waves are in the same occurrence of the loop, they go around it
/// under the same conditions: for each pair of entries of different waves, enumeration
/// (`smt::enumerate`) or Z3 shows that under both entries' path conditions the
/// disjunctions of their iterations' conditions agree (an iteration's condition is all a
/// wave's choice to go around depends on). Values no execution has are left out: those
/// for which a loop inside goes around again from what stands for its last iteration.
/// Every real iteration's values satisfy one recorded or exiting path and none of those,
/// so a difference in real trips is still a model of the question.
fn uniform_trips(
    explored: &[WaveExploration],
    header: usize,
    deadline: std::time::Instant,
    answers: &mut TripAnswers,
) -> bool {
    use z3::ast::Bool;
    let groups = visit_groups(explored, header, |cond, _| cond.to_vec());
    // Values for an inner loop's last iteration that make it go around again are no
    // execution's: each (wave, entry) excludes them ([`crate::explore::NotLast`]).
    let mut not_last: BTreeMap<(u32, u32, u32), Term> = BTreeMap::new();
    for e in explored {
        for n in e.not_last.iter().filter(|n| n.header == header) {
            let d = not_last
                .entry((n.occurrence, e.wave, n.entry))
                .or_insert_with(|| Term::bool(false));
            *d = d.or(&n.cond.iter().fold(Term::bool(true), |c, t| c.and(t)));
        }
    }
    const MAX_GROUPS: usize = 64;
    let mut terms = crate::smt::terms::Terms::new();
    let solver = z3::Solver::new();
    let timeout = Timeout::default();
    for (&occurrence, occ) in &groups {
        if occ.len() > MAX_GROUPS {
            tracing::debug!(
                header,
                entries = occ.len(),
                "too many entries to compare trip counts"
            );
            return false;
        }
        let list: Vec<(u32, Bool, Bool, Vec<Term>, Term)> = occ
            .iter()
            .map(|(&(wave, entry), (prefix, iters))| {
                let mut prefix = prefix.clone();
                if let Some(d) = not_last.get(&(occurrence, wave, entry)) {
                    prefix.push(d.not());
                }
                let p = conj(&mut terms, &prefix);
                let go: Vec<Bool> = iters.iter().map(|cs| conj(&mut terms, cs)).collect();
                let goes = iters.iter().fold(Term::bool(false), |g, cs| {
                    g.or(&cs.iter().fold(Term::bool(true), |c, t| c.and(t)))
                });
                (wave, p, Bool::or(&go), prefix, goes)
            })
            .collect();
        for (i, (wa, pa, ga, prefix_a, goes_a)) in list.iter().enumerate() {
            for (wb, pb, gb, prefix_b, goes_b) in &list[i + 1..] {
                if wa == wb {
                    continue;
                }
                // Lane masks over one launch value are decided by enumeration
                // (`smt::enumerate`) far faster than by Z3.
                let mut both = [prefix_a.as_slice(), prefix_b.as_slice()].concat();
                both.push(goes_a.eq(goes_b).not());
                let differ = match answers.get(&both) {
                    Some(&differ) => differ,
                    None => {
                        // A second or more of Z3 is common here: enumeration may take far more.
                        let work = 16 * crate::smt::enumerate::MAX_WORK;
                        let differ =
                            match crate::smt::enumerate::may_all_hold(&both, work, 4 * work) {
                                Some(differ) => differ,
                                None => match check_incremental(
                                    (&solver, &timeout),
                                    &[pa, pb, &ga.eq(gb).not()],
                                    deadline,
                                ) {
                                    z3::SatResult::Sat => true,
                                    z3::SatResult::Unsat => false,
                                    // Not known: not shown uniform, and asked again next time.
                                    z3::SatResult::Unknown => {
                                        tracing::debug!(header, wa, wb, "trip counts undecided");
                                        return false;
                                    }
                                },
                            };
                        answers.insert(both, differ);
                        differ
                    }
                };
                if differ {
                    tracing::trace!(header, wa, wb, %pa, %pb, %ga, %gb, "trip counts may differ");
                    return false;
                }
            }
        }
    }
    true
}

/// Step 3 for loops whose iterations do different barriers: whenever two waves are in the
/// same occurrence of the loop, an iteration of one and an iteration of the other that do
/// different barrier sequences cannot both happen (Z3, with the shared values one symbol
/// per iteration, as in [`uniform_trips`]). So in every iteration every wave does the same
/// whole rounds.
fn uniform_choice(
    explored: &[WaveExploration],
    header: usize,
    deadline: std::time::Instant,
) -> bool {
    use z3::ast::Bool;
    let groups = visit_groups(explored, header, |cond, events| {
        let seq = events
            .iter()
            .filter(|ev| ev.class.is_barrier())
            .map(|ev| ev.inst)
            .collect();
        (cond.to_vec(), seq)
    });
    const MAX_QUERIES: usize = 2048;
    let mut queries = 0;
    let mut terms = crate::smt::terms::Terms::new();
    let solver = z3::Solver::new();
    let timeout = Timeout::default();
    // The barrier sequences of this loop, numbered.
    let mut seqs: Vec<&Vec<usize>> = Vec::new();
    for (_, iters) in groups.values().flat_map(|o| o.values()) {
        for (_, seq) in iters {
            if !seqs.contains(&seq) {
                seqs.push(seq);
            }
        }
    }
    for occ in groups.values() {
        // Per group: its wave, its prefix, and per sequence whether an iteration doing it
        // can happen.
        let list: Vec<(u32, Bool, Vec<Bool>)> = occ
            .iter()
            .map(|(&(wave, _), (prefix, iters))| {
                let p = conj(&mut terms, prefix);
                let chooses = seqs
                    .iter()
                    .map(|s| {
                        let cs: Vec<Bool> = iters
                            .iter()
                            .filter(|(_, q)| q == *s)
                            .map(|(c, _)| conj(&mut terms, c))
                            .collect();
                        Bool::or(&cs)
                    })
                    .collect();
                (wave, p, chooses)
            })
            .collect();
        for (i, (wa, pa, ca)) in list.iter().enumerate() {
            for (wb, pb, cb) in &list[i + 1..] {
                if wa == wb {
                    continue;
                }
                queries += 1;
                if queries > MAX_QUERIES {
                    return false;
                }
                // One wave's iteration does sequence k while the other's does another.
                let differ: Vec<Bool> = (0..seqs.len())
                    .flat_map(|k| {
                        (0..seqs.len())
                            .filter(move |&l| l != k)
                            .map(move |l| Bool::and(&[&ca[k], &cb[l]]))
                    })
                    .collect();
                if !never_both((&solver, &timeout), &[pa, pb, &Bool::or(&differ)], deadline) {
                    return false;
                }
            }
        }
    }
    true
}
