# One model over several GPUs: what each GPU holds. ZeRO (Rajbhandari et al. 2020) shards the
# optimizer state (stage 1), then the gradients (2), then the weights (3; PyTorch FSDP does the
# same); tensor parallelism (Megatron-LM) splits every matrix, pipeline parallelism the layers,
# and both split the activations and the KV cache with them. docs/workload-model.md has the formulas.

# How many GPUs one run uses: what the workload or the situation states, else the candidate's
# configuration. Without a stated number the engine tries 1 to `configuration.largest` of each
# card and advises the fewest the rules admit (docs/rules.md, "Configurations"), so several cards
# are considered when one does not hold the work.
let stated_gpus = workload.gpus ?? situation.gpus
let configured = not ((stated_gpus > 0) ?? false)
let gpus = stated_gpus ?? gpu.count
# Splitting one model over several GPUs became ordinary practice for training with DeepSpeed's
# ZeRO (2020-02, F87) and for serving with tensor-parallel engines (vLLM, llama.cpp's multi-GPU
# split, 2023-06, F88); before, several GPUs meant data parallelism (F1-F4). A desktop holds two
# cards without a special case, power supply or board; clouds rent up to 8 GPUs an instance.
let splits_available = if serving then as_of >= 2023-06 else as_of >= 2020-02
let configuration.largest = if not configured or not splits_available then 1
                            else situation.gpus_at_most ?? (if situation.rent ?? false then 8 else 2)
# A model whose weights (and KV cache) do not fit one card is split: tensor parallel to serve it,
# FSDP to train it; so is every configuration the engine tries. Otherwise each GPU runs the whole
# model (data parallel, or a serving replica per GPU). The workload's `sharding` overrides this.
let stated_sharding = workload.sharding ?? none
# CPU offload (F119) keeps FSDP's or ZeRO-3's shards in the CPU's memory: it implies FSDP, on one
# GPU as on several (ZeRO-Offload and ZeRO-Infinity train so on a single GPU).
let offload = (workload.offload ?? false) and not serving
let whole_model_bytes = weight_store + need.kv_cache
let split_by_default = gpus > 1 and (configured or whole_model_bytes > gpu.memory)
# Tensor parallelism gives each GPU whole attention heads: serving engines (vLLM, TensorRT-LLM,
# SGLang) refuse a GPU count that does not divide the heads, and split such a model by layers
# instead (pipeline parallel). llama.cpp splits by layers unless told otherwise (its default
# `--split-mode layer`): each GPU holds a run of blocks and a token passes through them in turn.
let attention_heads = max_layers(layer.heads) ?? 0
let heads_divide = attention_heads == 0 or floor(attention_heads / gpus) == attention_heads / gpus
let tensor_split_serving = heads_divide and engine != llama_cpp
let sharding_mode = workload.sharding ?? (if split_by_default or offload then (if serving then (if tensor_split_serving then tensor else pipeline) else fsdp)
                                          else none)
let shards_weights = sharding_mode == zero3 or sharding_mode == fsdp or sharding_mode == tensor or sharding_mode == pipeline
let shards_gradients = shards_weights or sharding_mode == zero2
let shards_optimizer = shards_gradients or sharding_mode == zero1
let splits_model = sharding_mode == tensor or sharding_mode == pipeline
# 16-bit training with PyTorch's autocast (one GPU, DDP, FSDP) keeps 32-bit weights; DeepSpeed and
# Megatron (zero0-3, tensor, pipeline) 16-bit ones with the master copy in the optimizer
# (rules/memory.dsl).
let autocast_sharding = sharding_mode == none or sharding_mode == fsdp

let offloaded = offload and (sharding_mode == fsdp or sharding_mode == zero3)
# Offloaded, each GPU holds only the units it gathers (per_gpu.gathered), a bitsandbytes base's
# scales and, training a whole model, the gradients of the unit being reduced before they are
# copied out.
let offload.unit_gradients = if frozen_base then 0 B else need.gradients / max(blocks, 1)
let per_gpu.weights = if offloaded then bitsandbytes_scale_bytes
                      else (need.weights - bitsandbytes_scale_bytes) / (if shards_weights then gpus else 1) + bitsandbytes_scale_bytes
# The gradients at the end of the backward pass, a tied output layer's extra copies included.
let all_gradients_per_gpu = if offloaded then offload.unit_gradients
                            else if steps_in_backward then first_gradients
                            else (need.gradients + need.tied_gradients) / (if shards_gradients then gpus else 1)
