//! The `.amdgpu_metadata` YAML document (HSA code object metadata, v3+).

use crate::error::{Error, Result};
use crate::kernel::KernelArg;
use serde::Deserialize;
use std::path::Path;

#[derive(Debug, Deserialize)]
struct YamlDoc {
    #[serde(rename = "amdhsa.kernels", default)]
    kernels: Vec<RawKernel>,
}

#[derive(Debug, Deserialize)]
struct RawKernel {
    #[serde(rename = ".name")]
    name: String,
    #[serde(rename = ".symbol", default)]
    symbol: String,
    #[serde(rename = ".wavefront_size")]
    wavefront_size: Option<u32>,
    #[serde(rename = ".max_flat_workgroup_size")]
    max_flat_workgroup_size: Option<u32>,
    #[serde(rename = ".reqd_workgroup_size")]
    reqd_workgroup_size: Option<Vec<u32>>,
    #[serde(rename = ".uniform_work_group_size", default)]
    uniform_work_group_size: Option<u32>,
    #[serde(rename = ".args", default)]
    args: Vec<RawArg>,
}

#[derive(Debug, Deserialize)]
struct RawArg {
    #[serde(rename = ".offset")]
    offset: u32,
    #[serde(rename = ".size")]
    size: u32,
    #[serde(rename = ".value_kind")]
    value_kind: String,
    #[serde(rename = ".name")]
    name: Option<String>,
    #[serde(rename = ".actual_access")]
    actual_access: Option<String>,
    #[serde(rename = ".is_restrict")]
    is_restrict: Option<bool>,
    #[serde(rename = ".is_const")]
    is_const: Option<bool>,
}

/// One kernel's entry in the metadata.
#[derive(Debug, Clone)]
pub struct YamlKernel {
    pub name: String,
    pub symbol: String,
    pub wavefront_size: Option<u32>,
    pub max_flat_workgroup_size: Option<u32>,
    pub reqd_workgroup_size: Option<[u32; 3]>,
    /// `.uniform_work_group_size: 1`: the grid is a whole number of workgroups.
    pub uniform_work_group_size: bool,
    pub args: Vec<KernelArg>,
}

/// The parsed metadata document.
#[derive(Debug)]
pub struct Metadata {
    pub kernels: Vec<YamlKernel>,
}

/// Parses the YAML text that starts after line `start_line` of `file`.
pub fn parse_yaml(file: &Path, start_line: u32, yaml: &str) -> Result<Metadata> {
    let doc: YamlDoc = serde_yaml_ng::from_str(yaml).map_err(|e| {
        let (line, col) = e
            .location()
            .map(|l| (l.line() as u32, l.column() as u32))
            .unwrap_or((0, 0));
        Error::Parse {
            file: file.to_path_buf(),
            line: start_line + line,
            col: col.max(1),
            message: format!("invalid .amdgpu_metadata YAML: {e}"),
        }
    })?;
    let mut kernels = Vec::new();
    for k in doc.kernels {
        let reqd = match k.reqd_workgroup_size {
            None => None,
            Some(v) if v.len() == 3 && v.iter().all(|&d| d > 0) => Some([v[0], v[1], v[2]]),
            Some(v) => {
                return Err(Error::Parse {
                    file: file.to_path_buf(),
                    line: start_line,
                    col: 1,
                    message: format!(
                        "kernel '{}': .reqd_workgroup_size must be three positive numbers, got {v:?}",
                        k.name
                    ),
                });
            }
        };
        kernels.push(YamlKernel {
            name: k.name,
            symbol: k.symbol,
            wavefront_size: k.wavefront_size,
            max_flat_workgroup_size: k.max_flat_workgroup_size,
            reqd_workgroup_size: reqd,
            uniform_work_group_size: k.uniform_work_group_size == Some(1),
            args: k
                .args
                .into_iter()
                .map(|a| KernelArg {
                    offset: a.offset,
                    size: a.size,
                    value_kind: a.value_kind,
                    name: a.name,
                    // `restrict` and never written through: LLVM emits `.actual_access`
                    // only for `noalias` pointers (AMDGPUHSAMetadataStreamer), and
                    // `read_only` when no store goes through it; `.is_restrict` is OpenCL's
                    // type qualifier, absent in HIP. No other pointer may then write the
                    // memory during the dispatch (C11 6.7.3.1, LLVM `noalias`), and `const`
                    // alone would not forbid a store through a cast.
                    read_only_restrict: a.actual_access.as_deref() == Some("read_only"),
                    restrict: a.actual_access.is_some() || a.is_restrict == Some(true),
                    const_restrict: a.is_const == Some(true)
                        && (a.actual_access.is_some() || a.is_restrict == Some(true)),
                })
                .collect(),
        });
    }
    Ok(Metadata { kernels })
}
