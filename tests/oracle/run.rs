//! The oracle: runs a generated kernel at the source level, every work-item and every
//! valuation of its (masked) inputs, and decides the expected verdict with the definitions
//! of `docs/semantics.md`. Shares no code with bverify's frontend, `eval/` or `explore.rs`;
//! only the barrier model's reference interpreter (`model::interp`) is asked, about the
//! operation sequences this module builds.

use super::ast::*;
use bverify::model::interp::{self, ViolationKind};
use bverify::model::{BarrierObject, ModelConfig, Operation, Program, Step};
use std::collections::{BTreeSet, HashMap};

/// What a work-item does with barriers: the statements it executes, in order, each with
/// the iteration of every counted loop around it (OpenCL: "all work-items must execute the
/// barrier for each iteration of the loop"; the same statement in another iteration is
/// another barrier).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ev {
    Barrier(u32, Vec<u32>),
    Signal(u32, Vec<u32>),
    Wait(u32, Vec<u32>),
}

/// How a work-item's run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Normal,
    Trap,
    StepLimit,
}

/// Inputs of one valuation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Inputs {
    pub a: [u32; 2],
    pub data: [u32; 4],
    pub group: u32,
    pub groups: u32,
}

/// A launch: workgroup dimensions and wave size.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub dims: [u32; 3],
    pub wave_size: u32,
}

impl Shape {
    pub fn threads(&self) -> u32 {
        self.dims[0] * self.dims[1] * self.dims[2]
    }
    pub fn waves(&self) -> u32 {
        self.threads().div_ceil(self.wave_size)
    }
}

/// The barrier model a target implements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelKind {
    Gfx6To11,
    Gfx12,
    Gfx12_5,
}

/// The expected answer for a kernel and launch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expect {
    Safe,
    /// The violation kinds some valuation shows (bverify's finding kinds).
    Violation(BTreeSet<String>),
    /// The oracle cannot be exact here; the reason.
    NoExpectation(String),
}

struct Ctx<'a> {
    k: &'a Kernel,
    tid: [u32; 3],
    flat: u32,
    ws: u32,
    group_size: u32,
    inp: Inputs,
    events: Vec<Ev>,
    /// The counter of each `Loop` the work-item is in, outermost first.
    iters: Vec<u32>,
    steps: u32,
}

enum Flow {
    Next,
    Break,
    Continue,
    Return,
    Exit,
    Trap,
    Limit,
}

const STEP_LIMIT: u32 = 200_000;

