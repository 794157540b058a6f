//! Symbolic bit-vector terms: the one value type the evaluator, the explorer and the SMT
//! encoder share.
//!
//! A term is a constant, a named input (a kernel argument dword, a havocked value, a
//! workgroup id, a symbol address) or an operation on terms. Operations on constants fold
//! immediately, so fully concrete execution never builds trees.

use rustc_hash::FxHashMap as HashMap;
use serde::Serialize;
use std::fmt;
use std::rc::Rc;

/// The inputs a term can depend on.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Input {
    /// The 32-bit dword of the kernel argument segment at `offset`.
    KernArg { offset: u32 },
    /// An unconstrained value (loaded, unmodelled, or uninitialised), unique per wave.
    Havoc {
        wave: u32,
        id: u32,
        why: &'static str,
    },
    /// Workgroup id in dimension 0..3: uniform across the workgroup.
    WorkgroupId(u8),
    /// The result of an unmodelled pure per-lane instruction, one per distinct instruction
    /// and operand values ([`Term::pure`]): equal operands give the same value in every lane
    /// and wave, as they do on the hardware.
    Pure { id: u32 },
    /// Half of a 64-bit pointer the hardware passes in SGPRs (`kernarg`, `dispatch`, ...).
    Pointer { base: &'static str, hi: bool },
    /// Half of the address of a symbol (`foo@rel32@lo`, `foo@gotpcrel32@hi`).
    SymAddr { name: String, got: bool, hi: bool },
    /// The value a location holds at the start of some iteration of the `occurrence`-th
    /// run of the loop headed at `header` (an instruction index) on a path, shared by every
    /// wave: used only where every wave was shown to hold the same value there
    /// ([`crate::explore::LoopPlan`]).
    Carried {
        header: u32,
        occurrence: u32,
        loc: String,
    },
}

/// Operations; widths are on the node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Op {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Not,
    Shl,
    Lshr,
    Ashr,
    Eq,
    Ult,
    Slt,
    /// `ite(c, a, b)`: c is 1 bit wide.
    Ite,
    /// Bits `[lo, lo+width)` of the argument.
    Extract(u8),
    /// Zero-extend to the node width.
    Zext,
    /// Sign-extend to the node width.
    Sext,
    /// A single-precision float operation on the operands' bits.
    Float(super::float::FOp),
}

/// Results of [`Term::subst`] by the id of the term substituted in. Each entry holds that
/// term too: ids are node addresses, and a memo shared by several substitutions (every
/// register of a state, every lane of a write) would otherwise return the result for a
/// freed node to a new node built at its address.
pub type SubstMemo = HashMap<usize, (Term, Term)>;

/// A value under a substitution, as [`Term::folds_with`] finds it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Partial {
    Known(u64),
    /// The term's own value (nothing below it changed).
    Same,
    Unknown,
}

/// One term node. Nodes are hash-consed ([`intern`]): two structurally equal terms share
/// one node, so equality of [`Term`] is by pointer and hashing reads the node's stored
/// structural hash, both O(1). Structural comparison would unfold the DAG into a tree,
/// exponential in the depth of EXEC arithmetic.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    Const(u64),
    Input(Input),
    App(Op, Vec<Term>),
}

/// A shared, immutable term with its width in bits (1..=64).
#[derive(Clone)]
pub struct Term {
    node: Rc<Shared>,
    width: u8,
    /// Bits known to be zero and known to be one whatever the inputs (LLVM's `KnownBits`),
    /// computed from the operands when the term is built. EXEC masks merged from
    /// undefined registers (`implicit-def`) fold to constants through them.
    known: Known,
}

/// An interned node with a summary of the inputs below it.
#[derive(Debug)]
struct Shared {
    node: Node,
    /// One bit per input that occurs in the node (a hash of the input picks the bit): a
    /// term whose inputs' bits are not all here cannot occur in the node, so a substitution
    /// skips the node without walking it.
    inputs: u64,
    /// The same for the one-bit operations strictly below the node (a hash of the node's
    /// address picks the bit): assuming a branch condition rebuilds every register that
    /// may contain it, and a register of plain arithmetic on the same inputs (a sum
    /// accumulated over a 300-trip loop) cannot, whatever inputs it reads.
    conditions: u64,
    /// The node's structural hash (its children by theirs), so that hash tables of terms
    /// iterate in the same order on every run: an address-based hash made the order, and
    /// with it the solver's questions and witnesses, differ between runs of one kernel.
    hash: u64,
}

impl std::ops::Deref for Shared {
    type Target = Node;
    fn deref(&self) -> &Node {
        &self.node
    }
}

impl Shared {
    fn new(node: Node, hash: u64) -> Shared {
        let inputs = match &node {
            Node::Const(_) => 0,
            Node::Input(i) => {
                use std::hash::BuildHasher;
                1 << (rustc_hash::FxBuildHasher.hash_one(i) >> 58)
            }
            Node::App(_, args) => args.iter().fold(0, |m, a| m | a.node.inputs),
        };
        let conditions = match &node {
            Node::App(_, args) => args.iter().fold(0, |m, a| {
                let own = match &**a.node {
                    Node::App(..) if a.width == 1 => condition_bit(&a.node),
                    _ => 0,
                };
                m | own | a.node.conditions
            }),
            _ => 0,
        };
        Shared {
            node,
            inputs,
            conditions,
            hash,
        }
    }
}

/// The bit of [`Shared::conditions`] for a node: a filter bit, picked by its structural hash.
fn condition_bit(node: &Rc<Shared>) -> u64 {
    use std::hash::BuildHasher;
    1 << (rustc_hash::FxBuildHasher.hash_one(node.hash) >> 58)
}

/// Known-zero and known-one bit masks of a term, within its width.
#[derive(Clone, Copy, Debug, Default)]
struct Known {
    zero: u64,
    one: u64,
}

impl Known {
    /// Known bits of an operand of width `from`, read as a value of any width: the bits
    /// above its width are zero (operands are zero-extended).
    fn widened(self, from: u8) -> Known {
        Known {
            zero: self.zero | !mask(from),
            one: self.one,
        }
    }

    fn of_const(v: u64, width: u8) -> Known {
        Known {
            zero: !v & mask(width),
            one: v & mask(width),
        }
    }

    /// Known bits of `op(args)` at `width` (following [`fold`]'s semantics).
    fn of_app(op: Op, width: u8, args: &[Term]) -> Known {
        let m = mask(width);
        let a = |i: usize| args[i].known.widened(args[i].width);
        let k = |i: usize| args.get(i).and_then(Term::as_const);
        // Trailing bits known zero (at most the width).
        let tz = |i: usize| ((a(i).zero & m).trailing_ones() as u8).min(width);
        let (zero, one) = match op {
            Op::And => (a(0).zero | a(1).zero, a(0).one & a(1).one),
            Op::Or => (a(0).zero & a(1).zero, a(0).one | a(1).one),
            Op::Xor => (
                (a(0).zero & a(1).zero) | (a(0).one & a(1).one),
                (a(0).zero & a(1).one) | (a(0).one & a(1).zero),
            ),
            Op::Not => (a(0).one, a(0).zero),
            Op::Ite => (a(1).zero & a(2).zero, a(1).one & a(2).one),
            Op::Zext => (a(0).zero, a(0).one),
            Op::Extract(lo) => (a(0).zero >> lo, a(0).one >> lo),
            Op::Shl => match k(1) {
                Some(sh) if sh < width as u64 => {
                    ((a(0).zero << sh) | mask(sh as u8), a(0).one << sh)
                }
                _ => (0, 0),
            },
            Op::Lshr => match k(1) {
                Some(sh) if sh < width as u64 => (
                    ((a(0).zero & m) >> sh) | (m & !(m >> sh)),
                    (a(0).one & m) >> sh,
                ),
                _ => (0, 0),
            },
            // Unsigned ranges from known bits: a compare whose ranges do not overlap is
            // decided (`(x & 1) <u 5` is true), and a sum that cannot carry out keeps its
            // high bits zero.
            // Signed compares only where both sign bits are known zero (then they are
            // unsigned ones).
            Op::Ult | Op::Slt
                if args[0].width == args[1].width
                    && (op == Op::Ult
                        || args.iter().all(|a| a.known.zero >> (a.width - 1) & 1 == 1)) =>
            {
                let (lo0, hi0) = args[0].known.range(args[0].width);
                let (lo1, hi1) = args[1].known.range(args[1].width);
                if hi0 < lo1 {
                    (0, 1)
                } else if lo0 >= hi1 {
                    (1, 0)
                } else {
                    (0, 0)
                }
            }
            // Low bits known zero in both operands stay zero in a sum or difference, and
            // add up in a product (`group_id * 64 + lane`: the lane's bits are its own).
            Op::Add => {
                let (_, hi0) = a(0).range(width);
                let (_, hi1) = a(1).range(width);
                let low = mask(tz(0).min(tz(1)));
                match hi0.checked_add(hi1) {
                    Some(hi) if hi <= m => (low | (m & !mask(64 - hi.leading_zeros() as u8)), 0),
                    _ => (low, 0),
                }
            }
            Op::Sub => (mask(tz(0).min(tz(1))), 0),
            Op::Mul => (mask((tz(0) + tz(1)).min(width)), 0),
            Op::Eq if args[0].width == args[1].width => {
                let (x, y) = (args[0].known, args[1].known);
                if (x.zero & y.one) | (x.one & y.zero) != 0 {
                    (1, 0)
                } else {
                    (0, 0)
                }
            }
            _ => (0, 0),
        };
        Known {
            zero: zero & m,
            one: one & m,
        }
    }

    /// The least and greatest unsigned values of `width` bits these known bits allow.
    fn range(self, width: u8) -> (u64, u64) {
        (self.one & mask(width), !self.zero & mask(width))
    }

    fn all(self, width: u8) -> bool {
        (self.zero | self.one) == mask(width)
    }
}

impl PartialEq for Term {
    fn eq(&self, other: &Term) -> bool {
        Rc::ptr_eq(&self.node, &other.node) && self.width == other.width
    }
}

impl Eq for Term {}

impl std::hash::Hash for Term {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.node.hash.hash(h);
        self.width.hash(h);
    }
}

/// The hash-consing table: each live node once, found by its hash. Entries keep the hash
/// beside a weak reference, so a lookup hashes the node once, an insert moves it without a
/// clone, and the table can grow after the node an entry named has died.
struct Interner {
    nodes: hashbrown::HashTable<(u64, std::rc::Weak<Shared>)>,
    sweep_at: usize,
}

/// Keys of [`Input::Pure`] values: instruction text and output, operand terms. Holding the
/// terms keeps their nodes alive, so a key is never confused with a later term at the same
/// address.
type PureKey = (String, u8, Vec<Term>);

/// Pure values by key, and their keys by id (ids are indices into `keys`).
#[derive(Default)]
struct PureTable {
    ids: rustc_hash::FxHashMap<PureKey, u32>,
    keys: Vec<(String, Vec<Term>)>,
}

