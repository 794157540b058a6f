//! Which SSA values of a function are the same in every lane that computes them
//! (wave-uniform), so that a branch on them can be lowered as a scalar branch.
//!
//! LLVM's `UniformityAnalysis` is the model, made coarser where that is simpler and still
//! safe (a value is only ever called divergent too often, never uniform wrongly):
//! - sources of divergence: work-item ids, loads, atomics, allocas, calls other than the
//!   known uniform intrinsics, and the parameters of a function whose arguments are not all
//!   uniform;
//! - a pure operation on divergent operands is divergent;
//! - a divergent branch (or switch) makes the phis divergent at its immediate
//!   post-dominator, where its lanes reconverge, and at every block two of its successors
//!   both reach before it (the lanes may arrive there from either side);
//! - a divergent branch inside a cycle whose lanes reconverge only outside the cycle (or
//!   never) makes every value defined in the cycle divergent (lanes leave the loop in
//!   different iterations; LLVM's temporal divergence).

use super::ast::{Callee, Function, Op, Type, Value};
use std::collections::{BTreeSet, HashMap, HashSet};

/// Calls whose result is the same in every lane when their arguments are.
fn uniform_call(name: &str) -> bool {
    name.starts_with("llvm.amdgcn.workgroup.id.")
        || name.starts_with("llvm.amdgcn.readfirstlane")
        || name == "llvm.amdgcn.wavefrontsize"
        || name == "llvm.amdgcn.implicitarg.ptr"
        || name == "llvm.amdgcn.kernarg.segment.ptr"
        || name == "_Z12get_group_idj"
        || [
            "umin", "umax", "smin", "smax", "usub.sat", "uadd.sat", "abs",
        ]
        .iter()
        .any(|op| name.starts_with(&format!("llvm.{op}.")))
}

/// The operands of `op` that are local values.
fn locals(op: &Op) -> Vec<&str> {
    fn add<'a>(out: &mut Vec<&'a str>, v: &'a Value) {
        if let Value::Local(n) = v {
            out.push(n.as_str());
        }
    }
    let mut out = Vec::new();
    let mut add = |v| add(&mut out, v);
    match op {
        Op::Bin { lhs, rhs, .. } | Op::ICmp { lhs, rhs, .. } | Op::FCmp { lhs, rhs, .. } => {
            add(lhs);
            add(rhs);
        }
        Op::FNeg { value, .. } | Op::Cast { value, .. } | Op::Freeze(value) => add(&value.value),
        Op::Select {
            cond,
            then_value,
            else_value,
            ..
        } => {
            add(&cond.value);
            add(&then_value.value);
            add(&else_value.value);
        }
        Op::Phi { incoming, .. } => incoming.iter().for_each(|(v, _)| add(v)),
        Op::Gep { base, indices, .. } => {
            add(&base.value);
            indices.iter().for_each(|i| add(&i.value));
        }
        Op::Call { args, .. } => args.iter().for_each(|a| add(&a.value)),
        Op::CondBr { cond, .. } => add(cond),
        Op::Load { ptr, .. } => add(&ptr.value),
        Op::Switch { value, .. } => add(&value.value),
        _ => {}
    }
    out
}

/// Whether the result of `op` is divergent no matter its operands.
fn source(op: &Op) -> bool {
    match op {
        // One load instruction at one global, LDS or constant address reads one value in
        // every lane (LLVM's uniformity analysis agrees); private memory is per lane, a flat
        // pointer may point there, and an atomic or volatile load may see writes between
        // lanes' accesses.
        Op::Load {
            ptr,
            volatile: false,
            atomic: None,
            ..
        } => !matches!(ptr.ty, Type::Ptr(1 | 3 | 4)),
        Op::Call {
            callee: Callee::Global(n),
            ..
        } => !uniform_call(n),
        Op::Bin { .. }
        | Op::ICmp { .. }
        | Op::FCmp { .. }
        | Op::FNeg { .. }
        | Op::Cast { .. }
        | Op::Freeze(_)
        | Op::Select { .. }
        | Op::Phi { .. }
        | Op::Gep { .. }
        | Op::CondBr { .. }
        | Op::Switch { .. }
        | Op::Br { .. } => false,
        _ => true,
    }
}

/// The nodes reachable from `from` (itself included) along `next`.
pub(super) fn reachable(from: usize, next: impl Fn(usize) -> Vec<usize>) -> BTreeSet<usize> {
    let mut seen = BTreeSet::from([from]);
    let mut work = vec![from];
    while let Some(x) = work.pop() {
        for y in next(x) {
            if seen.insert(y) {
                work.push(y);
            }
        }
    }
    seen
}

