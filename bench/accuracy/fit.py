#!/usr/bin/env python3
"""Fits the speed model's constants (rules/speed.dsl) on the fit split of measured.csv.

Coordinate search: for each constant in turn, try it scaled by each factor of STEPS in a copy
of the rules and keep the best; repeat ROUNDS times. The objective is the fit split's median
|log(estimate / measured)| plus its median pair error, so that both the level and the ratios
between cards count. Held-back rows are never read. Prints the constants to write into
rules/speed.dsl. Run from anywhere after building: bench/accuracy/fit.py [--rounds N]"""
import argparse
import math
import os
import re
import shutil
import statistics
import tempfile

import run

CONSTANTS = ["tensor_utilisation", "vector_conv_gain", "saturation_work", "op_overhead",
             "bandwidth_efficiency"]
STEPS = [0.6, 0.8, 1.25, 1.6]
LET = r"^(let {name} = )([0-9.]+)(.*)$"


def read_constants(speed_dsl):
    with open(speed_dsl) as f:
        text = f.read()
    found = {}
    for name in CONSTANTS:
        match = re.search(LET.format(name=re.escape(name)), text, re.M)
        if not match:
            raise SystemExit(f"{speed_dsl}: no `let {name} = NUMBER`")
        found[name] = float(match.group(2))
    return text, found


def objective(advise, rules_copy, text, values, rows_path):
    for name, value in values.items():
        text = re.sub(LET.format(name=re.escape(name)), lambda m: f"{m.group(1)}{value:.4g}{m.group(3)}",
                      text, flags=re.M)
    with open(os.path.join(rules_copy, "speed.dsl"), "w") as f:
        f.write(text)
    rows = [r for r in run.evaluate(advise, rules_copy, rows_path) if r["split"] == "fit"]
    level = statistics.median(abs(math.log(r["estimate"] / r["measured"])) for r in rows)
    return level + statistics.median(run.pair_errors(rows, "fit"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--advise", default=os.path.join(run.ROOT, "build", "cli", "advise"))
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    rules = os.path.join(run.ROOT, "rules")
    text, values = read_constants(os.path.join(rules, "speed.dsl"))
    with tempfile.TemporaryDirectory() as tmp:
        rules_copy = os.path.join(tmp, "rules")
        shutil.copytree(rules, rules_copy, ignore=shutil.ignore_patterns("tests"))
        data = os.path.join(run.HERE, "measured.csv")
        best = objective(args.advise, rules_copy, text, values, data)
        print(f"start {best:.4f} {values}", flush=True)
        for _ in range(args.rounds):
            for name in CONSTANTS:
                for step in STEPS:
                    trial = dict(values, **{name: values[name] * step})
                    score = objective(args.advise, rules_copy, text, trial, data)
                    if score < best:
                        best, values = score, trial
                        print(f"{best:.4f} {name} = {trial[name]:.4g}", flush=True)
    print("fitted:", ", ".join(f"{k} = {v:.3g}" for k, v in values.items()))


if __name__ == "__main__":
    main()
