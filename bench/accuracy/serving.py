#!/usr/bin/env python3
"""Serving speed of the model in rules/inference.dsl against a serving engine's published tables
(serving.csv; sources in README.md, "Serving engines"): the time to first token of one prompt,
and the output tokens/s of a static batch (every sequence's prompt read at once, then its tokens
generated together). Usage, from the repository root after building:
python3 bench/accuracy/serving.py [--advise build/cli/advise]

A static batch's output tokens/s is the estimate's tokens_per_second: B x G / (the whole batch's
time to first token + (G - 1) decode steps)."""
import argparse
import csv
import os
import statistics
import sys
import tempfile

import decode

HERE = os.path.dirname(os.path.abspath(__file__))
NETWORKS = os.path.join(HERE, "networks.dsl")
METRICS = ("ttft_ms", "output_tokens_per_second")


def workload(row):
    several = f'  gpus {row["gpus"]}  sharding tensor' if row["gpus"] != "1" else ""
    return (f'workload "{row["id"]}" {{\n  model "{row["model"]}"  task transformer  mode inference'
            f'  precision {row["precision"]}  batch {row["batch"]}  prompt {row["prompt"]}'
            f'  context {int(row["prompt"]) + int(row["generated"])}  engine tensorrt_llm  batching {row["batching"]}{several}\n}}\n')


def estimated(found, row):
    """The row's metric as the model gives it."""
    ttft = decode.estimate(found, row, row["id"], "time_to_first_token")
    if row["metric"] == "ttft_ms":
        return ttft * 1000
    return decode.estimate(found, row, row["id"], "tokens_per_second")


def pair_errors(rated):
    """|estimated ratio / measured ratio - 1| between two GPUs of the same setup (model, metric,
    batch, prompt, generated tokens and GPU count)."""
    key = lambda r: (r["model"], r["metric"], r["batch"], r["prompt"], r["generated"], r["gpus"])
    return [abs(ra / rb - 1) for i, (a, ra) in enumerate(rated) for b, rb in rated[i + 1:]
            if key(a) == key(b) and a["gpu"] != b["gpu"]]


def report(title, rows, found):
    print(f"{title}\n{'row':34} {'gpu':13} {'gpus':>4} {'measured':>9} {'estimate':>9} {'error':>7}")
    rated = []
    for r in rows:
        value = estimated(found, r)
        measured = float(r["measured"])
        rated.append((r, value / measured))
        print(f"{r['id']:34} {r['gpu'][:13]:13} {r['gpus']:>4} {measured:9.1f} {value:9.1f} {(value / measured - 1) * 100:+6.1f}%")
    errors = [abs(ratio - 1) for _, ratio in rated]
    under = sum(ratio < 1 for _, ratio in rated)
    pairs = pair_errors(rated)
    pair_text = f"{len(pairs)} pairs  median pair error {statistics.median(pairs) * 100:.1f}%" if pairs else "no pairs"
    print(f"held-back  {len(errors)} rows  median |error| {statistics.median(errors) * 100:.1f}%  "
          f"worst {max(errors) * 100:.1f}%  {under} under  {pair_text}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--advise", default="build/cli/advise")
    args = parser.parse_args()
    with open(os.path.join(HERE, "serving.csv")) as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        if r["split"] != "held-back":
            sys.exit(f"serving.csv: row {r['id']}: every row is held back (nothing is fitted on them)")
        if r["metric"] not in METRICS:
            sys.exit(f"serving.csv: row {r['id']}: metric is one of {', '.join(METRICS)}, not {r['metric']!r}")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "serving.dsl")
        with open(path, "w") as f:
            f.write("".join(workload(r) for r in rows))
        found = decode.estimates(args.advise, path, networks=[NETWORKS])
    report("time to first token, ms (batch 1)", [r for r in rows if r["metric"] == "ttft_ms"], found)
    report("output tokens/s of a static batch", [r for r in rows if r["metric"] != "ttft_ms"], found)


if __name__ == "__main__":
    main()
