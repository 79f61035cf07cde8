#!/usr/bin/env bash
# Installs the Debian packages advise builds with, if any is missing. Safe to run again.
set -euo pipefail
packages=(cmake ninja-build g++ antlr4 libantlr4-runtime-dev libboost-program-options-dev
          doctest-dev nlohmann-json3-dev libfmt-dev libdtl-dev python3 python3-jsonschema help2man
          clang libclang-rt-14-dev libtcmalloc-minimal4
          pybind11-dev python3-dev python3-setuptools python3-wheel python3-build python3-venv python3-pytest
          libcpp-httplib-dev chromium chromium-driver python3-selenium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
