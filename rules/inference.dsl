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

# Keys and values of every attention layer for every token of every sequence, in the compute
# precision.
let kv_bytes_per_token = 2 * (sum_layers(layer.kv_width) ?? 0) * bytes_per_value
let need.kv_cache = if serving then kv_bytes_per_token * context_tokens * batch else 0 B
# What a forward pass holds at once while it reads the prompt: a block's largest output and its
# input. Serving engines compute the output layer for the last token only. A one-pass network
# holds its largest layer's input and output.
let serving_activations = if generates
                          then 2 * batch * (max_layers(if layer.in_block == 1 then layer.saved else 0) ?? 0) * bytes_per_value
                               * prompt_tokens / context_tokens
                          else 2 * batch * (max_layers(layer.outputs) ?? 0) * bytes_per_value

# Fractions of the peaks that serving reaches. Decode reads at about 80% of the memory bandwidth
# (vLLM and TensorRT-LLM reports); other vendors' stacks reach the share rules/speed.dsl gives
# them (software_efficiency, fitted on training rows; the held-back RX 7900 XTX row of
# bench/accuracy/decode.csv scores it). Prefill runs large matrix products: 0.5 is fitted on llama.cpp's
# 512-token prompts on five GeForce cards (bench/accuracy/decode.py, the fit split).
let decode_bandwidth_efficiency = 0.8
let prefill_efficiency = 0.5
let step_overhead = 20 us

# Prefill: the network's forward FLOPs for the prompt part of each sequence. Its matrix products
# are large (thousands of tokens at once): a fraction of the peak rate itself, not the
# whole-network training rate of rules/speed.dsl.
let prefill_rate = max(tensor_peak, vector_peak) * arch_efficiency * prefill_efficiency
let time.to_first_token = batch * model.flops * prompt_tokens / context_tokens / prefill_rate + step_overhead
# Decode: one step gives a token to every sequence. It reads the weights each token touches
# (mixture-of-experts layers: the picked experts, more as the batch grows) and the cache so far.
let active_fraction = min(1, batch * (sum_layers(layer.active_parameters) ?? model.parameters) / max(model.parameters, 1))
let decode_bytes = need.weights * active_fraction + kv_bytes_per_token * batch * (prompt_tokens + context_tokens) / 2
let time.decode_step = max(decode_bytes / (datasheet(gpu.bandwidth) * decode_bandwidth_efficiency * software_efficiency),
                           2 * batch * (sum_layers(layer.active_parameters) ?? model.parameters) * 1 FLOP / matmul_rate)
                       / (if splits_model then gpus else 1)
                       + step_overhead
# Per sequence: shown for serving only (missing for training, as time_to_first_token is).
let decode.tokens_per_second = 1 / time.decode_step / (if serving then 1 else not_applicable)
let decode.total_tokens_per_second = batch / time.decode_step

# The most sequences of this context that fit beside the weights.
let per_sequence_bytes = kv_bytes_per_token * context_tokens / (if splits_model then gpus else 1)
let serving.largest_batch = floor((usable_memory - per_gpu.weights - need.framework) / per_sequence_bytes)

rule "serving: batch that fits" {
  cites F22
  when serving and need.memory > usable_memory and serving.largest_batch >= 1
  note "the weights fit; the KV cache for {context_tokens} tokens fits {serving.largest_batch} sequences at a time"
}
