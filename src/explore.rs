//! Bounded symbolic execution of one wave over a kernel.
//!
//! Each wave runs from the kernel entry with concrete lane ids. A branch whose condition is
//! constant is followed; one that depends on symbolic inputs forks the path and records the
//! condition. Loops are the module's CFG loops ([`crate::kernel::loops`]), whatever their layout:
//! every arrival at a header from inside its body is one iteration, and the count restarts
//! when the loop is entered anew. An iteration that added to the path condition is
//! *symbolic* (its trip depends on inputs); a path may run `unroll` symbolic iterations of a
//! loop, and is cut at the next in [`PathEnd::UnrollLimit`], never silently. Iterations decided
//! by concrete values (constant and per-lane trip counts) are run out exactly, up to
//! `max_steps`, and iterations decided by a few bits (`i < (n & 7)`) up to
//! [`Bounds::narrow_unroll`].

use crate::encodings::InstClass;
use crate::eval::{Effect, Input, LaunchShape, Loc, Term, WaveState};
use crate::kernel::{Flow, Kernel, Module, Operand};
use rustc_hash::FxHashMap as HashMap;
use serde::Serialize;
use std::rc::Rc;

/// Exploration bounds.
#[derive(Clone, Debug)]
pub struct Bounds {
    /// Symbolic iterations of one loop a path may run (per entry into the loop).
    pub unroll: u32,
    /// Symbolic iterations a path may run of a loop decided only by few-valued conditions
    /// (see [`LoopCount`]), when more than `unroll`: such a loop is run out rather than cut.
    pub narrow_unroll: u32,
    /// Paths per wave before exploration gives up.
    pub max_paths: usize,
    /// Instructions per path (catches concrete infinite loops).
    pub max_steps: usize,
    /// Nested calls.
    pub max_call_depth: usize,
    /// When exploration stops (the check's `--timeout`); the paths so far are kept and the
    /// exploration is marked truncated.
    pub deadline: Option<std::time::Instant>,
    /// When exploration stops, in work done on this thread ([`crate::effort`]): a budget of
    /// the check's own, which must end the same way on every run.
    pub work_limit: Option<u64>,
    /// Loops (by header instruction) whose iterations are summarised instead of unrolled.
    pub summaries: std::sync::Arc<std::collections::BTreeMap<usize, LoopPlan>>,
}

/// How exploration summarises one loop (`check::loops` proves the summary sound).
///
/// At each entry into the loop, the locations an iteration may change get values that
/// stand for the start of *any* iteration: one input shared by every wave (per occurrence
/// of the loop on the path) for the locations every wave was shown to hold the same value
/// in, a fresh value per wave for the others. The path then splits: a generic iteration,
/// ended and recorded as a [`LoopVisit`] when it comes back to the header and dropped where
/// it leaves the loop, and the last iteration, which continues past the loop (with the
/// shared values only if `uniform_trips`) and is dropped where it goes around again. A
/// `LoopSummary` event marks the entry.
#[derive(Clone, Debug, Default)]
pub struct LoopPlan {
    /// Locations an iteration may change.
    pub changed: std::collections::BTreeSet<Loc>,
    /// Those of `changed` that hold one value in every wave at the start of each iteration.
    pub shared: std::collections::BTreeSet<Loc>,
    /// Every wave runs the loop the same number of times, so the shared values also stand
    /// for the start of the last iteration (else it starts from values fresh per wave).
    pub uniform_trips: bool,
    /// EXEC at each iteration's start is within the EXEC `E` the loop was entered with (a
    /// loop whose lanes leave one by one): it starts as `E & h`, `h` fresh per wave, rather
    /// than as a value fresh per wave, which could turn on lanes that never entered.
    pub exec_within: bool,
    /// With `exec_within`: locations that hold at each iteration's start their value at the
    /// loop entry joined with the entered lanes that no longer run the loop,
    /// `l_entry | (E & ~EXEC)`, as structured code collects the lanes that left (the flag
    /// names the high half of a wave64 EXEC). Where the loop ends, these give back the lanes.
    pub left: std::collections::BTreeSet<(Loc, bool)>,
    /// What memory some iteration writes (nonzero counts): grown like `changed`. An
    /// iteration starts having written it in the current phase only where one may.
    pub writes: crate::eval::Writes,
    /// Those of `changed` that point into one pointer argument's memory at the entry and
    /// after every iteration (a pointer the loop strides through): at an iteration's start
    /// they are the entry value plus an unknown offset (`entry + d` is every value, so
    /// nothing is lost), which keeps the argument the address is in, as C's rule that
    /// pointer arithmetic stays in its object does for any other address.
    pub offsets: std::collections::BTreeSet<Loc>,
    /// Scratch dwords and VGPRs that hold one value in every lane of the wave that holds a
    /// thread at each iteration's start: every lane's location is in `changed` and those
    /// lanes take the value of the lowest one. An `-O0` loop keeps its counter in private
    /// memory, where each lane has a copy, and `-O2` code keeps a count read from LDS in a
    /// VGPR; fresh values per lane would let lanes leave the loop at different iterations,
    /// with barriers in it, where in the source the loop is uniform (and a partial last
    /// wave, whose condition covers fewer lanes, decide differently from whole ones).
    pub lane_uniform: std::collections::BTreeSet<Row>,
}

/// A per-lane location for all lanes at once: a VGPR, or a scratch dword by address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Row {
    Vgpr(u16),
    Scratch(u64),
}

impl Row {
    /// The row `loc` is one lane of, and the lane.
    pub fn of(loc: Loc) -> Option<(Row, u16)> {
        match loc {
            Loc::Vgpr(r, lane) => Some((Row::Vgpr(r), lane)),
            Loc::Scratch(a, lane) => Some((Row::Scratch(a), lane)),
            Loc::Sgpr(_) | Loc::Scc => None,
        }
    }

    /// The location of `lane` in this row.
    pub fn lane(self, lane: u16) -> Loc {
        match self {
            Row::Vgpr(r) => Loc::Vgpr(r, lane),
            Row::Scratch(a) => Loc::Scratch(a, lane),
        }
    }
}

impl std::fmt::Display for Row {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Row::Vgpr(r) => write!(f, "v{r}"),
            Row::Scratch(a) => write!(f, "scratch{a:#x}"),
        }
    }
}

/// EXEC as plan locations: its low half, and its high half in wave64.
pub fn exec_halves(wave_size: u32) -> Vec<(Loc, bool)> {
    let mut v = vec![(Loc::Sgpr(crate::eval::EXEC_LO), false)];
    if wave_size == 64 {
        v.push((Loc::Sgpr(crate::eval::EXEC_LO + 1), true));
    }
    v
}

impl LoopPlan {
    /// The plan's locations and what `state` holds in them.
    fn values(&self, state: &WaveState) -> Vec<(Loc, Option<Term>)> {
        self.changed
            .iter()
            .map(|&l| (l, state.read_loc(l)))
            .collect()
    }
}

/// What one path did at a summarised loop.
#[derive(Clone, Debug)]
pub struct LoopVisit {
    /// The loop header (instruction index).
    pub header: usize,
    /// Which entry into the loop, counted per wave: the iterations of one entry share it.
    pub entry: u32,
    /// How many times the path entered the loop before this entry.
    pub occurrence: u32,
    /// The path condition when the loop was entered.
    pub prefix: Vec<Term>,
    pub kind: VisitKind,
}

/// A path of a generic iteration of the loop headed at `header` on which a loop inside
/// it, entered from fresh values as its last iteration, goes around again. No execution
/// takes it: the fresh values stand for the state of the iteration after which the inner
/// loop leaves. Its condition tells which of those values are not such a state, where a
/// test of the outer loop's trip counts would otherwise let one wave's inner loop leave
/// and another's be cut there (`loops::uniform_trips`).
#[derive(Clone, Debug)]
pub struct NotLast {
    pub header: usize,
    /// The outer loop's entry, as in [`LoopVisit::entry`].
    pub entry: u32,
    pub occurrence: u32,
    /// The conditions the outer iteration added up to the inner loop's back edge.
    pub cond: Vec<Term>,
}

/// An entry into a summarised loop, or one iteration of it.
#[derive(Clone, Debug)]
pub enum VisitKind {
    /// The loop was entered: the plan's locations before they were replaced.
    Entry { values: Vec<(Loc, Option<Term>)> },
    /// One iteration ran back to the header.
    Iteration {
        /// The conditions this iteration added to the path condition.
        cond: Vec<Term>,
        /// The plan's locations at the back edge.
        values: Vec<(Loc, Option<Term>)>,
        /// Every location whose value differs from the iteration's start.
        changed: Vec<Loc>,
        /// The rows among `changed` that hold one value in every lane that holds a thread
        /// at the back edge: candidates for [`LoopPlan::lane_uniform`].
        lane_rows: Vec<Row>,
        /// The events of the iteration.
        events: Vec<Event>,
        /// The memory the iteration wrote.
        writes: crate::eval::Writes,
        /// Locations of [`LoopPlan::offsets`] that started in a pointer argument's memory
        /// and are not shown in the same one at the back edge.
        lost_bases: Vec<Loc>,
        /// Calls into code outside the file during the iteration.
        opaque_calls: bool,
        /// The conditions to go around depend on a value the iteration loaded from global
        /// or LDS memory ([`WaveState::reads_memory_since`]): possibly a spin-wait.
        rereads: bool,
    },
}

