//! The workgroup a check covers: how many waves and threads, and its shape, after the
//! kernel metadata has had its say (`.reqd_workgroup_size` fixes it, `.max_flat_workgroup_size`
//! caps it). A launch the metadata rules out is never checked.

use crate::eval::LaunchShape;
use crate::kernel::{Kernel, Module};
use serde::Serialize;

/// What the user asked for.
#[derive(Clone, Copy, Debug)]
pub struct LaunchRequest {
    pub waves: u32,
    /// Total threads, allowing a partially filled last wave.
    pub threads: Option<u32>,
    pub wave_size: Option<u32>,
    /// An explicit workgroup shape (`--workgroup X,Y,Z`); `waves` and `threads` follow from it.
    pub dims: Option<[u32; 3]>,
}

/// The launch that will be checked, and what was changed to get there.
#[derive(Clone, Debug, Serialize)]
pub struct Launch {
    pub waves: u32,
    pub threads: u32,
    pub wave_size: u32,
    pub dims: [u32; 3],
    pub packed_tid: bool,
    /// Human-readable notes on clamping and assumptions.
    pub notes: Vec<String>,
}

impl Launch {
    /// The shape of wave `w`.
    pub fn shape(&self, wave: u32) -> LaunchShape {
        LaunchShape {
            wave,
            wave_size: self.wave_size,
            threads: self.threads,
            dims: self.dims,
            packed_tid: self.packed_tid,
        }
    }
}

/// The largest workgroup, in waves, that can be checked.
pub const MAX_WAVES: u32 = 64;

/// Resolves the launch for `kernel`. Errors are usage errors (exit 2).
pub fn resolve(module: &Module, kernel: &Kernel, req: LaunchRequest) -> Result<Launch, String> {
    let meta = &kernel.meta;
    let mut notes = Vec::new();
    let wave_size = match req.wave_size {
        Some(w) if w != meta.wave_size => {
            return Err(format!(
                "--wave-size {w} contradicts kernel '{}', compiled for wave{}",
                kernel.name, meta.wave_size
            ));
        }
        _ => meta.wave_size,
    };
    if let Some(d) = req.dims {
        let t = d
            .iter()
            .try_fold(1u32, |a, &x| a.checked_mul(x))
            .unwrap_or(u32::MAX);
        if t == 0 || t > MAX_WAVES * wave_size {
            return Err(format!(
                "--workgroup {}x{}x{}: a workgroup of 1 to {} threads can be checked",
                d[0],
                d[1],
                d[2],
                MAX_WAVES * wave_size
            ));
        }
        if let Some(max) = meta.max_flat_workgroup_size
            && t > max
            && meta.reqd_workgroup_size.is_none()
        {
            return Err(format!(
                "--workgroup {}x{}x{} has {t} threads; kernel '{}' allows at most {max}",
                d[0], d[1], d[2], kernel.name
            ));
        }
    }
    if req.waves == 0 {
        return Err("--waves must be at least 1".into());
    }
    // The model's wave sets are 64-bit masks; no AMDGPU workgroup has more than 32 waves.
    if req.waves > MAX_WAVES {
        return Err(format!(
            "--waves {}: at most {MAX_WAVES} waves per workgroup can be checked",
            req.waves
        ));
    }
    let mut threads = match req.dims {
        Some(d) => d[0] * d[1] * d[2],
        None => req.threads.unwrap_or(req.waves * wave_size),
    };
    if let Some(t) = req.threads {
        if t == 0 {
            return Err("--threads must be at least 1".into());
        }
        if t > req.waves * wave_size || t <= (req.waves - 1) * wave_size {
            return Err(format!(
                "--threads {t} does not fit --waves {} of {wave_size} lanes",
                req.waves
            ));
        }
    }
    let mut dims = req.dims.unwrap_or([threads, 1, 1]);
    if let Some(reqd) = meta.reqd_workgroup_size {
        let fixed = reqd[0] * reqd[1] * reqd[2];
        if fixed != threads || req.dims.is_some_and(|d| d != reqd) {
            notes.push(format!(
                "the kernel requires a workgroup of {}x{}x{} = {fixed} threads ({} waves); \
                 checking that instead of {threads} threads",
                reqd[0],
                reqd[1],
                reqd[2],
                fixed.div_ceil(wave_size)
            ));
        }
        threads = fixed;
        dims = reqd;
    } else if let Some(max) = meta.max_flat_workgroup_size
        && threads > max
    {
        notes.push(format!(
            "the kernel allows at most {max} threads per workgroup; checking {max} threads \
                 ({} waves) instead of {threads}",
            max.div_ceil(wave_size)
        ));
        threads = max;
        dims = [threads, 1, 1];
    }
    if meta.reqd_workgroup_size.is_none() && req.dims.is_none() && meta.workitem_id_dims > 0 {
        notes.push(
            "the kernel reads y/z workitem ids but fixes no workgroup shape; this check \
             assumes a one-dimensional workgroup (y = z = 0); give the shape with --workgroup X,Y,Z"
                .into(),
        );
    }
    let _ = module;
    Ok(Launch {
        waves: threads.div_ceil(wave_size),
        threads,
        wave_size,
        dims,
        packed_tid: crate::kernel::packed_tid(&module.target.name),
        notes,
    })
}

/// The shapes a kernel that reads y (and z) workitem ids is checked at when neither the
/// user nor its metadata fixes one: `None` (the resolved launch, one-dimensional) and then
/// common 2-D tilings of the same thread count (`T/2 x 2`, `T/4 x 4`, `16 x T/16`,
/// `8 x T/8`) and, for kernels that read z, `T/4 x 2 x 2` and `8 x T/16 x 2`. Each shape is
/// its own result, so the output lists which shapes were checked.
pub fn shapes_to_check(kernel: &Kernel, launch: &Launch) -> Vec<Option<[u32; 3]>> {
    let meta = &kernel.meta;
    let mut out = vec![None];
    if meta.reqd_workgroup_size.is_some() || meta.workitem_id_dims == 0 {
        return out;
    }
    let t = launch.threads;
    let mut cands = vec![[t / 2, 2, 1], [t / 4, 4, 1], [16, t / 16, 1], [8, t / 8, 1]];
    if meta.workitem_id_dims >= 2 {
        cands.extend([[t / 4, 2, 2], [8, t / 16, 2]]);
    }
    for c in cands {
        // Rows narrower than 8 threads are rare enough not to be worth a result each.
        if c[0] >= 8 && c[1] >= 2 && c[0] * c[1] * c[2] == t && !out.contains(&Some(c)) {
            out.push(Some(c));
        }
    }
    out
}
