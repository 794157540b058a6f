//! AMDGPU assembly as LLVM prints it (`clang -S`, `llc`), GFX9 through GFX12.5.
//!
//! Line-oriented: comments start at `;`, labels end in `:`, directives start with `.`,
//! everything else is an instruction. Unknown mnemonics are kept as opaque instructions;
//! malformed syntax is an error with `file:line:col`.

mod metadata;
pub mod operand;

use crate::encodings::{self, InstClass};
use crate::error::{Error, Result};
use crate::kernel::{Flow, Inst, Kernel, KernelMeta, Module, Note, Operand, SrcLoc, Target};
use operand::{parse_int, parse_operand, split_top};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// How `inst` affects control flow.
fn control_flow(inst: &Inst) -> Flow {
    let m = inst.mnemonic.as_str();
    let label = || match inst.operands.first() {
        Some(Operand::Symbol { name, .. }) => name.clone(),
        _ => String::new(),
    };
    match m {
        "s_branch" => Flow::Jump(label()),
        _ if m.starts_with("s_cbranch_") && !m.starts_with("s_cbranch_join") => {
            Flow::CondJump(label())
        }
        // `s_trap 3` is llvm.debugtrap: with no debugger the wave resumes.
        "s_trap" if matches!(inst.operands.first(), Some(Operand::Imm(3))) => Flow::Next,
        "s_endpgm" | "s_endpgm_saved" | "s_endpgm_ordered_ps_done" | "s_trap" => Flow::End,
        // GFX12.5 spells it `s_set_pc_i64`.
        "s_setpc_b64" | "s_set_pc_i64" => Flow::Return,
        "s_cbranch_join" | "s_rfe_b64" => Flow::Indirect,
        _ => Flow::Next,
    }
}

struct Parser<'a> {
    file: &'a Path,
    insts: Vec<Inst>,
    labels: BTreeMap<String, usize>,
    label_lines: BTreeMap<String, SrcLoc>,
    function_types: Vec<(String, SrcLoc)>,
    kernel_blocks: Vec<(String, SrcLoc, BTreeMap<String, String>)>,
    notes: Vec<Note>,
    target: Option<String>,
    metadata: Option<(u32, String)>,
    /// The section directives put the following lines in (`None`: code).
    section: Option<String>,
    /// Labels defined in data sections.
    data_symbols: BTreeMap<String, crate::kernel::DataSymbol>,
    /// The data label the data directives that follow belong to.
    data_label: Option<String>,
    /// Symbols named by `.globl` or `.weak`: the host may rewrite an exported variable's
    /// bytes before the launch (`hipMemcpyToSymbol`), so its initialiser is not what a
    /// kernel reads.
    exported: std::collections::BTreeSet<String>,
    /// Instructions that begin a block LLVM printed without a label (`; %bb.N:`).
    unlabelled_blocks: std::collections::BTreeSet<usize>,
}

impl Parser<'_> {
    fn err(&self, line: u32, col: u32, message: impl Into<String>) -> Error {
        Error::Parse {
            file: self.file.to_path_buf(),
            line,
            col,
            message: message.into(),
        }
    }
}

/// `%bb.N:` (and whatever LLVM prints after it): the start of a block no branch names.
fn is_block_comment(comment: &str) -> bool {
    let c = comment.trim_start();
    c.strip_prefix("%bb.")
        .and_then(|rest| rest.split_once(':'))
        .is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// Returns the byte offset where a `;` comment starts (outside quotes).
fn comment_start(line: &str) -> Option<usize> {
    let mut in_str = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_str = !in_str,
            ';' if !in_str => return Some(i),
            _ => {}
        }
    }
    None
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '.' || c == '$'
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(is_ident_start)
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
}

