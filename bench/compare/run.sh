#!/bin/sh
# Side by side, on the same synthetic GPUs and the same four rules (rules.dsl, rules.clp,
# hand_loop.cpp): advise through the library, a hand-written C++ loop over CSV, and CLIPS 6.30
# (Debian `clips`) when installed. Each tool runs in its own process under /usr/bin/time
# (Debian `time`) for its peak memory; every figure is the median of RUNS runs.
#
#   bench/compare/run.sh            from the repository root, after cmake --build build
#   SIZES="10000 100000" RUNS=5 BUILD=build bench/compare/run.sh
#
# CLIPS is skipped above CLIPS_MAX GPUs (default 1000000) and when not installed.
set -eu
build=${BUILD:-build}
sizes=${SIZES:-10000 100000 1000000}
runs=${RUNS:-3}
clips_max=${CLIPS_MAX:-1000000}
[ -x /usr/bin/time ] || { echo "run.sh: needs /usr/bin/time (apt install time)" >&2; exit 2; }
[ -x "$build/bench/advise_bench_advise" ] || { echo "run.sh: build $build/bench first" >&2; exit 2; }
# tcmalloc (Debian libtcmalloc-minimal4), when installed: the advise command links it (cli/CMakeLists.txt).
tcmalloc=$(ls /usr/lib/*/libtcmalloc_minimal.so.4 2>/dev/null | head -n 1 || true)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# measure NAME COMMAND...: "LOAD_S EVAL_S PEAK_KB" (medians); the command prints "NAME LOAD EVAL ..."
measure() {
  name=$1
  shift
  : > "$data/runs"
  i=0
  while [ "$i" -lt "$runs" ]; do
    /usr/bin/time -f "%M" -o "$data/peak" "$@" > "$data/out"
    line=$(grep "^$name " "$data/out")
    echo "$line $(tail -n 1 "$data/peak")" >> "$data/runs"
    i=$((i + 1))
  done
  echo "$(cut -d' ' -f2 "$data/runs" | median) $(cut -d' ' -f3 "$data/runs" | median)" \
       "$(awk '{ print $NF }' "$data/runs" | median)"
}

row() {  # row TOOL N LOAD EVAL PEAK_KB
  awk -v t="$1" -v n="$2" -v l="$3" -v e="$4" -v m="$5" 'BEGIN {
    printf "%-9s %8d %16.2f %16.3f %14.0f\n", t, n, l / n * 1e6, e / n * 1e6, m * 1024 / n }'
}

ratio() {  # ratio LABEL N A B: the three ratios of A's figures to B's
  awk -v label="$1" -v n="$2" -v a="$3" -v b="$4" 'BEGIN {
    split(a, x, " "); split(b, y, " ")
    printf "%-16s %8d   load %6.2fx   eval %6.2fx   peak memory %6.2fx\n", label, n, x[1] / y[1], x[2] / y[2], x[3] / y[3] }'
}

printf "%-9s %8s %16s %16s %14s\n" tool gpus "load us/decl" "eval us/cand" "peak B/cand"
ratios=""
for n in $sizes; do
  "$build/bench/advise_bench_generate" "$n" "$data"
  a=$(measure advise "$build/bench/advise_bench_advise" "$data/gpus.dsl" .)
  h=$(measure hand "$build/bench/advise_bench_hand" "$data/gpus.csv")
  row advise "$n" $a
  # advise-tc: the same driver with tcmalloc, the allocator the advise command links.
  [ -z "$tcmalloc" ] || { t=$(measure advise env LD_PRELOAD="$tcmalloc" "$build/bench/advise_bench_advise" "$data/gpus.dsl" .); row advise-tc "$n" $t; }
  row hand "$n" $h
  ratios="$ratios$(ratio "advise/hand" "$n" "$a" "$h")
"
  if command -v clips > /dev/null && [ "$n" -le "$clips_max" ]; then
    printf '(defglobal ?*facts* = "%s")\n(batch* "bench/compare/run.clp")\n' "$data/gpus.clp" > "$data/drive.clp"
    c=$(measure clips clips -f2 "$data/drive.clp")
    row clips "$n" $c
    ratios="$ratios$(ratio "advise/clips" "$n" "$a" "$c")
"
    [ -z "$tcmalloc" ] || ratios="$ratios$(ratio "advise-tc/clips" "$n" "$t" "$c")
"
  fi
done
printf "\n%s" "$ratios"
