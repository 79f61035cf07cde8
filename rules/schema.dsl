# What workloads, situations and measurements may say. The GPU schema is in catalog/schema.dsl.
# `> 0` (or `>= 0`) after a type is the least possible value: a smaller one, such as batch 0 or
# budget -5 USD, is an error (E-RANGE) where it is written.

enum task = conv, rnn, transformer, mlp
enum precision = fp32, tf32, bf16, fp16, fp8, int8, int4
enum optimizer = sgd, momentum, adam, adamw, adam8bit, adafactor
enum mode = training, inference
enum finetune = full, lora
enum lora_target = attention_projections, query_value_projections, mlp_projections
enum attention_kernel = eager, flash
enum layout = nhwc, nchw
enum loss = cross_entropy, chunked_cross_entropy, sum
enum optimizer_step = foreach, fused, per_tensor, in_backward
enum sharding = none, zero0, zero1, zero2, zero3, fsdp, tensor, pipeline
enum goal = speed, value, cheapest
enum engine = llama_cpp, vllm, tensorrt_llm, transformers
enum batching = static, continuous
enum quantisation = q4_0, q4_k_m, q5_k_m, q6_k, q8_0, awq, gptq, nf4, nf4_double

enum conv_algorithm = implicit_gemm, gemm, winograd, fft
enum memory_convention = framework, document

schema workload {
  model: string role network_name "the network it trains: a `network \"NAME\" { ... }` declaration"
  task: task
  precision: precision
  optimizer: optimizer
  batch: number > 0
  concurrency: number > 0     "inference: the users who each send a request and the next when it is answered (serving benchmarks' concurrency); the engine runs as many as its KV cache holds and queues the rest; the same as batch, which it stands for when batch is not given"
  input: shape
  samples: number > 0         "samples in one epoch"
  epochs: number > 0
  parameters: number > 0      "trainable parameters"
  activations: B > 0          "activation bytes per sample kept for the backward pass, at 32 bits"
  flops: FLOP > 0             "forward FLOPs per sample"
  dataset: B > 0              "size of the data set on disk"
  sequence: number > 0 role sequence_length "tokens per sample: the network is built for this many (default: its input)"
  mode: mode                  "training (default) or inference (serving)"
  weights: precision          "how the weights are stored: fp32, bf16, fp16, fp8, int8, int4 (with its scales); default: 32-bit master weights in training (F48), the precision in inference"
  quantisation: quantisation "the format of 4- and 8-bit weights: q4_0, q4_k_m, q5_k_m, q6_k, q8_0 (llama.cpp's GGUF, which quantises every tensor), awq, gptq (4 bits with a 16-bit scale and a 4-bit zero per group of 128), nf4, nf4_double (bitsandbytes: blocks of 64, double quantisation of their scales); default: 4 or 8 bits with a 16-bit scale per 64 weights"
  quantisation_group: number > 0 "weights per scale of 4- and 8-bit weights: AWQ's and GPTQ's group size (32, 64 or 128; default 128), bitsandbytes' NF4 block size (default 64), or the block of weights without a named format (default 64); GGUF's block layouts are fixed"
  finetune: finetune          "full (default) trains every weight; lora trains low-rank adapters on a frozen base"
  lora_rank: number > 0       "LoRA adapter rank; default 16"
  lora_targets: set of lora_target "the matrices LoRA adapts: attention_projections (query, key, value and output; the default), query_value_projections (query and value alone: PEFT's, torchtune's and lit-gpt's default for Llama), mlp_projections"
  lora_dropout: number >= 0   "the adapters' dropout probability (torchtune's recipes and most PEFT scripts: 0.05 or 0.1); above 0 each adapted matrix keeps a dropped-out copy of its input and a 1-byte mask; default 0, PEFT's"
  checkpointing: bool         "activation checkpointing: keep each block's input, recompute the rest (one more forward pass)"
  loss: loss                  "cross_entropy (default): a language model's loss over its logits, in 32 bits; chunked_cross_entropy: the output layer and the loss taken a chunk of the tokens at a time (torchtune's CEWithChunkedOutputLoss, 8 chunks), so their 32-bit copies and gradients exist a chunk at a time; sum: the output's sum, as some benchmarks take"
  optimizer_step: optimizer_step "how Adam and AdamW update the weights: foreach (PyTorch's default since 2.0 on a GPU: the whole list at once, with a temporary the size of the second moments at the step), fused (fused=True; DeepSpeed's, Megatron's and bitsandbytes' optimizers), per_tensor (foreach=False; Hugging Face's own AdamW, the Trainer's default in 2022), in_backward (torchtune's optimizer_in_bwd: each weight stepped as soon as its gradient is computed, and the gradient freed, so one weight's gradient is alive at a time; not with gradient accumulation); default foreach, or fused with zero0-3, tensor or pipeline sharding and in a fused stack"
  paged_optimizer: bool       "training: the optimizer's state in paged (CUDA unified) memory, as bitsandbytes' PagedAdamW and PagedAdamW8bit keep it: the driver moves it to the CPU's memory when the GPU runs short, so it need not fit, and each step then copies what did not fit in and out over PCIe; default false"
  keep_gradients: bool        "true: the gradients stay allocated through the forward pass (gradient accumulation; PyTorch before 2.0, whose zero_grad() kept zeros; Keras); default false: PyTorch 2 frees them before each step"
  attention: attention_kernel "flash (default) keeps no score matrix; eager keeps the probabilities (and, with dropout, its output and mask)"
  compiled: bool              "true: the training step is compiled (TensorFlow or JAX through XLA, torch.compile), which fuses element-wise layers into their neighbours' kernels; default false: one kernel per layer, as PyTorch's eager mode runs"
  fused_stack: bool           "training: true for a stack built for large models (Megatron-LM, NeMo, llm-foundry, torchtitan: fused norms, activations and optimizer, products in large tuned kernels); false for one kernel per layer, as PyTorch's eager mode runs (Hugging Face's Trainer); default true for tensor or pipeline sharding (only such stacks do it), else false"
  layout: layout              "how convolutions store activations: nhwc (default; channels last, as TensorFlow, JAX and NVIDIA's training scripts run 16-bit work) or nchw (PyTorch's default without channels_last)"
  context: number > 0 role context_length "inference: tokens per sequence, prompt plus generated"
  prompt: number > 0          "inference: prompt tokens per sequence; default half the context"
  kv_cache: precision         "inference: how the KV cache is stored: fp16 or bf16, fp8 (vLLM's --kv-cache-dtype fp8), int8 or int4 (llama.cpp's q8_0 and q4_0 caches, with their scales); default: the compute precision"
  engine: engine              "inference: the serving engine; every step pays a fixed time per block for its kernels' starts (llama_cpp launches them from the CPU, fitted on llama.cpp's tables; vllm and tensorrt_llm replay CUDA graphs, fitted on NIM's; transformers launches from Python, charged llama.cpp's as a floor); default vllm, and llama_cpp for a GGUF quantisation (q4_0 ... q8_0) and on Apple's GPUs, where vLLM runs on the CPU only"
  batching: batching          "inference: continuous (vLLM, TensorRT-LLM's in-flight batching, llama.cpp's server: each request joins the running batch, and batch is the users each sending their next request when the last is answered) or static (the batch's prompts read together, then decoded together: Transformers' generate, engines' offline tables); default static for transformers, else continuous"
  gpus: number > 0            "GPUs one run uses; default the situation's gpus, else 1"
  sharding: sharding          "how the GPUs share the model: none (data parallel, default), zero0 (DeepSpeed's data parallel: 16-bit weights, the 32-bit master in the optimizer), zero1-3, fsdp, tensor, pipeline; a model one GPU cannot hold is split by default: fsdp to train, tensor to serve (pipeline where the GPUs do not divide the heads, and under llama_cpp, which splits by layers)"
  offload: bool               "training: the weights, gradients and optimizer state kept in the CPU's memory and the optimizer stepped there (FSDP's offload_params, DeepSpeed's offload_param and offload_optimizer), each GPU copying its share of the weights in over PCIe for the forward and the backward pass (F119); implies sharding fsdp unless zero3 is stated; default false"
  conv_algorithm: conv_algorithm  "convolution algorithm family, for its workspace (F47); default implicit_gemm"
  framework_memory: B >= 0    "CUDA context and library memory; default 0.5 GiB"
  memory_convention: memory_convention  "framework (default): what PyTorch-like frameworks keep; document: F40/F44's arithmetic"
}