/// Nodes of a conjunction or disjunction searched for a repeated operand.
const CHAIN_BUDGET: usize = 48;

/// How deep `ite(c, K1, K2) == K3` looks into choices nested in its sides.
const CHOICE_DEPTH: u8 = 3;

/// Entries of the extraction cache before it is emptied (each keeps its term alive).
const EXTRACTS_MAX: usize = 1 << 16;

/// Extraction results by (term id, lo, width); the key term is held so its id is not reused.
type ExtractCache = rustc_hash::FxHashMap<(usize, u8, u8), (Term, Term)>;

/// Joined 64-bit values of carried sums by (low half id, high half id); the key terms are
/// held so their ids are not reused.
type ConcatCache = rustc_hash::FxHashMap<(usize, usize), (Term, Term, Term)>;

thread_local! {
    static EXTRACTS: std::cell::RefCell<ExtractCache> = std::cell::RefCell::new(ExtractCache::default());
    static CONCATS: std::cell::RefCell<ConcatCache> = std::cell::RefCell::new(ConcatCache::default());
    static PURE: std::cell::RefCell<PureTable> = std::cell::RefCell::new(PureTable::default());
    static INTERNER: std::cell::RefCell<Interner> = const { std::cell::RefCell::new(Interner {
        nodes: hashbrown::HashTable::new(),
        sweep_at: 1 << 16,
    }) };
}

/// The one shared node equal to `node` (terms are `Rc`, so the table is per thread).
fn intern(node: Node) -> Rc<Shared> {
    use std::hash::BuildHasher;
    // FxHash: the table is hit on every term built, and SipHash dominated its cost.
    let hash = rustc_hash::FxBuildHasher.hash_one(&node);
    INTERNER.with(|t| {
        let mut t = t.borrow_mut();
        // One pass over the entries with this hash: the live equal node, or a dead entry to
        // reuse, so a node that dies and is built again does not leave a chain of dead
        // entries behind (the probes through them cost more than the table saves).
        let mut dead = None;
        for entry in t.nodes.iter_hash_mut(hash) {
            if entry.0 != hash {
                continue;
            }
            match entry.1.upgrade() {
                Some(rc) if rc.node == node => return rc,
                Some(_) => {}
                None => dead = dead.or(Some(entry)),
            }
        }
        let rc = Rc::new(Shared::new(node, hash));
        match dead {
            Some(entry) => entry.1 = Rc::downgrade(&rc),
            None => {
                t.nodes
                    .insert_unique(hash, (hash, Rc::downgrade(&rc)), |(h, _)| *h);
            }
        }
        if t.nodes.len() > t.sweep_at {
            // Forget nodes no term holds any more.
            t.nodes.retain(|(_, w)| w.strong_count() > 0);
            t.sweep_at = (t.nodes.len() * 2).max(1 << 16);
        }
        rc
    })
}

/// A cached constant: its value and node.
type ConstantSlot = (u64, Rc<Shared>);

/// Slots of the constant cache (a power of two).
const CONSTANTS: usize = 4096;

thread_local! {
    /// Constant nodes by value, direct-mapped: every lane of every instruction builds
    /// constants, and a hit here costs no probe of the large interning table (15% of
    /// exploration time on oracle seed 167). A slot's node stays alive while it is cached.
    static CONSTANT_NODES: std::cell::RefCell<Vec<Option<ConstantSlot>>> =
        std::cell::RefCell::new(vec![None; CONSTANTS]);
}

/// The interned node of constant `v`.
fn constant_node(v: u64) -> Rc<Shared> {
    let slot = (v.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 52) as usize & (CONSTANTS - 1);
    CONSTANT_NODES.with(|c| {
        let mut c = c.borrow_mut();
        if let Some((k, rc)) = &c[slot]
            && *k == v
        {
            return rc.clone();
        }
        let rc = intern(Node::Const(v));
        c[slot] = Some((v, rc.clone()));
        rc
    })
}

/// All-ones mask of `width` bits.
pub fn mask(width: u8) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn sext(v: u64, from: u8) -> i64 {
    if from >= 64 {
        v as i64
    } else {
        let shift = 64 - from as u32;
        ((v << shift) as i64) >> shift
    }
}

impl Term {
    /// A constant, truncated to `width` bits.
    pub fn constant(value: u64, width: u8) -> Term {
        Term {
            node: constant_node(value & mask(width)),
            width,
            known: Known::of_const(value, width),
        }
    }

    /// A one-bit boolean constant.
    pub fn bool(b: bool) -> Term {
        Term::constant(b as u64, 1)
    }

    /// A named input.
    pub fn input(input: Input, width: u8) -> Term {
        Term {
            node: intern(Node::Input(input)),
            width,
            known: Known::default(),
        }
    }

    /// Width in bits.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Identity of the term: its shared node and its width (for memoising conversions of
    /// term DAGs). Nodes do not hold widths, so one node serves several terms (`bits[7:0](v)`
    /// and `bits[15:0](v)`, a constant at 8 and at 32 bits): a memo keyed by the node alone
    /// would hand one width's conversion to the other.
    pub fn id(&self) -> usize {
        // Heap addresses fit in 48 bits; the width (at most 64) goes above them.
        (Rc::as_ptr(&self.node) as usize) ^ ((self.width as usize) << 56)
    }

    /// The node.
    pub fn node(&self) -> &Node {
        &self.node
    }

    /// The constant value, if this term is constant.
    pub fn as_const(&self) -> Option<u64> {
        match **self.node {
            Node::Const(v) => Some(v),
            _ => None,
        }
    }

    /// The term as a base plus a constant (`base + 4 * lane` of a lane's element), within
    /// its width; a constant's base is 0.
    pub fn base_and_offset(&self) -> (Term, u64) {
        if let Some(c) = self.as_const() {
            return (Term::constant(0, self.width), c);
        }
        if let Node::App(Op::Add, args) = &**self.node
            && args[0].width == self.width
            && args[1].width == self.width
        {
            for (x, y) in [(&args[0], &args[1]), (&args[1], &args[0])] {
                if let Some(c) = y.as_const() {
                    let (b, o) = x.base_and_offset();
                    return (b, o.wrapping_add(c) & mask(self.width));
                }
            }
        }
        // `x | c` where `x` has no bit of `c` set is `x + c` (`v_lshl_or_b32` of a buffer
        // index over a lane's offset).
        if let Node::App(Op::Or, args) = &**self.node
            && args[0].width == self.width
            && args[1].width == self.width
        {
            for (x, y) in [(&args[0], &args[1]), (&args[1], &args[0])] {
                if let Some(c) = y.as_const()
                    && c & !x.known.zero == 0
                {
                    let (b, o) = x.base_and_offset();
                    return (b, o.wrapping_add(c) & mask(self.width));
                }
            }
        }
        (self.clone(), 0)
    }

    /// `a` with `self = base + a` (modulo 2^width), when `self` is built from `base` by
    /// sums and differences in which `base` occurs once, added (an `or` of operands with
    /// no bit that both may set counts as a sum: `hi:lo` joined by `concat32`). An address
    /// `(aperture + offset) + (i << 2)` so gives `offset + (i << 2)`. `None` otherwise.
    pub fn addend_over(&self, base: &Term) -> Option<Term> {
        if self == base {
            return Some(Term::constant(0, self.width));
        }
        let Node::App(op @ (Op::Add | Op::Sub | Op::Or), args) = &**self.node else {
            return None;
        };
        if args.len() != 2 || args.iter().any(|a| a.width != self.width) {
            return None;
        }
        let m = mask(self.width);
        if *op == Op::Or && (args[0].known.zero | args[1].known.zero) & m != m {
            return None;
        }
        match (args[0].contains(base), args[1].contains(base)) {
            (true, false) => {
                let a = args[0].addend_over(base)?;
                Some(if *op == Op::Sub {
                    Term::op(Op::Sub, self.width, vec![a, args[1].clone()])
                } else {
                    a.add(&args[1])
                })
            }
            (false, true) if *op != Op::Sub => Some(args[0].add(&args[1].addend_over(base)?)),
            _ => None,
        }
    }

    /// Whether `t` is a subterm of this term.
    pub fn contains(&self, t: &Term) -> bool {
        fn walk(x: &Term, t: &Term, seen: &mut rustc_hash::FxHashSet<usize>) -> bool {
            if x == t {
                return true;
            }
            if !seen.insert(x.id()) {
                return false;
            }
            match &**x.node {
                Node::App(_, args) => args.iter().any(|a| walk(a, t, seen)),
                _ => false,
            }
        }
        walk(self, t, &mut Default::default())
    }

    /// `self - other` when it is a constant: both are one base plus constants
    /// ([`Term::base_and_offset`]). Addresses of one base compare so without a solver.
    pub fn constant_difference(&self, other: &Term) -> Option<u64> {
        if self.width != other.width {
            return None;
        }
        let ((x, a), (y, b)) = (self.base_and_offset(), other.base_and_offset());
        (x == y).then(|| a.wrapping_sub(b) & mask(self.width))
    }

    fn app(op: Op, width: u8, args: Vec<Term>) -> Term {
        let known = Known::of_app(op, width, &args);
        Term {
            node: intern(Node::App(op, args)),
            width,
            known,
        }
    }

    /// Builds `op(args)` at `width`, folding constants and trivial identities.
    /// A single-precision operation on 32-bit operands (folded when they are constant).
    pub fn float(op: super::float::FOp, args: Vec<Term>) -> Term {
        debug_assert_eq!(args.len(), op.arity());
        // A choice between constants with constant other operands is a choice of results
        // (float compares of a uniform branch's values stay concrete on each side).
        let choice = args.iter().position(
            |a| matches!(&**a.node, Node::App(Op::Ite, x) if x[1].is_const() && x[2].is_const()),
        );
        if let Some(i) = choice
            && args.iter().enumerate().all(|(j, a)| j == i || a.is_const())
            && let Node::App(Op::Ite, x) = &**args[i].node
        {
            let with = |v: &Term| {
                let mut a = args.clone();
                a[i] = v.clone();
                Term::float(op, a)
            };
            return Term::ite(&x[0], &with(&x[1]), &with(&x[2]));
        }
        if let Some(t) = Term::float_table(op, &args) {
            return t;
        }
        Term::op(Op::Float(op), op.width(), args)
    }

