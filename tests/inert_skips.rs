//! `s_cbranch_execz` over a section that does nothing without active lanes
//! (`bverify::kernel::skips`): exploration runs such a section rather than forking, and
//! only such a section; and where the lanes an EXEC write turned off rejoin when the
//! compiler removed its skip branch.

use bverify::frontend::amdgpu::parse;
use std::path::Path;

/// The source lines of the `s_cbranch_execz` instructions whose section is inert, for a
/// one-kernel gfx942 file around `body` (its lines start at 4).
fn inert_lines(body: &str) -> Vec<u32> {
    let text = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.text\nk:\n{body}\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.end_amdhsa_kernel\n"
    );
    let m = parse(Path::new("k.s"), &text, None).expect("parses");
    m.inert_skips
        .keys()
        .map(|&pc| m.insts[pc].loc.line)
        .collect()
}

/// A guarded LDS write and vector arithmetic, reached by falling through or by a jump
/// back: both skips are inert.
#[test]
fn vector_and_memory_sections_are_inert() {
    let body = "\
\tv_cmp_gt_u32_e32 vcc, 16, v0
\ts_and_saveexec_b64 s[0:1], vcc
\ts_cbranch_execz .L1
\tv_lshlrev_b32_e32 v1, 2, v0
\tds_write_b32 v1, v0
\ts_waitcnt lgkmcnt(0)
.L1:
\ts_or_b64 exec, exec, s[0:1]
\ts_and_saveexec_b64 s[0:1], vcc
\ts_cbranch_execz .L1
\tglobal_store_dword v1, v0, s[2:3]
\ts_branch .L1
";
    assert_eq!(inert_lines(body), vec![6, 13]);
}

/// Anything that acts without lanes keeps the branch a fork: a barrier, a scalar write read
/// after the section, a lane read into an SGPR, a compare into VCC, a carry-out, a write to
/// one lane.
#[test]
fn sections_that_act_without_lanes_are_not() {
    for inst in [
        "s_barrier",
        "s_mov_b32 s0, 1",
        "v_readfirstlane_b32 s4, v0",
        "v_cmp_eq_u32_e32 vcc, 0, v0",
        "v_writelane_b32 v1, s4, 0",
        "s_sendmsg sendmsg(MSG_INTERRUPT)",
    ] {
        let body = format!(
            "\ts_and_saveexec_b64 s[0:1], vcc\n\ts_cbranch_execz .L1\n\t{inst}\n.L1:\n\ts_or_b64 exec, exec, s[0:1]\n\ts_endpgm\n"
        );
        assert_eq!(inert_lines(&body), Vec::<u32>::new(), "{inst}");
    }
}

/// A carry-out into SGPRs or VCC (64-bit address arithmetic of a masked load) is all zeros
/// without lanes: the section is inert where nothing reads the carry after it, and a fork
/// where something does, by name or as `s_cbranch_vccz` and `v_div_fmas` read VCC.
/// GFX11+ scheduling hints do nothing either.
#[test]
fn dead_carries_and_hints_are_inert() {
    let section = |carry: &str, after: &str| {
        format!(
            "\ts_and_saveexec_b64 s[0:1], vcc\n\ts_cbranch_execz .L1\n\ts_delay_alu instid0(VALU_DEP_1)\n\t{carry}\n\tv_addc_co_u32_e64 v3, s[6:7], 0, v2, s[4:5]\n\tglobal_load_dword v4, v[1:2], off\n.L1:\n\ts_or_b64 exec, exec, s[0:1]\n{after}\ts_endpgm\n"
        )
    };
    for carry in [
        "v_add_co_u32_e64 v1, s[4:5], s2, v1",
        "v_mad_u64_u32 v[1:2], s[4:5], v0, s2, v[0:1]",
    ] {
        let dead = section(carry, "\ts_mov_b64 s[4:5], 0\n\ts_mov_b64 s[6:7], 0\n");
        assert_eq!(inert_lines(&dead), vec![5], "{carry}");
        let read = section(
            carry,
            "\ts_mov_b64 s[6:7], 0\n\ts_and_b64 s[8:9], s[4:5], 1\n",
        );
        assert_eq!(inert_lines(&read), Vec::<u32>::new(), "{carry}");
    }
    let vcc = |after: &str| {
        format!(
            "\ts_and_saveexec_b64 s[0:1], s[2:3]\n\ts_cbranch_execz .L1\n\tv_add_co_u32_e32 v1, vcc, s2, v1\n.L1:\n\ts_or_b64 exec, exec, s[0:1]\n{after}\ts_endpgm\n"
        )
    };
    assert_eq!(
        inert_lines(&vcc("\tv_cmp_eq_u32_e32 vcc, 0, v0\n")),
        vec![5]
    );
    for read in [
        "\tv_cndmask_b32_e32 v0, v1, v2, vcc\n",
        "\ts_cbranch_vccz .L1\n",
        "\tv_div_fmas_f32 v0, v1, v2, v3\n",
    ] {
        assert_eq!(inert_lines(&vcc(read)), Vec::<u32>::new(), "{read}");
    }
}

