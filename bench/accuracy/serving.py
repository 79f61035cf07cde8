#!/usr/bin/env python3
"""Serving speed of the model in rules/inference.dsl against serving engines' published tables
(serving.csv; sources in README.md, "Serving engines"): TensorRT-LLM's time to first token of one
prompt and output tokens/s of a static batch (every sequence's prompt read at once, then its
tokens generated together), and NVIDIA NIM's continuous-batching sweeps (time to first token,
inter-token time and output tokens/s at a stated number of concurrent users), and vLLM's
latency of a static batch (prompts, then every token). Usage, from the
repository root after building:
python3 bench/accuracy/serving.py [--advise build/cli/advise] [--fit]

--fit searches graph_block_time (rules/inference.dsl: the fixed time per block and step of engines
that replay CUDA graphs) on a grid, in a copy of the rules, for the least mean
|log(estimate / measured)| over the fit rows (every metric; held-back rows are not read), and
prints each point's score and the best.

Output tokens/s is the estimate's tokens_per_second: B x G / (time to first token + (G - 1)
inter-token times); the inter-token time is 1 / tokens_per_second_per_user. Rows marked `fit`
were read while the continuous-batching terms were chosen (no constant is fitted on them);
`held-back` rows were not.
"""
import argparse
import csv
import math
import os
import statistics
import sys
import tempfile

import decode

HERE = os.path.dirname(os.path.abspath(__file__))
NETWORKS = os.path.join(HERE, "networks.dsl")
METRICS = ("ttft_ms", "itl_ms", "output_tokens_per_second", "latency_ms")
SPLITS = ("fit", "held-back")
GRAPH_BLOCK_TIMES_US = [0, 20, 40, 50, 60, 70, 80, 100, 120, 160]


def workload(row):
    several = f'  gpus {row["gpus"]}  sharding tensor' if row["gpus"] != "1" else ""
    return (f'workload "{row["id"]}" {{\n  model "{row["model"]}"  task transformer  mode inference'
            f'  precision {row["precision"]}  batch {row["batch"]}  prompt {row["prompt"]}'
            f'  context {int(row["prompt"]) + int(row["generated"])}  engine {row["engine"]}  batching {row["batching"]}{several}\n}}\n')


def estimated(found, row):
    """The row's metric as the model gives it."""
    if row["metric"] == "ttft_ms":
        return decode.estimate(found, row, row["id"], "time_to_first_token") * 1000
    if row["metric"] == "latency_ms":
        generated = int(row["batch"]) * int(row["generated"])
        return generated / decode.estimate(found, row, row["id"], "tokens_per_second") * 1000
    if row["metric"] == "itl_ms":
        return 1000 / decode.estimate(found, row, row["id"], "tokens_per_second_per_user")
    return decode.estimate(found, row, row["id"], "tokens_per_second")


def pair_errors(rated):
    """|estimated ratio / measured ratio - 1| between two GPUs of the same setup (model, metric,
    batch, prompt, generated tokens and GPU count)."""
    key = lambda r: (r["model"], r["metric"], r["batch"], r["prompt"], r["generated"], r["gpus"])
    return [abs(ra / rb - 1) for i, (a, ra) in enumerate(rated) for b, rb in rated[i + 1:]
            if key(a) == key(b) and a["gpu"] != b["gpu"]]


def rate(found, rows):
    """[(row, estimate / measured)] in the rows' order."""
    return [(r, estimated(found, r) / float(r["measured"])) for r in rows]


def report(title, rows, found):
    print(f"{title}\n{'row':34} {'gpu':13} {'gpus':>4} {'measured':>9} {'estimate':>9} {'error':>7}")
    rated = rate(found, rows)
    for r, ratio in rated:
        measured = float(r["measured"])
        print(f"{r['id']:34} {r['gpu'][:13]:13} {r['gpus']:>4} {measured:9.1f} {measured * ratio:9.1f} {(ratio - 1) * 100:+6.1f}%")
    errors = [abs(ratio - 1) for _, ratio in rated]
    under = sum(ratio < 1 for _, ratio in rated)
    pairs = pair_errors(rated)
    pair_text = f"{len(pairs)} pairs  median pair error {statistics.median(pairs) * 100:.1f}%" if pairs else "no pairs"
    print(f"{rows[0]['split']:9}  {len(errors)} rows  median |error| {statistics.median(errors) * 100:.1f}%  "
          f"worst {max(errors) * 100:.1f}%  {under} under  {pair_text}\n")


def estimates(advise, rows, rules=None):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "serving.dsl")
        with open(path, "w") as f:
            f.write("".join(workload(r) for r in rows))
        return decode.estimates(advise, path, rules, networks=[NETWORKS])


def fit_graph_block_time(advise, rows):
    """The grid point with the least mean |log(estimate / measured)| over the fit rows."""
    fit_rows = [r for r in rows if r["split"] == "fit"]
    scores = []
    with decode.inference_rules_copy() as (copy, write):
        for block_us in GRAPH_BLOCK_TIMES_US:
            write({"graph_block_time": block_us})
            found = estimates(advise, fit_rows, copy)
            score = statistics.mean(abs(math.log(estimated(found, r) / float(r["measured"]))) for r in fit_rows)
            scores.append((score, block_us))
            print(f"graph_block_time {block_us:4} us: mean |log error| {score:.4f} over {len(fit_rows)} fit rows")
    best = min(scores)
    print(f"fit: graph_block_time {best[1]} us")


def read_rows():
    with open(os.path.join(HERE, "serving.csv")) as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        if r["split"] not in SPLITS:
            sys.exit(f"serving.csv: row {r['id']}: split is one of {', '.join(SPLITS)}, not {r['split']!r}")
        if r["metric"] not in METRICS:
            sys.exit(f"serving.csv: row {r['id']}: metric is one of {', '.join(METRICS)}, not {r['metric']!r}")
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--advise", default="build/cli/advise")
    parser.add_argument("--fit", action="store_true", help="search graph_block_time on the fit rows")
    args = parser.parse_args()
    rows = read_rows()
    if args.fit:
        fit_graph_block_time(args.advise, rows)
        return
    found = estimates(args.advise, rows)
    static = [r for r in rows if r["batching"] == "static"]
    report("time to first token, ms (batch 1)", [r for r in static if r["metric"] == "ttft_ms"], found)
    report("output tokens/s of a static batch", [r for r in static if r["metric"] == "output_tokens_per_second"], found)
    report("a static batch's whole time (prompts, then every token), ms", [r for r in static if r["metric"] == "latency_ms"], found)
    for split in SPLITS:
        for metric, title in (("ttft_ms", "time to first token, ms"), ("itl_ms", "inter-token time, ms"),
                              ("output_tokens_per_second", "output tokens/s, all users")):
            group = [r for r in rows if r["batching"] == "continuous" and r["split"] == split and r["metric"] == metric]
            if group:
                report(f"continuous batching under load ({split}): {title}", group, found)


if __name__ == "__main__":
    main()