    /// A float operation whose operands are functions of a few unknown bits (`(float)(a & 7)`,
    /// a wave index plus an argument's low bits) as a choice between its constant results:
    /// exact, and cheap for the solver, where the float theory is not.
    fn float_table(op: super::float::FOp, args: &[Term]) -> Option<Term> {
        const MAX_BITS: usize = 8;
        let mut cut: Vec<Term> = Vec::new();
        let mut budget = 256usize;
        for a in args {
            a.small_cut(&mut cut, &mut budget)?;
        }
        // The unknown bits of the cut, lowest first.
        let mut bits: Vec<(usize, u8)> = Vec::new();
        for (i, t) in cut.iter().enumerate() {
            let unknown = !(t.known.zero | t.known.one) & mask(t.width);
            bits.extend(
                (0..t.width)
                    .filter(|b| unknown >> b & 1 == 1)
                    .map(|b| (i, b)),
            );
        }
        if bits.len() > MAX_BITS {
            return None;
        }
        fn build(
            op: super::float::FOp,
            args: &[Term],
            cut: &[Term],
            bits: &[(usize, u8)],
            vals: &mut Vec<u64>,
        ) -> Option<Term> {
            let Some((&(i, b), rest)) = bits.split_first() else {
                let mut memo = HashMap::default();
                let a: Option<Vec<u64>> = args
                    .iter()
                    .map(|t| t.eval_cut(cut, vals, &mut memo))
                    .collect();
                return Some(Term::constant(op.apply(&a?), op.width()));
            };
            vals[i] |= 1 << b;
            let one = build(op, args, cut, rest, vals)?;
            vals[i] &= !(1 << b);
            let zero = build(op, args, cut, rest, vals)?;
            Some(Term::ite(&cut[i].extract(b, 1), &one, &zero))
        }
        let mut vals: Vec<u64> = cut.iter().map(|t| t.known.one).collect();
        build(op, args, &cut, &bits, &mut vals)
    }

    /// Collects sub-terms with at most 4 unknown bits that, with constants, determine `self`;
    /// `None` if an input is reached first or the search is too large.
    fn small_cut(&self, out: &mut Vec<Term>, budget: &mut usize) -> Option<()> {
        *budget = budget.checked_sub(1)?;
        if self.is_const() || out.contains(self) {
            return Some(());
        }
        if self.unknown_bits() <= 4 {
            out.push(self.clone());
            return Some(());
        }
        match &**self.node {
            Node::App(_, args) => {
                for a in args {
                    a.small_cut(out, budget)?;
                }
                Some(())
            }
            _ => None,
        }
    }

    /// The value of `self` when each `cut[i]` has value `vals[i]`.
    fn eval_cut(
        &self,
        cut: &[Term],
        vals: &[u64],
        memo: &mut HashMap<usize, Option<u64>>,
    ) -> Option<u64> {
        if let Some(i) = cut.iter().position(|c| c == self) {
            return Some(vals[i]);
        }
        if let Some(v) = memo.get(&self.id()) {
            return *v;
        }
        let v = match &**self.node {
            Node::Const(c) => Some(*c),
            Node::Input(_) => None,
            Node::App(op, args) => {
                let a: Option<Vec<u64>> =
                    args.iter().map(|t| t.eval_cut(cut, vals, memo)).collect();
                a.map(|a| fold(*op, self.width, &a, args) & mask(self.width))
            }
        };
        memo.insert(self.id(), v);
        v
    }

    pub fn op(op: Op, width: u8, args: Vec<Term>) -> Term {
        let consts: Option<Vec<u64>> = args.iter().map(Term::as_const).collect();
        if let Some(c) = consts {
            return Term::constant(fold(op, width, &c, &args), width);
        }
        // Identities that keep exec-mask arithmetic small.
        let k = |i: usize| args.get(i).and_then(Term::as_const);
        let m = mask(width);
        let known = Known::of_app(op, width, &args);
        if known.all(width) {
            return Term::constant(known.one, width);
        }
        // A mask that clears only bits known to be zero, or sets only bits known to be one,
        // changes nothing.
        let same_width = |i: usize| args[i].width == width;
        match op {
            Op::And if k(1).is_some_and(|c| !c & m & !args[0].known.zero == 0) && same_width(0) => {
                return args[0].clone();
            }
            Op::And if k(0).is_some_and(|c| !c & m & !args[1].known.zero == 0) && same_width(1) => {
                return args[1].clone();
            }
            Op::Or if k(1).is_some_and(|c| c & !args[0].known.one == 0) && same_width(0) => {
                return args[0].clone();
            }
            Op::Or if k(0).is_some_and(|c| c & !args[1].known.one == 0) && same_width(1) => {
                return args[1].clone();
            }
            _ => {}
        }
        // `(a & !b) | b` is `a | b`: the mask structured code rejoins after a branch (lanes
        // that skipped joined with those that ran), whose known bits then show a whole
        // partial wave (`(15 & !x) | x` with `x` in the low four lanes is 15).
        if op == Op::Or && args.len() == 2 {
            for (i, j) in [(0, 1), (1, 0)] {
                if let Node::App(Op::And, inner) = &**args[i].node {
                    for (p, q) in [(0, 1), (1, 0)] {
                        if let Node::App(Op::Not, negated) = &**inner[q].node
                            && negated[0] == args[j]
                            && inner[p].width == width
                        {
                            return inner[p].or(&args[j]);
                        }
                    }
                }
            }
        }
        // Constants on the right of a bitwise operation, so the rules below see `K ^ x`.
        if matches!(op, Op::Xor | Op::Or) && k(0).is_some() && k(1).is_none() {
            return Term::op(op, width, vec![args[1].clone(), args[0].clone()]);
        }
        // `x ^ K` with K inside the known-zero low bits of an arithmetic `x` is `x + K`: the
        // form the sum of a group base and a lane takes elsewhere (`g ^ 1` of lane 0 is lane
        // 1's `g`). `x | K` keeps its form: `-O0` builds LDS addresses with it, and the LDS
        // overlap check reads them so.
        if op == Op::Xor
            && let Some(c) = k(1)
            && matches!(&**args[0].node, Node::App(Op::Mul | Op::Shl, _))
            && args[0].width == width
        {
            let low = args[0].known_low_zeros();
            if low < 64 && c < (1u64 << low) {
                return args[0].add(&args[1]);
            }
        }
        // Sums with their constant on the right, constants summed and moved out to the top:
        // an address reached as `(v << 2) + base` (`v_lshl_add_u64`) or with an `offset:`
        // added is then the term of `base + v * 4` (a saddr form), so a wave's own store of
        // it is read back (red team 36, F3).
        if op == Op::Add && args.len() == 2 && args[0].width == width && args[1].width == width {
            if k(0).is_some() && k(1).is_none() {
                return Term::op(op, width, vec![args[1].clone(), args[0].clone()]);
            }
            if let Some(c2) = k(1)
                && let Node::App(Op::Add, inner) = &**args[0].node
                && let Some(c1) = inner[1].as_const()
                && inner[0].width == width
            {
                let sum = Term::constant(c1.wrapping_add(c2) & m, width);
                return Term::op(op, width, vec![inner[0].clone(), sum]);
            }
            // And out of a sum's operands: `x + (y + K)` and `(x + K) + y` are `(x + y) + K`.
            if k(0).is_none() && k(1).is_none() {
                for (i, j) in [(1, 0), (0, 1)] {
                    if let Node::App(Op::Add, inner) = &**args[i].node
                        && let Some(c) = inner[1].as_const()
                        && inner[0].width == width
                    {
                        let rest = args[j].add(&inner[0]);
                        return rest.add(&Term::constant(c, width));
                    }
                }
            }
        }
        if let Some(t) = Term::distribute(op, width, &args) {
            return t;
        }
        match op {
            Op::And if k(0) == Some(0) || k(1) == Some(0) => return Term::constant(0, width),
            Op::And if k(0) == Some(m) => return args[1].clone(),
            Op::And if k(1) == Some(m) => return args[0].clone(),
            Op::Or | Op::Xor | Op::Add if k(0) == Some(0) => return args[1].clone(),
            Op::Or | Op::Xor | Op::Add | Op::Sub if k(1) == Some(0) => return args[0].clone(),
            // `v_lshl_add_u64 v, base, 0, x` adds `base` itself.
            Op::Shl | Op::Lshr | Op::Ashr if k(1) == Some(0) && same_width(0) => {
                return args[0].clone();
            }
            // The lowering's 64-bit index scaling multiplies by the element size, often 1.
            Op::Mul if k(1) == Some(1) && same_width(0) => return args[0].clone(),
            Op::Mul if k(0) == Some(1) && same_width(1) => return args[1].clone(),
            Op::Or if k(0) == Some(m) || k(1) == Some(m) => return Term::constant(m, width),
            Op::And | Op::Or if args[0] == args[1] => return args[0].clone(),
            Op::Sub if args[0] == args[1] => return Term::constant(0, width),
            Op::Eq if args[0] == args[1] => return Term::bool(true),
            // Constants on the right, so the rules below see `K == x` too.
            Op::Eq if k(0).is_some() && k(1).is_none() => {
                return args[1].eq(&args[0]);
            }
            // `ite(c, K1, K2) == K3` is `c`, `!c` or a constant: the test of a uniform EXEC.
            // Choices nested in the sides (a mask of two uniform conditions) fold the same way.
            Op::Eq if k(1).is_some() => {
                if let Node::App(Op::Ite, inner) = &**args[0].node
                    && inner[1].has_constant_leaves(CHOICE_DEPTH)
                    && inner[2].has_constant_leaves(CHOICE_DEPTH)
                {
                    let x = inner[1].eq(&args[1]);
                    let y = inner[2].eq(&args[1]);
                    return Term::ite(&inner[0], &x, &y);
                }
                // `x + K1 == K2` is `x == K2 - K1`: a kernarg offset chosen among a few
                // (`zext64(ite(c, 12, 18)) + 8 == 20`) is then the choice's condition.
                if let Node::App(Op::Add, inner) = &**args[0].node
                    && let Some(c1) = inner[1].as_const()
                    && inner[0].width == args[0].width
                {
                    let w = args[0].width;
                    let v = k(1).unwrap_or(0).wrapping_sub(c1) & mask(w);
                    return inner[0].eq(&Term::constant(v, w));
                }
                // `!x == K` is `x == !K`: a test of an inverted uniform mask.
                if let Node::App(Op::Not, inner) = &**args[0].node {
                    let w = inner[0].width;
                    let v = !k(1).unwrap_or(0) & mask(w);
                    return inner[0].eq(&Term::constant(v, w));
                }
                if let Node::App(Op::Zext, inner) = &**args[0].node {
                    let v = k(1).unwrap_or(0);
                    let w = inner[0].width;
                    if w < 64 && v >> w != 0 {
                        return Term::bool(false);
                    }
                    return inner[0].eq(&Term::constant(v, w));
                }
                // A 64-bit mask built from its halves is zero when both halves are: the test
                // of a wave64 EXEC becomes the lane conditions it was made of.
                if k(1) == Some(0) {
                    let zero = |t: &Term| t.eq(&Term::constant(0, t.width));
                    match &**args[0].node {
                        Node::App(Op::Or, inner) => {
                            return zero(&inner[0]).and(&zero(&inner[1]));
                        }
                        // `x << k == 0` is `x == 0` when the bits shifted out are known zero.
                        Node::App(Op::Shl, inner)
                            if inner[1].as_const().is_some_and(|sh| {
                                let w = inner[0].width;
                                let out = mask(w) & !mask(w.saturating_sub(sh.min(64) as u8));
                                sh < u64::from(w) && inner[0].known.zero & out == out
                            }) =>
                        {
                            return zero(&inner[0]);
                        }
                        _ => {}
                    }
                }
            }
            Op::Xor if k(1) == Some(m) => return args[0].not(),
            Op::Xor if k(0) == Some(m) => return args[1].not(),
            Op::Xor if args[0] == args[1] => return Term::constant(0, width),
            // `a & !a`, `a | !a`: EXEC saved and restored around a branch on a uniform mask.
            Op::And | Op::Or if args[0].is_not_of(&args[1]) || args[1].is_not_of(&args[0]) => {
                return Term::constant(if op == Op::And { 0 } else { m }, width);
            }
            // A condition over every lane of a wave64 mask repeats the few conditions the
            // lanes share (`data[tid & 3]`: four distinct ones in 64 conjuncts); kept once,
            // the path conditions stay small and the solver's queries fast (oracle seed 411).
            Op::And | Op::Or if width == 1 => {
                for (chain, x) in [(&args[0], &args[1]), (&args[1], &args[0])] {
                    let mut budget = CHAIN_BUDGET;
                    match chain.chain_has(op, x, &mut budget) {
                        Some(true) => return chain.clone(),
                        Some(false) => {
                            return Term::constant(if op == Op::And { 0 } else { m }, width);
                        }
                        None => {}
                    }
                }
            }
            Op::Ite => match k(0) {
                Some(1) => return args[1].clone(),
                Some(_) => return args[2].clone(),
                None if args[1] == args[2] => return args[1].clone(),
                // A 1-bit choice between constants is the condition itself.
                None if width == 1 && k(1) == Some(1) && k(2) == Some(0) => {
                    return args[0].clone();
                }
                None if width == 1 && k(1) == Some(0) && k(2) == Some(1) => {
                    return args[0].not();
                }
                // Nested choices on the same condition (or its negation): a uniform EXEC mask
                // written twice.
                None => {
                    if let Node::App(Op::Ite, inner) = &**args[1].node {
                        if inner[0] == args[0] {
                            return Term::ite(&args[0], &inner[1], &args[2]);
                        }
                        if inner[0].is_not_of(&args[0]) || args[0].is_not_of(&inner[0]) {
                            return Term::ite(&args[0], &inner[2], &args[2]);
                        }
                    }
                    if let Node::App(Op::Ite, inner) = &**args[2].node {
                        if inner[0] == args[0] {
                            return Term::ite(&args[0], &args[1], &inner[2]);
                        }
                        if inner[0].is_not_of(&args[0]) || args[0].is_not_of(&inner[0]) {
                            return Term::ite(&args[0], &args[1], &inner[1]);
                        }
                    }
                }
            },
            Op::Not => {
                if let Node::App(Op::Not, inner) = &**args[0].node {
                    return inner[0].clone();
                }
                // The inverse of a choice between constants is the choice of their inverses.
                if let Node::App(Op::Ite, inner) = &**args[0].node
                    && let (Some(a), Some(b)) = (inner[1].as_const(), inner[2].as_const())
                {
                    let inv = |v: u64| Term::constant(!v & m, width);
                    return Term::ite(&inner[0], &inv(a), &inv(b));
                }
            }
            _ => {}
        }
        Term::app(op, width, args)
    }

