//! Where an LDS access lands: per lane, the first byte and the byte count, as the ISA
//! computes the address of each kind of instruction. The async-completion check compares
//! these extents between waves; an access whose extent is not known here may touch any byte.

use super::{Term, WaveState};
use crate::encodings::InstClass;
use crate::kernel::{Inst, Operand};
use std::rc::Rc;

/// The pieces an access touches: (lane, byte address as a 32-bit term, number of bytes),
/// one or two per lane of the wave.
pub type LdsExtent = Rc<Vec<(u32, Term, u32)>>;

/// Bytes one lane moves, from the mnemonic's type suffix.
pub(crate) fn lane_bytes(m: &str) -> Option<u32> {
    let last = m.rsplit('_').next()?;
    Some(match last {
        "b8" | "u8" | "i8" | "ubyte" | "sbyte" | "byte" => 1,
        "b16" | "u16" | "i16" | "ushort" | "sshort" | "short" | "d16" => 2,
        "b32" | "u32" | "i32" | "f32" | "dword" => 4,
        "b64" | "u64" | "i64" | "f64" | "dwordx2" => 8,
        "b96" | "dwordx3" => 12,
        "b128" | "dwordx4" => 16,
        _ => return None,
    })
}

/// Whether DS instruction `m` reaches LDS at all: every one but `ds_nop` and the lane moves
/// through the crossbar (`ds_permute`, `ds_bpermute`, `ds_swizzle`).
pub fn ds_touches_lds(m: &str) -> bool {
    m.starts_with("ds_") && m != "ds_nop" && !["permute", "swizzle"].iter().any(|k| m.contains(k))
}

/// Whether `m` is a plain DS load (`ds_read*`, `ds_load*`).
pub fn ds_plain_load(m: &str) -> bool {
    m.starts_with("ds_read") || m.starts_with("ds_load")
}

/// Whether `m` may change LDS: a DS instruction other than a plain load (`ds_append` returns
/// a value and adds to a word), or a flat store or atomic (its address may be in LDS).
pub fn may_write_lds(m: &str) -> bool {
    (ds_touches_lds(m) && !ds_plain_load(m))
        || (m.starts_with("flat_") && (m.contains("store") || m.contains("atomic")))
}

/// A byte offset from a modifier such as `offset:16` or `offset0:3` (DS offsets are unsigned;
/// a negative one, as async transfers have, wraps in the 32-bit address).
fn modifier(inst: &Inst, name: &str) -> Option<u64> {
    inst.modifier(name).map(|v| v as u64)
}

/// The LDS bytes `inst` (of an LDS class) touches in each lane, or `None` when the
/// address is not computed here (the access may then touch any byte).
pub fn extent(inst: &Inst, state: &mut WaveState) -> Option<LdsExtent> {
    let m = inst.mnemonic.as_str();
    let ws = state.shape.wave_size;
    let ops = &inst.operands;
    // Each lane's address operand plus each of `offsets`, `bytes` long.
    let lanes = |state: &mut WaveState, op: &Operand, offsets: &[u64], bytes: u32| -> LdsExtent {
        let mut out = Vec::with_capacity(ws as usize * offsets.len());
        for l in 0..ws {
            let a = state.read_lane(op, l);
            for &o in offsets {
                out.push((l, a.add(&Term::constant(o, 32)), bytes));
            }
        }
        Rc::new(out)
    };
    match inst.class {
        InstClass::LdsRead | InstClass::LdsWrite | InstClass::LdsAtomic => {
            // DS instructions (ISA "LDS instructions"): address = VGPR addr + offset. Forms
            // that return a value name the destination first and the address second.
            // Forms that address LDS through M0 or the lane id (append/consume, GWS, addtid)
            // are not computed here.
            if [
                "append", "consume", "gws", "ordered", "addtid", "param", "direct",
            ]
            .iter()
            .any(|k| m.contains(k))
            {
                return None;
            }
            let returns =
                m.starts_with("ds_read") || m.starts_with("ds_load") || m.contains("_rtn");
            let addr = ops.get(usize::from(returns))?;
            let size = lane_bytes(m)?;
            if m.contains("read2")
                || m.contains("write2")
                || m.contains("load_2")
                || m.contains("store_2")
            {
                // Two elements at offset0 and offset1 (in elements, times 64 for `st64`).
                let st64 = m.contains("st64") || m.contains("stride64");
                let scale = u64::from(size) * if st64 { 64 } else { 1 };
                let o0 = modifier(inst, "offset0").unwrap_or(0) * scale;
                let o1 = modifier(inst, "offset1").unwrap_or(0) * scale;
                return Some(lanes(state, addr, &[o0, o1], size));
            }
            Some(lanes(
                state,
                addr,
                &[modifier(inst, "offset").unwrap_or(0)],
                size,
            ))
        }
        InstClass::LdsDma => {
            // GFX9 LDS DMA (CDNA3 ISA, "Global Load LDS" / MUBUF LDS=1): each lane writes
            // LDS at M0 + instruction offset + lane id x the dword size (at least 4 bytes).
            let size = lane_bytes(m).unwrap_or(4).max(4);
            let base = state.m0().and(&Term::constant(0x3_ffff, 32));
            let off = modifier(inst, "offset").unwrap_or(0);
            Some(Rc::new(
                (0..ws)
                    .map(|l| {
                        let a = base.add(&Term::constant(off + u64::from(l * size), 32));
                        (l, a, size)
                    })
                    .collect(),
            ))
        }
        InstClass::AsyncToLds
            if m.starts_with("global_load_async") || m.starts_with("cluster_load_async") =>
        {
            // GFX12.5 `global_load_async_to_lds_bN vLDS, vaddr, saddr [offset:N]`: the
            // first operand holds each lane's LDS address, and the instruction offset (signed)
            // applies to the global and the LDS address alike (LLVM's "AMDGPU DMA
            // Operations", GFX1250).
            let size = lane_bytes(m)?;
            let off = modifier(inst, "offset").unwrap_or(0);
            Some(lanes(state, ops.first()?, &[off], size))
        }
        InstClass::AsyncFromLds if m.starts_with("global_store_async") => {
            // `global_store_async_from_lds_bN vaddr, vLDS, saddr`: the LDS source is second;
            // the offset applies to both addresses here too.
            let size = lane_bytes(m)?;
            let off = modifier(inst, "offset").unwrap_or(0);
            Some(lanes(state, ops.get(1)?, &[off], size))
        }
        _ => None,
    }
}
