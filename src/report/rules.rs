//! The rules bverify reports (the `kind` of a finding), with the text `--explain` prints
//! and SARIF carries as rule metadata. One table, so the two cannot disagree.

/// One rule: a finding kind, or a result kind (`bounded`, `inconclusive`).
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// The `kind` string of a finding (`docs/output.md`), used as SARIF `ruleId`.
    pub id: &'static str,
    /// A one-line description (SARIF `shortDescription`).
    pub short: &'static str,
    /// What the rule means and when bverify reports it (SARIF `fullDescription`).
    pub long: &'static str,
    /// Where the rule comes from: the spec section names used in `docs/semantics.md`.
    pub source: &'static str,
    /// SARIF level of a result of this rule: `error` for violations, `note` otherwise.
    pub level: &'static str,
}

/// Every rule bverify can report, violations first, then the two non-pass results.
pub const RULES: &[Rule] = &[
    Rule {
        id: "deadlock",
        short: "A barrier wait never completes: no wave can move and some wave has not ended.",
        long: "Some interleaving of the waves reaches a state where every wave that has not \
               ended waits on a barrier phase that can no longer complete, because too few \
               waves will still arrive. The spec calls a wait that never completes undefined \
               behaviour. The trace is the shortest such interleaving; `stuck` lists each \
               blocked wave, the instruction and line it waits at, the barrier object, the phase \
               and how many of the expected arrivals happened.",
        source: "amdgpu-execution-synchronization.rst, \"Execution Model\": it is undefined \
                 behavior for a barrier wait to never complete (docs/semantics.md, \"Barrier \
                 execution model\")",
        level: "error",
    },
    Rule {
        id: "barrier-divergence",
        short: "A workgroup barrier is not reached by every work-item of the workgroup.",
        long: "A barrier instruction runs while lanes of the launch are masked off (they skip \
               it or have already ended), or two waves make their k-th arrive on a \
               workgroup-wide barrier at different instructions, or one wave arrives fewer \
               times than another. The source languages (OpenCL `barrier`, HIP/CUDA \
               `__syncthreads`) require every work-item to execute the same barriers; the \
               hardware may or may not hang, and the message says which. `--allow divergence` \
               turns this check off and leaves the hardware model's verdict.",
        source: "docs/semantics.md, \"Barrier divergence\" (the source languages' rule, as in \
                 GPUVerify)",
        level: "error",
    },
    Rule {
        id: "uninitialized",
        short: "An operation on a barrier object that was never initialized.",
        long: "A wave arrives at, waits on or drops a barrier object before any barrier init \
               of it. The first element in barrier-modification-order of an object is always \
               an init; operating on an uninitialized object is undefined.",
        source: "amdgpu-execution-synchronization.rst, \"Execution Model\" (docs/semantics.md, \
                 \"Barrier execution model\": first in barrier-modification-order is an init)",
        level: "error",
    },
    Rule {
        id: "negative-expected-count",
        short: "A barrier drop makes the expected count negative.",
        long: "A drop decrements the object's expected count; more drops than the count allows \
               would make it negative, which the model forbids.",
        source: "amdgpu-execution-synchronization.rst, \"Execution Model\": a barrier drop \
                 cannot cause the expected count to become negative",
        level: "error",
    },
    Rule {
        id: "expected-below-arrive-count",
        short: "An arrive sets an expected count below the arrive count already reached.",
        long: "An arrive that also sets a new expected count (GFX12.5 `s_barrier_signal m0` \
               with a member count) gives a count smaller than the arrivals already in the \
               phase, so the phase could never complete as written. bverify reads the GFX12 \
               table (`>=` allowed) by default (docs/semantics.md, \"Readings where the spec \
               is ambiguous\", 1).",
        source: "amdgpu-execution-synchronization.rst, \"Execution Model\" and the GFX12 table \
                 (docs/semantics.md, \"Barrier execution model\")",
        level: "error",
    },
    Rule {
        id: "zero-expected-count",
        short: "A barrier init with an expected count of zero.",
        long: "Barrier init takes an unsigned positive integer count; zero is undefined.",
        source: "amdgpu-execution-synchronization.rst, \"Execution Model\": barrier init takes \
                 an additional unsigned positive integer argument k",
        level: "error",
    },
    Rule {
        id: "arrive-then-drop",
        short: "A wave arrives and then drops a barrier before the phase completes.",
        long: "A wave that arrived at a barrier object drops it (for example by ending, which \
               drops the workgroup barrier) before the phase it arrived in completed. The \
               model forbids this race between the arrive and the drop.",
        source: "amdgpu-execution-synchronization.rst, \"Execution Model\", barrier drop races \
                 (docs/semantics.md, \"Barrier execution model\")",
        level: "error",
    },
    Rule {
        id: "phase-separation",
        short: "A wave arrives twice at a barrier before waiting for the first arrive's phase.",
        long: "The second arrive belongs to a later phase than the wait that follows expects; \
               barrier phase separation requires each arrive to be followed by its wait before \
               the wave arrives again.",
        source: "amdgpu-execution-synchronization.rst, \"Execution Model\", barrier phase \
                 separation",
        level: "error",
    },
    Rule {
        id: "wait-without-join",
        short: "A wait on a named barrier the wave has not joined.",
        long: "On GFX12.5 a wave must join a named barrier before waiting on it \
               (barrier-joined-before).",
        source: "GFX12.5 model extensions, \"Join and Wait Ordering\" (docs/semantics.md, \
                 \"Named barriers\")",
        level: "error",
    },
    Rule {
        id: "drop-without-join",
        short: "A drop (leave) of a named barrier the wave has not joined.",
        long: "On GFX12.5 a wave must join a named barrier before it drops or leaves it.",
        source: "GFX12.5 model extensions, \"Join and Drop Ordering\" (docs/semantics.md, \
                 \"Named barriers\")",
        level: "error",
    },
    Rule {
        id: "named-barrier-ordering",
        short: "A named-barrier operation breaks LLVM's ordering rules.",
        long: "A signal or wait on a named barrier that is not the most recently joined one, \
               signal and wait counts since the join that do not match, or a use after \
               `s_barrier_leave`.",
        source: "LLVM AMDGPU named-barrier rules (docs/semantics.md, \"Named barriers\")",
        level: "error",
    },
    Rule {
        id: "init-race",
        short: "A barrier init races a signal or another initializing signal.",
        long: "An explicit initializing operation is not ordered with a signal or leave of the \
               same named barrier, or two initializing signals with contradicting member counts \
               are not ordered.",
        source: "LLVM AMDGPU named-barrier rules: explicit initializing operations must not race \
                 signal or leave operations (docs/semantics.md, \"Named barriers\")",
        level: "error",
    },
    Rule {
        id: "cluster-arrive-twice",
        short: "Two waves of a workgroup arrive at a cluster barrier in one phase.",
        long: "Only one wave per workgroup may arrive at a cluster barrier (-3/-4) in a phase.",
        source: "GFX12 barrier table (docs/semantics.md, \"Target mappings\", cluster barriers)",
        level: "error",
    },
    Rule {
        id: "privileged-barrier",
        short: "A shader uses a privileged barrier.",
        long: "The trap barriers (-2, -4) and NVIDIA's BAR.SYNCALL are not accessible to a \
               shader.",
        source: "GFX12 barrier table (docs/semantics.md, \"Target mappings\")",
        level: "error",
    },
    Rule {
        id: "count-mismatch",
        short: "Threads arriving in one phase name different thread counts.",
        long: "NVIDIA SASS barriers: every arrival of a phase must give the same thread count.",
        source: "docs/semantics.md, \"Target mappings\" (SASS BAR.SYNC/ARV)",
        level: "error",
    },
    Rule {
        id: "async-incomplete",
        short: "An LDS access is not ordered with an async transfer that overlaps it.",
        long: "An LDS access overlaps the bytes of an async transfer (LDS DMA, GFX12.5 async \
               copy) that is not ordered with it: the completing counter wait is not ordered \
               before the access through the workgroup barrier, and the access is not ordered \
               before the transfer started. The trace shows the start, the access and the \
               completing wait.",
        source: "amdgpu-async-operations.txt, \"Memory Consistency Model\" (docs/semantics.md, \
                 \"Async LDS transfers\"; docs/output.md)",
        level: "error",
    },
    Rule {
        id: "async-in-flight-at-end",
        short: "A wave ends with an async transfer that no counter wait completed.",
        long: "A wave ends while an async LDS transfer it started is still outstanding: no \
               counter wait completes it.",
        source: "amdgpu-async-operations.txt, \"Memory Consistency Model\" (docs/semantics.md, \
                 \"Async LDS transfers\")",
        level: "error",
    },
    Rule {
        id: "bounded",
        short: "No violation on the paths checked, but loops were only checked up to --unroll.",
        long: "A loop whose trip count depends on inputs could run more than `--unroll` \
               iterations, and longer runs were not checked. This is never `verified`; the \
               reasons name each such loop as file:line. Raise `--unroll`, or accept it with \
               `--accept-bounded` (exit 0).",
        source: "docs/output.md, `bounded`",
        level: "note",
    },
    Rule {
        id: "inconclusive",
        short: "The check could not decide.",
        long: "A solver `unknown`, more paths or barrier behaviours than the limits, a call to \
               code outside the file, `--timeout`, or a violation that depends only on values \
               bverify made up for an instruction it does not model. The reasons say which and \
               how far the check got. This is never a pass.",
        source: "docs/output.md, `inconclusive`",
        level: "note",
    },
];

/// The rule with this id.
pub fn rule(id: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.id == id)
}

/// The `--explain RULE` text, or the list of rules if `id` is unknown.
pub fn explain(id: &str) -> Result<String, String> {
    match rule(id) {
        Some(r) => Ok(format!(
            "{}: {}\n\n{}\n\nSpec: {}\n",
            r.id,
            r.short,
            wrap(r.long, 90),
            wrap(r.source, 90)
        )),
        None => Err(format!(
            "no rule '{id}'; the rules are: {}",
            RULES.iter().map(|r| r.id).collect::<Vec<_>>().join(", ")
        )),
    }
}

/// Wraps at word boundaries so the explanation reads well in a terminal.
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut col = 0;
    for word in text.split_whitespace() {
        if col > 0 && col + 1 + word.len() > width {
            out.push('\n');
            col = 0;
        } else if col > 0 {
            out.push(' ');
            col += 1;
        }
        out.push_str(word);
        col += word.len();
    }
    out
}