    /// Whether `x` (`Some(true)`) or its negation (`Some(false)`) is an operand of the chain
    /// of `op` (`And` or `Or`) this term is, looking at no more than `budget` nodes.
    fn chain_has(&self, op: Op, x: &Term, budget: &mut usize) -> Option<bool> {
        if *self == *x {
            return Some(true);
        }
        if self.is_not_of(x) || x.is_not_of(self) {
            return Some(false);
        }
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        match &**self.node {
            Node::App(o, args) if *o == op && args.iter().all(|a| a.width == self.width) => {
                args.iter().find_map(|a| a.chain_has(op, x, budget))
            }
            _ => None,
        }
    }

    /// Bitwise rules on masks built lane by lane: a bitwise operation of two choices on the
    /// same condition between constants (or of such a choice and a constant) is one choice;
    /// constants of nested masks combine.
    fn distribute(op: Op, width: u8, args: &[Term]) -> Option<Term> {
        if !matches!(op, Op::And | Op::Or | Op::Xor) || args.iter().any(|a| a.width != width) {
            return None;
        }
        let choice = |t: &Term| match &**t.node {
            Node::App(Op::Ite, x) if x[1].is_const() && x[2].is_const() => {
                Some((x[0].clone(), x[1].clone(), x[2].clone()))
            }
            _ => None,
        };
        let both = |a: &Term, b: &Term| Term::op(op, width, vec![a.clone(), b.clone()]);
        // Two uniform masks (all ones or none, by a condition; or choices of such masks):
        // a choice of masks, which a test against a constant folds to the conditions.
        // Kept to choices: a lane mask under a uniform one stays as it is, as the solver
        // meets it more often in that shape.
        if op != Op::Xor {
            let m = mask(width);
            for (i, j) in [(0, 1), (1, 0)] {
                if let Some((c, a, b)) = choice(&args[i])
                    && !args[j].is_const()
                    && args[j].has_constant_leaves(CHOICE_DEPTH)
                    && [&a, &b]
                        .iter()
                        .all(|v| v.as_const().is_some_and(|v| v == 0 || v == m))
                {
                    return Some(Term::ite(&c, &both(&a, &args[j]), &both(&b, &args[j])));
                }
            }
        }
        match (choice(&args[0]), choice(&args[1])) {
            (Some((c, a1, a2)), Some((d, b1, b2))) if c == d => {
                return Some(Term::ite(&c, &both(&a1, &b1), &both(&a2, &b2)));
            }
            (Some((c, a1, a2)), None) if args[1].is_const() => {
                return Some(Term::ite(&c, &both(&a1, &args[1]), &both(&a2, &args[1])));
            }
            (None, Some((c, b1, b2))) if args[0].is_const() => {
                return Some(Term::ite(&c, &both(&args[0], &b1), &both(&args[0], &b2)));
            }
            _ => {}
        }
        // `(x op1 K1) op2 K2` with constants.
        let k2 = args[1].as_const()?;
        let Node::App(inner, x) = &**args[0].node else {
            return None;
        };
        let (x0, k1) = (&x[0], x.get(1).and_then(Term::as_const)?);
        if x0.width != width {
            return None;
        }
        let k = |v: u64| Term::constant(v, width);
        match (inner, op) {
            (Op::And, Op::And) => Some(x0.and(&k(k1 & k2))),
            (Op::Or, Op::Or) => Some(x0.or(&k(k1 | k2))),
            (Op::Xor, Op::Xor) => Some(x0.xor(&k(k1 ^ k2))),
            // The bits set by the inner mask are all cleared by the outer one.
            (Op::Or, Op::And) if k1 & k2 == 0 => Some(x0.and(&k(k2))),
            // The bits kept by the inner mask are all set by the outer one.
            (Op::And, Op::Or) if k1 & !k2 & mask(width) == 0 => Some(k(k2)),
            // The low `h` bits of a sum depend only on the low `h` bits of its operands, so a
            // mask below bit `h` sees only `K1 mod 2^h`: `(a + 4) & 3` is `a & 3` (a switch
            // on `(n + blockDim.x / 32) & 3`; the path condition names `a & 3`, oracle seed 66).
            (Op::Add, Op::And) => {
                let h = 64 - k2.leading_zeros();
                let low = if h >= 64 { u64::MAX } else { (1u64 << h) - 1 };
                match k1 & low {
                    0 => Some(x0.and(&k(k2))),
                    r if r != k1 => Some(x0.add(&k(r)).and(&k(k2))),
                    _ => None,
                }
            }
            // `x + K1` with K1 inside `x`'s known-zero low bits adds no carry: the low bits
            // are K1's, so a bitwise constant there changes K1 (`g ^ 1` of `group * size +
            // lane` is the neighbour lane's `g`, as the store that wrote it computed it).
            (Op::Add, Op::Xor | Op::Or) => {
                let low = x0.known_low_zeros();
                let room = if low >= 64 {
                    u64::MAX
                } else {
                    (1u64 << low) - 1
                };
                if (k1 | k2) & !room != 0 {
                    return None;
                }
                let low_bits = if op == Op::Xor { k1 ^ k2 } else { k1 | k2 };
                Some(x0.add(&k(low_bits)))
            }
            _ => None,
        }
    }

    fn is_const(&self) -> bool {
        matches!(**self.node, Node::Const(_))
    }

    /// How many bits are known neither to be zero nor to be one.
    fn unknown_bits(&self) -> u32 {
        (!(self.known.zero | self.known.one) & mask(self.width)).count_ones()
    }

    /// The least and greatest values the term's known bits allow, narrowed for a term plus
    /// a constant that cannot wrap (`(i << 2) + 160` is 160..=284, where its bits allow
    /// 0..=508).
    pub fn known_range(&self) -> (u64, u64) {
        let (lo, hi) = self.known.range(self.width);
        let (base, c) = self.base_and_offset();
        if c == 0 || base.is_const() {
            return (lo, hi);
        }
        let (blo, bhi) = base.known.range(self.width);
        match bhi.checked_add(c) {
            Some(top) if top <= mask(self.width) => (lo.max(blo + c), hi.min(top)),
            _ => (lo, hi),
        }
    }

    /// How many low bits are known to be zero.
    pub(crate) fn known_low_zeros(&self) -> u32 {
        (self.known.zero & mask(self.width)).trailing_ones()
    }

    /// A constant, or a choice (nested at most `depth` deep) whose every leaf is one.
    fn has_constant_leaves(&self, depth: u8) -> bool {
        match &**self.node {
            Node::Const(_) => true,
            Node::App(Op::Ite, x) if depth > 0 => {
                x[1].has_constant_leaves(depth - 1) && x[2].has_constant_leaves(depth - 1)
            }
            _ => false,
        }
    }

    /// The value of output `out` of the pure instruction `what` on `operands`: the same
    /// input for the same key, numbered in order of first use (so runs are repeatable).
    pub fn pure(what: &str, out: u8, operands: Vec<Term>, width: u8) -> Term {
        let id = PURE.with(|p| {
            let mut p = p.borrow_mut();
            let key = (what.to_string(), out, operands);
            if let Some(&id) = p.ids.get(&key) {
                return id;
            }
            let id = p.keys.len() as u32;
            p.keys.push((key.0.clone(), key.2.clone()));
            p.ids.insert(key, id);
            id
        });
        Term::input(Input::Pure { id }, width)
    }

    /// What a pure value stands for: the instruction text (or kind) and its operands.
    pub fn pure_key(id: u32) -> Option<(String, Vec<Term>)> {
        PURE.with(|p| p.borrow().keys.get(id as usize).cloned())
    }

