#!/usr/bin/env python3
"""Prints the memory estimate of each workload in bench/memory/published.dsl beside the figure
the source published, and how far apart they are. Run from the repository root after building:
bench/memory/compare.py [ADVISE]

The figure is the part of a workload's name in parentheses (published.dsl's header says how to
write it): "fits N GB" and "does not fit N GB" are bounds, checked but given no error; a figure
marked "analytic" is a source's arithmetic; "KV cache" compares the estimate's KV cache alone;
an "allocated" or "active" figure (PyTorch's allocator) is compared without the framework term.
The median absolute error is taken over the measured figures only, as a measurement is what the
estimate has to match."""
import json
import re
import statistics
import subprocess
import sys

ADVISE = sys.argv[1] if len(sys.argv) > 1 else "build/cli/advise"
FILE = "bench/memory/published.dsl"
UNITS = {"GiB": 2**30, "MiB": 2**20, "GB": 1e9, "MB": 1e6}
# The estimate's terms, as the JSON names them, for the breakdown beside each row.
TERMS = ["weights", "gradients", "optimizer", "activations", "kv_cache", "gathered", "errors",
         "workspace", "framework"]


def published_bytes(figure):
    """The bytes a figure states: its last number with a unit (GB and MB decimal, GiB and MiB binary)."""
    found = re.findall(r"([0-9.]+) (GiB|MiB|GB|MB)", figure)
    if not found:
        raise ValueError(f"no figure with a unit in {figure!r}")
    number, unit = found[-1]
    return float(number) * UNITS[unit]


def estimates():
    """Every workload's first candidate, by workload name, from one advise run over the file."""
    out = subprocess.run([ADVISE, FILE, "--format", "json", "--top", "0"],
                         capture_output=True, text=True, check=True)
    # --top 0 lists rejected GPUs too: a workload no single computer takes still has an estimate.
    return {w["workload"]: w["candidates"][0] for w in json.loads(out.stdout)["workloads"]}


def verdict(candidate, figure):
    """The comparison for one row: ("bound", text) for a fit bound, else ("measured" or
    "analytic", relative error of the compared bytes)."""
    if figure.startswith(("fits", "largest that fits", "does not fit")):
        limit = published_bytes(figure) / 1e9 * 2**30  # an "N GB" card has about N GiB (README)
        fits = candidate["memory_bytes"] <= limit
        agrees = fits != figure.startswith("does not fit")
        return "bound", "agrees" if agrees else "disagrees"
    compared = candidate["kv_cache_bytes"] if "KV cache" in figure else candidate["memory_bytes"]
    if "allocated" in figure or "active" in figure:
        # PyTorch's allocator statistics leave out the CUDA context and the libraries' handles.
        compared -= candidate["framework_bytes"]
    kind = "analytic" if "analytic" in figure else "measured"
    return kind, compared / published_bytes(figure) - 1


def main():
    names = re.findall(r'^workload "([^"]+)"', open(FILE).read(), re.M)
    print(f"{'workload':82s} {'estimate':>10s} {'error':>7s}  published")
    measured_errors = []
    breakdowns = []
    by_name = estimates()
    for name in names:
        label, figure = name[:name.index(" (")], name[name.index("(") + 1:-1]
        candidate = by_name[name]
        kind, result = verdict(candidate, figure)
        error = result if kind == "bound" else f"{result:+.0%}"
        if kind == "measured":
            measured_errors.append(abs(result))
        print(f"{label:82s} {candidate['memory_bytes'] / 2**30:6.1f} GiB {error:>9s}  {figure}")
        breakdowns.append((label, candidate))
    if measured_errors:
        print(f"\nmedian absolute error over {len(measured_errors)} measured figures: "
              f"{statistics.median(measured_errors):.0%}")
    print("\nbreakdown of the estimate (GiB)")
    print(f"{'workload':82s}" + "".join(f"{term[:9]:>10s}" for term in TERMS))
    for label, candidate in breakdowns:
        print(f"{label:82s}" + "".join(f"{candidate[term + '_bytes'] / 2**30:10.2f}" for term in TERMS))


if __name__ == "__main__":
    main()
