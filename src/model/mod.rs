//! The barrier execution model in the spec's words, and its reference interpreter.
//!
//! Spec: `amdgpu-execution-synchronization.rst` ("Execution Model", "Named Barriers Model
//! Extensions"), `amdgpu-named-barriers-llvm.patch.txt` (LLVM ordering rules) and
//! `nvidia-sass-bar.txt`. `docs/semantics.md` maps every rule to the code here.
//!
//! A program is, per wave, the sequence of model operations it performs ([`Step`]s). The
//! [`interp`] module explores every interleaving of those sequences.

pub mod interp;
pub mod lower;

use serde::Serialize;
use std::fmt;

/// A barrier *object* (spec: "Barrier Objects").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum BarrierObject {
    /// AMDGPU workgroup barrier: `s_barrier` on GFX6-11, ID `-1` on GFX12.
    Workgroup,
    /// AMDGPU workgroup trap barrier, ID `-2` (privileged).
    WorkgroupTrap,
    /// AMDGPU cluster user barrier, ID `-3` (GFX12.5).
    Cluster,
    /// AMDGPU cluster trap barrier, ID `-4` (privileged).
    ClusterTrap,
    /// AMDGPU named barrier `0..=16`; 0 is the NULL barrier.
    Named(u8),
    /// NVIDIA CTA barrier `0..=15` (`BAR.SYNC`/`ARV`/`RED`/`SCAN`).
    Nvidia(u8),
    /// NVIDIA's dedicated `BAR.SYNCALL` barrier.
    NvidiaSyncAll,
}

impl BarrierObject {
    /// Named barrier objects (spec: "Named Barriers Model Extensions").
    pub fn is_named(self) -> bool {
        matches!(self, BarrierObject::Named(_))
    }
    /// The NULL named barrier, on which everything but join is a no-op.
    pub fn is_null(self) -> bool {
        self == BarrierObject::Named(0)
    }
    /// Cluster barriers (-3, -4): one wave arrives for its whole workgroup (GFX12 table,
    /// "arrive": "only one wave per workgroup may arrive at the barrier on behalf of its
    /// entire workgroup"), so every wave of the workgroup may wait on the arrive of another.
    pub fn is_cluster(self) -> bool {
        matches!(self, BarrierObject::Cluster | BarrierObject::ClusterTrap)
    }
}

impl fmt::Display for BarrierObject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BarrierObject::Workgroup => write!(f, "workgroup barrier (-1)"),
            BarrierObject::WorkgroupTrap => write!(f, "workgroup trap barrier (-2)"),
            BarrierObject::Cluster => write!(f, "cluster barrier (-3)"),
            BarrierObject::ClusterTrap => write!(f, "cluster trap barrier (-4)"),
            BarrierObject::Named(0) => write!(f, "NULL named barrier (0)"),
            BarrierObject::Named(n) => write!(f, "named barrier {n}"),
            BarrierObject::Nvidia(n) => write!(f, "BAR {n}"),
            BarrierObject::NvidiaSyncAll => write!(f, "BAR.SYNCALL barrier"),
        }
    }
}

/// A barrier operation (spec: "Barrier Operations"), as one wave performs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Operation {
    /// *init* with expected count `k`.
    Init { object: BarrierObject, k: u32 },
    /// *drop*: expected count minus one.
    Drop { object: BarrierObject },
    /// *arrive*, optionally setting the expected count first.
    Arrive {
        object: BarrierObject,
        expected: Option<u32>,
    },
    /// *wait* on an object.
    Wait { object: BarrierObject },
    /// GFX12.5 `s_barrier_wait` on a named barrier: waits on the last joined named barrier.
    WaitJoined,
    /// *join* (named barriers).
    Join { object: BarrierObject },
    /// `s_barrier_leave`: drop the joined named barrier, then join NULL.
    Leave,
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Operation::Init { object, k } => write!(f, "init {object} k={k}"),
            Operation::Drop { object } => write!(f, "drop {object}"),
            Operation::Arrive {
                object,
                expected: None,
            } => write!(f, "arrive {object}"),
            Operation::Arrive {
                object,
                expected: Some(k),
            } => write!(f, "arrive {object} expected={k}"),
            Operation::Wait { object } => write!(f, "wait {object}"),
            Operation::WaitJoined => write!(f, "wait (last joined named barrier)"),
            Operation::Join { object } => write!(f, "join {object}"),
            Operation::Leave => write!(f, "leave (drop the joined named barrier)"),
        }
    }
}

