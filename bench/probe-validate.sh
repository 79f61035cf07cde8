#!/usr/bin/env bash
# Validates `advise probe` against PyTorch on the same GPU (not part of CI: it needs a GPU).
#
#   bench/probe-validate.sh [ADVISE_BINARY]
#
# Needs a build with the CUDA probe (CMake found nvcc, cuBLASLt and cuDNN) and python3 with torch.
# Prints the probe's figures beside PyTorch's (a 1 GiB device-to-device copy; fp16 and bf16
# torch.matmul over 4096^3, 8192^3, 16384^3, best shape) and checks the targets: device
# bandwidth >= 95% of the copy's, bf16 GEMM >= 95% of torch.matmul's best, full probe < 30 s.
# Writes bench/results/probe-validate-HOST.txt and catalog/measured/HOST.dsl.
set -euo pipefail
cd "$(dirname "$0")/.."
advise=${1:-build/cli/advise}
host=$(hostname)
results=bench/results/probe-validate-$host.txt
mkdir -p bench/results catalog/measured

start=$(date +%s.%N)
"$advise" probe --format json > /tmp/advise-probe.json
end=$(date +%s.%N)
"$advise" probe > "catalog/measured/$host.dsl"
probe_seconds=$(python3 -c "print(f'{$end - $start:.1f}')")

python3 - /tmp/advise-probe.json "$probe_seconds" <<'PY' | tee "$results"
import json, sys, torch

probe = json.load(open(sys.argv[1]))
probe_seconds = float(sys.argv[2])
facts = {k: v["value"] for k, v in probe["facts"].items()}
device = torch.device("cuda")

def best_time(fn, repetitions=20):
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(3): fn()
    times = []
    for _ in range(repetitions):
        start.record(); fn(); stop.record(); stop.synchronize()
        times.append(start.elapsed_time(stop) / 1e3)
    times.sort()
    return times[len(times) // 2], times[0]

n = (1 << 30) // 4
x = torch.empty(n, dtype=torch.float32, device=device).fill_(1.0)
y = torch.empty_like(x)
median, best = best_time(lambda: y.copy_(x))
copy_rate = 2 * x.numel() * 4 / median            # bytes read + written, as the probe counts

def matmul_rate(dtype):
    rates = []
    for size in (4096, 8192, 16384):
        a = torch.randn(size, size, dtype=dtype, device=device)
        b = torch.randn(size, size, dtype=dtype, device=device)
        median, _ = best_time(lambda: a @ b)
        rates.append(2 * size ** 3 / median)
        del a, b
    return max(rates)

rows = [("device bandwidth (copy)", facts.get("bandwidth"), copy_rate, 0.95),
        ("fp16 tensor GEMM", facts.get("tensor_fp16"), matmul_rate(torch.float16), None),
        ("bf16 tensor GEMM", facts.get("tensor_bf16"), matmul_rate(torch.bfloat16), 0.95)]
print(f"device: {probe['device']} (catalog: {probe['catalog_gpu']}), driver {probe['driver']}, "
      f"runtime {probe['runtime']}, torch {torch.__version__}")
ok = True
for name, ours, reference, target in rows:
    if ours is None:
        print(f"{name:26s} probe: not measured"); ok = False; continue
    ratio = ours / reference
    verdict = "" if target is None else ("  meets >= %d%%" % (target * 100) if ratio >= target else "  BELOW %d%%" % (target * 100))
    ok = ok and (target is None or ratio >= target)
    print(f"{name:26s} probe {ours / 1e12:9.3f} T/s   torch {reference / 1e12:9.3f} T/s   ratio {ratio:6.3f}{verdict}")
print(f"full probe: {probe_seconds:.1f} s {'(meets < 30 s)' if probe_seconds < 30 else '(OVER 30 s)'}")
print("all targets met" if ok and probe_seconds < 30 else "some targets missed")
PY
echo "measured block: catalog/measured/$host.dsl; results: $results"
