#!/usr/bin/env python3
"""Measures the training throughput and peak GPU memory of real PyTorch training steps on
synthetic data, for bench/accuracy's measured.csv and memory.csv (torch_rows.py turns the JSON
this writes into rows of both).

    python3 bench/accuracy/torch_runs.py --out DIR [--budget S] [--only NAME,...] [--quick]
    python3 bench/accuracy/torch_runs.py --out DIR --smoke      # every code path, on the CPU
    python3 bench/accuracy/torch_runs.py --list                 # the configurations, in order

Needs torch, torchvision and transformers (built from configurations with random weights: no
download). Writes DIR/torch-runs.json, rewritten whole after every configuration, so a run that
is killed still leaves what it measured.

What one configuration does (CONFIGS below, run in that order, cheap and most informative first):
build the model on the GPU (fixed seed), its optimizer and a synthetic batch on the GPU (random
inputs and labels); run the warm-up steps (5; 2 with --quick); torch.cuda.synchronize();
torch.cuda.reset_peak_memory_stats(); time the N steps (15; 3 with --quick) with one pair of CUDA
events around the whole loop. A step is zero_grad(set_to_none=True), the forward pass (under
torch.autocast for the amp-fp16 and bf16 configurations), the loss, the backward pass (through a
GradScaler for amp-fp16) and optimizer.step(). Recorded per configuration: samples/s = batch x N /
seconds (and tokens/s for language models), torch.cuda.max_memory_allocated() and
max_memory_reserved() over the timed steps, torch.cuda.memory_allocated() after building the
model and optimizer (before the first step: the optimizer's state does not exist yet), the
parameter count, and the TF32 switches as they were.

The JSON: {"device", "torch", "cuda", "cudnn", "driver" (nvidia-smi's, or ""), "started" (UTC),
"mode" (full, quick or smoke), "torchvision", "transformers", "defaults" (the TF32 switches before
any run), ..., "runs": [...]}; a run has name, family, model, batch, sequence or image, precision
(fp32, tf32, amp-fp16, bf16), optimizer (momentum, adamw), learning_rate, attention, layout (nchw
or nhwc for an image model, "" for a language model; absent from the runs of 2026-11-26, which
were all nchw), warmup_steps, steps, seconds,
samples_per_second, tokens_per_second, peak_allocated_bytes, peak_reserved_bytes,
static_allocated_bytes (model and optimizer, before the batch and the first step), input_bytes,
after_steps_allocated_bytes, parameters, expected_parameters, attention_effective (transformers'),
amp_skipped_steps (GradScaler), num_alloc_retries, matmul_allow_tf32, cudnn_allow_tf32, the
versions and device, wall_seconds and error ("" when it ran).

PyTorch's defaults are kept: no channels_last (but in the configurations whose layout is "nhwc":
model and input converted with memory_format=torch.channels_last), no torch.compile,
cudnn.benchmark False, TF32
switches untouched (so "fp32" is PyTorch's default fp32: cuDNN convolutions may use TF32,
matrix products do not). Only a "tf32" configuration sets torch.backends.cuda.matmul.allow_tf32
(restored after it); none of the shipped list is one.

Robustness: every configuration runs in its own try/except (out-of-memory and any other error is
recorded in its "error" and the run goes on); a configuration is not started when the elapsed time
plus its estimate exceeds --budget (default 210 s; it is then recorded with error
"skipped: budget"). Progress lines go to stderr.

--smoke runs every configuration on the CPU with tiny sizes (batch 2, 32 tokens, 80 x 80 images,
2-layer transformers; ResNet-50 keeps its layers) and 1 warm-up + 2 timed steps, to test the code
paths where torch has no GPU; its JSON says "mode": "smoke" and torch_rows.py refuses it.
"""
import argparse
import contextlib
import datetime
import gc
import inspect
import json
import math
import os
import platform
import subprocess
import sys
import time

T0 = time.monotonic()
# No network where this runs: models are built from configurations, never downloaded.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


def log(message):
    print(f"[torch_runs {time.monotonic() - T0:7.1f}s] {message}", file=sys.stderr, flush=True)


LEARNING_RATE = {"momentum": 0.1, "adamw": 1e-4}


