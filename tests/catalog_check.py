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

A second check needs no reference data: every catalog GPU must have each property of REQUIRED
that the speed and memory model (rules/speed.dsl, rules/memory.dsl and the rules they lean on)
reads, unless NOT_FOR_VENDOR, NOT_FOR_LINE, a compute-capability floor or NOT_FOR_CARD says why
the property does not exist for it. A rule that reads a missing property does not stop: it
falls back to a default (`gpu.sms ?? 40`, `gpu.arch ?? pascal`, `gpu.pcie ?? 3`) or to nothing,
which is how the B300 came to be estimated with 40 SMs. One line per gap, counted as a failure.

The last line is "N passed, M failed": N comparisons within tolerance or explained, M
unexplained differences plus the listing problems and the missing properties above. Exit status: 0 when M is 0, 1 when
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
    "Tesla P40": "NVIDIA P40",
    # Two rows describe the PCIe 16 GB card; this one has the memory size.
    "Tesla P100": "NVIDIA P100 PCIe 16GB",
    # Volta, Turing
    "Titan V": "NVIDIA Titan V",
    "Tesla V100": "NVIDIA Tesla V100 SXM2",
    "RTX 2080 Ti": "NVIDIA GeForce RTX 2080 Ti 11GB",
    "RTX 2080 Ti Founders Edition": "NVIDIA GeForce RTX 2080 Ti 11GB",
    # Blower variants of cards with a row: the same chip at the same clocks.
    "RTX 2080 Ti ASUS Turbo": "NVIDIA GeForce RTX 2080 Ti 11GB",
    # No row of its own: the Quadro RTX 6000 has the same TU102 configuration (24 GB,
    # 672 GB/s, 16.3 TFLOPS), the row its catalog comment says it was checked against.
    "Titan RTX": "NVIDIA Quadro RTX 6000",
    "Quadro RTX 8000": "NVIDIA Quadro RTX 8000",
    "Quadro RTX 6000": "NVIDIA Quadro RTX 6000",
    # Ampere
    "RTX 3080 10GB": "NVIDIA GeForce RTX 3080",
    "RTX 3090": "NVIDIA GeForce RTX 3090",
    "RTX 3090 Gigabyte Turbo": "NVIDIA GeForce RTX 3090",
    "RTX 3080 Gigabyte Turbo": "NVIDIA GeForce RTX 3080",
    "RTX 3090 Ti": "NVIDIA GeForce RTX 3090 Ti",
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
    "AMD Radeon RX 7900 XTX": "AMD Radeon RX 7900 XTX",
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
    "RTX 2070 ASUS Turbo", "RTX 2080 ASUS Turbo",
    "RTX 3060 12GB", "RTX 3070", "A100 80GB PCIe",
    "RTX 4060 Ti 16GB", "L40S", "RTX 4070 Ti", "RTX 4070 Super", "RTX 4070 Ti Super", "RTX 4080 Super",
    "RTX 5070 Ti", "RTX 5080", "RTX 5090", "RTX 5060 Ti 16GB", "RTX 5070",
    "RTX PRO 6000 Blackwell", "RTX PRO 6000 Blackwell Max-Q", "RTX PRO 5000 Blackwell",
    "Intel Arc B580", "Intel Gaudi 3",
    "AMD Radeon VII", "AMD Radeon Pro VII", "AMD Radeon PRO W7900", "AMD Radeon RX 9070 XT",
    # Whole machines with unified memory (unified-memory.dsl).
    "Mac Studio M2 Ultra 192GB", "Mac Studio M3 Ultra 96GB", "Mac Studio M3 Ultra 256GB",
    "Mac Studio M3 Ultra 512GB", "Mac Studio M4 Max 128GB", "Mac mini M4 Pro 64GB",
    "NVIDIA DGX Spark", "Framework Desktop Ryzen AI Max+ 395 128GB",
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
    ("RTX 2080 Ti ASUS Turbo", "gpu.tensor_fp16"):
        "reference boost clock (1545 MHz), as the RTX 2080 Ti entry; the row's 113.8 is at the "
        "Founders Edition clock (1635 MHz)",
    ("Tesla P40", "gpu.bandwidth"):
        "the row's 694.3 GB/s is twice NVIDIA's datasheet figure of 346 GB/s (384-bit GDDR5 at "
        "7.2 Gbps)",
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

