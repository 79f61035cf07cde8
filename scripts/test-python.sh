#!/usr/bin/env bash
# The Python package as a user gets it: the wheel built from the CMake build in build/ (reused, not
# rebuilt), installed in a fresh virtual environment, and the pytest suite run there, outside the
# source tree (docs/python.md). Debian's python3 (/usr/bin/python3): its setuptools, wheel, build
# and pytest are the packages install-deps.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ADVISE_BUILD_DIR="$PWD/build" "$python" -m build --wheel --no-isolation --outdir "$work/dist" . > "$work/build.log" ||
  { cat "$work/build.log"; exit 1; }
# --system-site-packages: pytest comes from Debian; the package itself only from the wheel.
"$python" -m venv --system-site-packages "$work/env"
"$work/env/bin/pip" install --no-index --quiet "$work"/dist/advise-*.whl
cp -r python/tests "$work/tests"
(cd "$work" && env/bin/python -m pytest -q -p no:cacheprovider tests)