impl Bounds {
    /// Whether exploration must stop: past the deadline or the work limit.
    fn past_deadline(&self) -> bool {
        crate::effort::past(self.work_limit)
            || self.deadline.is_some_and(|d| std::time::Instant::now() > d)
    }
}

impl Default for Bounds {
    fn default() -> Self {
        Bounds {
            unroll: 4,
            narrow_unroll: 1 << NARROW_BITS,
            max_paths: 4096,
            max_steps: 200_000,
            max_call_depth: 16,
            deadline: None,
            work_limit: None,
            summaries: Default::default(),
        }
    }
}

/// The barrier operand as the instruction gives it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub enum BarrierOperand {
    /// No operand (`s_barrier`, `s_barrier_leave`).
    None,
    /// An immediate barrier id or type (`-1`, `1`).
    Imm(i64),
    /// The value of M0 at the instruction.
    M0(#[serde(serialize_with = "ser_term")] Term),
}

fn ser_term<S: serde::Serializer>(t: &Term, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&t.to_string())
}

fn ser_calls<S: serde::Serializer>(c: &Rc<[usize]>, s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(c.iter())
}

/// Something a wave did that the checks care about.
#[derive(Clone, Debug, Serialize)]
pub struct Event {
    /// Index of the instruction in [`Module::insts`].
    pub inst: usize,
    pub class: InstClass,
    /// EXEC when the instruction ran.
    #[serde(serialize_with = "ser_term")]
    pub exec: Term,
    pub operand: BarrierOperand,
    /// Call stack depth (0 in the kernel body).
    pub depth: usize,
    /// For barriers and loop summaries: the return addresses of the calls it runs in, outermost
    /// first. A barrier in a helper called from two places is two barriers of the source
    /// (`-O0` code calls its `sync()` helper instead of inlining it).
    /// Shared: a fork copies its path's events, thousands of barriers in `-O0` code.
    #[serde(serialize_with = "ser_calls")]
    pub calls: Rc<[usize]>,
    /// For barriers: the iteration it runs in of each loop around it that is not
    /// summarised, as (header, back edges taken since the loop was entered). The source
    /// languages' rule is per dynamic instance: a barrier that each wave reaches in another
    /// iteration of one loop is reached by some waves and skipped by others.
    #[serde(skip)]
    pub trips: Rc<[(usize, u32)]>,
    /// For LDS accesses: the bytes each lane touches, when the address is known.
    #[serde(skip)]
    pub lds: Option<crate::eval::lds::LdsExtent>,
    /// How many of the path's conditions held when the wave got here (the rest were added
    /// later; after a merge, a prefix of the merged conditions that still leads here).
    #[serde(skip)]
    pub cond_len: usize,
    /// For `s_barrier_signal_isfirst`: the SCC it set, the wave's unknown "was I first?"
    /// (the scenario check makes one wave per phase first).
    #[serde(skip)]
    pub first: Option<Term>,
}

/// Events are the same whatever the path conditions before them: merging compares them.
impl PartialEq for Event {
    fn eq(&self, o: &Event) -> bool {
        self.inst == o.inst
            && self.class == o.class
            && self.exec == o.exec
            && self.operand == o.operand
            && self.depth == o.depth
            && self.calls == o.calls
            && self.trips == o.trips
            && self.lds == o.lds
            && self.first == o.first
    }
}

/// Why a path stopped.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub enum PathEnd {
    /// `s_endpgm` (or `s_trap`) at this instruction.
    Finished { inst: usize },
    /// A symbolically decided back edge was taken `unroll` times. `narrow`: every symbolic
    /// iteration of the loop on this path was decided by a few bits ([`Bounds::narrow_unroll`]).
    UnrollLimit { inst: usize, narrow: bool },
    /// Too many instructions on one path (a loop that never exits?).
    StepLimit { inst: usize },
    /// Something exploration cannot follow.
    Unsupported { inst: usize, reason: String },
    /// Back at the header of a summarised loop: one iteration, recorded as a [`LoopVisit`]
    /// and never a path of its own.
    Iteration { inst: usize },
    /// A path of a summarised loop that another covers: a generic iteration leaving the
    /// loop, or the last iteration going around again. Dropped.
    Superseded { inst: usize },
    /// A path that takes a value of the class split ([`ClassSplit`]) this run leaves to
    /// another. Dropped.
    OtherClass { inst: usize },
}

/// Which values of one few-valued launch value (`workgroup_id & 3`, the `x` of a split on
/// a small domain) an exploration follows. The value is the same in every wave, so each
/// of its classes is a set of whole executions: a violation found among the paths of one
/// class is a violation of the kernel, and the check looks there before exploring the
/// other classes (oracle seed 167: four classes, one explored in a quarter of the time).
///
/// A path *splits on* `x` where the frames of its values are made; paths that never do
/// are the same in every run, so the run of the other classes drops them.
#[derive(Clone, Debug, Default)]
pub enum ClassSplit {
    /// Every value of every launch value.
    #[default]
    All,
    /// The first launch value split on with more than one feasible value becomes `x`,
    /// and only its first feasible value is followed (then as [`ClassSplit::Only`]).
    Discover,
    /// Only `value` of `x`.
    Only { x: Term, value: u64 },
    /// Every value of `x` but `value`, and only paths that split on `x`.
    Except { x: Term, value: u64 },
}

impl ClassSplit {
    /// Of the feasible values of `x` at a split, those this run follows; records `x` when
    /// discovering it, and in `pruned` that some feasible value was left out.
    fn keep(&mut self, x: &Term, values: &[u64], pruned: &mut bool) -> Option<Vec<bool>> {
        if let ClassSplit::Discover = self
            && values.len() > 1
        {
            *self = ClassSplit::Only {
                x: x.clone(),
                value: values[0],
            };
        }
        let keep: Vec<bool> = match self {
            ClassSplit::Only { x: cx, value } if cx == x => {
                values.iter().map(|v| v == value).collect()
            }
            ClassSplit::Except { x: cx, value } if cx == x => {
                values.iter().map(|v| v != value).collect()
            }
            _ => return None,
        };
        *pruned |= keep.contains(&false);
        Some(keep)
    }

    /// The class value and its followed value, once known.
    pub fn value(&self) -> Option<(&Term, u64)> {
        match self {
            ClassSplit::Only { x, value } | ClassSplit::Except { x, value } => Some((x, *value)),
            ClassSplit::All | ClassSplit::Discover => None,
        }
    }
}

/// One path of one wave.
#[derive(Clone, Debug, Serialize)]
pub struct WavePath {
    pub wave: u32,
    /// Conjunction of branch conditions (1-bit terms) that lead here.
    #[serde(serialize_with = "ser_terms")]
    pub cond: Vec<Term>,
    /// The terms of `cond` that are facts about the values of memory reads (a word the
    /// wave stored before a barrier, read back after it), not branches the path took.
    #[serde(skip)]
    pub facts: Vec<Term>,
    pub events: Vec<Event>,
    pub end: PathEnd,
    /// EXEC where the path ends: lanes still active there have not exited.
    #[serde(serialize_with = "ser_term")]
    pub end_exec: Term,
    /// Calls into code outside this file, which may synchronise in ways not visible here.
    pub opaque_calls: Vec<(usize, String)>,
}

fn ser_terms<S: serde::Serializer>(t: &[Term], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(t.iter().map(|t| t.to_string()))
}

/// Every path of one wave, or the reason exploration gave up.
#[derive(Clone, Debug, Default)]
pub struct WaveExploration {
    pub wave: u32,
    pub paths: Vec<WavePath>,
    /// Set when `max_paths` or the deadline was reached: the listed paths are not all of them.
    pub truncated: bool,
    /// Set when the deadline was reached.
    pub timed_out: bool,
    /// What the evaluator could not compute or took for granted on the way.
    pub notes: EvalNotes,
    /// Entries into and iterations of summarised loops.
    pub visits: Vec<LoopVisit>,
    /// Paths of generic iterations that no execution takes ([`NotLast`]).
    pub not_last: Vec<NotLast>,
    /// The class split as it ended (`Discover` becomes `Only` once `x` is met).
    pub class: ClassSplit,
    /// Some feasible value of the class value was not followed: a run of the other
    /// classes has paths to add.
    pub class_pruned: bool,
}

/// What running paths reports besides the paths, and the class split it follows.
#[derive(Default)]
struct Log {
    notes: EvalNotes,
    visits: Vec<LoopVisit>,
    not_last: Vec<NotLast>,
    entries: u32,
    class: ClassSplit,
    class_pruned: bool,
}

