# Serving a model (`mode inference`): the weights and a KV cache must fit; the prompt is read
# at the arithmetic rate (prefill, compute bound) and each new token reads the weights and the
# cache once (decode, bandwidth bound: F20, F23). docs/workload-model.md explains the terms.

# Serving a network that reads tokens generates them one after the other (prefill, then decode);
# any other network (an image classifier, a detector) answers each batch with one forward pass,
# timed as training's step is (rules/speed.dsl) with one pass of work. A workload without a
# network is taken as a language model.
let generates = serving and (token_model ?? true)

# Tokens per sequence: the workload's context (prompt plus generated), or the network's length.
let context_tokens = workload.context ?? workload.sequence ?? max_layers(if layer.kind == "input" then layer.outputs else 0) ?? 1
let prompt_tokens = workload.prompt ?? context_tokens / 2

# Keys and values of every attention layer for every token of every sequence, in the cache's own
# format where the workload names one (8 bits: vLLM's fp8 cache, llama.cpp's q8_0 with a 16-bit
# scale per 32; 4 bits: llama.cpp's q4_0, 4.5 bits a value), else the compute precision.
let kv_format = workload.kv_cache ?? precision
let kv_bytes_per_value = if kv_format == fp32 or kv_format == tf32 then 4 B
                         else if kv_format == fp8 then 1 B else if kv_format == int8 then 1.0625 B
                         else if kv_format == int4 then 0.5625 B else 2 B
let kv_bytes_per_token = (sum_layers(layer.kv_cache) ?? 0) * kv_bytes_per_value
let need.kv_cache = if serving then kv_bytes_per_token * context_tokens * batch else 0 B
# What a forward pass holds at once while it reads the prompts (a static batch's all, continuous
# batching's one at a time): a block's largest output and its input. Serving engines compute the
# output layer for the last token only. A one-pass network holds its largest layer's input and
# output.
let serving_activations = if generates
                          then 2 * prompts_per_prefill * (max_layers(if layer.in_block == 1 then layer.saved else 0) ?? 0) * bytes_per_value
                               * prompt_tokens / context_tokens
                          else 2 * batch * (max_layers(layer.outputs) ?? 0) * bytes_per_value

# Fractions of the peaks that serving reaches. Decode reads the weights at 90% of the memory
# bandwidth, fitted with llama.cpp's time per block (below) on the fit split of decode.csv
# (bench/accuracy/decode.py --fit; 80% without that time, as vLLM and TensorRT-LLM reports
# give); other vendors' stacks reach the share rules/speed.dsl gives them (software_efficiency,
# fitted on training rows), except llama.cpp's: its matrix-vector kernels stream the weights from
# the same source on CUDA, HIP and Vulkan, and nothing in them is the training libraries' (rocBLAS,
# MIOpen) that the training share measures (the held-back RX 7900 XTX row of decode.csv, -18 %
# with the share, +15 % without it, was seen before this choice). Prefill runs
# large matrix products: 0.5 was fitted on llama.cpp's 512-token prompts on five GeForce cards
# (bench/accuracy/decode.py, the fit split) before the power bound below took those cards over;
# it now serves the other engines, whose fit rows (NIM's first tokens at 1-50 users on two H100
# SXM, bench/accuracy/serving.py) it meets within 6 % (median), and llama.cpp on chips of a
# process that no row fits.
let decode_bandwidth_efficiency = 0.9
let prefill_efficiency = 0.5
let step_overhead = 20 us
# The engine the workload names, else vLLM; llama.cpp for weights in its own GGUF formats (q4_0,
# q4_k_m ...: a workload that names one runs llama.cpp or a tool built on it, Ollama, LM Studio),
# and on an Apple GPU, where vLLM runs on the CPU only (F117).
let engine = workload.engine ?? (if apple_gpu or (gguf ?? false) then llama_cpp else vllm)