# name, family, batch, sequence (language models) or image (vision), precision, optimizer,
# attention (transformers' attn_implementation; "sdpa" for torchvision's ViT, whose
# nn.MultiheadAttention calls scaled_dot_product_attention; "" for CNNs), and the seconds the
# configuration is expected to take on an H100 (build, warm-up, timed steps), for --budget, and the
# learning rate where LEARNING_RATE's does not suit the network, and an image model's memory format
# (nchw, PyTorch's default, or nhwc: channels_last).
def _c(name, family, batch, precision, optimizer, attention="", sequence=None, image=None, estimate=10, lr=None,
       layout="nchw"):
    return {"name": name, "family": family, "batch": batch, "sequence": sequence, "image": image,
            "precision": precision, "optimizer": optimizer, "attention": attention, "estimate": estimate,
            "learning_rate": lr or LEARNING_RATE[optimizer], "layout": layout if image else ""}


CONFIGS = [
    _c("resnet50-fp32-b128", "resnet50", 128, "fp32", "momentum", image=224, estimate=14),
    _c("resnet50-amp-b256", "resnet50", 256, "amp-fp16", "momentum", image=224, estimate=12),
    _c("resnet50-bf16-b256", "resnet50", 256, "bf16", "momentum", image=224, estimate=12),
    _c("bert-base-amp-sdpa-b32-s512", "bert-mlm", 32, "amp-fp16", "adamw", "sdpa", sequence=512, estimate=12),
    _c("bert-base-amp-eager-b32-s512", "bert-mlm", 32, "amp-fp16", "adamw", "eager", sequence=512, estimate=14),
    _c("gpt2-bf16-sdpa-b16-s1024", "gpt2", 16, "bf16", "adamw", "sdpa", sequence=1024, estimate=12),
    _c("gpt2-medium-bf16-sdpa-b8-s1024", "gpt2-medium", 8, "bf16", "adamw", "sdpa", sequence=1024, estimate=16),
    _c("llama32-1b-bf16-sdpa-b4-s2048", "llama32-1b", 4, "bf16", "adamw", "sdpa", sequence=2048, estimate=25),
    _c("llama32-1b-bf16-sdpa-b8-s2048", "llama32-1b", 8, "bf16", "adamw", "sdpa", sequence=2048, estimate=30),
    _c("resnet50-fp32-b64", "resnet50", 64, "fp32", "momentum", image=224, estimate=8),
    _c("resnet50-amp-b64", "resnet50", 64, "amp-fp16", "momentum", image=224, estimate=8),
    _c("bert-base-fp32-sdpa-b32-s128", "bert-mlm", 32, "fp32", "adamw", "sdpa", sequence=128, estimate=10),
    _c("gpt2-fp32-sdpa-b8-s1024", "gpt2", 8, "fp32", "adamw", "sdpa", sequence=1024, estimate=15),
    _c("vit-b16-amp-b128", "vit_b_16", 128, "amp-fp16", "adamw", "sdpa", image=224, estimate=14),
    # The CNNs the accuracy issue names besides ResNet-50. VGG and AlexNet at the learning rate of
    # their papers: at 0.1 their random-weight training diverges, and the GradScaler then skips
    # the optimizer step of most timed steps (13 of 15 for VGG-16 on the H200).
    _c("vgg16-fp32-b64", "vgg16", 64, "fp32", "momentum", image=224, estimate=12, lr=0.01),
    _c("vgg16-amp-b128", "vgg16", 128, "amp-fp16", "momentum", image=224, estimate=12, lr=0.01),
    _c("alexnet-fp32-b256", "alexnet", 256, "fp32", "momentum", image=224, estimate=8, lr=0.01),
    _c("alexnet-amp-b256", "alexnet", 256, "amp-fp16", "momentum", image=224, estimate=8, lr=0.01),
    _c("inception3-fp32-b64", "inception_v3", 64, "fp32", "momentum", image=299, estimate=14),
    _c("inception3-amp-b128", "inception_v3", 128, "amp-fp16", "momentum", image=299, estimate=14),
    # The same 16-bit CNNs channels-last, where cuDNN needs no layout conversions (timm's NHWC
    # runs are the fit split's evidence for the conversions' cost; these are a second card's).
    _c("resnet50-amp-b256-nhwc", "resnet50", 256, "amp-fp16", "momentum", image=224, estimate=12, layout="nhwc"),
    _c("vgg16-amp-b128-nhwc", "vgg16", 128, "amp-fp16", "momentum", image=224, estimate=12, lr=0.01, layout="nhwc"),
    _c("alexnet-amp-b256-nhwc", "alexnet", 256, "amp-fp16", "momentum", image=224, estimate=8, lr=0.01,
       layout="nhwc"),
    _c("inception3-amp-b128-nhwc", "inception_v3", 128, "amp-fp16", "momentum", image=299, estimate=14,
       layout="nhwc"),
]