/// Parses a whole assembly file. `target_override` replaces the file's `.amdgcn_target`.
pub fn parse(file: &Path, text: &str, target_override: Option<&str>) -> Result<Module> {
    let mut p = Parser {
        file,
        insts: Vec::new(),
        labels: BTreeMap::new(),
        label_lines: BTreeMap::new(),
        function_types: Vec::new(),
        kernel_blocks: Vec::new(),
        notes: Vec::new(),
        target: None,
        metadata: None,
        section: None,
        data_symbols: BTreeMap::new(),
        data_label: None,
        exported: Default::default(),
        unlabelled_blocks: Default::default(),
    };
    let mut in_kernel_block: Option<(String, SrcLoc, BTreeMap<String, String>)> = None;
    let mut in_metadata: Option<(u32, String)> = None;

    for (idx, raw) in text.lines().enumerate() {
        let lineno = idx as u32 + 1;
        if let Some((_, yaml)) = in_metadata.as_mut() {
            if raw.trim() == ".end_amdgpu_metadata" {
                p.metadata = in_metadata.take();
            } else {
                yaml.push_str(raw);
                yaml.push('\n');
            }
            continue;
        }
        let (code, comment) = match comment_start(raw) {
            Some(i) => (&raw[..i], Some(&raw[i + 1..])),
            None => (raw, None),
        };
        if let Some(c) = comment
            && code.trim().is_empty()
            && is_block_comment(c)
        {
            p.unlabelled_blocks.insert(p.insts.len());
        }
        if let Some(c) = comment {
            // LLVM prints this where it removed a barrier in a one-wave workgroup.
            if c.trim() == "wave barrier" {
                p.notes.push(Note {
                    loc: SrcLoc {
                        line: lineno,
                        col: code.len() as u32 + 1,
                    },
                    message: "the compiler removed a barrier here (`; wave barrier`): the \
                              workgroup is a single wave, so it needs no s_barrier"
                        .into(),
                });
            }
        }
        let indent = code.len() - code.trim_start().len();
        let mut stmt = code.trim();
        if stmt.is_empty() {
            continue;
        }
        let mut col = indent as u32 + 1;
        // Labels (several may share a line with a statement).
        while let Some(colon) = stmt.find(':') {
            let name = &stmt[..colon];
            if !is_ident(name) {
                break;
            }
            // `name:` must not be an instruction operand like `offset:16`; labels come first.
            let loc = SrcLoc { line: lineno, col };
            if let Some(prev) = p.label_lines.get(name) {
                return Err(p.err(
                    lineno,
                    col,
                    format!("label '{name}' is already defined at line {}", prev.line),
                ));
            }
            p.labels.insert(name.to_string(), p.insts.len());
            p.label_lines.insert(name.to_string(), loc);
            if let Some(sec) = &p.section {
                let read_only = sec.starts_with(".rodata");
                p.data_symbols.insert(
                    name.to_string(),
                    crate::kernel::DataSymbol {
                        read_only,
                        bytes: read_only.then(Vec::new),
                    },
                );
                p.data_label = Some(name.to_string());
            }
            let after = &stmt[colon + 1..];
            col += (colon + 1 + (after.len() - after.trim_start().len())) as u32;
            stmt = after.trim();
        }
        if stmt.is_empty() {
            continue;
        }
        if stmt.starts_with('.') {
            if let Some((_, _, kv)) = in_kernel_block.as_mut() {
                if stmt == ".end_amdhsa_kernel" {
                    p.kernel_blocks.push(in_kernel_block.take().unwrap());
                } else if let Some(key) = stmt.strip_prefix(".amdhsa_") {
                    let (k, v) = key.split_once(char::is_whitespace).unwrap_or((key, ""));
                    kv.insert(k.to_string(), v.trim().to_string());
                }
                continue;
            }
            directive(
                &mut p,
                stmt,
                lineno,
                col,
                &mut in_kernel_block,
                &mut in_metadata,
            )?;
            continue;
        }
        if in_kernel_block.is_some() {
            return Err(p.err(
                lineno,
                col,
                "unexpected instruction inside an .amdhsa_kernel block (missing .end_amdhsa_kernel?)",
            ));
        }
        // VOPD: two instructions on one line, `a :: b`.
        let mut offset = 0;
        for part in stmt.split("::") {
            let lead = part.len() - part.trim_start().len();
            instruction(&mut p, part.trim(), lineno, col + (offset + lead) as u32)?;
            offset += part.len() + 2;
        }
    }
    if let Some((_, loc, _)) = in_kernel_block {
        return Err(p.err(
            loc.line,
            loc.col,
            ".amdhsa_kernel block is never closed with .end_amdhsa_kernel",
        ));
    }
    if let Some((line, _)) = in_metadata {
        return Err(p.err(
            line,
            1,
            ".amdgpu_metadata is never closed with .end_amdgpu_metadata",
        ));
    }
    finish(p, target_override)
}

