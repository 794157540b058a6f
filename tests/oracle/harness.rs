//! The harness: compile a generated kernel with clang-22 for a target, run bverify on the
//! assembly (as a child process, so a crash, an abort or a hang is a result, not the end of
//! the campaign), and compare with the oracle.

use super::ast::{self, Kernel, Lang, S};
use super::run::{Expect, ModelKind, Oracle, Shape};
use super::{generate, print};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A target the harness compiles for.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    pub name: &'static str,
    pub wave_size: u32,
    pub model: ModelKind,
}

/// The four targets of the campaign.
pub const TARGETS: [Target; 4] = [
    Target {
        name: "gfx942",
        wave_size: 64,
        model: ModelKind::Gfx6To11,
    },
    Target {
        name: "gfx1100",
        wave_size: 32,
        model: ModelKind::Gfx6To11,
    },
    Target {
        name: "gfx1200",
        wave_size: 32,
        model: ModelKind::Gfx12,
    },
    Target {
        name: "gfx1250",
        wave_size: 32,
        model: ModelKind::Gfx12_5,
    },
];

/// How one comparison came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Same verdict (and, for violations, a kind the oracle also finds).
    Agree,
    /// bverify says `bounded`: a loop bound was not enough to decide. Allowed, counted.
    Bounded,
    /// The oracle cannot be exact for this case; the reason is kept.
    NoExpectation,
    /// The oracle finds a violation, bverify says verified.
    MissedBug,
    /// The oracle says safe, bverify reports a violation.
    FalseAlarm,
    /// Both report violations, of kinds the other does not know.
    WrongKind,
    /// bverify says inconclusive where the oracle has an answer.
    Inconclusive,
    /// bverify rejected the compiler's output (exit 2).
    Error,
    /// bverify panicked, aborted or was killed for memory.
    Crash,
    /// bverify ran past the harness's time limit.
    Timeout,
}

impl Class {
    /// Classes that are disagreements (the known list holds these).
    pub fn is_disagreement(self) -> bool {
        !matches!(self, Class::Agree | Class::Bounded | Class::NoExpectation)
    }
    pub fn name(self) -> &'static str {
        match self {
            Class::Agree => "agree",
            Class::Bounded => "bounded",
            Class::NoExpectation => "no-expectation",
            Class::MissedBug => "missed-bug",
            Class::FalseAlarm => "false-alarm",
            Class::WrongKind => "wrong-kind",
            Class::Inconclusive => "inconclusive",
            Class::Error => "error",
            Class::Crash => "crash",
            Class::Timeout => "timeout",
        }
    }
    pub fn parse(s: &str) -> Option<Class> {
        [
            Class::Agree,
            Class::Bounded,
            Class::NoExpectation,
            Class::MissedBug,
            Class::FalseAlarm,
            Class::WrongKind,
            Class::Inconclusive,
            Class::Error,
            Class::Crash,
            Class::Timeout,
        ]
        .into_iter()
        .find(|c| c.name() == s)
    }
}

/// What bverify said.
#[derive(Clone, Debug)]
pub enum Said {
    Verdict {
        verdict: String,
        kinds: BTreeSet<String>,
        reasons: Vec<String>,
        /// The first finding as text (message and trace), for reports.
        detail: String,
    },
    Error(String),
    Crash(String),
    Timeout,
    /// clang-22 rejected the source (a generator bug: the test fails on it).
    CompileFailed(String),
}

/// One compiled kernel checked at one size.
#[derive(Clone, Debug)]
pub struct Case {
    pub seed: u64,
    pub target: &'static str,
    pub waves: u32,
    /// The workgroup checked (`waves` of them; the last may be partly filled).
    pub shape: Shape,
    pub class: Class,
    pub expect: Expect,
    pub said: Said,
    pub shapes: Vec<&'static str>,
    pub lang: Lang,
    pub elapsed: Duration,
    pub oracle_time: Duration,
    pub asm: PathBuf,
}

