#!/usr/bin/env bash
# Packs a built tree (with the CUDA probe) into DIR for a GPU machine that has no Debian packages
# (a rented cloud GPU, a container with only PyTorch): advise installed under DIR, stripped, with
# the shared libraries it needs that such a machine lacks. The CUDA libraries are not packed:
# bench/gpu/session.sh takes them from PyTorch's wheels there.
#
#   bench/gpu/bundle.sh [BUILD_DIR] DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${2:+$1}
build=${build:-build}
dir=${2:-${1:?usage: bench/gpu/bundle.sh [BUILD_DIR] DIR}}
probe_module=$(find "$build" -name 'libadvise-probe-cuda.so' | head -1)
if [ -z "$probe_module" ]; then
  echo "bundle: $build has no CUDA probe module: configure where nvcc, cuBLASLt and cuDNN are found" >&2
  exit 1
fi
rm -rf "$dir"
cmake --install "$build" --prefix "$dir" --strip > /dev/null
# The non-CUDA libraries advise links, by soname, from this machine.
ldd "$dir/bin/advise" "$dir/lib/libadvise.so" |
  awk '/=> \// && /(boost|tcmalloc|antlr4|fmt)/ { print $3 }' | sort -u |
  while read -r library; do cp -L "$library" "$dir/lib/"; done
du -sh "$dir"