fn directive(
    p: &mut Parser,
    stmt: &str,
    line: u32,
    col: u32,
    in_kernel_block: &mut Option<(String, SrcLoc, BTreeMap<String, String>)>,
    in_metadata: &mut Option<(u32, String)>,
) -> Result<()> {
    let (name, args) = stmt
        .split_once(char::is_whitespace)
        .map(|(a, b)| (a, b.trim()))
        .unwrap_or((stmt, ""));
    match name {
        ".amdgcn_target" => {
            let t = args.trim_matches('"');
            let proc = t.rsplit("--").next().unwrap_or(t);
            let proc = proc.split(':').next().unwrap_or(proc);
            if !proc.starts_with("gfx") {
                return Err(p.err(
                    line,
                    col,
                    format!("cannot read a target processor from '{t}'"),
                ));
            }
            p.target = Some(proc.to_string());
        }
        ".amdhsa_kernel" => {
            if args.is_empty() {
                return Err(p.err(line, col, ".amdhsa_kernel needs a kernel name"));
            }
            *in_kernel_block = Some((args.to_string(), SrcLoc { line, col }, BTreeMap::new()));
        }
        ".end_amdhsa_kernel" => {
            return Err(p.err(line, col, ".end_amdhsa_kernel without .amdhsa_kernel"));
        }
        ".amdgpu_metadata" => *in_metadata = Some((line, String::new())),
        ".end_amdgpu_metadata" => {
            return Err(p.err(line, col, ".end_amdgpu_metadata without .amdgpu_metadata"));
        }
        // Sections: code, or data whose labels name memory objects (`data_symbols`).
        ".text" => {
            p.section = None;
            p.data_label = None;
        }
        ".data" | ".bss" | ".rodata" => {
            p.section = Some(name.to_string());
            p.data_label = None;
        }
        ".section" => {
            let sec = args
                .split(',')
                .next()
                .unwrap_or("")
                .trim()
                .trim_matches('"');
            let data = [".data", ".bss", ".rodata", ".sdata", ".sbss"]
                .iter()
                .any(|d| sec == *d || sec.starts_with(&format!("{d}.")));
            p.section = data.then(|| sec.to_string());
            p.data_label = None;
        }
        ".globl" | ".global" | ".weak" => {
            p.exported.insert(args.trim().to_string());
        }
        // Data of the label before: its bytes, while every directive gives known ones.
        _ if p.data_label.is_some() && !matches!(name, ".p2align" | ".size" | ".type") => {
            let label = p.data_label.clone().unwrap_or_default();
            let added = data_bytes(name, args);
            if let Some(sym) = p.data_symbols.get_mut(&label)
                && let Some(bytes) = sym.bytes.as_mut()
            {
                match added {
                    Some(b) => bytes.extend(b),
                    None => sym.bytes = None,
                }
            }
        }
        ".type" => {
            let pieces = split_top(args, ',').map_err(|(o, m)| p.err(line, col + o as u32, m))?;
            if pieces.len() == 2 && pieces[1].1.trim() == "@function" {
                p.function_types
                    .push((pieces[0].1.trim().to_string(), SrcLoc { line, col }));
            }
        }
        _ => {
            // Every other directive is layout or symbol bookkeeping; a string argument must
            // still be well-formed.
            split_top(args, ',')
                .map_err(|(o, m)| p.err(line, col + (name.len() + 1 + o) as u32, m))?;
        }
    }
    Ok(())
}

