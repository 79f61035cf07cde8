#!/usr/bin/env python3
"""Scores advise's speed and memory estimates against measured training and inference throughput
and peak memory (bench/accuracy/README.md).

Run from anywhere after building:
bench/accuracy/run.py [--data FILE] [--inference FILE] [--memory FILE] [--rules DIR] [--rows]
[--cards].
Writes one workload per distinct (model, mode, batch, precision, optimizer) into a temporary .dsl,
runs `advise --format json --top 0` once over all of them and compares each row's GPU with its
measurement; the training rows of measured.csv, then the inference rows of inference.csv, then
the peak-memory rows of memory.csv, one workload a row.
Python 3 standard library only."""
import argparse
import csv
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile

import targets

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# Whole GPUs are held back, so every held-back figure is a card the constants never saw
# (README.md, "The split"). The H200 came with this repository's own PyTorch runs
# (bench/accuracy/torch_runs.py) and was held back before they were scored, until its kernel
# profiles showed how NCHW batch norms run (2026-11-30): it is a fit card since, the only one
# whose rows ran today's PyTorch and cuDNN in NCHW, and its rows are no longer reported as held
# back. The RTX 3070 and the
# Quadro RTX 6000 came with their Lambda TensorFlow logs, held back before they were scored, and
# so did the A100 40GB SXM (NVIDIA's DGX A100 40GB tables) and the AMD Radeon Pro VII (Lambda's
# ROCm logs) when they joined the catalog; the A10 and the H100 SXM came with the rows of Lambda's
# PyTorch table that had been left out, held back before they were scored; so did the A100 80GB
# PCIe and the RTX 6000 Ada when they joined the catalog with that table's rows, and the B200 and
# the GH200 (the second of them new to the catalog) with Lambda's second PyTorch table.
HELD_BACK_GPUS = {"RTX 3080 10GB", "RTX A6000", "GTX 1080 Ti", "A100 80GB SXM", "RTX 3070",
                  "Quadro RTX 6000", "A100 40GB SXM", "AMD Radeon Pro VII", "A10", "H100 SXM",
                  "A100 80GB PCIe", "RTX 6000 Ada", "B200", "GH200",
                  # inference.csv's Blackwell cards (no training row has them): its held-back split
                  "RTX 5090", "RTX PRO 6000 Blackwell Max-Q"}
PRECISIONS = {"fp32": "fp32", "tf32": "tf32", "amp-fp16": "fp16", "bf16": "bf16", "amp-fp8": "fp8"}
AS_OF = "2026-11"  # every catalog card exists by then
# The memory rows from the sources the memory model was designed and checked against; every other
# source's rows are held back (README.md, "Peak memory").
FIT_MEMORY_SOURCES = {"S2", "S20", "S21", "H1"}
# Networks that rows name beside the shipped ones (models with their heads, published setups).
MEMORY_NETWORKS = [os.path.join(HERE, "networks.dsl"), os.path.join(ROOT, "bench", "memory", "published.dsl")]
UNITS = {"GiB": 2**30, "MiB": 2**20, "GB": 1e9, "MB": 1e6}
# PyTorch's allocator statistics leave out the CUDA context and library handles, which the
# estimate's framework term stands for; NVML's "used" includes them.
ALLOCATOR_KINDS = {"allocated", "active", "reserved", "allocator"}
MEMORY_KINDS = ALLOCATOR_KINDS | {"nvml-used"}


def read_csv(path):
    try:
        with open(path, newline="") as f:
            return list(csv.DictReader(f))
    except OSError as error:
        sys.exit(f"{path}: cannot read it: {error.strerror}")


def read_rows(path, mode="training"):
    """Rows of a throughput file, split by card: training's and serving's constants are fitted on
    the rows of cards outside HELD_BACK_GPUS (fit.py, fit.py --inference)."""
    rows = read_csv(path)
    for row in rows:
        row["mode"] = mode
        row["split"] = "held-back" if row["gpu"] in HELD_BACK_GPUS else "fit"
        row["measured"] = float(row["samples_per_second"])
        for flag in ("compiled", "fused_stack"):
            if (row.get(flag) or "") not in ("", "true"):  # a row may end before its last columns
                sys.exit(f"{path}: row {row['id']}: {flag} is 'true' or empty, not {row[flag]!r}")
        if row["precision"] not in PRECISIONS:
            sys.exit(f"{path}: row {row['id']}: unknown precision {row['precision']!r}")
    return rows


def workload_name(row):
    attention = f" {row['attention']} attention" if row.get("attention") else ""
    sequence = f" sequence {row['sequence']}" if row.get("sequence") else ""
    layout = f" {row['layout']}" if row.get("layout") else ""
    compiled = " compiled" if row.get("compiled") == "true" else ""
    fused = " fused" if row.get("fused_stack") == "true" else ""
    return (f"acc: {row['model']} {row['mode']} batch {row['batch']} {row['precision']} {row['optimizer']}"
            f"{attention}{sequence}{layout}{compiled}{fused}{several_gpus(row)}")