/// Settings of a run.
#[derive(Clone, Debug)]
pub struct Config {
    pub bverify: PathBuf,
    pub clang: String,
    pub work: PathBuf,
    pub timeout: Duration,
    /// Second, longer limit for a timeout the caller wants confirmed.
    pub retry: Duration,
    /// Address-space limit of the bverify process, bytes.
    pub memory: u64,
    /// Check the LLVM IR clang emits (`-emit-llvm`) instead of its assembly.
    pub ir: bool,
}

/// Finds `clang-22`, or says how to install it.
pub fn find_clang() -> Result<String, String> {
    for c in ["clang-22", "/usr/lib/llvm-22/bin/clang"] {
        if Command::new(c)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
        {
            return Ok(c.to_string());
        }
    }
    Err("clang-22 not found: install it with `apt-get install -y clang-22 llvm-22`".into())
}

/// Which targets a kernel compiles for.
pub fn targets_for(k: &Kernel) -> Vec<Target> {
    TARGETS
        .iter()
        .copied()
        .filter(|t| !k.split || matches!(t.model, ModelKind::Gfx12 | ModelKind::Gfx12_5))
        .collect()
}

/// The workgroups to check `k` at on `t`, chosen from the seed: a number of waves, and for
/// a third of the kernels without a required size a last wave that is only partly filled
/// (drawn apart, so the number of waves each seed gets stays the same).
pub fn sizes_for(k: &Kernel, t: &Target, seed: u64) -> Vec<Shape> {
    let ws = t.wave_size;
    match k.reqd {
        Some(dims) => vec![Shape {
            dims,
            wave_size: ws,
        }],
        None => {
            // OpenCL kernels default to at most 256 work-items per group, HIP ones to 1024.
            let max_threads = if k.lang == Lang::OpenCl { 256 } else { 1024 };
            let mut r = generate::Rng::new(seed ^ ws as u64 ^ (t.name.len() as u64) << 8);
            let waves = 1 + r.below(8.min(max_threads / ws));
            let mut p = generate::Rng::new(seed ^ 0x7061_7274 ^ (ws as u64) << 16);
            let missing = if p.below(3) == 0 {
                1 + p.below(ws - 1)
            } else {
                0
            };
            vec![Shape {
                dims: [waves * ws - missing, 1, 1],
                wave_size: ws,
            }]
        }
    }
}

/// Compiles `k` for `t` into `dir`; returns the assembly file (the IR file with `cfg.ir`).
pub fn compile(cfg: &Config, k: &Kernel, t: &Target, dir: &Path) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let ext = if k.lang == Lang::Hip { "hip" } else { "cl" };
    let src = dir.join(format!("{}.{ext}", k.name));
    std::fs::write(&src, print::source(k)).map_err(|e| e.to_string())?;
    let ext = if cfg.ir { "ll" } else { "s" };
    let asm = dir.join(format!("{}.{}.{ext}", k.name, t.name));
    let mut cmd = Command::new(&cfg.clang);
    match k.lang {
        Lang::Hip => cmd
            .args(["-x", "hip", "--cuda-device-only", "-nogpuinc", "-nogpulib"])
            .arg(format!("--offload-arch={}", t.name)),
        Lang::OpenCl => cmd
            .args([
                "-x",
                "cl",
                "-cl-std=CL2.0",
                "-target",
                "amdgcn-amd-amdhsa",
                "-nogpulib",
            ])
            .arg(format!("-mcpu={}", t.name)),
    };
    let out = cmd
        .arg(format!("-O{}", k.opt))
        .args(["-S", "-w"])
        .args(cfg.ir.then_some("-emit-llvm"))
        .arg(&src)
        .arg("-o")
        .arg(&asm)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", cfg.clang))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(asm)
}