/// What evaluating a wave's instructions reported beyond their values.
#[derive(Clone, Debug, Default)]
pub struct EvalNotes {
    /// Mnemonics the evaluator does not model; what they wrote was havocked.
    pub unmodelled: std::collections::BTreeSet<String>,
    /// Lines of scalar loads read as one value shared by every wave (an assumption).
    pub shared_loads: std::collections::BTreeSet<u32>,
    /// Lines of vector loads read as one value per address and barrier phase for every wave.
    pub phase_loads: std::collections::BTreeSet<u32>,
    /// Lines of DS loads read as one value per address and barrier phase for every wave.
    pub lds_phase_loads: std::collections::BTreeSet<u32>,
    /// Lines where the cluster-dispatch status was read as "no cluster" (an assumption).
    pub no_clusters: std::collections::BTreeSet<u32>,
    /// Lines where a workgroup count or grid size was read as the launch's for a whole
    /// workgroup, in a kernel whose grid need not be whole workgroups (an assumption).
    pub whole_group: std::collections::BTreeSet<u32>,
    /// Global memory accesses for the proof of shared reads between barriers, recorded
    /// under [`crate::kernel::KernelMeta::prove_phase_reads`] only.
    pub accesses: Vec<crate::eval::MemAccess>,
    /// The least workgroup barrier phase in which some path wrote global memory (or called
    /// code outside the file) and then met a barrier, where another wave may read it after
    /// the barrier (0 where the phase is not known).
    pub stored_before_barrier: Option<u32>,
}

impl WaveExploration {
    /// No path of wave `wave` (a class run that had nothing to add).
    pub fn empty(wave: u32) -> WaveExploration {
        WaveExploration {
            wave,
            ..WaveExploration::default()
        }
    }

    /// Adds the paths of another run of the same wave (the other classes of a class split).
    pub fn absorb(&mut self, other: WaveExploration) {
        self.paths.extend(other.paths);
        self.truncated |= other.truncated;
        self.timed_out |= other.timed_out;
        self.visits.extend(other.visits);
        self.not_last.extend(other.not_last);
        self.notes.extend(other.notes);
        self.class = ClassSplit::All;
        self.class_pruned = false;
    }
}

impl EvalNotes {
    /// Adds what another run of the same wave noted.
    fn extend(&mut self, n: EvalNotes) {
        self.unmodelled.extend(n.unmodelled);
        self.shared_loads.extend(n.shared_loads);
        self.phase_loads.extend(n.phase_loads);
        self.lds_phase_loads.extend(n.lds_phase_loads);
        self.no_clusters.extend(n.no_clusters);
        self.whole_group.extend(n.whole_group);
        self.accesses.extend(n.accesses);
        self.stored_before_barrier = match (self.stored_before_barrier, n.stored_before_barrier) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
    }

    /// Records that the wave may store in its current barrier phase (0 where not known)
    /// before a barrier.
    fn note_store_phase(&mut self, state: &WaveState) {
        let phase = state
            .barrier_phase()
            .and_then(Term::as_const)
            .and_then(|k| u32::try_from(k).ok())
            .unwrap_or(0);
        let least = self.stored_before_barrier.map_or(phase, |p| p.min(phase));
        self.stored_before_barrier = Some(least);
    }

    fn record(&mut self, inst: &crate::kernel::Inst, effect: Effect) {
        match effect {
            Effect::Havocked if !self.unmodelled.contains(&inst.mnemonic) => {
                self.unmodelled.insert(inst.mnemonic.clone());
            }
            Effect::SharedLoad => {
                self.shared_loads.insert(inst.loc.line);
            }
            Effect::PhaseLoad => {
                self.phase_loads.insert(inst.loc.line);
            }
            Effect::LdsPhaseLoad => {
                self.lds_phase_loads.insert(inst.loc.line);
            }
            Effect::NoClusters => {
                self.no_clusters.insert(inst.loc.line);
            }
            _ => {}
        }
    }
}

/// The events of a path so far: frozen chunks shared with the frames it forked from or
/// merged with, and its own tail. A fork copies nothing: `-O0` paths run thousands of
/// barriers, and copying them at every branch (and freeing the copy at the merge) was a
/// fifth of the time of oracle seed 167.
#[derive(Clone, Default)]
struct PathEvents {
    frozen: Option<Rc<FrozenEvents>>,
    tail: Vec<Event>,
}

/// A frozen chunk of [`PathEvents`] after its predecessor.
struct FrozenEvents {
    prev: Option<Rc<FrozenEvents>>,
    items: Vec<Event>,
    /// Events up to the end of this chunk.
    len: usize,
}

impl Drop for FrozenEvents {
    // A long chain of chunks would otherwise be freed by recursion as deep as the chain.
    fn drop(&mut self) {
        let mut prev = self.prev.take();
        while let Some(rc) = prev {
            prev = match Rc::try_unwrap(rc) {
                Ok(mut chunk) => chunk.prev.take(),
                Err(_) => None,
            };
        }
    }
}

impl PathEvents {
    fn push(&mut self, e: Event) {
        self.tail.push(e);
    }

    fn len(&self) -> usize {
        self.frozen.as_ref().map_or(0, |f| f.len) + self.tail.len()
    }

    /// A copy that shares everything: the tail is frozen first.
    fn share(&mut self) -> PathEvents {
        if !self.tail.is_empty() {
            let items = std::mem::take(&mut self.tail);
            let len = self.len() + items.len();
            let prev = self.frozen.take();
            self.frozen = Some(Rc::new(FrozenEvents { prev, items, len }));
        }
        self.clone()
    }

    /// The chunks in order.
    fn chunks(&self) -> Vec<&[Event]> {
        let mut out = vec![self.tail.as_slice()];
        let mut at = self.frozen.as_deref();
        while let Some(f) = at {
            out.push(&f.items);
            at = f.prev.as_deref();
        }
        out.reverse();
        out
    }

    fn iter(&self) -> impl Iterator<Item = &Event> {
        self.chunks().into_iter().flatten()
    }

    /// The events from the `start`-th on.
    fn since(&self, start: usize) -> Vec<Event> {
        // Sized up front: a flattened iterator does not know its length, and growing the
        // vector by doubling (pages zeroed afresh each time) was a fifth of the time of
        // oracle seed 167 on gfx1250.
        let mut out = Vec::with_capacity(self.len().saturating_sub(start));
        let mut skip = start;
        for chunk in self.chunks() {
            let from = skip.min(chunk.len());
            skip -= from;
            out.extend_from_slice(&chunk[from..]);
        }
        out
    }

    fn into_vec(self) -> Vec<Event> {
        match self.frozen {
            None => self.tail,
            Some(_) => self.since(0),
        }
    }
}

impl PartialEq for PathEvents {
    fn eq(&self, o: &PathEvents) -> bool {
        if self.len() != o.len() {
            return false;
        }
        let same_frozen = match (&self.frozen, &o.frozen) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        if same_frozen {
            return self.tail == o.tail;
        }
        self.iter().eq(o.iter())
    }
}

#[derive(Clone)]
struct Frame {
    state: WaveState,
    pc: usize,
    cond: Vec<Term>,
    events: PathEvents,
    calls: Vec<usize>,
    /// Per loop header: symbolic iterations since the loop was entered.
    loops: HashMap<usize, LoopCount>,
    /// Branches on this path decided by symbolic inputs: forks, and sides the solver ruled
    /// out. An iteration that adds one is a symbolic iteration.
    symbolic: usize,
    /// Those of `symbolic` not decided by a few bits ([`NARROW_BITS`]).
    wide: usize,
    /// The latest read ([`WaveState::phase_read_in`]) of a memory value that decided a
    /// branch the path condition already decided: a spin-wait that re-reads the shared
    /// value of a flag goes around on the same test, which no value newly decides.
    memory_decided: u32,
    /// Branch conditions the solver showed the path condition implies (kept out of `cond`
    /// so that paths stay mergeable); the same test met again is decided without asking
    /// and is not new information.
    implied: Vec<Term>,
    /// Terms of `cond` that are facts about memory values (`WaveState::take_facts`), not
    /// branches the path took.
    facts: Vec<Term>,
    /// The instruction executed last (to tell a back edge from an entry).
    last: Option<usize>,
    steps: usize,
    opaque_calls: Vec<(usize, String)>,
    /// Summarised loops entered on this path, innermost last.
    open: Vec<OpenLoop>,
    /// A summarised loop header this frame was just placed at (its entry is done).
    entered: Option<usize>,
    /// The path split on the class value ([`ClassSplit`]).
    in_class: bool,
    /// Lanes an EXEC narrowing turned off that wait at its skip target ([`Rejoin`]).
    rejoin: Rejoin,
}

/// Lanes turned off by an EXEC write right before `s_cbranch_execz L`, taken to be at `L`:
/// that is where the compiler sends a wave with none of the remaining lanes, so where the
/// others continue. LLVM may leave them off there, past the join, when only instructions
/// that ignore EXEC follow before the next restore: `if (c) { if (t & 1) s[t] = k;
/// __syncthreads(); }` restores both `if`s after the barrier, which then runs with the odd
/// lanes alone (red team 36). A workgroup barrier met at `L` before EXEC changes again
/// counts them as arriving; anywhere else EXEC decides.
#[derive(Clone, Default, PartialEq)]
enum Rejoin {
    #[default]
    None,
    /// The skip target, and EXEC before the narrowing.
    Pending { at: usize, before: Term },
    /// At the target: EXEC with the lanes waiting there.
    Here(Term),
}