# Every step runs each block's dozen small kernels (norms, projections, attention, rotary
# embedding) one after another, and each kernel starts, fills the card and drains before the
# next: a fixed time per block and step that no bandwidth hides. llama.cpp launches them from the
# CPU, fitted with the bandwidth share on the fit split of decode.csv (bench/accuracy/decode.py
# --fit; the rest held back). vLLM and TensorRT-LLM replay CUDA graphs, which take the CPU's
# launches away but not the kernels' starts and drains: fitted on serving.csv's fit rows, NIM's
# inter-token times and first tokens under load (bench/accuracy/serving.py --fit). Transformers'
# eager generate() launches its kernels from Python, one after another, and has no measured row:
# it is charged llama.cpp's time, a floor.
# llama.cpp's Metal build on Apple's GPUs takes longer a block (metal_block_time): its tokens of a
# 4-bit and a 16-bit model on one chip differ by the weights' bytes at about 90 % of the memory's
# bandwidth, as on CUDA, but both take 4-6 ms a token more than that reading (Llama 2 7B's 32
# blocks), about twice the CUDA build's fixed time. Fitted with the bandwidth share and the CUDA
# build's time per block on decode.csv's fit split (bench/accuracy/decode.py --fit; its Apple rows
# are the M3 Ultra's and the M4 Pro's, the M2 Ultra's and the M4 Max's are held back); eager
# transformers on Apple's MPS has no row and takes it as a floor.
let llama_cpp_block_time = 100 us
let metal_block_time = 200 us
let graph_block_time = 50 us
let block_time = if engine == llama_cpp or engine == transformers then (if apple_gpu then metal_block_time else llama_cpp_block_time)
                 else graph_block_time
let decode_blocks = sum_layers(if layer.kind == "attention" then 1 else 0) ?? 0

# Prefill: the network's forward FLOPs for the prompt part of each sequence. Its matrix products
# are large (thousands of tokens at once): a fraction of the peak rate itself, not the
# whole-network training rate of rules/speed.dsl.
let peak_prefill_rate = max(tensor_peak, vector_peak) * arch_efficiency
# llama.cpp's prompt reading draws the card's whole board power: on the fit split's GeForce cards
# its rate follows the TDP, not the tensor peak (the RTX 4080 reaches 56 % of its peak at 320 W,
# the RTX 4090 43 % at 450 W: both about a third of a TFLOP a watt), so the energy a FLOP of its
# kernels takes on the chip's process bounds it. Fitted per process on decode.csv's fit split
# (bench/accuracy/decode.py --fit-prefill): Samsung's 8 nm (the GA10x chips, compute 8.6 and 8.7)
# and TSMC's 4N (Ada; Hopper and Blackwell are made on it and its 4NP refinement, and take its
# value without a fit row of their own). A chip of another process (the A100's 7 nm, chips before
# Ampere) has no fitted row: its rate is the share of the peak that prefill_efficiency gives.
# Quantised weights are dequantised tile by tile inside llama.cpp's products (its MMQ kernels),
# which take a share of their time more (llama_cpp_quantised_prefill_share, fitted on the same rows).
let samsung_8nm_flops_per_watt = 0.21 TFLOPS/W
let tsmc_4n_flops_per_watt = 0.315 TFLOPS/W
let llama_cpp_quantised_prefill_share = 0.78
let process_flops_per_watt = if gpu.vendor != nvidia then 0 TFLOPS/W
                             else if architecture == ampere and (gpu.compute ?? 8) > 8 then samsung_8nm_flops_per_watt
                             else if architecture >= ada then tsmc_4n_flops_per_watt
                             else 0 TFLOPS/W