# The properties the speed and memory model reads, and which rule reads each. A tuple of several
# properties is satisfied by any one of them. Where a property does not exist for a card, the
# tables below say why; everything else must be in the catalog (the source string cites where
# each figure comes from, and says "estimate" where it is one).
REQUIRED = [
    # speed.dsl: software_efficiency, arch_efficiency, nvidia_sm_share, shares_fp32_lanes and
    # would_convert_layout all branch on the vendor.
    (("vendor",), "speed.dsl (vendor branches)"),
    # memory.dsl: usable_memory, rule "fits in memory".
    (("memory",), "memory.dsl usable_memory"),
    # speed.dsl: memory_rate (every layer's memory traffic); inference.dsl: time.decode_step.
    (("bandwidth",), "speed.dsl memory_rate, inference.dsl time.decode_step"),
    # speed.dsl: vector_datasheet_peak, the floor under matmul_rate and conv_rate.
    (("fp32",), "speed.dsl vector_datasheet_peak"),
    # speed.dsl: tensor_16_peak = the larger of the two (16-bit work on matrix units).
    (("tensor_fp16", "tensor_bf16"), "speed.dsl tensor_16_peak"),
    # speed.dsl: tensor_16_peak as above; listed on its own for the cards that have BF16 units.
    (("tensor_bf16",), "speed.dsl tensor_16_peak"),
    # speed.dsl: conv_tensor_peak (fp32 convolutions run in TF32) and tensor_peak (precision tf32).
    (("tensor_tf32",), "speed.dsl conv_tensor_peak, tensor_peak"),
    # speed.dsl: nvidia_sm_share (`1 / gpu.sms`, NVIDIA: unknown without it) and the saturation
    # term `saturation_work * (gpu.sms ?? 40)` (every card; TPUs, Gaudi and Xeon Phi have no SMs).
    (("sms",), "speed.dsl nvidia_sm_share and the saturation term (gpu.sms ?? 40)"),
    # speed.dsl: architecture (`gpu.arch ?? pascal`) for shares_fp32_lanes and arch_efficiency;
    # situations.dsl: troubled; vendors.dsl.
    (("arch",), "speed.dsl architecture (gpu.arch ?? pascal)"),
    # speed.dsl: shares_fp32_lanes (`gpu.compute ?? 8`), probe_compute, layer_time_correction;
    # software.dsl: software.unsupported.
    (("compute",), "speed.dsl shares_fp32_lanes, layer_time_correction; software.dsl"),
    # speed.dsl: throughput_per_watt; systems.dsl: system.power; situations.dsl: "power limit".
    (("tdp",), "speed.dsl throughput_per_watt; systems.dsl"),
    # speed.dsl: workstation_card (the reference of relative_speed); cooling.dsl; systems.dsl
    # "blowers for four GPUs".
    (("cooling",), "speed.dsl workstation_card; cooling.dsl; systems.dsl"),
    # multi_gpu.dsl: pcie_generation (`gpu.pcie ?? 3`), the link of a multi-GPU configuration.
    (("pcie",), "multi_gpu.dsl pcie_generation (gpu.pcie ?? 3)"),
    # systems.dsl: "slot positions" (`gpu.slots ?? 2`).
    (("slots",), "systems.dsl slot positions (gpu.slots ?? 2)"),
    # The engine (role release_date: a card is a candidate from this date); vendors.dsl.
    (("released",), "the engine's release_date role"),
    # precision.dsl: "16-bit without tensor cores" compares it with fp32.
    (("fp16",), "precision.dsl"),
    # No rule reads it yet; every NVIDIA entry lists it so that a cache-aware rule finds no gap.
    (("l2",), "no rule yet (completeness of NVIDIA entries)"),
]