# What each family builds, for the JSON's "model" field.
MODEL_TEXT = {
    "resnet50": "torchvision.models.resnet50() (1000 classes), CrossEntropyLoss",
    "vgg16": "torchvision.models.vgg16() (1000 classes), CrossEntropyLoss",
    "alexnet": "torchvision.models.alexnet() (1000 classes), CrossEntropyLoss",
    "inception_v3": "torchvision.models.inception_v3(aux_logits=False, init_weights=True) (1000 classes), CrossEntropyLoss",
    "vit_b_16": "torchvision.models.vit_b_16() (1000 classes), CrossEntropyLoss",
    "bert-mlm": "transformers BertForMaskedLM(BertConfig()) (bert-base-uncased sizes), labels = input_ids",
    "gpt2": "transformers GPT2LMHeadModel(GPT2Config()) (124M), labels = input_ids",
    "gpt2-medium": "transformers GPT2LMHeadModel(GPT2Config(n_embd=1024, n_layer=24, n_head=16)), labels = input_ids",
    "llama32-1b": ("transformers LlamaForCausalLM(LlamaConfig(Llama-3.2-1B sizes, tie_word_embeddings=True)), "
                   "fp32 weights, labels = input_ids"),
}
# Reference parameter counts (rules/networks/*.dsl and bench/accuracy/networks.dsl comments;
# BertForMaskedLM: BERT-base without its pooler, plus the MLM head's transform and decoder bias).
EXPECTED_PARAMETERS = {
    "resnet50": 25_557_032, "vgg16": 138_357_544, "alexnet": 61_100_840, "inception_v3": 23_834_568,
    "vit_b_16": 86_567_656, "bert-mlm": 109_514_298,
    "gpt2": 124_439_808, "gpt2-medium": 354_823_168, "llama32-1b": 1_235_814_400,
}
LANGUAGE_FAMILIES = {"bert-mlm", "gpt2", "gpt2-medium", "llama32-1b"}
# The convolutional networks, built by torchvision with random weights (Inception-v3 without its
# auxiliary classifier, as rules/networks/inception_v3.dsl declares it).
TORCHVISION_CNNS = {
    "resnet50": lambda models: models.resnet50(),
    "vgg16": lambda models: models.vgg16(),
    "alexnet": lambda models: models.alexnet(),
    "inception_v3": lambda models: models.inception_v3(aux_logits=False, init_weights=True),
}


def cudnn_version_text(torch):
    try:
        v = torch.backends.cudnn.version()
    except Exception:
        return ""
    if not v:
        return ""
    if v >= 90000:  # cuDNN 9: major * 10000 + minor * 100 + patch
        return f"{v // 10000}.{(v % 10000) // 100}.{v % 100}"
    return f"{v // 1000}.{(v % 1000) // 100}.{v % 100}"  # cuDNN 8: major * 1000 + minor * 100 + patch


def tf32_switches(torch):
    """The TF32 switches as they are now (None where reading one fails)."""
    result = {}
    for key, read in (("matmul_allow_tf32", lambda: torch.backends.cuda.matmul.allow_tf32),
                      ("cudnn_allow_tf32", lambda: torch.backends.cudnn.allow_tf32),
                      ("float32_matmul_precision", lambda: torch.get_float32_matmul_precision()),
                      # PyTorch 2.9's TF32 switches (absent before: None)
                      ("matmul_fp32_precision", lambda: torch.backends.cuda.matmul.fp32_precision),
                      ("cudnn_conv_fp32_precision", lambda: torch.backends.cudnn.conv.fp32_precision)):
        try:
            result[key] = read()
        except Exception:
            result[key] = None
    return result


