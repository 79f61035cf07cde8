#!/usr/bin/env python3
"""Serving speed of the model in rules/inference.dsl at batch 1 against llama.cpp measurements
(decode.csv; sources in README.md): decode tokens/s (one generated token after another) and
prompt tokens/s (prefill: a 512-token prompt read at once, from the time to first token). Usage,
from the repository root after building: python3 bench/accuracy/decode.py [--advise build/cli/advise]
[--fit | --fit-prefill] [--rules DIR]. --fit searches decode's constants in rules/inference.dsl
(GRID: the bandwidth share, llama.cpp's time per block on CUDA and on Metal) by coordinate descent
on a grid, in a copy of the rules, for the least mean |log(estimate / measured)| of the fit rows'
decode speeds (held-back rows are not read), and prints the values found; --fit-prefill does the
same for llama.cpp's prompt constants (PREFILL_GRID) on the fit rows' prompt speeds; --rules scores
the rules in DIR instead of the shipped ones."""
import argparse
import contextlib
import csv
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SHIPPED_RULES = os.path.join(HERE, "..", "..", "rules")
PROMPT = 512  # llama-bench's pp 512; the X2 tables' prompt was of about that length


def workloads(row):
    """Batch 1, fp16 compute. Decode: the row's generated tokens after a one-token prompt.
    Prefill: a 512-token prompt and one generated token (the context holds both)."""
    quantisation = f'  quantisation {row["quantisation"]}' if row["quantisation"] else ""
    common = (f'model "{row["model"]}"  task transformer  mode inference  precision fp16  weights {row["weights"]}  batch 1'
              f'  engine llama_cpp{quantisation}')
    return (f'workload "{row["id"]}" {{\n  {common}  context {row["context"]}  prompt 1\n}}\n'
            f'workload "{row["id"]} prefill" {{\n  {common}  context {PROMPT + 1}  prompt {PROMPT}\n}}\n')


def estimates(advise, path, rules=None, networks=()):
    """Each candidate's values by (workload, GPU), from one advise run over every row's workloads
    (with the rules in `rules` instead of the shipped ones when given, and the networks declared
    in the files `networks`)."""
    extra = ["--rules", rules] if rules else []
    out = subprocess.run([advise, *networks, path, *extra, "--as-of", "2026-11", "--top", "0", "--format", "json"],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"advise failed: {out.stderr}")
    return {(w["workload"], c["gpu"]): c for w in json.loads(out.stdout)["workloads"] for c in w["candidates"]}


def estimate(found, row, workload, key):
    if (workload, row["gpu"]) not in found:
        sys.exit(f"{row['id']}: no GPU called {row['gpu']} in the catalog")
    value = found[(workload, row["gpu"])].get(key)
    if value is None:
        sys.exit(f"{row['id']}: no {key} (does the model fit the card?)")
    return value


def number(text):
    """A measured value, or None where the row's table did not time it."""
    return float(text) if text else None


def pair_errors(rated):
    """|estimated ratio / measured ratio - 1| between two cards running the same model and weights
    in one split and one table: the error of one card's speed relative to another's."""
    errors = []
    for i, (a, ratio_a) in enumerate(rated):
        for b, ratio_b in rated[i + 1:]:
            same = (a["model"], a["weights"], table(a)) == (b["model"], b["weights"], table(b))
            if same and a["gpu"] != b["gpu"]:
                errors.append(abs(ratio_a / ratio_b - 1))
    return errors


def rate(rows, measured, estimated):
    """[(row, estimate / measured)] over the rows that measured this phase, in the file's order."""
    # measured(r) is None where a table timed only the other phase
    return [(r, estimated(r) / measured(r)) for r in rows if measured(r) is not None]


def decode_rate(found, rows):
    return rate(rows, lambda r: number(r["tokens_per_second"]),
                lambda r: estimate(found, r, r["id"], "tokens_per_second_per_user"))


def prompt_rate(found, rows):
    return rate(rows, lambda r: number(r["prompt_tokens_per_second"]),
                lambda r: PROMPT / estimate(found, r, r["id"] + " prefill", "time_to_first_token"))