    /// `self` with every occurrence of `from` replaced by `to` (rebuilt, so it folds).
    /// `memo` is shared across calls that substitute the same pair.
    pub fn subst(&self, from: &Term, to: &Term, memo: &mut SubstMemo) -> Term {
        if self == from {
            return to.clone();
        }
        if from.node.inputs & !self.node.inputs != 0 {
            return self.clone();
        }
        let Node::App(op, args) = &**self.node else {
            return self.clone();
        };
        if from.width == 1
            && matches!(&**from.node, Node::App(..))
            && self.node.conditions & condition_bit(&from.node) == 0
        {
            return self.clone();
        }
        if let Some((_, t)) = memo.get(&self.id()) {
            return t.clone();
        }
        let new: Vec<Term> = args.iter().map(|a| a.subst(from, to, memo)).collect();
        let t = if new.iter().zip(args).all(|(a, b)| a == b) {
            self.clone()
        } else if let Op::Extract(lo) = op {
            // Extraction's rules live in `extract`: the high half of an address whose offset
            // became a constant is the aperture again (red team eight, gfx942 `-O0`).
            new[0].extract(*lo, self.width)
        } else {
            Term::op(*op, self.width, new)
        };
        memo.insert(self.id(), (self.clone(), t.clone()));
        t
    }

    /// Whether this reads only values fixed for the whole launch: kernel arguments,
    /// workgroup ids, hardware pointers and symbol addresses, and pure functions or memory
    /// reads of them.
    pub fn launch_invariant(&self) -> bool {
        let mut ins = Vec::new();
        self.inputs(&mut ins);
        ins.iter().all(|i| match i {
            Input::KernArg { .. }
            | Input::WorkgroupId(_)
            | Input::Pointer { .. }
            | Input::SymAddr { .. } => true,
            Input::Pure { id } => {
                Term::pure_key(*id).is_some_and(|(_, ops)| ops.iter().all(Term::launch_invariant))
            }
            Input::Havoc { .. } | Input::Carried { .. } => false,
        })
    }

    /// How many unknown bits decide this condition, if at most `max_bits`: the unknown bits
    /// of the values it compares, counted where a value has few of them (`a & 7` has 3,
    /// whatever `a` is). A loop decided only by such a condition has at most `2^bits`
    /// distinct trips (`for (i = 0; i < (a & 7); ++i)`).
    pub fn decided_by_bits(&self, max_bits: u32) -> Option<u32> {
        fn walk(
            t: &Term,
            leaves: &mut Vec<Term>,
            bits: &mut u32,
            max_bits: u32,
            budget: &mut usize,
        ) -> Option<()> {
            *budget = budget.checked_sub(1)?;
            if t.is_const() || leaves.contains(t) {
                return Some(());
            }
            let unknown = t.unknown_bits();
            // A 1-bit compare or connective of wide values has one unknown bit but stands
            // for many values: only value-carrying nodes are leaves.
            let boolean = t.width == 1
                && matches!(&**t.node, Node::App(op, _) if !matches!(op, Op::Extract(_)));
            if unknown <= max_bits && !boolean {
                *bits += unknown;
                leaves.push(t.clone());
                return (*bits <= max_bits).then_some(());
            }
            match &**t.node {
                Node::App(_, args) => args
                    .iter()
                    .try_for_each(|a| walk(a, leaves, bits, max_bits, budget)),
                _ => None,
            }
        }
        let (mut leaves, mut bits, mut budget) = (Vec::new(), 0, 256usize);
        walk(self, &mut leaves, &mut bits, max_bits, &mut budget)?;
        Some(bits)
    }

    /// Every value this term may take, sorted, when it is decided by subterms with at most
    /// `max_bits` unknown bits in all (the choice of subterms with the fewest): each
    /// assignment of those bits is tried. `(a & 63) - 32` gives 64 values. A superset of
    /// the values when the subterms share inputs; `None` if more bits decide it.
    pub fn values(&self, max_bits: u32) -> Option<Vec<u64>> {
        if let Some(c) = self.as_const() {
            return Some(vec![c]);
        }
        let (leaves, _) = self.fewest_bit_leaves(&mut 256, &mut HashMap::default())?;
        // A leaf built from another one follows from it (`bits[61:30](zext64(x - 32))`
        // from `x`): enumerating both would also try values that cannot go together.
        let leaves: Vec<Term> = leaves
            .iter()
            .filter(|l| !leaves.iter().any(|k| k != *l && l.contains(k)))
            .cloned()
            .collect();
        if leaves.iter().map(Term::unknown_bits).sum::<u32>() > max_bits {
            return None;
        }
        let unknown: Vec<u64> = leaves
            .iter()
            .map(|t| !(t.known.zero | t.known.one) & mask(t.width))
            .collect();
        let total: u32 = unknown.iter().map(|u| u.count_ones()).sum();
        let mut out = Vec::with_capacity(1 << total);
        for assignment in 0u64..1 << total {
            let mut rest = assignment;
            let mut t = self.clone();
            for (leaf, u) in leaves.iter().zip(&unknown) {
                // Spread the next `u.count_ones()` bits of the assignment over `u`'s bits.
                let mut v = leaf.known.one & mask(leaf.width);
                for bit in (0..64).filter(|b| u >> b & 1 == 1) {
                    v |= (rest & 1) << bit;
                    rest >>= 1;
                }
                t = t.subst(
                    leaf,
                    &Term::constant(v, leaf.width),
                    &mut HashMap::default(),
                );
            }
            out.push(t.as_const()?);
        }
        out.sort_unstable();
        out.dedup();
        Some(out)
    }

    /// Subterms that decide this term with the fewest unknown bits in all, and that
    /// number: the term itself (`(i << 2) + 160` has 7 unknown bits) or its operands'
    /// choices (`i = a & 31` has 5). `None` past `budget` nodes.
    fn fewest_bit_leaves(
        &self,
        budget: &mut usize,
        memo: &mut HashMap<usize, Option<(Vec<Term>, u32)>>,
    ) -> Option<(Vec<Term>, u32)> {
        if let Some(r) = memo.get(&self.id()) {
            return r.clone();
        }
        *budget = budget.checked_sub(1)?;
        let r = self.fewest_bit_leaves_once(budget, memo);
        memo.insert(self.id(), r.clone());
        r
    }

    fn fewest_bit_leaves_once(
        &self,
        budget: &mut usize,
        memo: &mut HashMap<usize, Option<(Vec<Term>, u32)>>,
    ) -> Option<(Vec<Term>, u32)> {
        if self.is_const() {
            return Some((Vec::new(), 0));
        }
        // A 1-bit compare of wide values stands for many values: never a leaf.
        let own = match &**self.node {
            Node::App(op, _) if self.width == 1 && !matches!(op, Op::Extract(_)) => None,
            _ => Some(self.unknown_bits()),
        };
        let below = match &**self.node {
            Node::App(_, args) => {
                let mut leaves: Vec<Term> = Vec::new();
                for a in args {
                    let (ls, _) = a.fewest_bit_leaves(budget, memo)?;
                    for l in ls {
                        if !leaves.contains(&l) {
                            leaves.push(l);
                        }
                    }
                }
                let bits = leaves.iter().map(Term::unknown_bits).sum();
                Some((leaves, bits))
            }
            _ => None,
        };
        match (own, below) {
            (Some(o), Some((_, b))) if o <= b => Some((vec![self.clone()], o)),
            (_, Some(x)) => Some(x),
            (Some(o), None) => Some((vec![self.clone()], o)),
            (None, None) => None,
        }
    }