/// One operation with where it came from (a source line, or 0 for implicit operations).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Step {
    pub op: Operation,
    pub line: u32,
    /// The instruction text, for traces.
    pub text: String,
}

impl Step {
    /// A step without source position (tests, implicit operations).
    pub fn new(op: Operation) -> Step {
        Step {
            op,
            line: 0,
            text: String::new(),
        }
    }
}

/// What each wave does, in program order.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Program {
    pub waves: Vec<Vec<Step>>,
}

/// Readings of the spec where it is ambiguous (see `docs/semantics.md`).
#[derive(Clone, Debug, Serialize)]
pub struct Readings {
    /// Arrive with a new expected count: `true` accepts `new >= arrive count` (GFX12 table),
    /// `false` requires `new > arrive count` (model text).
    pub expected_update_allows_equal: bool,
    /// An arrive that sets the expected count of an uninitialised named barrier initialises it
    /// (LLVM's "initializing signal"); otherwise only `init` does.
    pub initializing_signal: bool,
    /// Report breaks of LLVM's sufficient named-barrier rules (signal/wait counts since join,
    /// signal/wait only on the most recently joined barrier, no use after leave).
    pub llvm_named_rules: bool,
    /// NVIDIA: an exiting warp drops BAR 0-15 (the spec says so only for SYNCALL).
    pub nvidia_exit_drops: bool,
}

impl Default for Readings {
    fn default() -> Self {
        Readings {
            expected_update_allows_equal: true,
            initializing_signal: true,
            llvm_named_rules: true,
            nvidia_exit_drops: false,
        }
    }
}

/// The initial state and end-of-wave behaviour of a target.
#[derive(Clone, Debug, Serialize)]
pub struct ModelConfig {
    /// Objects initialised at launch and their expected count.
    pub initial: Vec<(BarrierObject, u32)>,
    /// Objects an ending wave drops (it joined them at launch).
    pub drop_at_end: Vec<BarrierObject>,
    pub readings: Readings,
    /// Bound on explored states; beyond it the result is inconclusive.
    pub max_states: usize,
}

impl ModelConfig {
    /// GFX6-11: one workgroup barrier, expected count = waves, dropped by ending waves.
    pub fn gfx6_11(waves: u32) -> ModelConfig {
        ModelConfig {
            initial: vec![(BarrierObject::Workgroup, waves)],
            drop_at_end: vec![BarrierObject::Workgroup],
            readings: Readings::default(),
            max_states: 2_000_000,
        }
    }

    /// GFX12: workgroup (-1) and trap (-2) barriers; GFX12.5 adds the cluster barriers (one
    /// workgroup per cluster) and named barriers 0..16 (NULL always available, others need
    /// init, never dropped at wave end).
    pub fn gfx12(waves: u32, gfx12_5: bool) -> ModelConfig {
        let mut initial = vec![
            (BarrierObject::Workgroup, waves),
            (BarrierObject::WorkgroupTrap, waves),
        ];
        let drop_at_end = vec![BarrierObject::Workgroup, BarrierObject::WorkgroupTrap];
        if gfx12_5 {
            // Cluster barriers count workgroups, not waves: the workgroup drops them when its
            // last wave ends, after which nothing of it can wait, so a wave's end drops nothing.
            // Only a cluster of one workgroup is modelled (docs/semantics.md).
            initial.push((BarrierObject::Cluster, 1));
            initial.push((BarrierObject::ClusterTrap, 1));
        }
        ModelConfig {
            initial,
            drop_at_end,
            readings: Readings::default(),
            max_states: 2_000_000,
        }
    }

    /// NVIDIA: barriers 0..15 initialised for all warps of the CTA; SYNCALL counts live warps.
    pub fn nvidia(warps: u32) -> ModelConfig {
        let mut initial: Vec<(BarrierObject, u32)> =
            (0..16).map(|b| (BarrierObject::Nvidia(b), warps)).collect();
        initial.push((BarrierObject::NvidiaSyncAll, warps));
        ModelConfig {
            initial,
            drop_at_end: vec![BarrierObject::NvidiaSyncAll],
            readings: Readings::default(),
            max_states: 2_000_000,
        }
    }
}
