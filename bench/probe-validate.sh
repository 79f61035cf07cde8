#!/usr/bin/env bash
# Validates `advise probe` against PyTorch on the same GPU (not part of CI: it needs a GPU).
#
#   bench/probe-validate.sh [ADVISE_BINARY]
#
# Needs a build with the CUDA probe (CMake found nvcc, cuBLASLt and cuDNN) and python3 with torch.
# Runs the full probe (timed), then times the same work through PyTorch with the probe's method:
# random operands, 0.2 s of warm-up, then five windows of back-to-back calls over 0.5 s, the
# median window, the SM clock read through NVML (pynvml) during each. Every figure's ratio to
# its reference must lie in [0.95, 1.05]: a probe that reports more than PyTorch gets from the
# card flatters it as much as one that reports less misleads. The full probe must take < 30 s.
# References: a device copy and `torch.add(a, b, alpha=3)` (triad) over the probe's sizes;
# `torch.matmul` (fp16, bf16, tf32) and `torch._scaled_mm` (fp8) at the probe's best shape; for
# int8 the fastest over the probe's shapes of `torch._int_mm`, it compiled by Inductor with
# max-autotune, and Triton products (bench/probe_reference.py says why); FP32 FMA chains through
# PyTorch's jiterator (its element-wise kernel template, compiled by NVRTC) and through Triton;
# FP16 FMA chains through Triton (PyTorch's own element-wise kernels compute half in 32 bits).
# Writes bench/results/probe-validate-HOST.txt and catalog/measured/HOST.dsl; exit 1 when a
# ratio is outside the band or the probe is too slow.
set -euo pipefail
cd "$(dirname "$0")/.."
advise=${1:-build/cli/advise}
host=${ADVISE_RESULTS_NAME:-$(hostname)}
results=bench/results/probe-validate-$host.txt
mkdir -p bench/results catalog/measured
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s.%N)
"$advise" probe --json "$work/probe.json" > "catalog/measured/$host.dsl"
end=$(date +%s.%N)
probe_seconds=$(python3 -c "print(f'{$end - $start:.1f}')")

PYTHONUNBUFFERED=1 python3 bench/probe_reference.py "$work/probe.json" "$probe_seconds" | tee "$results"
echo "measured block: catalog/measured/$host.dsl; results: $results"
