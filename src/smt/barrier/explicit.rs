//! Exhaustive breadth-first search of the counter system, with concrete counts.
//!
//! The programs bverify checks are finite (one operation sequence per wave), so the counter
//! system has finitely many reachable states; when they are few, enumerating them all
//! answers every question exactly and with a shortest run, where induction must find a
//! proof and bounded model checking must refute every interleaving. Barrier code keeps
//! waves within a phase of each other, so a kernel with hundreds of barriers has few states
//! per phase: measured on 300 straight-line barriers, induction took 19 s at one wave.
//!
//! The step is the encoding's own ([`Encoder::transition`], the same terms induction and BMC
//! assert), evaluated on constants: one semantics, so the engines cannot drift apart. Past
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

fn int_value(n: &Int) -> Option<i64> {
    n.simplify().as_i64()
}

fn bool_value(b: &Bool) -> Option<bool> {
    b.simplify().as_bool()
}

/// Object values built from constants, as constants.
fn concrete(v: &ObjVars<Int>) -> Option<Obj> {
    Some(Obj {
        init: bool_value(&v.init)?,
        expected: int_value(&v.expected)?,
        arrived: int_value(&v.arrived)?,
        count: int_value(&v.count)?,
    })
}

impl Explicit {
    /// Enumerates the reachable states; `None` when there are more than `budget` (or a
    /// transition does not evaluate to constants, which would be a bug in the encoding).
    pub(super) fn search(
        sys: &System,
        budget: usize,
        deadline: std::time::Instant,
    ) -> Option<Explicit> {
        let init: super::system::State<Int> = sys.initial();
        let start = Node {
            counts: init
                .counts
                .iter()
                .enumerate()
                .filter_map(|(l, n)| {
                    let v = int_value(n)?;
                    (v > 0).then_some((l, v as u32))
                })
                .collect(),
            objects: init
                .objects
                .iter()
                .map(concrete)
                .collect::<Option<Vec<_>>>()?,
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
                } = ex.transition(sys, l, &node.objects)?
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
    fn transition(&self, sys: &System, l: usize, objects: &[Obj]) -> Option<Move> {
        let key = (l, objects.to_vec());
        if let Some(m) = self.moves.borrow().get(&key) {
            return Some(m.clone());
        }
        let vars: Vec<ObjVars<Int>> = objects
            .iter()
            .map(|o| ObjVars {
                init: Bool::from_bool(o.init),
                expected: Int::from_i64(o.expected),
                arrived: Int::from_i64(o.arrived),
                count: Int::from_i64(o.count),
            })
            .collect();
        let t = sys.encoder().transition(l, &vars);
        let mut violation = None;
        for (kind, c) in &t.checks {
            if bool_value(c)? {
                violation = Some(*kind);
                break;
            }
        }
        let m = match violation {
            Some(kind) => Move::Violation(kind),
            None if bool_value(&t.blocked)? => Move::Blocked,
            None => Move::Go {
                objects: t.objects.iter().map(concrete).collect::<Option<Vec<_>>>()?,
                completes: t
                    .completes
                    .iter()
                    .map(bool_value)
                    .collect::<Option<Vec<_>>>()?,
                next: t.next,
            },
        };
        self.moves.borrow_mut().insert(key, m.clone());
        Some(m)
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
                            && matches!(
                                self.transition(sys, l, &node.objects),
                                Some(Move::Blocked)
                            );
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
                            Some(Move::Violation(kind))
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