/// Symbolic decisions of at most this many unknown bits ([`Term::decided_by_bits`]) are
/// *narrow*: a loop decided only by them runs at most `2^NARROW_BITS` distinct trips, so
/// by default it is run out to that many symbolic iterations ([`Bounds::narrow_unroll`];
/// oracle seed 312: `i1 < (a0 & 7)`).
const NARROW_BITS: u32 = 3;

/// Symbolic iterations of one loop since it was entered: all of them, and those that made
/// a wide decision (one of more than [`NARROW_BITS`] bits), with the frame's counters at
/// the last arrival at the header.
#[derive(Clone, Copy, Debug)]
struct LoopCount {
    /// Back edges taken since the loop was entered: the iteration a barrier in it runs in.
    trip: u32,
    all: u32,
    wide: u32,
    symbolic_at: usize,
    wide_at: usize,
    /// The wave's havoc count at the last arrival ([`WaveState::havoc_count`]).
    havoc_at: u32,
}

impl LoopCount {
    fn at(symbolic: usize, wide: usize, havoc_at: u32) -> Self {
        LoopCount {
            trip: 0,
            all: 0,
            wide: 0,
            symbolic_at: symbolic,
            wide_at: wide,
            havoc_at,
        }
    }

    /// One more arrival at the header from inside the loop; true if the path must stop.
    /// Narrow iterations share the larger budget: a trip count bounded by a few bits is
    /// run out, so the result is exact rather than bounded.
    fn iterate(&mut self, symbolic: usize, wide: usize, bounds: &Bounds) -> bool {
        if symbolic <= self.symbolic_at {
            return false;
        }
        self.all += 1;
        self.symbolic_at = symbolic;
        if wide > self.wide_at {
            self.wide += 1;
            self.wide_at = wide;
        }
        self.wide > bounds.unroll || self.all > bounds.unroll.max(bounds.narrow_unroll)
    }

    fn same_trips(&self, o: &LoopCount) -> bool {
        (self.trip, self.all, self.wide) == (o.trip, o.all, o.wide)
    }

    /// The count of two merged paths with the same trips: positions from the shorter.
    fn merged(&self, o: &LoopCount) -> LoopCount {
        LoopCount {
            symbolic_at: self.symbolic_at.min(o.symbolic_at),
            wide_at: self.wide_at.min(o.wide_at),
            havoc_at: self.havoc_at.min(o.havoc_at),
            ..*self
        }
    }
}

impl Frame {
    /// The iteration of each unsummarised, reducible loop around `pc` (or around a call the
    /// frame is in), by header.
    fn trips_around(&self, module: &Module, pc: usize) -> Rc<[(usize, u32)]> {
        let mut trips: Vec<(usize, u32)> = self
            .loops
            .iter()
            .filter(|(h, _)| {
                // A loop with several entries counts its iterations from where each wave
                // came in, which is no shared numbering.
                module.loops.header(**h).is_some_and(|l| {
                    !l.irreducible
                        && (l.contains(pc)
                            || self.calls.iter().any(|&r| r > 0 && l.contains(r - 1)))
                })
            })
            .map(|(h, c)| (*h, c.trip))
            .collect();
        trips.sort_unstable();
        Rc::from(trips)
    }

    /// Counts a branch on `cond` decided by symbolic inputs (see [`LoopCount`]).
    fn note_symbolic(&mut self, cond: &Term) {
        self.symbolic += 1;
        if cond.decided_by_bits(NARROW_BITS).is_none() {
            self.wide += 1;
        }
    }

    /// Notes a branch on `cond` that the path condition decided, if a memory value read as
    /// one value per phase is in it (see `memory_decided`).
    fn note_memory_decided(&mut self, cond: &Term) {
        if cond.as_const().is_none()
            && let Some(at) = self.state.phase_read_in(cond)
        {
            self.memory_decided = self.memory_decided.max(at);
        }
    }

    /// This frame continued at `pc` with another state and path condition: a fork's other
    /// side. Neither this frame's state nor its condition is copied on the way.
    fn fork(&mut self, state: WaveState, pc: usize, cond: Vec<Term>) -> Frame {
        Frame {
            state,
            pc,
            cond,
            events: self.events.share(),
            calls: self.calls.clone(),
            loops: self.loops.clone(),
            symbolic: self.symbolic,
            wide: self.wide,
            memory_decided: self.memory_decided,
            implied: self.implied.clone(),
            facts: self.facts.clone(),
            last: self.last,
            steps: self.steps,
            opaque_calls: self.opaque_calls.clone(),
            open: self.open.clone(),
            entered: None,
            in_class: self.in_class,
            rejoin: self.rejoin.clone(),
        }
    }
}

/// A summarised loop a path is in: where its current iteration started.
#[derive(Clone)]
struct OpenLoop {
    header: usize,
    entry: u32,
    occurrence: u32,
    /// This path runs a generic iteration (else the last one).
    iterating: bool,
    /// Call depth at the header.
    depth: usize,
    cond_len: usize,
    events_len: usize,
    start: WaveState,
}

/// Decides whether a branch side can be taken: the path condition so far (satisfiable) and
/// the side's condition. `false` only when `cond ∧ c` is proven unsatisfiable; a decision
/// procedure that gives up answers `true`, so a pruned side is never a feasible one.
pub trait Feasibility {
    /// May `c` hold on a path whose condition is the conjunction of `cond`?
    fn may_hold(&mut self, cond: &[Term], c: &Term) -> bool;
}

/// Syntactic pruning only: a side is infeasible when its negation is on the path already.
pub struct Syntactic;

impl Feasibility for Syntactic {
    fn may_hold(&mut self, _cond: &[Term], _c: &Term) -> bool {
        true
    }
}

/// Explores every path of wave `shape.wave` through `kernel`, pruning only syntactically
/// contradictory branch sides (see [`explore_wave_with`]).
pub fn explore_wave(
    module: &Module,
    kernel: &Kernel,
    shape: LaunchShape,
    bounds: &Bounds,
) -> WaveExploration {
    explore_wave_with(module, kernel, shape, bounds, &mut Syntactic)
}

/// Explores every path of wave `shape.wave` through `kernel`. At a branch whose condition
/// depends on inputs, each side is followed only if `feasibility` cannot rule it out under
/// the path condition: paths that no input can take would otherwise multiply (a loop over a
/// uniform count re-entered in an outer loop repeats conditions in forms no syntactic check
/// relates, such as `n > 2` and `!(n > 1)`).
pub fn explore_wave_with(
    module: &Module,
    kernel: &Kernel,
    shape: LaunchShape,
    bounds: &Bounds,
    feasibility: &mut dyn Feasibility,
) -> WaveExploration {
    explore_wave_class(module, kernel, shape, bounds, feasibility, ClassSplit::All)
}

/// [`explore_wave_with`], following the values of a few-valued launch value that `class`
/// allows.
pub fn explore_wave_class(
    module: &Module,
    kernel: &Kernel,
    shape: LaunchShape,
    bounds: &Bounds,
    feasibility: &mut dyn Feasibility,
    class: ClassSplit,
) -> WaveExploration {
    let init = WaveState::at_entry(&kernel.meta, shape);
    let first = Frame {
        state: init,
        pc: kernel.entry,
        cond: Vec::new(),
        events: PathEvents::default(),
        calls: Vec::new(),
        loops: HashMap::default(),
        symbolic: 0,
        wide: 0,
        memory_decided: 0,
        implied: Vec::new(),
        facts: Vec::new(),
        last: None,
        steps: 0,
        opaque_calls: Vec::new(),
        open: Vec::new(),
        entered: None,
        in_class: false,
        rejoin: Rejoin::None,
    };
    // Frames waiting to run, in reverse postorder of the CFG: the two sides of a branch
    // reach the block where they meet again before either goes past it, and merge there
    // ([`Worklist::push`]).
    let mut work = Worklist::new(module);
    work.push(first);
    let mut forked = Vec::new();
    let mut paths = Vec::new();
    let (mut truncated, mut timed_out) = (false, false);
    let mut log = Log {
        class,
        ..Log::default()
    };
    while let Some(mut f) = work.pop() {
        if paths.len() >= bounds.max_paths {
            truncated = true;
            break;
        }
        if bounds.past_deadline() {
            (truncated, timed_out) = (true, true);
            break;
        }
        let end = run_path(
            module,
            &mut f,
            &mut forked,
            bounds,
            &mut log,
            feasibility,
            &work.joins,
        );
        for g in forked.drain(..) {
            work.push(g);
        }
        let Some(end) = end else {
            work.push(f);
            continue;
        };
        match end {
            PathEnd::Iteration { inst } => {
                let plan = &bounds.summaries[&inst];
                log.visits.push(iteration(&f, inst, plan));
                continue;
            }
            PathEnd::Superseded { .. } | PathEnd::OtherClass { .. } => continue,
            _ if matches!(log.class, ClassSplit::Except { .. }) && !f.in_class => continue,
            _ => {}
        }
        // A path cut at a limit may go on to store in the phase it was cut in or a later
        // one (phases only grow along a path).
        if matches!(end, PathEnd::UnrollLimit { .. } | PathEnd::StepLimit { .. }) {
            log.notes.note_store_phase(&f.state);
        }
        tracing::trace!(wave = shape.wave, path = paths.len(), steps = f.steps, queued = work.len(), end = ?end, "path");
        paths.push(WavePath {
            wave: shape.wave,
            facts: f.facts.into_iter().filter(|t| f.cond.contains(t)).collect(),
            cond: f.cond,
            events: f.events.into_vec(),
            end,
            end_exec: f.state.exec(),
            opaque_calls: f.opaque_calls,
        });
    }
    WaveExploration {
        wave: shape.wave,
        paths,
        truncated,
        timed_out,
        notes: log.notes,
        visits: log.visits,
        not_last: log.not_last,
        class: log.class,
        class_pruned: log.class_pruned,
    }
}