/// The names of `f`'s uniform values; `params[i]` says whether argument `i` is uniform.
pub fn uniform_values(f: &Function, params: &[bool]) -> HashSet<String> {
    let n = f.blocks.len();
    let index: HashMap<&str, usize> = f
        .blocks
        .iter()
        .enumerate()
        .map(|(i, b)| (b.label.as_str(), i))
        .collect();
    let succs: Vec<Vec<usize>> = f
        .blocks
        .iter()
        .map(|b| {
            // An unknown label is the lowering's error to report; here it has no edge.
            let at = |d: &String| index.get(d.as_str()).copied();
            let mut s: Vec<usize> = match b.insts.last().map(|i| &i.op) {
                Some(Op::Br { dest }) => at(dest).into_iter().collect(),
                Some(Op::CondBr {
                    then_dest,
                    else_dest,
                    ..
                }) => [at(then_dest), at(else_dest)]
                    .into_iter()
                    .flatten()
                    .collect(),
                Some(Op::Switch { default, cases, .. }) => std::iter::once(default)
                    .chain(cases.iter().map(|(_, d)| d))
                    .filter_map(at)
                    .collect(),
                _ => Vec::new(),
            };
            s.sort_unstable();
            s.dedup();
            s
        })
        .collect();
    // reach[b]: blocks reachable from b (b itself included).
    let reach: Vec<BTreeSet<usize>> = (0..n).map(|b| reachable(b, |x| succs[x].clone())).collect();
    // Post-dominators, with one virtual exit after every block without successors.
    let all: BTreeSet<usize> = (0..n).collect();
    let mut pdom: Vec<BTreeSet<usize>> = (0..n)
        .map(|b| {
            if succs[b].is_empty() {
                BTreeSet::from([b])
            } else {
                all.clone()
            }
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            if succs[b].is_empty() {
                continue;
            }
            let mut common = pdom[succs[b][0]].clone();
            for &x in &succs[b][1..] {
                common = common.intersection(&pdom[x]).copied().collect();
            }
            common.insert(b);
            if common != pdom[b] {
                pdom[b] = common;
                changed = true;
            }
        }
    }
    // The immediate post-dominator: the strict post-dominator that all others post-dominate.
    let ipdom = |b: usize| -> Option<usize> {
        let strict: Vec<usize> = pdom[b].iter().copied().filter(|&x| x != b).collect();
        strict
            .iter()
            .copied()
            .find(|&c| strict.iter().all(|&o| pdom[c].contains(&o)))
    };
    // Blocks reachable from `from` without passing through `stop`.
    let reach_before = |from: usize, stop: Option<usize>| {
        if Some(from) == stop {
            return BTreeSet::new();
        }
        reachable(from, |x| {
            succs[x]
                .iter()
                .copied()
                .filter(|&y| Some(y) != stop)
                .collect()
        })
    };
    let in_cycle = |b: usize| succs[b].iter().any(|&s| reach[s].contains(&b));
    let mut divergent: HashSet<&str> = HashSet::new();
    for (p, &u) in f
        .params
        .iter()
        .zip(params.iter().chain(std::iter::repeat(&false)))
    {
        if !u {
            divergent.insert(p.name.as_str());
        }
    }
    let mut diverged_branches: BTreeSet<usize> = BTreeSet::new();
    loop {
        let before = (divergent.len(), diverged_branches.len());
        // Blocks whose phis are joins of a divergent branch, and blocks in a cycle with one.
        let mut join: BTreeSet<usize> = BTreeSet::new();
        let mut cyclic: BTreeSet<usize> = BTreeSet::new();
        for &b in &diverged_branches {
            // The lanes reconverge at the immediate post-dominator; the joins are it and the
            // blocks that both sides reach before it.
            let ipd = ipdom(b);
            let s = &succs[b];
            let sides: Vec<BTreeSet<usize>> = s.iter().map(|&x| reach_before(x, ipd)).collect();
            for (i, x) in sides.iter().enumerate() {
                for y in &sides[i + 1..] {
                    join.extend(x.intersection(y).copied());
                }
            }
            join.extend(ipd);
            // Lanes leave a cycle in different iterations when they reconverge only
            // outside it (or never).
            let cycle: BTreeSet<usize> = (0..n)
                .filter(|&c| reach[b].contains(&c) && reach[c].contains(&b))
                .collect();
            if in_cycle(b) && ipd.is_none_or(|p| !cycle.contains(&p)) {
                cyclic.extend(cycle);
            }
        }
        for (bi, b) in f.blocks.iter().enumerate() {
            for inst in &b.insts {
                let diverges = source(&inst.op)
                    || cyclic.contains(&bi)
                    || (matches!(inst.op, Op::Phi { .. }) && join.contains(&bi))
                    || locals(&inst.op).iter().any(|v| divergent.contains(v));
                if !diverges {
                    continue;
                }
                if inst.op.is_terminator() {
                    if succs[bi].len() > 1 {
                        diverged_branches.insert(bi);
                    }
                } else if let Some(r) = &inst.result {
                    divergent.insert(r.as_str());
                }
            }
        }
        if (divergent.len(), diverged_branches.len()) == before {
            break;
        }
    }
    let mut out = HashSet::new();
    for p in &f.params {
        if !divergent.contains(p.name.as_str()) {
            out.insert(p.name.clone());
        }
    }
    for b in &f.blocks {
        for i in &b.insts {
            if let Some(r) = &i.result
                && !divergent.contains(r.as_str())
            {
                out.insert(r.clone());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::llvm::parse::parse_module;

    fn uniform(ir: &str) -> HashSet<String> {
        let m = parse_module(ir).expect("parses");
        let f = m.functions.iter().find(|f| !f.is_declaration()).unwrap();
        uniform_values(f, &vec![true; f.params.len()])
    }

    const DECL: &str = "declare i32 @llvm.amdgcn.workitem.id.x()\n";

    #[test]
    fn a_loop_on_an_argument_is_uniform() {
        let u = uniform(&format!(
            "{DECL}define void @k(i32 %n) {{\nentry:\n  br label %h\nh:\n  %i = phi i32 [ 0, %entry ], [ %j, %h ]\n  %j = add i32 %i, 1\n  %c = icmp ult i32 %j, %n\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}}\n"
        ));
        for v in ["n", "i", "j", "c"] {
            assert!(u.contains(v), "{v}: {u:?}");
        }
    }

    #[test]
    fn a_join_of_a_divergent_branch_is_divergent() {
        // The phi's incoming values are constants, but lanes arrive from both sides.
        let u = uniform(&format!(
            "{DECL}define void @k(i32 %n) {{\nentry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %c = icmp ult i32 %t, 5\n  %u = icmp ult i32 %n, 5\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %p = phi i32 [ 1, %a ], [ 2, %entry ]\n  %q = add i32 %n, 1\n  ret void\n}}\n"
        ));
        assert!(
            !u.contains("t") && !u.contains("c") && !u.contains("p"),
            "{u:?}"
        );
        assert!(u.contains("u") && u.contains("q"), "{u:?}");
    }

    #[test]
    fn a_loop_left_by_a_divergent_branch_is_divergent() {
        // Lanes leave in different iterations: the counter seen after the loop differs.
        let u = uniform(&format!(
            "{DECL}define void @k(i32 %n) {{\nentry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  br label %h\nh:\n  %i = phi i32 [ 0, %entry ], [ %j, %h ]\n  %j = add i32 %i, 1\n  %c = icmp ult i32 %j, %t\n  br i1 %c, label %h, label %x\nx:\n  %after = add i32 %i, 0\n  ret void\n}}\n"
        ));
        for v in ["i", "j", "c", "after"] {
            assert!(!u.contains(v), "{v}: {u:?}");
        }
    }

    #[test]
    fn a_divergent_if_inside_a_loop_leaves_the_counter_uniform() {
        // The halving reduction: `if (t < d)` reconverges inside the loop, so `d` and the
        // loop's own branch stay uniform; the phi where the lanes reconverge does not.
        let u = uniform(&format!(
            "{DECL}define void @k(i32 %n) {{\nentry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  br label %h\nh:\n  %d = phi i32 [ %n, %entry ], [ %e, %j ]\n  %c = icmp ult i32 %t, %d\n  br i1 %c, label %a, label %j\na:\n  %v = add i32 %d, 1\n  br label %j\nj:\n  %p = phi i32 [ %v, %a ], [ 0, %h ]\n  %e = lshr i32 %d, 1\n  %z = icmp ne i32 %e, 0\n  br i1 %z, label %h, label %x\nx:\n  ret void\n}}\n"
        ));
        for v in ["d", "e", "z", "v"] {
            assert!(u.contains(v), "{v}: {u:?}");
        }
        assert!(!u.contains("c") && !u.contains("p"), "{u:?}");
    }

    #[test]
    fn a_parameter_from_a_divergent_argument_is_divergent() {
        let m = parse_module("define void @f(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  %t = add i32 %b, 1\n  ret void\n}\n").unwrap();
        let u = uniform_values(&m.functions[0], &[false, true]);
        assert!(
            !u.contains("s") && u.contains("t") && u.contains("b"),
            "{u:?}"
        );
    }
}
