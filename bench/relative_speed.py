#!/usr/bin/env python3
"""Prints the estimated relative speeds of the F30/F31 cards beside the documents figures and the error.
Run from the repository root after building: bench/relative_speed.py"""
import json, subprocess, sys
out = subprocess.run(["./build/cli/advise", "bench/relative-speed.dsl", "--as-of", "2016-07", "--format", "json", "--top", "0"], capture_output=True, text=True)
if out.returncode: print(out.stderr); sys.exit(1)
j = json.loads(out.stdout)
vals = {c["gpu"]: c["values"] for c in j["workloads"][0]["candidates"]}
f30 = {"GTX 1070":0.8,"GTX Titan X":0.66,"GTX 980 Ti":0.66,"GTX 980":0.45,"GTX 970":0.4,"GTX Titan":0.33,"AWS g2 GPU":0.2,"GTX 960 4GB":0.2}
f31 = {"GTX 1080":0.7,"GTX 1070":0.55,"GTX Titan X":0.5,"GTX 980 Ti":0.5,"GTX 1060 6GB":0.4,"GTX 980":0.35,"GTX 970":0.3,"GTX Titan":0.25,"AWS g2 GPU":0.175,"GTX 960 4GB":0.175}
worst = 0
for name, table, key in (("F30 (GTX 1080 = 1)", f30, "vs_1080"), ("F31 (Titan X Pascal = 1)", f31, "vs_txp")):
    print(name)
    for gpu, r in table.items():
        v = vals[gpu][key]["value"]
        err = v / r - 1
        worst = max(worst, abs(err))
        print(f"  {gpu:14s} document {r:5.3f}  estimate {v:5.3f}  error {err*100:+5.1f}%")
print(f"worst {worst*100:.1f}%")
