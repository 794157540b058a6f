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
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("bverify-ir-{}", std::process::id()));
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
        "{HEAD}define amdgpu_kernel void @k(i32 %n) #0 {{\nentry:\n  %q = frem half 0xH3C00, 0xH4000\n  ret void\n}}\n{ATTRS}"
    );
    let e = lower_error(&ir);
    assert!(e.contains(":4:3:") && e.contains("half"), "{e}");
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

/// A call to a function the file only declares is code bverify cannot see, as a call to a
/// symbol outside an assembly file is: inconclusive, saying which call at which line, never
/// verified and never an error (the same kernel's assembly says the same).
#[test]
fn calls_to_functions_only_declared_are_inconclusive() {
    use bverify::check::Verdict;
    let ir = format!(
        "{HEAD}declare i32 @ext(i32)\ndeclare void @llvm.amdgcn.s.barrier()\n\
         define amdgpu_kernel void @k(i32 %a) #0 {{\n  %r = call i32 @ext(i32 %a)\n  \
         call void @llvm.amdgcn.s.barrier()\n  ret void\n}}\n{ATTRS}"
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("bverify-ir-ext-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ext.ll");
    std::fs::write(&path, ir).unwrap();
    let module = bverify::frontend::load(&path, None).unwrap();
    let r = check_kernel(&module, &module.kernels[0], &Options::default()).unwrap();
    assert_eq!(r.verdict, Verdict::Inconclusive);
    let reasons = &r.inconclusive_reasons;
    assert!(
        reasons
            .iter()
            .any(|r| r.contains("line 5") && r.contains("`ext`")),
        "{reasons:?}"
    );
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
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-div-{}", std::process::id()));
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

/// Signed division and remainder truncate toward zero: for `x - 40` over lanes 0-63 the
/// lanes whose quotient or remainder is the given value take the barrier, by a constant
/// and by a divisor computed at run time, positive and negative.
#[test]
fn signed_division_truncates_toward_zero() {
    for (op, divisor, from_register, want) in [
        ("sdiv", 7i64, false, -2i64),
        ("srem", 7, false, -3),
        ("sdiv", -7, true, 3),
        ("srem", -7, true, -5),
        ("sdiv", 5, true, 0),
        ("srem", 16, false, -8),
    ] {
        let (setup, d) = if from_register {
            (
                format!("%d = sub i32 0, {}\n  ", -divisor),
                "%d".to_string(),
            )
        } else {
            (String::new(), divisor.to_string())
        };
        barrier_lanes_are(
            &format!(
                "%v = sub i32 %x, 40\n  {setup}%q = {op} i32 %v, {d}\n  %c = icmp eq i32 %q, {want}"
            ),
            &format!("signed_{op}_{}", divisor.unsigned_abs()),
            |x| {
                let v = i64::from(x) - 40;
                let got = if op == "sdiv" {
                    v / divisor
                } else {
                    v % divisor
                };
                got == want
            },
        );
    }
}

/// The dispatch packet's workgroup size (bytes 4-5) is the launch's: at one wave of 64
/// lanes every lane is below it, so the barrier is uniform. Any other value would let the
/// lanes disagree.
#[test]
fn the_dispatch_packet_workgroup_size_is_the_launch() {
    barrier_lanes_are(
        "%p = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\n  \
         %g = getelementptr i8, ptr addrspace(4) %p, i64 4\n  \
         %s = load i16, ptr addrspace(4) %g, align 4\n  %w = zext i16 %s to i32\n  \
         %c = icmp ult i32 %x, %w",
        "dispatch_group_size",
        |_| true,
    );
    barrier_lanes_are(
        "%p = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\n  \
         %g = getelementptr i8, ptr addrspace(4) %p, i64 4\n  \
         %s = load i16, ptr addrspace(4) %g, align 4\n  %w = zext i16 %s to i32\n  \
         %h = lshr i32 %w, 1\n  %c = icmp ult i32 %x, %h",
        "dispatch_half_group_size",
        |x| x < 32,
    );
}

/// The lane-id idiom `mbcnt.hi(-1, mbcnt.lo(-1, 0))` is each lane's index; `mbcnt.lo`
/// alone counts only lanes 0-31, so it is 32 in every upper lane of a wave64.
#[test]
fn mbcnt_counts_the_lanes_below() {
    barrier_lanes_are(
        "%l = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n  \
         %m = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %l)\n  %c = icmp ult i32 %m, 5",
        "mbcnt_lane_id",
        |x| x < 5,
    );
    barrier_lanes_are(
        "%l = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n  %c = icmp eq i32 %l, 32",
        "mbcnt_lo_upper_lanes",
        |x| x >= 32,
    );
}

/// 64-bit division and remainder (OpenCL's `size_t` arithmetic at `-O0`): operands with
/// both words set, unsigned and signed, by a per-lane divisor.
#[test]
fn sixty_four_bit_division_is_exact() {
    let a = |x: u32| (u64::from(x) << 32) | u64::from(x);
    let d = |x: u32| u64::from(x) + 3;
    type Case = (&'static str, &'static str, Box<dyn Fn(u32) -> bool>);
    let cases: [Case; 4] = [
        (
            "%q = udiv i64 %a, %d\n  %c = icmp ugt i64 %q, 3758096384",
            "udiv64",
            Box::new(move |x| a(x) / d(x) > 0xe000_0000),
        ),
        (
            "%q = urem i64 %a, %d\n  %c = icmp ult i64 %q, 20",
            "urem64",
            Box::new(move |x| a(x) % d(x) < 20),
        ),
        (
            "%n = sub i64 %a, 137438953472\n  %q = sdiv i64 %n, %d\n  %c = icmp slt i64 %q, -2000000000",
            "sdiv64",
            Box::new(move |x| (a(x) as i64 - (1 << 37)) / (d(x) as i64) < -2_000_000_000),
        ),
        (
            "%n = sub i64 %a, 137438953472\n  %q = srem i64 %n, %d\n  %c = icmp sgt i64 %q, -20",
            "srem64",
            Box::new(move |x| (a(x) as i64 - (1 << 37)) % (d(x) as i64) > -20),
        ),
    ];
    for (body, name, want) in cases {
        barrier_lanes_are(
            &format!(
                "%z = zext i32 %x to i64\n  %a = mul i64 %z, 4294967297\n  %d = add i64 %z, 3\n  {body}"
            ),
            name,
            want,
        );
    }
}

/// Vectors of 32-bit elements: constants, element-wise arithmetic and compares, inserts
/// and extracts at constant and per-lane indices, shuffles, vector selects, and 16-byte
/// scratch accesses. The barrier is taken by even lanes 10-38, which needs every step
/// right. (LDS loads read values other waves may have written, so LDS is tested for the
/// lowering alone: its store and load are checked to run, the decision uses `%v1`.)
#[test]
fn vector_values_are_lowered_element_by_element() {
    for (space, ptr, decide) in [
        (
            3,
            "%o = mul i32 %x, 16\n  %p = inttoptr i32 %o to ptr addrspace(3)",
            "%v1",
        ),
        (5, "%p = alloca <4 x i32>, align 16, addrspace(5)", "%l"),
    ] {
        barrier_lanes_are(
            &format!(
                "%v0 = insertelement <4 x i32> <i32 5, i32 6, i32 7, i32 8>, i32 %x, i32 2\n  \
                 %v1 = add <4 x i32> %v0, <i32 1, i32 1, i32 1, i32 1>\n  {ptr}\n  \
                 store <4 x i32> %v1, ptr addrspace({space}) %p, align 16\n  \
                 %l = load <4 x i32>, ptr addrspace({space}) %p, align 16\n  \
                 %s = shufflevector <4 x i32> {decide}, <4 x i32> zeroinitializer, <2 x i32> <i32 2, i32 5>\n  \
                 %m = icmp ult <2 x i32> %s, <i32 40, i32 40>\n  \
                 %t = select <2 x i1> %m, <2 x i32> %s, <2 x i32> <i32 0, i32 0>\n  \
                 %i = and i32 %x, 1\n  %e = extractelement <2 x i32> %t, i32 %i\n  \
                 %c = icmp ugt i32 %e, 10"
            ),
            &format!("vector_as{space}"),
            |x| x % 2 == 0 && (10..=38).contains(&x),
        );
    }
    // A per-lane insert index, and a bit cast of the vector to a wider integer.
    barrier_lanes_are(
        "%i = and i32 %x, 3\n  \
         %v = insertelement <4 x i32> zeroinitializer, i32 %x, i32 %i\n  \
         %w = bitcast <4 x i32> %v to i128\n  %h = lshr i128 %w, 96\n  \
         %t = trunc i128 %h to i32\n  %c = icmp ne i32 %t, 0",
        "vector_insert_lane_index",
        |x| x % 4 == 3,
    );
}

/// Vectors whose registers do not hold their memory layout are errors where they are
/// loaded or stored (a bit cast packs and unpacks them).
#[test]
fn vectors_of_narrow_elements_in_memory_are_errors() {
    let ir = format!(
        "{HEAD}define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %p) #0 {{\nentry:\n  \
         %z = zext i32 %n to i64\n  %v = load <4 x i8>, ptr addrspace(1) %p, align 4\n  ret void\n}}\n{ATTRS}"
    );
    let e = lower_error(&ir);
    assert!(
        e.contains(":5:3:") && e.contains("loads of <4 x i8>"),
        "{e}"
    );
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
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("bverify-ir-two-{}", std::process::id()));
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
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("bverify-marks-{}", std::process::id()));
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

/// One wave of 64 lanes (thread id `%x`) runs a barrier where `%c`, computed by `body`
/// (which may branch; blocks `t` and `e` are taken), holds. The barrier must run with exactly the lanes where `want` holds: verified when
/// that is all lanes or none, else a divergence naming the others as masked off.
fn barrier_lanes_are(body: &str, name: &str, want: impl Fn(u32) -> bool) {
    let ir = format!(
        "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
         declare i32 @llvm.ctpop.i32(i32)\ndeclare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\n\
         declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)\ndeclare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)\n\
         declare i32 @llvm.ctlz.i32(i32, i1)\ndeclare i32 @llvm.cttz.i32(i32, i1)\n\
         declare i64 @llvm.ctlz.i64(i64, i1)\ndeclare i64 @llvm.cttz.i64(i64, i1)\n\
         declare i32 @llvm.amdgcn.wave.reduce.umin.i32(i32, i32)\n\
         declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32)\n\
         define amdgpu_kernel void @k() #0 {{\nentry:\n  %x = call i32 @llvm.amdgcn.workitem.id.x()\n\
         {body}\n  br i1 %c, label %t, label %e\nt:\n  call void @llvm.amdgcn.s.barrier()\n\
         br label %e\ne:\n  ret void\n}}\n{ATTRS}"
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("bverify-ir-lanes-{}", std::process::id()));
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