    /// A few-valued launch value this condition reads: the subterm `a & m` (or `m & a`)
    /// with `a` fixed for the launch and `m` of 2 or 3 bits that occurs most often, with
    /// its possible values, if each value decides the condition. Conditions of at most
    /// `min_nodes` nodes qualify only with at most four values and if they are not `x == k`;
    /// more than `max_nodes` nodes are not searched.
    pub fn small_domain_split(
        &self,
        min_nodes: usize,
        max_nodes: usize,
    ) -> Option<(Term, Vec<u64>)> {
        type Memo = HashMap<(usize, usize, usize), (Term, Option<(Term, Vec<u64>)>)>;
        thread_local! {
            // A loop whose branch leaves the state as it was asks about the same condition
            // in every iteration (thousands of times in `-O0` lane loops). Entries hold
            // their terms, so an id is not reused while its entry exists.
            static SPLITS: std::cell::RefCell<Memo> = Default::default();
        }
        let key = (self.id(), min_nodes, max_nodes);
        if let Some(r) = SPLITS.with(|m| m.borrow().get(&key).map(|(_, r)| r.clone())) {
            return r;
        }
        let r = self.small_domain_split_uncached(min_nodes, max_nodes);
        SPLITS.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= 4096 {
                m.clear();
            }
            m.insert(key, (self.clone(), r.clone()));
        });
        r
    }

    fn small_domain_split_uncached(
        &self,
        min_nodes: usize,
        max_nodes: usize,
    ) -> Option<(Term, Vec<u64>)> {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut found: Vec<(Term, u64, usize)> = Vec::new();
        let mut stack = vec![self.clone()];
        while let Some(t) = stack.pop() {
            if !seen.insert(t.id()) {
                continue;
            }
            if seen.len() > max_nodes {
                return None;
            }
            let Node::App(op, args) = &**t.node else {
                continue;
            };
            if *op == Op::And
                && args.len() == 2
                && let Some((a, m)) = match (args[0].as_const(), args[1].as_const()) {
                    (None, Some(m)) => Some((&args[0], m)),
                    (Some(m), None) => Some((&args[1], m)),
                    _ => None,
                }
                && (2..=3).contains(&m.count_ones())
                && a.launch_invariant()
            {
                match found.iter_mut().find(|(x, ..)| *x == t) {
                    Some(e) => e.2 += 1,
                    None => found.push((t.clone(), m, 1)),
                }
            }
            stack.extend(args.iter().cloned());
        }
        // The most frequent; ties to the first met, so the choice is deterministic.
        let (x, m, _) = found.into_iter().rev().max_by_key(|(_, _, n)| *n)?;
        let bits: Vec<u32> = (0..64).filter(|b| m >> b & 1 == 1).collect();
        let values: Vec<u64> = (0..1u64 << bits.len())
            .map(|k| {
                bits.iter()
                    .enumerate()
                    .filter(|(j, _)| k >> j & 1 == 1)
                    .map(|(_, b)| 1u64 << b)
                    .sum()
            })
            .collect();
        // Split only where every value of `x` decides the condition; a small condition also
        // needs at most four values and not to be `x == k` (whose two sides already fix or
        // exclude one value).
        // Evaluation without building terms decides most; substitution (which simplifies
        // as it rebuilds) the rest.
        let decided = values.iter().all(|&v| {
            matches!(
                self.folds_with(&x, v, &mut HashMap::default()),
                Partial::Known(_)
            ) || {
                let k = Term::constant(v, x.width);
                self.subst(&x, &k, &mut HashMap::default())
                    .as_const()
                    .is_some()
            }
        });
        if !decided {
            return None;
        }
        if seen.len() <= min_nodes {
            let is_eq = |t: &Term| matches!(&**t.node, Node::App(Op::Eq, a) if a.contains(&x));
            let eq_form =
                is_eq(self) || matches!(&**self.node, Node::App(Op::Not, a) if is_eq(&a[0]));
            if m.count_ones() > 2 || eq_form {
                return None;
            }
        }
        Some((x, values))
    }

    /// Literals this 1-bit condition implies when it holds, and when it does not, found by
    /// case split: an atom `a` of it (the condition of an `ite`, or a 1-bit compare or input)
    /// such that the condition with `a` false folds to false gives `a` (to true: `a` when
    /// it does not hold); with `a` true, `!a`. A branch on "EXEC is zero" under
    /// a uniform `if` compiled to EXEC masking (`-O0`) implies the `if`'s condition, which
    /// then makes EXEC and everything computed under it concrete on each side. Conditions
    /// larger than `max_nodes` nodes, and atoms past `max_atoms`, are not tried. The folding
    /// is evaluation ([`Term::folds_with`]), not substitution: it builds no terms, which
    /// made it 15 times cheaper, and it decided 97% of the atoms that substitution
    /// decided on a sample of oracle kernels.
    pub fn implied_literals(&self, max_nodes: usize, max_atoms: usize) -> (Vec<Term>, Vec<Term>) {
        fn walk(
            t: &Term,
            seen: &mut rustc_hash::FxHashSet<usize>,
            atoms: &mut Vec<Term>,
            max_nodes: usize,
        ) -> bool {
            if !seen.insert(t.id()) {
                return true;
            }
            if seen.len() > max_nodes {
                return false;
            }
            match &**t.node {
                Node::Const(_) => true,
                Node::Input(_) => {
                    if t.width == 1 && !atoms.contains(t) {
                        atoms.push(t.clone());
                    }
                    true
                }
                Node::App(op, args) => {
                    let atom = match op {
                        Op::Ite => Some(&args[0]),
                        Op::Eq | Op::Ult | Op::Slt => Some(t),
                        _ => None,
                    };
                    if let Some(a) = atom
                        && a.as_const().is_none()
                        && !atoms.contains(a)
                    {
                        atoms.push(a.clone());
                    }
                    args.iter().all(|a| walk(a, seen, atoms, max_nodes))
                }
            }
        }
        let mut atoms = Vec::new();
        if self.width != 1
            || self.as_const().is_some()
            || !walk(self, &mut Default::default(), &mut atoms, max_nodes)
        {
            return Default::default();
        }
        let (mut holds, mut fails) = (Vec::new(), Vec::new());
        for a in atoms.into_iter().take(max_atoms) {
            if a == *self {
                continue;
            }
            let folds = |v: bool| match self.folds_with(&a, v as u64, &mut HashMap::default()) {
                Partial::Known(k) => Some(k),
                _ => None,
            };
            // One substitution per value of the atom serves both sides of the branch.
            let (when_false, when_true) = (folds(false), folds(true));
            if when_false == Some(0) {
                holds.push(a.clone());
            } else if when_true == Some(0) {
                holds.push(a.not());
            }
            if when_false == Some(1) {
                fails.push(a);
            } else if when_true == Some(1) {
                fails.push(a.not());
            }
        }
        (holds, fails)
    }

    /// This term's value with `atom` set to `v` (a value of its width), where evaluation decides it
    /// without building terms: constants propagate, `0` absorbs `and` and `mul`, all-ones
    /// absorbs `or`, an `ite` with a known condition is its branch, and an operation whose
    /// operands do not change keeps its value. `None` where the value is not decided so.
    fn folds_with(&self, atom: &Term, v: u64, memo: &mut HashMap<usize, Partial>) -> Partial {
        if self == atom {
            return Partial::Known(v);
        }
        if let Some(k) = self.as_const() {
            return Partial::Known(k);
        }
        if atom.node.inputs & !self.node.inputs != 0 {
            return Partial::Same;
        }
        let Node::App(op, args) = &**self.node else {
            return Partial::Same;
        };
        if let Some(p) = memo.get(&self.id()) {
            return *p;
        }
        let m = mask(self.width);
        let p = match op {
            Op::Ite => match args[0].folds_with(atom, v, memo) {
                Partial::Known(c) => args[if c & 1 == 1 { 1 } else { 2 }].folds_with(atom, v, memo),
                c => {
                    let (a, b) = (
                        args[1].folds_with(atom, v, memo),
                        args[2].folds_with(atom, v, memo),
                    );
                    match (c, a, b) {
                        (_, Partial::Known(x), Partial::Known(y)) if x == y => Partial::Known(x),
                        (Partial::Same, Partial::Same, Partial::Same) => Partial::Same,
                        _ => Partial::Unknown,
                    }
                }
            },
            _ => {
                let vals: Vec<Partial> = args.iter().map(|a| a.folds_with(atom, v, memo)).collect();
                let absorbing = match op {
                    Op::And | Op::Mul => Some(0),
                    Op::Or => Some(m),
                    _ => None,
                };
                if let Some(z) = absorbing
                    && vals
                        .iter()
                        .any(|p| matches!(p, Partial::Known(k) if k & m == z))
                {
                    Partial::Known(z)
                } else if vals.iter().all(|p| matches!(p, Partial::Same)) {
                    Partial::Same
                } else if let Some(c) = vals
                    .iter()
                    .map(|p| match p {
                        Partial::Known(k) => Some(*k),
                        _ => None,
                    })
                    .collect::<Option<Vec<u64>>>()
                {
                    Partial::Known(fold(*op, self.width, &c, args) & m)
                } else {
                    Partial::Unknown
                }
            }
        };
        memo.insert(self.id(), p);
        p
    }

    /// `self` is `!other`.
    fn is_not_of(&self, other: &Term) -> bool {
        matches!(&**self.node, Node::App(Op::Not, inner) if inner[0] == *other)
    }

    /// `self + rhs` at this width.
    pub fn add(&self, rhs: &Term) -> Term {
        Term::op(Op::Add, self.width, vec![self.clone(), rhs.clone()])
    }
    /// `self & rhs`.
    pub fn and(&self, rhs: &Term) -> Term {
        Term::op(Op::And, self.width, vec![self.clone(), rhs.clone()])
    }
    /// `self | rhs`.
    pub fn or(&self, rhs: &Term) -> Term {
        Term::op(Op::Or, self.width, vec![self.clone(), rhs.clone()])
    }
    /// `self ^ rhs`.
    pub fn xor(&self, rhs: &Term) -> Term {
        Term::op(Op::Xor, self.width, vec![self.clone(), rhs.clone()])
    }
    /// `!self`.
    pub fn not(&self) -> Term {
        Term::op(Op::Not, self.width, vec![self.clone()])
    }
    /// `self == rhs` (1 bit).
    pub fn eq(&self, rhs: &Term) -> Term {
        Term::op(Op::Eq, 1, vec![self.clone(), rhs.clone()])
    }
    /// `self != 0` (1 bit).
    pub fn nonzero(&self) -> Term {
        self.eq(&Term::constant(0, self.width)).not()
    }
    /// Bits `0..n`, one 1-bit term each, sharing one memo (a lane mask is split into its
    /// lanes once, not once per lane).
    pub fn bits(&self, n: u8) -> Vec<Term> {
        (0..n).map(|l| self.extract(l, 1)).collect()
    }

    /// Bits `[lo, lo + width)`.
    pub fn extract(&self, lo: u8, width: u8) -> Term {
        if lo == 0 && width == self.width {
            return self.clone();
        }
        match &**self.node {
            Node::Const(c) => return Term::constant(c.checked_shr(lo.into()).unwrap_or(0), width),
            // Nothing to push through: the memo would only cost a table entry.
            Node::Input(_) => return self.extract_once(lo, width),
            Node::App(..) => {}
        }
        // Memoised across calls: EXEC arithmetic shares subterms, and pushing an extraction
        // through a DAG without a memo is exponential in the DAG's depth; a mask grown by
        // one instruction at a time would otherwise be walked whole at every step.
        let key = (self.id(), lo, width);
        if let Some(t) = EXTRACTS.with(|m| m.borrow().get(&key).map(|(_, t)| t.clone())) {
            return t;
        }
        let t = self.extract_once(lo, width);
        // Where nothing was pushed (the result is this term's plain extraction, as for the
        // high half of most arithmetic) a later call costs no more than the memo would.
        let pushed = !matches!(t.node(), Node::App(Op::Extract(l), a) if *l == lo && a[0] == *self);
        if pushed {
            EXTRACTS.with(|m| {
                let mut m = m.borrow_mut();
                if m.len() >= EXTRACTS_MAX {
                    m.clear();
                }
                m.insert(key, (self.clone(), t.clone()));
            });
        }
        t
    }

    fn extract_once(&self, lo: u8, width: u8) -> Term {
        // Push extraction through the shapes register splitting and joining produce, so a
        // 32-bit half of a 64-bit write is again the 32-bit term that went in.
        if let Node::App(op, args) = &**self.node {
            let a = &args[0];
            match op {
                Op::Zext | Op::Sext if lo + width <= a.width => {
                    return a.extract(lo, width);
                }
                Op::Zext if lo >= a.width => return Term::constant(0, width),
                Op::Extract(inner) => return a.extract(inner + lo, width),
                Op::Or | Op::And | Op::Xor => {
                    let x = a.extract(lo, width);
                    let y = args[1].extract(lo, width);
                    return Term::op(*op, width, vec![x, y]);
                }
                Op::Not => return a.extract(lo, width).not(),
                // Low bits of a sum, difference or product depend only on the operands' low
                // bits: `v_mad_u64_u32` used for a 32-bit multiply-add leaves the high half
                // of its addend undefined, and the low result must not depend on it.
                Op::Add | Op::Sub | Op::Mul if lo == 0 && args.len() == 2 => {
                    let x = a.extract(0, width);
                    let y = args[1].extract(0, width);
                    return Term::op(*op, width, vec![x, y]);
                }
                // The high bits of a sum whose low bits cannot carry out: one operand's low
                // bits are all known zero (a flat pointer, aperture base plus an offset), or
                // the largest low values (from the known bits) add up below `2^lo` and
                // neither operand is a sum (the offset added in two steps: `4 + (base | 32)`;
                // `-O0` indexing a local array: `(base | 32) + zext(i << 2)`). Only these:
                // pushing through any carry-free sum made the deep chains of sums of a loop's
                // running address take minutes to split.
                Op::Add
                    if lo > 0
                        && lo + width == self.width
                        && args.len() == 2
                        && (args.iter().any(|x| x.known.zero & mask(lo) == mask(lo))
                            || (!args
                                .iter()
                                .any(|x| matches!(&**x.node, Node::App(Op::Add, _)))
                                && args
                                    .iter()
                                    .map(|x| u128::from(!x.known.zero & mask(lo)))
                                    .sum::<u128>()
                                    <= u128::from(mask(lo)))) =>
                {
                    let x = a.extract(lo, width);
                    let y = args[1].extract(lo, width);
                    return Term::op(Op::Add, width, vec![x, y]);
                }
                // Bits of a choice are the choice of bits (folds when both sides are
                // constant, as per-lane masks `ite(c, 0xffffffff, 0)` are).
                Op::Ite if args[1].as_const().is_some() && args[2].as_const().is_some() => {
                    let x = args[1].extract(lo, width);
                    let y = args[2].extract(lo, width);
                    return Term::ite(a, &x, &y);
                }
                Op::Shl => {
                    if let Some(k) = args[1].as_const() {
                        let k = k as u8;
                        if lo + width <= k {
                            return Term::constant(0, width);
                        }
                        if lo >= k {
                            return a.extract(lo - k, width);
                        }
                    }
                }
                // `-O0` code takes the high half of a 64-bit pair with `s_lshr_b64 s, s, 32`
                // (a flat pointer's aperture half): bits of a right shift are higher bits of
                // the operand, or zero past its top.
                Op::Lshr => {
                    if let Some(k) = args[1].as_const() {
                        let from = u64::from(lo) + k;
                        if from >= u64::from(self.width) {
                            return Term::constant(0, width);
                        }
                        if from + u64::from(width) <= u64::from(self.width) {
                            return a.extract(from as u8, width);
                        }
                    }
                }
                _ => {}
            }
        }
        Term::op(Op::Extract(lo), width, vec![self.clone()])
    }
    /// Zero-extends (or truncates) to `width`.
    pub fn zext(&self, width: u8) -> Term {
        match width.cmp(&self.width) {
            std::cmp::Ordering::Equal => self.clone(),
            std::cmp::Ordering::Less => self.extract(0, width),
            std::cmp::Ordering::Greater => Term::op(Op::Zext, width, vec![self.clone()]),
        }
    }
    /// Sign-extends (or truncates) to `width`.
    pub fn sext(&self, width: u8) -> Term {
        match width.cmp(&self.width) {
            std::cmp::Ordering::Equal => self.clone(),
            std::cmp::Ordering::Less => self.extract(0, width),
            std::cmp::Ordering::Greater => Term::op(Op::Sext, width, vec![self.clone()]),
        }
    }
    /// `cond ? a : b`.
    pub fn ite(cond: &Term, a: &Term, b: &Term) -> Term {
        // Most lane selects have a constant lane bit: no operand vector to build.
        match cond.as_const() {
            Some(c) if a.width == b.width => return if c & 1 == 1 { a.clone() } else { b.clone() },
            _ => {}
        }
        Term::op(Op::Ite, a.width, vec![cond.clone(), a.clone(), b.clone()])
    }
    /// `(hi << 32) | lo` for two 32-bit halves.
    pub fn concat32(lo: &Term, hi: &Term) -> Term {
        // The two halves of one 64-bit value (a pair of registers written by a 64-bit move or
        // add) are that value again. The low half is compared with the extraction itself, as
        // extraction may have pushed it into a sum's operands.
        if let Node::App(Op::Extract(32), b) = &**hi.node
            && b[0].width == 64
            && lo.width == 32
            && hi.width == 32
            && *lo == b[0].extract(0, 32)
        {
            return b[0].clone();
        }
        // Memoised: a pointer stepped in halves in a loop (`v_add_co_u32` and
        // `v_add_co_ci_u32`) joins its halves through every earlier iteration's
        // (`carried_sum` joins the previous halves), so without a memo each of n iterations'
        // loads costs O(n) (a 200-trip load loop took 6 s, against 1.3 s for 100 trips).
        let key = (lo.id(), hi.id());
        if let Some(t) = CONCATS.with(|m| m.borrow().get(&key).map(|(_, _, t)| t.clone())) {
            return t;
        }
        if let Some(sum) = Term::carried_sum(lo, hi) {
            CONCATS.with(|m| {
                let mut m = m.borrow_mut();
                if m.len() >= EXTRACTS_MAX {
                    m.clear();
                }
                m.insert(key, (lo.clone(), hi.clone(), sum.clone()));
            });
            return sum;
        }
        let hi64 = hi.zext(64);
        let shifted = Term::op(Op::Shl, 64, vec![hi64, Term::constant(32, 64)]);
        shifted.or(&lo.zext(64))
    }

    /// `hi:lo` when they are the halves of a 64-bit sum computed 32 bits at a time (GFX10+
    /// `v_add_co_u32` then `v_add_co_ci_u32`): `lo = a + b` and `hi = c + d + carry`, the
    /// carry being bit 32 of `zext(a) + zext(b)`. That is `(c:a) + (d:b)`, the sum of two
    /// 64-bit values; built so, an address `base + (x << 2)` made in halves is the term of
    /// the same address made in one step, and a wave's own store there is read back.
    fn carried_sum(lo: &Term, hi: &Term) -> Option<Term> {
        // The carry bit, zero-extended (and cut back) to any width.
        fn carry_source(t: &Term) -> Option<&Term> {
            match &**t.node {
                Node::App(Op::Zext, x) => carry_source(&x[0]),
                Node::App(Op::Extract(0), x) if t.width > 1 => carry_source(&x[0]),
                Node::App(Op::Extract(32), x) if t.width == 1 && x[0].width == 64 => Some(&x[0]),
                _ => None,
            }
        }
        // Only a constant high addend `d` (an offset, or none beyond the carry): a sum of
        // two 64-bit values joined from symbolic halves is no simpler than the halves, and
        // made the solver's queries on IR kernels of 64-bit arithmetic slower. Sums keep
        // their constant at the top (`(c + carry) + d`).
        // Every 64-bit register pair read comes here: nothing is built until a carry is
        // found (`None` for an addend that is zero).
        let (h, d) = match &**hi.node {
            Node::App(Op::Add, x) if x[1].is_const() => (&x[0], Some(&x[1])),
            _ => (hi, None),
        };
        let (splits, n) = match &**h.node {
            Node::App(Op::Add, x) => ([(Some(&x[0]), &x[1]), (Some(&x[1]), &x[0])], 2),
            _ => ([(None, h), (None, h)], 1),
        };
        let high_zero = |t: &Term| t.width == 64 && t.known.zero >> 32 == u64::from(u32::MAX);
        let or_zero = |t: Option<&Term>| t.cloned().unwrap_or_else(|| Term::constant(0, 32));
        for &(c, carry) in &splits[..n] {
            let Some(w) = carry_source(carry) else {
                continue;
            };
            let Node::App(Op::Add, p) = &**w.node else {
                continue;
            };
            if p.len() != 2 || !p.iter().all(high_zero) || *lo != w.extract(0, 32) {
                continue;
            }
            let (a, b) = (p[0].extract(0, 32), p[1].extract(0, 32));
            return Some(Term::concat32(&a, &or_zero(c)).add(&Term::concat32(&b, &or_zero(d))));
        }
        None
    }

    /// Evaluates under an assignment of inputs; `None` if the value depends on an input
    /// left unassigned.
    pub fn eval(&self, env: &dyn Fn(&Input) -> Option<u64>) -> Option<u64> {
        self.eval_lazy(env, &mut HashMap::default())
    }

    /// Whether every term of `terms` (1-bit) evaluates to true under `env`, sharing the
    /// work on common subterms; `false` also when one depends on an unassigned input.
    pub fn all_hold(terms: &[&Term], env: &dyn Fn(&Input) -> Option<u64>) -> bool {
        Term::decided_under(terms, env) == Some(true)
    }

    /// Whether every term of `terms` (1-bit) holds under `env` whatever the inputs it leaves
    /// unassigned are: `Some(true)` if all are decided true, `Some(false)` if one is decided
    /// false, `None` otherwise. A choice with a decided condition is its side, and `0`
    /// absorbs `and` and `mul`, all-ones `or`, whatever the other operand is.
    pub fn decided_under(terms: &[&Term], env: &dyn Fn(&Input) -> Option<u64>) -> Option<bool> {
        let mut memo = HashMap::default();
        let mut all = true;
        for t in terms {
            match t.eval_lazy(env, &mut memo) {
                Some(0) => return Some(false),
                Some(_) => {}
                None => all = false,
            }
        }
        all.then_some(true)
    }

    fn eval_lazy(
        &self,
        env: &dyn Fn(&Input) -> Option<u64>,
        memo: &mut HashMap<usize, Option<u64>>,
    ) -> Option<u64> {
        if let Some(v) = memo.get(&self.id()) {
            return *v;
        }
        let m = mask(self.width);
        let v = match &**self.node {
            Node::Const(v) => Some(*v),
            Node::Input(i) => env(i).map(|v| v & m),
            Node::App(Op::Ite, args) => match args[0].eval_lazy(env, memo) {
                Some(c) => args[if c & 1 == 1 { 1 } else { 2 }].eval_lazy(env, memo),
                None => match (args[1].eval_lazy(env, memo), args[2].eval_lazy(env, memo)) {
                    (Some(a), Some(b)) if a == b => Some(a),
                    _ => None,
                },
            },
            Node::App(op, args) => {
                let vals: Vec<Option<u64>> = args.iter().map(|a| a.eval_lazy(env, memo)).collect();
                let absorbing = match op {
                    Op::And | Op::Mul => Some(0),
                    Op::Or => Some(m),
                    _ => None,
                };
                match vals.iter().copied().collect::<Option<Vec<u64>>>() {
                    Some(c) => Some(fold(*op, self.width, &c, args) & m),
                    None => absorbing.filter(|z| {
                        args.iter()
                            .zip(&vals)
                            .any(|(a, v)| a.width == self.width && *v == Some(*z))
                    }),
                }
            }
        };
        memo.insert(self.id(), v);
        v
    }

    /// `terms` laid out for evaluation under many assignments ([`Flat`]).
    pub fn flatten(terms: &[&Term]) -> Flat {
        let mut flat = Flat {
            nodes: Vec::new(),
            roots: Vec::new(),
            inputs: Vec::new(),
        };
        let mut index: HashMap<usize, usize> = HashMap::default();
        for t in terms {
            let r = t.flatten_into(&mut flat, &mut index);
            flat.roots.push(r);
        }
        flat
    }

    fn flatten_into(&self, flat: &mut Flat, index: &mut HashMap<usize, usize>) -> usize {
        if let Some(&k) = index.get(&self.id()) {
            return k;
        }
        // Operands first, without recursion: EXEC arithmetic nests thousands deep.
        let mut stack: Vec<(&Term, bool)> = vec![(self, false)];
        while let Some((t, ready)) = stack.pop() {
            if index.contains_key(&t.id()) {
                continue;
            }
            let node = match &**t.node {
                Node::Const(v) => FlatNode::Const(*v),
                Node::Input(i) => {
                    let slot = match flat.inputs.iter().position(|j| j == i) {
                        Some(s) => s,
                        None => {
                            flat.inputs.push(i.clone());
                            flat.inputs.len() - 1
                        }
                    };
                    FlatNode::Input(slot, mask(t.width))
                }
                Node::App(_, args) if !ready => {
                    stack.push((t, true));
                    stack.extend(args.iter().map(|a| (a, false)));
                    continue;
                }
                Node::App(_, args) => {
                    FlatNode::App(t.clone(), args.iter().map(|a| index[&a.id()]).collect())
                }
            };
            index.insert(t.id(), flat.nodes.len());
            flat.nodes.push(node);
        }
        index[&self.id()]
    }

    /// Every input this term depends on.
    pub fn inputs(&self, out: &mut Vec<Input>) {
        let mut seen = rustc_hash::FxHashSet::default();
        self.inputs_once(out, &mut seen);
    }

    fn inputs_once(&self, out: &mut Vec<Input>, seen: &mut rustc_hash::FxHashSet<usize>) {
        if !seen.insert(self.id()) {
            return;
        }
        match &**self.node {
            Node::Const(_) => {}
            Node::Input(i) => {
                if !out.contains(i) {
                    out.push(i.clone())
                }
            }
            Node::App(_, args) => args.iter().for_each(|a| a.inputs_once(out, seen)),
        }
    }
}

