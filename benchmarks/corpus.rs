//! Corpus benchmark: per kernel and workgroup size, the time of a full check (SMT engine)
//! and of the reference interpreter on the same launch. Prints a Markdown table.
//!
//! Run: `cargo bench --bench corpus` (optionally `-- <filter>`). Under `cargo test` it does
//! nothing.

use bverify::check::{Options, check_kernel, model_config};
use bverify::explore::{Bounds, explore_wave};
use bverify::launch::{LaunchRequest, resolve};
use bverify::model::{interp, lower};
use std::time::Instant;

const WAVES: &[u32] = &[1, 2, 4, 6, 8, 16, 32, 64];
/// Per solver call; beyond it the check is inconclusive and larger sizes are skipped.
const TIMEOUT_MS: u32 = 5_000;
const INTERP_STATES: usize = 300_000;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if !args.iter().any(|a| a == "--bench") {
        return;
    }
    let filter = args.iter().skip(1).find(|a| !a.starts_with("--")).cloned();
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let dir = corpus.join("amdgpu");
    let cli_only = cli_only(&corpus.join("manifest.toml"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .filter(|p| !cli_only.iter().any(|f| p.ends_with(f)))
        .filter(|p| {
            filter
                .as_ref()
                .is_none_or(|f| p.to_string_lossy().contains(f.as_str()))
        })
        .collect();
    files.sort();
    println!("| kernel | waves | check ms | verdict | scenarios | interpreter ms |");
    println!("|---|---|---|---|---|---|");
    for f in files {
        let module = bverify::frontend::load(&f, None).unwrap();
        let k = &module.kernels[0];
        let mut last = None;
        for &w in WAVES {
            let req = LaunchRequest {
                waves: w,
                threads: None,
                dims: None,
                wave_size: None,
            };
            // Metadata clamps make several sizes one launch; measure it once.
            let Ok(launch) = resolve(&module, k, req) else {
                continue;
            };
            if last == Some(launch.waves) {
                continue;
            }
            last = Some(launch.waves);
            let opts = Options {
                launch: req,
                timeout_ms: TIMEOUT_MS,
                ..Options::default()
            };
            let t = Instant::now();
            let Ok(r) = check_kernel(&module, k, &opts) else {
                continue;
            };
            let ms = t.elapsed().as_secs_f64() * 1e3;
            let interp_ms = interpreter_ms(&module, k, req);
            println!(
                "| {} | {} | {ms:.1} | {:?} | {} | {} |",
                f.file_name().unwrap().to_string_lossy(),
                r.launch.waves,
                r.verdict,
                r.scenarios,
                interp_ms.map_or("-".into(), |v| format!("{v:.1}"))
            );
            if ms > TIMEOUT_MS as f64 {
                break;
            }
        }
    }
}

/// The interpreter on the first path of every wave (the kernels where each wave has one
/// path), if it finishes within its state limit.
/// The manifest's files marked `cli_only`: a check given up at its deadline there leaves Z3
/// busy on a thread for minutes, which would slow every later row.
fn cli_only(manifest: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).unwrap();
    let table: toml::Table = text.parse().unwrap();
    table["kernel"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|k| k.get("cli_only").is_some())
        .filter_map(|k| k.get("file")?.as_str())
        .map(|f| f.trim_start_matches("amdgpu/").to_string())
        .collect()
}

fn interpreter_ms(
    module: &bverify::kernel::Module,
    k: &bverify::kernel::Kernel,
    req: LaunchRequest,
) -> Option<f64> {
    let launch = resolve(module, k, req).ok()?;
    let explored: Vec<_> = (0..launch.waves)
        .map(|w| explore_wave(module, k, launch.shape(w), &Bounds::default()))
        .collect();
    if explored.iter().any(|e| e.paths.len() != 1) {
        return None;
    }
    let paths: Vec<_> = explored.iter().map(|e| &e.paths[0]).collect();
    let program = lower::amdgpu_program(module, &paths, &|_| None).ok()?;
    let mut cfg = model_config(module, launch.waves);
    cfg.max_states = INTERP_STATES;
    let t = Instant::now();
    let o = interp::explore(&program, &cfg);
    o.complete.then(|| t.elapsed().as_secs_f64() * 1e3)
}