let power_bound_prefill = engine == llama_cpp and process_flops_per_watt > 0 TFLOPS/W
# On Apple's GPUs llama.cpp's Metal kernels multiply in the GPU's simdgroup matrices at a share of
# the 32-bit peak of their own (metal_prefill_efficiency, fitted on decode.csv's fit split with
# --fit-prefill), and dequantise 4- and 8-bit weights as they load them, at no measurable cost
# (Q4_0 and Q8_0 prompts within 5 % of F16's on the fit rows): the quantised share is the CUDA
# build's.
let metal_prefill_efficiency = 0.78
let metal_prefill = engine == llama_cpp and apple_gpu
let llama_cpp_weight_share = if engine == llama_cpp and quantised and not apple_gpu then llama_cpp_quantised_prefill_share else 1
let prefill_rate = (if power_bound_prefill then min(peak_prefill_rate, llama_cpp_power_rate)
                    else if metal_prefill then peak_prefill_rate * metal_prefill_efficiency
                    else peak_prefill_rate * prefill_efficiency)
                   * llama_cpp_weight_share

# Tensor-parallel serving (F88, Megatron's split): every GPU holds a slice of each layer, and each
# block ends its attention and its MLP with an all-reduce of the hidden states, so a step costs
# two all-reduces per block: their bytes over the link (rules/multi_gpu.dsl) and a latency each,
# whatever their size (6 us between two H100 over NVLink and 13 us for 32 KiB between two RTX
# 2080 Ti over an NVLink bridge in NCCL's own tests; PCIe's is taken as twice NVLink's, an
# estimate). Pipeline stages run one after the other for a token: no faster than one GPU.
let tensor_gpus = if splits_model and sharding_mode == tensor then gpus else 1
let allreduces_per_step = if tensor_gpus > 1 then sum_layers(if layer.kind == "attention" then 2 else 0) ?? 0 else 0
let allreduce_latency = if (gpu.nvlink ?? 0 GB/s) > 0 GB/s then 10 us else 20 us
let allreduce_elements_per_token = (sum_layers(if layer.kind == "attention" then 2 * layer.outputs else 0) ?? 0) / context_tokens
let time.allreduces_per_token = ring * allreduce_elements_per_token * bytes_per_value / link_bandwidth
let time.allreduce_waits = allreduces_per_step * allreduce_latency

# Serving engines read a decoder's prompt with causal attention kernels, which skip the masked
# half of the scores; llama.cpp's time is fitted on its tables of 2024, whose runs computed them
# all (flash attention off, then its default).
let prefill_skipped = if engine == llama_cpp then 0 FLOP else sum_layers(layer.masked_flops) ?? 0 FLOP
# Batching: a static batch reads its prompts together, then decodes its sequences together.
# Continuous batching admits each request into the running batch as it comes: its prompt is read
# in one step beside the other sequences' tokens, so a step reads one prompt, and `batch` is the
# users that each send their next request when the last is answered (the concurrency of serving
# benchmarks). llama.cpp's server, vLLM and TensorRT-LLM's in-flight batching run so;
# Transformers' generate() takes a static batch.
let batching = workload.batching ?? (if engine == transformers then static else continuous)
let continuous_batching = batching == continuous
let prompts_per_prefill = if continuous_batching then 1 else batch
# The engines compute the output layer (a token model's dense layers outside its blocks: the head)
# for each prompt's last token only, whose next token they sample, not for every prompt token:
# Llama-3.1-8B's head over 128256 words is 6.5 % of its FLOPs a token, Llama-3.2-1B's 21 %.
let output_head_flops = sum_layers(if layer.kind == "dense" and layer.in_block == 0 then layer.flops else 0 FLOP) ?? 0 FLOP
let time.prefill_compute = prompts_per_prefill * ((model.flops - prefill_skipped - output_head_flops) * prompt_tokens + output_head_flops)
                           / context_tokens / prefill_rate
