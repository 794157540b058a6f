#!/usr/bin/env bash
# Regenerates every compiler output in this folder from src/ by running the `command` of each
# entry of ../manifest.toml here (the manifest is the one list; a new entry needs nothing
# else). Needs clang-22 and llc-22 (apt-get install clang-22 llvm-22) and python3 >= 3.11;
# the tests never run it. `DRY=1` prints the commands without running them.
# Entries whose command is `none: ...` are hand-written sources. The wave-lang GEMM entries
# (barriers placed by wave-lang's LDS barrier pass, compiled through IREE without a GPU) run
# only with a Python 3.11 venv here:
#   python3 -m venv venv && venv/bin/pip install wave-lang==3.9.1 torch
set -euo pipefail
cd "$(dirname "$0")"
python3 - <<'PY'
import os, subprocess, sys, tomllib
with open("../manifest.toml", "rb") as f:
    kernels = tomllib.load(f)["kernel"]
seen = set()
for k in kernels:
    cmd = k["command"]
    if cmd.startswith("none:") or cmd in seen:
        continue
    seen.add(cmd)
    if cmd.startswith("venv/bin/python") and not os.access("venv/bin/python", os.X_OK):
        print("skipped (no venv):", cmd, file=sys.stderr)
        continue
    print("+", cmd, file=sys.stderr)
    if not os.environ.get("DRY"):
        subprocess.run(cmd, shell=True, check=True)
PY