/// Leading and trailing zero counts, 32 and 64 bits; a zero counts its width.
#[test]
fn zero_counts_match_rust() {
    type Case = (&'static str, &'static str, Box<dyn Fn(u32) -> bool>);
    let cases: [Case; 4] = [
        (
            "%n = call i32 @llvm.ctlz.i32(i32 %x, i1 false)\n  %c = icmp ugt i32 %n, 27",
            "ctlz32",
            Box::new(|x| x.leading_zeros() > 27),
        ),
        (
            "%n = call i32 @llvm.cttz.i32(i32 %x, i1 false)\n  %c = icmp eq i32 %n, 1",
            "cttz32",
            Box::new(|x| x.trailing_zeros() == 1),
        ),
        (
            "%z = zext i32 %x to i64\n  %n = call i64 @llvm.ctlz.i64(i64 %z, i1 false)\n  %c = icmp ult i64 %n, 60",
            "ctlz64",
            Box::new(|x| u64::from(x).leading_zeros() < 60),
        ),
        (
            "%z = zext i32 %x to i64\n  %s = shl i64 %z, 35\n  %n = call i64 @llvm.cttz.i64(i64 %s, i1 false)\n  %c = icmp eq i64 %n, 64",
            "cttz64",
            Box::new(|x| (u64::from(x) << 35).trailing_zeros() == 64),
        ),
    ];
    for (body, name, want) in cases {
        barrier_lanes_are(body, name, want);
    }
}

/// A wave reduction folds the active lanes only: under `x >= 10` the minimum is 10, under
/// `x < 10` the maximum is 9.
#[test]
fn wave_reductions_read_the_active_lanes() {
    for (op, rel, want) in [("umin", "uge", 10u32), ("umax", "ult", 9)] {
        barrier_lanes_are(
            &format!(
                "%in = icmp {rel} i32 %x, 10\n  br i1 %in, label %r, label %z\nr:\n  \
                 %m = call i32 @llvm.amdgcn.wave.reduce.{op}.i32(i32 %x, i32 0)\n  br label %z\n\
                 z:\n  %mm = phi i32 [ %m, %r ], [ 1000, %entry ]\n  %c = icmp eq i32 %mm, {want}"
            ),
            &format!("reduce_{op}"),
            move |x| if op == "umin" { x >= 10 } else { x < 10 },
        );
    }
}

