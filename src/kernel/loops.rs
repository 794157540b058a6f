//! Loops of each function's control-flow graph, found once per module.
//!
//! A loop header is the target of a *retreating* edge of a depth-first search from the
//! function entry (an edge to a block still on the search stack). On a reducible graph these
//! are exactly the back edges of dominance (the header dominates the latch) and the body is
//! the natural loop; on an irreducible one (a `goto` into a loop body gives a loop a second
//! entry) every cycle still contains a retreating edge, so every cycle passes a header and is
//! counted. Which loops are irreducible is recorded from the dominator tree. Address order
//! plays no part: a latch may sit before or after its header, branch conditionally or not.

use crate::kernel::{Block, Module};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// One loop: its header, the blocks of its body and the edges back to the header.
#[derive(Clone, Debug, Serialize)]
pub struct Loop {
    /// Instruction index of the header block.
    pub header: usize,
    /// Block starts of the body, header included.
    pub blocks: BTreeSet<usize>,
    /// Instruction index of the last instruction of each block that jumps back.
    pub latches: Vec<usize>,
    /// The header does not dominate every latch: the loop has another entry.
    pub irreducible: bool,
    /// Enclosing loop (index into [`LoopForest::loops`]).
    pub parent: Option<usize>,
    /// Function (symbol) the loop is in.
    pub function: String,
    #[serde(skip)]
    ranges: Vec<(usize, usize)>,
}

impl Loop {
    /// True if instruction `pc` is in the loop body.
    pub fn contains(&self, pc: usize) -> bool {
        self.ranges.iter().any(|&(s, e)| pc >= s && pc < e)
    }
}

/// Every loop of a module, by header.
#[derive(Clone, Debug, Default, Serialize)]
pub struct LoopForest {
    pub loops: Vec<Loop>,
    #[serde(skip)]
    by_header: HashMap<usize, usize>,
    /// Block start -> the block's index in its function's reverse postorder.
    #[serde(skip)]
    order: BTreeMap<usize, u32>,
}

impl LoopForest {
    /// Finds the loops of every function of `module`.
    pub fn of(module: &Module) -> LoopForest {
        let mut forest = LoopForest::default();
        let mut seen = BTreeSet::new();
        for (name, &entry) in &module.functions {
            if seen.insert(entry) {
                forest.add_function(name, &module.blocks(entry), entry);
            }
        }
        forest.loops.sort_by_key(|l| (l.header, l.blocks.len()));
        // Nesting: the smallest other loop whose body holds this header.
        let n = forest.loops.len();
        for i in 0..n {
            let h = forest.loops[i].header;
            forest.loops[i].parent = (0..n)
                .filter(|&j| {
                    j != i
                        && forest.loops[j].header != h
                        && forest.loops[j].blocks.contains(&h)
                        && forest.loops[j].blocks.len() > forest.loops[i].blocks.len()
                })
                .min_by_key(|&j| forest.loops[j].blocks.len());
        }
        forest.by_header = forest
            .loops
            .iter()
            .enumerate()
            .map(|(i, l)| (l.header, i))
            .collect();
        forest
    }

    /// The loop whose header starts at instruction `pc`.
    pub fn header(&self, pc: usize) -> Option<&Loop> {
        self.by_header.get(&pc).map(|&i| &self.loops[i])
    }

    /// Where instruction `pc` comes in a topological order of its function's blocks with
    /// the retreating edges left out (reverse postorder of the depth-first search): every
    /// forward predecessor of a block comes before it, wherever the blocks lie in the file.
    /// Exploration runs frames in this order so that paths meet at a join before either
    /// goes past it (an out-of-line `then` block placed after its join, as `-O2` code does
    /// for lane-masked sections, would otherwise arrive after the other side moved on).
    pub fn rank(&self, pc: usize) -> (u32, usize) {
        let block = self.order.range(..=pc).next_back().map_or(0, |(_, &r)| r);
        (block, pc)
    }

    fn add_function(&mut self, name: &str, blocks: &[Block], entry: usize) {
        let index: HashMap<usize, usize> = blocks
            .iter()
            .enumerate()
            .map(|(i, b)| (b.start, i))
            .collect();
        let Some(&root) = index.get(&entry) else {
            return;
        };
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|b| {
                b.succs
                    .iter()
                    .filter_map(|s| index.get(s).copied())
                    .collect()
            })
            .collect();
        let mut preds = vec![Vec::new(); blocks.len()];
        for (u, ss) in succs.iter().enumerate() {
            for &v in ss {
                preds[v].push(u);
            }
        }
        // Iterative DFS: retreating edges and the postorder.
        let mut state = vec![0u8; blocks.len()]; // 0 new, 1 on stack, 2 done
        let mut post = Vec::new();
        let mut retreating: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        let mut stack = vec![(root, 0usize)];
        state[root] = 1;
        while let Some(&mut (u, ref mut i)) = stack.last_mut() {
            if let Some(&v) = succs[u].get(*i) {
                *i += 1;
                match state[v] {
                    0 => {
                        state[v] = 1;
                        stack.push((v, 0));
                    }
                    1 => retreating.entry(v).or_default().push(u),
                    _ => {}
                }
            } else {
                state[u] = 2;
                post.push(u);
                stack.pop();
            }
        }
        for (i, &b) in post.iter().rev().enumerate() {
            self.order.insert(blocks[b].start, i as u32);
        }
        let idom = dominators(&succs, &preds, &post, root);
        let dominates = |a: usize, mut b: usize| loop {
            if a == b {
                return true;
            }
            match idom[b] {
                Some(p) if p != b => b = p,
                _ => return false,
            }
        };
        for (h, latches) in retreating {
            let mut body = BTreeSet::from([h]);
            let mut work: Vec<usize> = latches.clone();
            while let Some(u) = work.pop() {
                if body.insert(u) {
                    work.extend(preds[u].iter().copied().filter(|&p| state[p] == 2));
                }
            }
            let irreducible = latches.iter().any(|&l| !dominates(h, l));
            self.loops.push(Loop {
                header: blocks[h].start,
                blocks: body.iter().map(|&b| blocks[b].start).collect(),
                latches: latches.iter().map(|&l| blocks[l].end - 1).collect(),
                irreducible,
                parent: None,
                function: name.to_string(),
                ranges: body
                    .iter()
                    .map(|&b| (blocks[b].start, blocks[b].end))
                    .collect(),
            });
        }
    }
}

/// Immediate dominators (Cooper, Harvey and Kennedy's iterative algorithm).
fn dominators(
    succs: &[Vec<usize>],
    preds: &[Vec<usize>],
    post: &[usize],
    root: usize,
) -> Vec<Option<usize>> {
    let mut order = vec![usize::MAX; succs.len()];
    for (i, &b) in post.iter().enumerate() {
        order[b] = i;
    }
    let mut idom: Vec<Option<usize>> = vec![None; succs.len()];
    idom[root] = Some(root);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev() {
            if b == root {
                continue;
            }
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut x) => {
                        let mut y = p;
                        while x != y {
                            while order[x] < order[y] {
                                x = idom[x].unwrap_or(root);
                            }
                            while order[y] < order[x] {
                                y = idom[y].unwrap_or(root);
                            }
                        }
                        x
                    }
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}
