//! The arithmetic of barrier counters, over bit-vectors or integers.
//!
//! Bounded model checking bit-blasts best with small bit-vectors; induction needs to reason
//! about sums of counters, which a SAT solver does badly and linear integer arithmetic does
//! well. The counter width is chosen so that no reachable value wraps, so both readings have
//! the same reachable states.

use z3::ast::{Ast, BV, Bool, Int};

/// A counter value: the operations the barrier encoding needs.
pub trait Num: Ast + Clone {
    /// The constant `v` (`width` is ignored by integers).
    fn lit(v: i64, width: u32) -> Self;
    /// A fresh constant.
    fn var(name: String, width: u32) -> Self;
    fn plus(&self, o: &Self) -> Self;
    fn minus(&self, o: &Self) -> Self;
    /// `self < o`, unsigned for bit-vectors.
    fn less(&self, o: &Self) -> Bool;
    /// `self <= o`, unsigned for bit-vectors.
    fn at_most(&self, o: &Self) -> Bool;
    /// `self == o`.
    fn same(&self, o: &Self) -> Bool;
    /// The two are the same term (not a solver question).
    fn identical(&self, o: &Self) -> bool;
    /// `self > o`, unsigned for bit-vectors.
    fn more(&self, o: &Self) -> Bool {
        o.less(self)
    }
}

impl Num for BV {
    fn lit(v: i64, width: u32) -> Self {
        BV::from_i64(v, width)
    }
    fn var(name: String, width: u32) -> Self {
        BV::new_const(name, width)
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
}

impl Num for Int {
    fn lit(v: i64, _width: u32) -> Self {
        Int::from_i64(v)
    }
    fn var(name: String, _width: u32) -> Self {
        Int::new_const(name)
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
}