/// Vectors of `i1` (the loop vectoriser's compare masks) bitcast to and from integers: bit
/// `i` is element `i`.
#[test]
fn bool_vectors_bitcast_as_packed_bits() {
    barrier_lanes_are(
        "%v = insertelement <8 x i32> poison, i32 %x, i64 0\n  \
         %s = shufflevector <8 x i32> %v, <8 x i32> poison, <8 x i32> zeroinitializer\n  \
         %m = icmp ugt <8 x i32> %s, <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>\n  \
         %b = bitcast <8 x i1> %m to i8\n  %c = icmp eq i8 %b, 7",
        "pack_i1",
        |x| (0..8).filter(|i| x > 8 * i).fold(0u32, |m, i| m | 1 << i) == 7,
    );
    barrier_lanes_are(
        "%t = trunc i32 %x to i8\n  %v = bitcast i8 %t to <8 x i1>\n  %c = extractelement <8 x i1> %v, i64 3",
        "unpack_i1",
        |x| x & 8 != 0,
    );
}

/// 64-bit integers to float as LLVM expands them (top bits, sticky bit, scale): rounded to
/// nearest even, as Rust's `as f32` is.
#[test]
fn sixty_four_bit_integers_convert_to_float_rounded() {
    const M: u64 = (1 << 40) + 15;
    let k = (30 * M) as f32;
    barrier_lanes_are(
        &format!(
            "%z = zext i32 %x to i64\n  %a = mul i64 %z, {M}\n  %f = uitofp i64 %a to float\n  \
             %c = fcmp ogt float %f, {:e}",
            f64::from(k)
        ),
        "uitofp64",
        move |x| (u64::from(x) * M) as f32 > k,
    );
    barrier_lanes_are(
        &format!(
            "%z = zext i32 %x to i64\n  %a = mul i64 %z, {M}\n  %n = sub i64 0, %a\n  \
             %f = sitofp i64 %n to float\n  %c = fcmp olt float %f, -{:e}",
            f64::from(k)
        ),
        "sitofp64",
        move |x| {
            (-((u64::from(x) * M) as i64)) as f32 <= -k
                && (-((u64::from(x) * M) as i64)) as f32 != -k
        },
    );
}