let tied_gradients_per_gpu = need.tied_gradients / (if shards_gradients then gpus else 1)
# At the peak (rules/memory.dsl): every gradient beside every activation when they are kept
# between steps (the tied copies only at the end, when the activations are freed); else the
# gradients take the place of the activations and errors the backward pass frees, all but the
# first layer's: the gradients less the smaller of those freeable and those activations and
# errors (the reductions of rules/memory_reduction.dsl recompute this for the activations they
# leave).
let freeable_gradients_per_gpu = if gradients_alive_throughout then tied_gradients_per_gpu
                                 else all_gradients_per_gpu - min(all_gradients_per_gpu, first_gradients)
let per_gpu.gradients = all_gradients_per_gpu - min(freeable_gradients_per_gpu, per_gpu.activations + need.errors)
# Paged optimizer state (rules/paging.dsl) is not held: it takes what the GPU has left.
let sharded_optimizer = need.optimizer / (if shards_optimizer then gpus else 1)
let per_gpu.optimizer = if offloaded or paged_optimizer then 0 B else sharded_optimizer
let per_gpu.activations = need.activations / (if splits_model then gpus else 1)
let per_gpu.kv_cache = need.kv_cache / (if splits_model then gpus else 1)
# ZeRO-3 gathers a layer's weights before using it and prefetches the next: two of the largest
# layer in the compute precision. FSDP gathers a unit at a time: each block is one (Hugging Face
# Accelerate's transformer policy, torchtune, torchtitan), the one computing and the one
# prefetched, and the rest (the embeddings, the final norm, the output layer) is the root unit,
# which FSDP does not reshard after the forward pass (PyTorch's FSDP1 and FSDP2 alike: its
# weights are needed at once by the backward pass), so it is gathered throughout. A network
# without blocks is one unit.
let blocks = sum_layers(if layer.checkpoint > 0 then 1 else 0) ?? 0
let block_unit_parameters = (sum_layers(if layer.in_block == 1 then layer.parameters else 0) ?? 0) / max(blocks, 1)
# Each is gathered as it is stored: a quantised base's blocks in their format (bitsandbytes' without
# the scales every GPU holds), the rest at unquantised_bytes (rules/memory.dsl); else in the
# compute precision.
let block_gathered_bytes = if bitsandbytes_lora then 0.5 B else if quantised then stored_weight_bytes else bytes_per_value
let root_gathered_bytes = if quantised then unquantised_bytes else bytes_per_value
let fsdp_gathered = if blocks > 0
                    then (model.parameters - block_unit_parameters * blocks) * root_gathered_bytes + 2 * block_unit_parameters * block_gathered_bytes
                    else model.parameters * bytes_per_value
let per_gpu.gathered = if sharding_mode == fsdp then fsdp_gathered
                       else if sharding_mode == zero3 then 2 * (max_layers(layer.parameters) ?? 0) * bytes_per_value else 0 B

# Bytes each GPU sends per step over the link (ring collectives send 2 (N-1)/N of the data for an
# all-reduce, (N-1)/N for an all-gather or a reduce-scatter):
#  - data parallel and ZeRO 1-2: an all-reduce (or reduce-scatter + all-gather) of the gradients;
#  - ZeRO-3 and FSDP: the weights gathered forward and backward and the gradients scattered (1.5x);
#  - tensor: two all-reduces of the block's output per attention and per MLP, forward and backward;
#  - pipeline: the activations at each stage boundary, forward and backward (small beside the rest).
let ring = 2 * (gpus - 1) / gpus
let passes = if serving then 1 else 2
let tensor_parallel_elements = sum_layers(if layer.kind == "attention" or (layer.kind == "dense" and layer.in_block == 1)
                                         then layer.outputs else 0) ?? 0
let comm.bytes = if gpus <= 1 then 0 B
                 else if sharding_mode == zero3 or sharding_mode == fsdp then 1.5 * ring * model.parameters * bytes_per_value
                 else if sharding_mode == tensor then ring * passes * batch * tensor_parallel_elements * bytes_per_value
                 else if sharding_mode == pipeline then passes * batch * (max_layers(layer.outputs) ?? 0) * bytes_per_value
                 else if serving then 0 B
                 else ring * need.gradients