/// The bytes a data directive puts in memory (little-endian), if it is an integer one
/// with literal values (`.long 4096`, `.byte 1, 2`, `.zero 8`).
fn data_bytes(name: &str, args: &str) -> Option<Vec<u8>> {
    let size = match name {
        ".byte" => 1,
        ".short" | ".2byte" | ".hword" => 2,
        ".long" | ".int" | ".4byte" => 4,
        ".quad" | ".8byte" => 8,
        ".zero" | ".space" => {
            let n: usize = parse_int(args.split(',').next()?.trim())?.try_into().ok()?;
            return (n <= 1 << 16).then(|| vec![0; n]);
        }
        _ => return None,
    };
    let mut out = Vec::new();
    for v in args.split(',') {
        let v = parse_int(v.trim())?;
        out.extend_from_slice(&v.to_le_bytes()[..size]);
    }
    Some(out)
}

fn instruction(p: &mut Parser, stmt: &str, line: u32, col: u32) -> Result<()> {
    let (mnemonic, rest) = stmt.split_once(char::is_whitespace).unwrap_or((stmt, ""));
    if !mnemonic
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        || !mnemonic.starts_with(|c: char| c.is_ascii_lowercase())
    {
        return Err(p.err(
            line,
            col,
            format!("'{mnemonic}' is not an instruction mnemonic"),
        ));
    }
    let rest_off = stmt.len() - rest.len();
    let rest_trim = rest.trim_start();
    let rest_off = rest_off + (rest.len() - rest_trim.len());
    let mut operands = Vec::new();
    let mut modifiers = Vec::new();
    if !rest_trim.is_empty() {
        let pieces = split_top(rest_trim, ',')
            .map_err(|(o, m)| p.err(line, col + (rest_off + o) as u32, m))?;
        for (off, piece) in pieces {
            let lead = piece.len() - piece.trim_start().len();
            let piece_col = col + (rest_off + off + lead) as u32;
            let piece = piece.trim();
            if piece.is_empty() {
                return Err(p.err(line, piece_col, "empty operand"));
            }
            // Modifiers follow the last operand, separated by spaces (`v0 offset:16 glc`).
            let words =
                split_top(piece, ' ').map_err(|(o, m)| p.err(line, piece_col + o as u32, m))?;
            let mut words = words.into_iter().map(|(_, w)| w).filter(|w| !w.is_empty());
            if let Some(first) = words.next() {
                // `offset:16`, `scope:SCOPE_SE`: a modifier, not an operand (`s[0:1]` is).
                if first.contains(':') && !first.contains('[') {
                    modifiers.push(first.to_string());
                } else {
                    let op = parse_operand(first).map_err(|m| p.err(line, piece_col, m))?;
                    operands.push(op);
                }
            }
            modifiers.extend(words.map(str::to_string));
        }
    }
    let family = p
        .target
        .as_deref()
        .and_then(encodings::family_for_target)
        .or_else(|| encodings::all_families().first());
    let class = family
        .map(|f| f.classify(mnemonic))
        .unwrap_or(InstClass::Opaque);
    let mut inst = Inst {
        loc: SrcLoc { line, col },
        mnemonic: mnemonic.to_string(),
        operands,
        modifiers,
        class,
        text: stmt.to_string(),
        flow: Flow::Next,
        outside_slice: false,
        outside_slice_partial: false,
    };
    inst.flow = control_flow(&inst);
    p.insts.push(inst);
    Ok(())
}