/// Double precision: conversions, one rounding per operation (`30 * 0.1 > 3.0` holds in
/// binary64), and the round trip to float.
#[test]
fn double_arithmetic_rounds_as_binary64() {
    barrier_lanes_are(
        "%d = uitofp i32 %x to double\n  %m = fmul double %d, 1.000000e-01\n  \
         %c = fcmp ogt double %m, 3.000000e+00",
        "fmul_f64",
        |x| f64::from(x) * 0.1 > 3.0,
    );
    barrier_lanes_are(
        "%d = sitofp i32 %x to double\n  %s = fsub double %d, 4.050000e+01\n  \
         %f = fptrunc double %s to float\n  %e = fpext float %f to double\n  \
         %c = fcmp olt double %e, 0.000000e+00",
        "fsub_f64_round_trip",
        |x| f64::from((f64::from(x) - 40.5) as f32) < 0.0,
    );
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

// i128 (OpenCL `unsigned long long`): every operation is checked lane by lane against
// Rust's u128 arithmetic, through which lanes reach a barrier.

/// Constants with bits in every word.
const K: [u128; 4] = [
    0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C834,
    0xD1B5_4A32_D192_ED03_8CB9_2BA7_2F3D_8DD7,
    0x2545_F491_4F6C_DD1D_DA94_2042_E4DD_58B5,
    0xBF58_476D_1CE4_E5B9_94D0_49BB_1331_11EB,
];

/// An i128 constant as LLVM writes it (signed).
fn c128(k: u128) -> String {
    (k as i128).to_string()
}

/// IR defining `%a = x * K0 + K1` and `%b = x * K2 + K3` from `%z = zext %x`.
fn spreads() -> String {
    format!(
        "%am = mul i128 %z, {}\n  %a = add i128 %am, {}\n  %bm = mul i128 %z, {}\n  %b = add i128 %bm, {}",
        c128(K[0]),
        c128(K[1]),
        c128(K[2]),
        c128(K[3])
    )
}

fn spread_a(x: u128) -> u128 {
    x.wrapping_mul(K[0]).wrapping_add(K[1])
}

fn spread_b(x: u128) -> u128 {
    x.wrapping_mul(K[2]).wrapping_add(K[3])
}

/// The i128 `%v` defined by `ir` (after `%z = zext %x` and `spreads`) must be `f(x)` in
/// every lane: the barrier runs where the parity of all its bits, and then of a scattered
/// half of them, is odd, so any single wrong bit in a lane moves that lane.
fn value_is(name: &str, ir: &str, f: impl Fn(u128) -> u128) {
    const SOME: u128 = 0x0F0F_3C3C_A5A5_9696_C3C3_5A5A_F0F0_6969;
    for (tag, m) in [("all", u128::MAX), ("some", SOME)] {
        let body = format!(
            "%z = zext i32 %x to i128\n  {}\n  {ir}\n  %vm = and i128 %v, {}\n\
             %w1 = lshr i128 %vm, 32\n  %w2 = lshr i128 %vm, 64\n  %w3 = lshr i128 %vm, 96\n\
             %t0 = trunc i128 %vm to i32\n  %t1 = trunc i128 %w1 to i32\n\
             %t2 = trunc i128 %w2 to i32\n  %t3 = trunc i128 %w3 to i32\n\
             %x01 = xor i32 %t0, %t1\n  %x23 = xor i32 %t2, %t3\n  %xa = xor i32 %x01, %x23\n\
             %pc = call i32 @llvm.ctpop.i32(i32 %xa)\n  %pb = and i32 %pc, 1\n\
             %c = icmp ne i32 %pb, 0",
            spreads(),
            c128(m)
        );
        barrier_lanes_are(&body, &format!("{name}_{tag}"), |x| {
            (f(u128::from(x)) & m).count_ones() % 2 == 1
        });
    }
}

/// The brief's case: `zext(x) * 2^33 >= 2^34` holds from lane 2 on, and only in the high
/// words; the high word of `zext(x) * 2^60` is `x >> 4` in every lane (uniform).
#[test]
fn i128_products_reach_the_high_words() {
    barrier_lanes_are(
        "%z = zext i32 %x to i128\n  %m = mul i128 %z, 8589934592\n\
         %c = icmp uge i128 %m, 17179869184",
        "i128_divergent",
        |x| x >= 2,
    );
    barrier_lanes_are(
        "%z = zext i32 %x to i128\n  %m = mul i128 %z, 1152921504606846976\n\
         %h = lshr i128 %m, 64\n  %ht = trunc i128 %h to i32\n  %s = lshr i32 %x, 4\n\
         %c = icmp eq i32 %ht, %s",
        "i128_uniform",
        |_| true,
    );
    // As the oracle's kernels write them (`(unsigned long long)i * 3000000000ull`).
    barrier_lanes_are(
        "%z = zext i32 %x to i128\n  %m = mul i128 %z, 3000000000\n\
         %c = icmp ugt i128 %m, 20000000000",
        "i128_oracle_ugt",
        |x| u128::from(x) * 3_000_000_000 > 20_000_000_000,
    );
    barrier_lanes_are(
        "%z = zext i32 %x to i128\n  %m = mul i128 %z, 2147483648\n  %h = lshr i128 %m, 32\n\
         %ht = trunc i128 %h to i32\n  %c = icmp ult i32 %ht, 5",
        "i128_oracle_lshr",
        |x| x / 2 < 5,
    );
}

#[test]
fn i128_arithmetic_is_exact() {
    let (a, b) = (spread_a, spread_b);
    value_is("mul", "%v = mul i128 %a, %b", |x| a(x).wrapping_mul(b(x)));
    value_is("add", "%v = add i128 %a, %b", |x| a(x).wrapping_add(b(x)));
    value_is("sub", "%v = sub i128 %a, %b", |x| a(x).wrapping_sub(b(x)));
    value_is("and", "%v = and i128 %a, %b", |x| a(x) & b(x));
    value_is("or", "%v = or i128 %a, %b", |x| a(x) | b(x));
    value_is("xor", "%v = xor i128 %a, %b", |x| a(x) ^ b(x));
    // A carry through every word: x - 32 is negative below lane 32.
    value_is("carry", "%v = add i128 %z, -32", |x| x.wrapping_sub(32));
}

#[test]
fn i128_shifts_are_exact() {
    let a = spread_a;
    for k in [0u32, 1, 31, 32, 45, 64, 96, 127] {
        value_is(&format!("shl{k}"), &format!("%v = shl i128 %a, {k}"), |x| {
            a(x) << k
        });
        value_is(
            &format!("lshr{k}"),
            &format!("%v = lshr i128 %a, {k}"),
            |x| a(x) >> k,
        );
        value_is(
            &format!("ashr{k}"),
            &format!("%v = ashr i128 %a, {k}"),
            |x| ((a(x) as i128) >> k) as u128,
        );
    }
    // Amounts per lane: 0-63, 64-127, and even ones 0-126.
    for (tag, amount, n) in [
        ("x", "add i32 %x, 0", (|x| x) as fn(u128) -> u128),
        ("x64", "add i32 %x, 64", |x| x + 64),
        ("x2", "shl i32 %x, 1", |x| 2 * x),
    ] {
        let ir = |op: &str| {
            format!("%n32 = {amount}\n  %n = zext i32 %n32 to i128\n  %v = {op} i128 %a, %n")
        };
        value_is(&format!("shl_{tag}"), &ir("shl"), |x| a(x) << n(x));
        value_is(&format!("lshr_{tag}"), &ir("lshr"), |x| a(x) >> n(x));
        value_is(&format!("ashr_{tag}"), &ir("ashr"), |x| {
            ((a(x) as i128) >> n(x)) as u128
        });
    }
}

#[test]
fn i128_casts_select_and_phis_are_exact() {
    let a = spread_a;
    let b = spread_b;
    let minus20 = |x: u128| (x as i32 - 20) as i128 as u128;
    value_is(
        "sext32",
        "%d = sub i32 %x, 20\n  %v = sext i32 %d to i128",
        minus20,
    );
    value_is(
        "sext64",
        "%d = sub i32 %x, 20\n  %d64 = sext i32 %d to i64\n  %e = mul i64 %d64, 8589934593\n\
         %v = sext i64 %e to i128",
        |x| ((x as i32 - 20) as i64).wrapping_mul(8_589_934_593) as i128 as u128,
    );
    value_is(
        "sext8",
        "%d = trunc i32 %x to i8\n  %e = sub i8 %d, 20\n  %v = sext i8 %e to i128",
        |x| (x as u8).wrapping_sub(20) as i8 as i128 as u128,
    );
    value_is(
        "sext1",
        "%d = trunc i32 %x to i1\n  %v = sext i1 %d to i128",
        |x| if x & 1 == 1 { u128::MAX } else { 0 },
    );
    value_is(
        "trunc64",
        "%d = trunc i128 %a to i64\n  %v = zext i64 %d to i128",
        |x| a(x) as u64 as u128,
    );
    value_is(
        "trunc8",
        "%d = trunc i128 %a to i8\n  %v = sext i8 %d to i128",
        |x| a(x) as i8 as i128 as u128,
    );
    value_is(
        "select",
        "%o = and i32 %x, 1\n  %ob = icmp ne i32 %o, 0\n  %v = select i1 %ob, i128 %a, i128 %b",
        |x| if x & 1 == 1 { a(x) } else { b(x) },
    );
    value_is(
        "phi",
        "%o = and i32 %x, 1\n  %ob = icmp ne i32 %o, 0\n  br i1 %ob, label %p, label %q\n\
         p:\n  %pv = shl i128 %a, 7\n  br label %j\nq:\n  %qv = lshr i128 %b, 9\n  br label %j\n\
         j:\n  %v = phi i128 [ %pv, %p ], [ %qv, %q ]",
        |x| if x & 1 == 1 { a(x) << 7 } else { b(x) >> 9 },
    );
    // A loop carrying an i128: 2^40 to the power of (x mod 8), zero from the fourth on.
    value_is(
        "loop",
        "%trip = and i32 %x, 7\n  br label %h\nh:\n  %i = phi i32 [ 0, %entry ], [ %i1, %l ]\n\
         %acc = phi i128 [ 1, %entry ], [ %acc1, %l ]\n  %more = icmp ult i32 %i, %trip\n\
         br i1 %more, label %l, label %done\nl:\n  %acc1 = mul i128 %acc, 1099511627776\n\
         %i1 = add i32 %i, 1\n  br label %h\ndone:\n  %v = add i128 %acc, 0",
        |x| {
            let k = (x & 7) as u32 * 40;
            if k >= 128 { 0 } else { 1u128 << k }
        },
    );
}

/// Every predicate, where the high halves decide (random values) and where they are equal
/// in some lanes so that the low halves do: `a = ((x >> 3) << 64 | (x & 7) << 40) - 4 << 64`
/// against `b = -1 << 64 | 4 << 40` (equal high halves in lanes 24-31, equal in lane 28).
#[test]
fn i128_compares_are_exact() {
    let halves = |x: u128| ((x >> 3) << 64 | (x & 7) << 40).wrapping_sub(4 << 64);
    let b = u128::MAX << 64 | 4 << 40;
    type Holds = fn(u128, u128) -> bool;
    let preds: [(&str, Holds); 10] = [
        ("eq", |p, q| p == q),
        ("ne", |p, q| p != q),
        ("ugt", |p, q| p > q),
        ("uge", |p, q| p >= q),
        ("ult", |p, q| p < q),
        ("ule", |p, q| p <= q),
        ("sgt", |p, q| (p as i128) > q as i128),
        ("sge", |p, q| p as i128 >= q as i128),
        ("slt", |p, q| (p as i128) < q as i128),
        ("sle", |p, q| p as i128 <= q as i128),
    ];
    for (pred, holds) in preds {
        barrier_lanes_are(
            &format!(
                "%h32 = lshr i32 %x, 3\n  %l32 = and i32 %x, 7\n  %h = zext i32 %h32 to i128\n\
                 %hs = shl i128 %h, 64\n  %l = zext i32 %l32 to i128\n  %ls = shl i128 %l, 40\n\
                 %o = or i128 %hs, %ls\n  %a = sub i128 %o, {}\n  %c = icmp {pred} i128 %a, {}",
                c128(4 << 64),
                c128(b)
            ),
            &format!("icmp_halves_{pred}"),
            |x| holds(halves(u128::from(x)), b),
        );
        barrier_lanes_are(
            &format!(
                "%z = zext i32 %x to i128\n  {}\n  %c = icmp {pred} i128 %a, %b",
                spreads()
            ),
            &format!("icmp_spread_{pred}"),
            |x| holds(spread_a(u128::from(x)), spread_b(u128::from(x))),
        );
    }
}

/// What the lowering leaves out of i128 is an error at the instruction.
#[test]
fn unsupported_i128_operations_are_errors_at_their_position() {
    for (inst, what) in [
        ("%q = udiv i128 %z, 3", "UDiv"),
        ("%q = srem i128 %z, %z", "SRem"),
        ("%q = sdiv i128 %z, 3", "SDiv"),
        ("%q = uitofp i128 %z to float", "UIToFP"),
    ] {
        let ir = format!(
            "{HEAD}define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %p) #0 {{\nentry:\n  \
             %z = zext i32 %n to i128\n  {inst}\n  ret void\n}}\n{ATTRS}"
        );
        let e = lower_error(&ir);
        assert!(e.contains(":5:3:") && e.contains(what), "{inst}: {e}");
    }
}

/// The verdict of `body` (blocks after `entry:` of `@k(ptr addrspace(1) %p, i32 %n)`, thread
/// id in `%t`) at 2 waves.
fn verdict_of_body(name: &str, body: &str) -> bverify::check::Verdict {
    let ir = format!(
        "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
         declare void @llvm.amdgcn.endpgm()\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) #0 {{\nentry:\n  \
         %t = call i32 @llvm.amdgcn.workitem.id.x()\n{body}}}\n{ATTRS}"
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("bverify-ir-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, ir).unwrap();
    verdict(&path, 2)[0].0
}

