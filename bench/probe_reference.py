#!/usr/bin/env python3
"""PyTorch's figures for the work `advise probe` times, with the probe's method, and the ratio of
each probe figure to its reference (bench/probe-validate.sh runs it; it needs torch and a GPU).

    probe_reference.py PROBE_JSON PROBE_SECONDS

Every ratio must lie in [0.95, 1.05] and the full probe must take under 30 s; exit 1 otherwise."""
import json
import math
import re
import statistics
import sys

import torch

BAND = (0.95, 1.05)
WARM_UP_SECONDS, TIMED_SECONDS, WINDOWS = 0.2, 0.5, 5  # as kernels/probe_context.h, full probe
device = torch.device("cuda")

try:
    import pynvml
    pynvml.nvmlInit()
    _nvml = pynvml.nvmlDeviceGetHandleByIndex(torch.cuda.current_device())
except Exception:  # no NVML: the clocks are left out
    _nvml = None


def sm_clock():
    return pynvml.nvmlDeviceGetClockInfo(_nvml, pynvml.NVML_CLOCK_SM) if _nvml else 0


def sustained(work):
    """Seconds per call: the median of WINDOWS windows of back-to-back calls after warm-up, and
    the median SM clock read while each window ran."""
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)

    def timed(calls, read_clock=False):
        start.record()
        for _ in range(calls):
            work()
        clock = sm_clock() if read_clock else 0
        stop.record()
        stop.synchronize()
        return start.elapsed_time(stop) / 1e3, clock

    timed(1)
    first = max(timed(1)[0], 1e-7)
    warm = max(1, math.ceil(WARM_UP_SECONDS / first))
    per_call = max(timed(warm)[0] / warm, 1e-7)
    calls = max(1, math.ceil(TIMED_SECONDS / WINDOWS / per_call))
    windows = [timed(calls, True) for _ in range(WINDOWS)]
    clocks = [c for _, c in windows if c]
    return statistics.median(s / calls for s, _ in windows), (statistics.median(clocks) if clocks else 0)


def copy_rate(total_bytes):
    n = total_bytes // 4
    x = torch.rand(n, device=device)
    y = torch.empty_like(x)
    seconds, clock = sustained(lambda: y.copy_(x))
    return 2 * n * 4 / seconds, clock


def triad_rate(total_bytes):
    n = total_bytes // 4
    a, b = torch.rand(n, device=device), torch.rand(n, device=device)
    c = torch.empty_like(a)
    seconds, clock = sustained(lambda: torch.add(a, b, alpha=3.0, out=c))
    return 3 * n * 4 / seconds, clock


FMA_CHAIN = """
template <typename T> T fma_chain(T x, T m, T c) {
  T a0 = x, a1 = x + T(1), a2 = x + T(2), a3 = x + T(3);
  for (int i = 0; i < 1024; ++i) { a0 = a0 * m + c; a1 = a1 * m + c; a2 = a2 * m + c; a3 = a3 * m + c; }
  return a0 + a1 + a2 + a3;
}"""


def fma_fp32_rate():
    """FP32 FMA chains in PyTorch's element-wise kernel template (jiterator, NVRTC): four
    chains of 1024 multiply-adds an element, compute bound."""
    chain = torch.cuda.jiterator._create_jit_fn(FMA_CHAIN)
    n = 1 << 24
    x = torch.rand(n, device=device)
    m, c = torch.full_like(x, 0.999), torch.full_like(x, 1e-3)
    seconds, clock = sustained(lambda: chain(x, m, c))
    return n * 4 * 1024 * 2 / seconds, clock


