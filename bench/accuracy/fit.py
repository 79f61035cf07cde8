#!/usr/bin/env python3
"""Fits the speed model's constants (rules/speed.dsl, rules/stack.dsl) on the fit split of measured.csv and on the
guides' relative speeds (F30, F31).

Coordinate search: for each constant in turn, try it scaled by each factor of STEPS (within
UPPER) in a copy of the rules and keep the best; repeat ROUNDS times. The objective adds the means of the fit
split's |log(estimate / measured)| (the level) and of its pair errors (the ratios between cards
of one table), the mean error of the NCHW/NHWC ratios of one card (run.layout_pairs), and the
median F30/F31 relative-speed error (bench/relative_speed.py), so that both the level and the
ratios count, on new and old cards. Means, not medians: a median ignores
the worst half of the rows, and a fit on it let whole networks drift. The shipped rule tests (rules/tests: the guides' short
answers) are a constraint: each failing test adds PENALTY. Held-back rows are never read.
With --inference it fits serving's constants (SERVING_CONSTANTS) the same way on the fit split of
inference.csv (the rows of the fit cards) in place of measured.csv's.
Prints the constants to write into those files. Run from anywhere after building:
bench/accuracy/fit.py [--rounds N] [--only NAMES] [--inference]"""
import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

import run

sys.path.insert(0, os.path.dirname(run.HERE))
import relative_speed  # noqa: E402  (bench/relative_speed.py)

CONSTANTS = ["tensor_utilisation", "vector_conv_gain", "saturation_work", "desktop_op_overhead",
             "bandwidth_efficiency", "kepler_efficiency", "maxwell_efficiency", "narrow_width",
             "shared_lane_efficiency", "eager_score_accesses", "layout_conversion_accesses",
             "tensor_feed_per_sm", "conv_feed_per_sm", "compiled_elementwise_share",
             "nchw_block_element_rate", "nchw_sm_element_rate", "fused_tensor_utilisation",
             "unaligned_share"]
# Serving's constants, fitted apart (`--inference`) on the inference rows of the fit cards: the
# training rows do not depend on them.
SERVING_CONSTANTS = ["serving_bandwidth_efficiency"]
# Networks the language cannot express as trained, left out of the objective (their rows stay in
# run.py's table): Tacotron 2's decoder runs 600 dependent frames one after the other, which a
# sequential network of layers cannot state (bench/accuracy/README.md).
NOT_FITTED = {"Tacotron 2"}
STEPS = [0.5, 0.7, 0.85, 1.2, 1.4, 2]
# What physics allows: efficiencies are fractions of a peak, and Winograd's F(4x4, 3x3) does at
# most 4 times fewer multiplications than a direct convolution.
UPPER = {"tensor_utilisation": 1, "bandwidth_efficiency": 1, "kepler_efficiency": 1,
         "maxwell_efficiency": 1, "vector_conv_gain": 4,
         "shared_lane_efficiency": 1, "compiled_elementwise_share": 1,
         "fused_tensor_utilisation": 1, "serving_bandwidth_efficiency": 1}
PENALTY = 0.1
LET = r"^(let {name} = )([0-9.]+)(.*)$"


# The rules files that hold the constants (`let NAME = NUMBER`), each read and written whole.
CONSTANT_FILES = ["speed.dsl", "stack.dsl"]


def read_constants(rules):
    """Returns ({file name: text}, {constant: value}) from the rules folder."""
    texts = {}
    for name in CONSTANT_FILES:
        with open(os.path.join(rules, name)) as f:
            texts[name] = f.read()
    found = {}
    for name in CONSTANTS + SERVING_CONSTANTS:
        matches = [re.search(LET.format(name=re.escape(name)), text, re.M) for text in texts.values()]
        matches = [m for m in matches if m]
        if len(matches) != 1:
            raise SystemExit(f"{rules}: `let {name} = NUMBER` is in {len(matches)} of {', '.join(CONSTANT_FILES)}, not 1")
        found[name] = float(matches[0].group(2))
    return texts, found


def write_constants(rules_copy, texts, values):
    for file_name, text in texts.items():
        for name, value in values.items():
            text = re.sub(LET.format(name=re.escape(name)),
                          lambda m: f"{m.group(1)}{value:.4g}{m.group(3)}", text, flags=re.M)
        with open(os.path.join(rules_copy, file_name), "w") as f:
            f.write(text)


def failing_tests(advise, rules_copy):
    command = [advise, "test", "--rules", rules_copy, "--catalog", os.path.join(run.ROOT, "catalog"),
               "-f", "json", os.path.join(rules_copy, "tests")]
    done = subprocess.run(command, capture_output=True, text=True)
    return json.loads(done.stdout)["counts"]["failed"]


def objective(advise, rules_copy, texts, values, rows_path, mode):
    """Returns (score, its parts) for the constants `values`."""
    write_constants(rules_copy, texts, values)
    rows = [r for r in run.evaluate(advise, rules_copy, rows_path, mode) if r["split"] == "fit"
            and r["model"] not in NOT_FITTED]
    parts = {
        "level": statistics.fmean(abs(math.log(r["estimate"] / r["measured"])) for r in rows),
        "pairs": statistics.fmean(run.pair_errors(rows, "fit")),
        "layouts": statistics.fmean([e for _, _, e in run.layout_pairs(rows)] or [0]),
        "guides": statistics.median(abs(value / figure - 1) for _, _, figure, value
                                    in relative_speed.estimate(advise, rules_copy)),
        "failing": failing_tests(advise, rules_copy),
    }
    score = parts["level"] + parts["pairs"] + parts["layouts"] + parts["guides"] + PENALTY * parts["failing"]
    return score, parts


def describe(score, parts):
    return (f"{score:.4f} (level {parts['level']:.3f}, pairs {parts['pairs']:.3f}, layouts {parts['layouts']:.3f}, "
            f"guides {parts['guides']:.3f}, failing tests {parts['failing']})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--advise", default=os.path.join(run.ROOT, "build", "cli", "advise"))
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--only", help="fit only these constants (comma-separated)")
    parser.add_argument("--inference", action="store_true",
                        help="fit serving's constants on inference.csv's fit rows instead")
    args = parser.parse_args()
    rules = os.path.join(run.ROOT, "rules")
    texts, values = read_constants(rules)
    mode, data_file, fitted = (("inference", "inference.csv", SERVING_CONSTANTS) if args.inference
                               else ("training", "measured.csv", CONSTANTS))
    with tempfile.TemporaryDirectory() as tmp:
        rules_copy = os.path.join(tmp, "rules")
        shutil.copytree(rules, rules_copy)
        data = os.path.join(run.HERE, data_file)
        best, parts = objective(args.advise, rules_copy, texts, values, data, mode)
        print("start", describe(best, parts), flush=True)
        for _ in range(args.rounds):
            for name in (args.only.split(",") if args.only else fitted):
                for step in STEPS:
                    trial = dict(values, **{name: min(values[name] * step, UPPER.get(name, math.inf))})
                    if trial[name] == values[name]:
                        continue
                    score, trial_parts = objective(args.advise, rules_copy, texts, trial, data, mode)
                    if score < best:
                        best, values, parts = score, trial, trial_parts
                        print(f"{name} = {trial[name]:.4g}:", describe(best, parts), flush=True)
    print("fitted:", ", ".join(f"{k} = {v:.3g}" for k, v in values.items()))
    print("objective:", describe(best, parts))


if __name__ == "__main__":
    main()