/// Runs bverify on `asm` for kernel `name` at `waves` waves, as the workgroup shape the
/// oracle judges (HIP launches are one-dimensional).
pub fn bverify(cfg: &Config, asm: &Path, name: &str, sh: Shape, limit: Duration) -> Said {
    let waves = sh.threads().div_ceil(sh.wave_size);
    let dims = sh.dims;
    let mut child = match Command::new("prlimit")
        .arg(format!("--as={}", cfg.memory))
        .arg("--")
        .arg(&cfg.bverify)
        .arg(asm)
        .args(["--kernel", name, "--format", "json", "--workgroup"])
        .arg(format!("{},{},{}", dims[0], dims[1], dims[2]))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => return Said::Crash(format!("cannot start bverify: {e}")),
    };
    // Drain both pipes on threads so a large output never blocks the child.
    let mut so = child.stdout.take().unwrap();
    let mut se = child.stderr.take().unwrap();
    let t_out = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = so.read_to_string(&mut s);
        s
    });
    let t_err = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = se.read_to_string(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let stdout = t_out.join().unwrap_or_default();
    let stderr = t_err.join().unwrap_or_default();
    let Some(status) = status else {
        return Said::Timeout;
    };
    let code = status.code();
    let tail: String = stderr.lines().rev().take(3).collect::<Vec<_>>().join(" | ");
    match code {
        Some(0 | 1 | 3) => {}
        Some(2) => return Said::Error(tail),
        _ => return Said::Crash(format!("exit {code:?}: {tail}")),
    }
    let json: serde_json::Value = match serde_json::from_str(&stdout) {
        Ok(j) => j,
        Err(e) => return Said::Crash(format!("unreadable JSON ({e}): {tail}")),
    };
    let Some(r) = json["results"].as_array().and_then(|a| a.first()) else {
        return Said::Error(format!("no result: {}", json["errors"]));
    };
    let findings = r["findings"].as_array().cloned().unwrap_or_default();
    let detail = findings
        .first()
        .map(|f| {
            let mut s = format!(
                "{}: {}",
                f["kind"].as_str().unwrap_or(""),
                f["message"].as_str().unwrap_or("")
            );
            for st in f["trace"].as_array().into_iter().flatten() {
                s.push_str(&format!(
                    "\n    wave {} line {} {} [{}]",
                    st["wave"],
                    st["line"],
                    st["text"].as_str().unwrap_or(""),
                    st["op"].as_str().unwrap_or("")
                ));
            }
            for w in f["witness"].as_array().into_iter().flatten() {
                s.push_str(&format!(
                    "\n    with {} = {}",
                    w["name"].as_str().unwrap_or(""),
                    w["value"]
                ));
            }
            s
        })
        .unwrap_or_default();
    // The oracle must judge the launch bverify checked; metadata may have changed it.
    let checked = r["launch"]["waves"].as_u64().unwrap_or(0) as u32;
    if checked != waves {
        return Said::Error(format!(
            "bverify checked {checked} waves, not the {waves} the oracle judged: {}",
            r["launch"]["notes"]
        ));
    }
    Said::Verdict {
        verdict: r["verdict"].as_str().unwrap_or("?").to_string(),
        kinds: findings
            .iter()
            .filter_map(|f| f["kind"].as_str().map(str::to_string))
            .collect(),
        reasons: r["reasons"]
            .as_array()
            .into_iter()
            .flatten()
            .chain(r["bounds"].as_array().into_iter().flatten())
            .filter_map(|x| x.as_str().map(str::to_string))
            .collect(),
        detail,
    }
}