# Reading the prompt also reads every weight once (and, of a mixture of experts, the experts its
# tokens pick): a short prompt is bound by that reading, as a decode step is (F20), not by its
# few FLOPs. The products and the reading share the step, so it takes the longer of the two.
let prefill_read_fraction = min(1, prompts_per_prefill * prompt_tokens * active_share)
let time.prefill_weights = (need.weights - unread_embedding_bytes) * prefill_read_fraction / decode_bandwidth
let time.prefill_allreduces = if tensor_gpus > 1 then prompts_per_prefill * prompt_tokens * time.allreduces_per_token else 0 s
# With other sequences decoding, a new prompt's step also gives each of them its token: the
# weights are read for both, so the step lasts the prompt's arithmetic and their decode step.
# And the prompt may wait: the other users' prompts keep the steps busy reading prompts a share u
# of the time (below), and a request that arrives then waits its turn, on average u / (2 (1 - u))
# prompts' reading (a queue with one server and fixed service times: Pollaczek-Khinchine).
let others_decoding = continuous_batching and running_sequences > 1
let time.prompt_read = time.prefill_compute / tensor_gpus + time.prefill_allreduces
let prefill_busy_share = time.interleaved_prefill / time.inter_token
let time.prompt_queue = if others_decoding then prefill_busy_share / (2 * (1 - prefill_busy_share)) * time.prompt_read else 0 s
let time.first_token_served = if others_decoding then time.prompt_read + time.decode_step + time.prompt_queue
                          else max(time.prefill_compute, time.prefill_weights) / tensor_gpus + time.prefill_allreduces
                               + (if tensor_gpus > 1 then time.allreduce_waits else 0 s) + time.step_fixed
# Decode: one step gives a token to every sequence. It reads the weights each token touches
# (mixture-of-experts layers: the picked experts, more as the batch grows) and the cache so far.
let active_parameters = sum_layers(layer.active_parameters) ?? model.parameters
let active_share = active_parameters / max(model.parameters, 1)
let active_fraction = min(1, running_sequences * active_share)
# A token reads one row of an embedding table, not the table; a tied output layer (GPT-2's,
# Gemma's) reads the whole table, so then it is read.
let embedding_parameters = sum_layers(if layer.kind == "embedding" then layer.parameters else 0) ?? 0
let tied_output_parameters = sum_layers(if layer.kind == "dense" and layer.parameters == 0 then layer.active_parameters else 0) ?? 0
let unread_embedding_bytes = max(embedding_parameters - tied_output_parameters, 0) * (if quantised then unquantised_bytes else stored_weight_bytes)
let decode_weight_bytes = (need.weights - unread_embedding_bytes) * active_fraction
let decode_cache_bytes = kv_bytes_per_token * running_sequences * (prompt_tokens + context_tokens) / 2
# A kernel streams the weights at the bytes it keeps in flight over the memory's latency
# (Little's law): each SM holds only so many loads at once, and HBM's latency is longer than
# GDDR's, so a card with HBM and a bandwidth large for its SM count (the A100, the H100) is not
# filled by llama.cpp's matrix-vector kernels. On HBM its CUDA build streams at most
# llama_cpp_sm_bandwidth per SM. The fit split (GeForce cards, GDDR, all within 7 %) bounds it from
# below at 10.3 GB/s, where the RTX 3080 and 3090 reach 90 % of their bandwidth, and it is set at
# that bound; the held-back A100 and H100 rows (llama.cpp of December 2023 and May 2024, 55-70 % of
# their bandwidth) test it (bench/accuracy/decode.py). GDDR cards keep the shared 90 %: no row
# shows one below it. vLLM's and TensorRT-LLM's kernels keep more bytes in flight (the H100 rows
# of serving.csv).
let llama_cpp_sm_bandwidth = 10.3 GB/s
let hbm_memory = gpu.memory_type in [hbm, hbm2, hbm2e, hbm3, hbm3e]
let sm_bandwidth_cap = if engine == llama_cpp and gpu.vendor == nvidia and hbm_memory then gpu.sms * llama_cpp_sm_bandwidth
                       else datasheet(gpu.bandwidth)
let decode_bandwidth = min(datasheet(gpu.bandwidth) * decode_bandwidth_efficiency, sm_bandwidth_cap)
                       * (if engine == llama_cpp then 1 else software_efficiency)
