#!/usr/bin/env bash
# Builds advise and runs it on the bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/configure.sh
configure build -DADVISE_BUILD_TESTS=OFF -DADVISE_BUILD_BENCH=OFF > /dev/null
cmake --build build -j "$(nproc)" --target advise_cli
./build/cli/advise examples/imagenet-resnet50.dsl "$@"
