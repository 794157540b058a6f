//! Exhaustive breadth-first search of the counter system, with concrete counts.
//!
//! The programs bverify checks are finite (one operation sequence per wave), so the counter
//! system has finitely many reachable states; when they are few, enumerating them all
//! answers every question exactly and with a shortest run, where induction must find a
//! proof and bounded model checking must refute every interleaving. Barrier code keeps
//! waves within a phase of each other, so a kernel with hundreds of barriers has few states
//! per phase: measured on 300 straight-line barriers, induction took 19 s at one wave.
//!
//! The step is the encoding's own ([`Encoder::transition`], the code that builds the terms
//! induction and BMC assert), run over machine integers and booleans ([`Num`] for `i64`):
//! one semantics, so the engines cannot drift apart, and no solver term is built (building
//! and simplifying them was a tenth of the time of oracle seed 167). Past
//! [`STATE_BUDGET`] states (or its time) the search stops and the question goes to
//! induction and BMC.

use super::system::System;
use super::*;

/// States enumerated before the search hands the questions to the solver engines.
pub(super) const STATE_BUDGET: usize = 200_000;

/// Concrete values of one barrier object.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Obj {
    init: bool,
    expected: i64,
    arrived: i64,
    count: i64,
}

/// What one local state's next transition does on given object values.
#[derive(Clone, Debug)]
enum Move {
    /// The first rule the transition breaks.
    Violation(ViolationKind),
    /// A wait whose phase has not completed.
    Blocked,
    /// The transition fires: new objects, completed phases, successor.
    Go {
        objects: Vec<Obj>,
        completes: Vec<bool>,
        next: Option<usize>,
    },
}

/// A counter state: occupied local states (ascending, non-zero counts) and the objects.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Node {
    counts: Vec<(usize, u32)>,
    objects: Vec<Obj>,
}

/// Every reachable state in breadth-first order, with the step that first reached it.
pub(super) struct Explicit {
    nodes: Vec<Node>,
    /// Per node: (parent node, local state picked), `None` for the launch state.
    parent: Vec<Option<(usize, usize)>>,
    /// Transition results already evaluated, by local state and object values.
    moves: std::cell::RefCell<HashMap<(usize, Vec<Obj>), Move>>,
}

/// Object values in the explicit search: the encoding's object variables as constants.
fn obj(v: &ObjVars<i64>) -> Obj {
    Obj {
        init: v.init,
        expected: v.expected,
        arrived: v.arrived,
        count: v.count,
    }
}

impl Explicit {
    /// Enumerates the reachable states; `None` when there are more than `budget`, or past
    /// `deadline`.
    pub(super) fn search(
        sys: &System,
        budget: usize,
        deadline: std::time::Instant,
    ) -> Option<Explicit> {
        let init: super::system::State<i64> = sys.initial();
        let start = Node {
            counts: init
                .counts
                .iter()
                .enumerate()
                .filter_map(|(l, &n)| (n > 0).then_some((l, n as u32)))
                .collect(),
            objects: init.objects.iter().map(obj).collect(),
        };
        let mut ex = Explicit {
            nodes: vec![start.clone()],
            parent: vec![None],
            moves: Default::default(),
        };
        let mut seen: HashMap<Node, usize> = HashMap::from([(start, 0)]);
        let mut i = 0;
        while i < ex.nodes.len() {
            if i % 1024 == 1023 && std::time::Instant::now() > deadline {
                return None;
            }
            let node = ex.nodes[i].clone();
            for &(l, _) in &node.counts {
                let Move::Go {
                    objects,
                    completes,
                    next,
                } = ex.transition(sys, l, &node.objects)
                else {
                    continue;
                };
                let succ = Node {
                    counts: fire(sys, &node.counts, l, next, &completes),
                    objects,
                };
                if !seen.contains_key(&succ) {
                    if ex.nodes.len() >= budget {
                        return None;
                    }
                    seen.insert(succ.clone(), ex.nodes.len());
                    ex.nodes.push(succ);
                    ex.parent.push(Some((i, l)));
                }
            }
            i += 1;
        }
        Some(ex)
    }

