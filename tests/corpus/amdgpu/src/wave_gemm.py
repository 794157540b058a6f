"""Compiles a wave-lang GEMM template to AMDGPU assembly without a GPU.

wave-lang's `add_shared_memory_barriers` pass places the LDS barriers of these kernels
(../shared/spec/lds-barrier-placement-pass.txt); the assembly is what its IREE/LLVM
pipeline emits. Setup (CPython 3.11):

    python3 -m venv venv && venv/bin/pip install wave-lang==3.9.1 torch

Usage: venv/bin/python src/wave_gemm.py TARGET SCHEDULE K OUT.s
  TARGET    gfx942 | gfx950 | gfx1201
  SCHEDULE  none | prefetch | modulo   (software pipelining of the K loop)
  K         a number (a constant K) or `dynamic` (K is a kernel argument)
"""
import glob
import os
import shutil
import sys
import tempfile

# A cached kernel is not compiled again, and then no assembly is dumped.
os.environ["WAVE_CACHE_ON"] = "0"

from wave_lang.kernel.wave.compile import WaveCompileOptions, wave_compile
from wave_lang.kernel.wave.constraints import MMAType
from wave_lang.kernel.wave.scheduling.schedule_enums import SchedulingType
from wave_lang.kernel.wave.templates.gemm import get_gemm_kernel
from wave_lang.kernel.wave.utils.run_utils import set_default_run_config


def main(target: str, schedule: str, k: str, out: str) -> None:
    rdna = target.startswith("gfx12")
    dynamic = k == "dynamic"
    kernel, subs, symbols = get_gemm_kernel(
        (512, 512, 512 if dynamic else int(k)),
        dynamic_dims=(False, False, dynamic),
        mfma_variant=MMAType.RDNA4_WAVE32_F32_16x16x16_F16 if rdna else MMAType.F32_16x16x16_F16,
        threads_per_wave=32 if rdna else 64,
    )
    dump = tempfile.mkdtemp()
    options = WaveCompileOptions(
        subs=subs,
        canonicalize=True,
        schedule=getattr(SchedulingType, schedule.upper()),
        dynamic_symbols=symbols,
        dump_intermediates=dump,
    )
    options = set_default_run_config(options)
    # No GPU: name the target instead of asking the device for it.
    options.target = target
    try:
        wave_compile(options, kernel)
    except Exception as e:  # loading the module needs a GPU; the assembly exists by then
        print(f"note: after compiling: {type(e).__name__}", file=sys.stderr)
    found = glob.glob(f"{dump}/**/*.rocmasm", recursive=True)
    if not found:
        sys.exit("no assembly was produced")
    shutil.copy(found[0], out)


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
