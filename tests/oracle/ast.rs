//! The generated kernels: a small, UB-free subset of HIP and OpenCL C, as data.
//!
//! Every value is `unsigned` (wrapping is defined), every input reaches the program only
//! through a mask `& (2^k - 1)` with `2^k <= 8` (arguments, workgroup ids, grid sizes) or
//! `& 1` (array values), so enumerating those few values is exact for every 32-bit input.

/// Source language of a generated kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    Hip,
    OpenCl,
}

/// An `unsigned` expression.
#[derive(Clone, Debug, PartialEq)]
pub enum E {
    Const(u32),
    /// Work-item id in dimension 0, 1 or 2.
    Tid(u8),
    /// Flattened work-item id / wave size.
    Wave,
    /// Flattened work-item id % wave size.
    Lane,
    /// `(aN & mask)`, a kernel argument.
    Arg(u8, u32),
    /// `(group_id(0) & 3)`.
    Group,
    /// `(num_groups(0) & 3)`, a hidden argument.
    Groups,
    /// `group_size(0)`, a hidden argument.
    GroupSize,
    /// `(data[(idx) & 3] & 1)`: a read-only global array.
    Load(Box<E>),
    /// Loop counter `iN` of an enclosing loop.
    Var(u8),
    Add(Box<E>, Box<E>),
    Xor(Box<E>, Box<E>),
    /// `(e & c)`.
    And(Box<E>, u32),
    /// `(e >> c)`.
    Shr(Box<E>, u32),
    /// `(e * c)`.
    Mul(Box<E>, u32),
    /// `(unsigned)(((unsigned long long)e * c) >> 32)`: multiply-high.
    MulHi(Box<E>, u32),
    /// `(e / c)`, `c > 0`.
    Div(Box<E>, u32),
}

/// Comparison operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Lt,
    Le,
    Eq,
    Ne,
    Gt,
    Ge,
}

/// A condition.
#[derive(Clone, Debug, PartialEq)]
pub enum C {
    /// Unsigned 32-bit comparison.
    Cmp(Cmp, E, E),
    /// `((float)e * scale) op c`: one rounding step, no contraction possible.
    F32(Cmp, E, f32, f32),
    /// `((unsigned long long)e * mul) op c`: a 64-bit comparison.
    U64(Cmp, E, u64, u64),
    Not(Box<C>),
    And(Box<C>, Box<C>),
    Or(Box<C>, Box<C>),
}

/// How a loop is written (the latch layouts compilers produce differ for each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopForm {
    /// `for (iN = 0; iN < n; ++iN) body`
    For,
    /// `iN = 0; while (1) { if (iN >= n) break; body; ++iN; }`
    WhileTrue,
    /// `iN = 0; if (n > 0) do { body; ++iN; } while (iN < n);`
    DoWhile,
}

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum S {
    /// `__syncthreads()` / `barrier(CLK_LOCAL_MEM_FENCE)`: arrive and wait, workgroup barrier.
    Barrier(u32),
    /// `__builtin_amdgcn_s_barrier_signal(-1)` (GFX12+).
    Signal(u32),
    /// `__builtin_amdgcn_s_barrier_wait(-1)` (GFX12+).
    Wait(u32),
    /// `acc = acc * 3 + e;` keeps values alive.
    Acc(E),
    If(C, Vec<S>, Vec<S>),
    Loop {
        var: u8,
        form: LoopForm,
        trip: E,
        body: Vec<S>,
    },
    /// `iN = 0; if (c) goto LN; while (iN < n) { a; LN: b; ++iN; }`: a second loop entry.
    GotoLoop {
        var: u8,
        cond: C,
        trip: E,
        a: Vec<S>,
        b: Vec<S>,
    },
    /// `if (c) break;` inside a loop.
    Break(C),
    /// `if (c) { ++iN; continue; }` inside a loop (the counter is advanced on every path).
    Continue(C),
    /// `switch (e) { case k: ...; break; ... default: ... }`
    Switch(E, Vec<(u32, Vec<S>)>, Vec<S>),
    /// `if (c) return;` (kernel: the work-item ends; function: returns `acc`).
    Return(C),
    /// `acc = fN(acc, ...);`
    Call(usize),
    /// `return fN(acc, ...);`, last statement of a function body.
    TailCall(usize),
    /// `if (c) __builtin_trap();`: ends the whole dispatch.
    Trap(C),
    /// `__builtin_debugtrap();`: execution continues.
    DebugTrap,
}