    /// Reachable states.
    pub(super) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// [`Encoder::transition`] of local state `l` on concrete objects, memoised.
    fn transition(&self, sys: &System, l: usize, objects: &[Obj]) -> Move {
        let key = (l, objects.to_vec());
        if let Some(m) = self.moves.borrow().get(&key) {
            return m.clone();
        }
        let vars: Vec<ObjVars<i64>> = objects
            .iter()
            .map(|o| ObjVars {
                init: o.init,
                expected: o.expected,
                arrived: o.arrived,
                count: o.count,
            })
            .collect();
        let t = sys.encoder().transition(l, &vars);
        let m = match t.checks.iter().find(|(_, c)| *c) {
            Some(&(kind, _)) => Move::Violation(kind),
            None if t.blocked => Move::Blocked,
            None => Move::Go {
                objects: t.objects.iter().map(obj).collect(),
                completes: t.completes,
                next: t.next,
            },
        };
        self.moves.borrow_mut().insert(key, m.clone());
        m
    }

    /// The answer to `q` (see [`System::goal`]): the first state in breadth-first order that
    /// meets it gives a shortest run.
    pub(super) fn ask(&self, sys: &System, q: Question, except: &[ViolationKind]) -> Answer {
        for (i, node) in self.nodes.iter().enumerate() {
            let mut last = None;
            match q {
                Question::Deadlock => {
                    let mut waiting = false;
                    let mut stuck = true;
                    for &(l, _) in &node.counts {
                        let loc = &sys.locals[l];
                        if loc.done {
                            continue;
                        }
                        let blocked = loc.waiting
                            && matches!(self.transition(sys, l, &node.objects), Move::Blocked);
                        waiting |= loc.waiting;
                        stuck &= blocked;
                    }
                    if !(stuck && waiting) {
                        continue;
                    }
                }
                Question::AnyViolation | Question::Violation(_) => {
                    last = node.counts.iter().find_map(|&(l, _)| {
                        match self.transition(sys, l, &node.objects) {
                            Move::Violation(kind)
                                if match q {
                                    Question::Violation(k) => kind == k,
                                    _ => !except.contains(&kind),
                                } =>
                            {
                                Some(l)
                            }
                            _ => None,
                        }
                    });
                    if last.is_none() {
                        continue;
                    }
                }
            }
            let mut run: Vec<LocalState> = last.iter().map(|&l| sys.locals[l].clone()).collect();
            let mut at = i;
            while let Some((p, l)) = self.parent[at] {
                run.push(sys.locals[l].clone());
                at = p;
            }
            run.reverse();
            return Answer::Reachable(run);
        }
        Answer::Unreachable
    }
}

/// The counts after one wave in `l` moves to `next` and the phases in `completes` complete
/// (the count part of [`System::step`]).
fn fire(
    sys: &System,
    counts: &[(usize, u32)],
    l: usize,
    next: Option<usize>,
    completes: &[bool],
) -> Vec<(usize, u32)> {
    let mut moved: BTreeMap<usize, u32> = counts.iter().copied().collect();
    if let Some(n) = moved.get_mut(&l) {
        *n -= 1;
    }
    if let Some(n) = next {
        *moved.entry(n).or_default() += 1;
    }
    moved.retain(|_, n| *n > 0);
    for (oi, &o) in sys.objects.iter().enumerate() {
        if !completes[oi] {
            continue;
        }
        // Every wave whose bit on the object was "current" sees the phase completed.
        let mut after = BTreeMap::new();
        for (&k, &n) in &moved {
            let loc = &sys.locals[k];
            let dest = if sys.norm[k] == k && loc.bit(o) == Some(false) {
                sys.completed(loc, o)
            } else {
                k
            };
            *after.entry(dest).or_default() += n;
        }
        moved = after;
    }
    moved.into_iter().collect()
}