/// Compares the oracle's answer with bverify's.
pub fn classify(expect: &Expect, said: &Said) -> Class {
    let (verdict, kinds) = match said {
        Said::Timeout => return Class::Timeout,
        Said::Crash(_) => return Class::Crash,
        Said::Error(_) | Said::CompileFailed(_) => return Class::Error,
        Said::Verdict { verdict, kinds, .. } => (verdict.as_str(), kinds),
    };
    if let Expect::NoExpectation(_) = expect {
        return Class::NoExpectation;
    }
    match (expect, verdict) {
        (_, "bounded") => Class::Bounded,
        (_, "inconclusive") => Class::Inconclusive,
        (Expect::Safe, "verified") => Class::Agree,
        (Expect::Safe, _) => Class::FalseAlarm,
        (Expect::Violation(_), "verified") => Class::MissedBug,
        (Expect::Violation(want), _) => {
            if kinds.iter().any(|k| want.contains(k)) {
                Class::Agree
            } else {
                Class::WrongKind
            }
        }
        (Expect::NoExpectation(_), _) => Class::NoExpectation,
    }
}

/// The shapes a kernel has, for the coverage table.
pub fn shapes(k: &Kernel) -> Vec<&'static str> {
    let mut s = BTreeSet::new();
    s.insert(if k.lang == Lang::Hip { "hip" } else { "opencl" });
    if k.reqd.is_some() {
        s.insert("multi-dim");
    }
    if k.split {
        s.insert("split-barrier");
    }
    s.insert(match k.opt {
        0 => "-O0",
        1 => "-O1",
        _ => "-O2",
    });
    if !k.funcs.is_empty() {
        s.insert("noinline-call");
    }
    let u = k.uses();
    if u.data {
        s.insert("global-load");
    }
    if u.group {
        s.insert("workgroup-id");
    }
    if u.groups {
        s.insert("grid-size");
    }
    if u.args != [0, 0] {
        s.insert("kernel-arg");
    }
    for body in std::iter::once(&k.body).chain(k.funcs.iter()) {
        shapes_in(body, 0, &mut s);
    }
    s.into_iter().collect()
}

fn shapes_in(body: &[S], loops: u32, s: &mut BTreeSet<&'static str>) {
    use ast::{E, LoopForm};
    for st in body {
        ast::for_each_e(st, &mut |e| {
            ast::walk_e(e, &mut |x| match x {
                E::MulHi(..) => {
                    s.insert("mul-hi");
                }
                E::GroupSize => {
                    s.insert("group-size");
                }
                E::Tid(1 | 2) => {
                    s.insert("tid-y/z");
                }
                E::Wave => {
                    s.insert("wave-index");
                }
                _ => {}
            })
        });
        match st {
            S::If(c, a, b) => {
                cond_shapes(c, s);
                s.insert("if");
                shapes_in(a, loops, s);
                shapes_in(b, loops, s);
            }
            S::Loop {
                form, trip, body, ..
            } => {
                s.insert(match form {
                    LoopForm::For => "for",
                    LoopForm::WhileTrue => "while-break",
                    LoopForm::DoWhile => "do-while",
                });
                s.insert(match trip {
                    E::Const(c) if *c >= 10 => "trip-const-large",
                    E::Const(_) => "trip-const",
                    E::Add(..) => "trip-per-wave",
                    E::And(..) => "trip-per-lane",
                    _ => "trip-uniform",
                });
                if loops > 0 {
                    s.insert("nested-loop");
                }
                let mut has_barrier = false;
                ast::visit(body, &mut |x| {
                    has_barrier |= matches!(x, S::Barrier(_) | S::Signal(_) | S::Wait(_))
                });
                if has_barrier {
                    s.insert("barrier-in-loop");
                }
                shapes_in(body, loops + 1, s);
            }
            S::GotoLoop { cond, a, b, .. } => {
                cond_shapes(cond, s);
                s.insert("goto-into-loop");
                shapes_in(a, loops + 1, s);
                shapes_in(b, loops + 1, s);
            }
            S::Switch(_, cases, d) => {
                s.insert("switch");
                for (_, b) in cases {
                    shapes_in(b, loops, s);
                }
                shapes_in(d, loops, s);
            }
            S::Break(c) => {
                cond_shapes(c, s);
                s.insert("break");
            }
            S::Continue(c) => {
                cond_shapes(c, s);
                s.insert("continue");
            }
            S::Return(c) => {
                cond_shapes(c, s);
                s.insert("early-return");
            }
            S::TailCall(_) => {
                s.insert("tail-call");
            }
            S::Trap(c) => {
                cond_shapes(c, s);
                s.insert("trap");
            }
            S::DebugTrap => {
                s.insert("debugtrap");
            }
            _ => {}
        }
    }
}