/// Evaluates `op` on constants. `args` gives the operand widths.
/// Terms as a list of nodes, each after its operands, for evaluation under many
/// assignments of their inputs: the same values as [`Term::decided_under`] without a
/// memo table per assignment.
pub struct Flat {
    nodes: Vec<FlatNode>,
    roots: Vec<usize>,
    inputs: Vec<Input>,
}

enum FlatNode {
    Const(u64),
    /// An input's slot and the mask of the width it is read at.
    Input(usize, u64),
    /// The node (for its operation and widths) and its operands' positions.
    App(Term, Vec<usize>),
}

impl Flat {
    /// The inputs, in slot order.
    pub fn inputs(&self) -> &[Input] {
        &self.inputs
    }

    /// [`Term::decided_under`] with each input's value in its slot (`None`: unassigned).
    pub fn decided(&self, env: &[Option<u64>], vals: &mut Vec<Option<u64>>) -> Option<bool> {
        vals.clear();
        for node in &self.nodes {
            let v = match node {
                FlatNode::Const(v) => Some(*v),
                FlatNode::Input(slot, m) => env[*slot].map(|v| v & m),
                FlatNode::App(t, at) => {
                    let Node::App(op, args) = &**t.node else {
                        unreachable!("flattened applications are applications")
                    };
                    let m = mask(t.width);
                    match op {
                        Op::Ite => match vals[at[0]] {
                            Some(c) => vals[at[if c & 1 == 1 { 1 } else { 2 }]],
                            None => match (vals[at[1]], vals[at[2]]) {
                                (Some(a), Some(b)) if a == b => Some(a),
                                _ => None,
                            },
                        },
                        _ => {
                            let known: Option<Vec<u64>> = if at.len() > 4 {
                                at.iter().map(|&p| vals[p]).collect()
                            } else {
                                None
                            };
                            let mut c = [0u64; 4];
                            let small = at.len() <= 4
                                && at.iter().enumerate().all(|(k, &p)| match vals[p] {
                                    Some(v) => {
                                        c[k] = v;
                                        true
                                    }
                                    None => false,
                                });
                            if small {
                                Some(fold(*op, t.width, &c[..at.len()], args) & m)
                            } else if let Some(c) = known {
                                Some(fold(*op, t.width, &c, args) & m)
                            } else {
                                let absorbing = match op {
                                    Op::And | Op::Mul => Some(0),
                                    Op::Or => Some(m),
                                    _ => None,
                                };
                                absorbing.filter(|z| {
                                    args.iter()
                                        .zip(at)
                                        .any(|(a, &p)| a.width == t.width && vals[p] == Some(*z))
                                })
                            }
                        }
                    }
                }
            };
            vals.push(v);
        }
        let mut all = true;
        for &r in &self.roots {
            match vals[r] {
                Some(0) => return Some(false),
                Some(_) => {}
                None => all = false,
            }
        }
        all.then_some(true)
    }
}

