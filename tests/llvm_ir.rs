//! The LLVM IR frontend: every IR kernel in the corpus gets the verdict of the assembly
//! clang made from the same source, and what the lowering does not support is an error at
//! the IR position.

mod common;

use bverify::check::{Options, check_kernel};
use bverify::launch::LaunchRequest;
use std::path::Path;

fn verdict(path: &Path, waves: u32) -> Vec<(bverify::check::Verdict, Vec<String>)> {
    let module = bverify::frontend::load(path, None).unwrap();
    let opts = Options {
        launch: LaunchRequest {
            waves,
            threads: None,
            dims: None,
            wave_size: None,
        },
        ..Options::default()
    };
    module
        .kernels
        .iter()
        .map(|k| {
            let r = check_kernel(&module, k, &opts).unwrap();
            let mut kinds: Vec<String> = r.findings.iter().map(|f| f.kind.clone()).collect();
            kinds.sort();
            kinds.dedup();
            (r.verdict, kinds)
        })
        .collect()
}

#[test]
fn ir_and_assembly_of_one_source_agree() {
    let dir = common::corpus_dir();
    let mut pairs = 0;
    let mut failures = Vec::new();
    for e in common::manifest()
        .iter()
        .filter(|e| e.file.ends_with(".ll"))
    {
        // `k.gfxN.ll` pairs with `k.gfxN.s`; a hand-written IR source `src/k.ll` with what
        // llc made of it, `k.<target>.s`.
        let asm = match e.file.strip_prefix("amdgpu/src/") {
            Some(f) => format!("amdgpu/{}.{}.s", f.trim_end_matches(".ll"), e.target),
            None => e.file.trim_end_matches(".ll").to_string() + ".s",
        };
        if !dir.join(&asm).exists() {
            continue;
        }
        for waves in [2, 5] {
            let ir = verdict(&dir.join(&e.file), waves);
            let s = verdict(&dir.join(&asm), waves);
            pairs += 1;
            if ir != s {
                failures.push(format!(
                    "{} at {waves} waves: IR {ir:?}, assembly {s:?}",
                    e.file
                ));
            }
        }
    }
    assert!(pairs >= 70, "only {pairs} IR/assembly pairs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn lower_error(ir: &str) -> String {
    let dir = std::env::temp_dir().join(format!("bverify-ir-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("k{}.ll", ir.len()));
    std::fs::write(&path, ir).unwrap();
    match bverify::frontend::load(&path, None) {
        Ok(_) => panic!("lowered without error"),
        Err(e) => e.to_string(),
    }
}

const HEAD: &str = "target triple = \"amdgcn-amd-amdhsa\"\n";
const ATTRS: &str = "attributes #0 = { \"target-cpu\"=\"gfx942\" }\n";

#[test]
fn unsupported_instruction_is_an_error_at_its_position() {
    let ir = format!(
        "{HEAD}define amdgpu_kernel void @k(i32 %n) #0 {{\nentry:\n  %q = sdiv i32 %n, %n\n  ret void\n}}\n{ATTRS}"
    );
    let e = lower_error(&ir);
    assert!(e.contains(":4:3:") && e.contains("SDiv"), "{e}");
}

/// A loop entered in two places (irreducible flow, a `goto` into a loop): entering at
/// `a` runs three barriers, at `b` two. Entered by a kernel argument every thread runs the
/// same count; entered by the thread id's low bit the lanes of one wave disagree.
fn two_entry_loop(cond: &str) -> String {
    format!(
        "{HEAD}declare void @llvm.amdgcn.s.barrier()\ndeclare i32 @llvm.amdgcn.workitem.id.x()\ndefine amdgpu_kernel void @k(i32 %n) #0 {{\nentry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %lo = and i32 %t, 1\n  %c = icmp eq i32 {cond}, 0\n  br i1 %c, label %a, label %b\na:\n  %i = phi i32 [ 0, %entry ], [ %j, %b ]\n  call void @llvm.amdgcn.s.barrier()\n  br label %b\nb:\n  %k = phi i32 [ 0, %entry ], [ %i, %a ]\n  %j = add i32 %k, 1\n  %d = icmp ult i32 %j, 3\n  br i1 %d, label %a, label %exit\nexit:\n  ret void\n}}\n{ATTRS}"
    )
}

#[test]
fn irreducible_control_flow_is_one_region_with_several_entries() {
    let uniform = check_ir_text(&two_entry_loop("%n"), "two_entry_uniform.ll");
    assert_eq!(
        uniform.verdict,
        bverify::check::Verdict::Verified,
        "{:?}",
        uniform.findings
    );
    let lanes = check_ir_text(&two_entry_loop("%lo"), "two_entry_lanes.ll");
    assert!(
        lanes
            .findings
            .iter()
            .any(|f| f.kind == "barrier-divergence"),
        "{:?}",
        lanes.verdict
    );
}

#[test]
fn calls_to_undefined_functions_are_errors() {
    let ir = format!(
        "{HEAD}declare void @ext()\ndefine amdgpu_kernel void @k() #0 {{\n  call void @ext()\n  ret void\n}}\n{ATTRS}"
    );
    let e = lower_error(&ir);
    assert!(e.contains(":4:3:") && e.contains("@ext"), "{e}");
}

#[test]
fn division_by_constants_is_exact() {
    // A barrier under `x / 3 == 7` and `x % 10 == 4` for thread x: lanes 21-23 and 4, 14,
    // ... take it. The masks at the barrier must be exactly those lanes, which needs the
    // multiply-high reciprocal to be right.
    for (op, k, want) in [
        (
            "udiv",
            3u32,
            (0..64u32).filter(|x| x / 3 == 7).collect::<Vec<_>>(),
        ),
        ("urem", 10, (0..64u32).filter(|x| x % 10 == 4).collect()),
        ("udiv", 7, (0..64u32).filter(|x| x / 7 == 7).collect()),
    ] {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             define amdgpu_kernel void @k() #0 {{\nentry:\n  %x = call i32 @llvm.amdgcn.workitem.id.x()\n\
             %q = {op} i32 %x, {k}\n  %c = icmp eq i32 %q, {}\n  br i1 %c, label %t, label %e\n\
             t:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\ne:\n  ret void\n}}\n{ATTRS}",
            if op == "udiv" { 7 } else { 4 }
        );
        let dir = std::env::temp_dir().join(format!("bverify-ir-div-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{op}{k}.ll"));
        std::fs::write(&path, ir).unwrap();
        let module = bverify::frontend::load(&path, None).unwrap();
        let opts = Options {
            launch: LaunchRequest {
                waves: 1,
                threads: None,
                dims: None,
                wave_size: None,
            },
            ..Options::default()
        };
        let r = check_kernel(&module, &module.kernels[0], &opts).unwrap();
        let text = format!("{:?}", r.findings);
        let first = want[0];
        let last = want[want.len() - 1];
        // The divergence finding names the masked lanes; the lanes at the barrier are the
        // complement, so the message must name the lanes around them.
        assert!(
            !r.findings.is_empty(),
            "{op} {k}: the barrier is divergent, but nothing was found"
        );
        if op == "udiv" {
            assert!(
                text.contains(&format!("lanes 0-{}", first - 1))
                    && text.contains(&format!("{}-63", last + 1)),
                "{op} {k}: {text}"
            );
        }
    }
}

