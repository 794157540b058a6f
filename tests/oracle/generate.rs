//! Seeded random kernels in the shapes real kernels have (see `ast.rs` for the subset).

use super::ast::*;

/// SplitMix64: small, seedable, and the same on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n`.
    pub fn below(&mut self, n: u32) -> u32 {
        (self.next() % n as u64) as u32
    }
    /// True with probability `pct` percent.
    pub fn pct(&mut self, pct: u32) -> bool {
        self.below(100) < pct
    }
    pub fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u32) as usize].clone()
    }
}

/// How far a value may vary: the same in the whole workgroup, per wave, or per lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Uniform,
    Wave,
    Lane,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Src {
    A0,
    A1,
    Data,
    Group,
    Groups,
}

struct G<'a> {
    r: &'a mut Rng,
    /// Uniform inputs this kernel may read (kept few, so the oracle can enumerate them).
    srcs: Vec<Src>,
    split: bool,
    multi_dim: bool,
    /// Loop counters in scope with the level of their trip count.
    vars: Vec<(u8, Level)>,
    next_var: u8,
    next_site: u32,
    /// Functions still to be generated may be called (index > current).
    func: Option<usize>,
    nfuncs: usize,
    /// Product of enclosing loop trip-count bounds.
    work: u32,
    in_loop: bool,
    in_switch: bool,
    barriers: u32,
}

/// The kernel for `seed`.
pub fn kernel(seed: u64) -> Kernel {
    let mut r = Rng::new(seed);
    let lang = if r.pct(25) { Lang::OpenCl } else { Lang::Hip };
    let multi_dim = lang == Lang::OpenCl && r.pct(50);
    let reqd = if multi_dim {
        Some(r.pick(&[[16, 4, 1], [8, 4, 4], [32, 2, 2], [64, 2, 1], [4, 8, 4]]))
    } else {
        None
    };
    let split = lang == Lang::Hip && r.pct(20);
    let mut all = vec![Src::A0, Src::A1, Src::Data, Src::Group, Src::Groups];
    let mut srcs = Vec::new();
    let want = 1 + r.below(2);
    for _ in 0..want {
        let i = r.below(all.len() as u32) as usize;
        srcs.push(all.remove(i));
    }
    let nfuncs = if r.pct(30) {
        1 + r.below(2) as usize
    } else {
        0
    };
    let mut g = G {
        r: &mut r,
        srcs,
        split,
        multi_dim,
        vars: Vec::new(),
        next_var: 0,
        next_site: 0,
        func: None,
        nfuncs,
        work: 1,
        in_loop: false,
        in_switch: false,
        barriers: 0,
    };
    let mut funcs = Vec::new();
    for f in 0..nfuncs {
        g.func = Some(f);
        g.next_var = 0;
        let n = 1 + g.r.below(3);
        let mut body = g.block(n as usize, 2);
        if f + 1 < nfuncs && g.r.pct(50) {
            body.push(S::TailCall(
                f + 1 + g.r.below((nfuncs - f - 1) as u32) as usize,
            ));
        }
        funcs.push(body);
    }
    g.func = None;
    g.next_var = 0;
    let n = 2 + g.r.below(4);
    let mut body = g.block(n as usize, 3);
    if g.barriers == 0 {
        let i = g.r.below(body.len() as u32 + 1) as usize;
        let site = g.site();
        body.insert(i, S::Barrier(site));
    }
    // Drawn apart from the kernel's own stream, so the kernel of a seed does not depend on it.
    let opt = match Rng::new(seed ^ 0x6f70_745f_6c76_6c00).below(20) {
        0 => 0,
        1..=3 => 1,
        _ => 2,
    };
    Kernel {
        lang,
        name: format!("k{seed}"),
        reqd,
        split,
        opt,
        body,
        funcs,
    }
}

