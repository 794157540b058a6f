//! Prints a generated kernel as HIP or OpenCL C source.

use super::ast::*;
use std::fmt::Write;

struct P<'a> {
    k: &'a Kernel,
    out: String,
    indent: usize,
    labels: u32,
}

/// The kernel's source text.
pub fn source(k: &Kernel) -> String {
    let mut p = P {
        k,
        out: String::new(),
        indent: 0,
        labels: 0,
    };
    p.prelude();
    for i in (0..k.funcs.len()).rev() {
        p.func(i);
    }
    p.kernel();
    p.out
}

impl P<'_> {
    fn hip(&self) -> bool {
        self.k.lang == Lang::Hip
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn prelude(&mut self) {
        if self.hip() {
            self.out.push_str(
                "#define __global__ __attribute__((global))\n\
                 #define __device__ __attribute__((device))\n\
                 static __device__ inline unsigned tid(int d) { return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); }\n\
                 static __device__ inline unsigned group_size_x() { return __builtin_amdgcn_workgroup_size_x(); }\n\
                 static __device__ inline unsigned num_groups_x() { return ((const unsigned *)__builtin_amdgcn_implicitarg_ptr())[0]; }\n\
                 static __device__ inline void sync() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, \"workgroup\"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"workgroup\"); }\n",
            );
        } else {
            // The AMDGPU builtins, not get_local_id()/barrier(): with -nogpulib those are
            // calls into a library that is not linked (bverify rightly calls them opaque).
            self.out.push_str(
                "#define __device__\n\
                 static inline unsigned tid(int d) { return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); }\n\
                 static inline unsigned group_size_x(void) { return __builtin_amdgcn_workgroup_size_x(); }\n\
                 static inline unsigned num_groups_x(void) { return ((__constant unsigned *)__builtin_amdgcn_implicitarg_ptr())[0]; }\n\
                 static inline void sync(void) { __builtin_amdgcn_fence(__ATOMIC_RELEASE, \"workgroup\"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"workgroup\"); }\n",
            );
        }
        let (x, y) = match self.k.reqd {
            Some([x, y, _]) => (x, y),
            None => (0, 0),
        };
        let group = "__builtin_amdgcn_workgroup_id_x()";
        let flat = if self.k.reqd.is_some() {
            format!("(tid(0) + {x}u * (tid(1) + {y}u * tid(2)))")
        } else {
            "tid(0)".to_string()
        };
        let _ = write!(
            self.out,
            "static __device__ inline unsigned flat_id(void) {{ return {flat}; }}\n\
             static __device__ inline unsigned group_id_x(void) {{ return {group}; }}\n"
        );
    }

    fn params(&self) -> &'static str {
        if self.hip() {
            "unsigned a0, unsigned a1, const unsigned *__restrict__ data"
        } else {
            "unsigned a0, unsigned a1, __global const unsigned *restrict data"
        }
    }

    fn func(&mut self, i: usize) {
        let attr = "__attribute__((noinline)) static __device__";
        let params = self.params();
        self.line(&format!("{attr} unsigned f{i}(unsigned acc, {params}) {{"));
        self.indent += 1;
        self.decls(&self.k.funcs[i].clone());
        let body = self.k.funcs[i].clone();
        self.block(&body, None, true);
        if !matches!(body.last(), Some(S::TailCall(_))) {
            self.line("return acc;");
        }
        self.indent -= 1;
        self.line("}");
    }

    fn kernel(&mut self) {
        let reqd = match self.k.reqd {
            Some([x, y, z]) => format!("__attribute__((reqd_work_group_size({x}, {y}, {z}))) "),
            None => String::new(),
        };
        let params = self.params();
        let head = if self.hip() {
            format!(
                "extern \"C\" __global__ {reqd}void {}(unsigned *__restrict__ out, {params}) {{",
                self.k.name
            )
        } else {
            format!(
                "__kernel {reqd}void {}(__global unsigned *restrict out, {params}) {{",
                self.k.name
            )
        };
        self.line(&head);
        self.indent += 1;
        self.line("unsigned acc = flat_id();");
        self.decls(&self.k.body.clone());
        let body = self.k.body.clone();
        self.block(&body, None, false);
        self.line("out[flat_id()] = acc;");
        self.indent -= 1;
        self.line("}");
    }

    fn decls(&mut self, body: &[S]) {
        for v in 0..max_var(body) {
            self.line(&format!("unsigned i{v} = 0;"));
        }
    }

    fn args(&self) -> &'static str {
        "a0, a1, data"
    }

    /// `lp`: innermost loop (counter, whether `continue` must advance it).
    fn block(&mut self, stmts: &[S], lp: Option<(u8, bool)>, in_func: bool) {
        for s in stmts {
            self.stmt(s, lp, in_func);
        }
    }

    fn stmt(&mut self, s: &S, lp: Option<(u8, bool)>, in_func: bool) {
        match s {
            S::Barrier(_) => self.line("sync();"),
            S::Signal(_) => self.line("__builtin_amdgcn_s_barrier_signal(-1);"),
            S::Wait(_) => self.line("__builtin_amdgcn_s_barrier_wait(-1);"),
            S::Acc(e) => {
                let e = self.e(e);
                self.line(&format!("acc = acc * 3u + {e};"));
            }
            S::If(c, a, b) => {
                let c = self.c(c);
                self.line(&format!("if ({c}) {{"));
                self.nested(a, lp, in_func);
                if b.is_empty() {
                    self.line("}");
                } else {
                    self.line("} else {");
                    self.nested(b, lp, in_func);
                    self.line("}");
                }
            }
            S::Loop {
                var,
                form,
                trip,
                body,
            } => {
                let n = self.e(trip);
                match form {
                    LoopForm::For => {
                        self.line(&format!("for (i{var} = 0; i{var} < {n}; ++i{var}) {{"));
                        self.nested(body, Some((*var, false)), in_func);
                        self.line("}");
                    }
                    LoopForm::WhileTrue => {
                        self.line(&format!("i{var} = 0;"));
                        self.line("while (1) {");
                        self.indent += 1;
                        self.line(&format!("if (i{var} >= {n}) break;"));
                        self.indent -= 1;
                        self.nested(body, Some((*var, true)), in_func);
                        self.indent += 1;
                        self.line(&format!("++i{var};"));
                        self.indent -= 1;
                        self.line("}");
                    }
                    LoopForm::DoWhile => {
                        self.line(&format!("i{var} = 0;"));
                        self.line(&format!("if ({n} > 0u) do {{"));
                        self.nested(body, Some((*var, true)), in_func);
                        self.indent += 1;
                        self.line(&format!("++i{var};"));
                        self.indent -= 1;
                        self.line(&format!("}} while (i{var} < {n});"));
                    }
                }
            }
            S::GotoLoop {
                var,
                cond,
                trip,
                a,
                b,
            } => {
                let l = self.labels;
                self.labels += 1;
                let c = self.c(cond);
                let n = self.e(trip);
                self.line(&format!("i{var} = 0;"));
                self.line(&format!("if ({c}) goto L{l};"));
                self.line(&format!("while (i{var} < {n}) {{"));
                self.nested(a, Some((*var, true)), in_func);
                self.line(&format!("L{l}:;"));
                self.nested(b, Some((*var, true)), in_func);
                self.indent += 1;
                self.line(&format!("++i{var};"));
                self.indent -= 1;
                self.line("}");
            }
            S::Break(c) => {
                let c = self.c(c);
                self.line(&format!("if ({c}) break;"));
            }
            S::Continue(c) => {
                let c = self.c(c);
                match lp {
                    Some((v, true)) => self.line(&format!("if ({c}) {{ ++i{v}; continue; }}")),
                    _ => self.line(&format!("if ({c}) continue;")),
                }
            }
            S::Switch(e, cases, d) => {
                let e = self.e(e);
                self.line(&format!("switch ({e}) {{"));
                for (k, body) in cases {
                    self.line(&format!("case {k}u: {{"));
                    self.nested(body, lp, in_func);
                    self.indent += 1;
                    self.line("break;");
                    self.indent -= 1;
                    self.line("}");
                }
                self.line("default: {");
                self.nested(d, lp, in_func);
                self.line("}");
                self.line("}");
            }
            S::Return(c) => {
                let c = self.c(c);
                if in_func {
                    self.line(&format!("if ({c}) return acc;"));
                } else {
                    self.line(&format!("if ({c}) {{ out[flat_id()] = acc; return; }}"));
                }
            }
            S::Call(f) => {
                let a = self.args();
                self.line(&format!("acc = f{f}(acc, {a});"));
            }
            S::TailCall(f) => {
                let a = self.args();
                self.line(&format!("return f{f}(acc, {a});"));
            }
            S::Trap(c) => {
                let c = self.c(c);
                self.line(&format!("if ({c}) __builtin_trap();"));
            }
            S::DebugTrap => self.line("__builtin_debugtrap();"),
        }
    }

    fn nested(&mut self, stmts: &[S], lp: Option<(u8, bool)>, in_func: bool) {
        self.indent += 1;
        self.block(stmts, lp, in_func);
        self.indent -= 1;
    }

    fn e(&self, e: &E) -> String {
        match e {
            E::Const(c) => format!("{c}u"),
            E::Tid(d) => format!("tid({d})"),
            E::Wave => "(flat_id() / (unsigned)__builtin_amdgcn_wavefrontsize())".into(),
            E::Lane => "(flat_id() % (unsigned)__builtin_amdgcn_wavefrontsize())".into(),
            E::Arg(i, m) => format!("(a{i} & {m}u)"),
            E::Group => "(group_id_x() & 3u)".into(),
            E::Groups => "(num_groups_x() & 3u)".into(),
            E::GroupSize => "group_size_x()".into(),
            E::Load(i) => format!("(data[{} & 3u] & 1u)", self.e(i)),
            E::Var(v) => format!("i{v}"),
            E::Add(a, b) => format!("({} + {})", self.e(a), self.e(b)),
            E::Xor(a, b) => format!("({} ^ {})", self.e(a), self.e(b)),
            E::And(a, c) => format!("({} & {c}u)", self.e(a)),
            E::Shr(a, c) => format!("({} >> {c}u)", self.e(a)),
            E::Mul(a, c) => format!("({} * {c}u)", self.e(a)),
            E::MulHi(a, c) => format!(
                "((unsigned)(((unsigned long long){} * {c}ull) >> 32))",
                self.e(a)
            ),
            E::Div(a, c) => format!("({} / {c}u)", self.e(a)),
        }
    }

    fn c(&self, c: &C) -> String {
        match c {
            C::Cmp(op, a, b) => format!("{} {} {}", self.e(a), op_str(*op), self.e(b)),
            C::F32(op, e, s, k) => format!(
                "((float){} * {}) {} {}",
                self.e(e),
                flit(*s),
                op_str(*op),
                flit(*k)
            ),
            C::U64(op, e, m, k) => format!(
                "((unsigned long long){} * {m}ull) {} {k}ull",
                self.e(e),
                op_str(*op)
            ),
            C::Not(a) => format!("!({})", self.c(a)),
            C::And(a, b) => format!("({}) && ({})", self.c(a), self.c(b)),
            C::Or(a, b) => format!("({}) || ({})", self.c(a), self.c(b)),
        }
    }
}

fn flit(x: f32) -> String {
    format!("{x:?}f")
}

fn op_str(op: Cmp) -> &'static str {
    match op {
        Cmp::Lt => "<",
        Cmp::Le => "<=",
        Cmp::Eq => "==",
        Cmp::Ne => "!=",
        Cmp::Gt => ">",
        Cmp::Ge => ">=",
    }
}
