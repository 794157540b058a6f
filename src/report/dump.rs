//! `bverify parse`: the parsed kernel, the instructions that matter, and each wave's EXEC
//! mask at every barrier. A debugging aid for the frontend and the evaluator.

use crate::encodings::InstClass;
use crate::explore::{self, BarrierOperand, Bounds, PathEnd, WaveExploration};
use crate::kernel::{Kernel, Module};
use crate::launch::Launch;
use serde::Serialize;
use std::fmt::Write;

/// One barrier execution as the dump shows it.
#[derive(Serialize, Debug, Clone)]
pub struct BarrierAt {
    pub line: u32,
    pub text: String,
    /// EXEC as hex, or the symbolic term.
    pub exec: String,
    pub operand: Option<String>,
}

/// One path of one wave.
#[derive(Serialize, Debug, Clone)]
pub struct PathDump {
    pub condition: Vec<String>,
    pub end: String,
    pub barriers: Vec<BarrierAt>,
    pub opaque_calls: Vec<String>,
}

/// One wave.
#[derive(Serialize, Debug, Clone)]
pub struct WaveDump {
    pub wave: u32,
    pub truncated: bool,
    pub paths: Vec<PathDump>,
}

/// One instruction that matters.
#[derive(Serialize, Debug, Clone)]
pub struct InstDump {
    pub line: u32,
    pub class: InstClass,
    pub text: String,
}

/// One basic block.
#[derive(Serialize, Debug, Clone)]
pub struct BlockDump {
    pub label: Option<String>,
    pub first_line: u32,
    pub last_line: u32,
    pub succ_lines: Vec<u32>,
}

/// One loop.
#[derive(Serialize, Debug, Clone)]
pub struct LoopDump {
    pub header_line: u32,
    /// Lines of the branches (or fall-throughs) back to the header.
    pub latch_lines: Vec<u32>,
    pub blocks: usize,
    /// Nesting depth (1 = outermost).
    pub depth: u32,
    /// Entered other than through its header (e.g. a `goto` into the body).
    pub irreducible: bool,
}

/// One kernel.
#[derive(Serialize, Debug, Clone)]
pub struct KernelDump {
    pub name: String,
    pub line: u32,
    pub wave_size: u32,
    pub max_flat_workgroup_size: Option<u32>,
    pub reqd_workgroup_size: Option<[u32; 3]>,
    pub launch: Launch,
    pub blocks: Vec<BlockDump>,
    /// Loops of the control-flow graph ([`crate::kernel::loops`]) in code the kernel reaches.
    pub loops: Vec<LoopDump>,
    pub instructions: Vec<InstDump>,
    /// Lines of the vector ALU instructions no decision reads ([`crate::kernel::slice`]),
    /// which exploration does not evaluate.
    pub outside_slice: Vec<u32>,
    /// Per wave, every explored path (only with `--paths`: exploration can be slow).
    pub waves: Vec<WaveDump>,
    /// Mnemonics met during exploration whose results were havocked.
    pub unmodelled: Vec<String>,
}

/// The whole file.
#[derive(Serialize, Debug, Clone)]
pub struct ModuleDump {
    pub file: String,
    pub target: String,
    pub family: String,
    pub notes: Vec<String>,
    pub kernels: Vec<KernelDump>,
}

/// Formats an EXEC value for a wave of `wave_size` lanes.
pub fn format_exec(exec: &crate::eval::Term, wave_size: u32) -> String {
    match exec.as_const() {
        Some(v) => format!("0x{:0width$x}", v, width = (wave_size / 4) as usize),
        None => format!("symbolic {exec}"),
    }
}