def several_gpus(row):
    """The workload's words for a row of several GPUs (gpus, sharding) and for activation
    checkpointing where the row states it; empty for one GPU that does not."""
    checkpointing = f"  checkpointing {row['checkpointing']}" if row.get("checkpointing") else ""
    if row.get("gpus", "1") in ("", "1"):
        return checkpointing
    return f"  gpus {row['gpus']}  sharding {row['sharding']}" + checkpointing


def workloads_dsl(rows):
    seen = {}
    for row in rows:
        seen.setdefault(workload_name(row), row)
    return "".join(
        f'workload "{name}" {{\n  model "{r["model"]}"  precision {PRECISIONS[r["precision"]]}'
        + (f'  optimizer {r["optimizer"]}' if r["optimizer"] else "") + f'  batch {r["batch"]}'
        + ("  mode inference" if r["mode"] == "inference" else "")
        + (f'  attention {r["attention"]}' if r.get("attention") else "")
        + (f'  sequence {r["sequence"]}' if r.get("sequence") else "")
        + (f'  layout {r["layout"]}' if r.get("layout") else "")
        + ("  compiled true" if r.get("compiled") == "true" else "")
        + ("  fused_stack true" if r.get("fused_stack") == "true" else "") + several_gpus(r) + '\n}\n'
        for name, r in seen.items())