fn cond_shapes(c: &ast::C, s: &mut BTreeSet<&'static str>) {
    match c {
        ast::C::F32(..) => {
            s.insert("float-cond");
        }
        ast::C::U64(..) => {
            s.insert("64-bit-cond");
        }
        ast::C::Not(a) => cond_shapes(a, s),
        ast::C::And(a, b) | ast::C::Or(a, b) => {
            cond_shapes(a, s);
            cond_shapes(b, s);
        }
        _ => {}
    }
}

/// Generates, compiles and checks every target and size of `seed`.
pub fn run_seed(cfg: &Config, oracle: &mut Oracle, seed: u64) -> Vec<Case> {
    run_seed_with(cfg, oracle, seed, &|_, _, _| false)
}

/// Like [`run_seed`]; a case that times out is run again with `cfg.retry` when
/// `retry(seed, target, waves)` says so (a case near the time limit must not flap).
pub fn run_seed_with(
    cfg: &Config,
    oracle: &mut Oracle,
    seed: u64,
    retry: &dyn Fn(u64, &str, u32) -> bool,
) -> Vec<Case> {
    let k = generate::kernel(seed);
    let sh = shapes(&k);
    let dir = cfg.work.join(format!("{seed}"));
    let mut out = Vec::new();
    for t in targets_for(&k) {
        let asm = compile(cfg, &k, &t, &dir);
        for shape in sizes_for(&k, &t, seed) {
            let waves = shape.waves();
            let start = Instant::now();
            let expect = oracle.expect(&k, shape, t.model);
            let oracle_time = start.elapsed();
            let (said, path) = match &asm {
                Ok(a) => {
                    let mut said = bverify(cfg, a, &k.name, shape, cfg.timeout);
                    if matches!(said, Said::Timeout) && retry(seed, t.name, waves) {
                        said = bverify(cfg, a, &k.name, shape, cfg.retry);
                    }
                    (said, a.clone())
                }
                Err(e) => (Said::CompileFailed(e.clone()), PathBuf::new()),
            };
            let mut class = classify(&expect, &said);
            let mut expect = expect;
            // Source-level UB may be compiled in any way: LLVM turns the barriers of a
            // workgroup that fits in one wave into `; wave barrier` no-ops. Evidence, not
            // agreement.
            if class == Class::MissedBug
                && matches!(&expect, Expect::Violation(k) if k.iter().all(|k| k == "barrier-divergence"))
                && std::fs::read_to_string(&path).is_ok_and(|a| a.contains("; wave barrier"))
            {
                class = Class::NoExpectation;
                expect = Expect::NoExpectation(
                    "divergent barriers (source-level UB) that the compiler turned into wave barriers: the assembly has none left".into(),
                );
            }
            out.push(Case {
                seed,
                target: t.name,
                waves,
                shape,
                class,
                expect,
                said,
                shapes: {
                    let mut tags = sh.clone();
                    if shape.threads() % shape.wave_size != 0 {
                        tags.push("partial-wave");
                    }
                    tags
                },
                lang: k.lang,
                elapsed: start.elapsed(),
                oracle_time,
                asm: path,
            });
        }
    }
    out
}