/// Division by a per-lane value (long division in the lowering): `100 / (x + 1) == 7`
/// holds for lanes 12 and 13, `100 % (x + 1) == 0` for the divisors of 100 less one.
#[test]
fn division_by_a_variable_is_exact() {
    for (op, k, masked) in [
        ("udiv", 7, "lanes 0-11,14-63"),
        ("urem", 0, "lanes 2,5-8,10-18,20-23,25-48,50-63"),
    ] {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             define amdgpu_kernel void @k() #0 {{\nentry:\n  %x = call i32 @llvm.amdgcn.workitem.id.x()\n\
             %d = add i32 %x, 1\n  %q = {op} i32 100, %d\n  %c = icmp eq i32 %q, {k}\n\
             br i1 %c, label %t, label %e\nt:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let r = check_ir_text(&ir, &format!("var_{op}.ll"));
        let text = format!("{:?}", r.findings);
        assert!(
            text.contains(&format!("{masked} masked off")),
            "{op}: {text}"
        );
    }
}

#[test]
fn every_kernel_of_a_file_is_lowered() {
    // Two kernels with branches: labels must be unique across the file.
    let body = |name: &str| {
        format!(
            "define amdgpu_kernel void @{name}(i32 %n) #0 {{\nentry:\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %a, label %b\na:\n  call void @llvm.amdgcn.s.barrier()\n  br label %b\nb:\n  ret void\n}}\n"
        )
    };
    let ir = format!(
        "{HEAD}declare void @llvm.amdgcn.s.barrier()\n{}{}{ATTRS}",
        body("k1"),
        body("k2")
    );
    let dir = std::env::temp_dir().join(format!("bverify-ir-two-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("two.ll");
    std::fs::write(&path, ir).unwrap();
    let v = verdict(&path, 2);
    assert_eq!(v.len(), 2);
    assert!(
        v.iter()
            .all(|(r, _)| *r == bverify::check::Verdict::Verified),
        "{v:?}"
    );
}

#[test]
fn named_barriers_before_gfx1250_are_errors() {
    let ir = format!(
        "{HEAD}@b = internal addrspace(3) global target(\"amdgcn.named.barrier\", 0) poison\ndeclare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))\ndefine amdgpu_kernel void @k() #0 {{\n  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @b)\n  ret void\n}}\n{ATTRS}"
    );
    let e = lower_error(&ir);
    assert!(e.contains(":5:3:") && e.contains("gfx1250"), "{e}");
}

/// Every `wait.asyncmark(N)` call of the kernel function in `text`: (line, N).
fn mark_waits(text: &str) -> Vec<(usize, u32)> {
    let mut inside = false;
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        if l.starts_with("define") {
            inside = l.contains("amdgpu_kernel");
        } else if l.starts_with('}') {
            inside = false;
        } else if inside && l.contains("call void @llvm.amdgcn.wait.asyncmark(") {
            let n = l
                .split("signext ")
                .nth(1)
                .and_then(|r| r.split(')').next().and_then(|d| d.trim().parse().ok()));
            out.push((i + 1, n.expect("wait.asyncmark with a constant")));
        }
    }
    out
}

fn check_ir_text(text: &str, name: &str) -> bverify::check::KernelReport {
    let dir = std::env::temp_dir().join(format!("bverify-marks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let module = bverify::frontend::load(&path, None).unwrap();
    let opts = Options {
        launch: LaunchRequest {
            waves: 4,
            threads: None,
            dims: None,
            wave_size: None,
        },
        ..Options::default()
    };
    check_kernel(&module, &module.kernels[0], &opts).unwrap()
}

/// The spec's software pipeline (unrolled and as a loop): one more in any
/// `wait.asyncmark(N)` leaves a block in flight when another wave reads it, and the
/// finding names the transfer, the read and the wait that did not complete it; one less
/// waits for more than needed and stays safe.
#[test]
fn an_off_by_one_in_any_pipeline_wait_is_caught() {
    let dir = common::corpus_dir().join("amdgpu");
    for file in [
        "asyncmark_pipeline.gfx1250.ll",
        "asyncmark_pipeline_loop.gfx1250.ll",
    ] {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let waits = mark_waits(&text);
        assert!(waits.len() >= 4, "{file}: {waits:?}");
        let base = check_ir_text(&text, file);
        assert_eq!(base.verdict, bverify::check::Verdict::Verified, "{file}");
        for &(line, n) in &waits {
            for delta in [1i64, -1] {
                let m = n as i64 + delta;
                if m < 0 {
                    continue;
                }
                let mutated: String = text
                    .lines()
                    .enumerate()
                    .map(|(i, l)| {
                        if i + 1 == line {
                            l.replace(&format!("signext {n})"), &format!("signext {m})"))
                        } else {
                            l.to_string()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("\n");
                let r = check_ir_text(&mutated, &format!("m{line}_{m}.ll"));
                if delta < 0 {
                    assert_eq!(
                        r.verdict,
                        bverify::check::Verdict::Verified,
                        "{file}:{line} N={m}"
                    );
                    continue;
                }
                let f = r
                    .findings
                    .iter()
                    .find(|f| f.kind == "async-incomplete")
                    .unwrap_or_else(|| panic!("{file}:{line} N={m}: {:?}", r.verdict));
                let ops: Vec<&str> = f.trace.iter().map(|s| s.op.as_str()).collect();
                let at = |what: &str| {
                    f.trace
                        .iter()
                        .find(|s| s.op.starts_with(what))
                        .map(|s| (s.line, s.text.clone()))
                        .unwrap_or_else(|| panic!("{file}:{line}: no `{what}` in {ops:?}"))
                };
                let (_, start) = at("starts the async transfer");
                assert!(start.contains("global_load_async_to_lds"), "{start}");
                let (_, read) = at("accesses the same LDS bytes");
                assert!(read.contains("ds_"), "{read}");
                let (wait_line, wait) = at("waits, but the transfer is not complete");
                assert_eq!(wait_line, line as u32, "{file}: {}", f.message);
                assert!(wait.contains("ir_wait_asyncmark"), "{wait}");
                assert!(f.message.contains(&format!("line {line}")), "{}", f.message);
            }
        }
    }
}

/// Lanes as the divergence finding lists them (`0-11,14-63`).
fn lane_ranges(lanes: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < lanes.len() {
        let mut j = i;
        while j + 1 < lanes.len() && lanes[j + 1] == lanes[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            lanes[i].to_string()
        } else {
            format!("{}-{}", lanes[i], lanes[j])
        });
        i = j + 1;
    }
    parts.join(",")
}

/// One wave of 64 lanes (thread id `%x`) runs a barrier where `%c`, computed by `body`,
/// holds. The barrier must run with exactly the lanes where `want` holds: verified when
/// that is all lanes or none, else a divergence naming the others as masked off.
fn barrier_lanes_are(body: &str, name: &str, want: impl Fn(u32) -> bool) {
    let ir = format!(
        "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
         define amdgpu_kernel void @k() #0 {{\nentry:\n  %x = call i32 @llvm.amdgcn.workitem.id.x()\n\
         {body}\n  br i1 %c, label %t, label %e\nt:\n  call void @llvm.amdgcn.s.barrier()\n\
         br label %e\ne:\n  ret void\n}}\n{ATTRS}"
    );
    let dir = std::env::temp_dir().join(format!("bverify-ir-lanes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, ir).unwrap();
    let module = bverify::frontend::load(&path, None).unwrap_or_else(|e| panic!("{name}: {e}"));
    let opts = Options {
        launch: LaunchRequest {
            waves: 1,
            threads: None,
            dims: None,
            wave_size: None,
        },
        ..Options::default()
    };
    let r = check_kernel(&module, &module.kernels[0], &opts).unwrap();
    let off: Vec<u32> = (0..64).filter(|&x| !want(x)).collect();
    let text = format!("{:?}", r.findings);
    if off.is_empty() || off.len() == 64 {
        assert_eq!(
            r.verdict,
            bverify::check::Verdict::Verified,
            "{name}: every lane agrees, but {text}"
        );
    } else {
        let masked = format!("lanes {} masked off", lane_ranges(&off));
        assert!(text.contains(&masked), "{name}: want {masked}, got {text}");
    }
}

/// `sext i32` keeps the value (a 32-bit field width is no width for `v_bfe_i32`).
#[test]
fn sign_extension_from_32_bits_keeps_the_value() {
    barrier_lanes_are(
        "%n = sub i32 0, %x\n  %w = sext i32 %n to i64\n  %h = lshr i64 %w, 32\n\
         %th = trunc i64 %h to i32\n  %tl = trunc i64 %w to i32\n\
         %ch = icmp eq i32 %th, -1\n  %cl = icmp eq i32 %tl, %n\n  %c = and i1 %ch, %cl",
        "sext32",
        |x| x >= 1,
    );
}