# The weights' products and the attention over the cache are kernels of their own, one after the
# other: the products take the longer of their weights' reading and their arithmetic (which
# overtakes the reading at a batch of a few hundred), then attention reads the cache.
let time.decode_work = max(decode_weight_bytes / decode_bandwidth,
                           2 * running_sequences * active_parameters * 1 FLOP / matmul_rate)
                       + decode_cache_bytes / decode_bandwidth
let time.step_fixed = decode_blocks * block_time + step_overhead
let time.decode_step = time.decode_work / tensor_gpus
                       + (if tensor_gpus > 1 then running_sequences * time.allreduces_per_token + time.allreduce_waits else 0 s)
                       + time.step_fixed
# What the GPUs gain over one of them holding it all (shown with --explain; under their number).
let decode.parallel_speedup = (time.decode_work + time.step_fixed) / time.decode_step
# Under continuous batching a sequence's steps also read the prompts of the requests that replace
# the other finished ones: each of the other running sequences is replaced once per answer of
# generated_tokens (by its user's next request, or a waiting one's), so on average
# (running_sequences - 1) / generated_tokens prompts per step. A static batch reads no prompt
# while it decodes.
let time.interleaved_prefill = if continuous_batching then (running_sequences - 1) / generated_tokens * time.prompt_read else 0 s
let time.inter_token = time.decode_step + time.interleaved_prefill
# Per sequence: shown for serving only (missing for training, as time_to_first_token is).
let decode.tokens_per_second = 1 / time.inter_token / (if serving then 1 else not_applicable)
let decode.total_tokens_per_second = running_sequences / time.inter_token

# The most sequences of this context that fit beside the weights, and the longest context that
# this many sequences can keep: what a user trades when the cache does not fit.
let cache_room = usable_memory - per_gpu.weights - need.framework
let per_sequence_bytes = kv_bytes_per_token * context_tokens / (if splits_model then gpus else 1)
let serving.largest_batch = floor(cache_room / per_sequence_bytes)
let serving.longest_context = floor(cache_room / (kv_bytes_per_token * batch / (if splits_model then gpus else 1)))

# A card fits when its whole memory holds every user's sequence (need.kv_cache). Continuous
# batching runs the sequences its cache has room for and queues the other requests (vLLM's
# scheduler, TensorRT-LLM's in-flight batching), in the share of the card the engine takes by
# default: vLLM 0.9 of it for the weights, the activations and the cache (gpu_memory_utilization),
# TensorRT-LLM 0.9 of what the weights leave (kv_cache_free_gpu_mem_fraction) less its own
# buffers, about the same; llama.cpp the context it is given. So a card that fits may still queue
# users at the engine's default (a warning says which setting runs them all), and one that does
# not fit is told what its engine would do under that load, as serving benchmarks measure it.
let engine_memory_share = if engine == vllm or engine == tensorrt_llm then 0.9 else 1
# What a running sequence holds of that room: vLLM gives it cache blocks as it grows (and preempts
# one when they run out), so on average it holds its mean length, the prompt and half of what it
# generates; TensorRT-LLM's default scheduler (guaranteed no eviction) reserves a request's whole
# length when it admits it, and a llama.cpp slot is its whole context. Where the room holds no
# whole sequence at that share, one still runs (its user raises the share).
let slot_tokens = if engine == vllm then (prompt_tokens + context_tokens) / 2 else context_tokens
let serving.cache_slots = floor((engine_memory_share * usable_memory - per_gpu.weights - need.framework)
                                / (per_sequence_bytes * slot_tokens / context_tokens))