/// The settings the CI test and the known list are made with.
pub fn standard_config(bverify: PathBuf, work: PathBuf) -> Result<Config, String> {
    Ok(Config {
        bverify,
        clang: find_clang()?,
        work,
        // The per-kernel goal of the exploration issue (every corpus kernel decided in
        // at most 1 s at 8 waves), so a listed timeout is a kernel that misses it.
        timeout: Duration::from_secs(1),
        retry: Duration::from_secs(3),
        memory: 2 << 30,
        ir: false,
    })
}

/// One line of the known-disagreement list: `seed target waves class`.
pub type Key = (u64, String, u32);

/// Reads the known-disagreement list (`#` comments).
pub fn read_known(text: &str) -> BTreeMap<Key, Class> {
    let mut m = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let bad = format!(
            "known list line {}: expected `seed target waves class`",
            i + 1
        );
        assert_eq!(f.len(), 4, "{bad}");
        let seed: u64 = f[0].parse().expect(&bad);
        let waves: u32 = f[2].parse().expect(&bad);
        let class = Class::parse(f[3]).expect(&bad);
        m.insert((seed, f[1].to_string(), waves), class);
    }
    m
}

/// A full report of one case, for a disagreement.
pub fn describe(case: &Case, k: &Kernel) -> String {
    let said = match &case.said {
        Said::Verdict {
            verdict,
            reasons,
            detail,
            ..
        } => format!("{verdict}\n  reasons/bounds: {reasons:?}\n  {detail}"),
        other => format!("{other:?}"),
    };
    format!(
        "== seed {} {} --workgroup {} ({} waves): {}\n-- oracle: {:?}\n-- bverify: {}\n-- assembly: {}\n-- source:\n{}",
        case.seed,
        case.target,
        case.shape.dims.map(|d| d.to_string()).join(","),
        case.waves,
        case.class.name(),
        case.expect,
        said,
        case.asm.display(),
        print::source(k)
    )
}

/// The coverage and agreement tables of a campaign.
pub fn tables(cases: &[Case]) -> String {
    let mut out = String::new();
    let classes: BTreeSet<Class> = cases.iter().map(|c| c.class).collect();
    let head: Vec<&str> = classes.iter().map(|c| c.name()).collect();
    let mut by_shape: BTreeMap<&str, BTreeMap<Class, usize>> = BTreeMap::new();
    let mut by_target: BTreeMap<&str, BTreeMap<Class, usize>> = BTreeMap::new();
    let mut by_expect: BTreeMap<String, BTreeMap<Class, usize>> = BTreeMap::new();
    for c in cases {
        for s in &c.shapes {
            *by_shape.entry(s).or_default().entry(c.class).or_default() += 1;
        }
        *by_target
            .entry(c.target)
            .or_default()
            .entry(c.class)
            .or_default() += 1;
        let e = match &c.expect {
            Expect::Safe => "oracle: safe".to_string(),
            Expect::Violation(k) => format!(
                "oracle: {}",
                k.iter().cloned().collect::<Vec<_>>().join("+")
            ),
            Expect::NoExpectation(_) => "oracle: no expectation".to_string(),
        };
        *by_expect.entry(e).or_default().entry(c.class).or_default() += 1;
    }
    let table = |title: &str, rows: Vec<(String, &BTreeMap<Class, usize>)>| {
        let mut t = format!(
            "| {title} | total | {} |\n|---|---|{}\n",
            head.join(" | "),
            "---|".repeat(head.len())
        );
        for (name, m) in rows {
            let total: usize = m.values().sum();
            let cells: Vec<String> = classes
                .iter()
                .map(|c| m.get(c).copied().unwrap_or(0).to_string())
                .collect();
            t.push_str(&format!("| {name} | {total} | {} |\n", cells.join(" | ")));
        }
        t
    };
    out.push_str(&table(
        "target",
        by_target.iter().map(|(k, v)| (k.to_string(), v)).collect(),
    ));
    out.push('\n');
    out.push_str(&table(
        "expected verdict",
        by_expect.iter().map(|(k, v)| (k.clone(), v)).collect(),
    ));
    out.push('\n');
    out.push_str(&table(
        "shape",
        by_shape.iter().map(|(k, v)| (k.to_string(), v)).collect(),
    ));
    out
}

