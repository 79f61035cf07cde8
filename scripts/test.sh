#!/usr/bin/env bash
# The whole test suite: build and test, install and build the embedding example against the
# installed package, then build and test again under AddressSanitizer + UBSan, then fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

source scripts/configure.sh

echo "== build and test (CMake's default generator)"
# Tests and benchmarks on, whatever an earlier scripts/run-example.sh left in the cache.
configure build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DADVISE_BUILD_TESTS=ON -DADVISE_BUILD_BENCH=ON \
  -DADVISE_BUILD_PYTHON=ON -DPython_EXECUTABLE=/usr/bin/python3 > /dev/null
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs"

echo "== install, then build and run examples/embed against the installed package"
rm -rf build/stage build/embed
cmake --install build --prefix "$PWD/build/stage" > /dev/null
cmake -S examples/embed -B build/embed -G Ninja -DCMAKE_PREFIX_PATH="$PWD/build/stage" > /dev/null
cmake --build build/embed
./build/embed/advise-embed

echo "== the Python package: the wheel from this build, installed in a fresh virtual environment, pytest there"
scripts/test-python.sh

echo "== advise serve in a real browser (chromium headless, selenium): the README example, a filled form, its address, a question no card answers"
/usr/bin/python3 tests/browser_test.py build/cli/advise

echo "== edit a copy of the installed rules: check and test it in place of the shipped ones"
prefix="$PWD/build/stage"
rm -rf build/myrules
(cd build && cp -r "$prefix/share/advise/rules" myrules && "$prefix/bin/advise" check myrules &&
  "$prefix/bin/advise" test myrules | tail -1)

echo "== clang 14 with ASan + UBSan (and libFuzzer coverage): the whole suite again"
# Host code only: the CUDA runtime and ASan do not share an address space well. One build serves
# the sanitizer run, the clang build and the fuzz targets. Debug keeps assertions on; -O1 (what
# AddressSanitizer's documentation suggests for reasonable performance) instead of Debug's -O0
# shortens the suite, the longest part of CI, and takes the fuzzers through more inputs.
CXX=clang++ cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" \
  -DADVISE_FUZZ=ON -DADVISE_BUILD_BENCH=OFF -DADVISE_WITH_CUDA=OFF > /dev/null
cmake --build build-asan -j "$jobs"
# The tests labelled bench score the estimates against measured data: their figures are the first
# build's to check, and under the sanitizers they took three of the suite's five and a half
# minutes while going through the same engine paths as the example and golden tests. The test that
# evaluates every example workload twice (in blocks and whole) took another two minutes there: the
# first build runs it, and the two other blocks tests take the same block paths under the sanitizers.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan --output-on-failure -j "$jobs" --label-exclude bench \
  --exclude-regex "blocks of rows give the same advice as one block, for every shipped example workload"

echo "== ThreadSanitizer: advise serve's API and its server with 16 clients at once"
# Only the serve tests: the engine's other threads (the parse in parts) are covered by ASan above.
CXX=clang++ cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=Release -DADVISE_TSAN=ON \
  -DADVISE_BUILD_BENCH=OFF -DADVISE_WITH_CUDA=OFF > /dev/null
cmake --build build-tsan -j "$jobs" --target advise_serve_tests
(cd build-tsan && TSAN_OPTIONS=halt_on_error=1 ./tests/advise_serve_tests)

echo "== fuzzing: each target for 30 s, then the regression corpus (docs/fuzzing.md)"
ADVISE_FUZZ_BUILD=build-asan scripts/fuzz.sh 30