def driver_version():
    try:
        done = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                              capture_output=True, text=True, timeout=20)
        return done.stdout.strip().splitlines()[0].strip() if done.returncode == 0 and done.stdout.strip() else ""
    except Exception:
        return ""


def module_version(name):
    try:
        module = __import__(name)
        return getattr(module, "__version__", "")
    except Exception as e:
        return f"(not importable: {type(e).__name__})"


def write_json(path, document):
    document["updated"] = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(document, f, indent=1)
        f.write("\n")
    os.replace(tmp, path)


# --- models -------------------------------------------------------------------------------------

def hf_model(cls, config, attention):
    """Builds a transformers model with the requested attn_implementation. transformers 5's
    PreTrainedModel._from_config(config, attn_implementation=...) sets config._attn_implementation
    from the keyword, then calls cls(config); the setter on the config is the fallback."""
    try:
        config._attn_implementation = attention
    except Exception:
        pass
    try:
        model = cls._from_config(config, attn_implementation=attention)
    except TypeError:
        model = cls(config)
    effective = getattr(model.config, "_attn_implementation", None)
    if effective != attention and hasattr(model, "set_attn_implementation"):
        model.set_attn_implementation(attention)
    return model


def llama_config(smoke):
    from transformers import LlamaConfig
    sizes = dict(vocab_size=128256, hidden_size=2048, intermediate_size=8192, num_hidden_layers=16,
                 num_attention_heads=32, num_key_value_heads=8, max_position_embeddings=131072,
                 tie_word_embeddings=True, rms_norm_eps=1e-5)
    if smoke:
        sizes.update(vocab_size=1000, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                     num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=128)
    # transformers 5 keeps the RoPE base in rope_parameters (rope_theta still accepted as a
    # keyword for compatibility); 4.x takes rope_theta. The base changes neither speed nor memory.
    try:
        parameters = inspect.signature(LlamaConfig.__init__).parameters
    except (TypeError, ValueError):
        parameters = {}
    if "rope_parameters" in parameters:
        try:
            return LlamaConfig(**sizes, rope_parameters={"rope_type": "default", "rope_theta": 500000.0})
        except Exception as e:
            log(f"LlamaConfig(rope_parameters=...) failed ({type(e).__name__}: {e}); trying rope_theta")
    try:
        return LlamaConfig(**sizes, rope_theta=500000.0)
    except Exception as e:
        log(f"LlamaConfig(rope_theta=...) failed ({type(e).__name__}: {e}); default RoPE base")
        return LlamaConfig(**sizes)


def build_model(config, smoke):
    """Returns (model, notes) for a configuration; notes go into the run's record."""
    family, attention = config["family"], config["attention"]
    notes = {}
    if family in TORCHVISION_CNNS:
        import torchvision
        model = TORCHVISION_CNNS[family](torchvision.models)
    elif family == "vit_b_16":
        import torchvision
        if smoke:
            from torchvision.models.vision_transformer import VisionTransformer
            model = VisionTransformer(image_size=config["image"], patch_size=16, num_layers=2, num_heads=2,
                                      hidden_dim=64, mlp_dim=128)
        else:
            model = torchvision.models.vit_b_16()
    elif family == "bert-mlm":
        from transformers import BertConfig, BertForMaskedLM
        cfg = BertConfig()
        if smoke:
            cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                             intermediate_size=128, max_position_embeddings=64)
        model = hf_model(BertForMaskedLM, cfg, attention)
    elif family in ("gpt2", "gpt2-medium"):
        from transformers import GPT2Config, GPT2LMHeadModel
        if smoke:
            cfg = GPT2Config(vocab_size=1000, n_positions=64, n_embd=64, n_layer=2, n_head=2)
        elif family == "gpt2":
            cfg = GPT2Config()
        else:
            cfg = GPT2Config(n_embd=1024, n_layer=24, n_head=16)
        model = hf_model(GPT2LMHeadModel, cfg, attention)
    elif family == "llama32-1b":
        from transformers import LlamaForCausalLM
        model = hf_model(LlamaForCausalLM, llama_config(smoke), attention)
        try:  # tie_word_embeddings=True: make sure the output layer shares the embedding
            model.tie_weights()
        except Exception as e:
            notes["tie_weights_error"] = f"{type(e).__name__}: {e}"
        try:
            notes["tied_embeddings"] = model.lm_head.weight is model.model.embed_tokens.weight
        except Exception:
            pass
    else:
        raise ValueError(f"unknown family {family!r}")
    if hasattr(model, "config") and family in LANGUAGE_FAMILIES:
        if family != "bert-mlm":
            model.config.use_cache = False
        notes["attention_effective"] = getattr(model.config, "_attn_implementation", None)
    model.train()
    return model, notes


