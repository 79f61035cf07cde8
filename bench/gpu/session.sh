#!/usr/bin/env bash
# Every measurement that needs an NVIDIA GPU, in one go, on a machine with PyTorch but perhaps
# no Debian packages: run from the repository root with a bundle from bench/gpu/bundle.sh.
#
#   bench/gpu/session.sh BUNDLE OUTDIR [NAME]
#
# NAME (default: the host name) names the results. PARTS (default "smi sass validate workload
# advise torch") picks the parts to run. Each part has its own time limit and a part
# that fails does not stop the others; OUTDIR gets nvidia-smi's view, the probe's block and its
# validation against PyTorch (bench/probe-validate.sh), the workload probe of bench/gpu/*.dsl with
# its products timed again through PyTorch, and the PyTorch training runs of the accuracy
# benchmark (bench/accuracy/torch_runs.py; TORCH_ARGS adds options, e.g. --only and --profile). The CUDA libraries the probe module needs
# (cudart, cuBLASLt, cuDNN) come from PyTorch's nvidia-* wheels when the system has none.
set -u
bundle=$(cd "$1" && pwd)
out=$(mkdir -p "$2" && cd "$2" && pwd)
name=${3:-$(hostname)}
torch_libraries=$(python3 - <<'PY'
import os, site
wanted = ("libcudart.so.13", "libcublasLt.so.13", "libcudnn.so.9")
found = set()
for root in site.getsitepackages():
    for folder, _, files in os.walk(os.path.join(root, "nvidia")):
        if any(f in files for f in wanted):
            found.add(folder)
print(":".join(sorted(found)))
PY
)
export LD_LIBRARY_PATH="$bundle/lib${torch_libraries:+:$torch_libraries}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export ADVISE_DATA_DIR=$PWD ADVISE_RESULTS_NAME=$name PYTHONUNBUFFERED=1
advise=$bundle/bin/advise

part() {  # part NAME SECONDS COMMAND...: runs it with a limit, says how it ended (on stderr)
  local label=$1 limit=$2 start=$SECONDS
  shift 2
  echo "== $label (limit ${limit} s)" >&2
  timeout "$limit" "$@"
  echo "== $label: exit $?, $((SECONDS - start)) s" >&2
}

workload_probe() {  # workload_probe NAME PRECISION: bench/gpu/NAME.dsl's layers timed, then through PyTorch
  part "workload probe $1" 90 "$advise" probe --quick --workload "bench/gpu/$1.dsl" --json "$work/$1.json" \
    > "$out/workload-$1.dsl"
  part "its products through PyTorch" 90 python3 bench/probe_products_reference.py "$work/$1.json" "$2"
}

work=$(mktemp -d)
wants() { [[ " ${PARTS:-smi sass validate workload advise torch} " == *" $1 "* ]]; }

{
  part nvidia-smi 20 nvidia-smi
  wants sass && part "FMA instructions of the probe's kernels" 30 sh -c \
    "cuobjdump -sass '$bundle/lib/advise/libadvise-probe-cuda.so' | grep -oE '\\b(HFMA2|FFMA)[.A-Z0-9]*' | sort | uniq -c"
  if wants validate; then
    part "probe validation" 150 bench/probe-validate.sh "$advise"
    cp "bench/results/probe-validate-$name.txt" "catalog/measured/$name.dsl" "$out/" 2>/dev/null
  fi
  if wants workload; then
    workload_probe resnet50-amp fp16
    workload_probe llama32-1b-bf16 bf16
  fi
  if wants advise; then
    for w in resnet50-amp llama32-1b-bf16; do
      part "advise $w --probe" 90 "$advise" "bench/gpu/$w.dsl" --probe --top 3 --as-of 2026-11
    done
  fi
  wants torch && part "torch training runs" "${TORCH_SECONDS:-240}" python3 bench/accuracy/torch_runs.py --out "$out" \
    --budget "$(( ${TORCH_SECONDS:-240} - 20 ))" ${TORCH_ARGS:-}
} 2>&1 | tee "$out/session.log"
