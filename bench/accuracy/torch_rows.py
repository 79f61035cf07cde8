#!/usr/bin/env python3
"""Turns the JSON that bench/accuracy/torch_runs.py wrote into rows of measured.csv (throughput)
and memory.csv (peak memory, source G1, kind `allocated`).

    python3 bench/accuracy/torch_rows.py --json FILE            # print the rows
    python3 bench/accuracy/torch_rows.py --json FILE --append   # append them to the two CSVs

Python 3 standard library only. Each run's configuration family is mapped to a network that the
rules declare (rules/networks/*.dsl, bench/accuracy/networks.dsl, bench/memory/published.dsl);
a language model's rows give the run's sequence. A run is left out, and named on stderr, when it
has an error, when its GradScaler skipped timed steps, when its parameter count differs from the
reference, or when no network fits it (an image model's size must be the network's input). The GPU of measured.csv is the catalog's card whose `cuda_name` is the
JSON's device. --append leaves out rows whose id a CSV already has, and keeps each file's line
endings (measured.csv LF, memory.csv CRLF).
"""
import argparse
import csv
import glob
import io
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MEASURED_COLUMNS = ["id", "model", "gpu", "card", "framework", "version", "batch", "precision", "optimizer",
                    "attention", "gpus", "samples_per_second", "peak_memory_gib", "settings", "source", "table",
                    "sequence", "layout", "compiled"]
MEMORY_COLUMNS = ["id", "source", "model", "workload", "card", "framework", "version", "peak_memory", "kind",
                  "settings", "url", "quote"]
MEMORY_SOURCE = "G1"
DEFAULT_CITE = "bench/results/torch-runs-h200.json"
DSL_PRECISION = {"fp32": "fp32", "tf32": "tf32", "amp-fp16": "fp16", "bf16": "bf16"}
LANGUAGE_FAMILIES = {"bert-mlm", "gpt2", "gpt2-medium", "llama32-1b"}

# family: (network, task, what it builds)
FAMILIES = {
    "resnet50": ("ResNet-50", "conv", "torchvision resnet50"),
    "vgg16": ("VGG-16", "conv", "torchvision vgg16"),
    "alexnet": ("AlexNet", "conv", "torchvision alexnet"),
    "inception_v3": ("Inception-v3", "conv", "torchvision inception_v3 (no auxiliary classifier)"),
    "vit_b_16": ("ViT-B/16", "transformer", "torchvision vit_b_16"),
    "gpt2": ("GPT-2 small", "transformer", "Transformers GPT2LMHeadModel"),
    "gpt2-medium": ("GPT-2 medium", "transformer", "Transformers GPT2LMHeadModel"),
    "llama32-1b": ("Llama-3.2-1B", "transformer", "Transformers LlamaForCausalLM"),
    "bert-mlm": ("BERT-base with its LM head", "transformer", "Transformers BertForMaskedLM"),
}


def read_networks(paths):
    """{network name: its `input` text} over the .dsl files given."""
    networks = {}
    for path in paths:
        with open(path) as f:
            text = f.read()
        for match in re.finditer(r'^network\s+"([^"]+)"\s*\{(.*?)^\}', text, re.S | re.M):
            body = re.sub(r"#[^\n]*", "", match.group(2))
            found = re.search(r"^\s*input\s+([^\n]+?)\s*$", body, re.M)
            networks[match.group(1)] = found.group(1) if found else None
    return networks


def catalog_gpus():
    """{CUDA device name: catalog GPU name} from the catalog's cuda_name lines."""
    names = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "catalog", "gpus", "*.dsl"))):
        gpu = None
        with open(path) as f:
            for line in f:
                start = re.match(r'\s*gpu\s+"([^"]+)"', line)
                if start:
                    gpu = start.group(1)
                cuda = re.match(r"\s*cuda_name\s+(.*)$", line)
                if cuda and gpu:
                    for name in re.findall(r'"([^"]+)"', cuda.group(1)):
                        names[name] = gpu
    return names


def slug(text):
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def version_text(document, family):
    parts = [f"torch {document.get('torch', '')}"]
    if document.get("cuda"):
        parts.append(f"CUDA {document['cuda']}")
    if document.get("cudnn"):
        parts.append(f"cuDNN {document['cudnn']}")
    if document.get("driver"):
        parts.append(f"driver {document['driver']}")
    if family in LANGUAGE_FAMILIES:
        parts.append(f"transformers {document.get('transformers', '')}")
    else:
        parts.append(f"torchvision {document.get('torchvision', '')}")
    return ", ".join(parts)


