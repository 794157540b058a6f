//! A register file that clones in constant time and copies only what a write touches.
//!
//! Every vector instruction reads its sources from a clone of the wave's state taken before
//! it writes, so a write after a clone must not copy the whole file: code lowered from LLVM
//! IR gives every SSA value registers of its own, hundreds per kernel. The registers live in
//! chunks of [`CHUNK`] behind reference counts, listed by chunk number: a write copies the
//! list of populated chunks and one chunk. The list is sparse because register numbers
//! are (trap temporaries and AGPRs are kept far above the SGPRs and VGPRs).

use std::rc::Rc;

/// Registers per chunk.
const CHUNK: usize = 32;

/// One chunk's registers, by register number modulo [`CHUNK`].
type Chunk<T> = Rc<Vec<Option<T>>>;

/// A sparse map from register numbers to values, shared by clones until one writes.
#[derive(Debug)]
pub struct RegFile<T> {
    /// Populated chunks by increasing chunk number (register / CHUNK).
    chunks: Rc<Vec<(u16, Chunk<T>)>>,
}

impl<T> Clone for RegFile<T> {
    fn clone(&self) -> Self {
        RegFile {
            chunks: Rc::clone(&self.chunks),
        }
    }
}

impl<T> Default for RegFile<T> {
    fn default() -> Self {
        RegFile {
            chunks: Rc::new(Vec::new()),
        }
    }
}

impl<T: Clone> RegFile<T> {
    /// The value of register `r`, if the file holds one.
    pub fn get(&self, r: &u16) -> Option<&T> {
        let at = self.chunk_at(*r).ok()?;
        self.chunks[at].1[usize::from(*r) % CHUNK].as_ref()
    }

    /// Whether the file holds a value for register `r`.
    pub fn contains_key(&self, r: &u16) -> bool {
        self.get(r).is_some()
    }

    /// Register `r` for writing, if the file holds a value for it.
    pub fn get_mut(&mut self, r: &u16) -> Option<&mut T> {
        if !self.contains_key(r) {
            return None;
        }
        self.slot(*r).as_mut()
    }

    /// Gives register `r` the value `v`.
    pub fn insert(&mut self, r: u16, v: T) {
        *self.slot(r) = Some(v);
    }

    fn chunk_at(&self, r: u16) -> Result<usize, usize> {
        let id = r / CHUNK as u16;
        self.chunks.binary_search_by_key(&id, |&(c, _)| c)
    }

    fn slot(&mut self, r: u16) -> &mut Option<T> {
        let at = self.chunk_at(r);
        let chunks = Rc::make_mut(&mut self.chunks);
        let at = at.unwrap_or_else(|at| {
            chunks.insert(at, (r / CHUNK as u16, Rc::new(vec![None; CHUNK])));
            at
        });
        &mut Rc::make_mut(&mut chunks[at].1)[usize::from(r) % CHUNK]
    }

    /// The registers the file holds values for, in increasing order.
    pub fn keys(&self) -> impl Iterator<Item = u16> + '_ {
        self.iter().map(|(r, _)| r)
    }

    /// The registers and their values, in increasing register order.
    pub fn iter(&self) -> impl Iterator<Item = (u16, &T)> + '_ {
        self.chunks.iter().flat_map(|(c, regs)| {
            regs.iter()
                .enumerate()
                .filter_map(move |(i, v)| Some((c * CHUNK as u16 + i as u16, v.as_ref()?)))
        })
    }
}

impl<T: Clone> std::ops::Index<&u16> for RegFile<T> {
    type Output = T;
    fn index(&self, r: &u16) -> &T {
        self.get(r).expect("register held by the file")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_after_a_clone_leaves_the_clone_alone() {
        let mut a: RegFile<u32> = RegFile::default();
        a.insert(3, 30);
        a.insert(100, 1000);
        a.insert(0x8009, 9);
        let b = a.clone();
        a.insert(3, 31);
        a.insert(70, 700);
        assert_eq!(b.get(&3), Some(&30));
        assert_eq!(b.get(&70), None);
        assert_eq!(a.get(&3), Some(&31));
        assert_eq!(a.keys().collect::<Vec<_>>(), vec![3, 70, 100, 0x8009]);
        assert_eq!(b.keys().collect::<Vec<_>>(), vec![3, 100, 0x8009]);
        *a.get_mut(&100).unwrap() += 1;
        assert_eq!((a[&100], b[&100]), (1001, 1000));
        assert!(a.get_mut(&5).is_none() && !a.contains_key(&5));
    }
}