/// A whole generated kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    pub lang: Lang,
    pub name: String,
    /// Workgroup dimensions when the kernel fixes them (`reqd_work_group_size`).
    pub reqd: Option<[u32; 3]>,
    /// Uses the GFX12 split barrier builtins (compiles only for gfx12+).
    pub split: bool,
    /// Optimisation level the harness compiles with (`-O2` mostly, a share at `-O1`/`-O0`).
    pub opt: u8,
    pub body: Vec<S>,
    /// `__attribute__((noinline))` functions, `f0`, `f1`, ...; `fN` calls only `fM` with M > N.
    pub funcs: Vec<Vec<S>>,
}

/// Number of loop-counter variables a body declares.
pub fn max_var(stmts: &[S]) -> u8 {
    let mut m = 0;
    visit(stmts, &mut |s| match s {
        S::Loop { var, .. } | S::GotoLoop { var, .. } => m = m.max(var + 1),
        _ => {}
    });
    m
}

/// Calls `f` on every statement, pre-order.
pub fn visit<'a>(stmts: &'a [S], f: &mut dyn FnMut(&'a S)) {
    for s in stmts {
        f(s);
        match s {
            S::If(_, a, b) | S::GotoLoop { a, b, .. } => {
                visit(a, f);
                visit(b, f);
            }
            S::Loop { body, .. } => visit(body, f),
            S::Switch(_, cases, d) => {
                for (_, b) in cases {
                    visit(b, f);
                }
                visit(d, f);
            }
            _ => {}
        }
    }
}

/// Inputs a kernel reads, for the oracle's enumeration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Uses {
    /// Largest mask applied to `a0` / `a1` (0: unused).
    pub args: [u32; 2],
    pub data: bool,
    pub group: bool,
    pub groups: bool,
}

impl Kernel {
    /// Which inputs the kernel reads.
    pub fn uses(&self) -> Uses {
        let mut u = Uses::default();
        let on_e = |e: &E, u: &mut Uses| {
            walk_e(e, &mut |x| match x {
                E::Arg(i, m) => u.args[*i as usize] |= *m,
                E::Load(_) => u.data = true,
                E::Group => u.group = true,
                E::Groups => u.groups = true,
                _ => {}
            })
        };
        for body in std::iter::once(&self.body).chain(self.funcs.iter()) {
            visit(body, &mut |s| {
                for_each_e(s, &mut |e| on_e(e, &mut u));
            });
        }
        u
    }

    /// Number of barrier statements in the source (kernel and functions).
    pub fn barrier_sites(&self) -> usize {
        let mut n = 0;
        for body in std::iter::once(&self.body).chain(self.funcs.iter()) {
            visit(body, &mut |s| {
                if matches!(s, S::Barrier(_) | S::Signal(_) | S::Wait(_)) {
                    n += 1
                }
            });
        }
        n
    }
}

/// Calls `f` on every expression a statement holds directly (not in nested statements).
pub fn for_each_e(s: &S, f: &mut dyn FnMut(&E)) {
    match s {
        S::Acc(e) => f(e),
        S::If(c, _, _) | S::Break(c) | S::Continue(c) | S::Return(c) | S::Trap(c) => {
            for_each_c(c, f)
        }
        S::Loop { trip, .. } => f(trip),
        S::GotoLoop { cond, trip, .. } => {
            for_each_c(cond, f);
            f(trip)
        }
        S::Switch(e, _, _) => f(e),
        _ => {}
    }
}

fn for_each_c(c: &C, f: &mut dyn FnMut(&E)) {
    match c {
        C::Cmp(_, a, b) => {
            f(a);
            f(b)
        }
        C::F32(_, e, _, _) | C::U64(_, e, _, _) => f(e),
        C::Not(a) => for_each_c(a, f),
        C::And(a, b) | C::Or(a, b) => {
            for_each_c(a, f);
            for_each_c(b, f)
        }
    }
}

/// Calls `f` on `e` and all its sub-expressions.
pub fn walk_e(e: &E, f: &mut dyn FnMut(&E)) {
    f(e);
    match e {
        E::Load(a) | E::And(a, _) | E::Shr(a, _) | E::Mul(a, _) | E::MulHi(a, _) | E::Div(a, _) => {
            walk_e(a, f)
        }
        E::Add(a, b) | E::Xor(a, b) => {
            walk_e(a, f);
            walk_e(b, f)
        }
        _ => {}
    }
}