def settings_text(document, run):
    """What the run did, in the words of the CSVs' settings column."""
    family, precision = run["family"], run["precision"]
    parts = []
    if family in LANGUAGE_FAMILIES:
        parts.append(f"{run['model']}, random weights, {run['sequence']} tokens of random ids")
        if run.get("attention"):
            parts.append(f"attn_implementation {run.get('attention_effective') or run['attention']}")
    else:
        layout = "NHWC (channels_last)" if run.get("layout") == "nhwc" else "NCHW"
        parts.append(f"{run['model']}, random weights, random {run['image']} x {run['image']} images and labels, {layout}")
    parts.append({"fp32": "fp32", "tf32": "fp32 with matmul TF32 set", "amp-fp16": "autocast fp16 + GradScaler",
                  "bf16": "autocast bf16 (fp32 weights)"}[precision])
    parts.append(f"TF32: cuDNN {run.get('cudnn_allow_tf32')}, matmul {run.get('matmul_allow_tf32')}")
    parts.append("SGD momentum 0.9" if run["optimizer"] == "momentum" else "AdamW (PyTorch default, foreach)")
    if run.get("learning_rate"):
        parts[-1] += f", learning rate {run['learning_rate']:g}"
    parts.append("no torch.compile, cudnn.benchmark False")
    parts.append(f"{run.get('warmup_steps')} warm-up + {run.get('steps')} timed steps, one CUDA event pair")
    parts.append("zero_grad(set_to_none=True) each step")
    return "; ".join(parts)


def workload_text(run, task):
    words = [f"task {task}", f"precision {DSL_PRECISION[run['precision']]}", f"optimizer {run['optimizer']}"]
    if run.get("attention"):
        words.append(f"attention {'eager' if run['attention'] == 'eager' else 'flash'}")
    words.append(f"batch {run['batch']}")
    if run["family"] in LANGUAGE_FAMILIES:
        words.append(f"sequence {run['sequence']}")
    return "  ".join(words)


def skip_reason(run):
    """Why a run gives no rows, or None."""
    if run.get("error"):
        return f"error: {run['error'][:200]}"
    if run.get("family") not in FAMILIES:
        return f"unknown family {run.get('family')!r}"
    if run.get("amp_skipped_steps"):
        return f"the GradScaler skipped {run['amp_skipped_steps']} timed steps"
    if run.get("expected_parameters") and run.get("parameters") != run["expected_parameters"]:
        return f"{run.get('parameters')} parameters, the reference has {run['expected_parameters']}"
    return None


def throughput_row(run, context):
    network = FAMILIES[run["family"]][0]
    language = run["family"] in LANGUAGE_FAMILIES
    image = f"{run.get('image')} x {run.get('image')} x 3"
    if not language and context["networks"].get(network) != image:
        return None, f"{network!r} is built for input {context['networks'].get(network)!r}, the run had {image!r}"
    name, gpu = run["name"], context["gpu"]
    return {
        "id": f"torch-{name}-{slug(gpu)}", "model": network, "gpu": gpu, "card": context["card"],
        "framework": "PyTorch", "version": context["version"], "batch": str(run["batch"]),
        "precision": run["precision"], "optimizer": run["optimizer"],
        # PyTorch's scaled_dot_product_attention runs fused kernels, which keep no scores: `flash`.
        "attention": {"eager": "eager", "sdpa": "flash"}.get(run.get("attention"), ""), "gpus": "1",
        "samples_per_second": f"{run['samples_per_second']:.2f}", "peak_memory_gib": "",
        "settings": context["settings"] + (f"; peak memory: memory.csv row g1-{name}" if run.get("peak_allocated_bytes") else ""),
        "source": f"bench/accuracy/torch_runs.py (this repository), run on {context['date']}",
        "table": f"{context['cite']} run {name}",
        "sequence": str(run["sequence"]) if language else "",
        # torch_runs.py leaves image models in PyTorch's default memory format, channels-first,
        # unless the configuration says nhwc (channels_last).
        "layout": "" if language else run.get("layout") or "nchw",
        # torch_runs.py runs PyTorch's eager mode (no torch.compile).
        "compiled": "",
    }, None


def memory_row(run, context):
    if not run.get("peak_allocated_bytes"):
        return None, "no peak_allocated_bytes"
    network, task, builds = FAMILIES[run["family"]]
    name, peak = run["name"], run["peak_allocated_bytes"]
    return {
        "id": f"g1-{name}", "source": MEMORY_SOURCE, "model": network, "workload": workload_text(run, task),
        "card": context["card"], "framework": f"PyTorch, {builds}", "version": context["version"],
        "peak_memory": f"{peak / 2**20:.1f} MiB", "kind": "allocated",
        "settings": context["settings"] + "; torch.cuda.max_memory_allocated() over the timed steps (reset after the warm-up)",
        "url": context["cite"], "quote": f'"peak_allocated_bytes": {peak} (run {name})',
    }, None