def make_model_on(torch, device, config, smoke):
    """Builds the model directly on the device (fast random initialisation on the GPU); if that
    fails for another reason than memory, builds it on the CPU and moves it."""
    if device.type == "cpu":
        return build_model(config, smoke)
    try:
        with device:
            model, notes = build_model(config, smoke)
        return model.to(device), notes
    except getattr(torch, "OutOfMemoryError", torch.cuda.OutOfMemoryError):
        raise
    except Exception as e:
        log(f"{config['name']}: building on {device} failed ({type(e).__name__}: {e}); building on the CPU")
        gc.collect()
        torch.cuda.empty_cache()
        model, notes = build_model(config, smoke)
        notes["built_on_cpu"] = f"{type(e).__name__}: {e}"[:300]
        return model.to(device), notes


# --- one configuration --------------------------------------------------------------------------

def checked_model(torch, device, config, record, smoke):
    """The model on the device, its parameter count checked against the reference."""
    torch.manual_seed(0)
    if device.type == "cuda":
        torch.cuda.manual_seed_all(0)
        torch.cuda.reset_peak_memory_stats()
        record["allocated_before_build_bytes"] = torch.cuda.memory_allocated()
    log(f"{config['name']}: building")
    model, notes = make_model_on(torch, device, config, smoke)
    record.update(notes)
    record["parameters"] = sum(p.numel() for p in model.parameters())
    expected = None if smoke else EXPECTED_PARAMETERS.get(config["family"])
    record["expected_parameters"] = expected
    log(f"{config['name']}: {record['parameters']:,} parameters"
        + ("" if expected is None else f" (expected {expected:,}{'' if expected == record['parameters'] else ' -- DIFFERS'})")
        + (f", attention {notes['attention_effective']}" if "attention_effective" in notes else ""))
    return model


def make_optimizer(torch, model, config):
    lr = config["learning_rate"]
    if config["optimizer"] == "momentum":
        return torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    return torch.optim.AdamW(model.parameters(), lr=lr)  # foreach: PyTorch's default on CUDA


def synthetic_batch(torch, device, model, config, record):
    """(inputs, labels, loss function or None for a language model's own loss), on the device."""
    torch.manual_seed(1234)
    batch = config["batch"]
    if config["family"] in LANGUAGE_FAMILIES:
        inputs = torch.randint(0, model.config.vocab_size, (batch, record["sequence"]), device=device)
        labels, loss_fn = inputs, None
    else:
        image = record["image"]
        inputs = torch.randn(batch, 3, image, image, device=device)
        labels = torch.randint(0, 1000, (batch,), device=device)
        loss_fn = torch.nn.CrossEntropyLoss()
    record["input_bytes"] = inputs.numel() * inputs.element_size() + (
        0 if labels is inputs else labels.numel() * labels.element_size())
    return inputs, labels, loss_fn


def make_step(torch, device, model, optimizer, config, record, batch):
    """(one training step, its GradScaler or None): autocast for amp-fp16 and bf16, a GradScaler
    for amp-fp16."""
    inputs, labels, loss_fn = batch
    autocast_dtype = {"amp-fp16": torch.float16, "bf16": torch.bfloat16}.get(config["precision"])
    if autocast_dtype is not None:
        autocast = lambda: torch.autocast(device_type=device.type, dtype=autocast_dtype)
    else:
        autocast = contextlib.nullcontext
    scaler = None
    if config["precision"] == "amp-fp16":
        try:
            scaler = torch.amp.GradScaler(device.type)
        except Exception as e:
            if device.type == "cuda":
                raise
            record["scaler_note"] = f"no GradScaler on {device.type}: {type(e).__name__}: {e}"[:300]

    def step():
        optimizer.zero_grad(set_to_none=True)
        with autocast():
            if loss_fn is None:
                loss = model(input_ids=inputs, labels=labels).loss
            else:
                loss = loss_fn(model(inputs), labels)
        if scaler is not None:
            scaler.scale(loss).backward()
            scaler.step(optimizer)
            scaler.update()
        else:
            loss.backward()
            optimizer.step()
    return step, scaler