/// Between two barriers every wave reads the same value at an address (another wave's
/// store there would race): a branch on it is uniform. A store of the wave itself is read
/// back by the lane that made it.
#[test]
fn global_memory_reads_agree_between_barriers_and_see_the_own_store() {
    use bverify::check::Verdict;
    let after_barrier = "  call void @llvm.amdgcn.s.barrier()\n  %v = load i32, ptr addrspace(1) %p, align 4\n  \
         %c = icmp sgt i32 %v, 0\n  br i1 %c, label %b, label %e\nb:\n  call void @llvm.amdgcn.s.barrier()\n  \
         br label %e\ne:\n  ret void\n";
    assert_eq!(
        verdict_of_body("after_barrier", after_barrier),
        Verdict::Verified
    );
    // Each lane reads its own slot: the slots may differ.
    let own_slot = after_barrier.replace(
        "%v = load i32, ptr addrspace(1) %p,",
        "%a = getelementptr i32, ptr addrspace(1) %p, i32 %t\n  %v = load i32, ptr addrspace(1) %a,",
    );
    assert_eq!(verdict_of_body("own_slot", &own_slot), Verdict::Violation);
    let forward = "  %a = getelementptr i32, ptr addrspace(1) %p, i32 %t\n  store i32 %n, ptr addrspace(1) %a, align 4\n  \
         %v = load i32, ptr addrspace(1) %a, align 4\n  %c = icmp eq i32 %v, %n\n  br i1 %c, label %b, label %e\n\
         b:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\ne:\n  ret void\n";
    assert_eq!(verdict_of_body("forward", forward), Verdict::Verified);
    // Another lane's slot is not the lane's own store.
    let other = forward.replace(
        "  %v = load i32, ptr addrspace(1) %a,",
        "  %u = xor i32 %t, 1\n  %o = getelementptr i32, ptr addrspace(1) %p, i32 %u\n  %v = load i32, ptr addrspace(1) %o,",
    );
    assert_eq!(verdict_of_body("other_slot", &other), Verdict::Violation);
    // After a barrier, another lane's slot holds what the wave stored there before it: its
    // last writer (any other store would race).
    let past = other.replace(
        "  %u = xor i32 %t, 1\n",
        "  call void @llvm.amdgcn.s.barrier()\n  %u = xor i32 %t, 1\n",
    );
    assert_eq!(verdict_of_body("past_phase", &past), Verdict::Verified);
    let past_lane = past.replace("store i32 %n,", "store i32 %t,");
    assert_eq!(
        verdict_of_body("past_phase_lane", &past_lane),
        Verdict::Violation
    );
}