impl Ctx<'_> {
    fn e(&self, e: &E, vars: &[u32]) -> u32 {
        match e {
            E::Const(c) => *c,
            E::Tid(d) => self.tid[*d as usize],
            E::Wave => self.flat / self.ws,
            E::Lane => self.flat % self.ws,
            E::Arg(i, m) => self.inp.a[*i as usize] & m,
            E::Group => self.inp.group & 3,
            E::Groups => self.inp.groups & 3,
            E::GroupSize => self.group_size,
            E::Load(i) => self.inp.data[(self.e(i, vars) & 3) as usize] & 1,
            E::Var(v) => vars[*v as usize],
            E::Add(a, b) => self.e(a, vars).wrapping_add(self.e(b, vars)),
            E::Xor(a, b) => self.e(a, vars) ^ self.e(b, vars),
            E::And(a, c) => self.e(a, vars) & c,
            E::Shr(a, c) => self.e(a, vars) >> c,
            E::Mul(a, c) => self.e(a, vars).wrapping_mul(*c),
            E::MulHi(a, c) => ((self.e(a, vars) as u64 * *c as u64) >> 32) as u32,
            E::Div(a, c) => self.e(a, vars) / c,
        }
    }

    fn c(&self, c: &C, vars: &[u32]) -> bool {
        match c {
            C::Cmp(op, a, b) => cmp(*op, self.e(a, vars), self.e(b, vars)),
            C::F32(op, e, s, k) => {
                let x = self.e(e, vars) as f32 * s;
                match op {
                    Cmp::Lt => x < *k,
                    Cmp::Le => x <= *k,
                    Cmp::Eq => x == *k,
                    Cmp::Ne => x != *k,
                    Cmp::Gt => x > *k,
                    Cmp::Ge => x >= *k,
                }
            }
            C::U64(op, e, m, k) => cmp(*op, (self.e(e, vars) as u64).wrapping_mul(*m), *k),
            C::Not(a) => !self.c(a, vars),
            C::And(a, b) => self.c(a, vars) && self.c(b, vars),
            C::Or(a, b) => self.c(a, vars) || self.c(b, vars),
        }
    }

    fn block(&mut self, stmts: &[S], vars: &mut Vec<u32>, in_func: bool) -> Flow {
        for s in stmts {
            match self.stmt(s, vars, in_func) {
                Flow::Next => {}
                f => return f,
            }
        }
        Flow::Next
    }

    /// One loop iteration's body result: `None` to go on, `Some(flow)` to leave the loop.
    fn iter(&mut self, body: &[S], vars: &mut Vec<u32>, in_func: bool) -> Option<Flow> {
        match self.block(body, vars, in_func) {
            Flow::Next | Flow::Continue => None,
            Flow::Break => Some(Flow::Next),
            f => Some(f),
        }
    }

    fn stmt(&mut self, s: &S, vars: &mut Vec<u32>, in_func: bool) -> Flow {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            return Flow::Limit;
        }
        match s {
            S::Barrier(id) => self.events.push(Ev::Barrier(*id, self.iters.clone())),
            S::Signal(id) => self.events.push(Ev::Signal(*id, self.iters.clone())),
            S::Wait(id) => self.events.push(Ev::Wait(*id, self.iters.clone())),
            S::Acc(_) | S::DebugTrap => {}
            S::If(c, a, b) => {
                return if self.c(c, vars) {
                    self.block(a, vars, in_func)
                } else {
                    self.block(b, vars, in_func)
                };
            }
            S::Loop {
                var, trip, body, ..
            } => {
                // Every loop form runs `body` for counter values 0..n (`DoWhile` is guarded).
                let n = self.e(trip, vars);
                vars[*var as usize] = 0;
                self.iters.push(0);
                while vars[*var as usize] < n {
                    *self.iters.last_mut().expect("pushed") = vars[*var as usize];
                    if let Some(f) = self.iter(body, vars, in_func) {
                        self.iters.pop();
                        return f;
                    }
                    vars[*var as usize] += 1;
                }
                self.iters.pop();
            }
            S::GotoLoop {
                var,
                cond,
                trip,
                a,
                b,
            } => {
                let n = self.e(trip, vars);
                vars[*var as usize] = 0;
                if self.c(cond, vars) {
                    // Entered at the label: the second half runs once whatever `n` is.
                    if let Some(f) = self.iter(b, vars, in_func) {
                        return f;
                    }
                    vars[*var as usize] += 1;
                }
                while vars[*var as usize] < n {
                    // A `continue` in the first half skips the second half too: both are
                    // one loop body in the printed source.
                    match self.block(a, vars, in_func) {
                        Flow::Next => {
                            if let Some(f) = self.iter(b, vars, in_func) {
                                return f;
                            }
                        }
                        Flow::Continue => {}
                        Flow::Break => return Flow::Next,
                        f => return f,
                    }
                    vars[*var as usize] += 1;
                }
            }
            S::Break(c) => {
                if self.c(c, vars) {
                    return Flow::Break;
                }
            }
            S::Continue(c) => {
                if self.c(c, vars) {
                    return Flow::Continue;
                }
            }
            S::Switch(e, cases, d) => {
                let v = self.e(e, vars);
                let body = cases.iter().find(|(k, _)| *k == v).map_or(d, |(_, b)| b);
                // `break` inside a case leaves the switch: the generator puts none there.
                return self.block(body, vars, in_func);
            }
            S::Return(c) => {
                if self.c(c, vars) {
                    return if in_func { Flow::Return } else { Flow::Exit };
                }
            }
            S::Call(f) | S::TailCall(f) => {
                let body = &self.k.funcs[*f];
                let mut locals = vec![0; max_var(body) as usize];
                match self.block(body, &mut locals, true) {
                    Flow::Trap => return Flow::Trap,
                    Flow::Limit => return Flow::Limit,
                    _ => {}
                }
                if matches!(s, S::TailCall(_)) {
                    return Flow::Return;
                }
            }
            S::Trap(c) => {
                if self.c(c, vars) {
                    return Flow::Trap;
                }
            }
        }
        Flow::Next
    }
}

fn cmp<T: PartialOrd>(op: Cmp, a: T, b: T) -> bool {
    match op {
        Cmp::Lt => a < b,
        Cmp::Le => a <= b,
        Cmp::Eq => a == b,
        Cmp::Ne => a != b,
        Cmp::Gt => a > b,
        Cmp::Ge => a >= b,
    }
}

/// Runs one work-item (flat id `flat`) to its end.
pub fn run_item(k: &Kernel, shape: Shape, flat: u32, inp: Inputs) -> (Vec<Ev>, End) {
    let [x, y, _] = shape.dims;
    let tid = [flat % x, (flat / x) % y, flat / (x * y)];
    let mut ctx = Ctx {
        k,
        tid,
        flat,
        ws: shape.wave_size,
        group_size: x,
        inp,
        events: Vec::new(),
        iters: Vec::new(),
        steps: 0,
    };
    let mut vars = vec![0; max_var(&k.body) as usize];
    let end = match ctx.block(&k.body, &mut vars, false) {
        Flow::Trap => End::Trap,
        Flow::Limit => End::StepLimit,
        _ => End::Normal,
    };
    (ctx.events, end)
}