def timed_steps(torch, device, step, count):
    """Seconds for `count` back-to-back steps: CUDA events on the GPU, the wall clock on the CPU."""
    if device.type == "cuda":
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(count):
            step()
        stop.record()
        stop.synchronize()
        return start.elapsed_time(stop) / 1000.0
    started = time.perf_counter()
    for _ in range(count):
        step()
    return time.perf_counter() - started


def record_memory(torch, record):
    record["peak_allocated_bytes"] = torch.cuda.max_memory_allocated()
    record["peak_reserved_bytes"] = torch.cuda.max_memory_reserved()
    record["after_steps_allocated_bytes"] = torch.cuda.memory_allocated()
    try:
        stats = torch.cuda.memory_stats()
        record["num_alloc_retries"] = stats.get("num_alloc_retries")
        record["num_ooms"] = stats.get("num_ooms")
    except Exception:
        pass


def run_config(torch, device, config, args, record):
    """Fills record with the measurement of one configuration; raises on any failure."""
    is_cuda = device.type == "cuda"
    model = checked_model(torch, device, config, record, args.smoke)
    optimizer = make_optimizer(torch, model, config)
    if is_cuda:
        record["static_allocated_bytes"] = torch.cuda.memory_allocated()
    batch = synthetic_batch(torch, device, model, config, record)
    if config["layout"] == "nhwc":
        model = model.to(memory_format=torch.channels_last)
        batch = (batch[0].to(memory_format=torch.channels_last),) + batch[1:]
    step, scaler = make_step(torch, device, model, optimizer, config, record, batch)

    warmup, steps = record["warmup_steps"], record["steps"]
    log(f"{config['name']}: {warmup} warm-up steps")
    started = time.perf_counter()
    for _ in range(warmup):
        step()
    if is_cuda:
        torch.cuda.synchronize()
    record["warmup_seconds"] = round(time.perf_counter() - started, 3)
    if is_cuda:
        torch.cuda.reset_peak_memory_stats()
    scale_before = scaler.get_scale() if scaler is not None else None

    log(f"{config['name']}: {steps} timed steps")
    seconds = timed_steps(torch, device, step, steps)
    if scaler is not None:
        scale_after = scaler.get_scale()
        record["grad_scale_before"], record["grad_scale_after"] = scale_before, scale_after
        # The scale halves on every skipped step and grows only after 2000 good ones.
        record["amp_skipped_steps"] = (int(round(math.log2(scale_before / scale_after)))
                                       if scale_before and scale_after and scale_after <= scale_before else 0)
    record["seconds"] = seconds
    record["samples_per_second"] = config["batch"] * steps / seconds
    language = config["family"] in LANGUAGE_FAMILIES
    record["tokens_per_second"] = record["samples_per_second"] * record["sequence"] if language else None
    if is_cuda:
        record_memory(torch, record)
    record.update({k: v for k, v in tf32_switches(torch).items()})
    if args.profile and is_cuda:
        record["profile"] = profile_steps(torch, step, seconds / steps)


def profile_steps(torch, step, step_seconds, steps=3):
    """Where a step's time goes: the GPU's kernels (torch.profiler) against the step's time
    measured without the profiler. A GPU busy well under 100 % of the step is waiting for the
    CPU (Python, dispatch, launches)."""
    from torch.profiler import ProfilerActivity, profile
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(steps):
            step()
        torch.cuda.synchronize()
    kernels = [e for e in prof.events() if str(getattr(e, "device_type", "")).endswith("CUDA")]
    by_name = {}
    for e in kernels:
        by_name[e.name] = by_name.get(e.name, 0) + (getattr(e, "device_time", None) or getattr(e, "cuda_time", 0) or 0)
    kernel_seconds = sum(by_name.values()) / 1e6 / steps
    top = sorted(by_name.items(), key=lambda item: -item[1])[:15]
    return {"steps": steps, "kernels_per_step": len(kernels) / steps, "kernel_seconds_per_step": kernel_seconds,
            "step_seconds": step_seconds, "gpu_busy": kernel_seconds / step_seconds if step_seconds else None,
            "top_kernels": [{"name": name[:160], "seconds_per_step": us / 1e6 / steps} for name, us in top]}