impl G<'_> {
    fn site(&mut self) -> u32 {
        self.next_site += 1;
        self.barriers += 1;
        self.next_site
    }

    fn block(&mut self, n: usize, depth: u32) -> Vec<S> {
        let mut out = Vec::new();
        for _ in 0..n {
            let s = self.stmt(depth);
            out.extend(s);
        }
        out
    }

    fn barrier(&mut self) -> Vec<S> {
        let site = self.site();
        if !self.split || self.r.pct(40) {
            return vec![S::Barrier(site)];
        }
        // Split barrier: signal, some work, wait; rarely a lone signal or wait.
        let w = self.site();
        match self.r.below(20) {
            0 => vec![S::Signal(site)],
            1 => vec![S::Wait(site)],
            _ => {
                let mid = S::Acc(self.expr(Level::Lane, 1));
                vec![S::Signal(site), mid, S::Wait(w)]
            }
        }
    }

    fn stmt(&mut self, depth: u32) -> Vec<S> {
        let k = self.r.below(100);
        let leaf = depth == 0;
        match k {
            0..=21 => self.barrier(),
            22..=33 => vec![S::Acc(self.expr(Level::Lane, 2))],
            34..=51 if !leaf => {
                let c = {
                    let l = self.level();
                    self.cond(l)
                };
                let a = {
                    let n = 1 + self.r.below(2) as usize;
                    self.block(n, depth - 1)
                };
                let b = if self.r.pct(40) {
                    {
                        let n = 1 + self.r.below(2) as usize;
                        self.block(n, depth - 1)
                    }
                } else {
                    Vec::new()
                };
                vec![S::If(c, a, b)]
            }
            52..=69 if !leaf => self.lp(depth),
            70..=73 if !leaf && self.work <= 16 => {
                let var = self.new_var();
                let (trip, lvl) = self.trip();
                let cond = {
                    let l = self.level();
                    self.cond(l)
                };
                self.enter(var, lvl, &trip);
                let a = self.block(1, depth - 1);
                let b = {
                    let n = 1 + self.r.below(2) as usize;
                    self.block(n, depth - 1)
                };
                self.leave();
                vec![S::GotoLoop {
                    var,
                    cond,
                    trip,
                    a,
                    b,
                }]
            }
            74..=78 if !leaf => {
                let e = {
                    let l = self.level();
                    E::And(Box::new(self.expr(l, 1)), 3)
                };
                let ncase = 1 + self.r.below(3);
                let saved = self.in_switch;
                self.in_switch = true;
                let mut cases = Vec::new();
                for k in 0..ncase {
                    cases.push((k, self.block(1, depth - 1)));
                }
                let d = {
                    let n = self.r.below(2) as usize;
                    self.block(n, depth - 1)
                };
                self.in_switch = saved;
                vec![S::Switch(e, cases, d)]
            }
            79..=83 if self.in_loop && !self.in_switch => {
                let c = {
                    let l = self.level();
                    self.cond(l)
                };
                if self.r.pct(50) {
                    vec![S::Break(c)]
                } else {
                    vec![S::Continue(c)]
                }
            }
            84..=88 => vec![S::Return({
                let l = self.level();
                self.cond(l)
            })],
            89..=92 => {
                let first = self.func.map_or(0, |f| f + 1);
                if first < self.nfuncs {
                    vec![S::Call(
                        first + self.r.below((self.nfuncs - first) as u32) as usize,
                    )]
                } else {
                    vec![S::Acc(self.expr(Level::Wave, 2))]
                }
            }
            93..=94 => vec![S::Trap({
                let l = self.level();
                self.cond(l)
            })],
            95 => vec![S::DebugTrap],
            _ => self.barrier(),
        }
    }

    fn level(&mut self) -> Level {
        match self.r.below(10) {
            0..=3 => Level::Uniform,
            4..=6 => Level::Wave,
            _ => Level::Lane,
        }
    }

    fn new_var(&mut self) -> u8 {
        self.next_var += 1;
        self.next_var - 1
    }

    fn enter(&mut self, var: u8, lvl: Level, trip: &E) {
        self.vars.push((var, lvl));
        let bound = match trip {
            E::Const(c) => *c,
            _ => 8,
        };
        self.work *= bound.max(1);
    }

    fn leave(&mut self) {
        self.vars.pop();
        self.work = 1;
        for _ in &self.vars {
            self.work *= 8;
        }
    }

    fn lp(&mut self, depth: u32) -> Vec<S> {
        if self.work > 64 {
            return vec![S::Acc(self.expr(Level::Lane, 1))];
        }
        let var = self.new_var();
        let (trip, lvl) = self.trip();
        let form = self
            .r
            .pick(&[LoopForm::For, LoopForm::WhileTrue, LoopForm::DoWhile]);
        self.enter(var, lvl, &trip);
        let saved = (self.in_loop, self.in_switch);
        self.in_loop = true;
        self.in_switch = false;
        let body = {
            let n = 1 + self.r.below(3) as usize;
            self.block(n, depth - 1)
        };
        (self.in_loop, self.in_switch) = saved;
        self.leave();
        vec![S::Loop {
            var,
            form,
            trip,
            body,
        }]
    }

    /// A trip count: constant (small or large), uniform symbolic, per wave, or per lane.
    fn trip(&mut self) -> (E, Level) {
        match self.r.below(10) {
            0..=2 => {
                let c = if self.work == 1 && self.r.pct(15) {
                    self.r.pick(&[10, 300])
                } else {
                    1 + self.r.below(4)
                };
                (E::Const(c), Level::Uniform)
            }
            3..=5 => (self.atom(Level::Uniform), Level::Uniform),
            6..=7 => (
                E::Add(
                    Box::new(E::And(Box::new(E::Wave), 3)),
                    Box::new(E::Const(1)),
                ),
                Level::Wave,
            ),
            _ => (E::And(Box::new(self.atom(Level::Lane)), 3), Level::Lane),
        }
    }

    /// A value of at most `lvl` variation, in `0..=7` or a small range.
    fn atom(&mut self, lvl: Level) -> E {
        let mut opts: Vec<E> = Vec::new();
        for s in &self.srcs {
            opts.push(match s {
                Src::A0 => E::Arg(0, self.r.pick(&[3, 7])),
                Src::A1 => E::Arg(1, self.r.pick(&[3, 7])),
                Src::Data => E::Load(Box::new(E::Const(self.r.below(4)))),
                Src::Group => E::Group,
                Src::Groups => E::Groups,
            });
        }
        opts.push(E::Shr(Box::new(E::GroupSize), 5));
        for (v, l) in &self.vars {
            if *l <= lvl {
                opts.push(E::Var(*v));
            }
        }
        if lvl >= Level::Wave {
            opts.push(E::Wave);
            opts.push(E::Wave);
        }
        if lvl >= Level::Lane {
            opts.push(E::Lane);
            opts.push(E::Tid(0));
            if self.multi_dim || self.r.pct(10) {
                opts.push(E::Tid(1 + self.r.below(2) as u8));
            }
            if self.srcs.contains(&Src::Data) {
                opts.push(E::Load(Box::new(E::Tid(0))));
            }
        }
        self.r.pick(&opts)
    }

    fn expr(&mut self, lvl: Level, depth: u32) -> E {
        let a = self.atom(lvl);
        if depth == 0 || self.r.pct(40) {
            return a;
        }
        let b = Box::new(self.expr(lvl, depth - 1));
        let a = Box::new(a);
        match self.r.below(8) {
            0 => E::Add(a, b),
            1 => E::Xor(a, b),
            2 => E::And(a, self.r.pick(&[1, 3, 6, 7])),
            3 => E::Shr(a, 1 + self.r.below(3)),
            4 => E::Mul(a, self.r.pick(&[3, 5, 0x9e37_79b9])),
            5 => E::MulHi(a, self.r.pick(&[0x5555_5556, 0xcccc_cccd, 0x8000_0000])),
            6 => E::Div(a, self.r.pick(&[2, 3, 7])),
            _ => E::Add(a, Box::new(E::Const(self.r.below(5)))),
        }
    }

    fn cond(&mut self, lvl: Level) -> C {
        let e = self.expr(lvl, 1);
        let op = self
            .r
            .pick(&[Cmp::Lt, Cmp::Le, Cmp::Eq, Cmp::Ne, Cmp::Gt, Cmp::Ge]);
        let c = match self.r.below(10) {
            0 => C::F32(
                op,
                e,
                self.r.pick(&[0.5, 1.5, 0.25]),
                self.r.pick(&[0.5, 1.0, 2.75, 10.0]),
            ),
            1 => C::U64(
                op,
                e,
                self.r.pick(&[3_000_000_000, 1 << 33]),
                self.r.pick(&[6_000_000_000, 1 << 34, 20_000_000_000]),
            ),
            _ => {
                let k = E::Const(self.r.below(6));
                C::Cmp(op, e, k)
            }
        };
        match self.r.below(12) {
            0 => C::Not(Box::new(c)),
            1 => C::And(Box::new(c), Box::new(self.cond_leaf(lvl))),
            2 => C::Or(Box::new(c), Box::new(self.cond_leaf(lvl))),
            _ => c,
        }
    }

    fn cond_leaf(&mut self, lvl: Level) -> C {
        let e = self.atom(lvl);
        C::Cmp(Cmp::Eq, E::And(Box::new(e), 1), E::Const(self.r.below(2)))
    }
}