/// Inline assembly without operands is read as the assembly it holds: a compiler barrier
/// (`asm volatile("" ::: "memory")`) is nothing, an `s_barrier` written by hand is a
/// barrier. With operands it is an error at its position.
#[test]
fn inline_assembly_without_operands_is_its_instructions() {
    use bverify::check::Verdict;
    let fence = "  call void asm sideeffect \"\", \"~{memory}\"()\n  call void @llvm.amdgcn.s.barrier()\n  ret void\n";
    assert_eq!(verdict_of_body("asm_fence", fence), Verdict::Verified);
    let guarded = |cond: &str| {
        format!(
            "  %c = icmp ult i32 {cond}, 16\n  br i1 %c, label %b, label %e\nb:\n  \
             call void asm sideeffect \"s_nop 0\\0A\\09s_barrier ; by hand\", \"~{{memory}}\"()\n  \
             br label %e\ne:\n  ret void\n"
        )
    };
    assert_eq!(
        verdict_of_body("asm_uniform", &guarded("%n")),
        Verdict::Verified
    );
    assert_eq!(
        verdict_of_body("asm_lanes", &guarded("%t")),
        Verdict::Violation
    );
    let ir = format!(
        "{HEAD}define amdgpu_kernel void @k(i32 %n) #0 {{\nentry:\n  %v = call i32 asm \"v_mov_b32 $0, 1\", \"=v\"()\n  ret void\n}}\n{ATTRS}"
    );
    let e = lower_error(&ir);
    assert!(e.contains(":4:") && e.contains("operands"), "{e}");
    // A clobbered register may hold a value of the lowering's own (the thread id here).
    let ir = format!(
        "{HEAD}define amdgpu_kernel void @k(i32 %n) #0 {{\nentry:\n  call void asm sideeffect \"v_mov_b32 v0, 0\", \"~{{v0}}\"()\n  ret void\n}}\n{ATTRS}"
    );
    let e = lower_error(&ir);
    assert!(e.contains(":4:") && e.contains("register clobbers"), "{e}");
}

/// `llvm.amdgcn.endpgm` ends the wave where it is called: a wave whose lane takes it never
/// reaches the barrier the other waves run.
#[test]
fn endpgm_ends_the_wave() {
    use bverify::check::Verdict;
    let body = |cond: &str| {
        format!(
            "  %c = icmp eq i32 {cond}, 3\n  br i1 %c, label %x, label %b\nx:\n  \
             call void @llvm.amdgcn.endpgm()\n  unreachable\nb:\n  \
             call void @llvm.amdgcn.s.barrier()\n  ret void\n"
        )
    };
    assert_eq!(
        verdict_of_body("endpgm_lanes", &body("%t")),
        Verdict::Violation
    );
    assert_eq!(
        verdict_of_body("endpgm_never", &body("7")),
        Verdict::Verified
    );
}

/// Single-precision intrinsics the backend selects to one instruction are lowered to it:
/// `fabs` of a uniform argument decides a barrier uniformly (exact), `floor` of a lane value
/// is a value bverify does not model (inconclusive, never an error or a guess).
#[test]
fn float_intrinsics_are_their_instructions() {
    use bverify::check::Verdict;
    // `def` defines the float `%f` the barrier's condition compares.
    let run = |name: &str, def: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             declare float @llvm.fabs.f32(float)\ndeclare float @llvm.floor.f32(float)\n\
             declare i1 @llvm.is.fpclass.f32(float, i32)\n\
             declare float @llvm.fma.f32(float, float, float)\n\
             define amdgpu_kernel void @k(ptr addrspace(1) %p, float %x) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %tf = uitofp i32 %t to float\n  \
             %y = fadd float %x, %tf\n  {def}\n  %c = fcmp olt float %f, 4.0\n  \
             br i1 %c, label %b, label %e\nb:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-float-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    assert_eq!(
        run("fabs_uniform", "%f = call float @llvm.fabs.f32(float %x)"),
        Verdict::Verified
    );
    assert_eq!(
        run("floor_lane", "%f = call float @llvm.floor.f32(float %y)"),
        Verdict::Inconclusive
    );
    // `fmaf` is `v_fma_f32`, evaluated exactly: uniform on arguments, per lane on the id
    // (red team 52: an input error before).
    assert_eq!(
        run(
            "fma_uniform",
            "%f = call float @llvm.fma.f32(float %x, float %x, float 1.0)"
        ),
        Verdict::Verified
    );
    assert_eq!(
        run(
            "fma_lane",
            "%f = call float @llvm.fma.f32(float %tf, float 2.0, float 1.0)"
        ),
        Verdict::Violation
    );
    // The class test is its compare: unmodelled, so one value for one operand (a uniform
    // argument decides the barrier alike everywhere), inconclusive on a lane's own value.
    let class = |name: &str, x: &str| {
        run(
            name,
            &format!(
                "%k = call i1 @llvm.is.fpclass.f32(float {x}, i32 516)\n  \
                 %f = select i1 %k, float 1.0, float 8.0"
            ),
        )
    };
    assert_eq!(class("class_uniform", "%x"), Verdict::Verified);
    assert_eq!(class("class_lane", "%y"), Verdict::Inconclusive);
}

#[test]
fn vector_reductions_fold_their_elements() {
    use bverify::check::Verdict;
    // The barrier runs where the reduction of `<%a, %b>` is below 10.
    let run = |name: &str, op: &str, b: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             declare i32 @llvm.vector.reduce.{op}.v2i32(<2 x i32>)\n\
             define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %a) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
             %v0 = insertelement <2 x i32> poison, i32 %a, i32 0\n  \
             %v = insertelement <2 x i32> %v0, i32 {b}, i32 1\n  \
             %r = call i32 @llvm.vector.reduce.{op}.v2i32(<2 x i32> %v)\n  \
             %c = icmp ult i32 %r, 10\n  \
             br i1 %c, label %s, label %e\ns:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-reduce-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    // Uniform elements: one sum for every lane.
    assert_eq!(run("add_uniform", "add", "%a"), Verdict::Verified);
    // A lane's id among the elements: the sum differs between lanes.
    assert_eq!(run("add_lane", "add", "%t"), Verdict::Violation);
    // `and` with 0 is 0 whatever the lane: below 10 everywhere.
    assert_eq!(run("and_zero", "and", "0"), Verdict::Verified);
    assert_eq!(run("umax_lane", "umax", "%t"), Verdict::Violation);
}