def new_record(config, args, document, warmup, steps):
    """A configuration's record before it runs (smaller sizes with --smoke)."""
    return {
        "name": config["name"], "family": config["family"], "model": MODEL_TEXT[config["family"]],
        "batch": 2 if args.smoke else config["batch"],
        "sequence": (32 if args.smoke else config["sequence"]) if config["sequence"] else None,
        "image": (80 if args.smoke else config["image"]) if config["image"] else None,  # Inception needs 75
        "precision": config["precision"], "optimizer": config["optimizer"], "attention": config["attention"],
        "learning_rate": config["learning_rate"], "layout": config["layout"],
        "warmup_steps": warmup, "steps": steps, "seconds": None, "samples_per_second": None,
        "tokens_per_second": None, "peak_allocated_bytes": None, "peak_reserved_bytes": None,
        "static_allocated_bytes": None, "parameters": None, "error": "",
        "torch": document["torch"], "cuda": document["cuda"], "cudnn": document["cudnn"],
        "device": document["device"],
    }


def run_one(torch, device, config, args, record):
    """Runs one configuration into `record` (its error, not an exception, when it fails), then
    frees what it left on the GPU."""
    restore_tf32 = None
    wall = time.monotonic()
    try:
        if config["precision"] == "tf32":
            restore_tf32 = torch.backends.cuda.matmul.allow_tf32
            torch.backends.cuda.matmul.allow_tf32 = True
        run_config(torch, device, config, args, record)
    except Exception as e:  # torch.OutOfMemoryError is a RuntimeError
        record["error"] = f"{type(e).__name__}: {e}"[:2000]
    finally:
        if restore_tf32 is not None:
            try:
                torch.backends.cuda.matmul.allow_tf32 = restore_tf32
            except Exception:
                pass
    # Outside the except block: the traceback (and the frames holding the model) is gone now.
    gc.collect()
    if device.type == "cuda":
        try:
            torch.cuda.empty_cache()
        except Exception as e:
            log(f"empty_cache failed: {type(e).__name__}: {e}")
    record["wall_seconds"] = round(time.monotonic() - wall, 2)


def report_line(config, record):
    """The progress line for a finished configuration."""
    if record["error"]:
        return f"{config['name']}: ERROR {record['error'][:500]}"
    line = f"{config['name']}: {record['samples_per_second']:.1f} samples/s"
    if record["tokens_per_second"]:
        line += f", {record['tokens_per_second']:.0f} tokens/s"
    if record["peak_allocated_bytes"] is not None:
        line += (f", peak allocated {record['peak_allocated_bytes'] / 2**30:.2f} GiB, reserved "
                 f"{record['peak_reserved_bytes'] / 2**30:.2f} GiB, static {record['static_allocated_bytes'] / 2**30:.2f} GiB")
    if record.get("amp_skipped_steps"):
        line += f", {record['amp_skipped_steps']} timed steps skipped by the GradScaler"
    return line + f" ({record['wall_seconds']:.1f} s)"


def describe_environment(torch, device, document):
    """The device, the library versions and PyTorch's math defaults, into the document."""
    device_name = torch.cuda.get_device_name(0) if device.type == "cuda" else f"CPU ({platform.processor() or platform.machine()})"
    document.update({
        "device": device_name,
        "torch": torch.__version__,
        "cuda": torch.version.cuda or "",
        "cudnn": cudnn_version_text(torch) if device.type == "cuda" else "",
        "driver": driver_version() if device.type == "cuda" else "",
        "torchvision": module_version("torchvision"),
        "transformers": module_version("transformers"),
        "defaults": tf32_switches(torch),
        "cudnn_benchmark": torch.backends.cudnn.benchmark,
    })
    if device.type == "cuda":
        try:
            props = torch.cuda.get_device_properties(0)
            document["device_memory_bytes"] = props.total_memory
            document["device_sms"] = props.multi_processor_count
        except Exception:
            pass


