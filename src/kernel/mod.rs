//! The target-neutral kernel IR every frontend produces.
//!
//! A [`Module`] is one input file: a flat list of instructions (each with its source
//! position), the labels into it, and the kernels and functions it defines. Exploration
//! walks instructions by index, so the control-flow graph is derived data ([`Module::blocks`]).

pub mod loops;
pub mod skips;
pub mod slice;

use crate::encodings::{Family, InstClass};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The callee symbol of a lowered IR call through a pointer (`ir_opaque_call`): reported as
/// `<computed address>`, as the assembly's `s_swappc_b64` to a computed target is.
pub const COMPUTED_ADDRESS: &str = "__bverify_computed_address";

/// A position in the input file (1-based line and column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
pub struct SrcLoc {
    pub line: u32,
    pub col: u32,
}

/// A register or value operand, as written in the assembly.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Operand {
    /// `s5` or `s[4:7]`: first register and count.
    Sgpr { first: u16, count: u16 },
    /// `v0` or `v[0:1]`.
    Vgpr { first: u16, count: u16 },
    /// `a0` or `a[0:3]` (accumulation registers).
    Agpr { first: u16, count: u16 },
    /// A named special register (`vcc`, `exec_lo`, `m0`, `scc`, `null`, ...).
    Special(Special),
    /// An integer literal (decimal or hex; negative allowed).
    Imm(i64),
    /// A symbol reference such as `foo@rel32@lo+4` or a branch label.
    Symbol {
        name: String,
        reloc: Option<String>,
        addend: i64,
    },
    /// A floating-point inline constant or literal (`1.0`, `-0.5`, `0.15915494`).
    Float(f64),
    /// A source with floating-point input modifiers: `-v1` (neg), `|v1|` (abs), `-|v1|`.
    Modified {
        neg: bool,
        abs: bool,
        inner: Box<Operand>,
    },
    /// Anything else kept verbatim (`hwreg(...)`, `off`, ...).
    Other(String),
}

/// Special registers the evaluator models by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Special {
    Vcc,
    VccLo,
    VccHi,
    Exec,
    ExecLo,
    ExecHi,
    M0,
    Scc,
    Null,
    /// A trap temporary `ttmpN` (on GFX12 TTMP9 and TTMP7 hold the workgroup ids).
    Ttmp(u8),
    Other,
}

/// One instruction, kept with its source position even when it does not matter.
#[derive(Clone, Debug, Serialize)]
pub struct Inst {
    pub loc: SrcLoc,
    pub mnemonic: String,
    pub operands: Vec<Operand>,
    /// Trailing modifiers (`offset:16`, `glc`, `vmcnt(0)`, ...).
    pub modifiers: Vec<String>,
    /// What the encoding tables say this mnemonic is.
    pub class: InstClass,
    /// The original text, trimmed, for traces.
    pub text: String,
    /// How it affects control flow, decided by the frontend that read it.
    #[serde(skip)]
    pub flow: Flow,
    /// A vector ALU instruction whose results no decision reads ([`slice`]) in a wave whose
    /// every lane holds a thread: not evaluated there.
    #[serde(skip)]
    pub outside_slice: bool,
    /// The same for a partial last wave.
    #[serde(skip)]
    pub outside_slice_partial: bool,
}

impl Inst {
    /// The integer value of a modifier such as `offset:16`, `offset1:4` or `offset:0x10`.
    pub fn modifier(&self, name: &str) -> Option<i64> {
        self.modifiers.iter().find_map(|m| {
            let v = m.strip_prefix(name)?.strip_prefix(':')?;
            match v.strip_prefix("0x") {
                Some(h) => i64::from_str_radix(h, 16).ok(),
                None => v.parse::<i64>().ok(),
            }
        })
    }
}

/// The value kind (with `x`, `y` or `z` appended) of the kernel arguments where lowered IR
/// keeps the dispatch packet's grid sizes (`frontend::llvm`), which the evaluator ties to
/// the checked workgroup as it does the packet's own words.
pub const DISPATCH_GRID_SIZE: &str = "bverify_dispatch_grid_size_";

