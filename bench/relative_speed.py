#!/usr/bin/env python3
"""Prints the estimated relative speeds of the F30/F31 cards beside the documents' figures and the error.
Run from anywhere after building: bench/relative_speed.py [--rules DIR] (bench/accuracy/fit.py
imports `estimate` to fit on these figures too)."""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# The guides' relative speeds: (table, reference card's key in bench/relative-speed.dsl, figures).
TABLES = [
    ("F30 (GTX 1080 = 1)", "vs_1080",
     {"GTX 1070": 0.8, "GTX Titan X": 0.66, "GTX 980 Ti": 0.66, "GTX 980": 0.45, "GTX 970": 0.4,
      "GTX Titan": 0.33, "AWS g2 GPU": 0.2, "GTX 960 4GB": 0.2}),
    ("F31 (Titan X Pascal = 1)", "vs_txp",
     {"GTX 1080": 0.7, "GTX 1070": 0.55, "GTX Titan X": 0.5, "GTX 980 Ti": 0.5, "GTX 1060 6GB": 0.4,
      "GTX 980": 0.35, "GTX 970": 0.3, "GTX Titan": 0.25, "AWS g2 GPU": 0.175, "GTX 960 4GB": 0.175}),
]


def estimate(advise, rules):
    """Returns [(table, gpu, document's figure, estimate)] for every card of F30 and F31."""
    command = [advise, "--rules", rules, "--catalog", os.path.join(ROOT, "catalog"),
               os.path.join(HERE, "relative-speed.dsl"), "--as-of", "2016-07", "--format", "json",
               "--top", "0"]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"advise failed ({done.returncode}):\n{done.stderr}")
    candidates = json.loads(done.stdout)["workloads"][0]["candidates"]
    values = {c["gpu"]: c["values"] for c in candidates}
    return [(name, gpu, figure, values[gpu][key]["value"])
            for name, key, figures in TABLES for gpu, figure in figures.items()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--advise", default=os.path.join(ROOT, "build", "cli", "advise"))
    parser.add_argument("--rules", default=os.path.join(ROOT, "rules"))
    args = parser.parse_args()
    worst, table = 0, None
    for name, gpu, figure, value in estimate(args.advise, args.rules):
        if name != table:
            print(name)
            table = name
        error = value / figure - 1
        worst = max(worst, abs(error))
        print(f"  {gpu:14s} document {figure:5.3f}  estimate {value:5.3f}  error {error * 100:+5.1f}%")
    print(f"worst {worst * 100:.1f}%")


if __name__ == "__main__":
    main()