/// Smaller variants of `k`: one statement removed, an `if` replaced by a branch, a loop by
/// its body, a function body emptied.
fn smaller(k: &Kernel) -> Vec<Kernel> {
    let mut out = Vec::new();
    let bodies = 1 + k.funcs.len();
    for b in 0..bodies {
        let body = if b == 0 { &k.body } else { &k.funcs[b - 1] };
        for v in shrink_block(body) {
            let mut c = k.clone();
            if b == 0 {
                c.body = v;
            } else {
                c.funcs[b - 1] = v;
            }
            out.push(c);
        }
    }
    out
}

fn shrink_block(body: &[S]) -> Vec<Vec<S>> {
    let mut out = Vec::new();
    for i in 0..body.len() {
        let with = |repl: Vec<S>| {
            let mut v = body[..i].to_vec();
            v.extend(repl);
            v.extend_from_slice(&body[i + 1..]);
            v
        };
        out.push(with(Vec::new()));
        match &body[i] {
            S::If(c, a, b) => {
                out.push(with(a.clone()));
                out.push(with(b.clone()));
                for a2 in shrink_block(a) {
                    out.push(with(vec![S::If(c.clone(), a2, b.clone())]));
                }
                for b2 in shrink_block(b) {
                    out.push(with(vec![S::If(c.clone(), a.clone(), b2)]));
                }
            }
            S::Loop {
                var,
                form,
                trip,
                body: lb,
            } => {
                out.push(with(lb.clone()));
                for l2 in shrink_block(lb) {
                    out.push(with(vec![S::Loop {
                        var: *var,
                        form: *form,
                        trip: trip.clone(),
                        body: l2,
                    }]));
                }
            }
            S::GotoLoop {
                var,
                cond,
                trip,
                a,
                b,
            } => {
                for a2 in shrink_block(a) {
                    out.push(with(vec![S::GotoLoop {
                        var: *var,
                        cond: cond.clone(),
                        trip: trip.clone(),
                        a: a2,
                        b: b.clone(),
                    }]));
                }
                for b2 in shrink_block(b) {
                    out.push(with(vec![S::GotoLoop {
                        var: *var,
                        cond: cond.clone(),
                        trip: trip.clone(),
                        a: a.clone(),
                        b: b2,
                    }]));
                }
            }
            S::Switch(e, cases, d) => {
                out.push(with(d.clone()));
                for (j, (_, cb)) in cases.iter().enumerate() {
                    out.push(with(cb.clone()));
                    for c2 in shrink_block(cb) {
                        let mut cs = cases.clone();
                        cs[j].1 = c2;
                        out.push(with(vec![S::Switch(e.clone(), cs, d.clone())]));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Greedily shrinks `k` while `t` at `shape` keeps disagreeing in `class`; at most
/// `budget` compilations. Returns the smallest kernel found and its case.
pub fn shrink(
    cfg: &Config,
    k: &Kernel,
    t: &Target,
    shape: Shape,
    class: Class,
    budget: usize,
) -> Kernel {
    let mut best = k.clone();
    let mut tries = 0;
    let dir = cfg.work.join(format!("shrink-{}-{}", k.name, t.name));
    'outer: loop {
        for cand in smaller(&best) {
            if tries >= budget {
                break 'outer;
            }
            tries += 1;
            let Ok(asm) = compile(cfg, &cand, t, &dir) else {
                continue;
            };
            let expect = Oracle::new().expect(&cand, shape, t.model);
            let said = bverify(cfg, &asm, &cand.name, shape, cfg.timeout);
            if classify(&expect, &said) == class {
                best = cand;
                continue 'outer;
            }
        }
        break;
    }
    best
}
