#!/usr/bin/env python3
"""Decode speed (tokens/s at batch 1) of the serving model (rules/inference.dsl) against
llama.cpp measurements (decode.csv; sources in README.md). Usage, from the repository root after
building: python3 bench/accuracy/decode.py [--advise build/cli/advise]"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def workload(row):
    # Batch 1, the measurement's generated tokens after a one-token prompt, fp16 compute.
    return (f'workload "{row["id"]}" {{\n  model "{row["model"]}"  task transformer  mode inference\n'
            f'  precision fp16  weights {row["weights"]}  batch 1  context {row["context"]}  prompt 1\n}}\n')


def estimates(advise, path):
    """tokens/s by (workload, GPU), from one advise run over every row's workload."""
    out = subprocess.run([advise, path, "--as-of", "2026-11", "--top", "0", "--format", "json"],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"advise failed: {out.stderr}")
    return {(w["workload"], c["gpu"]): c.get("tokens_per_second")
            for w in json.loads(out.stdout)["workloads"] for c in w["candidates"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--advise", default="build/cli/advise")
    args = parser.parse_args()
    with open(os.path.join(HERE, "decode.csv")) as f:
        rows = list(csv.DictReader(f))
    with tempfile.NamedTemporaryFile("w", suffix=".dsl", delete=False) as f:
        f.write("".join(workload(r) for r in rows))
        path = f.name
    try:
        errors = {"fit": [], "held-back": []}
        print(f"{'row':14} {'gpu':14} {'model':13} {'weights':7} {'measured':>9} {'estimate':>9} {'error':>7}")
        found = estimates(args.advise, path)
        for r in rows:
            if (r["id"], r["gpu"]) not in found:
                sys.exit(f"{r['id']}: no GPU called {r['gpu']} in the catalog")
            est = found[(r["id"], r["gpu"])]
            if est is None:
                sys.exit(f"{r['id']}: no tokens_per_second (does the model fit the card?)")
            err = est / float(r["tokens_per_second"]) - 1
            errors[r["split"]].append(abs(err))
            print(f"{r['id']:14} {r['gpu'][:14]:14} {r['model']:13} {r['weights']:7} "
                  f"{float(r['tokens_per_second']):9.1f} {est:9.1f} {err * 100:+6.1f}%")
        for split, e in errors.items():
            print(f"{split:10} {len(e)} rows  median |error| {statistics.median(e) * 100:.1f}%  worst {max(e) * 100:.1f}%")
    finally:
        os.unlink(path)


if __name__ == "__main__":
    main()