def run_advise(advise, rules, text, networks=()):
    """Returns {workload name: {gpu: values}} from one advise run over the workloads in text."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "accuracy.dsl")
        with open(path, "w") as f:
            f.write(text)
        command = [advise, "--rules", rules, "--catalog", os.path.join(ROOT, "catalog"), *networks,
                   path, "--as-of", AS_OF, "--format", "json", "--top", "0"]
        done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"advise failed ({done.returncode}):\n{done.stderr}")
    result = json.loads(done.stdout)
    return {w["workload"]: {c["gpu"]: c for c in w["candidates"]} for w in result["workloads"]}


def attach_estimates(rows, estimates):
    for row in rows:
        candidates = estimates[workload_name(row)]
        if row["gpu"] not in candidates:
            sys.exit(f"row {row['id']}: GPU {row['gpu']!r} is not in the catalog as of {AS_OF}")
        values = candidates[row["gpu"]]
        row["estimate"] = values["samples_per_second"]
        row["memory_estimate"] = values["memory_bytes"] / 2**30


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):  # ties share their mean rank
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2
        i = j + 1
    return result


def spearman(xs, ys):
    if len(xs) < 3:
        return None
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else None


def publication(row):
    """The repository at one commit for a GitHub source (a table and the logs beside it are one
    publication), else the whole source."""
    return re.sub(r"(github\.com/[^/]+/[^/]+/blob/[0-9a-f]{40})/.*", r"\1", row["source"])


def pair_key(row):
    return row["model"], row["precision"], row["framework"], publication(row), row.get("sequence", "")


def pairs(rows):
    """(a, b, |estimated ratio / measured ratio - 1|) for every two rows of different GPUs measured
    in the same publication (same model, precision, framework and source repository at one
    commit) at the same sequence length."""
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            if pair_key(a) == pair_key(b) and a["gpu"] != b["gpu"]:
                yield a, b, abs((a["estimate"] / b["estimate"]) / (a["measured"] / b["measured"]) - 1)


def layout_pairs(rows):
    """(nchw row, nhwc row, |estimated ratio / measured ratio - 1|) for every two rows of one card,
    model, precision and framework that differ in their stated layout (timm's NCHW and
    channels-last tables; this repository's PyTorch runs): how well the estimate sees what NCHW
    costs, apart from the level of either row."""
    stated = [r for r in rows if r.get("layout") in ("nchw", "nhwc")]
    for a in stated:
        for b in stated:
            if (a["layout"], b["layout"]) == ("nchw", "nhwc") and all(
                    a[k] == b[k] for k in ("gpu", "model", "precision", "framework")):
                yield a, b, abs((a["estimate"] / b["estimate"]) / (a["measured"] / b["measured"]) - 1)


def layout_table(rows):
    """The layout pairs' median error per split, and each pair's measured and estimated ratio."""
    lines = [f"{'layout':10s} {'model':14s} {'gpu':14s} {'nhwc/nchw measured':>18s} {'estimated':>9s}"]
    for split in ("fit", "held-back"):
        chosen = [(a, b, e) for a, b, e in layout_pairs(rows) if a["split"] == split]
        for a, b, _ in chosen:
            lines.append(f"{split:10s} {a['model']:14s} {a['gpu']:14s} {b['measured'] / a['measured']:18.2f} "
                         f"{b['estimate'] / a['estimate']:9.2f}")
        if chosen:
            median = statistics.median(e for _, _, e in chosen)
            lines.append(f"{split:10s} {'(all)':14s} {len(chosen):3d} pairs, median error {median * 100:.1f}%")
    return "\n".join(lines)


def pair_errors(rows, split):
    """The pair errors of one split: a fit pair has both cards in the fit split; a held-back pair
    has at least one held-back card."""
    return [error for a, b, error in pairs(rows)
            if ("held-back" in (a["split"], b["split"])) == (split == "held-back")]


def score(rows, all_rows, split):
    """The figures of one table line: rows of one split (and model), pairs among all_rows."""
    errors = [abs(r["estimate"] / r["measured"] - 1) for r in rows]
    pairs = pair_errors(all_rows, split)
    memory = [abs(r["memory_estimate"] / float(r["peak_memory_gib"]) - 1)
              for r in rows if r["peak_memory_gib"]]
    return {
        "rows": len(rows),
        "median_error": statistics.median(errors) if errors else None,
        "worst_error": max(errors) if errors else None,
        "pairs": len(pairs),
        "median_pair_error": statistics.median(pairs) if pairs else None,
        "spearman": spearman([r["estimate"] for r in rows], [r["measured"] for r in rows]),
        "median_memory_error": statistics.median(memory) if memory else None,
    }


def table(rows, labels=(("fit", "fit"), ("held-back", "held-back"))):
    """One line per model and split, then the split's whole, under each (split, label) of labels."""
    lines = [f"{'split':10s} {'model':14s} {'rows':>4s} {'median err':>10s} {'worst err':>9s} "
             f"{'pairs':>5s} {'pair err':>8s} {'spearman':>8s} {'memory err':>10s}"]
    pct = lambda v: "-" if v is None else f"{v * 100:.1f}%"
    num = lambda v: "-" if v is None else f"{v:.3f}"
    for split, label in labels:
        in_split = [r for r in rows if r["split"] == split]
        for model in sorted({r["model"] for r in in_split}) + ["(all)"]:
            chosen = in_split if model == "(all)" else [r for r in in_split if r["model"] == model]
            pool = rows if model == "(all)" else [r for r in rows if r["model"] == model]
            s = score(chosen, pool, split)
            lines.append(f"{label:10s} {model:14s} {s['rows']:4d} {pct(s['median_error']):>10s} "
                         f"{pct(s['worst_error']):>9s} {s['pairs']:5d} {pct(s['median_pair_error']):>8s} "
                         f"{num(s['spearman']):>8s} {pct(s['median_memory_error']):>10s}")
    return "\n".join(lines)


def card_offsets(rows):
    """Per GPU, how far its estimates sit from the rest of its tables: for each publication's
    model and precision measured on two cards or more, log(estimate / measured) less that group's
    mean, one value per row."""
    groups = {}
    for row in rows:
        groups.setdefault(pair_key(row), []).append(row)
    offsets = {}
    for group in groups.values():
        if len({r["gpu"] for r in group}) < 2:
            continue
        logs = [math.log(r["estimate"] / r["measured"]) for r in group]
        mean = statistics.fmean(logs)
        for row, value in zip(group, logs):
            offsets.setdefault(row["gpu"], []).append(value - mean)
    return offsets


def card_table(rows):
    """One line per GPU of the pairs: its split, its rows in multi-card groups, its relative
    bias (exp of the mean offset, minus 1: + for a card the model rates too fast against the
    others of its tables) and the median error of the pairs it is in; largest bias first."""
    offsets = card_offsets(rows)
    errors = {}
    for a, b, error in pairs(rows):
        for gpu in {a["gpu"], b["gpu"]}:
            errors.setdefault(gpu, []).append(error)
    split = {r["gpu"]: r["split"] for r in rows}
    lines = [f"{'card':22s} {'split':10s} {'rows':>4s} {'bias':>7s} {'pairs':>5s} {'pair err':>8s}"]
    for gpu in sorted(offsets, key=lambda g: -abs(statistics.fmean(offsets[g]))):
        bias = math.exp(statistics.fmean(offsets[gpu])) - 1
        lines.append(f"{gpu:22s} {split[gpu]:10s} {len(offsets[gpu]):4d} {bias * 100:+6.1f}% "
                     f"{len(errors[gpu]):5d} {statistics.median(errors[gpu]) * 100:7.1f}%")
    return "\n".join(lines)


def evaluate(advise, rules, data, mode="training"):
    rows = read_rows(data, mode)
    attach_estimates(rows, run_advise(advise, rules, workloads_dsl(rows), MEMORY_NETWORKS))
    return rows


def read_memory_rows(path):
    rows = read_csv(path)
    for row in rows:
        row["split"] = "fit" if row["source"] in FIT_MEMORY_SOURCES else "held-back"
        number, unit = row["peak_memory"].split()
        if unit not in UNITS or row["kind"] not in MEMORY_KINDS:
            sys.exit(f"{path}: row {row['id']}: unknown unit {unit!r} or kind {row['kind']!r}")
        row["measured"] = float(number) * UNITS[unit] / 2**30
    return rows


def memory_workloads_dsl(rows):
    return "".join(f'workload "mem: {r["id"]}" {{\n  model "{r["model"]}"  {r["workload"]}\n}}\n'
                   for r in rows)


def evaluate_memory(advise, rules, data):
    """Memory rows with "estimate" in GiB: the whole estimate for an NVML figure, without its
    framework term for an allocator statistic. Memory does not depend on the GPU, so any
    candidate's estimate is the row's."""
    rows = read_memory_rows(data)
    estimates = run_advise(advise, rules, memory_workloads_dsl(rows), MEMORY_NETWORKS)
    for row in rows:
        values = next(iter(estimates[f"mem: {row['id']}"].values()))
        compared = values["memory_bytes"]
        if row["kind"] in ALLOCATOR_KINDS:
            compared -= values["framework_bytes"]
        row["estimate"] = compared / 2**30
    return rows


def memory_table(rows):
    """Median and worst |estimate / measured - 1| per split and model, per split, and overall."""
    lines = [f"{'memory':9s} {'split':10s} {'model':26s} {'rows':>4s} {'median err':>10s} {'worst err':>9s}"]
    def line(split, model, chosen):
        errors = [abs(r["estimate"] / r["measured"] - 1) for r in chosen]
        lines.append(f"{'memory':9s} {split:10s} {model:26s} {len(chosen):4d} "
                     f"{statistics.median(errors) * 100:9.1f}% {max(errors) * 100:8.1f}%")
    for split in ("fit", "held-back"):
        in_split = [r for r in rows if r["split"] == split]
        for model in sorted({r["model"] for r in in_split}):
            line(split, model, [r for r in in_split if r["model"] == model])
        line(split, "(all)", in_split)
    line("both", "(all)", rows)
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=os.path.join(HERE, "measured.csv"))
    parser.add_argument("--inference", default=os.path.join(HERE, "inference.csv"),
                        help="inference throughput rows (measured.csv's columns), scored as one table")
    parser.add_argument("--memory", default=os.path.join(HERE, "memory.csv"),
                        help="peak-memory rows (memory.csv's columns)")
    parser.add_argument("--advise", default=os.path.join(ROOT, "build", "cli", "advise"))
    parser.add_argument("--rules", default=os.path.join(ROOT, "rules"))
    parser.add_argument("--rows", action="store_true", help="also print every row's estimate")
    parser.add_argument("--cards", action="store_true",
                        help="also print each GPU's bias against the other cards of its tables")
    args = parser.parse_args()
    if not os.access(args.advise, os.X_OK):
        sys.exit(f"{args.advise}: no such program; build it first (cmake -S . -B build && "
                 "cmake --build build) or name it with --advise")
    rows = evaluate(args.advise, args.rules, args.data)
    inference_rows = evaluate(args.advise, args.rules, args.inference, "inference")
    memory_rows = evaluate_memory(args.advise, args.rules, args.memory)
    if args.rows:
        for r in rows + inference_rows:
            label = r["split"] if r["mode"] == "training" else "inf " + r["split"]
            print(f"{label:9s} {r['id']:45s} measured {r['measured']:8.1f}  estimate "
                  f"{r['estimate']:8.1f}  {(r['estimate'] / r['measured'] - 1) * 100:+6.1f}%")
        for r in memory_rows:
            print(f"{r['split']:9s} {r['id']:45s} measured {r['measured']:6.2f} GiB  estimate "
                  f"{r['estimate']:6.2f} GiB  {(r['estimate'] / r['measured'] - 1) * 100:+6.1f}%  {r['kind']}")
    print(table(rows))
    # The language models pretrained on several GPUs (llm-foundry's MPT rows), apart: the issue of
    # LLM training speed is theirs (README.md, "LLM training").
    print()
    print(table([r for r in rows if r.get("sharding")], labels=(("held-back", "llm gpus 8"),)))
    print()
    print(layout_table(rows))
    if args.cards:
        print()
        print(card_table(rows))
    print()
    print(table(inference_rows, labels=(("fit", "inf fit"), ("held-back", "inf held"))))
    print()
    print(memory_table(memory_rows))
    print()
    print(targets.table(args.advise, args.rules, rows, memory_rows))


if __name__ == "__main__":
    main()
