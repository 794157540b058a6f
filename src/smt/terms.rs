//! Kernel values in Z3: [`Term`]s as bit-vectors over one Z3 constant per [`Input`].

use crate::eval::term::{Node, Op};
use crate::eval::{Input, Term};
use rustc_hash::FxHashMap as HashMap;
use z3::ast::{BV, Bool};

/// Converts terms, sharing one Z3 constant per input and memoising shared sub-terms.
#[derive(Default)]
pub struct Terms {
    inputs: HashMap<Input, BV>,
    /// The widest use of each input: the bits a value of it means (the constant is 64 bits).
    widths: HashMap<Input, u32>,
    memo: HashMap<usize, BV>,
    /// Keeps memoised terms alive so their node addresses stay unique.
    keep: Vec<Term>,
}

fn resize(v: BV, width: u32) -> BV {
    let w = v.get_size();
    if w == width {
        v
    } else if w > width {
        v.extract(width - 1, 0)
    } else {
        v.zero_ext(width - w)
    }
}

impl Terms {
    /// A fresh converter.
    pub fn new() -> Terms {
        Terms::default()
    }

    /// The Z3 constant of an input of `width` bits (inputs keep the width they first had).
    pub fn input(&mut self, i: &Input, width: u32) -> BV {
        let w = self.widths.entry(i.clone()).or_insert(width);
        *w = (*w).max(width);
        let v = self
            .inputs
            .entry(i.clone())
            .or_insert_with(|| BV::new_const(i.to_string(), 64))
            .clone();
        resize(v, width)
    }

    /// Every input met so far with its Z3 constant.
    pub fn inputs(&self) -> impl Iterator<Item = (&Input, &BV)> {
        self.inputs.iter()
    }

    /// The value `model` gives every input met so far (completed where it is free), in the
    /// bits its widest use reads: the rest of the 64-bit constant means nothing.
    pub fn values(&self, model: &z3::Model) -> Vec<(Input, u64)> {
        self.inputs
            .iter()
            .filter_map(|(i, bv)| {
                let v = model.eval(bv, true)?.as_u64()?;
                let w = self.widths.get(i).copied().unwrap_or(64);
                Some((i.clone(), v & crate::eval::term::mask(w.min(64) as u8)))
            })
            .collect()
    }

    /// `t` as a bit-vector of its width.
    pub fn bv(&mut self, t: &Term) -> BV {
        if let Some(v) = self.memo.get(&t.id()) {
            return v.clone();
        }
        let w = t.width() as u32;
        let v = match t.node() {
            Node::Const(c) => BV::from_u64(*c, w),
            Node::Input(i) => self.input(i, w),
            Node::App(op, args) => {
                let a: Vec<BV> = args.iter().map(|x| self.bv(x)).collect();
                let same = |x: &BV| resize(x.clone(), w);
                let bit = |b: Bool| b.ite(&BV::from_u64(1, 1), &BV::from_u64(0, 1));
                match op {
                    Op::Add => same(&a[0]).bvadd(same(&a[1])),
                    Op::Sub => same(&a[0]).bvsub(same(&a[1])),
                    Op::Mul => same(&a[0]).bvmul(same(&a[1])),
                    Op::And => same(&a[0]).bvand(same(&a[1])),
                    Op::Or => same(&a[0]).bvor(same(&a[1])),
                    Op::Xor => same(&a[0]).bvxor(same(&a[1])),
                    Op::Not => same(&a[0]).bvnot(),
                    Op::Shl => same(&a[0]).bvshl(same(&a[1])),
                    Op::Lshr => same(&a[0]).bvlshr(same(&a[1])),
                    Op::Ashr => same(&a[0]).bvashr(same(&a[1])),
                    Op::Eq | Op::Ult | Op::Slt => {
                        let ww = a[0].get_size().max(a[1].get_size());
                        let (x, y) = (resize(a[0].clone(), ww), resize(a[1].clone(), ww));
                        resize(
                            bit(match op {
                                Op::Eq => x.eq(&y),
                                Op::Ult => x.bvult(&y),
                                _ => x.bvslt(&y),
                            }),
                            w,
                        )
                    }
                    Op::Ite => {
                        let c = a[0].extract(0, 0).eq(BV::from_u64(1, 1));
                        c.ite(&same(&a[1]), &same(&a[2]))
                    }
                    Op::Extract(lo) => {
                        let lo = *lo as u32;
                        let src = &a[0];
                        let src = if src.get_size() < lo + w {
                            src.zero_ext(lo + w - src.get_size())
                        } else {
                            src.clone()
                        };
                        src.extract(lo + w - 1, lo)
                    }
                    Op::Float(f) => {
                        let width = u32::from(f.arg_width());
                        let ops: Vec<BV> = a.iter().map(|x| resize(x.clone(), width)).collect();
                        resize(super::fp::lower(*f, &ops), w)
                    }
                    Op::Zext => same(&a[0]),
                    Op::Sext => {
                        let from = a[0].get_size();
                        if from >= w {
                            resize(a[0].clone(), w)
                        } else {
                            a[0].sign_ext(w - from)
                        }
                    }
                }
            }
        };
        self.memo.insert(t.id(), v.clone());
        self.keep.push(t.clone());
        v
    }

    /// A 1-bit term as a Z3 boolean (any other width: non-zero).
    pub fn bool(&mut self, t: &Term) -> Bool {
        let v = self.bv(t);
        let w = v.get_size();
        v.eq(BV::from_u64(0, w)).not()
    }
}
