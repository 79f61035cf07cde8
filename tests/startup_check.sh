#!/usr/bin/env bash
# The command starts without the CUDA libraries: neither it nor what it links needs cudart,
# cuBLASLt or cuDNN (the probe module opens them only when probing), and `advise probe` on a
# machine without a GPU, or with the module missing, exits 3 and says why.
# usage: tests/startup_check.sh PATH/TO/advise [PATH/TO/libadvise-probe-cuda.so]   (from the source root)
set -u
advise=${1:?usage: startup_check.sh PATH/TO/advise [PROBE_MODULE]}
module=${2:-}
cuda_libraries='libcudart|libcublas|libcudnn'
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

needed=$(readelf -d "$advise") || fail "readelf -d $advise failed"
grep -q NEEDED <<<"$needed" || fail "readelf shows no NEEDED entry for $advise"
grep -E "NEEDED.*($cuda_libraries)" <<<"$needed" && fail "$advise itself needs a CUDA library"
loaded=$(ldd "$advise") || fail "ldd $advise failed"
grep -q libadvise <<<"$loaded" || fail "ldd does not list libadvise for $advise"
grep -E "$cuda_libraries" <<<"$loaded" && fail "$advise loads a CUDA library at start-up"

# expect_no_device ADVISE: `ADVISE probe` exits 3 and says there is no CUDA device to probe
expect_no_device() {
  local out status
  out=$("$1" probe --no-defaults 2>&1)
  status=$?
  [ "$status" -eq 3 ] || fail "$1 probe exited $status, not 3: $out"
  grep -q "no CUDA device" <<<"$out" || fail "$1 probe does not say 'no CUDA device': $out"
}
expect_no_device "$advise"

# A copy of the command in a folder without the module (as on a machine where it is missing).
alone=$(mktemp -d)
trap 'rm -rf "$alone"' EXIT
cp "$advise" "$alone/advise"
expect_no_device "$alone/advise"

if [ -n "$module" ]; then
  [ -f "$module" ] || fail "the probe module $module was not built"
  ldd "$module" | grep -q libcudart || fail "the probe module $module does not link cudart"
  nm -D --defined-only "$module" | grep -q ' advise_create_cuda_probe$' ||
    fail "the probe module $module does not export advise_create_cuda_probe"
  # A module dlopen refuses (here not even an ELF file) is reported with the loader's reason.
  : >"$alone/libadvise-probe-cuda.so"
  expect_no_device "$alone/advise"
  grep -q "probe module could not be loaded (.*libadvise-probe-cuda.so" <<<"$("$alone/advise" probe 2>&1)" ||
    fail "a module that cannot be loaded is not reported with dlopen's reason"
fi

[ "$failures" -eq 0 ] && echo "advise starts without the CUDA libraries; probe without a device exits 3"
exit $((failures > 0))
