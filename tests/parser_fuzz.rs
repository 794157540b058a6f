//! No input ever panics the frontend or the explorer: random, truncated and mutated corpus
//! files either parse or give an error.

mod common;

use bverify::explore::{Bounds, explore_wave};
use bverify::launch::{LaunchRequest, resolve};
use proptest::prelude::*;
use std::path::Path;

fn corpus_texts() -> Vec<String> {
    common::manifest()
        .iter()
        .map(|e| std::fs::read_to_string(common::corpus_dir().join(&e.file)).unwrap())
        .collect()
}

fn parse_and_explore(text: &str) {
    let Ok(module) = bverify::frontend::amdgpu::parse(Path::new("fuzz.s"), text, None) else {
        return;
    };
    let bounds = Bounds {
        unroll: 2,
        max_paths: 64,
        max_steps: 5_000,
        max_call_depth: 4,
        deadline: None,
        ..Bounds::default()
    };
    for k in &module.kernels {
        let req = LaunchRequest {
            waves: 1,
            threads: None,
            dims: None,
            wave_size: None,
        };
        if let Ok(launch) = resolve(&module, k, req) {
            let _ = explore_wave(&module, k, launch.shape(0), &bounds);
        }
    }
}

#[test]
fn a_symbol_followed_by_non_ascii_text_is_not_a_panic() {
    // Found by the mutation test: `foo` then a multi-byte character.
    parse_and_explore(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\nk:\n\ts_branch foo\u{2d0e}\n\ts_endpgm\n",
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(s in "(\\PC|\n|\t|:|;|,|\\[|\\]){0,400}") {
        parse_and_explore(&s);
    }

    #[test]
    fn truncated_corpus_files_never_panic(idx in 0usize..50, frac in 0.0f64..1.0) {
        let texts = corpus_texts();
        let t = &texts[idx % texts.len()];
        let mut cut = (t.len() as f64 * frac) as usize;
        while !t.is_char_boundary(cut) { cut -= 1; }
        parse_and_explore(&t[..cut]);
    }

    #[test]
    fn mutated_corpus_files_never_panic(
        idx in 0usize..50,
        edits in prop::collection::vec((0.0f64..1.0, "(\\PC|\n|:|\\[|\\]|,|-1|0x|s\\[|v\\[){0,6}", 0usize..8), 1..8)
    ) {
        let texts = corpus_texts();
        let mut t = texts[idx % texts.len()].clone();
        for (pos, ins, del) in edits {
            let mut at = (t.len() as f64 * pos) as usize;
            while !t.is_char_boundary(at) { at -= 1; }
            let mut end = (at + del).min(t.len());
            while !t.is_char_boundary(end) { end += 1; }
            t.replace_range(at..end, &ins);
        }
        parse_and_explore(&t);
    }
}