/// Every valuation of the inputs `k` reads.
pub fn valuations(k: &Kernel) -> Vec<Inputs> {
    let u = k.uses();
    let mut out = vec![Inputs::default()];
    let mut expand = |n: u32, set: &dyn Fn(&mut Inputs, u32)| {
        let mut next = Vec::new();
        for base in &out {
            for v in 0..n {
                let mut i = *base;
                set(&mut i, v);
                next.push(i);
            }
        }
        out = next;
    };
    for a in 0..2 {
        if u.args[a] != 0 {
            expand(u.args[a] + 1, &|i, v| i.a[a] = v);
        }
    }
    if u.data {
        expand(16, &|i, v| {
            i.data = [v & 1, (v >> 1) & 1, (v >> 2) & 1, (v >> 3) & 1]
        });
    }
    if u.group {
        expand(4, &|i, v| i.group = v);
    }
    if u.groups {
        expand(4, &|i, v| i.groups = v);
    }
    out
}

fn ops(evs: &[Ev]) -> Vec<Step> {
    let wg = BarrierObject::Workgroup;
    let mut out = Vec::new();
    for e in evs {
        match e {
            Ev::Barrier(..) => {
                out.push(Step::new(Operation::Arrive {
                    object: wg,
                    expected: None,
                }));
                out.push(Step::new(Operation::Wait { object: wg }));
            }
            Ev::Signal(..) => out.push(Step::new(Operation::Arrive {
                object: wg,
                expected: None,
            })),
            Ev::Wait(..) => out.push(Step::new(Operation::Wait { object: wg })),
        }
    }
    out
}

/// The oracle's answer for `k` launched as `shape` on a target of `model`.
pub struct Oracle {
    cache: HashMap<Vec<Vec<Ev>>, Result<BTreeSet<String>, String>>,
}

impl Oracle {
    pub fn new() -> Oracle {
        Oracle {
            cache: HashMap::new(),
        }
    }

    /// Asks the reference interpreter about per-wave event sequences.
    fn model(&mut self, waves: Vec<Vec<Ev>>, kind: ModelKind) -> Result<BTreeSet<String>, String> {
        if let Some(r) = self.cache.get(&waves) {
            return r.clone();
        }
        let n = waves.len() as u32;
        let program = Program {
            waves: waves.iter().map(|w| ops(w)).collect(),
        };
        let mut cfg = match kind {
            ModelKind::Gfx6To11 => ModelConfig::gfx6_11(n),
            ModelKind::Gfx12 => ModelConfig::gfx12(n, false),
            ModelKind::Gfx12_5 => ModelConfig::gfx12(n, true),
        };
        cfg.max_states = 2_000_000;
        let out = interp::explore(&program, &cfg);
        let r = if !out.complete {
            Err("the reference interpreter hit its state limit".to_string())
        } else {
            Ok(out
                .violations
                .iter()
                .map(|v| match v.kind {
                    ViolationKind::Deadlock => "deadlock".to_string(),
                    k => k.to_string(),
                })
                .collect())
        };
        self.cache.insert(waves, r.clone());
        r
    }

    /// The expected verdict under the source languages' rule (`docs/semantics.md`): every
    /// work-item of the workgroup executes the same sequence of barrier statements (each in the same loop iterations), or the
    /// kernel has barrier divergence; when they agree, the model decides deadlock and UB.
    pub fn expect(&mut self, k: &Kernel, shape: Shape, kind: ModelKind) -> Expect {
        let mut kinds = BTreeSet::new();
        let mut unknown: Option<String> = None;
        for inp in valuations(k) {
            let items: Vec<(Vec<Ev>, End)> = (0..shape.threads())
                .map(|t| run_item(k, shape, t, inp))
                .collect();
            if items.iter().any(|(_, e)| *e == End::StepLimit) {
                unknown.get_or_insert(format!("{inp:?}: a work-item runs past the step limit"));
                continue;
            }
            if items.iter().any(|(_, e)| *e == End::Trap) {
                if items.iter().any(|(ev, _)| !ev.is_empty()) {
                    unknown.get_or_insert(format!(
                        "{inp:?}: a trap ends the dispatch while work-items use barriers"
                    ));
                }
                continue;
            }
            if items.iter().any(|(ev, _)| *ev != items[0].0) {
                kinds.insert("barrier-divergence".to_string());
                continue;
            }
            let waves = vec![items[0].0.clone(); shape.waves() as usize];
            match self.model(waves, kind) {
                Ok(ks) => kinds.extend(ks),
                Err(e) => {
                    unknown.get_or_insert(format!("{inp:?}: {e}"));
                }
            }
        }
        if !kinds.is_empty() {
            Expect::Violation(kinds)
        } else if let Some(u) = unknown {
            Expect::NoExpectation(u)
        } else {
            Expect::Safe
        }
    }
}
