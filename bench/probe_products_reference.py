#!/usr/bin/env python3
"""The workload probe's products timed through PyTorch, beside the probe's own times
(bench/gpu/session.sh runs it; it needs torch and a GPU).

    probe_products_reference.py PROBE_JSON PRECISION

PROBE_JSON is `advise probe --workload FILE --format json` output; PRECISION the workload's
(fp32, tf32, fp16, bf16). Each product runs as a framework runs it: F.conv2d (cuDNN with benchmark
mode off, PyTorch's default; NCHW in fp32, channels_last in 16 bits, as the probe lays them out)
or torch.matmul / torch.bmm, on random data, timed as the
probe times products (bench/probe_reference.py's method with 0.05 s of warm-up and three windows
over 0.15 s). Prints each product's probe and PyTorch times and their ratio, and the ratio of
the sums; exit 1 when the sums differ by more than 10 %."""
import json
import sys

import torch
import torch.nn.functional as F

import probe_reference

probe_reference.WARM_UP_SECONDS, probe_reference.TIMED_SECONDS, probe_reference.WINDOWS = 0.05, 0.15, 3
DTYPES = {"fp32": torch.float32, "tf32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
device = torch.device("cuda")


def torch_seconds(p, dtype):
    if p["kind"] == "convolution":
        # 16-bit in channels_last, the NHWC layout the probe gives cuDNN's tensor-core kernels.
        layout = torch.channels_last if dtype != torch.float32 else torch.contiguous_format
        x = torch.randn(p["count"], p["channels"], p["height"], p["width"], device=device, dtype=dtype)
        w = torch.randn(p["filters"], p["channels"], p["kernel"], p["kernel_width"], device=device, dtype=dtype)
        x, w = x.to(memory_format=layout), w.to(memory_format=layout)
        work = lambda: F.conv2d(x, w, stride=p["stride"], padding=(p["padding"], p["padding_width"]))
    elif p["count"] > 1:
        a = torch.randn(p["count"], p["m"], p["k"], device=device, dtype=dtype)
        b = torch.randn(p["count"], p["k"], p["n"], device=device, dtype=dtype)
        work = lambda: torch.bmm(a, b)
    else:
        a = torch.randn(p["m"], p["k"], device=device, dtype=dtype)
        b = torch.randn(p["k"], p["n"], device=device, dtype=dtype)
        work = lambda: a @ b
    return probe_reference.sustained(work)[0]


def main():
    probe = json.load(open(sys.argv[1]))
    precision = sys.argv[2]
    torch.backends.cuda.matmul.allow_tf32 = precision == "tf32"
    print(f"device: {probe['device']}, torch {torch.__version__}, precision {precision}")
    print(f"{'probe ms':>9s} {'torch ms':>9s} {'ratio':>6s}  product (probe's method)")
    ours = theirs = 0.0
    for p in probe.get("products", []):
        if p["seconds"] <= 0:
            print(f"{'-':>9s} {'-':>9s} {'-':>6s}  {p['product']} ({p['method']})")
            continue
        reference = torch_seconds(p, DTYPES[precision])
        ours += p["seconds"]
        theirs += reference
        print(f"{p['seconds'] * 1e3:9.3f} {reference * 1e3:9.3f} {p['seconds'] / reference:6.3f}  "
              f"{p['product']} ({p['method']})")
    ratio = ours / theirs if theirs else float("nan")
    print(f"{ours * 1e3:9.3f} {theirs * 1e3:9.3f} {ratio:6.3f}  all products, each once")
    sys.exit(0 if abs(ratio - 1) <= 0.10 else 1)


if __name__ == "__main__":
    main()