# Properties that are NVIDIA notions, or that a vendor does not publish for its parts.
_NVIDIA_ONLY = "an NVIDIA notion (CUDA architecture and compute capability)"
_NO_MATRIX_UNITS = "Apple's GPUs up to the M4 have no matrix units (simdgroup matrices run on the ALUs)"
NOT_FOR_VENDOR = {
    "arch": {"amd": _NVIDIA_ONLY, "intel": _NVIDIA_ONLY, "google": _NVIDIA_ONLY, "apple": _NVIDIA_ONLY},
    "compute": {"amd": _NVIDIA_ONLY, "intel": _NVIDIA_ONLY, "google": _NVIDIA_ONLY, "apple": _NVIDIA_ONLY},
    "tensor_fp16|tensor_bf16": {"apple": _NO_MATRIX_UNITS},
    # BF16 and TF32 are required of NVIDIA cards from Ampere on (COMPUTE_FLOOR); other vendors'
    # matrix units support them unevenly and their datasheets do not always say.
    "tensor_bf16": {"apple": _NO_MATRIX_UNITS,
                    "amd": "not required outside NVIDIA (tensor_fp16 or tensor_bf16 is)",
                    "intel": "not required outside NVIDIA (tensor_fp16 or tensor_bf16 is)",
                    "google": "not required outside NVIDIA (tensor_fp16 or tensor_bf16 is)"},
    "tensor_tf32": {"amd": "TF32 is NVIDIA's format; CDNA 3 has it, RDNA and CDNA 2 do not",
                    "intel": "TF32 is NVIDIA's format; not required of Intel parts",
                    "google": "TPU matrix units run bf16 and int8",
                    "apple": _NO_MATRIX_UNITS},
    "fp32": {"google": "Google publishes no FP32 peak for the TPU vector units"},
    "sms": {"google": "a TPU chip has one or two TensorCores of large systolic arrays, nothing "
                      "like the SM the saturation term counts"},
    "pcie": {"google": "Google publishes no host link for a TPU chip; chips talk over ICI"},
    # fp16 is read only where a card has no tensor units (precision.dsl); it is required of
    # NVIDIA cards from Pascal on (COMPUTE_FLOOR) and left to the other vendors' datasheets.
    "fp16": {"amd": "not required outside NVIDIA", "intel": "not required outside NVIDIA",
             "google": "TPUs compute in bf16", "apple": "not required outside NVIDIA"},
    "l2": {"amd": "L2 is listed for NVIDIA cards only (AMD's Infinity Cache makes it incomparable)",
           "intel": "L2 is listed for NVIDIA cards only", "google": "L2 is listed for NVIDIA cards only",
           "apple": "L2 is listed for NVIDIA cards only"},
}

# Properties a whole line of products lacks.
NOT_FOR_LINE = {
    "slots": {"cloud": "a rented GPU takes no slot of yours",
              "system": "a whole computer, not a card"},
    "cooling": {"system": "a whole computer with its own cooling, not a card beside others"},
    "pcie": {"system": "the GPU is on the same chip as the CPU: no host link"},
}

# NVIDIA properties that exist only from an architecture on: the lowest compute capability.
COMPUTE_FLOOR = {
    "tensor_fp16|tensor_bf16": (7.0, "tensor cores came with Volta (7.0)"),
    "tensor_bf16": (8.0, "BF16 and TF32 tensor cores came with Ampere (8.0)"),
    "tensor_tf32": (8.0, "BF16 and TF32 tensor cores came with Ampere (8.0)"),
    "fp16": (6.0, "Fermi, Kepler and Maxwell have no native FP16 (the catalog omits it)"),
}

