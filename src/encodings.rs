//! Instruction tables: which mnemonic is which barrier-model operation, per generation.
//!
//! The tables live in the top-level `encodings/` folder as TOML data and are compiled into
//! the binary with `include_str!`. Adding a generation means adding a table, not code.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// What an instruction means to the verifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InstClass {
    /// Arrive then wait on the workgroup barrier (`s_barrier`).
    Barrier,
    /// Arrive (`s_barrier_signal`).
    BarrierSignal,
    /// Arrive and report in SCC whether this wave was first (`s_barrier_signal_isfirst`).
    BarrierSignalIsfirst,
    /// Wait (`s_barrier_wait`).
    BarrierWait,
    /// Initialise a named barrier (`s_barrier_init`).
    BarrierInit,
    /// Join a named barrier (`s_barrier_join`).
    BarrierJoin,
    /// Drop the joined named barrier (`s_barrier_leave`).
    BarrierLeave,
    LdsRead,
    LdsWrite,
    LdsAtomic,
    /// A global/buffer load that writes LDS directly (GFX9 LDS DMA).
    LdsDma,
    AsyncToLds,
    AsyncFromLds,
    WaitCounter,
    /// Not an instruction: where exploration entered a loop whose iterations it summarises
    /// (`explore::LoopPlan`); the event sits at the loop header.
    LoopSummary,
    /// Anything the tables do not classify: evaluated if the evaluator knows it, else havoc.
    Opaque,
}

impl InstClass {
    /// True for the barrier-model operations.
    pub fn is_barrier(self) -> bool {
        matches!(
            self,
            InstClass::Barrier
                | InstClass::BarrierSignal
                | InstClass::BarrierSignalIsfirst
                | InstClass::BarrierWait
                | InstClass::BarrierInit
                | InstClass::BarrierJoin
                | InstClass::BarrierLeave
        )
    }

    /// LDS DMA and async transfers: counted by a wait counter, completed by its waits.
    pub fn is_async_transfer(self) -> bool {
        matches!(
            self,
            InstClass::LdsDma | InstClass::AsyncToLds | InstClass::AsyncFromLds
        )
    }

    /// True for instructions that access LDS (synchronously or asynchronously).
    pub fn is_lds(self) -> bool {
        matches!(
            self,
            InstClass::LdsRead
                | InstClass::LdsWrite
                | InstClass::LdsAtomic
                | InstClass::LdsDma
                | InstClass::AsyncToLds
                | InstClass::AsyncFromLds
        )
    }
}

/// Barrier objects that an ending wave drops (table "Init, Join and Drop").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DropAtEnd {
    Workgroup,
    Trap,
    Cluster,
    ClusterTrap,
}

/// One table row.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct OpRow {
    /// Exact mnemonic, or a prefix ending in `*`.
    #[serde(rename = "match")]
    pub pattern: String,
    pub class: InstClass,
    #[serde(default)]
    pub spec: Option<String>,
}

/// Generation-wide facts.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct FamilyHeader {
    pub name: String,
    /// Target-name prefixes this family covers (`gfx9` covers gfx90a and gfx942).
    pub targets: Vec<String>,
    #[serde(default)]
    pub split_barrier: bool,
    #[serde(default)]
    pub named_barriers: bool,
    #[serde(default)]
    pub drop_at_end: Vec<DropAtEnd>,
}

/// One parsed table file.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Table {
    pub family: FamilyHeader,
    #[serde(rename = "op", default)]
    pub ops: Vec<OpRow>,
}

/// A generation family: its own table plus the common rows.
#[derive(Debug)]
pub struct Family {
    pub header: FamilyHeader,
    rows: Vec<OpRow>,
}

/// The table sources, embedded at build time.
pub const TABLE_SOURCES: &[(&str, &str)] = &[
    (
        "amdgpu-common.toml",
        include_str!("../encodings/amdgpu-common.toml"),
    ),
    ("gfx6-11.toml", include_str!("../encodings/gfx6-11.toml")),
    ("gfx12.toml", include_str!("../encodings/gfx12.toml")),
    ("gfx12.5.toml", include_str!("../encodings/gfx12.5.toml")),
];

/// Parses one table; the error names the file.
pub fn parse_table(name: &str, text: &str) -> Result<Table, String> {
    toml::from_str(text).map_err(|e| format!("encodings/{name}: {e}"))
}

fn families() -> &'static Vec<Family> {
    static FAMILIES: OnceLock<Vec<Family>> = OnceLock::new();
    FAMILIES.get_or_init(|| {
        let tables: Vec<Table> = TABLE_SOURCES
            .iter()
            // The tables are checked by the test suite; a broken table is a build defect.
            .map(|(n, t)| parse_table(n, t).expect("embedded encoding table is valid"))
            .collect();
        let common = tables
            .iter()
            .find(|t| t.family.name == "amdgpu-common")
            .map(|t| t.ops.clone())
            .unwrap_or_default();
        tables
            .into_iter()
            .filter(|t| t.family.name != "amdgpu-common")
            .map(|t| {
                let mut rows = t.ops;
                rows.extend(common.iter().cloned());
                Family {
                    header: t.family,
                    rows,
                }
            })
            .collect()
    })
}

/// All generation families known to this build.
pub fn all_families() -> &'static [Family] {
    families()
}

/// The family for a target processor name such as `gfx942` or `gfx1250`.
pub fn family_for_target(target: &str) -> Option<&'static Family> {
    let t = target.split(':').next().unwrap_or(target);
    families()
        .iter()
        .filter_map(|f| {
            f.header
                .targets
                .iter()
                .filter(|p| target_matches(t, p))
                .map(|p| p.len())
                .max()
                .map(|len| (len, f))
        })
        .max_by_key(|(len, _)| *len)
        .map(|(_, f)| f)
}

/// Table prefixes are whole generations (`gfx9`, `gfx10`, `gfx120`), so a plain prefix
/// test with the longest match winning picks the right family.
fn target_matches(target: &str, prefix: &str) -> bool {
    target.starts_with(prefix)
}

impl Family {
    /// Classifies a mnemonic: the longest matching row wins; unknown mnemonics are opaque.
    pub fn classify(&self, mnemonic: &str) -> InstClass {
        self.row(mnemonic)
            .map(|r| r.class)
            .unwrap_or(InstClass::Opaque)
    }

    /// The table row that classifies `mnemonic`.
    pub fn row(&self, mnemonic: &str) -> Option<&OpRow> {
        self.rows
            .iter()
            .filter(|r| match r.pattern.strip_suffix('*') {
                Some(prefix) => mnemonic.starts_with(prefix),
                None => mnemonic == r.pattern,
            })
            .max_by_key(|r| (!r.pattern.ends_with('*'), r.pattern.len()))
    }

    /// True if an ending wave drops this kind of barrier object.
    pub fn drops_at_end(&self, what: DropAtEnd) -> bool {
        self.header.drop_at_end.contains(&what)
    }
}