fn fold(op: Op, width: u8, c: &[u64], args: &[Term]) -> u64 {
    let w0 = args.first().map(|a| a.width).unwrap_or(width);
    let m = mask(width);
    let r = match op {
        Op::Add => c[0].wrapping_add(c[1]),
        Op::Sub => c[0].wrapping_sub(c[1]),
        Op::Mul => c[0].wrapping_mul(c[1]),
        Op::And => c[0] & c[1],
        Op::Or => c[0] | c[1],
        Op::Xor => c[0] ^ c[1],
        Op::Not => !c[0],
        Op::Shl => {
            if c[1] >= width as u64 {
                0
            } else {
                c[0] << c[1]
            }
        }
        Op::Lshr => {
            if c[1] >= width as u64 {
                0
            } else {
                (c[0] & m) >> c[1]
            }
        }
        Op::Ashr => {
            let s = sext(c[0], width);
            (s >> c[1].min(63)) as u64
        }
        Op::Eq => (c[0] & mask(w0) == c[1] & mask(w0)) as u64,
        Op::Ult => ((c[0] & mask(w0)) < (c[1] & mask(w0))) as u64,
        Op::Slt => (sext(c[0], w0) < sext(c[1], w0)) as u64,
        Op::Ite => {
            if c[0] & 1 == 1 {
                c[1]
            } else {
                c[2]
            }
        }
        Op::Extract(lo) => c[0] >> lo,
        Op::Zext => c[0] & mask(w0),
        Op::Sext => sext(c[0], w0) as u64,
        Op::Float(f) => f.apply(c),
    };
    r & m
}

impl fmt::Display for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Input::KernArg { offset } => write!(f, "arg[{offset:#x}]"),
            Input::Havoc { wave, id, why } => write!(f, "havoc.w{wave}.{id}({why})"),
            Input::Pure { id } => write!(f, "value{id}"),
            Input::WorkgroupId(d) => write!(f, "workgroup_id.{}", ["x", "y", "z"][*d as usize]),
            Input::Pointer { base, hi } => {
                write!(f, "{base}_ptr.{}", if *hi { "hi" } else { "lo" })
            }
            Input::SymAddr { name, got, hi } => write!(
                f,
                "{name}@{}{}",
                if *got { "got" } else { "addr" },
                if *hi { ".hi" } else { ".lo" }
            ),
            Input::Carried {
                header,
                occurrence,
                loc,
            } => write!(f, "loop{header}#{occurrence}.{loc}"),
        }
    }
}

/// Characters of a term's text before it is cut: terms are DAGs, and written out as trees
/// some (per-lane masks of masks) would take gigabytes.
const DISPLAY_LIMIT: usize = 2000;

/// A writer that fails once `left` characters are used up, which stops the recursion.
struct Limited<'a> {
    out: &'a mut String,
    left: usize,
}

impl fmt::Write for Limited<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if s.len() > self.left {
            return Err(fmt::Error);
        }
        self.left -= s.len();
        self.out.push_str(s);
        Ok(())
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        let mut w = Limited {
            out: &mut text,
            left: DISPLAY_LIMIT,
        };
        let cut = fmt::Write::write_fmt(&mut w, format_args!("{}", Tree(self))).is_err();
        f.write_str(&text)?;
        if cut {
            f.write_str(" …(cut)")?;
        }
        Ok(())
    }
}

/// The term written out in full (through [`Limited`] only).
struct Tree<'a>(&'a Term);

impl fmt::Display for Tree<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let this = self.0;
        match &**this.node {
            Node::Const(v) => {
                if this.width == 1 {
                    write!(f, "{}", *v == 1)
                } else if *v < 4096 {
                    write!(f, "{v}")
                } else {
                    write!(f, "{v:#x}")
                }
            }
            Node::Input(i) => write!(f, "{i}"),
            Node::App(op, args) => {
                let name = match op {
                    Op::Add => "+".to_string(),
                    Op::Sub => "-".to_string(),
                    Op::Mul => "*".to_string(),
                    Op::And => "&".to_string(),
                    Op::Or => "|".to_string(),
                    Op::Xor => "^".to_string(),
                    Op::Not => "not".to_string(),
                    Op::Shl => "<<".to_string(),
                    Op::Lshr => ">>".to_string(),
                    Op::Ashr => ">>s".to_string(),
                    Op::Eq => "==".to_string(),
                    Op::Ult => "<u".to_string(),
                    Op::Slt => "<s".to_string(),
                    Op::Ite => "ite".to_string(),
                    Op::Extract(lo) => format!("bits[{}:{lo}]", lo + this.width - 1),
                    Op::Zext => format!("zext{}", this.width),
                    Op::Sext => format!("sext{}", this.width),
                    Op::Float(super::float::FOp::Cmp(c)) => format!("f32.{}", c.name()),
                    Op::Float(super::float::FOp::CmpF64(c)) => format!("f64.{}", c.name()),
                    Op::Float(f) if f.is_f64() => format!("f64.{f:?}"),
                    Op::Float(f) => format!("f32.{f:?}"),
                };
                if args.len() == 2 && !matches!(op, Op::Ite) {
                    write!(f, "({} {name} {})", Tree(&args[0]), Tree(&args[1]))
                } else {
                    write!(f, "{name}(")?;
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            write!(f, ", ")?;
                        }
                        write!(f, "{}", Tree(a))?;
                    }
                    write!(f, ")")
                }
            }
        }
    }
}

impl fmt::Debug for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}:{}", self.width)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_fold_at_their_width() {
        let a = Term::constant(0xffff_ffff, 32);
        let one = Term::constant(1, 32);
        assert_eq!(a.add(&one).as_const(), Some(0));
        let lt = Term::op(Op::Slt, 1, vec![a.clone(), one.clone()]);
        assert_eq!(lt.as_const(), Some(1), "-1 < 1 signed");
        let ult = Term::op(Op::Ult, 1, vec![a, one]);
        assert_eq!(ult.as_const(), Some(0), "0xffffffff > 1 unsigned");
    }

    #[test]
    fn symbolic_terms_evaluate_under_an_assignment() {
        let n = Term::input(Input::KernArg { offset: 8 }, 32);
        let c = Term::op(Op::Slt, 1, vec![n.clone(), Term::constant(1, 32)]);
        assert!(c.as_const().is_none());
        let env = |i: &Input| matches!(i, Input::KernArg { offset: 8 }).then_some(0u64);
        assert_eq!(c.eval(&env), Some(1));
        assert_eq!(n.and(&Term::constant(0, 32)).as_const(), Some(0));
    }

    /// Lanes that skipped a branch joined with those that ran it: the whole mask again,
    /// in every order of the operands.
    #[test]
    fn a_mask_rejoined_after_a_branch_is_whole() {
        let n = Term::input(Input::KernArg { offset: 8 }, 32);
        let bit = |i: u64| {
            let c = Term::op(Op::Slt, 1, vec![n.clone(), Term::constant(i, 32)]);
            Term::ite(&c, &Term::constant(1 << i, 64), &Term::constant(0, 64))
        };
        let ran = bit(0).or(&bit(1)).or(&bit(2)).or(&bit(3));
        let wave = Term::constant(15, 64);
        let skipped = wave.and(&ran.not());
        assert_eq!(skipped.or(&ran).as_const(), Some(15));
        assert_eq!(ran.or(&skipped).as_const(), Some(15));
        let flipped = ran.not().and(&wave);
        assert_eq!(flipped.or(&ran).as_const(), Some(15));
        // Not the identity when the other side is not the negated one.
        assert!(wave.and(&bit(0).not()).or(&bit(1)).as_const().is_none());
    }
}
