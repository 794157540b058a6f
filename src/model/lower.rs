//! Target mappings: which model operations an instruction performs.
//!
//! AMDGPU rows cite `amdgpu-execution-synchronization.rst` (tables "s_barrier GFX6-11",
//! "s_barrier GFX12", "s_barrier IDs GFX12"); NVIDIA rows cite `nvidia-sass-bar.txt`.

use super::{BarrierObject, Operation};
use crate::encodings::InstClass;
use crate::explore::BarrierOperand;

/// Why an instruction cannot be mapped (an operand the model cannot resolve, or an id the
/// target does not have).
pub type LowerError = String;

/// AMDGPU barrier IDs (table "s_barrier IDs GFX12").
fn amdgpu_object(id: i64, named: bool) -> Result<BarrierObject, LowerError> {
    Ok(match id {
        -1 => BarrierObject::Workgroup,
        -2 => BarrierObject::WorkgroupTrap,
        -3 | -4 if !named => return Err(format!("barrier ID {id} (cluster) needs GFX12.5")),
        -3 => BarrierObject::Cluster,
        -4 => BarrierObject::ClusterTrap,
        0..=16 if named => BarrierObject::Named(id as u8),
        0..=16 => return Err(format!("named barrier ID {id} needs GFX12.5")),
        _ => return Err(format!("barrier ID {id} does not exist")),
    })
}

/// The model operations of one AMDGPU barrier instruction.
///
/// `m0` is M0's concrete value when the operand is M0. `named` says whether the target has
/// named barriers (GFX12.5). `split` whether it has the split barrier (GFX12+).
pub fn amdgpu(
    class: InstClass,
    operand: &BarrierOperand,
    m0: Option<u32>,
    split: bool,
    named: bool,
) -> Result<Vec<Operation>, LowerError> {
    let m0_of = || m0.ok_or_else(|| "M0 depends on a value bverify cannot determine".to_string());
    Ok(match class {
        // GFX6-11 `s_barrier`: arrive then wait on the one workgroup barrier. LLVM still
        // accepts it on GFX12, where it means signal -1 then wait -1.
        InstClass::Barrier => vec![
            Operation::Arrive {
                object: BarrierObject::Workgroup,
                expected: None,
            },
            Operation::Wait {
                object: BarrierObject::Workgroup,
            },
        ],
        // GFX12 `s_barrier_signal[_isfirst] <N>`: arrive. With M0, the ID is M0[4:0] and, for
        // named barriers, a non-zero M0[22:16] sets the expected count before the arrive.
        InstClass::BarrierSignal | InstClass::BarrierSignalIsfirst if split => {
            let (object, expected) = match operand {
                BarrierOperand::Imm(id) => (amdgpu_object(*id, named)?, None),
                BarrierOperand::M0(_) => {
                    let v = m0_of()?;
                    let id = (v & 0x1f) as i64;
                    let count = (v >> 16) & 0x7f;
                    let object = amdgpu_object(id, named)?;
                    let expected = (object.is_named() && count != 0).then_some(count);
                    (object, expected)
                }
                BarrierOperand::None => return Err("s_barrier_signal without an operand".into()),
            };
            // "This is a no-op on the NULL barrier"
            if object.is_null() {
                vec![]
            } else {
                vec![Operation::Arrive { object, expected }]
            }
        }
        // GFX12 `s_barrier_wait <N>` (immediate only): for IDs >= 1 it waits on the last
        // named barrier the wave joined, whatever the operand.
        InstClass::BarrierWait if split => match operand {
            BarrierOperand::Imm(id) if *id >= 1 && named => vec![Operation::WaitJoined],
            BarrierOperand::Imm(0) if named => vec![],
            BarrierOperand::Imm(id) => vec![Operation::Wait {
                object: amdgpu_object(*id, named)?,
            }],
            _ => return Err("s_barrier_wait takes an immediate barrier ID".into()),
        },
        // GFX12.5 `s_barrier_init <N>`: ID immediate or M0 low half; expected count M0[22:16].
        InstClass::BarrierInit if named => {
            let v = m0_of()?;
            let id = match operand {
                BarrierOperand::Imm(id) => *id,
                _ => (v & 0xffff) as i64,
            };
            let object = amdgpu_object(id, true)?;
            if !(1..=16).contains(&id) {
                return Err(format!(
                    "s_barrier_init on barrier ID {id}; only 1..16 can be initialised"
                ));
            }
            vec![Operation::Init {
                object,
                k: (v >> 16) & 0x7f,
            }]
        }
        // GFX12.5 `s_barrier_join <N>`: ID immediate or M0 low half, 0..16.
        InstClass::BarrierJoin if named => {
            let id = match operand {
                BarrierOperand::Imm(id) => *id,
                _ => (m0_of()? & 0xffff) as i64,
            };
            if !(0..=16).contains(&id) {
                return Err(format!(
                    "s_barrier_join on barrier ID {id}; only 0..16 can be joined"
                ));
            }
            vec![Operation::Join {
                object: BarrierObject::Named(id as u8),
            }]
        }
        // GFX12.5 `s_barrier_leave`: drops the joined named barrier if there is one.
        InstClass::BarrierLeave if named => vec![Operation::Leave],
        other => {
            return Err(format!(
                "{other:?} is not a barrier operation on this target"
            ));
        }
    })
}