/// `fdiv`, `frem` and float math intrinsics are not modelled: each is one function of each
/// lane's operands. A barrier under a quotient of kernel arguments is uniform (verified); under
/// a quotient of the lane id it is not decided, so the result is inconclusive, never a
/// violation bverify cannot confirm, and never verified.
#[test]
fn float_division_and_math_are_functions_of_their_operands() {
    use bverify::check::Verdict;
    let run = |name: &str, body: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             declare float @llvm.exp.f32(float)\ndeclare double @llvm.pow.f64(double, double)\n\
             declare float @llvm.amdgcn.exp2.f32(float)\ndeclare float @llvm.amdgcn.rsq.f32(float)\n\
             declare double @llvm.amdgcn.rcp.f64(double)\n\
             define amdgpu_kernel void @k(ptr addrspace(1) %p, float %a, float %b, double %d) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
             %tf = uitofp i32 %t to float\n  \
             {body}\n  \
             br i1 %c, label %s, label %e\ns:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-fdiv-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    let uniform = [
        (
            "fdiv",
            "%q = fdiv float %a, %b\n  %c = fcmp ogt float %q, 1.0",
        ),
        (
            "frem",
            "%q = frem float %a, %b\n  %c = fcmp ogt float %q, 1.0",
        ),
        (
            "exp",
            "%q = call float @llvm.exp.f32(float %a)\n  %c = fcmp ogt float %q, 1.0",
        ),
        (
            "pow64",
            "%q = call double @llvm.pow.f64(double %d, double %d)\n  %c = fcmp ogt double %q, 1.0",
        ),
        (
            "ddiv",
            "%q = fdiv double %d, %d\n  %c = fcmp ogt double %q, 1.0",
        ),
        // The hardware approximations HIP's fast math calls (softmax, layernorm).
        (
            "amdgcn_exp2",
            "%q = call float @llvm.amdgcn.exp2.f32(float %a)\n  %c = fcmp ogt float %q, 1.0",
        ),
        (
            "amdgcn_rsq",
            "%q = call float @llvm.amdgcn.rsq.f32(float %a)\n  %c = fcmp ogt float %q, 1.0",
        ),
        (
            "amdgcn_rcp64",
            "%q = call double @llvm.amdgcn.rcp.f64(double %d)\n  %c = fcmp ogt double %q, 1.0",
        ),
    ];
    for (name, body) in uniform {
        assert_eq!(run(name, body), Verdict::Verified, "{name}");
    }
    let lane = "%q = fdiv float %a, %tf\n  %c = fcmp ogt float %q, 1.0";
    assert_eq!(run("fdiv_lane", lane), Verdict::Inconclusive);
    let lane = "%q = call float @llvm.amdgcn.rsq.f32(float %tf)\n  %c = fcmp ogt float %q, 1.0";
    assert_eq!(run("rsq_lane", lane), Verdict::Inconclusive);
}

/// `cmpxchg` gives `{ old, success }`, the old value unknown (memory is not modelled); the
/// members are read with `extractvalue`. A barrier in the lanes whose swap succeeded is
/// divergent; one under a member of a uniform pair is not.
#[test]
fn cmpxchg_results_and_aggregates_are_read_member_by_member() {
    use bverify::check::Verdict;
    let run = |name: &str, body: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %a) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
             {body}\n  \
             br i1 %c, label %s, label %e\ns:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-cas-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    let cas = "%r = cmpxchg ptr addrspace(1) %p, i32 0, i32 %t seq_cst seq_cst, align 4\n  \
               %c = extractvalue { i32, i1 } %r, 1";
    assert_eq!(run("cas", cas), Verdict::Violation);
    let pair = "%s0 = insertvalue { i32, [2 x i32] } poison, i32 %t, 0\n  \
                %s1 = insertvalue { i32, [2 x i32] } %s0, i32 %a, 1, 1\n  \
                %m = extractvalue { i32, [2 x i32] } %s1, 1, 1\n  \
                %c = icmp ult i32 %m, 10";
    assert_eq!(run("pair", pair), Verdict::Verified);
    let lane = "%s0 = insertvalue { i32, [2 x i32] } poison, i32 %t, 0\n  \
                %s1 = insertvalue { i32, [2 x i32] } %s0, i32 %a, 1, 1\n  \
                %m = extractvalue { i32, [2 x i32] } %s1, 0\n  \
                %c = icmp ult i32 %m, 10";
    assert_eq!(run("pair_lane", lane), Verdict::Violation);
}

/// `llvm.memcpy` of a constant number of dwords (an `-O0` kernel copying its by-value struct
/// into a private slot) moves the bytes: the copied member decides the barrier the same way
/// in every thread, and a lane's id copied through a private slot still differs per lane.
#[test]
fn constant_memcpy_moves_the_bytes() {
    use bverify::check::Verdict;
    let run = |name: &str, stored: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5), ptr addrspace(5), i64, i1)\n\
             define amdgpu_kernel void @k(i32 %a) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
             %src = alloca [2 x i32], align 4, addrspace(5)\n  \
             %dst = alloca [2 x i32], align 4, addrspace(5)\n  \
             %s1 = getelementptr inbounds i32, ptr addrspace(5) %src, i32 1\n  \
             store i32 {stored}, ptr addrspace(5) %s1, align 4\n  \
             call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) %dst, ptr addrspace(5) %src, i64 8, i1 false)\n  \
             %d1 = getelementptr inbounds i32, ptr addrspace(5) %dst, i32 1\n  \
             %v = load i32, ptr addrspace(5) %d1, align 4\n  \
             %c = icmp ult i32 %v, 10\n  \
             br i1 %c, label %s, label %e\ns:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-memcpy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    assert_eq!(run("uniform", "%a"), Verdict::Verified);
    assert_eq!(run("lane", "%t"), Verdict::Violation);
}