def score(title, rated, measured):
    """Prints each row, then per split the median |error| and the median pair error; returns the
    fit rows' estimate/measured ratios."""
    print(f"{title}\n{'row':14} {'gpu':14} {'model':13} {'weights':7} {'measured':>9} {'estimate':>9} {'error':>7}")
    for r, ratio in rated:
        print(f"{r['id']:14} {r['gpu'][:14]:14} {r['model']:13} {r['weights']:7} "
              f"{measured(r):9.1f} {measured(r) * ratio:9.1f} {(ratio - 1) * 100:+6.1f}%")
    by_split = {split: [(r, ratio) for r, ratio in rated if r["split"] == split] for split in ("fit", "held-back")}
    for split, split_rows in by_split.items():
        e = [abs(ratio - 1) for _, ratio in split_rows]
        pairs = pair_errors(split_rows)
        print(f"{split:10} {len(e)} rows  median |error| {statistics.median(e) * 100:.1f}%  worst {max(e) * 100:.1f}%  "
              f"{len(pairs)} pairs  median pair error {statistics.median(pairs) * 100:.1f}%")
    by_table(by_split["held-back"])
    return [ratio for _, ratio in by_split["fit"]]


def table(row):
    """The row's source table: the source's first word where it names one (X2, X3, X3P, G4167),
    else "other"."""
    word = row["source"].split()[0]
    return word if re.fullmatch(r"[A-Z]\d+P?", word) else "other"


def by_table(rated):
    """The held-back rows' median |error| per source table: tables of different llama.cpp versions
    and cards."""
    tables = {}
    for r, ratio in rated:
        tables.setdefault(table(r), []).append(abs(ratio - 1))
    for name, errors in sorted(tables.items()):
        print(f"  held-back {name:5} {len(errors):2} rows  median |error| {statistics.median(errors) * 100:.1f}%")


def best_scale(ratios):
    """The factor on every estimate that makes the median |error| of these rows least: the fit of
    one constant that the estimates are proportional to."""
    # The median of the |k * r - 1| is piecewise linear in k: its least value is where some row is
    # exactly right (k = 1 / r) or where two rows' errors cross (k * a - 1 = 1 - k * b).
    candidates = [1 / r for r in ratios] + [2 / (a + b) for a in ratios for b in ratios]
    return min(candidates, key=lambda k: statistics.median(abs(k * r - 1) for r in ratios))


GRID = {"decode_bandwidth_efficiency": [0.5, 0.6, 0.7, 0.8, 0.9, 1.0],
        "llama_cpp_block_time": [0, 20, 40, 60, 80, 100, 120, 160, 200],  # us
        "metal_block_time": [80, 100, 120, 140, 160, 180, 200, 220, 240, 260]}  # us