# Single cards that lack a property; each with the reason.
_MODULE = "a module (SXM, OAM) or socketed part, not a PCIe card: no slots"
NOT_FOR_CARD = {
    ("GTX 1660 Ti", "tensor_fp16|tensor_bf16"): "TU116 has no tensor cores",
    ("GTX 1660 Super", "tensor_fp16|tensor_bf16"): "TU116 has no tensor cores",
    ("AMD Radeon VII", "tensor_fp16|tensor_bf16"): "Vega 20 has no matrix units",
    ("AMD Radeon Pro VII", "tensor_fp16|tensor_bf16"): "Vega 20 has no matrix units",
    ("Intel Xeon Phi 7250", "tensor_fp16|tensor_bf16"): "an x86 processor without matrix units",
    ("Intel Xeon Phi 7250", "sms"): "an x86 processor: 68 cores, nothing like an SM",
    ("Intel Xeon Phi 7250", "cooling"): "a socketed processor: the host's cooler",
    ("Intel Xeon Phi 7250", "pcie"): "a self-booting processor: it is the host",
    ("Intel Xeon Phi 7250", "slots"): _MODULE,
    ("Intel Gaudi 3", "sms"): "64 TPCs beside 8 matrix engines, nothing like an SM",
    ("Intel Gaudi 3", "slots"): _MODULE,
    ("Google Cloud TPU v4", "cooling"): "liquid-cooled, which the cooling enum has no member for",
    ("Google Cloud TPU v5p", "cooling"): "liquid-cooled, which the cooling enum has no member for",
    ("GH200", "pcie"): "the GPU talks to its Grace CPU over NVLink-C2C, not PCIe",
    ("GH200", "slots"): _MODULE,
    ("H100 SXM", "slots"): _MODULE,
    ("H200", "slots"): _MODULE,
    ("B200", "slots"): _MODULE,
    ("B300", "slots"): _MODULE,
    ("A100 40GB SXM", "slots"): _MODULE,
    ("A100 80GB SXM", "slots"): _MODULE,
    ("Tesla V100", "slots"): _MODULE,
    ("AMD MI250X", "slots"): _MODULE,
    ("AMD MI300X", "slots"): _MODULE,
    ("AMD MI325X", "slots"): _MODULE,
    ("AMD MI355X", "slots"): _MODULE,
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


def required_key(properties):
    return "|".join(properties)


def check_presence(advise):
    """Print one line per REQUIRED property a catalog GPU lacks; return (checked, gaps)."""
    names = sorted({p for group, _ in REQUIRED for p in group} | {"vendor", "line", "compute"})
    command = [advise, "catalog", "--as-of", "2100-01", "--format", "json",
               "--columns", ",".join("gpu." + p for p in names)]
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True)
    except OSError as error:
        die("cannot run %s: %s" % (advise, error))
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        die("%s exited with status %d" % (" ".join(command), done.returncode))
    try:
        listing = json.loads(done.stdout)["gpus"]
        cards = {}
        for entry in listing:
            cards[entry["gpu"]] = {
                p: (None if entry["gpu." + p]["provenance"]["kind"] == "missing"
                    else (entry["gpu." + p]["text"], entry["gpu." + p]["value"]))
                for p in names}
    except (ValueError, KeyError, TypeError) as error:
        die("unexpected output of advise catalog: %r" % (error,))

    checked = gaps = 0
    used_exemptions = set()
    width = max(len(name) for name in cards)
    for name in sorted(cards):
        card = cards[name]
        vendor = card["vendor"][0] if card["vendor"] else ""
        line = card["line"][0] if card["line"] else ""
        compute = card["compute"][1] if card["compute"] else None
        for group, reader in REQUIRED:
            key = required_key(group)
            if (name, key) in NOT_FOR_CARD:
                used_exemptions.add((name, key))
                continue
            if vendor in NOT_FOR_VENDOR.get(key, {}) or line in NOT_FOR_LINE.get(key, {}):
                continue
            floor = COMPUTE_FLOOR.get(key)
            if floor and vendor == "nvidia" and (compute is None or compute < floor[0]):
                continue
            checked += 1
            if all(card[p] is None for p in group):
                gaps += 1
                print("FAIL  %-*s  lacks %s (read by %s): add it, or say in NOT_FOR_* why it "
                      "does not exist" % (width, name, " or ".join(group), reader))
    for key in sorted(set(NOT_FOR_CARD) - used_exemptions):
        print("note: NOT_FOR_CARD%r matches no catalog GPU" % (key,))
    print("%d required properties present in %d GPUs, %d missing" % (checked - gaps, len(cards), gaps))
    return checked - gaps, gaps


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

    present, missing = check_presence(advise)
    passed += present
    failed += missing
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
