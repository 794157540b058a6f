//! The instruction tables in encodings/ parse, cover every supported target, and classify
//! the mnemonics real output uses as the spec says.

use bverify::encodings::{DropAtEnd, InstClass, TABLE_SOURCES, family_for_target, parse_table};

#[test]
fn every_table_parses() {
    for (name, text) in TABLE_SOURCES {
        parse_table(name, text).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn every_supported_target_has_a_family() {
    let cases = [
        ("gfx90a", "gfx6-11"),
        ("gfx942", "gfx6-11"),
        ("gfx1030", "gfx6-11"),
        ("gfx1100", "gfx6-11"),
        ("gfx1200", "gfx12"),
        ("gfx1201", "gfx12"),
        ("gfx1250", "gfx12.5"),
    ];
    for (target, family) in cases {
        let f = family_for_target(target).unwrap_or_else(|| panic!("no family for {target}"));
        assert_eq!(f.header.name, family, "{target}");
    }
    assert!(family_for_target("sm_90").is_none());
}

#[test]
fn barrier_mnemonics_follow_the_spec_tables() {
    let gfx9 = family_for_target("gfx942").unwrap();
    assert_eq!(gfx9.classify("s_barrier"), InstClass::Barrier);
    assert_eq!(
        gfx9.classify("s_barrier_signal"),
        InstClass::Opaque,
        "no split barrier before GFX12"
    );
    assert!(!gfx9.header.split_barrier);
    assert!(gfx9.drops_at_end(DropAtEnd::Workgroup));

    let gfx12 = family_for_target("gfx1200").unwrap();
    assert_eq!(gfx12.classify("s_barrier_signal"), InstClass::BarrierSignal);
    assert_eq!(
        gfx12.classify("s_barrier_signal_isfirst"),
        InstClass::BarrierSignalIsfirst
    );
    assert_eq!(gfx12.classify("s_barrier_wait"), InstClass::BarrierWait);
    assert_eq!(
        gfx12.classify("s_barrier_join"),
        InstClass::Opaque,
        "named barriers are GFX12.5"
    );
    assert!(gfx12.header.split_barrier && !gfx12.header.named_barriers);

    let gfx125 = family_for_target("gfx1250").unwrap();
    for (m, c) in [
        ("s_barrier_init", InstClass::BarrierInit),
        ("s_barrier_join", InstClass::BarrierJoin),
        ("s_barrier_leave", InstClass::BarrierLeave),
        ("s_barrier_signal", InstClass::BarrierSignal),
        ("s_barrier_wait", InstClass::BarrierWait),
    ] {
        assert_eq!(gfx125.classify(m), c, "{m}");
    }
    assert!(gfx125.header.named_barriers);
    assert!(gfx125.drops_at_end(DropAtEnd::Cluster));
}

#[test]
fn lds_and_wait_mnemonics_are_classified_on_every_generation() {
    for t in ["gfx942", "gfx1100", "gfx1200", "gfx1250"] {
        let f = family_for_target(t).unwrap();
        assert_eq!(f.classify("ds_read_b32"), InstClass::LdsRead, "{t}");
        assert_eq!(f.classify("ds_load_b128"), InstClass::LdsRead, "{t}");
        assert_eq!(f.classify("ds_write2_b32"), InstClass::LdsWrite, "{t}");
        assert_eq!(f.classify("ds_store_b32"), InstClass::LdsWrite, "{t}");
        assert_eq!(f.classify("ds_add_rtn_u32"), InstClass::LdsAtomic, "{t}");
        assert_eq!(
            f.classify("global_load_lds_dword"),
            InstClass::LdsDma,
            "{t}"
        );
        assert_eq!(
            f.classify("global_load_async_to_lds_b32"),
            InstClass::AsyncToLds,
            "{t}"
        );
        assert_eq!(f.classify("s_waitcnt"), InstClass::WaitCounter, "{t}");
        assert_eq!(f.classify("s_wait_dscnt"), InstClass::WaitCounter, "{t}");
        assert_eq!(f.classify("s_wait_asynccnt"), InstClass::WaitCounter, "{t}");
        assert_eq!(f.classify("v_add_u32_e32"), InstClass::Opaque, "{t}");
    }
}