@contextlib.contextmanager
def inference_rules_copy():
    """A copy of the shipped rules (their tests left out), and a function that rewrites its
    inference.dsl with the numbers of some `let NAME = NUMBER` lines replaced ({NAME: number}; a
    unit after the number stays); yields (the copy's folder, that function)."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "rules")
        shutil.copytree(SHIPPED_RULES, copy, ignore=shutil.ignore_patterns("tests"))
        inference = os.path.join(copy, "inference.dsl")
        with open(inference) as f:
            text = f.read()

        def write(values):
            edited = text
            for name, value in values.items():
                edited, found = re.subn(rf"^let {re.escape(name)} = [0-9.]+", f"let {name} = {value}", edited, flags=re.M)
                if found != 1:
                    sys.exit(f"rules/inference.dsl: no single `let {name} = NUMBER` line")
            with open(inference, "w") as f:
                f.write(edited)

        yield copy, write


def fit_decode(advise, rows):
    """Coordinate descent over GRID from the shipped values, two rounds: each constant in turn takes
    the grid value with the least mean |log(estimate / measured)| over the fit rows' decode speeds
    (held-back rows are not read)."""
    fit_rows = [r for r in rows if r["split"] == "fit" and number(r["tokens_per_second"])]
    search(advise, fit_rows, GRID, lambda found, r: estimate(found, r, r["id"], "tokens_per_second_per_user")
           / number(r["tokens_per_second"]))


def search(advise, fit_rows, grid, ratio):
    """Coordinate descent over `grid` (two rounds from the shipped values) for the least mean
    |log(ratio(found, row))| over `fit_rows`; prints the values found."""
    path = write_workloads(fit_rows)
    values = shipped_values(grid)
    try:
        with inference_rules_copy() as (copy, write):
            def error(trial):
                write(trial)
                found = estimates(advise, path, copy)
                return statistics.mean(abs(math.log(ratio(found, r))) for r in fit_rows)
            for _ in range(2):
                for name, points in grid.items():
                    values[name] = min(points, key=lambda v: error({**values, name: v}))
            best = error(values)
    finally:
        os.unlink(path)
    print("fit: " + ", ".join(f"{n} {v}" for n, v in values.items())
          + f" (mean |log error| {best:.4f} over {len(fit_rows)} fit rows)")


PREFILL_GRID = {"samsung_8nm_flops_per_watt": [round(0.14 + 0.01 * i, 2) for i in range(13)],  # TFLOPS/W
                "tsmc_4n_flops_per_watt": [round(0.27 + 0.005 * i, 3) for i in range(27)],  # TFLOPS/W
                "llama_cpp_quantised_prefill_share": [round(0.66 + 0.02 * i, 2) for i in range(16)],
                "metal_prefill_efficiency": [round(0.6 + 0.02 * i, 2) for i in range(21)]}


def shipped_values(names):
    """The numbers of these `let NAME = NUMBER` lines in the shipped rules/inference.dsl."""
    with open(os.path.join(SHIPPED_RULES, "inference.dsl")) as f:
        text = f.read()
    values = {}
    for name in names:
        found = re.search(rf"^let {re.escape(name)} = ([0-9.]+)", text, re.M)
        if not found:
            sys.exit(f"rules/inference.dsl: no `let {name} = NUMBER` line")
        values[name] = float(found.group(1))
    return values


def fit_prefill(advise, rows):
    """Coordinate descent over PREFILL_GRID, as fit_decode, on the fit rows' prompt speeds."""
    fit_rows = [r for r in rows if r["split"] == "fit" and number(r["prompt_tokens_per_second"])]
    search(advise, fit_rows, PREFILL_GRID, lambda found, r: PROMPT / estimate(found, r, r["id"] + " prefill", "time_to_first_token")
           / number(r["prompt_tokens_per_second"]))


def read_rows():
    with open(os.path.join(HERE, "decode.csv")) as f:
        return list(csv.DictReader(f))


def write_workloads(rows):
    """A temporary .dsl of every row's two workloads; returns its path (the caller removes it)."""
    with tempfile.NamedTemporaryFile("w", suffix=".dsl", delete=False) as f:
        f.write("".join(workloads(r) for r in rows))
        return f.name


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--advise", default="build/cli/advise")
    parser.add_argument("--fit", action="store_true", help="search the decode constants on the fit rows")
    parser.add_argument("--fit-prefill", action="store_true", help="search the prefill constants on the fit rows")
    parser.add_argument("--rules", help="score the rules in this folder instead of the shipped ones")
    args = parser.parse_args()
    rows = read_rows()
    if args.fit:
        return fit_decode(args.advise, rows)
    if args.fit_prefill:
        return fit_prefill(args.advise, rows)
    path = write_workloads(rows)
    try:
        found = estimates(args.advise, path, args.rules)
        score("decode tokens/s", decode_rate(found, rows), lambda r: number(r["tokens_per_second"]))
        print()
        fit = score("prompt tokens/s (prefill)", prompt_rate(found, rows),
                    lambda r: number(r["prompt_tokens_per_second"]))
        print(f"prefill fit: every prefill estimate x {best_scale(fit):.3f} gives the fit rows their least median |error|")
    finally:
        os.unlink(path)


if __name__ == "__main__":
    main()
