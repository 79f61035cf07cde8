#!/usr/bin/env python3
"""Check `advise FILE --format svg` on the README example.

Usage: svg_check.py ADVISE
  ADVISE  the advise binary, run from the repository root (it loads the shipped rules/ and
          catalog/, whose charts.dsl declares the panels)

For the README example with a situation (--as-of 2019-04 --situation "cost-efficient and
cheap") and without one, the script checks that the SVG parses with xml.etree, that every chart
panel holds one point (data-gpu) for every admitted GPU of the JSON output of the same query
(or names it as not drawn), that the recommended GPU's point is marked and labelled and the
caption names it, and that a second run gives the same bytes. A missing example fails. It prints
one line per check and ends with "N passed, M failed"; the exit status is 0 when M is 0.
"""
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
EXAMPLE = "examples/imagenet-resnet50.dsl"
QUERIES = [["--as-of", "2019-04", "--situation", "cost-efficient and cheap"], []]


def run(advise, args):
    return subprocess.run([advise, EXAMPLE, *args], check=True, capture_output=True).stdout


def check_query(advise, args, report):
    advice = json.loads(run(advise, args + ["--format", "json", "--top", "0"]))["workloads"][0]
    admitted = {c["gpu"] for c in advice["candidates"] if c["admitted"]}
    recommended = advice["recommended"]
    first = run(advise, args + ["--format", "svg"])
    report(first == run(advise, args + ["--format", "svg"]), "same bytes on a second run")
    root = ET.fromstring(first)
    report(root.tag == SVG + "svg", "the document is an SVG")
    texts = ["".join(t.itertext()) for t in root.iter(SVG + "text")]
    report(any(t.startswith("situation: " + (advice["situation"] or "none")) for t in texts),
           "the title names the situation and date")
    report(len(recommended) > 0, "the advice recommends a GPU")
    caption = [t for t in root.iter(SVG + "text") if t.get("class") == "caption"]
    report(len(caption) == 1 and all(r in "".join(caption[0].itertext()) for r in recommended),
           "the caption names " + ", ".join(recommended))
    charts = [g for g in root.iter(SVG + "g") if g.get("class") == "chart"]
    report(len(charts) >= 2, f"{len(charts)} chart panels (speed per dollar and per watt)")
    for chart in charts:
        title = chart.get("data-title")
        points = {g.get("data-gpu"): g for g in chart.iter(SVG + "g")
                  if (g.get("class") or "").startswith("point")}
        notes = " ".join("".join(t.itertext()) for t in chart.iter(SVG + "text"))
        missing = [gpu for gpu in admitted if gpu not in points and gpu not in notes]
        report(not missing, f"{title}: a point for each of {len(admitted)} admitted GPUs"
               + (f" (missing {missing})" if missing else ""))
        report(set(points) <= admitted, f"{title}: no point for a GPU that is not admitted")
        for gpu in recommended:
            point = points.get(gpu)
            report(point is not None and "recommended" in point.get("class").split(),
                   f"{title}: {gpu} is marked recommended")
            labels = ["".join(t.itertext()) for t in chart.iter(SVG + "text") if t.get("class") == "label"]
            report(any(label.startswith(gpu) for label in labels), f"{title}: {gpu} is labelled")
        for gpu, point in points.items():
            names = ["".join(t.itertext()) for t in point.iter(SVG + "title")]
            if not any(n.startswith(gpu + ":") for n in names):
                report(False, f"{title}: {gpu} has no tooltip naming it")


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    counts = [0, 0]

    def report(ok, what):
        counts[0 if ok else 1] += 1
        print(("ok    " if ok else "FAIL  ") + what)

    report(os.path.exists(EXAMPLE), EXAMPLE + " exists")
    for args in QUERIES:
        print("advise " + EXAMPLE + " " + " ".join(f'"{a}"' if " " in a else a for a in args))
        check_query(sys.argv[1], args, report)
    print(f"{counts[0]} passed, {counts[1]} failed")
    return 0 if counts[1] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
