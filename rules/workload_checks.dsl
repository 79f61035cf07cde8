# Workloads that ask for something impossible: each is an error located at the property that
# says so (`invalid`), not a number that looks like an answer.

rule "LoRA trains" {
  cites F81
  when serving and lora_finetune
  invalid "LoRA trains adapters, and mode inference trains nothing: drop finetune lora, or serve the merged model"
}

rule "sharding needs GPUs" {
  cites F80
  when stated_sharding != none and stated_sharding != zero0 and (stated_gpus ?? 1) < 2
  invalid "sharding {stated_sharding} splits the model over several GPUs: set gpus 2 or more"
}

rule "prompt within the context" {
  cites F85
  when serving and prompt_tokens >= context_tokens
  invalid "the prompt ({prompt_tokens} tokens) must be shorter than the context ({context_tokens}), which also holds the generated tokens"
}

rule "training shards weights, not experts of serving" {
  cites F80
  when serving and (stated_sharding == zero0 or stated_sharding == zero1 or stated_sharding == zero2 or stated_sharding == zero3 or stated_sharding == fsdp)
  invalid "ZeRO and FSDP shard training state; to serve one model over several GPUs use sharding tensor or pipeline"
}

rule "whole GPUs" {
  when (stated_gpus != floor(stated_gpus)) ?? false
  invalid "gpus {stated_gpus} is not a whole number"
}