/// Whether a row (`(lane, value)` pairs) holds one term in every lane of
/// `launched` (the wave's lanes that hold a thread, [`LaunchShape::lanes`]): the test of
/// [`LoopPlan::lane_uniform`] at entries and back edges. Lanes past a partial last wave's
/// threads never run the code that writes the row; they keep values of their own.
pub(crate) fn one_term_in_launched_lanes<'a>(
    row: impl Iterator<Item = (u16, Option<&'a Term>)>,
    launched: u64,
) -> bool {
    let mut first: Option<&Term> = None;
    let mut seen = 0u64;
    for (lane, t) in row.filter(|(lane, _)| launched >> lane & 1 == 1) {
        let Some(t) = t else { return false };
        if *first.get_or_insert(t) != t {
            return false;
        }
        seen |= 1 << lane;
    }
    first.is_some() && seen == launched
}

/// The record of one iteration of a summarised loop that `f` ran back to `header`.
fn iteration(f: &Frame, header: usize, plan: &LoopPlan) -> LoopVisit {
    let open = f
        .open
        .iter()
        .rev()
        .find(|o| o.header == header)
        .expect("an iteration ends only in a loop the path entered");
    let at = open.cond_len.min(f.cond.len());
    let changed = f.state.changed_since(&open.start);
    let mut lane_rows: Vec<Row> = changed
        .iter()
        .filter_map(|&l| Row::of(l).map(|(row, _)| row))
        .collect();
    lane_rows.sort();
    lane_rows.dedup();
    let ws = f.state.shape.wave_size;
    let launched = f.state.shape.lanes();
    lane_rows.retain(|&a| {
        let row: Vec<(u16, Option<Term>)> = (0..ws as u16)
            .map(|lane| (lane, f.state.read_loc(a.lane(lane))))
            .collect();
        one_term_in_launched_lanes(row.iter().map(|(l, t)| (*l, t.as_ref())), launched)
    });
    LoopVisit {
        header,
        entry: open.entry,
        occurrence: open.occurrence,
        prefix: f.cond[..at].to_vec(),
        kind: VisitKind::Iteration {
            cond: f.cond[at..].to_vec(),
            values: plan.values(&f.state),
            changed,
            lane_rows,
            events: f.events.since(open.events_len),
            writes: f.state.writes_since(&open.start),
            lost_bases: plan
                .offsets
                .iter()
                .copied()
                .filter(|&l| {
                    let base = |st: &WaveState| st.read_loc(l).and_then(|v| st.pointer_arg_of(&v));
                    base(&open.start).is_some_and(|b| Some(b) != base(&f.state))
                })
                .collect(),
            opaque_calls: !f.opaque_calls.is_empty(),
            rereads: f.state.reads_memory_since(&open.start, &f.cond[at..]),
        },
    }
}

/// Frames waiting to run, earliest program counter first; frames that meet at a join
/// point with the same barrier events are merged into one.
struct Worklist<'m> {
    module: &'m Module,
    /// By the rank of the frame's pc ([`crate::kernel::loops::LoopForest::rank`]), then
    /// arrival.
    frames: std::collections::BTreeMap<((u32, usize), u64), Frame>,
    seq: u64,
    /// Block starts a jump can reach: where paths may meet again.
    joins: rustc_hash::FxHashSet<usize>,
}