/// Collects the dump of `kernel`; with `paths`, explores every wave under `launch`.
pub fn dump_kernel(
    module: &Module,
    kernel: &Kernel,
    launch: &Launch,
    bounds: &Bounds,
    paths: bool,
) -> KernelDump {
    let line = |i: usize| module.insts.get(i).map(|x| x.loc.line).unwrap_or(0);
    let mut reach = std::collections::BTreeSet::new();
    let mut blocks = Vec::new();
    let mut funcs = vec![kernel.entry];
    let mut seen_funcs = std::collections::BTreeSet::new();
    while let Some(entry) = funcs.pop() {
        if !seen_funcs.insert(entry) {
            continue;
        }
        for b in module.blocks(entry) {
            for i in b.start..b.end {
                reach.insert(i);
                let inst = &module.insts[i];
                if crate::explore::is_call(&inst.mnemonic) {
                    // Callees named through `sym@rel32` relocations in this file.
                    for j in i.saturating_sub(4)..i {
                        for op in &module.insts[j].operands {
                            if let crate::kernel::Operand::Symbol {
                                name,
                                reloc: Some(_),
                                ..
                            } = op
                                && let Some(&e) = module.functions.get(name)
                            {
                                funcs.push(e);
                            }
                        }
                    }
                }
            }
            blocks.push(BlockDump {
                label: b.label.clone(),
                first_line: line(b.start),
                last_line: line(b.end - 1),
                succ_lines: b.succs.iter().map(|&s| line(s)).collect(),
            });
        }
    }
    let instructions = reach
        .iter()
        .map(|&i| &module.insts[i])
        .filter(|i| i.class != InstClass::Opaque)
        .map(|i| InstDump {
            line: i.loc.line,
            class: i.class,
            text: i.text.clone(),
        })
        .collect();
    let outside_slice = reach
        .iter()
        .map(|&i| &module.insts[i])
        .filter(|i| i.outside_slice)
        .map(|i| i.loc.line)
        .collect();
    let loops = module
        .loops
        .loops
        .iter()
        .filter(|l| reach.contains(&l.header))
        .map(|l| {
            let mut depth = 1;
            let mut p = l.parent;
            while let Some(i) = p {
                depth += 1;
                p = module.loops.loops[i].parent;
            }
            LoopDump {
                header_line: line(l.header),
                latch_lines: l.latches.iter().map(|&i| line(i)).collect(),
                blocks: l.blocks.len(),
                depth,
                irreducible: l.irreducible,
            }
        })
        .collect();
    let mut unmodelled = std::collections::BTreeSet::new();
    let waves = (0..if paths { launch.waves } else { 0 })
        .map(|w| {
            let mut paths = crate::smt::paths::PathSolver::new(None);
            let ex =
                explore::explore_wave_with(module, kernel, launch.shape(w), bounds, &mut paths);
            unmodelled.extend(ex.notes.unmodelled.iter().cloned());
            wave_dump(module, &ex, launch.wave_size)
        })
        .collect();
    KernelDump {
        name: kernel.name.clone(),
        line: kernel.loc.line,
        wave_size: kernel.meta.wave_size,
        max_flat_workgroup_size: kernel.meta.max_flat_workgroup_size,
        reqd_workgroup_size: kernel.meta.reqd_workgroup_size,
        launch: launch.clone(),
        blocks,
        loops,
        instructions,
        outside_slice,
        waves,
        unmodelled: unmodelled.into_iter().collect(),
    }
}

fn wave_dump(module: &Module, ex: &WaveExploration, wave_size: u32) -> WaveDump {
    let line = |i: usize| module.insts.get(i).map(|x| x.loc.line).unwrap_or(0);
    let paths = ex
        .paths
        .iter()
        .map(|p| PathDump {
            condition: p.cond.iter().map(|c| c.to_string()).collect(),
            end: match &p.end {
                PathEnd::Finished { inst } => format!("finished at line {}", line(*inst)),
                PathEnd::UnrollLimit { inst, .. } => {
                    format!("unroll bound reached at line {}", line(*inst))
                }
                PathEnd::StepLimit { inst } => {
                    format!("step limit reached at line {}", line(*inst))
                }
                PathEnd::Unsupported { inst, reason } => {
                    format!("stopped at line {}: {reason}", line(*inst))
                }
                PathEnd::Iteration { inst } | PathEnd::Superseded { inst } => {
                    format!("one iteration of the loop at line {}", line(*inst))
                }
                PathEnd::OtherClass { inst } => {
                    format!(
                        "left to another class of the value split at line {}",
                        line(*inst)
                    )
                }
            },
            barriers: p
                .events
                .iter()
                .filter(|e| e.class.is_barrier())
                .map(|e| BarrierAt {
                    line: line(e.inst),
                    text: module.insts[e.inst].text.clone(),
                    exec: format_exec(&e.exec, wave_size),
                    operand: match &e.operand {
                        BarrierOperand::None | BarrierOperand::Imm(_) => None,
                        BarrierOperand::M0(t) => Some(format!("m0={t}")),
                    },
                })
                .collect(),
            opaque_calls: p
                .opaque_calls
                .iter()
                .map(|(i, n)| format!("line {}: call to {n}, which is not in this file", line(*i)))
                .collect(),
        })
        .collect();
    WaveDump {
        wave: ex.wave,
        truncated: ex.truncated,
        paths,
    }
}

