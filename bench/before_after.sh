#!/bin/sh
# The engine of two builds on the same inputs, alternately, in one run: whether a change made the
# benchmarks worse. Both builds read the same files: BEFORE's rules (the older engine may not
# read rules written after it) and this checkout's compare rules and schemas.
#
#   bench/before_after.sh BEFORE_BUILD [AFTER_BUILD]     from the repository root
#
# BEFORE_BUILD is the build folder of an older checkout (its sources beside it: BEFORE_BUILD/..),
# with its bench targets built; AFTER_BUILD defaults to build. Prints per size the median of RUNS
# (default 5) runs of each, and the ratio after/before (below 1: faster or smaller now).
set -eu
before=${1:?usage: bench/before_after.sh BEFORE_BUILD [AFTER_BUILD]}
after=${2:-build}
runs=${RUNS:-5}
before_root=$(cd "$before/.." && pwd)
for b in "$before" "$after"; do
  for t in advise_bench_advise advise_bench_scaling advise_bench_generate; do
    [ -x "$b/bench/$t" ] || { echo "before_after.sh: build $b/bench/$t first" >&2; exit 2; }
  done
done
[ -x /usr/bin/time ] || { echo "before_after.sh: needs /usr/bin/time (apt install time)" >&2; exit 2; }
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# The library driver of bench/compare on N GPUs: "LOAD_S EVAL_S PEAK_KB" per run into FILE.
library_run() {  # library_run BUILD FILE
  /usr/bin/time -f "%M" -o "$data/peak" "$1/bench/advise_bench_advise" "$data/gpus.dsl" . > "$data/out"
  echo "$(awk '/^advise /{ print $2, $3 }' "$data/out") $(tail -n 1 "$data/peak")" >> "$2"
}

# The shipped rules (BEFORE's) over 1k and 10k synthetic GPUs: "LOAD_US EVAL_US" per size.
scaling_run() {  # scaling_run BUILD FILE
  "$1/bench/advise_bench_scaling" "$before_root/rules" "$before_root/catalog/schema.dsl" 2> /dev/null |
    awk '$1 == 1000 || $1 == 10000 { print $1, $3, $4 }' >> "$2" || true
}

col() { awk -v n="$2" -v c="$3" '$1 == n || n == "" { print $c }' "$1" | median; }
row() {  # row LABEL BEFORE AFTER
  awk -v l="$1" -v b="$2" -v a="$3" 'BEGIN { printf "%-34s %12.3f %12.3f %8.2f\n", l, b, a, a / b }'
}

printf "%-34s %12s %12s %8s\n" figure before after ratio
for n in 10000 100000; do
  "$after/bench/advise_bench_generate" "$n" "$data" > /dev/null
  : > "$data/b"; : > "$data/a"
  i=0
  while [ "$i" -lt "$runs" ]; do library_run "$before" "$data/b"; library_run "$after" "$data/a"; i=$((i + 1)); done
  row "compare $n: load us/decl" "$(awk -v n=$n '{ print $1 / n * 1e6 }' "$data/b" | median)" \
      "$(awk -v n=$n '{ print $1 / n * 1e6 }' "$data/a" | median)"
  row "compare $n: eval us/cand" "$(awk -v n=$n '{ print $2 / n * 1e6 }' "$data/b" | median)" \
      "$(awk -v n=$n '{ print $2 / n * 1e6 }' "$data/a" | median)"
  row "compare $n: peak B/cand" "$(awk -v n=$n '{ print $3 * 1024 / n }' "$data/b" | median)" \
      "$(awk -v n=$n '{ print $3 * 1024 / n }' "$data/a" | median)"
done
: > "$data/b"; : > "$data/a"
i=0
while [ "$i" -lt "$runs" ]; do scaling_run "$before" "$data/b"; scaling_run "$after" "$data/a"; i=$((i + 1)); done
for n in 1000 10000; do
  row "shipped rules $n: load us/cand" "$(col "$data/b" $n 2)" "$(col "$data/a" $n 2)"
  row "shipped rules $n: eval us/cand" "$(col "$data/b" $n 3)" "$(col "$data/a" $n 3)"
done