/// NVIDIA `BAR` forms (nvidia-sass-bar.txt). `count` is the thread count operand (`None` or
/// `Some(0)`: all threads of the CTA); counts are converted to warps of `warp_size`.
pub fn nvidia(
    form: &str,
    barrier: u32,
    count: Option<u32>,
    warp_size: u32,
) -> Result<Vec<Operation>, LowerError> {
    if barrier > 15 {
        return Err(format!("BAR {barrier}: a CTA has barriers 0..15"));
    }
    let object = BarrierObject::Nvidia(barrier as u8);
    let expected = match count {
        None | Some(0) => None,
        Some(c) if c % warp_size != 0 => {
            return Err(format!(
                "BAR thread count {c} is not a multiple of the warp size {warp_size}"
            ));
        }
        Some(c) => Some(c / warp_size),
    };
    let arrive = Operation::Arrive { object, expected };
    Ok(match form {
        // SYNC and RED arrive and wait; ARV and SCAN only arrive.
        "SYNC" | "RED" => vec![arrive, Operation::Wait { object }],
        "ARV" | "SCAN" => vec![arrive],
        "SYNCALL" => {
            return Err(
                "BAR.SYNCALL is for the trap handler (ILLEGAL_INSTR_ENCODING in user mode)".into(),
            );
        }
        _ => return Err(format!("unknown BAR form '{form}'")),
    })
}

/// Builds the model program of one combination of wave paths (one path per wave) of an
/// AMDGPU kernel. `env` gives concrete values to the kernel arguments; an M0 operand that
/// still depends on an unknown value is an error, never a guess.
pub fn amdgpu_program(
    module: &crate::kernel::Module,
    paths: &[&crate::explore::WavePath],
    env: &dyn Fn(&crate::eval::Input) -> Option<u64>,
) -> Result<super::Program, LowerError> {
    let header = &module.family.header;
    let mut waves = Vec::new();
    for path in paths {
        let mut steps = Vec::new();
        for ev in path.events.iter().filter(|e| e.class.is_barrier()) {
            let inst = &module.insts[ev.inst];
            let m0 = match &ev.operand {
                BarrierOperand::M0(t) => t.eval(env).map(|v| v as u32),
                _ => None,
            };
            let ops = amdgpu(
                ev.class,
                &ev.operand,
                m0,
                header.split_barrier,
                header.named_barriers,
            )
            .map_err(|e| format!("line {}: {}: {e}", inst.loc.line, inst.text))?;
            steps.extend(ops.into_iter().map(|op| super::Step {
                op,
                line: inst.loc.line,
                text: inst.text.clone(),
            }));
        }
        waves.push(steps);
    }
    Ok(super::Program { waves })
}