/// Renders the dump as text.
pub fn render_text(d: &ModuleDump, verbose: bool) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "{}: target {} ({})", d.file, d.target, d.family);
    for n in &d.notes {
        let _ = writeln!(o, "note: {n}");
    }
    for k in &d.kernels {
        let _ = writeln!(o, "\nkernel {} (line {})", k.name, k.line);
        let _ = write!(o, "  wave{}", k.wave_size);
        if let Some(m) = k.max_flat_workgroup_size {
            let _ = write!(o, ", max {m} threads per workgroup");
        }
        if let Some(r) = k.reqd_workgroup_size {
            let _ = write!(o, ", requires workgroup {}x{}x{}", r[0], r[1], r[2]);
        }
        let _ = writeln!(o);
        for n in &k.launch.notes {
            let _ = writeln!(o, "  note: {n}");
        }
        if verbose && !k.unmodelled.is_empty() {
            let _ = writeln!(
                o,
                "  opaque mnemonics (not modelled; their results are havocked): {}",
                k.unmodelled.join(" ")
            );
        }
        let _ = writeln!(o, "  blocks:");
        for b in &k.blocks {
            let succ: Vec<String> = b.succ_lines.iter().map(|l| l.to_string()).collect();
            let _ = writeln!(
                o,
                "    lines {:>4}-{:<4} {:<14} -> {}",
                b.first_line,
                b.last_line,
                b.label.as_deref().unwrap_or(""),
                if succ.is_empty() {
                    "end".into()
                } else {
                    succ.join(", ")
                }
            );
        }
        if k.loops.is_empty() {
            let _ = writeln!(o, "  loops: none");
        } else {
            let _ = writeln!(o, "  loops:");
        }
        for l in &k.loops {
            let latches: Vec<String> = l.latch_lines.iter().map(|x| x.to_string()).collect();
            let _ = writeln!(
                o,
                "    {}header line {:<5} back from line {}, {} blocks{}",
                "  ".repeat(l.depth as usize - 1),
                l.header_line,
                latches.join(", "),
                l.blocks,
                if l.irreducible {
                    ", irreducible (entered other than through its header)"
                } else {
                    ""
                }
            );
        }
        if !k.outside_slice.is_empty() {
            let lines: Vec<String> = k.outside_slice.iter().map(|l| l.to_string()).collect();
            let _ = writeln!(
                o,
                "  not evaluated ({} vector instructions whose results no decision reads): lines {}",
                lines.len(),
                lines.join(", ")
            );
        }
        let _ = writeln!(o, "  instructions that matter:");
        for i in &k.instructions {
            let class = serde_json::to_value(i.class)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            let _ = writeln!(o, "    {:>5}  {:<22} {}", i.line, class, i.text);
        }
        if k.waves.is_empty() {
            let _ = writeln!(
                o,
                "  (--paths: every wave's paths and EXEC at each barrier)"
            );
            continue;
        }
        let _ = writeln!(
            o,
            "  exec masks at barriers ({} waves, {} threads):",
            k.launch.waves, k.launch.threads
        );
        for w in &k.waves {
            for (pi, p) in w.paths.iter().enumerate() {
                let cond = if p.condition.is_empty() {
                    String::new()
                } else {
                    format!(" when {}", p.condition.join(" && "))
                };
                let _ = writeln!(
                    o,
                    "    wave {} path {}/{}{} ({}):",
                    w.wave,
                    pi + 1,
                    w.paths.len(),
                    cond,
                    p.end
                );
                if p.barriers.is_empty() {
                    let _ = writeln!(o, "      no barrier");
                }
                for b in &p.barriers {
                    let _ = writeln!(
                        o,
                        "      line {:>4}  exec {}  {}{}",
                        b.line,
                        b.exec,
                        b.text,
                        b.operand
                            .as_ref()
                            .map(|s| format!("  ({s})"))
                            .unwrap_or_default()
                    );
                }
                for c in &p.opaque_calls {
                    let _ = writeln!(o, "      warning: {c}");
                }
            }
            if w.truncated {
                let _ = writeln!(o, "    wave {}: more paths exist than were listed", w.wave);
            }
        }
    }
    o
}

/// Builds the dump of every kernel in `module` (or only `only`).
pub fn dump_module(
    module: &Module,
    only: Option<&str>,
    req: crate::launch::LaunchRequest,
    bounds: &Bounds,
    paths: bool,
) -> Result<ModuleDump, String> {
    let mut kernels = Vec::new();
    for k in &module.kernels {
        if only.is_some_and(|n| n != k.name) {
            continue;
        }
        let launch = crate::launch::resolve(module, k, req)?;
        kernels.push(dump_kernel(module, k, &launch, bounds, paths));
    }
    if let Some(n) = only
        && kernels.is_empty()
    {
        return Err(format!(
            "no kernel named '{n}' (kernels: {})",
            module.kernel_names()
        ));
    }
    Ok(ModuleDump {
        file: module.file.display().to_string(),
        target: module.target.name.clone(),
        family: module.family.header.name.clone(),
        notes: module
            .notes
            .iter()
            .map(|n| format!("line {}: {}", n.loc.line, n.message))
            .collect(),
        kernels,
    })
}
