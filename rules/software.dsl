# Software support by date (F11, F71-F73, F77): cards the current CUDA, PyTorch and ROCm releases no
# longer run, as of the query date. Each rule cites the release that dropped them.

# The least compute capability the current CUDA toolkit builds for (F71): CUDA 12.0 (2022-12)
# dropped Kepler, CUDA 13.0 (2025-08) Maxwell, Pascal and Volta.
let software.cuda_floor = if as_of >= 2025-08 then 7.5 else if as_of >= 2022-12 then 5.0 else 3.0

# A card no current stack supports: below the CUDA floor, or past the date its vendor's stack
# dropped it (gpu.software_until: ROCm for AMD, F73).
let software.unsupported = ((gpu.vendor == nvidia and gpu.compute < software.cuda_floor) ?? false)
  or ((as_of > gpu.software_until) ?? false)

rule "CUDA 13 and PyTorch 2.8 dropped it" {
  cites F71, F72
  when gpu.vendor == nvidia and as_of >= 2025-08 and gpu.compute < 7.5
  warn "unsupported software: CUDA 13.0 (2025-08) no longer builds for compute capability {gpu.compute}, and PyTorch 2.8's default CUDA 12.8 wheels (2025-08) leave out Maxwell and Pascal; only legacy CUDA 12.6 builds still run it"
}

rule "CUDA 12 dropped it" {
  cites F71
  when gpu.vendor == nvidia and as_of >= 2022-12 and as_of < 2025-08 and gpu.compute < 5.0
  warn "unsupported software: CUDA 12.0 (2022-12) no longer builds for compute capability {gpu.compute} (Kepler)"
}

# So a card the current stack no longer runs is never advised while one it runs is admitted: the
# warned cards rank after the others, whatever else orders them. With the warning alone, two used
# GTX 1080 Ti (Pascal, 2017) came first on value for serving an 8B model in 2026, where vLLM and
# CUDA 13 no longer run them (F71, F72). From CUDA 12.0 (2022-12), the first release that dropped
# cards still in use; before it every card ran the current stack.
rule "current software first" {
  cites F71, F72, F73
  when as_of >= 2022-12
  priority 3
  prefer lowest software.unsupported
}

rule "ROCm dropped it" {
  cites F73
  when as_of > gpu.software_until
  warn "unsupported software: the vendor's current stack dropped this chip after {gpu.software_until} (ROCm 6.x for gfx906)"
}

# TPUs have no CUDA at all (F77): what runs is what XLA compiles.
rule "TPU frameworks" {
  cites F77
  when gpu.vendor == google and as_of >= 2023-01
  note "runs TensorFlow, JAX and PyTorch through XLA (JAX best supported); CUDA kernels and CUDA-only libraries do not run"
}

# Serving engines run where their kernels were written (F117): TensorRT-LLM on NVIDIA's GPUs,
# vLLM on CUDA, ROCm, Intel's XPUs and TPUs but on a Mac on its CPU only. A workload that names
# the engine is not estimated where that engine cannot use the GPU.
rule "TensorRT-LLM needs an NVIDIA GPU" {
  cites F117
  when generates and engine == tensorrt_llm and not ((gpu.vendor == nvidia) ?? true)
  reject "TensorRT-LLM runs on NVIDIA GPUs only: serve with vLLM or llama.cpp here"
}

rule "vLLM has no Apple GPU backend" {
  cites F117
  when generates and engine == vllm and apple_gpu
  reject "vLLM runs on a Mac's CPU only (its GPU needs a community plugin on MLX): serve with llama.cpp (engine llama_cpp; Ollama and LM Studio run it) or MLX"
}

# Features a workload needs from the software stack (F90): QLoRA trains adapters through a 4-bit
# base with bitsandbytes' kernels, written for CUDA; other vendors' backends came as previews
# (ROCm and Intel's from 2024-09). A card whose stack lacks what the workload needs is rejected;
# one whose stack only previews it is warned and ranks after those whose stack runs it
# (0: not needed or full support, 1: a preview, 2: none).
let needs.four_bit_training = not serving and lora_finetune and weight_format == int4
let software.gap = if not needs.four_bit_training or gpu.vendor == nvidia then 0
                   else if as_of >= 2024-09 then 1 else 2

rule "no 4-bit training kernels" {
  cites F90
  when software.gap >= 2
  reject "QLoRA needs bitsandbytes' 4-bit kernels, which had no backend for this vendor's stack yet"
}

rule "QLoRA kernels are CUDA-first" {
  cites F90
  when software.gap == 1
  warn "QLoRA's 4-bit kernels (bitsandbytes) and the recipes built on them assume CUDA; on this vendor's stack they are a preview"
}

rule "supported software first" {
  cites F90
  when needs.four_bit_training
  priority 3
  prefer lowest software.gap
}

# Intel's GPUs and Gaudi run PyTorch through Intel's own backends (F76), and Apple's GPUs train
# through PyTorch's MPS backend (F118): CUDA-only libraries are missing there, so a situation that
# avoids trouble leaves them out (rules/situations.dsl). Serving on a Mac (llama.cpp's Metal build,
# MLX, Core ML) needs none of them.
let software.partial = (gpu.vendor == intel and gpu.released >= 2018-01) or (apple_gpu and not serving)
