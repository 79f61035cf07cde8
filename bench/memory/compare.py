#!/usr/bin/env python3
"""Prints the memory estimate of each workload in bench/memory/published.dsl beside the figure
the source published. Run from the repository root after building: bench/memory/compare.py"""
import json
import re
import subprocess
import sys

ADVISE = sys.argv[1] if len(sys.argv) > 1 else "build/cli/advise"
FILE = "bench/memory/published.dsl"
names = re.findall(r'^workload "([^"]+)"', open(FILE).read(), re.M)
print(f"{'workload':78s} {'estimate':>10s}  published")
for name in names:
    out = subprocess.run([ADVISE, FILE, "-w", name, "--format", "json", "--top", "1"],
                         capture_output=True, text=True, check=True)
    candidate = json.loads(out.stdout)["workloads"][0]["candidates"][0]
    estimate = candidate["memory_bytes"] / 2**30
    published = name[name.index("(") + 1:-1]
    print(f"{name[:name.index(' (')]:78s} {estimate:7.1f} GiB  {published}")
