#!/usr/bin/env bash
# Fuzzes the engine (docs/fuzzing.md): builds the libFuzzer targets with clang, ASan and UBSan into
# build-fuzz, runs each for SECONDS from the seed corpus (every .dsl file in examples, rules,
# catalog and tests/golden) with a dictionary of the grammar's literals, then replays every input
# in tests/fuzz/regressions/. Exits non-zero on the first finding; the input is left in
# build-fuzz/findings/.
#   scripts/fuzz.sh SECONDS [fuzz_check|fuzz_pipeline|fuzz_lexers|fuzz_parts|fuzz_web|fuzz_prices|fuzz_models ...]   (default: all seven, in turn;
#   SECONDS 0 only replays the regressions)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: scripts/fuzz.sh SECONDS [fuzz_check|fuzz_pipeline|fuzz_lexers|fuzz_parts|fuzz_web|fuzz_prices|fuzz_models ...]}
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_check fuzz_pipeline fuzz_lexers fuzz_parts fuzz_web fuzz_prices fuzz_models)

# ADVISE_FUZZ_BUILD names a build folder already configured with -DADVISE_FUZZ=ON (scripts/test.sh
# reuses its sanitizer build); otherwise build-fuzz is configured here.
build=${ADVISE_FUZZ_BUILD:-build-fuzz}
if [ -z "${ADVISE_FUZZ_BUILD:-}" ]; then
  CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DADVISE_FUZZ=ON \
    -DADVISE_BUILD_TESTS=OFF -DADVISE_BUILD_BENCH=OFF -DADVISE_WITH_CUDA=OFF > /dev/null
fi
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}"

# Seeds: flattened copies, named after their paths. Copying over is harmless when two runs of this
# script share the folder.
seeds=$build/seeds
mkdir -p "$seeds" "$build/findings"
find examples rules catalog tests/golden -name '*.dsl' | while read -r f; do cp "$f" "$seeds/${f//\//_}"; done
find tests/data/prices -name '*.csv' | while read -r f; do cp "$f" "$seeds/${f//\//_}"; done
# The model readers' seeds: a selector byte (0 config, 1 Safetensors, 2 GGUF), then the file.
find tests/data/models -name config.json | while read -r f; do { printf '\0'; cat "$f"; } > "$seeds/${f//\//_}"; done
for f in tests/data/checkpoints/*.safetensors tests/data/checkpoints/*/*.safetensors; do
  { printf '\1'; head -c 65536 "$f"; } > "$seeds/${f//\//_}"; done
for f in tests/data/checkpoints/*.gguf; do { printf '\2'; head -c 65536 "$f"; } > "$seeds/${f//\//_}"; done
python3 tests/fuzz/make_dictionary.py grammar/Advice.g4 "$build/advise.dict"

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# -timeout: an input that takes longer is a hang; -rss_limit_mb: one that needs more is a finding.
limits=(-timeout=30 -rss_limit_mb=4096)
for t in "${targets[@]}"; do
  [ "$seconds" -gt 0 ] || break
  echo "== $t: ${seconds} s"
  mkdir -p "$build/corpus/$t"
  "$build/tests/fuzz/$t" "$build/corpus/$t" "$seeds" -dict="$build/advise.dict" \
    -max_total_time="$seconds" "${limits[@]}" -artifact_prefix="$build/findings/$t-" -print_final_stats=1
done

mapfile -t regressions < <(find tests/fuzz/regressions -type f | sort)
for t in "${targets[@]}"; do
  echo "== $t: replaying ${#regressions[@]} regression inputs"
  [ ${#regressions[@]} -eq 0 ] || "$build/tests/fuzz/$t" "${limits[@]}" "${regressions[@]}"
done
