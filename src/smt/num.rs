//! The arithmetic of barrier counters, over bit-vectors, integers or constants.
//!
//! Bounded model checking bit-blasts best with small bit-vectors; induction needs to reason
//! about sums of counters, which a SAT solver does badly and linear integer arithmetic does
//! well. The counter width is chosen so that no reachable value wraps, so both readings have
//! the same reachable states. The explicit search runs the same encoding on machine
//! integers and booleans (`i64`, `bool`), with no solver terms built at all.

use z3::ast::{Ast, BV, Bool, Int};

/// A truth value of the encoding: a solver term, or a constant.
pub trait Logic: Clone {
    /// The constant `b`.
    fn lit(b: bool) -> Self;
    /// Conjunction (true when `v` is empty).
    fn all(v: &[Self]) -> Self;
    /// Disjunction (false when `v` is empty).
    fn any(v: &[Self]) -> Self;
    /// Negation.
    fn negate(&self) -> Self;
    /// The two are the same term (not a solver question).
    fn identical(&self, o: &Self) -> bool;
}

impl Logic for Bool {
    fn lit(b: bool) -> Self {
        Bool::from_bool(b)
    }
    fn all(v: &[Self]) -> Self {
        Bool::and(v)
    }
    fn any(v: &[Self]) -> Self {
        Bool::or(v)
    }
    fn negate(&self) -> Self {
        self.not()
    }
    fn identical(&self, o: &Self) -> bool {
        self.ast_eq(o)
    }
}

impl Logic for bool {
    fn lit(b: bool) -> Self {
        b
    }
    fn all(v: &[Self]) -> Self {
        v.iter().all(|&b| b)
    }
    fn any(v: &[Self]) -> Self {
        v.iter().any(|&b| b)
    }
    fn negate(&self) -> Self {
        !*self
    }
    fn identical(&self, o: &Self) -> bool {
        self == o
    }
}

/// A counter value: the operations the barrier encoding needs.
pub trait Num: Clone {
    /// Its truth values.
    type B: Logic;
    /// The constant `v` (`width` is ignored by integers).
    fn lit(v: i64, width: u32) -> Self;
    fn plus(&self, o: &Self) -> Self;
    fn minus(&self, o: &Self) -> Self;
    /// `self < o`, unsigned for bit-vectors.
    fn less(&self, o: &Self) -> Self::B;
    /// `self <= o`, unsigned for bit-vectors.
    fn at_most(&self, o: &Self) -> Self::B;
    /// `self == o`.
    fn same(&self, o: &Self) -> Self::B;
    /// The two are the same term (not a solver question).
    fn identical(&self, o: &Self) -> bool;
    /// `self > o`, unsigned for bit-vectors.
    fn more(&self, o: &Self) -> Self::B {
        o.less(self)
    }
    /// `a` where `c` holds, else `b`.
    fn pick(c: &Self::B, a: &Self, b: &Self) -> Self;
}

/// A counter the solvers reason about: a term with fresh constants.
pub trait Symbolic: Num<B = Bool> + Ast {
    /// A fresh constant.
    fn var(name: String, width: u32) -> Self;
}

impl Num for BV {
    type B = Bool;
    fn lit(v: i64, width: u32) -> Self {
        BV::from_i64(v, width)
    }
    fn plus(&self, o: &Self) -> Self {
        self.bvadd(o)
    }
    fn minus(&self, o: &Self) -> Self {
        self.bvsub(o)
    }
    fn less(&self, o: &Self) -> Bool {
        self.bvult(o)
    }
    fn at_most(&self, o: &Self) -> Bool {
        self.bvule(o)
    }
    fn same(&self, o: &Self) -> Bool {
        self.eq(o)
    }
    fn identical(&self, o: &Self) -> bool {
        self.ast_eq(o)
    }
    fn pick(c: &Bool, a: &Self, b: &Self) -> Self {
        c.ite(a, b)
    }
}

impl Symbolic for BV {
    fn var(name: String, width: u32) -> Self {
        BV::new_const(name, width)
    }
}

impl Num for Int {
    type B = Bool;
    fn lit(v: i64, _width: u32) -> Self {
        Int::from_i64(v)
    }
    fn plus(&self, o: &Self) -> Self {
        Int::add(&[self, o])
    }
    fn minus(&self, o: &Self) -> Self {
        Int::sub(&[self, o])
    }
    fn less(&self, o: &Self) -> Bool {
        self.lt(o)
    }
    fn at_most(&self, o: &Self) -> Bool {
        self.le(o)
    }
    fn same(&self, o: &Self) -> Bool {
        self.eq(o)
    }
    fn identical(&self, o: &Self) -> bool {
        self.ast_eq(o)
    }
    fn pick(c: &Bool, a: &Self, b: &Self) -> Self {
        c.ite(a, b)
    }
}

impl Symbolic for Int {
    fn var(name: String, _width: u32) -> Self {
        Int::new_const(name)
    }
}

/// Unbounded integers as the explicit search meets them: counts of waves and arrives, far
/// from `i64`'s limits, so this reads as [`Int`] does.
impl Num for i64 {
    type B = bool;
    fn lit(v: i64, _width: u32) -> Self {
        v
    }
    fn plus(&self, o: &Self) -> Self {
        self + o
    }
    fn minus(&self, o: &Self) -> Self {
        self - o
    }
    fn less(&self, o: &Self) -> bool {
        self < o
    }
    fn at_most(&self, o: &Self) -> bool {
        self <= o
    }
    fn same(&self, o: &Self) -> bool {
        self == o
    }
    fn identical(&self, o: &Self) -> bool {
        self == o
    }
    fn pick(c: &bool, a: &Self, b: &Self) -> Self {
        if *c { *a } else { *b }
    }
}