/// Kernel metadata the verifier needs, from `.amdhsa_kernel` and `.amdgpu_metadata`.
#[derive(Clone, Debug, Serialize, Default)]
pub struct KernelMeta {
    pub wave_size: u32,
    pub max_flat_workgroup_size: Option<u32>,
    pub reqd_workgroup_size: Option<[u32; 3]>,
    /// The grid is a whole number of workgroups (metadata `.uniform_work_group_size: 1`,
    /// IR `"uniform-work-group-size"="true"`): no workgroup is a partial last one.
    pub uniform_work_group_size: bool,
    /// SGPR layout at entry.
    pub user_sgpr_count: u32,
    pub kernarg_segment_ptr: bool,
    pub dispatch_ptr: bool,
    pub queue_ptr: bool,
    pub dispatch_id: bool,
    pub flat_scratch_init: bool,
    pub private_segment_buffer: bool,
    pub private_segment_size: bool,
    pub kernarg_preload_length: u32,
    pub kernarg_preload_offset: u32,
    pub workgroup_id: [bool; 3],
    pub workgroup_info: bool,
    pub private_segment_wave_offset: bool,
    /// 0: only x in v0; 1: x,y; 2: x,y,z.
    pub workitem_id_dims: u32,
    /// Kernel arguments from the metadata: (offset, size, kind).
    pub args: Vec<KernelArg>,
    pub named_barrier_count: Option<u32>,
    /// `.amdhsa_float_denorm_mode_32` and `.amdhsa_float_round_mode_32`: how the VALU
    /// computes single precision (3 and 0: denormals kept, round to nearest even).
    pub float_mode_32: Option<(u32, u32)>,
    /// `.amdhsa_float_denorm_mode_16_64` and `.amdhsa_float_round_mode_16_64`, the same for
    /// half and double precision.
    #[serde(default)]
    pub float_mode_16_64: Option<(u32, u32)>,
    /// The code writes the float mode at run time (`s_setreg` of MODE, `s_round_mode`,
    /// `s_denorm_mode`), possibly in some waves only.
    pub float_mode_runtime: bool,
    /// No instruction of the file can synchronise waves through memory (no atomic, no
    /// coherent load or store): waves order their memory accesses only at barriers.
    #[serde(default)]
    pub syncs_only_at_barriers: bool,
    /// Atomic loads at workgroup scope carry a cache-coherence bit on this target and mode
    /// (`sc0` on GFX940/950, `glc`/`scope:` on GFX10-12 in WGP mode), so a vector load
    /// without one is not atomic. On GFX90A/908, GFX12.5 and in CU mode they are plain.
    pub atomics_marked: bool,
    /// Waves meet in LDS only across workgroup barriers: besides
    /// [`Self::syncs_only_at_barriers`], no DS instruction that writes LDS and returns a
    /// value, no LDS DMA or async transfer, no loop that reads LDS (or calls) without a
    /// barrier in it (a wave polling a flag another wave sets), and no DS load and LDS write
    /// that can run one after the other with no barrier between them. A plain DS load then
    /// reads, between two barriers, one value per address for every wave that has not
    /// written LDS itself in that phase.
    #[serde(default)]
    pub lds_meets_at_barriers: bool,
    /// Set by the check, never by a frontend: read global memory between barriers as one
    /// value per address and phase also where waves may synchronise through memory or plain
    /// loads may be atomic, and record the accesses that justify it (`check::phase_reads`
    /// proves it afterwards, or the check runs again without it).
    #[serde(skip)]
    pub prove_phase_reads: bool,
    /// 16-bit integer VALU results written without naming a half zero the high 16 bits of
    /// the destination (GFX8-9); on GFX10+ they keep it ([`sixteen_bit_ops_zero_high`]).
    pub sixteen_bit_zero_high: bool,
    /// Symbols the file defines in data sections (module globals: `__device__` and
    /// `__constant__` variables, constant tables): each a memory object of its own, as a
    /// pointer argument's memory is.
    #[serde(skip)]
    pub data_symbols: std::sync::Arc<std::collections::BTreeMap<String, DataSymbol>>,
}

/// A label in a data section.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DataSymbol {
    /// In a read-only section (`.rodata*`): nothing writes it during the dispatch.
    pub read_only: bool,
    /// Its bytes, where a read-only symbol's data directives give every one of them
    /// (`.long 4096`, `.zero 8`): what a load from it reads.
    pub bytes: Option<Vec<u8>>,
}