def build_rows(document, args):
    """(measured rows, memory rows, [left-out notes]) from the JSON."""
    if document.get("mode") == "smoke":
        sys.exit(f"{args.json}: a --smoke run (tiny models on the CPU): no rows")
    networks = read_networks(sorted(glob.glob(os.path.join(ROOT, "rules", "networks", "*.dsl")))
                             + [os.path.join(HERE, "networks.dsl"), os.path.join(ROOT, "bench", "memory", "published.dsl")])
    device = document.get("device", "")
    gpu = args.gpu or catalog_gpus().get(device)
    if not gpu:
        sys.exit(f"{args.json}: device {device!r} is no cuda_name of the catalog (give --gpu NAME)")
    measured, memory, left_out = [], [], []
    for run in document.get("runs", []):
        name = run.get("name", "?")
        reason = skip_reason(run)
        if reason:
            left_out.append(f"{name}: {reason}")
            continue
        if FAMILIES[run["family"]][0] not in networks:
            left_out.append(f"{name}: network {FAMILIES[run['family']][0]!r} is not declared")
            continue
        context = {"networks": networks, "gpu": gpu, "card": args.card or re.sub(r"^NVIDIA\s+", "", device),
                   "date": args.date or (document.get("started") or "")[:10], "cite": args.cite,
                   "version": version_text(document, run["family"]), "settings": settings_text(document, run)}
        for rows, make, what in ((measured, throughput_row, "measured.csv"), (memory, memory_row, "memory.csv")):
            row, why_not = make(run, context)
            if row:
                rows.append(row)
            else:
                left_out.append(f"{name}: no {what} row: {why_not}")
    return measured, memory, left_out


def csv_text(rows, columns, newline):
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator=newline)
    for row in rows:
        writer.writerow(row)
    return out.getvalue()


def append(path, rows, columns):
    """Appends rows whose id the file does not have, in the file's own line endings."""
    with open(path, "rb") as f:
        data = f.read()
    first = data.split(b"\n", 1)[0]
    newline = "\r\n" if first.endswith(b"\r") else "\n"
    header = next(csv.reader(io.StringIO(data.decode("utf-8").split(newline, 1)[0] + newline)))
    if header != columns:
        sys.exit(f"{path}: its columns {header} are not {columns}")
    with open(path, newline="") as f:
        existing = {row["id"] for row in csv.DictReader(f)}
    fresh = [r for r in rows if r["id"] not in existing]
    for r in rows:
        if r["id"] in existing:
            print(f"{shown(path)}: already has {r['id']}, not appended", file=sys.stderr)
    if not fresh:
        return 0
    text = csv_text(fresh, columns, newline)
    with open(path, "ab") as f:
        if data and not data.endswith(b"\n"):
            f.write(newline.encode())
        f.write(text.encode("utf-8"))
    return len(fresh)


def shown(path):
    """path relative to the repository when it is inside it."""
    relative = os.path.relpath(os.path.abspath(path), ROOT)
    return path if relative.startswith("..") else relative


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", required=True, help="the torch-runs.json that torch_runs.py wrote")
    parser.add_argument("--append", action="store_true", help="append to measured.csv and memory.csv")
    parser.add_argument("--measured", default=os.path.join(HERE, "measured.csv"))
    parser.add_argument("--memory", default=os.path.join(HERE, "memory.csv"))
    parser.add_argument("--cite", default=DEFAULT_CITE,
                        help=f"the repository path the rows cite for the JSON (default {DEFAULT_CITE})")
    parser.add_argument("--date", help="the run's date for `source` (default: the JSON's `started`)")
    parser.add_argument("--gpu", help="the catalog's GPU name (default: the catalog card whose cuda_name is the device)")
    parser.add_argument("--card", help="the card's name (default: the device name less 'NVIDIA ')")
    args = parser.parse_args()
    with open(args.json) as f:
        document = json.load(f)
    measured, memory, left_out = build_rows(document, args)
    for note in left_out:
        print(f"left out: {note}", file=sys.stderr)
    if args.append:
        n = append(args.measured, measured, MEASURED_COLUMNS)
        m = append(args.memory, memory, MEMORY_COLUMNS)
        print(f"appended {n} rows to {shown(args.measured)} and {m} to {shown(args.memory)}", file=sys.stderr)
    else:
        sys.stdout.write(f"# measured.csv ({len(measured)} rows)\n")
        sys.stdout.write(csv_text(measured, MEASURED_COLUMNS, "\n"))
        sys.stdout.write(f"# memory.csv ({len(memory)} rows; CRLF in the file)\n")
        sys.stdout.write(csv_text(memory, MEMORY_COLUMNS, "\n"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