fn finish(p: Parser, target_override: Option<&str>) -> Result<Module> {
    let target_name = match (target_override, &p.target) {
        (Some(t), _) => t.to_string(),
        (None, Some(t)) => t.clone(),
        (None, None) => {
            return Err(Error::Unsupported {
                file: p.file.to_path_buf(),
                message:
                    "the file has no .amdgcn_target directive; pass --target (e.g. --target gfx942)"
                        .into(),
            });
        }
    };
    let family = encodings::family_for_target(&target_name).ok_or_else(|| Error::Unsupported {
        file: p.file.to_path_buf(),
        message: format!(
            "target '{target_name}' is not covered by any table in encodings/ (known: {})",
            encodings::all_families()
                .iter()
                .map(|f| f.header.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    })?;
    let mut insts = p.insts;
    // Classify against the final target (an override may change the family).
    for inst in &mut insts {
        let lds = inst.modifiers.iter().any(|m| m == "lds");
        // Before GFX940 the global and scratch forms of LDS DMA are spelled as plain loads
        // with the `lds` modifier (`global_load_dword v1, s[0:1] lds` on gfx908/gfx90a/
        // gfx10.3); GFX940 renamed the same instruction `global_load_lds_dword`. One name
        // for both, so every rule that reads the mnemonic sees a DMA, not a load into v1.
        for form in ["global_load_", "scratch_load_"] {
            if lds && inst.mnemonic.starts_with(form) && !inst.mnemonic.contains("lds") {
                inst.mnemonic = format!("{form}lds_{}", &inst.mnemonic[form.len()..]);
            }
        }
        inst.class = family.classify(&inst.mnemonic);
        // GFX9-11 LDS DMA is a buffer load with the `lds` modifier (M0 holds the LDS base).
        if inst.mnemonic.starts_with("buffer_load_") && lds {
            inst.class = InstClass::LdsDma;
        }
    }
    // Every branch target must exist.
    for inst in &insts {
        if let Flow::Jump(l) | Flow::CondJump(l) = control_flow(inst)
            && (l.is_empty() || !p.labels.contains_key(&l))
        {
            let shown = if l.is_empty() {
                "a missing label".to_string()
            } else {
                format!("'{l}'")
            };
            return Err(Error::Parse {
                file: p.file.to_path_buf(),
                line: inst.loc.line,
                col: inst.loc.col,
                message: format!("branch to {shown}, which is not defined in this file"),
            });
        }
    }
    let mut functions = BTreeMap::new();
    for (name, _) in &p.function_types {
        if let Some(&idx) = p.labels.get(name) {
            functions.insert(name.clone(), idx);
        }
    }
    let meta_yaml = match &p.metadata {
        Some((line, yaml)) => Some(metadata::parse_yaml(p.file, *line, yaml)?),
        None => None,
    };
    let mut kernels = Vec::new();
    let mut data_symbols = p.data_symbols.clone();
    for name in &p.exported {
        if let Some(sym) = data_symbols.get_mut(name) {
            sym.bytes = None;
        }
    }
    let data_symbols = std::sync::Arc::new(data_symbols);
    for (name, loc, kv) in &p.kernel_blocks {
        let Some(&entry) = p.labels.get(name) else {
            return Err(Error::Parse {
                file: p.file.to_path_buf(),
                line: loc.line,
                col: loc.col,
                message: format!("kernel '{name}' has no code: no label '{name}:' in this file"),
            });
        };
        let yaml = meta_yaml.as_ref().and_then(|m| {
            m.kernels
                .iter()
                .find(|k| k.name == *name || k.symbol == format!("{name}.kd"))
        });
        let mut meta = kernel_meta(p.file, *loc, &target_name, kv, yaml)?;
        meta.data_symbols = data_symbols.clone();
        functions.insert(name.clone(), entry);
        kernels.push(Kernel {
            name: name.clone(),
            entry,
            loc: *loc,
            meta,
        });
    }
    let mut module = Module {
        file: p.file.to_path_buf(),
        target: Target { name: target_name },
        family,
        insts,
        labels: p.labels,
        functions,
        kernels,
        notes: p.notes,
        loops: Default::default(),
        async_transfers: false,
        inert_skips: Default::default(),
        unlabelled_blocks: p.unlabelled_blocks,
        removed_skips: Default::default(),
    };
    module.loops = crate::kernel::loops::LoopForest::of(&module);
    crate::kernel::slice::mark(&mut module);
    module.async_transfers = module.insts.iter().any(|i| i.class.is_async_transfer());
    module.inert_skips = crate::kernel::skips::inert(&module);
    module.removed_skips = crate::kernel::skips::removed(&module);
    // The float mode can change at run time (per wave): then the descriptor's mode says
    // nothing about what a float instruction computes.
    let mode_written = module.insts.iter().any(|i| {
        let m = i.mnemonic.as_str();
        m.starts_with("s_round_mode")
            || m.starts_with("s_denorm_mode")
            || (m.starts_with("s_setreg") && writes_float_mode(&i.text))
    });
    if mode_written {
        for k in &mut module.kernels {
            k.meta.float_mode_runtime = true;
        }
    }
    // Per kernel, over the code it can run: another kernel of the file that uses atomics
    // does not change how this one's waves meet.
    let meets: Vec<(bool, bool)> = module
        .kernels
        .iter()
        .map(|k| {
            let blocks = reachable_blocks(&module, k.entry);
            let syncs = !blocks
                .iter()
                .flat_map(|b| b.start..b.end)
                .any(|i| may_synchronise_through_memory(&module.insts[i]));
            (syncs, syncs && lds_meets_at_barriers(&module, &blocks))
        })
        .collect();
    for (k, (s, l)) in module.kernels.iter_mut().zip(meets) {
        k.meta.syncs_only_at_barriers = s;
        k.meta.lds_meets_at_barriers = l;
    }
    Ok(module)
}

/// The blocks of the function at `entry` and of every function its code names (call
/// targets, tail calls, address-taken functions), each as its control-flow graph reaches
/// them ([`Module::blocks`]). A computed call to code not named here is unknown code, which
/// the exploration does not follow anyway.
fn reachable_blocks(module: &Module, entry: usize) -> Vec<crate::kernel::Block> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![entry];
    let mut blocks = Vec::new();
    while let Some(e) = todo.pop() {
        if !seen.insert(e) {
            continue;
        }
        for b in module.blocks(e) {
            for op in module.insts[b.start..b.end]
                .iter()
                .flat_map(|i| &i.operands)
            {
                if let Operand::Symbol { name, .. } = op
                    && let Some(&f) = module.functions.get(name)
                {
                    todo.push(f);
                }
            }
            blocks.push(b);
        }
    }
    blocks
}

/// [`crate::kernel::KernelMeta::lds_meets_at_barriers`] but for the global-memory part, over
/// the `blocks` a kernel can run.
fn lds_meets_at_barriers(module: &Module, blocks: &[crate::kernel::Block]) -> bool {
    let code: Vec<usize> = blocks.iter().flat_map(|b| b.start..b.end).collect();
    // An LDS atomic that returns nothing (`ds_add_u32`: a count every thread adds to) passes
    // no value to the wave that runs it; one that returns the old value can hand out
    // tickets or take a lock within a phase.
    // Other DS instructions that change LDS and return a value (`ds_append`/`ds_consume`
    // add the active lanes to a word and return the old value, `ds_ordered_count`,
    // `ds_bvh_stack_*`, GWS) count as such atomics; the lane moves through the crossbar
    // (`ds_permute`, `ds_bpermute`, `ds_swizzle`) touch no LDS.
    let moves_lds = |i: usize| {
        let inst = &module.insts[i];
        let m = inst.mnemonic.as_str();
        match inst.class {
            InstClass::LdsAtomic => m.contains("_rtn"),
            InstClass::LdsDma | InstClass::AsyncToLds | InstClass::AsyncFromLds => true,
            InstClass::LdsRead | InstClass::LdsWrite => false,
            _ => crate::eval::lds::ds_touches_lds(m),
        }
    };
    if code.iter().any(|&i| moves_lds(i)) {
        return false;
    }
    let reads_or_calls = |i: usize| {
        let inst = &module.insts[i];
        let m = inst.mnemonic.as_str();
        inst.class == InstClass::LdsRead
            || m.starts_with("flat_load")
            || m.starts_with("s_swappc")
            || m.starts_with("s_call")
            || m.starts_with("s_setpc")
    };
    let polls = module.loops.loops.iter().any(|l| {
        let body: Vec<usize> = code.iter().copied().filter(|&i| l.contains(i)).collect();
        body.iter().any(|&i| reads_or_calls(i))
            && !body.iter().any(|&i| module.insts[i].class.is_barrier())
    });
    !polls && !lds_read_and_write_meet(module, blocks)
}

/// Whether a DS load and an instruction that may write LDS can run one after the other, in
/// either order, with no barrier between them (a call between them counts as a write).
/// Then a wave may read in the same phase what another wave writes there: with relaxed LDS
/// atomics, which look like plain DS accesses in assembly, that is no race, and waves may
/// read different values (a red-team kernel read a flag that another wave set after its own
/// read of it in the same phase).
fn lds_read_and_write_meet(module: &Module, blocks: &[crate::kernel::Block]) -> bool {
    // The successors of each instruction of the kernel's code, by its blocks.
    let mut next: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for b in blocks {
        for i in b.start..b.end {
            let after = if i + 1 < b.end {
                vec![i + 1]
            } else {
                b.succs.clone()
            };
            next.insert(i, after);
        }
    }
    let m = |i: usize| module.insts[i].mnemonic.as_str();
    let reads = |i: usize| crate::eval::lds::ds_plain_load(m(i));
    let calls = |i: usize| {
        module.insts[i].operands.iter().any(
            |o| matches!(o, Operand::Symbol { name, .. } if module.functions.contains_key(name)),
        ) || m(i).starts_with("s_swappc")
            || m(i).starts_with("s_swap_pc")
    };
    let writes = |i: usize| crate::eval::lds::may_write_lds(m(i)) || calls(i);
    // From each access, the instructions it reaches before a barrier.
    let meets = |from: usize, other: &dyn Fn(usize) -> bool| {
        let mut todo: Vec<usize> = next.get(&from).cloned().unwrap_or_default();
        let mut seen = BTreeSet::new();
        while let Some(i) = todo.pop() {
            if !seen.insert(i) || module.insts[i].class.is_barrier() {
                continue;
            }
            if other(i) {
                return true;
            }
            todo.extend(next.get(&i).into_iter().flatten());
        }
        false
    };
    let accesses: Vec<usize> = next
        .keys()
        .copied()
        .filter(|&i| reads(i) || writes(i))
        .collect();
    // The scan is linear in the code per access; past this much work, say they meet.
    if accesses.len().saturating_mul(next.len()) > 20_000_000 {
        return true;
    }
    accesses
        .iter()
        .any(|&i| (reads(i) && meets(i, &|j| writes(j))) || (writes(i) && meets(i, &|j| reads(j))))
}

/// Atomics, and loads and stores with coherence bits (atomic or volatile accesses), can
/// order one wave's accesses after another's without a barrier.
fn may_synchronise_through_memory(i: &crate::kernel::Inst) -> bool {
    let m = i.mnemonic.as_str();
    let memory = [
        "global_", "flat_", "buffer_", "scratch_", "s_load", "s_buffer", "s_store",
    ]
    .iter()
    .any(|p| m.starts_with(p))
        && (m.contains("load") || m.contains("store"));
    m.contains("atomic")
        || (memory
            && i.modifiers.iter().any(|x| {
                matches!(x.as_str(), "glc" | "sc0" | "sc1" | "dlc" | "nt")
                    || x.starts_with("scope:")
                    || x.starts_with("th:")
            }))
}

/// Whether an `s_setreg` may write MODE's float bits (round 3:0, denormals 7:4, DX10 clamp
/// 8, IEEE 9). GFX12.5 kernels set other MODE bits at entry, which change no float result.
fn writes_float_mode(text: &str) -> bool {
    let Some(args) = text
        .split("hwreg(")
        .nth(1)
        .and_then(|r| r.split(')').next())
    else {
        return true; // a numeric register id: cannot tell
    };
    let parts: Vec<&str> = args.split(',').map(str::trim).collect();
    if !parts[0].contains("MODE") {
        return false;
    }
    match (
        parts.get(1).and_then(|o| parse_int(o)),
        parts.get(2).and_then(|w| parse_int(w)),
    ) {
        (Some(offset), Some(width)) => offset < 10 && offset + width > 0,
        _ => true,
    }
}

fn kernel_meta(
    file: &Path,
    loc: SrcLoc,
    target: &str,
    kv: &BTreeMap<String, String>,
    yaml: Option<&metadata::YamlKernel>,
) -> Result<KernelMeta> {
    let num = |k: &str| -> Result<Option<u32>> {
        match kv.get(k) {
            None => Ok(None),
            Some(v) => parse_int(v)
                .and_then(|n| u32::try_from(n).ok())
                .map(Some)
                .ok_or_else(|| Error::Parse {
                    file: file.to_path_buf(),
                    line: loc.line,
                    col: loc.col,
                    message: format!(".amdhsa_{k} in kernel block has a non-numeric value '{v}'"),
                }),
        }
    };
    let flag = |k: &str| -> Result<bool> { Ok(num(k)?.unwrap_or(0) != 0) };
    let gen_major: u32 = target
        .trim_start_matches("gfx")
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect::<String>()
        .get(..1)
        .map(|d| if d == "1" { 10 } else { 9 })
        .unwrap_or(9);
    let default_wave = if gen_major >= 10 { 32 } else { 64 };
    let mut wave_size = match num("wavefront_size32")? {
        Some(1) => 32,
        Some(_) => 64,
        None => default_wave,
    };
    if let Some(w) = yaml.and_then(|y| y.wavefront_size) {
        if w != 32 && w != 64 {
            return Err(Error::Parse {
                file: file.to_path_buf(),
                line: loc.line,
                col: loc.col,
                message: format!("metadata .wavefront_size is {w}; only 32 and 64 exist"),
            });
        }
        wave_size = w;
    }
    Ok(KernelMeta {
        wave_size,
        max_flat_workgroup_size: yaml.and_then(|y| y.max_flat_workgroup_size),
        reqd_workgroup_size: yaml.and_then(|y| y.reqd_workgroup_size),
        uniform_work_group_size: yaml.is_some_and(|y| y.uniform_work_group_size),
        user_sgpr_count: num("user_sgpr_count")?.unwrap_or(0),
        kernarg_segment_ptr: flag("user_sgpr_kernarg_segment_ptr")?,
        dispatch_ptr: flag("user_sgpr_dispatch_ptr")?,
        queue_ptr: flag("user_sgpr_queue_ptr")?,
        dispatch_id: flag("user_sgpr_dispatch_id")?,
        flat_scratch_init: flag("user_sgpr_flat_scratch_init")?,
        private_segment_buffer: flag("user_sgpr_private_segment_buffer")?,
        private_segment_size: flag("user_sgpr_private_segment_size")?,
        kernarg_preload_length: num("user_sgpr_kernarg_preload_length")?.unwrap_or(0),
        kernarg_preload_offset: num("user_sgpr_kernarg_preload_offset")?.unwrap_or(0),
        workgroup_id: [
            flag("system_sgpr_workgroup_id_x")?,
            flag("system_sgpr_workgroup_id_y")?,
            flag("system_sgpr_workgroup_id_z")?,
        ],
        workgroup_info: flag("system_sgpr_workgroup_info")?,
        private_segment_wave_offset: flag("system_sgpr_private_segment_wavefront_offset")?,
        workitem_id_dims: num("system_vgpr_workitem_id")?.unwrap_or(0),
        args: yaml.map(|y| y.args.clone()).unwrap_or_default(),
        // With calls, LLVM writes this count as an expression over the callees' symbols
        // (`max(...)`, `alignto(...)`); nothing here depends on it, so unknown is fine.
        named_barrier_count: num("named_barrier_count").ok().flatten(),
        float_mode_32: num("float_denorm_mode_32")?.zip(num("float_round_mode_32")?),
        float_mode_16_64: num("float_denorm_mode_16_64")?.zip(num("float_round_mode_16_64")?),
        float_mode_runtime: false,
        syncs_only_at_barriers: false,
        lds_meets_at_barriers: false,
        atomics_marked: crate::kernel::atomics_marked(target, num("workgroup_processor_mode")?),
        prove_phase_reads: false,
        sixteen_bit_zero_high: crate::kernel::sixteen_bit_ops_zero_high(target),
        data_symbols: Default::default(),
    })
}