/// One kernel argument as the metadata describes it.
#[derive(Clone, Debug, Serialize)]
pub struct KernelArg {
    pub offset: u32,
    pub size: u32,
    pub value_kind: String,
    pub name: Option<String>,
    /// A `const restrict` (or `restrict`, read-only) pointer: the memory it points to does
    /// not change during the dispatch.
    #[serde(default)]
    pub read_only_restrict: bool,
    /// A `restrict` (`noalias`) pointer: memory accessed through it is accessed through no
    /// other pointer argument while the kernel runs, if either access writes.
    #[serde(default)]
    pub restrict: bool,
    /// A `const restrict` pointer in the source (OpenCL `.is_const` and `.is_restrict`):
    /// the kernel promises not to write the memory through it, and no other pointer may.
    #[serde(default)]
    pub const_restrict: bool,
}

/// A kernel entry point.
#[derive(Clone, Debug, Serialize)]
pub struct Kernel {
    pub name: String,
    /// Index of the first instruction.
    pub entry: usize,
    pub loc: SrcLoc,
    pub meta: KernelMeta,
}

/// A note the frontend wants the user to see (not an error).
#[derive(Clone, Debug, Serialize)]
pub struct Note {
    pub loc: SrcLoc,
    pub message: String,
}

/// A target processor, e.g. `gfx942`.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Target {
    pub name: String,
}

/// A whole input file.
#[derive(Clone, Debug, Serialize)]
pub struct Module {
    pub file: PathBuf,
    pub target: Target,
    #[serde(skip)]
    pub family: &'static Family,
    pub insts: Vec<Inst>,
    /// Label name -> index of the instruction it precedes.
    pub labels: BTreeMap<String, usize>,
    /// Functions (including kernels) by symbol name -> entry index.
    pub functions: BTreeMap<String, usize>,
    pub kernels: Vec<Kernel>,
    pub notes: Vec<Note>,
    /// The loops of every function's control-flow graph, found once after parsing.
    #[serde(skip)]
    pub loops: loops::LoopForest,
    /// Some instruction is an async transfer into or out of LDS (LDS DMA, GFX12.5 async).
    #[serde(skip)]
    pub async_transfers: bool,
    /// EXEC branches whose side with active lanes does nothing without them and then what
    /// the other side does ([`skips::inert`]), each with where that side starts:
    /// exploration continues there rather than forking.
    #[serde(skip)]
    pub inert_skips: std::collections::BTreeMap<usize, usize>,
    /// Instructions that begin a block LLVM printed as a `; %bb.N:` comment, not a label:
    /// no branch goes there, so only a branch the compiler removed explains the boundary
    /// (see `explore::narrowed`).
    #[serde(skip)]
    pub unlabelled_blocks: std::collections::BTreeSet<usize>,
    /// EXEC writes whose `s_cbranch_execz` the compiler removed, each with that branch's
    /// target ([`skips::removed`]).
    #[serde(skip)]
    pub removed_skips: std::collections::BTreeMap<usize, usize>,
}

/// A basic block: instruction range `[start, end)` and successor block starts.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Block {
    pub start: usize,
    pub end: usize,
    pub label: Option<String>,
    pub succs: Vec<usize>,
}

