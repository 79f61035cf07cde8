#!/usr/bin/env python3
"""Check the GPU catalog against the Epoch AI "Machine Learning Hardware" data set.

Usage: catalog_check.py ADVISE REFERENCE_CSV
  ADVISE         the advise binary; it is run from the current directory, which must be the
                 repository root (so that it loads the shipped rules/ and catalog/)
  REFERENCE_CSV  tests/data/epoch/epoch-ml-hardware.csv (source and licence in the README
                 beside it); a missing file is a failure, not a skip

For every catalog GPU that MAPPING pairs with a row of the CSV, the script compares memory,
memory bandwidth, FP32 and dense tensor FP16 and prints one line per comparison with the
relative difference (catalog against reference). A difference above TOLERANCE (5%) fails
unless EXPLAINED lists it with a reason: the reasons are the ones written as `#` comments above
the property in catalog/gpus/*.dsl. A value missing on either side is reported and not counted.

Every catalog GPU must be listed either in MAPPING or in NO_ROW, so that a GPU added to the
catalog later is matched (or declared to have no row) on purpose; an unlisted catalog GPU, a
mapping to a GPU the catalog lacks, or a mapping to a row the CSV lacks counts as a failure.

The last line is "N passed, M failed": N comparisons within tolerance or explained, M
unexplained differences plus the listing problems above. Exit status: 0 when M is 0, 1 when
not, 2 when the command cannot run (wrong arguments, advise fails, unreadable output).

Memory units. The catalog gives memory in GiB (2^30 bytes) and advise reports bytes. Vendors'
"GB" for GPU memory means GiB (a "24 GB" card has 24 x 2^30 bytes), but the CSV writes such a
card as 24000000000 bytes, the label times 10^9 (and a "1536 MB" card as 1536000000). The
reference memory is therefore read as the vendor label in binary units: a value that is a whole
number of MiB is taken as bytes as it stands (the TPU v1 row's 8589934592); otherwise a whole
number of 10^9 is read as that many GiB, and a whole number of 10^6 as that many MiB. Bandwidth
and rates are decimal on both sides (GB/s = 10^9 B/s, TFLOPS = 10^12 FLOP/s) and compared as
they are.
"""

import csv
import json
import os
import subprocess
import sys

TOLERANCE = 0.05

# advise column -> CSV column.
COLUMNS = {
    "gpu.memory": "Memory (bytes)",
    "gpu.bandwidth": "Memory bandwidth (byte/s)",
    "gpu.fp32": "FP32 (single precision) performance (FLOP/s)",
    "gpu.tensor_fp16": "Tensor-FP16/BF16 performance (FLOP/s)",
}

# Catalog GPU -> CSV "Hardware name": every catalog GPU that has a row.
MAPPING = {
    # Fermi, Kepler
    "GTX 580 3GB": "NVIDIA GeForce GTX 580",
    "GTX Titan": "NVIDIA GeForce GTX TITAN",
    "Tesla K80": "NVIDIA Tesla K80",
    # Maxwell
    "GTX 980": "NVIDIA GeForce GTX 980",
    "GTX Titan X": "NVIDIA GeForce GTX TITAN X",
    # Pascal
    "GTX 1080": "NVIDIA GeForce GTX 1080",
    "GTX 1080 Founders Edition": "NVIDIA GeForce GTX 1080",
    "GTX 1080 Ti": "NVIDIA GeForce GTX 1080 Ti",
    "Titan Xp": "NVIDIA TITAN Xp",
    "Quadro P6000": "NVIDIA Quadro P6000",
    "Tesla P4": "NVIDIA Tesla P4",
    # Two rows describe the PCIe 16 GB card; this one has the memory size.
    "Tesla P100": "NVIDIA P100 PCIe 16GB",
    # Volta, Turing
    "Titan V": "NVIDIA Titan V",
    "Tesla V100": "NVIDIA Tesla V100 SXM2",
    "RTX 2080 Ti": "NVIDIA GeForce RTX 2080 Ti 11GB",
    "RTX 2080 Ti Founders Edition": "NVIDIA GeForce RTX 2080 Ti 11GB",
    # No row of its own: the Quadro RTX 6000 has the same TU102 configuration (24 GB,
    # 672 GB/s, 16.3 TFLOPS), the row its catalog comment says it was checked against.
    "Titan RTX": "NVIDIA Quadro RTX 6000",
    "Quadro RTX 8000": "NVIDIA Quadro RTX 8000",
    "Quadro RTX 6000": "NVIDIA Quadro RTX 6000",
    # Ampere
    "RTX 3080 10GB": "NVIDIA GeForce RTX 3080",
    "RTX 3090": "NVIDIA GeForce RTX 3090",
    "A100 40GB PCIe": "NVIDIA A100 PCIe",
    "A100 40GB SXM": "NVIDIA A100 SXM4 40 GB",
    "A100 80GB SXM": "NVIDIA A100 SXM4 80 GB",
    "A10": "NVIDIA A10 PCIe",
    "RTX A6000": "NVIDIA RTX A6000",
    # Ada
    "RTX 4070": "NVIDIA GeForce RTX 4070",
    "RTX 4080": "NVIDIA GeForce RTX 4080",
    "RTX 4090": "NVIDIA GeForce RTX 4090",
    "L4": "NVIDIA L4",
    "RTX 6000 Ada": "NVIDIA RTX 6000 Ada Generation",
    # Hopper, Blackwell
    "H100 SXM": "NVIDIA H100 SXM5 80GB",
    "H100 PCIe": "NVIDIA H100 PCIe",
    "H200": "NVIDIA H200 SXM",
    "GH200": "NVIDIA GH200",
    "B200": "NVIDIA B200",
    "B300": "NVIDIA B300 (Blackwell Ultra)",
    # AMD
    "AMD MI250X": "AMD Radeon Instinct MI250X",
    "AMD MI300X": "AMD Instinct MI300X",
    "AMD MI325X": "AMD Instinct MI325X",
    "AMD MI355X": "AMD Instinct MI355X",
    # Cloud
    "AWS p2 GPU": "NVIDIA Tesla K80",
    "AWS p3 GPU": "NVIDIA Tesla V100 SXM2",
    "Google Cloud TPU v2": "Google TPU v2",
    "Google Cloud TPU v4": "Google TPU v4",
    "Google Cloud TPU v5e": "Google TPU v5e",
    "Google Cloud TPU v5p": "Google TPU v5p",
}