schema situation {
  budget: dated USD > 0       "most you will pay for one GPU (buying); dated values follow the year asked about"
  budget_total: USD > 0       "most you will pay in all: every GPU when buying, the whole job when renting"
  goal: goal                  "speed: the fastest card that fits; value: the most throughput per dollar; cheapest: the least price that does the job"
  pick: string role pick "asked without a situation, the report names this situation's first card under this label (the short form: fastest, best value, cheapest that fits)"
  tokens_per_second_at_least: number > 0 "serving: the generated tokens per second it must sustain, all users together"
  deadline: s > 0             "training: the whole job (every epoch) must finish within this time, e.g. 48 h"
  gpus: number > 0            "GPUs in one computer"
  gpus_at_most: number > 0    "the most GPUs a configuration may have when the number is not stated (default 2 when buying, 8 when renting)"
  host_bandwidth: B/s > 0     "the CPU's memory bandwidth (two channels of DDR5-6000: 96 GB/s), where offloaded training steps its optimizer; without it a full model's offloaded step is unknown"
  memory_at_least: dated B > 0 "the least memory you accept (large models, large data sets, F51); dated values follow the year asked about"
  power_at_most: W > 0        "a card's power limit, e.g. 75 W: no extra power cable (F63)"
  trouble: bool               "false: leave out cards with known problems (F60: software support, memory)"
  rent: bool                  "true: rent cloud GPUs instead of buying (F16, F17)"
  spot: bool                  "true: interruptible (spot) instances will do when renting: cheaper, but the job must save checkpoints and resume"
  data_center: bool           "true: the GPUs go into a data center (F14)"
  hours_per_month: s > 0      "hours each GPU computes per month, e.g. 200 h; default 100 h"
  months: number > 0          "how long you will use the GPUs, for renting against owning; default 24"
  electricity: USD/kWh > 0    "what power costs you; default 0.15 USD/kWh"
  psu: W > 0                  "the power supply's rating, e.g. 1600 W"
  pcie_lanes: number > 0      "PCIe lanes the platform gives the GPUs: desktop 16-24, workstation 64-128"
  slots: number > 0           "slot positions for GPU cards (a two-slot card takes two)"
  relative_speed_at_least: number > 0 "the least speed accepted, relative to the fastest card (e.g. 50 %)"
}

schema measured {
  host: string role host "the machine the probe ran on"
  taken: date role taken "when it ran (the block's comment has the time)"
  triad_bandwidth: B/s > 0    "device triad (two reads, one write)"
  host_to_device: B/s > 0     "pinned copies over the host link"
  device_to_host: B/s > 0
  peer_to_peer: B/s > 0       "to the next GPU, when there are several"
  memory_free: B >= 0         "free when the probe started"
  memory_bus: number > 0      "bits"
  peak_bandwidth: B/s > 0     "2 x memory clock x bus width"
  clock: Hz > 0               "peak SM clock"
  ecc: number                 "1 when ECC is on"
  pcie_generation: number > 0
  pcie_width: number > 0
}
