#!/usr/bin/env bash
# Builds advise and runs it on the bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DADVISE_BUILD_TESTS=OFF -DADVISE_BUILD_BENCH=OFF > /dev/null
cmake --build build --target advise_cli
./build/cli/advise examples/imagenet-resnet50.dsl "$@"