/// A section that branches elsewhere, or runs past its target's function, is not one.
#[test]
fn sections_that_leave_are_not() {
    let body = "\
\ts_and_saveexec_b64 s[0:1], vcc
\ts_cbranch_execz .L1
\tv_mov_b32 v1, 0
\ts_cbranch_scc1 .L2
.L1:
\ts_or_b64 exec, exec, s[0:1]
.L2:
\ts_endpgm
";
    assert_eq!(inert_lines(body), Vec::<u32>::new());
}

/// LLVM's tail-duplicated chain of masked loads (GFX12 layout): `s_cbranch_execnz` to an
/// out-of-line load whose block repeats the chain's EXEC restore and next test with the
/// opposite branch. `tail` is what the out-of-line block does after its load.
fn chain(tail: &str) -> String {
    format!(
        "\
\ts_and_saveexec_b64 s[0:1], s[4:5]
\ts_cbranch_execnz .LA
.L1:
\ts_or_b64 exec, exec, s[0:1]
\ts_and_saveexec_b64 s[0:1], s[6:7]
\ts_cbranch_execnz .LB
.L2:
\ts_or_b64 exec, exec, s[0:1]
\ts_endpgm
.LA:
\tglobal_load_dword v2, v[0:1], off
\ts_waitcnt vmcnt(0)
{tail}\
.LB:
\tglobal_load_dword v3, v[0:1], off offset:4
\ts_branch .L2
"
    )
}

/// Each link of the chain runs its load under whatever EXEC the wave has: the branch into
/// the out-of-line block (line 5), the one out of the chain to it (9), and the out-of-line
/// block's own test (18).
#[test]
fn tail_duplicated_chains_are_inert() {
    let tail = "\ts_or_b64 exec, exec, s[0:1]\n\ts_and_saveexec_b64 s[0:1], s[6:7]\n\ts_cbranch_execz .L2\n";
    assert_eq!(inert_lines(&chain(tail)), vec![5, 9, 18]);
}

/// An out-of-line block that goes on differently from the chain keeps its branch a fork:
/// another mask, another place, the same branch (not the opposite one), or a scalar write
/// the tail reads.
#[test]
fn chains_whose_tails_differ_are_not() {
    for tail in [
        "\ts_or_b64 exec, exec, s[0:1]\n\ts_and_saveexec_b64 s[0:1], s[8:9]\n\ts_cbranch_execz .L2\n",
        "\ts_or_b64 exec, exec, s[0:1]\n\ts_and_saveexec_b64 s[0:1], s[6:7]\n\ts_cbranch_execz .L1\n",
        "\ts_or_b64 exec, exec, s[0:1]\n\ts_and_saveexec_b64 s[0:1], s[6:7]\n\ts_cbranch_execnz .LB\n",
        "\ts_mov_b32 s6, 1\n\ts_or_b64 exec, exec, s[0:1]\n\ts_and_saveexec_b64 s[0:1], s[6:7]\n\ts_cbranch_execz .L2\n",
    ] {
        let lines = inert_lines(&chain(tail));
        assert!(
            !lines.contains(&5) && lines.contains(&9),
            "{tail}: {lines:?}"
        );
    }
}