/// `mbcnt` of a mask that is not a constant (a ballot: each lane's rank among the lanes that
/// voted) counts the mask's bits below each lane: lane 0's rank is 0 whatever the vote, and
/// a barrier for rank 0 only is divergent whenever another lane voted too.
#[test]
fn mbcnt_of_a_ballot_counts_the_bits_below_each_lane() {
    use bverify::check::Verdict;
    let run = |name: &str, cond: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             declare i64 @llvm.amdgcn.ballot.i64(i1)\n\
             declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)\ndeclare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)\n\
             define amdgpu_kernel void @k(i32 %a) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
             %v = icmp ult i32 %t, %a\n  \
             %m = call i64 @llvm.amdgcn.ballot.i64(i1 %v)\n  \
             %lo = trunc i64 %m to i32\n  \
             %h = lshr i64 %m, 32\n  \
             %hi = trunc i64 %h to i32\n  \
             %r0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %lo, i32 0)\n  \
             %r = call i32 @llvm.amdgcn.mbcnt.hi(i32 %hi, i32 %r0)\n  \
             %c = {cond}\n  \
             br i1 %c, label %s, label %e\ns:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-mbcnt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 1)[0].0
    };
    // At most 63 lanes lie below any lane of a wave64.
    assert_eq!(run("below_64", "icmp ult i32 %r, 64"), Verdict::Verified);
    assert_eq!(run("rank_0", "icmp eq i32 %r, 0"), Verdict::Violation);
}

/// A named struct (`%struct.Pair`) returned by value from a device function, as `-O0`
/// writes it: its members are read like those of a literal struct, so the member that holds
/// a kernel argument decides the barrier alike in every thread, the lane id does not.
#[test]
fn named_structs_are_their_bodies() {
    use bverify::check::Verdict;
    let run = |name: &str, member: u32| {
        let ir = format!(
            "{HEAD}%struct.Pair = type {{ i32, i32, %struct.Inner }}\n%struct.Inner = type {{ i64 }}\n\
             declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             define internal %struct.Pair @mk(i32 %x, i32 %y) #0 {{\nentry:\n  \
             %w = zext i32 %y to i64\n  \
             %s0 = insertvalue %struct.Pair poison, i32 %x, 0\n  \
             %s1 = insertvalue %struct.Pair %s0, i64 %w, 2, 0\n  \
             ret %struct.Pair %s1\n}}\n\
             define amdgpu_kernel void @k(i32 %a) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
             %p = call %struct.Pair @mk(i32 %a, i32 %t)\n  \
             %slot = alloca %struct.Pair, align 8, addrspace(5)\n  \
             store %struct.Pair %p, ptr addrspace(5) %slot, align 8\n  \
             %q = load %struct.Pair, ptr addrspace(5) %slot, align 8\n  \
             %m = extractvalue %struct.Pair %q, {member}\n  \
             %v = trunc i{bits} %m to i32\n  \
             %c = icmp ult i32 %v, 10\n  \
             br i1 %c, label %s, label %e\ns:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}",
            member = if member == 0 { "0" } else { "2, 0" },
            bits = if member == 0 { 32 } else { 64 },
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-named-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    assert_eq!(run("argument_member", 0), Verdict::Verified);
    assert_eq!(run("lane_member", 1), Verdict::Violation);
}

/// On GFX12.5 llc writes a workgroup-scope atomic load as a plain `global_load`, so in
/// assembly a plain load may see another wave's store; the IR says which loads are atomic.
/// A plain load that decides a barrier before any store reads the dispatch's memory in
/// every wave (verified); the same load `atomic` may read an atomic store of a wave that
/// went ahead (a plain store there would race with it: undefined, not a behaviour).
#[test]
fn plain_ir_loads_are_not_atomic_on_gfx1250() {
    use bverify::check::Verdict;
    let run = |name: &str, load: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %data) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
             %v = {load} i32, ptr addrspace(1) %data{order}, align 4\n  \
             %c = icmp eq i32 %v, 0\n  \
             br i1 %c, label %s, label %e\ns:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t\n  \
             store {store} i32 %t, ptr addrspace(1) %o{order}, align 4\n  ret void\n}}\n\
             attributes #0 = {{ \"target-cpu\"=\"gfx1250\" }}\n",
            order = if load == "load" { "" } else { " monotonic" },
            store = if load == "load" { "" } else { "atomic" },
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-plain-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    assert_eq!(run("plain", "load"), Verdict::Verified);
    assert_eq!(run("atomic", "load atomic"), Verdict::Violation);
}

/// 64-bit `llvm.{s,u}{min,max}.i64` (a `long long` counter clamped by `max`): the larger or
/// smaller value per lane, so a maximum of kernel arguments decides alike in every thread and
/// one with the lane id does not.
#[test]
fn min_max_of_64_bit_values_are_exact() {
    use bverify::check::Verdict;
    let run = |name: &str, op: &str, lhs: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             declare i64 @llvm.{op}.i64(i64, i64)\n\
             define amdgpu_kernel void @k(i64 %a, i64 %b) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
             %x = zext i32 %t to i64\n  \
             %m = call i64 @llvm.{op}.i64(i64 {lhs}, i64 %b)\n  \
             %c = icmp slt i64 %m, 10\n  \
             br i1 %c, label %s, label %e\ns:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-minmax-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    assert_eq!(run("smax_args", "smax", "%a"), Verdict::Verified);
    assert_eq!(run("umin_args", "umin", "%a"), Verdict::Verified);
    assert_eq!(run("smax_lane", "smax", "%x"), Verdict::Violation);
    // min(lane, b) < 10 holds in every lane when b < 10 and in lanes 0-9 otherwise.
    assert_eq!(run("umin_lane", "umin", "%x"), Verdict::Violation);
}

/// A `switch` on a 64-bit value (`switch (long long n)`) compares each case in 64 bits: a
/// uniform argument that picks two barriers for a case above 2^32 and one for the default
/// is verified, a lane's own value is divergence (red team 52: an input error before).
#[test]
fn switch_on_a_64_bit_value_compares_all_its_bits() {
    use bverify::check::Verdict;
    let run = |name: &str, value: &str| {
        let ir = format!(
            "{HEAD}declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n\
             define amdgpu_kernel void @k(i64 %n) #0 {{\nentry:\n  \
             %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %tl = zext i32 %t to i64\n  \
             %v = {value}\n  \
             switch i64 %v, label %dflt [\n    i64 1099511627776, label %two\n    i64 -7, label %e\n  ]\n\
             two:\n  call void @llvm.amdgcn.s.barrier()\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             dflt:\n  call void @llvm.amdgcn.s.barrier()\n  br label %e\n\
             e:\n  ret void\n}}\n{ATTRS}"
        );
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bverify-ir-switch64-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, ir).unwrap();
        verdict(&path, 2)[0].0
    };
    assert_eq!(run("uniform", "add i64 %n, 0"), Verdict::Verified);
    // Lane 0 of the first wave has 2^40 only if n = 2^40; lanes differ in their low bits.
    assert_eq!(run("lane", "add i64 %n, %tl"), Verdict::Violation);
}