# Catalog GPUs the CSV has no row for (the data README lists several of them).
NO_ROW = {
    "GTX 680", "GTX 680 4GB",
    "GTX 960", "GTX 960 4GB", "GTX 970", "GTX 980 Ti",
    "GTX 1050 Ti", "GTX 1060 3GB", "GTX 1060 6GB", "GTX 1070", "Titan X Pascal",
    "GTX 1660 Ti", "GTX 1660 Super", "RTX 2060", "RTX 2070", "RTX 2080",
    "RTX 3060 12GB", "RTX 3070", "A100 80GB PCIe",
    "RTX 4060 Ti 16GB", "L40S",
    "RTX 5070 Ti", "RTX 5080", "RTX 5090", "RTX 5060 Ti 16GB", "RTX 5070",
    "RTX PRO 6000 Blackwell", "RTX PRO 6000 Blackwell Max-Q",
    "Intel Arc B580", "Intel Gaudi 3",
    "AMD Radeon VII", "AMD Radeon Pro VII",
    "AWS g2 GPU",
    "Intel Xeon Phi 7250",
}

# (catalog GPU, advise column) -> why the catalog differs from the row by more than 5%.
# The same reasons stand as comments above the property in catalog/gpus/*.dsl.
_K80_MEMORY = ("the row gives the K80 board total of two GK210 GPUs (24 GB); the entry describes "
               "one GPU (12 GB), as a framework and an AWS p2 instance see it")
_K80_FP32 = ("the row gives the K80 board total at base clock (8.126 TFLOPS); the entry is one "
             "GPU at boost (4.37 TFLOPS, half of the 8.74 board peak)")
_MI250X = ("the entry describes one GCD of the two-die MI250X module, as a framework sees it "
           "(like the K80); the row gives module totals, twice the entry")
_TPU_V2 = ("the entry is a Cloud TPU v2-8 device of four chips, the unit Google priced; "
           "the row is one chip, a quarter of it")
EXPLAINED = {
    ("GTX 580 3GB", "gpu.memory"):
        "the row is the 1.5 GB reference card; this entry is the 3 GB variant the 2015 document "
        "names (same bandwidth and FP32)",
    ("Tesla K80", "gpu.memory"): _K80_MEMORY,
    ("Tesla K80", "gpu.fp32"): _K80_FP32,
    ("AWS p2 GPU", "gpu.memory"): _K80_MEMORY,
    ("AWS p2 GPU", "gpu.fp32"): _K80_FP32,
    ("RTX 2080 Ti", "gpu.tensor_fp16"):
        "reference boost clock (1545 MHz) gives 107.6 TFLOPS; the row's 113.8 is at the "
        "Founders Edition clock (1635 MHz), which the Founders Edition entry carries",
    ("RTX 2080 Ti Founders Edition", "gpu.fp32"):
        "Founders Edition clock (1635 MHz) gives 14.2 TFLOPS; the row uses the reference "
        "clock for FP32 (13.45) but the Founders Edition clock for the tensor figure",
    ("A100 40GB PCIe", "gpu.bandwidth"):
        "the row pairs 40 GB with the 80 GB PCIe card's 1.94 TB/s (data README: known-wrong "
        "row); the 40 GB card has 1555 GB/s",
    ("GH200", "gpu.bandwidth"):
        "the row gives the 144 GB HBM3e version's 4.9 TB/s; the entry is the 96 GB HBM3 version "
        "at 4 TB/s (NVIDIA's GH200 datasheet gives both)",
    ("B200", "gpu.fp32"):
        "NVIDIA's HGX B200 specification gives 75 TFLOPS FP32 per GPU (600 for eight); the "
        "row's 62.08 TFLOPS matches no NVIDIA figure",
    ("AMD MI250X", "gpu.memory"): _MI250X,
    ("AMD MI250X", "gpu.bandwidth"): _MI250X,
    ("AMD MI250X", "gpu.fp32"): _MI250X,
    ("AMD MI250X", "gpu.tensor_fp16"): _MI250X,
    ("Google Cloud TPU v2", "gpu.memory"): _TPU_V2,
    ("Google Cloud TPU v2", "gpu.bandwidth"): _TPU_V2,
}