/// A section that moves a constant into an SGPR for its own use (a `v_bfi_b32` mask) is
/// inert when the register is written again before any read after the section, on every
/// path; a read after it, on any path, keeps the fork.
#[test]
fn moves_into_dead_sgprs_are_inert() {
    let body = |after: &str| {
        format!(
            "\
\ts_and_saveexec_b64 s[0:1], vcc
\ts_cbranch_execz .L1
\tglobal_load_ushort v2, v[0:1], off
\ts_mov_b32 s8, 0xffff
\ts_waitcnt vmcnt(0)
\tv_bfi_b32 v3, s8, v2, v3
.L1:
\ts_or_b64 exec, exec, s[0:1]
\ts_cbranch_scc1 .L2
{after}\
.L2:
\ts_mov_b32 s8, 0
\ts_endpgm
"
        )
    };
    assert_eq!(inert_lines(&body("\ts_mov_b32 s9, 1\n")), vec![5]);
    assert_eq!(
        inert_lines(&body("\ts_add_u32 s9, s8, 1\n")),
        Vec::<u32>::new()
    );
    assert_eq!(
        inert_lines(&body("\ts_addk_i32 s8, 0x10\n")),
        Vec::<u32>::new()
    );
}

/// The removed skips of a one-kernel gfx942 file around `body` (lines start at 4): each
/// EXEC write's line with the line of the join its lanes wait at.
fn removed_lines(body: &str) -> Vec<(u32, u32)> {
    let text = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.text\nk:\n{body}\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.end_amdhsa_kernel\n"
    );
    let m = parse(Path::new("k.s"), &text, None).expect("parses");
    m.removed_skips
        .iter()
        .map(|(&w, &j)| (m.insts[w].loc.line, m.insts[j].loc.line))
        .collect()
}

/// LLVM's printout after it removed a short skip: the EXEC write ends its block, the
/// guarded block and the join follow as `; %bb.N:` comments. The join is the second one,
/// whatever LLVM prints after the block number.
#[test]
fn removed_skip_joins_at_the_next_block() {
    let body = "\
\ts_and_b64 exec, exec, vcc
; %bb.2:
\tv_mov_b32_e32 v1, s0
\tds_write_b32 v2, v1
; %bb.3:                                ; %if.end
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\ts_or_b64 exec, exec, s[4:5]
\ts_endpgm
";
    assert_eq!(removed_lines(body), vec![(4, 9)]);
}

/// No removed skip unless the write ends a block that only a comment starts, the guarded
/// block falls through, and a block follows it: a labelled block (a branch goes there), a
/// branch in the guarded block, an instruction after the write, no join.
#[test]
fn other_block_ends_are_not_removed_skips() {
    for body in [
        "\ts_and_b64 exec, exec, vcc\n.LBB0_2:\n\tds_write_b32 v2, v1\n; %bb.3:\n\ts_barrier\n\ts_endpgm\n",
        "\ts_and_b64 exec, exec, vcc\n; %bb.2:\n\tds_write_b32 v2, v1\n\ts_cbranch_scc1 .L1\n; %bb.3:\n\ts_barrier\n.L1:\n\ts_endpgm\n",
        "\ts_and_b64 exec, exec, vcc\n\tv_mov_b32 v1, 0\n; %bb.2:\n\tds_write_b32 v2, v1\n; %bb.3:\n\ts_barrier\n\ts_endpgm\n",
        "\ts_and_b64 exec, exec, vcc\n; %bb.2:\n\tds_write_b32 v2, v1\n\ts_barrier\n\ts_endpgm\n",
        "\ts_and_b64 s[0:1], exec, vcc\n; %bb.2:\n\tds_write_b32 v2, v1\n; %bb.3:\n\ts_barrier\n\ts_endpgm\n",
    ] {
        assert_eq!(removed_lines(body), Vec::<(u32, u32)>::new(), "{body}");
    }
}