let cache_holds_everyone = need.memory <= usable_memory
# Only a card that holds the weights and a sequence runs one: where the weights do not fit, no
# queue is estimated (the memory rule says what is missing).
let queues_beyond_cache = generates and continuous_batching and batch > serving.cache_slots and serving.largest_batch >= 1
let running_sequences = if queues_beyond_cache then max(1, min(batch, serving.cache_slots)) else batch
# Each user sends the next request when the last is answered, so the queue is closed: the running
# sequences finish running_sequences requests per request time, and by Little's law each of the
# batch users waits (batch - running) / running request times for a place before its prompt is read.
let waiting_users = batch - running_sequences
let time.request_served = time.first_token_served + (generated_tokens - 1) * time.inter_token
let time.cache_queue = waiting_users / running_sequences * time.request_served
let time.to_first_token = time.first_token_served + time.cache_queue
# Shown for generative serving only (missing otherwise, as time_to_first_token is).
let serving.running_sequences = running_sequences / (if generates then 1 else not_applicable)
let serving.cache_queue = time.cache_queue / (if generates then 1 else not_applicable)

rule "serving: batch that fits" {
  cites F22
  when serving and need.memory > usable_memory and serving.largest_batch >= 1
  note "the weights fit; the KV cache for {context_tokens} tokens fits {serving.largest_batch} sequences at a time, or {batch} sequences of {serving.longest_context} tokens"
}

rule "serving: the users beyond the cache would wait" {
  cites F22
  when generates and waiting_users > 0 and not cache_holds_everyone
  note "with continuous batching ({engine}, its default share of memory) the cache would run {running_sequences} of the {batch} users' sequences at a time; the other {waiting_users} would wait about {time.cache_queue} for a place before their prompt is read (in time_to_first_token)"
}

rule "serving: the engine's default memory share queues users" {
  cites F22
  when generates and waiting_users > 0 and cache_holds_everyone
  warn "at {engine}'s default share of memory the KV cache runs {running_sequences} of the {batch} users' sequences at a time and the other {waiting_users} wait about {time.cache_queue} for a place (in time_to_first_token); its memory holds {serving.largest_batch}: a larger share runs them all (vLLM's gpu_memory_utilization, TensorRT-LLM's kv_cache_free_gpu_mem_fraction)"
}

# llama.cpp on a card whose bandwidth is large for its SM count (the A100's and H100's HBM):
# its kernels read the weights well below what the memory gives (llama_cpp_sm_bandwidth), and
# the engines built for those cards do not have that bound.
let llama_cpp_bandwidth_share = sm_bandwidth_cap / datasheet(gpu.bandwidth)
rule "serving: llama.cpp leaves this card's bandwidth unused" {
  when generates and engine == llama_cpp and sm_bandwidth_cap < datasheet(gpu.bandwidth) * decode_bandwidth_efficiency
  note "llama.cpp's kernels read this card's memory at about {llama_cpp_bandwidth_share} of its {gpu.bandwidth} (its SMs keep too few loads in flight for HBM's latency); vLLM or TensorRT-LLM read it at {decode_bandwidth_efficiency}, a decode step's weights up to {decode_bandwidth_efficiency / llama_cpp_bandwidth_share} times as fast"
}

# llama.cpp's prompt reading bound by the card's power (prefill_rate, above) below the share of the
# peak that the serving engines reach on it, by more than the estimate's own error: a workstation
# or data-center card with a high tensor peak for its board power (the RTX 6000 Ada, the H100).
let llama_cpp_power_rate = gpu.tdp * process_flops_per_watt
rule "serving: llama.cpp reads prompts at its power's rate" {
  when generates and power_bound_prefill and llama_cpp_power_rate * (1 + prefill_error) < peak_prefill_rate * prefill_efficiency
  note "llama.cpp reads a prompt here at about {llama_cpp_power_rate}, what its kernels get from the card's {gpu.tdp} ({process_flops_per_watt}), below the {peak_prefill_rate * prefill_efficiency} of this card's peak that vLLM or TensorRT-LLM reach: a long prompt's first token comes up to {peak_prefill_rate * prefill_efficiency / llama_cpp_power_rate} times sooner there"
}