impl<'m> Worklist<'m> {
    fn new(module: &'m Module) -> Worklist<'m> {
        Worklist {
            module,
            frames: Default::default(),
            seq: 0,
            joins: module.labels.values().copied().collect(),
        }
    }

    fn len(&self) -> usize {
        self.frames.len()
    }

    fn pop(&mut self) -> Option<Frame> {
        self.frames.pop_first().map(|(_, f)| f)
    }

    /// Queues `f`, merging it into a waiting frame at the same join point when both have
    /// done the same barrier, LDS and wait events in the same call and loop context: their
    /// registers become choices on the part of the path condition that tells them apart,
    /// and the path condition the disjunction of the two. A loop header is never a merge
    /// point (iterations are counted there).
    fn push(&mut self, f: Frame) {
        if self.joins.contains(&f.pc) && self.module.loops.header(f.pc).is_none() {
            let rank = self.module.loops.rank(f.pc);
            for g in self
                .frames
                .range_mut((rank, 0)..=(rank, u64::MAX))
                .map(|(_, g)| g)
            {
                if let Some(m) = merge(g, &f) {
                    *g = m;
                    return;
                }
            }
        }
        self.frames
            .insert((self.module.loops.rank(f.pc), self.seq), f);
        self.seq += 1;
    }
}

/// Whether `a` and `b` did the same events, as far as the checks can tell: the same list,
/// or, with no async transfer on either path (a counter wait then completes nothing), the
/// same list without counter waits when both also have the same EXEC. So the two sides of
/// a lane-masked load (`if (i < n) x = p[i];`, which waits for the load on one side only,
/// and restores EXEC after) merge, while sides that still run under different masks keep
/// apart unless their events agree exactly (a merged mask makes every later branch on it a
/// choice).
fn same_events(a: &Frame, b: &Frame) -> bool {
    if a.events == b.events {
        return true;
    }
    let no_async = |f: &Frame| f.events.iter().all(|e| !e.class.is_async_transfer());
    fn without_waits(f: &Frame) -> Vec<&Event> {
        f.events
            .iter()
            .filter(|e| e.class != InstClass::WaitCounter)
            .collect()
    }
    no_async(a)
        && no_async(b)
        && without_waits(a) == without_waits(b)
        && a.state.same_exec(&b.state)
}

/// `a` and `b` as one frame, if they can be merged.
fn merge(a: &Frame, b: &Frame) -> Option<Frame> {
    let same_loops = a.loops.len() == b.loops.len()
        && a.loops
            .iter()
            .all(|(h, n)| b.loops.get(h).is_some_and(|m| m.same_trips(n)));
    // A frame that split on the class value never merges with one that did not: the run
    // of the other classes drops the second kind, which must then be the same in each run.
    if a.pc != b.pc
        || a.in_class != b.in_class
        || a.calls != b.calls
        || !same_loops
        || a.opaque_calls != b.opaque_calls
        || !same_events(a, b)
        || a.open.len() != b.open.len()
        || a.open
            .iter()
            .zip(&b.open)
            .any(|(x, y)| (x.header, x.entry, x.iterating) != (y.header, y.entry, y.iterating))
    {
        return None;
    }
    let k = a
        .cond
        .iter()
        .zip(&b.cond)
        .take_while(|(x, y)| x == y)
        .count();
    // Only paths whose conditions differ in the two sides of one branch are merged
    // (`P ∧ c ∧ R` and `P ∧ ¬c ∧ R` become `P ∧ R`): merging paths that forked differently
    // after it would leave a disjunction in the path condition, which made the scenario
    // queries of the check far slower than the paths it saved. The same later conditions
    // `R` come from lane-masked sections in a row (`if (x < n) load` repeated, with EXEC
    // restored between them): each such branch tests the same mask on both sides.
    if a.cond.len() != b.cond.len()
        || k >= a.cond.len()
        || a.cond[k] != b.cond[k].not()
        || a.cond[k + 1..] != b.cond[k + 1..]
        // A loop iteration both entered after the branch began separately in each (and
        // counts its conditions from a position the merge would shift).
        || (k + 1 < a.cond.len() && a.open.iter().any(|o| o.cond_len > k))
    {
        return None;
    }
    let ra = a.cond[k].clone();
    let cond: Vec<Term> = a.cond[..k]
        .iter()
        .chain(&a.cond[k + 1..])
        .cloned()
        .collect();
    let loops = a
        .loops
        .iter()
        .map(|(h, n)| (*h, n.merged(&b.loops[h])))
        .collect();
    Some(Frame {
        state: WaveState::merge(&ra, &a.state, &b.state),
        pc: a.pc,
        cond,
        events: a.events.clone(),
        calls: a.calls.clone(),
        loops,
        symbolic: a.symbolic.max(b.symbolic),
        wide: a.wide.max(b.wide),
        memory_decided: a.memory_decided.max(b.memory_decided),
        implied: a
            .implied
            .iter()
            .filter(|t| b.implied.contains(t))
            .cloned()
            .collect(),
        facts: a
            .facts
            .iter()
            .filter(|t| b.facts.contains(t))
            .cloned()
            .collect(),
        last: a.last,
        steps: a.steps.max(b.steps),
        opaque_calls: a.opaque_calls.clone(),
        open: a.open.clone(),
        entered: None,
        in_class: a.in_class,
        rejoin: if a.rejoin == b.rejoin {
            a.rejoin.clone()
        } else {
            Rejoin::None
        },
    })
}

/// The break mask of a loop latch's EXEC write `exec = exec & ~mask` (`s_andn2_b64`,
/// `s_andn2_b32`, GFX12 `s_and_not1_b32/_b64`).
fn break_mask(inst: &crate::kernel::Inst) -> Option<&crate::kernel::Operand> {
    use crate::kernel::{Operand, Special};
    let exec =
        |o: Option<&Operand>| matches!(o, Some(Operand::Special(Special::Exec | Special::ExecLo)));
    let andn = matches!(
        inst.mnemonic.as_str(),
        "s_andn2_b64" | "s_andn2_b32" | "s_and_not1_b64" | "s_and_not1_b32"
    );
    (andn && exec(inst.operands.first()) && exec(inst.operands.get(1)))
        .then(|| inst.operands.get(2))
        .flatten()
}

/// Size limits of the case split that finds what a forked branch condition implies
/// ([`Term::implied_literals`]): it runs at every fork, so it must stay cheap.
const IMPLIED_NODES: usize = 4000;
const IMPLIED_ATOMS: usize = 12;

/// Branch conditions smaller than this fork as they are (see [`split_on_small_domain`]).
const SPLIT_MIN_NODES: usize = 64;

/// A large branch condition (an EXEC mask built lane by lane) over a few-valued launch
/// value `x` (`workgroup_id & 3`, `arg & 7`: [`Term::small_domain_split`]): instead of
/// forking on the condition, one frame per feasible value of `x`, with `x` replaced by it in
/// the registers, so the branch and the masks after it are constants. Forking on the mask
/// instead leaves every later mask a choice over `x`, and the paths multiply with each
/// branch on them. `None` when there is no such `x` or no value of it is feasible.
fn split_on_small_domain(
    f: &mut Frame,
    cond: &Term,
    inst: &crate::kernel::Inst,
    target: usize,
    feasibility: &mut dyn Feasibility,
    log: &mut Log,
) -> Option<Vec<Frame>> {
    if cond.as_const().is_some() {
        return None;
    }
    let (x, values) = cond.small_domain_split(SPLIT_MIN_NODES, IMPLIED_NODES)?;
    // (x == v, the path condition with it) for each value the path allows.
    let mut feasible = Vec::new();
    for v in values {
        let eq = x.eq(&Term::constant(v, x.width()));
        if let Some(with_v) = assume(&f.cond, eq.clone())
            && feasibility.may_hold(&f.cond, &eq)
        {
            feasible.push((v, eq, with_v));
        }
    }
    // One feasible value: the path condition fixes `x` (`-O0` code reloads an argument in
    // every iteration and masks it again), and the branch is as decided as a concrete one.
    if feasible.len() > 1 {
        f.symbolic += 1;
    }
    let values: Vec<u64> = feasible.iter().map(|(v, ..)| *v).collect();
    if let Some(keep) = log.class.keep(&x, &values, &mut log.class_pruned) {
        f.in_class = true;
        let mut keep = keep.into_iter();
        feasible.retain(|_| keep.next().unwrap_or(false));
        if feasible.is_empty() {
            return Some(Vec::new());
        }
    }
    let mut frames = Vec::new();
    for (_, eq, with_v) in feasible {
        let mut state = f.state.clone();
        state.assume(&eq);
        let side = branch_condition(&inst.mnemonic, &mut state);
        for (holds, next) in [(side.clone(), target), (side.not(), f.pc + 1)] {
            let Some(c) = assume(&with_v, holds.clone()) else {
                continue;
            };
            let mut s = state.clone();
            if holds.as_const().is_none() {
                s.assume(&holds);
            }
            frames.push(f.fork(s, next, c));
        }
    }
    // Without a side for a followed value the path ends here; the other classes' run
    // follows the rest.
    (!frames.is_empty() || f.in_class).then_some(frames)
}

/// Adds `c` to a path condition; `None` if the path is then trivially infeasible.
fn assume(cond: &[Term], c: Term) -> Option<Vec<Term>> {
    match c.as_const() {
        Some(1) => return Some(cond.to_vec()),
        Some(_) => return None,
        None => {}
    }
    if cond.contains(&c.not()) {
        return None;
    }
    let mut out = cond.to_vec();
    if !out.contains(&c) {
        out.push(c);
    }
    Some(out)
}

fn run_path(
    module: &Module,
    f: &mut Frame,
    forked: &mut Vec<Frame>,
    bounds: &Bounds,
    log: &mut Log,
    feasibility: &mut dyn Feasibility,
    joins: &rustc_hash::FxHashSet<usize>,
) -> Option<PathEnd> {
    let mut resumed = true;
    loop {
        let pc = f.pc;
        log.notes.accesses.extend(f.state.take_accesses());
        // At a join point the frame waits for the paths that may meet it there.
        if !resumed && joins.contains(&pc) {
            return None;
        }
        resumed = false;
        if let Rejoin::Pending { at, before } = &f.rejoin
            && *at == pc
        {
            f.rejoin = Rejoin::Here(before.or(&f.state.exec()));
        }
        let Some(inst) = module.insts.get(pc) else {
            return Some(PathEnd::Unsupported {
                inst: pc.saturating_sub(1),
                reason: "execution runs past the end of the code".into(),
            });
        };
        f.steps += 1;
        crate::effort::add(1);
        if f.steps > bounds.max_steps {
            return Some(PathEnd::StepLimit { inst: pc });
        }
        // A long path gives the deadline a chance too: parked, it is dropped by the caller.
        if f.steps.is_multiple_of(256) && bounds.past_deadline() {
            return None;
        }
        // A generic iteration ends where it leaves its loop: the last iteration covers that.
        let depth = f.calls.len();
        if f.open.iter().any(|o| {
            o.iterating
                && o.depth == depth
                && !module
                    .loops
                    .header(o.header)
                    .is_some_and(|l| l.contains(pc))
        }) {
            return Some(PathEnd::Superseded { inst: pc });
        }
        if let Some(lp) = module.loops.header(pc) {
            let back = f.last.is_some_and(|l| lp.contains(l));
            match bounds.summaries.get(&pc) {
                // The generic-iteration frame placed here by the entry runs on.
                Some(_) if f.entered == Some(pc) => {}
                Some(_) if back => {
                    let generic = f
                        .open
                        .iter()
                        .rev()
                        .find(|o| o.header == pc)
                        .is_some_and(|o| o.iterating);
                    if !generic {
                        for o in f.open.iter().filter(|o| o.iterating && o.header != pc) {
                            log.not_last.push(NotLast {
                                header: o.header,
                                entry: o.entry,
                                occurrence: o.occurrence,
                                cond: f.cond[o.cond_len.min(f.cond.len())..].to_vec(),
                            });
                        }
                    }
                    return Some(if generic {
                        PathEnd::Iteration { inst: pc }
                    } else {
                        PathEnd::Superseded { inst: pc }
                    });
                }
                Some(plan) => enter_summarised(module, f, pc, plan, (log, forked)),
                None => {
                    // An iteration that went around on a memory value it read again, by a
                    // test the path condition had decided, is as symbolic as a fork: the
                    // value is the same, but another wave may be what ends the wait.
                    let havoc = f.state.havoc_count();
                    if back
                        && f.loops
                            .get(&pc)
                            .is_some_and(|c| f.memory_decided > c.havoc_at)
                    {
                        f.symbolic += 1;
                        f.wide += 1;
                    }
                    let now = LoopCount::at(f.symbolic, f.wide, havoc);
                    let count = f.loops.entry(pc).or_insert(now);
                    if !back {
                        *count = now;
                    } else {
                        count.trip += 1;
                        if count.iterate(f.symbolic, f.wide, bounds) {
                            return Some(PathEnd::UnrollLimit {
                                inst: pc,
                                narrow: count.wide == 0,
                            });
                        }
                    }
                    count.havoc_at = havoc;
                }
            }
        }
        f.last = Some(pc);
        f.entered = None;
        if inst.class.is_barrier() {
            // The phase of a store matters to the reads after later barriers only: one in
            // the same phase as a read may also come after it.
            if !f.opaque_calls.is_empty() {
                log.notes.stored_before_barrier = Some(0);
            } else if f.state.wrote_global_this_phase() {
                log.notes.note_store_phase(&f.state);
            }
            let workgroup = on_workgroup_barrier(inst);
            match inst.class {
                InstClass::Barrier => f.state.note_workgroup_barrier(),
                InstClass::BarrierWait if workgroup => f.state.note_workgroup_barrier(),
                // An arrive alone orders nothing yet; the wait that completes it does.
                InstClass::BarrierSignal | InstClass::BarrierSignalIsfirst if workgroup => {
                    f.state.note_signalled()
                }
                _ => f.state.note_synchronised(),
            }
        }
        // In a kernel with async transfers, a flat access in the LDS aperture is an LDS
        // access like a DS one: the async check must see `-O0` reads of a copy's bytes.
        let flat_lds = if module.async_transfers {
            f.state.flat_lds_extent(inst)
        } else {
            None
        };
        if let Some((class, extent)) = flat_lds {
            f.events.push(Event {
                inst: pc,
                class,
                exec: f.state.exec(),
                operand: BarrierOperand::None,
                depth: f.calls.len(),
                calls: Rc::from([]),
                trips: Rc::from([]),
                lds: extent,
                cond_len: f.cond.len(),
                first: None,
            });
        } else if inst.class.is_barrier()
            || inst.class.is_lds()
            // Counter waits matter only to the completion of async transfers; `-O0` code
            // waits after every load, and their events were a tenth of seed 167's time.
            || (inst.class == InstClass::WaitCounter && module.async_transfers)
        {
            let operand = match inst.operands.first() {
                Some(Operand::Imm(v)) => BarrierOperand::Imm(*v),
                Some(Operand::Special(crate::kernel::Special::M0)) => {
                    BarrierOperand::M0(f.state.m0())
                }
                _ if inst.class == InstClass::BarrierInit
                    || inst.class == InstClass::BarrierJoin =>
                {
                    BarrierOperand::M0(f.state.m0())
                }
                _ => BarrierOperand::None,
            };
            let exec = match &f.rejoin {
                Rejoin::Here(m) if inst.class.is_barrier() && on_workgroup_barrier(inst) => {
                    m.clone()
                }
                _ => f.state.exec(),
            };
            let lds = if inst.class.is_lds() {
                crate::eval::lds::extent(inst, &mut f.state)
            } else {
                None
            };
            let (calls, trips) = if inst.class.is_barrier() {
                (Rc::from(f.calls.as_slice()), f.trips_around(module, pc))
            } else {
                (Rc::from([]), Rc::from([]))
            };
            f.events.push(Event {
                inst: pc,
                class: inst.class,
                exec,
                operand,
                depth: f.calls.len(),
                calls,
                trips,
                lds,
                cond_len: f.cond.len(),
                first: None,
            });
        }
        match &inst.flow {
            Flow::End if f.open.iter().any(|o| o.iterating) => {
                return Some(PathEnd::Superseded { inst: pc });
            }
            Flow::End => return Some(PathEnd::Finished { inst: pc }),
            Flow::Indirect => {
                return Some(PathEnd::Unsupported {
                    inst: pc,
                    reason: format!("'{}' jumps to a computed address", inst.mnemonic),
                });
            }
            Flow::Return => {
                // A jump to a function symbol is a tail call; only a return address is a return.
                let target = inst
                    .operands
                    .first()
                    .map(|o| f.state.read_scalar(o, 32))
                    .and_then(|t| sym_addr(&t))
                    .and_then(|n| module.functions.get(&n).copied());
                match (target, f.calls.pop()) {
                    (Some(entry), ret) => {
                        f.calls.extend(ret);
                        f.pc = entry;
                    }
                    (None, Some(ret)) => f.pc = ret,
                    (None, None) => {
                        return Some(PathEnd::Unsupported {
                            inst: pc,
                            reason: "s_setpc_b64 outside a called function".into(),
                        });
                    }
                }
            }
            Flow::Jump(label) => {
                f.pc = module.labels[label];
            }
            Flow::CondJump(label) => {
                let target = module.labels[label];
                let cond = branch_condition(&inst.mnemonic, &mut f.state);
                // A skip over a section that does nothing without lanes: run it under
                // whatever EXEC the wave has ([`crate::kernel::skips`]).
                if cond.as_const().is_none()
                    && let Some(&lanes) = module.inert_skips.get(&pc)
                {
                    f.pc = lanes;
                    continue;
                }
                if !f.implied.contains(&cond)
                    && !f.implied.contains(&cond.not())
                    && let Some(frames) =
                        split_on_small_domain(f, &cond, inst, target, feasibility, log)
                {
                    tracing::trace!(
                        inst = pc,
                        sides = frames.len(),
                        "split on a few-valued launch value"
                    );
                    let mut frames = frames.into_iter();
                    let Some(first) = frames.next() else {
                        return Some(PathEnd::OtherClass { inst: pc });
                    };
                    *f = first;
                    forked.extend(frames);
                    continue;
                }
                let mut taken = assume(&f.cond, cond.clone());
                let mut fall = assume(&f.cond, cond.not());
                if f.implied.contains(&cond) {
                    fall = None;
                } else if f.implied.contains(&cond.not()) {
                    taken = None;
                }
                if taken.is_some() && fall.is_some() {
                    // A side the solver rules out leaves the other implied by the path
                    // condition, which then stays as it was (paths stay mergeable); the
                    // iteration still counts as symbolic, since the solver, not a value,
                    // decided it (a trip count bounded only by the path condition may be
                    // in the thousands).
                    if !feasibility.may_hold(&f.cond, &cond) {
                        tracing::trace!(inst = pc, line = inst.loc.line, cond = %cond, "decided by the solver: not taken");
                        taken = None;
                        fall = Some(f.cond.clone());
                        f.note_symbolic(&cond);
                        f.implied.push(cond.not());
                    } else if !feasibility.may_hold(&f.cond, &cond.not()) {
                        tracing::trace!(inst = pc, line = inst.loc.line, cond = %cond, "decided by the solver: taken");
                        fall = None;
                        taken = Some(f.cond.clone());
                        f.note_symbolic(&cond);
                        f.implied.push(cond.clone());
                    }
                }
                match (taken, fall) {
                    (Some(t), Some(n)) => {
                        // Fork: continue with the taken side, queue the other. Each side
                        // decides the condition in its registers.
                        tracing::trace!(inst = pc, line = inst.loc.line, cond = %cond, "fork");
                        let mut state = f.state.clone();
                        state.assume(&cond.not());
                        f.state.assume(&cond);
                        let (holds, fails) = cond.implied_literals(IMPLIED_NODES, IMPLIED_ATOMS);
                        for lit in holds {
                            f.state.assume(&lit);
                        }
                        for lit in fails {
                            state.assume(&lit);
                        }
                        f.note_symbolic(&cond);
                        let other = f.fork(state, pc + 1, n);
                        forked.push(other);
                        f.cond = t;
                        f.pc = target;
                    }
                    // One side only, decided by a literal of the path condition or by the
                    // solver: see `WaveState::assume_decided` (oracle seed 240: 2x faster).
                    (Some(t), None) => {
                        f.note_memory_decided(&cond);
                        f.state.assume_decided(&cond);
                        f.cond = t;
                        f.pc = target;
                    }
                    (None, Some(n)) => {
                        f.note_memory_decided(&cond);
                        f.state.assume_decided(&cond.not());
                        f.cond = n;
                        f.pc = pc + 1;
                    }
                    (None, None) => {
                        return Some(PathEnd::Unsupported {
                            inst: pc,
                            reason: "contradictory path condition".into(),
                        });
                    }
                }
            }
            Flow::Next => {
                // A lowered IR call to a function the file only declares.
                if inst.mnemonic == "ir_opaque_call" {
                    let name = match inst.operands.first() {
                        Some(Operand::Symbol { name, .. })
                            if name == crate::kernel::COMPUTED_ADDRESS =>
                        {
                            "<computed address>".into()
                        }
                        Some(Operand::Symbol { name, .. }) => name.clone(),
                        _ => "<unknown>".into(),
                    };
                    f.opaque_calls.push((pc, name));
                    f.state.opaque_call_memory(inst, inst.operands.get(1));
                    f.pc = pc + 1;
                    continue;
                }
                if is_call(&inst.mnemonic) {
                    if let Err(end) = call(module, f, pc, bounds) {
                        return Some(end);
                    }
                    continue;
                }
                // VOPD: both halves read the state before either writes.
                let is_vopd_first = inst.mnemonic.starts_with("v_dual_")
                    && module.insts.get(pc + 1).is_some_and(|n| {
                        n.loc.line == inst.loc.line && n.mnemonic.starts_with("v_dual_")
                    });
                let mut note = |i: &crate::kernel::Inst, e: Effect| log.notes.record(i, e);
                if is_vopd_first {
                    let pre = f.state.clone();
                    note(inst, f.state.step(inst, None));
                    let second = &module.insts[pc + 1];
                    note(second, f.state.step(second, Some(&pre)));
                    f.pc = pc + 2;
                } else {
                    let before = f.state.exec_registers();
                    note(inst, f.state.step(inst, None));
                    if f.state.exec_registers() != before {
                        f.rejoin = match f.state.exec_of(&before) {
                            Some(before) => narrowed(module, pc, before, &mut f.state),
                            None => Rejoin::None,
                        };
                    }
                    f.pc = pc + 1;
                }
                if inst.class == InstClass::BarrierSignalIsfirst
                    && let Some(ev) = f.events.tail.last_mut().filter(|e| e.inst == pc)
                {
                    ev.first = Some(f.state.scc());
                }
                if f.state.take_whole_group() {
                    log.notes.whole_group.insert(inst.loc.line);
                }
                for fact in f.state.take_facts() {
                    // A fact the path already held as a branch it took stays a branch.
                    if !f.cond.contains(&fact) {
                        f.facts.push(fact.clone());
                    }
                    match assume(&f.cond, fact) {
                        Some(c) => f.cond = c,
                        None => {
                            return Some(PathEnd::Unsupported {
                                inst: pc,
                                reason: "contradictory path condition".into(),
                            });
                        }
                    }
                }
            }
        }
    }
}

/// After an EXEC write at `pc`: the lanes it turned off wait at the target of an
/// `s_cbranch_execz` right after it (past waits and `s_nop`), or of one the compiler
/// removed ([`crate::kernel::skips::removed`]), if there is one ([`Rejoin`]). At a loop's
/// latch (`exec &= ~break` and `s_cbranch_execnz` back to the header), the lanes that left
/// the loop, its break mask, wait at the exit, where the branch falls through once none is
/// left: LLVM drops the exit's EXEC restore when only instructions that ignore EXEC come
/// before the next one (oracle seed 2229: `if (u) { for (..) sync(); sync(); }` ran the
/// barriers after the loop with no lane on, a false divergence on every target).
fn narrowed(module: &Module, pc: usize, before: Term, state: &mut WaveState) -> Rejoin {
    let mut at = pc + 1;
    while let Some(i) = module.insts.get(at) {
        if crate::kernel::skips::idle(module, i) {
            at += 1;
            continue;
        }
        return match &i.flow {
            Flow::CondJump(l) if i.mnemonic == "s_cbranch_execz" => match module.labels.get(l) {
                Some(&target) => Rejoin::Pending { at: target, before },
                None => Rejoin::None,
            },
            Flow::CondJump(l) if i.mnemonic == "s_cbranch_execnz" => {
                match (module.labels.get(l), break_mask(&module.insts[pc])) {
                    (Some(&header), Some(mask)) if header <= pc => Rejoin::Pending {
                        at: at + 1,
                        before: state.read_scalar(mask, before.width()),
                    },
                    _ => Rejoin::None,
                }
            }
            _ => match module.removed_skips.get(&pc) {
                Some(&target) => Rejoin::Pending { at: target, before },
                None => Rejoin::None,
            },
        };
    }
    Rejoin::None
}

/// A workgroup barrier: `s_barrier`, or a signal or wait of barrier -1.
fn on_workgroup_barrier(inst: &crate::kernel::Inst) -> bool {
    inst.class == InstClass::Barrier || matches!(inst.operands.first(), Some(Operand::Imm(-1)))
}

/// Why the lanes of EXEC's low and high half that still run a summarised loop are fresh.
pub const RUNNING: [&str; 2] = [
    "lanes still running a loop",
    "lanes still running a loop (high half)",
];

/// The start values [`LoopPlan::exec_within`] and [`LoopPlan::left`] give, from the entry
/// values in `state`.
fn exec_template(state: &mut WaveState, plan: &LoopPlan) -> std::collections::BTreeMap<Loc, Term> {
    let mut fixed = std::collections::BTreeMap::new();
    if !plan.exec_within {
        return fixed;
    }
    for (exec, hi) in exec_halves(state.shape.wave_size) {
        let Some(e) = state.read_loc(exec) else {
            continue;
        };
        let h = state.havoc(32, RUNNING[usize::from(hi)]);
        fixed.insert(exec, e.and(&h));
        for &(l, _) in plan.left.iter().filter(|(_, half)| *half == hi) {
            if let Some(entry) = state.read_loc(l) {
                fixed.insert(l, entry.or(&e.and(&h.not())));
            }
        }
    }
    fixed
}

/// Enters the summarised loop headed at `header`: records the plan's locations, replaces
/// them with values for any iteration's start, and marks the entry with an event.
fn enter_summarised(
    module: &Module,
    f: &mut Frame,
    header: usize,
    plan: &LoopPlan,
    (log, forked): (&mut Log, &mut Vec<Frame>),
) {
    let entry = log.entries;
    log.entries += 1;
    // Loops stay open once entered, so this counts the earlier entries on the path.
    let occurrence = f.open.iter().filter(|o| o.header == header).count() as u32;
    log.visits.push(LoopVisit {
        header,
        entry,
        occurrence,
        prefix: f.cond.clone(),
        kind: VisitKind::Entry {
            values: plan.values(&f.state),
        },
    });
    // Two frames: one runs a generic iteration (recorded when it comes back around), the
    // other the last iteration (continuing past the loop). A shared value stands for the
    // last iteration's start only if every wave runs the same number of iterations.
    let mut iterating = f.clone();
    iterating.entered = Some(header);
    for (frame, generic) in [(&mut iterating, true), (&mut *f, false)] {
        let fixed = exec_template(&mut frame.state, plan);
        // The value of each lane-uniform row, set by its lowest lane, in the lanes that hold
        // a thread (the others of a partial wave keep values of their own).
        let mut rows: HashMap<Row, Term> = HashMap::default();
        let launched = frame.state.shape.lanes();
        for &l in &plan.changed {
            let row = Row::of(l)
                .filter(|(a, lane)| plan.lane_uniform.contains(a) && launched >> lane & 1 == 1)
                .map(|(a, _)| a);
            if let Some(v) = row.and_then(|a| rows.get(&a)) {
                frame.state.write_loc(l, v.clone());
                continue;
            }
            let width = if l == Loc::Scc { 1 } else { 32 };
            let v = if let Some(v) = fixed.get(&l) {
                v.clone()
            } else if plan.shared.contains(&l) && (generic || plan.uniform_trips) {
                Term::input(
                    Input::Carried {
                        header: header as u32,
                        occurrence,
                        loc: l.to_string(),
                    },
                    width,
                )
            } else {
                frame
                    .state
                    .havoc(width, "value an earlier loop iteration left")
            };
            let v = match frame.state.read_loc(l) {
                Some(at_entry)
                    if plan.offsets.contains(&l)
                        && !fixed.contains_key(&l)
                        && frame.state.pointer_arg_of(&at_entry).is_some() =>
                {
                    at_entry.add(&v)
                }
                _ => v,
            };
            if let Some(a) = row {
                rows.insert(a, v.clone());
            }
            frame.state.write_loc(l, v);
        }
        // The barrier phase at the iteration's start, like a shared location: the same in
        // every wave when their barriers match, which the checks establish. Phases only
        // grow: it is the entry's phase plus the barriers of the iterations before, never
        // an earlier phase (whose writes the proof of shared reads would otherwise see as
        // meeting the iteration's reads: a false alarm, red team 43's k19).
        let phase = frame
            .state
            .barrier_phase()
            .filter(|_| generic || plan.uniform_trips)
            .map(|entry| {
                let before = Term::input(
                    Input::Carried {
                        header: header as u32,
                        occurrence,
                        loc: "barrier phase".to_string(),
                    },
                    31,
                );
                entry.add(&before.zext(32))
            });
        frame.state.note_loop_summary(phase, plan.writes);
        let exec = frame.state.exec();
        frame.events.push(Event {
            inst: header,
            class: InstClass::LoopSummary,
            exec,
            operand: BarrierOperand::None,
            depth: frame.calls.len(),
            calls: Rc::from(frame.calls.as_slice()),
            trips: frame.trips_around(module, header),
            lds: None,
            cond_len: frame.cond.len(),
            first: None,
        });
        frame.open.push(OpenLoop {
            header,
            entry,
            occurrence,
            iterating: generic,
            depth: frame.calls.len(),
            cond_len: frame.cond.len(),
            events_len: frame.events.len(),
            start: frame.state.clone(),
        });
    }
    forked.push(iterating);
}

pub use crate::kernel::is_call;

/// The function symbol an address term points at, if it is one.
fn sym_addr(t: &Term) -> Option<String> {
    match t.node() {
        crate::eval::term::Node::Input(crate::eval::Input::SymAddr { name, .. }) => {
            Some(name.clone())
        }
        _ => None,
    }
}

/// The condition under which a conditional branch is taken.
fn branch_condition(mnemonic: &str, s: &mut WaveState) -> Term {
    match mnemonic {
        "s_cbranch_scc0" => s.scc().not(),
        "s_cbranch_scc1" => s.scc(),
        "s_cbranch_vccz" => s.vcc().nonzero().not(),
        "s_cbranch_vccnz" => s.vcc().nonzero(),
        "s_cbranch_execz" => s.exec().nonzero().not(),
        "s_cbranch_execnz" => s.exec().nonzero(),
        // Debugger-controlled branches: either way.
        _ => s.havoc(1, "debugger branch condition"),
    }
}

/// `s_swappc_b64 ret, target`: inline a function of this file, or havoc for unknown code.
fn call(module: &Module, f: &mut Frame, pc: usize, bounds: &Bounds) -> Result<(), PathEnd> {
    let inst = &module.insts[pc];
    let target = inst
        .operands
        .get(1)
        .map(|o| f.state.read_scalar(o, 32))
        .and_then(|t| sym_addr(&t));
    if let Some(ret) = inst.operands.first() {
        let h = f.state.havoc(64, "return address");
        f.state.write_scalar(ret, &h);
    }
    match target.as_ref().and_then(|n| module.functions.get(n)) {
        Some(&entry) => {
            if f.calls.len() >= bounds.max_call_depth {
                return Err(PathEnd::Unsupported {
                    inst: pc,
                    reason: format!("calls nested deeper than {}", bounds.max_call_depth),
                });
            }
            f.calls.push(pc + 1);
            f.pc = entry;
        }
        None => {
            let name = target.unwrap_or_else(|| "<computed address>".into());
            f.opaque_calls.push((pc, name));
            f.state.havoc_call_clobbers(inst);
            f.pc = pc + 1;
        }
    }
    Ok(())
}