def triton_fma_rate(dtype):
    """FMA chains in a Triton kernel (Triton fuses a * m + c into one FMA): four chains of 1024
    an element in the element type; an FP16 kernel may pack two lanes per instruction as half2."""
    import triton
    import triton.language as tl

    @triton.jit
    def fma_chains(x_ptr, out_ptr, ITERATIONS: tl.constexpr, BLOCK: tl.constexpr):
        offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offsets)
        m = tl.full([BLOCK], 0.999, x.dtype)
        c = tl.full([BLOCK], 0.001, x.dtype)
        a0, a1, a2, a3 = x, x + c, x - c, x * m
        for _ in range(ITERATIONS):
            a0 = a0 * m + c
            a1 = a1 * m + c
            a2 = a2 * m + c
            a3 = a3 * m + c
        tl.store(out_ptr + offsets, a0 + a1 + a2 + a3)

    n, block = 1 << 24, 1024
    x = torch.rand(n, device=device, dtype=dtype)
    out = torch.empty_like(x)
    seconds, clock = sustained(lambda: fma_chains[(n // block,)](x, out, ITERATIONS=1024, BLOCK=block))
    return n * 4 * 1024 * 2 / seconds, clock


# Tile shapes for the Triton INT8 products (block M, N, K, pipeline stages, warps): the fastest of
# Inductor's INT8 configurations on the H200. Each needs 144 KB of shared memory (3 stages of
# 48 KB); where a card has less, its Triton candidates fail, are reported, and the others count.
TRITON_INT8_TILES = ((128, 256, 128, 3, 8), (256, 128, 128, 3, 8))
# The probe's square shapes (kernels/gemm_probe.cpp, full probe): its best counts, and so does the
# reference's best over the same shapes.
PROBE_SHAPES = (4096, 8192, 16384)


def triton_int8_products():
    """INT8 x INT8 -> INT32 products in Triton (tl.dot runs on the tensor cores), as
    {name: run(a, b_nk, c, tile)}, B given as N x K (each column of the product contiguous, as the
    tensor cores read INT8): "pointer" loads tiles through pointers, one program a tile; "TMA
    persistent" loads them with the tensor memory accelerator (Hopper and later), one program an
    SM walking the tiles. Tiles are walked in groups of 8 rows of tiles so that operand tiles stay
    in L2. On the H200 at 16384^3 the TMA product reached 1255 TOPS, the pointer one 1147, Inductor
    1141 and torch._int_mm 923; one program a tile with TMA, 1232; 128 x 128 tiles, at most 1088."""
    import triton
    pointer_product, tma_product = triton_int8_kernels()

    def pointer(a, b_nk, c, tile):
        bm, bn, bk, stages, warps = tile
        (m, k), n = a.shape, b_nk.shape[0]
        pointer_product[(triton.cdiv(m, bm) * triton.cdiv(n, bn),)](
            a, b_nk, c, m, n, k, BM=bm, BN=bn, BK=bk, num_stages=stages, num_warps=warps)

    def tma(a, b_nk, c, tile):
        from triton.tools.tensor_descriptor import TensorDescriptor
        bm, bn, bk, stages, warps = tile
        (m, k), n = a.shape, b_nk.shape[0]
        tiles = triton.cdiv(m, bm) * triton.cdiv(n, bn)
        programs = min(tiles, torch.cuda.get_device_properties(device).multi_processor_count)
        tma_product[(programs,)](TensorDescriptor.from_tensor(a, [bm, bk]), TensorDescriptor.from_tensor(b_nk, [bn, bk]),
                                 c, m, n, k, BM=bm, BN=bn, BK=bk, PROGRAMS=programs, num_stages=stages, num_warps=warps)

    return {"pointer": pointer, "TMA persistent": tma}


def triton_int8_kernels():
    """The Triton kernels of triton_int8_products: (pointer_product, tma_product). They load and
    store without masks: every shape of PROBE_SHAPES is a multiple of every tile of
    TRITON_INT8_TILES."""
    import triton
    import triton.language as tl

    @triton.jit
    def tile_of(tile, tiles_m, tiles_n):
        first_m = tile // (8 * tiles_n) * 8
        rows = min(tiles_m - first_m, 8)
        return first_m + (tile % (8 * tiles_n)) % rows, (tile % (8 * tiles_n)) // rows

    @triton.jit
    def pointer_product(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        pid_m, pid_n = tile_of(tl.program_id(0), tl.cdiv(M, BM), tl.cdiv(N, BN))
        rm, rn, rk = pid_m * BM + tl.arange(0, BM), pid_n * BN + tl.arange(0, BN), tl.arange(0, BK)
        a = a_ptr + rm[:, None] * K + rk[None, :]
        b = b_ptr + rn[None, :] * K + rk[:, None]
        acc = tl.zeros((BM, BN), dtype=tl.int32)
        for _ in range(0, tl.cdiv(K, BK)):
            acc += tl.dot(tl.load(a), tl.load(b))
            a += BK
            b += BK
        tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)

    @triton.jit
    def tma_product(a_desc, b_desc, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                    PROGRAMS: tl.constexpr):
        tiles_m, tiles_n = tl.cdiv(M, BM), tl.cdiv(N, BN)
        for tile in tl.range(tl.program_id(0), tiles_m * tiles_n, PROGRAMS):
            pid_m, pid_n = tile_of(tile, tiles_m, tiles_n)
            acc = tl.zeros((BM, BN), dtype=tl.int32)
            for k in range(0, tl.cdiv(K, BK)):
                acc = tl.dot(a_desc.load([pid_m * BM, k * BK]), b_desc.load([pid_n * BN, k * BK]).T, acc,
                             out_dtype=tl.int32)
            rm, rn = pid_m * BM + tl.arange(0, BM), pid_n * BN + tl.arange(0, BN)
            tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)

    return pointer_product, tma_product


def inductor_int_mm(a, b):
    """torch._int_mm compiled by Inductor with max-autotune, which times its Triton templates
    against the library call and keeps the fastest."""
    product = torch.compile(torch._int_mm, mode="max-autotune-no-cudagraphs", dynamic=False)
    return lambda: product(a, b)


def int8_candidates(n):
    """(description, work) for every INT8 product PyTorch offers on n x n random operands:
    torch._int_mm with the second operand column-major (row-major ran at a seventh of its rate on
    the H200), and the Triton products over TRITON_INT8_TILES."""
    a = torch.randint(-127, 128, (n, n), device=device, dtype=torch.int8)
    b_nk = torch.randint(-127, 128, (n, n), device=device, dtype=torch.int8)
    out = torch.empty(n, n, device=device, dtype=torch.int32)
    yield "torch._int_mm, column-major B", lambda: torch._int_mm(a, b_nk.t())
    yield "torch.compile(torch._int_mm), max-autotune", inductor_int_mm(a, b_nk.t())
    for kind, run in triton_int8_products().items():
        for tile in TRITON_INT8_TILES:
            yield f"Triton {kind}, tile {tile[0]}x{tile[1]}x{tile[2]}, {tile[3]} stages, {tile[4]} warps", \
                lambda run=run, tile=tile: run(a, b_nk, out, tile)


def int8_rate():
    """The fastest of PyTorch's INT8 products (int8_candidates) over PROBE_SHAPES; each
    candidate's rate printed. torch._int_mm alone is no reference: on the H200 it reached 923
    TOPS where the probe's cuBLASLt product reached the FP8 rate, which the datasheet gives INT8 too."""
    best = None
    for n in PROBE_SHAPES:
        for what, work in int8_candidates(n):
            try:
                seconds, clock = sustained(work)
            except Exception as e:  # a candidate this card or this Triton cannot run
                cause = e.__cause__ or e
                print(f"  int8 candidate failed: {what}: {type(cause).__name__}: {str(cause).strip()[-300:]}")
                continue
            rate = 2 * n ** 3 / seconds
            print(f"  int8 candidate {rate / 1e12:9.1f} TOPS at {clock:.0f} MHz: {what}, {n}^3")
            if best is None or rate > best[0]:
                best = (rate, clock)
        torch.cuda.empty_cache()
    if best is None:
        raise RuntimeError("no INT8 product ran")
    return best


def matmul_rate(kind, n):
    """Products of random n x n operands through PyTorch: fp16, bf16, tf32, fp8."""
    if kind in ("fp16", "bf16"):
        dtype = torch.float16 if kind == "fp16" else torch.bfloat16
        a, b = torch.randn(n, n, device=device, dtype=dtype), torch.randn(n, n, device=device, dtype=dtype)
        work = lambda: a @ b
    elif kind == "tf32":
        torch.backends.cuda.matmul.allow_tf32 = True
        a, b = torch.randn(n, n, device=device), torch.randn(n, n, device=device)
        work = lambda: a @ b
    elif kind == "fp8":
        a = torch.randn(n, n, device=device).to(torch.float8_e4m3fn)
        b = torch.randn(n, n, device=device).to(torch.float8_e4m3fn).t()  # column-major, as _scaled_mm needs
        one = torch.ones((), device=device)
        work = lambda: torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    seconds, clock = sustained(work)
    torch.backends.cuda.matmul.allow_tf32 = False
    return 2 * n ** 3 / seconds, clock


def best_shape(method):
    found = re.search(r"best shape (\d+)\^3", method)
    return int(found.group(1)) if found else 8192


def references(probe):
    """(probe fact, description, reference function) for every fact the probe measured; a fact
    listed twice is checked against both references."""
    facts = probe["facts"]
    bandwidth_bytes = 1 << 30
    rows = [("bandwidth", "device copy, 1 GiB", lambda: copy_rate(bandwidth_bytes)),
            ("triad_bandwidth", "torch.add(a, b, alpha=3), 1 GiB each", lambda: triad_rate(bandwidth_bytes)),
            ("fp32", "FP32 FMA chains, jiterator", fma_fp32_rate),
            ("fp32", "FP32 FMA chains, Triton", lambda: triton_fma_rate(torch.float32)),
            ("fp16", "FP16 FMA chains, Triton", lambda: triton_fma_rate(torch.float16))]
    for fact, kind in (("tensor_fp16", "fp16"), ("tensor_bf16", "bf16"), ("tensor_tf32", "tf32"),
                       ("tensor_fp8", "fp8")):
        if fact in facts:
            n = best_shape(facts[fact]["method"])
            rows.append((fact, f"{kind} product {n}^3", lambda kind=kind, n=n: matmul_rate(kind, n)))
    if "tensor_int8" in facts:
        rows.append(("tensor_int8", "int8 product, fastest of PyTorch's (above) over the probe's shapes", int8_rate))
    return rows


def main():
    probe = json.load(open(sys.argv[1]))
    probe_seconds = float(sys.argv[2])
    facts = probe["facts"]
    print(f"device: {probe['device']} (catalog: {probe['catalog_gpu']}), driver {probe['driver']}, "
          f"runtime {probe['runtime']}, torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}")
    print(f"{'figure':16s} {'probe':>11s} {'clock':>6s} {'reference':>11s} {'clock':>6s} {'ratio':>6s}  reference")
    ok = True
    for fact, what, reference in references(probe):
        if fact not in facts:
            print(f"{fact:16s} not measured by the probe")
            ok = False
            continue
        try:
            theirs, their_clock = reference()
        except Exception as e:  # a reference PyTorch cannot run here: reported, and a failure
            print(f"{fact:16s} reference failed: {type(e).__name__}: {str(e).splitlines()[0][:120]}")
            ok = False
            continue
        ours, our_clock = facts[fact]["value"], facts[fact].get("sm_clock_mhz", 0)
        ratio = ours / theirs
        inside = BAND[0] <= ratio <= BAND[1]
        ok = ok and inside
        print(f"{fact:16s} {ours / 1e12:11.3f} {our_clock:6.0f} {theirs / 1e12:11.3f} {their_clock:6.0f} "
              f"{ratio:6.3f}{'' if inside else ' OUTSIDE'}  {what}")
    print("(figures in T/s: TB/s for bandwidth, TFLOPS or TOPS; clocks in MHz, NVML, during the windows)")
    fast = probe_seconds < 30
    print(f"full probe: {probe_seconds:.1f} s {'(under 30 s)' if fast else '(OVER 30 s)'}")
    print(f"every ratio in [{BAND[0]}, {BAND[1]}]" if ok else "some ratios outside the band or missing")
    sys.exit(0 if ok and fast else 1)


if __name__ == "__main__":
    main()