impl Module {
    /// The names of the file's kernels, comma-separated (for error messages).
    pub fn kernel_names(&self) -> String {
        self.kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The kernel named `name`, if the file defines it.
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// The label naming instruction index `idx`, if any.
    pub fn label_at(&self, idx: usize) -> Option<&str> {
        self.labels
            .iter()
            .find(|(_, i)| **i == idx)
            .map(|(n, _)| n.as_str())
    }

    /// Basic blocks of the function starting at `entry`, in address order.
    ///
    /// Blocks start at the entry, at every label and after every branch or end; a block
    /// belongs to the function if it is reachable from the entry through branches and
    /// fall-through (calls fall through to the next instruction).
    pub fn blocks(&self, entry: usize) -> Vec<Block> {
        let mut starts = std::collections::BTreeSet::new();
        let label_idx: std::collections::BTreeSet<usize> = self.labels.values().copied().collect();
        let mut work = vec![entry];
        let mut blocks = Vec::new();
        while let Some(start) = work.pop() {
            if start >= self.insts.len() || !starts.insert(start) {
                continue;
            }
            let mut end = start;
            let mut succs = Vec::new();
            loop {
                let inst = &self.insts[end];
                end += 1;
                match inst.flow {
                    Flow::Next => {
                        if end >= self.insts.len() {
                            break;
                        }
                        if label_idx.contains(&end) {
                            succs.push(end);
                            break;
                        }
                    }
                    Flow::Jump(ref l) => {
                        succs.extend(self.labels.get(l).copied());
                        break;
                    }
                    Flow::CondJump(ref l) => {
                        succs.extend(self.labels.get(l).copied());
                        if end < self.insts.len() {
                            succs.push(end);
                        }
                        break;
                    }
                    Flow::End | Flow::Return | Flow::Indirect => break,
                }
            }
            work.extend(succs.iter().copied());
            blocks.push(Block {
                start,
                end,
                label: self.label_at(start).map(str::to_string),
                succs,
            });
        }
        blocks.sort_by_key(|b| b.start);
        // Split blocks that another block jumps into the middle of.
        let all_starts: Vec<usize> = blocks.iter().map(|b| b.start).collect();
        let mut split = Vec::new();
        for b in blocks {
            let inner: Vec<usize> = all_starts
                .iter()
                .copied()
                .filter(|&s| s > b.start && s < b.end)
                .collect();
            if inner.is_empty() {
                split.push(b);
                continue;
            }
            let mut s = b.start;
            for &cut in &inner {
                split.push(Block {
                    start: s,
                    end: cut,
                    label: self.label_at(s).map(str::to_string),
                    succs: vec![cut],
                });
                s = cut;
            }
            split.push(Block {
                start: s,
                end: b.end,
                label: self.label_at(s).map(str::to_string),
                succs: b.succs,
            });
        }
        split.dedup_by_key(|b| b.start);
        split
    }
}

/// How an instruction affects control flow.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Flow {
    /// Falls through to the next instruction.
    #[default]
    Next,
    /// Jumps to a label.
    Jump(String),
    /// Jumps to a label or falls through, on a condition.
    CondJump(String),
    /// Ends the wave.
    End,
    /// Jumps to a computed address: a return, or a tail call to a function symbol.
    Return,
    /// Jumps somewhere exploration cannot follow.
    Indirect,
}

/// Calls: `s_swappc_b64` (GFX6-12), `s_swap_pc_i64` (GFX12.5), `s_call_b64 ret, sym`.
pub fn is_call(mnemonic: &str) -> bool {
    matches!(mnemonic, "s_swappc_b64" | "s_swap_pc_i64" | "s_call_b64")
}

/// The processor part of a target name: `gfx942:sramecc+:xnack-` -> `942`.
fn gfx_digits(target: &str) -> &str {
    let t = target.trim_start_matches("gfx");
    t.split(':').next().unwrap_or(t)
}

/// Whether workgroup-scope atomic loads carry a coherence bit on `target` (see
/// [`KernelMeta::atomics_marked`]); GFX10+ defaults to WGP mode.
pub fn atomics_marked(target: &str, wgp_mode: Option<u32>) -> bool {
    let digits = gfx_digits(target);
    if digits.starts_with("94") || digits.starts_with("95") {
        return true;
    }
    digits.len() == 4
        && digits.starts_with('1')
        && !digits.starts_with("125")
        && wgp_mode.unwrap_or(1) == 1
}

/// Whether the 16-bit integer VALU operations (`v_add_u16`, `v_lshrrev_b16`, ...) zero the
/// high half of their 32-bit destination on `target`: GFX8 and GFX9 do, GFX10 and later keep
/// it. This is the rule LLVM's code generation relies on (`GCNSubtarget::zeroesHigh16BitsOfDest`:
/// it reuses such a result as a 32-bit value without masking it on GFX9).
pub fn sixteen_bit_ops_zero_high(target: &str) -> bool {
    let digits = gfx_digits(target);
    digits.len() == 3 && (digits.starts_with('8') || digits.starts_with('9'))
}

/// Targets whose v0 packs the x/y/z workitem ids (gfx90a, gfx940+, gfx11+).
pub fn packed_tid(target: &str) -> bool {
    let digits = gfx_digits(target);
    digits.starts_with("90a")
        || digits.starts_with("94")
        || digits.starts_with("95")
        || (digits.len() >= 4 && digits[..2].parse::<u32>().is_ok_and(|g| g >= 11))
}