def parsed_arguments():
    """(the options, the configurations they choose); exits on bad options."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", help="directory for torch-runs.json")
    parser.add_argument("--budget", type=float, default=210.0,
                        help="seconds: no configuration starts when the elapsed time plus its estimate exceeds this")
    parser.add_argument("--only", default="", help="comma-separated configuration names")
    parser.add_argument("--quick", action="store_true", help="2 warm-up and 3 timed steps")
    parser.add_argument("--smoke", action="store_true", help="every configuration on the CPU, tiny sizes")
    parser.add_argument("--list", action="store_true", help="print the configurations and exit")
    parser.add_argument("--profile", action="store_true",
                        help="after the timed steps, profile 3 more: kernel time per step against the step's time")
    args = parser.parse_args()
    if not args.out and not args.list:
        parser.error("--out DIR is required")
    configs = CONFIGS
    if args.only:
        wanted = [n.strip() for n in args.only.split(",") if n.strip()]
        unknown = [n for n in wanted if n not in {c["name"] for c in CONFIGS}]
        if unknown:
            parser.error(f"unknown configuration(s) {', '.join(unknown)}; --list shows them")
        configs = [c for c in CONFIGS if c["name"] in wanted]
    return args, configs


def main():
    args, configs = parsed_arguments()
    if args.list:
        for c in CONFIGS:
            print(f"{c['name']:34s} {c['family']:12s} batch {c['batch']:4d} "
                  f"{'seq ' + str(c['sequence']) if c['sequence'] else 'image ' + str(c['image']):10s} "
                  f"{c['precision']:9s} {c['optimizer']:9s} {c['attention'] or '-':6s} ~{c['estimate']} s")
        return 0

    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "torch-runs.json")
    mode = "smoke" if args.smoke else "quick" if args.quick else "full"
    warmup, steps = (1, 2) if args.smoke else (2, 3) if args.quick else (5, 15)
    started = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")

    document = {"device": "", "torch": "", "cuda": "", "cudnn": "", "driver": "", "started": started,
                "mode": mode, "warmup_steps": warmup, "steps": steps, "budget_seconds": args.budget,
                "python": platform.python_version(), "argv": sys.argv[1:], "runs": []}
    try:
        import torch
    except Exception as e:
        document["error"] = f"import torch: {type(e).__name__}: {e}"
        write_json(path, document)
        log(document["error"])
        return 1

    device = torch.device("cpu")
    if not args.smoke:
        if not torch.cuda.is_available():
            document["error"] = "torch.cuda.is_available() is False (use --smoke for the CPU)"
            write_json(path, document)
            log(document["error"])
            return 1
        device = torch.device("cuda", 0)
    describe_environment(torch, device, document)
    log(f"{document['device']}, torch {document['torch']}, CUDA {document['cuda']}, cuDNN {document['cudnn']}, "
        f"driver {document['driver']}, transformers {document['transformers']}, torchvision {document['torchvision']}; "
        f"mode {mode}, budget {args.budget:.0f} s, {len(configs)} configurations -> {path}")
    write_json(path, document)

    estimate_scale = 0.2 if args.smoke else 0.6 if args.quick else 1.0
    for config in configs:
        record = new_record(config, args, document, warmup, steps)
        record.update(tf32_switches(torch))
        elapsed = time.monotonic() - T0
        estimate = config["estimate"] * estimate_scale
        if elapsed + estimate > args.budget:
            record["error"] = f"skipped: budget ({elapsed:.0f} s elapsed + {estimate:.0f} s estimate > {args.budget:.0f} s)"
            log(f"{config['name']}: {record['error']}")
            document["runs"].append(record)
            write_json(path, document)
            continue

        config = dict(config, batch=record["batch"], sequence=record["sequence"], image=record["image"])
        run_one(torch, device, config, args, record)
        log(report_line(config, record))
        document["runs"].append(record)
        write_json(path, document)

    document["finished"] = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    write_json(path, document)
    ok = sum(1 for r in document["runs"] if not r["error"])
    log(f"done: {ok} of {len(document['runs'])} configurations measured -> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
