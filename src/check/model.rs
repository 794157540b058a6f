//! Model questions on one concrete program: deadlock freedom and every undefined behaviour
//! of the model, answered by the SMT encoding and confirmed on the reference interpreter.

use crate::model::interp::{Replay, Replayed, Violation, ViolationKind};
use crate::model::{ModelConfig, Program};
use crate::smt::barrier::{Answer, Class, Encoding, Engines, LocalState, Question, classes};

/// What the model says about a program.
#[derive(Clone, Debug, Default)]
pub struct ModelAnswers {
    /// Replayed violations: the deadlock first, then each undefined behaviour kind.
    pub violations: Vec<Violation>,
    /// Set when the solver gave up on a question: the questions after it were not answered.
    pub inconclusive: Option<String>,
    /// Transition steps encoded (for logs and benchmarks).
    pub steps: usize,
}

/// A counterexample that the interpreter does not confirm: a bug in bverify, never output.
#[derive(Debug, thiserror::Error)]
#[error("internal error: the SMT counterexample does not replay on the reference interpreter: {0}")]
pub struct NoReplay(pub String);

/// Asks every question of `program`. With `all`, keeps asking until every violation kind
/// that can happen is found; otherwise stops at the first.
pub fn check(
    program: &Program,
    cfg: &ModelConfig,
    timeout_ms: u32,
    all: bool,
) -> Result<ModelAnswers, NoReplay> {
    check_with(program, cfg, timeout_ms, all, Engines::Auto)
}

/// [`check`] with the engines restricted (tests compare them).
pub fn check_with(
    program: &Program,
    cfg: &ModelConfig,
    timeout_ms: u32,
    all: bool,
    engines: Engines,
) -> Result<ModelAnswers, NoReplay> {
    let cls = classes(program);
    let enc = Encoding::new(&cls, cfg, timeout_ms).with_engines(engines);
    let mut out = ModelAnswers {
        steps: enc.steps,
        ..Default::default()
    };
    let _span = tracing::debug_span!(
        "model",
        waves = program.waves.len(),
        classes = cls.len(),
        steps = enc.steps
    )
    .entered();
    let t = std::time::Instant::now();
    match enc.ask(Question::Deadlock, &[], true) {
        Answer::Unreachable => {}
        Answer::Unknown(r) => {
            out.inconclusive = Some(format!("deadlock question: solver gave up ({r})"));
            return Ok(out);
        }
        Answer::Reachable(run) => {
            let v = replay(program, cfg, &cls, &run, true)?;
            out.violations.push(v);
            if !all {
                return Ok(out);
            }
        }
    }
    tracing::debug!(
        elapsed_ms = t.elapsed().as_millis() as u64,
        "deadlock question"
    );
    let mut found: Vec<ViolationKind> = Vec::new();
    loop {
        let t = std::time::Instant::now();
        match enc.ask(Question::AnyViolation, &found, true) {
            Answer::Unreachable => {
                tracing::debug!(
                    elapsed_ms = t.elapsed().as_millis() as u64,
                    "violation question"
                );
                break;
            }
            Answer::Unknown(r) => {
                out.inconclusive = Some(format!(
                    "undefined-behaviour question: solver gave up ({r})"
                ));
                break;
            }
            Answer::Reachable(run) => {
                let v = replay(program, cfg, &cls, &run, false)?;
                if found.contains(&v.kind) {
                    return Err(NoReplay(format!("{} was excluded but found again", v.kind)));
                }
                found.push(v.kind);
                out.violations.push(v);
                if !all {
                    break;
                }
            }
        }
        tracing::debug!(
            elapsed_ms = t.elapsed().as_millis() as u64,
            "violation question"
        );
    }
    Ok(out)
}

/// Maps an abstract run (local states) to concrete waves and runs it on the interpreter.
fn replay(
    program: &Program,
    cfg: &ModelConfig,
    cls: &[Class],
    run: &[LocalState],
    deadlock: bool,
) -> Result<Violation, NoReplay> {
    let mut r = Replay::new(program, cfg);
    r.settle();
    let last = run.len().saturating_sub(1);
    for (i, l) in run.iter().enumerate() {
        let w = cls[l.class]
            .waves
            .iter()
            .copied()
            .find(|&w| {
                let p = r.position(w);
                !p.done
                    && p.pc == l.pos
                    && p.waiting == l.waiting
                    && l.objects
                        .iter()
                        .zip(&l.old)
                        .all(|(&o, &old)| r.completed(w, o) == Some(old))
            })
            .ok_or_else(|| {
                NoReplay(format!(
                    "step {i}: no wave of class {} is in {l:?}",
                    l.class
                ))
            })?;
        match r.step(w) {
            Replayed::Ok if deadlock || i < last => r.settle(),
            Replayed::Ok => {
                return Err(NoReplay(format!("step {i} (wave {w}) is not a violation")));
            }
            Replayed::Blocked => {
                return Err(NoReplay(format!("step {i}: wave {w} cannot move")));
            }
            Replayed::Violation(v) if !deadlock && i == last => return Ok(v),
            Replayed::Violation(v) => {
                return Err(NoReplay(format!(
                    "step {i}: unexpected {}: {}",
                    v.kind, v.message
                )));
            }
        }
    }
    if deadlock {
        return r
            .deadlock()
            .ok_or_else(|| NoReplay("the run does not end in a deadlock".into()));
    }
    Err(NoReplay("empty run".into()))
}