GIB = 2 ** 30
MIB = 2 ** 20


def reference_memory(raw):
    """Bytes of a CSV memory cell, reading the vendor's decimal label as binary (see above)."""
    value = float(raw)
    if value.is_integer():
        whole = int(value)
        if whole % MIB == 0:
            return value, "as bytes"
        if whole % 10 ** 9 == 0:
            return whole // 10 ** 9 * GIB, "read as %d GB = %d GiB" % (whole // 10 ** 9, whole // 10 ** 9)
        if whole % 10 ** 6 == 0:
            return whole // 10 ** 6 * MIB, "read as %d MB = %d MiB" % (whole // 10 ** 6, whole // 10 ** 6)
    return value, "as bytes"


def show(column, value):
    if column == "gpu.memory":
        return "%.4g GiB" % (value / GIB)
    if column == "gpu.bandwidth":
        return "%.4g GB/s" % (value / 1e9)
    return "%.4g TFLOPS" % (value / 1e12)


def short(column):
    return column[len("gpu."):]


def die(message):
    sys.stderr.write("error: " + message + "\n")
    sys.exit(2)


def run_advise(advise):
    command = [advise, "catalog", "--as-of", "2100-01", "--format", "json",
               "--columns", ",".join(COLUMNS)]
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True)
    except OSError as error:
        die("cannot run %s: %s" % (advise, error))
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        die("%s exited with status %d" % (" ".join(command), done.returncode))
    try:
        listing = json.loads(done.stdout)
        catalog = {}
        for entry in listing["gpus"]:
            catalog[entry["gpu"]] = {column: entry[column]["value"] for column in COLUMNS}
    except (ValueError, KeyError, TypeError) as error:
        die("unexpected output of advise catalog: %r" % (error,))
    return catalog


def load_reference(path):
    rows = {}
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            rows.setdefault(row["Hardware name"], row)
    return rows


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    advise, reference_path = argv[1], argv[2]
    if not os.path.isfile(reference_path):
        print("FAILED: reference data missing: " + reference_path)
        return 1

    catalog = run_advise(advise)
    reference = load_reference(reference_path)

    passed = failed = explained = not_compared = 0
    used_explanations = set()
    width = max(len(name) for name in catalog)

    for name in sorted(catalog):
        if name not in MAPPING:
            if name in NO_ROW:
                print("--    %-*s  no reference row" % (width, name))
            else:
                print("FAIL  %-*s  neither in MAPPING nor in NO_ROW: add it to one of them" % (width, name))
                failed += 1
            continue
        row_name = MAPPING[name]
        row = reference.get(row_name)
        if row is None:
            print("FAIL  %-*s  mapped to %r, which the reference data lacks" % (width, name, row_name))
            failed += 1
            continue
        for column, csv_column in COLUMNS.items():
            ours = catalog[name][column]
            raw = (row.get(csv_column) or "").strip()
            label = "%-*s  %-12s" % (width, name, short(column))
            if ours is None or not raw:
                missing = "catalog" if ours is None else "reference"
                if ours is None and not raw:
                    missing = "catalog and reference"
                print("--    %s  not compared: no value in the %s" % (label, missing))
                not_compared += 1
                continue
            if column == "gpu.memory":
                theirs, how = reference_memory(raw)
                source = "%s (CSV %s B, %s)" % (show(column, theirs), "%.0f" % float(raw), how)
            else:
                theirs = float(raw)
                source = show(column, theirs)
            difference = (ours - theirs) / theirs
            text = "%s  catalog %s  reference %s  %+.1f%%" % (label, show(column, ours), source,
                                                             100 * difference)
            key = (name, column)
            if abs(difference) <= TOLERANCE:
                print("ok    " + text)
                passed += 1
                if key in EXPLAINED:
                    used_explanations.add(key)
                    print("      note: EXPLAINED%r is not needed (within %g%%)" % (key, 100 * TOLERANCE))
            elif key in EXPLAINED:
                print("expl  " + text + "  (" + EXPLAINED[key] + ")")
                used_explanations.add(key)
                passed += 1
                explained += 1
            else:
                print("FAIL  " + text + "  (above %g%% and not in EXPLAINED)" % (100 * TOLERANCE))
                failed += 1

    for name in sorted(set(MAPPING) - set(catalog)):
        print("FAIL  MAPPING lists %r, which the catalog lacks" % name)
        failed += 1
    for key in sorted(set(EXPLAINED) - used_explanations):
        print("note: EXPLAINED%r matches no comparison" % (key,))
    for name in sorted(NO_ROW - set(catalog)):
        print("note: NO_ROW lists %r, which the catalog lacks" % name)

    print("%d of the passed are explained differences; %d comparisons lacked a value"
          % (explained, not_compared))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
