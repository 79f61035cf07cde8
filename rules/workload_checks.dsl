# Workloads that ask for something impossible: each is an error located at the property that
# says so (`invalid`), not a number that looks like an answer.

rule "LoRA trains" {
  cites F81
  when serving and lora_finetune
  invalid "LoRA trains adapters, and mode inference trains nothing: drop finetune lora, or serve the merged model"
}

rule "sharding needs GPUs" {
  cites F80
  when stated_sharding != none and stated_sharding != zero0 and (stated_gpus ?? 1) < 2 and not offload
  invalid "sharding {stated_sharding} splits the model over several GPUs: set gpus 2 or more"
}

rule "prompt within the context" {
  cites F85
  when serving and prompt_tokens >= context_tokens
  invalid "the prompt ({prompt_tokens} tokens) must be shorter than the context ({context_tokens}), which also holds the generated tokens"
}

rule "offload shards" {
  cites F119
  when offload and not ((workload.sharding ?? fsdp) in [fsdp, zero3])
  invalid "offload keeps FSDP's or ZeRO-3's shards in the CPU's memory: write sharding fsdp or zero3 with it, or no sharding"
}

rule "offload trains" {
  cites F119
  when serving and (workload.offload ?? false)
  invalid "offload moves training state (weights, gradients, optimizer) to the CPU; serving engines keep the weights on the GPU: split them over GPUs with sharding tensor or pipeline"
}

rule "stepping in the backward pass accumulates nothing" {
  when (workload.optimizer_step == in_backward and keep_gradients) ?? false
  invalid "optimizer_step in_backward frees each gradient as soon as it has stepped its weight, so none is kept to accumulate: drop keep_gradients (torchtune's optimizer_in_bwd refuses gradient accumulation too)"
}

rule "GGUF blocks are fixed" {
  when (workload.quantisation_group > 0 and gguf) ?? false
  invalid "quantisation {quantisation} has llama.cpp's fixed blocks (32 weights, 256 for k-quants): drop quantisation_group, which sizes AWQ's, GPTQ's and NF4's groups"
}

rule "a group needs quantised weights" {
  when (workload.quantisation_group > 0 and not quantised) ?? false
  invalid "quantisation_group sizes the scale groups of 4- and 8-bit weights, and these weights are {weight_format}: add weights int4 (or int8, fp8) and a quantisation, or drop it"
}

rule "whole groups" {
  when (workload.quantisation_group != floor(workload.quantisation_group)) ?? false
  invalid "quantisation_group {workload.quantisation_group} is not a whole number of weights"
}

rule "paged optimizer trains" {
  when serving and paged_optimizer
  invalid "paged_optimizer pages an optimizer's state, and mode inference has none: drop it"
}

rule "training shards weights, not experts of serving" {
  cites F80
  when serving and (stated_sharding == zero0 or stated_sharding == zero1 or stated_sharding == zero2 or stated_sharding == zero3 or stated_sharding == fsdp)
  invalid "ZeRO and FSDP shard training state; to serve one model over several GPUs use sharding tensor or pipeline"
}

# Megatron-LM's tensor parallelism gives each GPU whole attention heads; vLLM and TensorRT-LLM
# refuse a tensor-parallel size that does not divide them.
rule "tensor parallel divides the heads" {
  cites F88
  when stated_sharding == tensor and (stated_gpus ?? 1) >= 2 and attention_heads > 0
       and floor(attention_heads / stated_gpus) != attention_heads / stated_gpus
  invalid "sharding tensor over {stated_gpus} GPUs: the {attention_heads} attention heads do not divide among them; use a GPU count that divides them, or sharding pipeline"
}

rule "whole GPUs" {
  when (stated_gpus != floor(stated_gpus)) ?? false
  invalid "gpus {stated_gpus} is not a whole number"
}

rule "batch or concurrency" {
  when (workload.batch != workload.concurrency) ?? false
  invalid "batch {workload.batch} and concurrency {workload.concurrency} say the same thing differently: give one"
}

rule "LoRA's dropout is a probability" {
  cites F81
  when (workload.lora_dropout >= 1) ?? false
  invalid "lora_dropout {workload.lora_dropout} is a probability, below 1 (recipes use 0.05 or 0.1)"
}

rule "whole batch" {
  when (workload.batch != floor(workload.batch)) ?? false
  invalid "batch {workload.batch} is not a whole number of samples"
}

# Gradient steps need weights in a floating-point format (F81): 4- and 8-bit weights train only
# as the frozen base of adapters (QLoRA: bitsandbytes' NF4 base, LoRA on top).
rule "quantised weights train only adapters" {
  cites F81
  when not serving and not lora_finetune and (weight_format == int4 or weight_format == int8)
  invalid "training updates every weight, and {weight_format} weights take no gradient steps: add finetune lora (QLoRA: adapters on a frozen {weight_format} base), or train with weights bf16"
}

rule "integer arithmetic trains nothing" {
  cites F81
  when not serving and (precision == int4 or precision == int8)
  invalid "precision {precision} is an inference format: training computes in fp32, tf32, bf16, fp16 or fp8; for a 4-bit base write precision bf16 weights int4 finetune lora"
}

# `context` and `prompt` describe serving; in a training workload they would be read as the
# sequence without a word, and a serving file without `mode inference` is advised as training.
rule "context is for serving" {
  cites F85
  when not serving and ((workload.context > 0) ?? false or (workload.prompt > 0) ?? false)
  invalid "context and prompt describe serving, and this workload trains: add mode inference to serve it, or write sequence for the tokens of a training sample"
}

# `engine` and `batching` say how a serving engine runs; a training workload would ignore them
# without a word. A stated value compared with itself is true; a missing one is missing.
let engine_stated = (workload.engine == workload.engine) ?? false
let batching_stated = (workload.batching == workload.batching) ?? false
rule "engine and batching are for serving" {
  when not serving and (engine_stated or batching_stated)
  invalid "engine and batching describe a serving engine, and this workload trains: add mode inference to serve it, or drop them"
}
