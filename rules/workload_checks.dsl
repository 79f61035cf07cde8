# Workloads that ask for something impossible: each is an error located at the property that
# says so (`invalid`), not a number that looks like an answer.

rule "LoRA trains" {
  cites F81
  when serving and lora_finetune
  invalid "LoRA trains adapters, and mode inference trains nothing: drop finetune lora, or serve the merged model"
}

rule "sharding needs GPUs" {
  cites F80
  when sharding_mode != none and sharding_mode != zero0 and gpus < 2
  invalid "sharding {sharding_mode} splits the model over several GPUs: set gpus 2 or more"
}

rule "prompt within the context" {
  cites F85
  when serving and prompt_tokens >= context_tokens
  invalid "the prompt ({prompt_tokens} tokens) must be shorter than the context ({context_tokens}), which also holds the generated tokens"
}

rule "training shards weights, not experts of serving" {
  cites F80
  when serving and (sharding_mode == zero0 or sharding_mode == zero1 or sharding_mode == zero2 or sharding_mode == zero3 or sharding_mode == fsdp)
  invalid "ZeRO and FSDP shard training state; to serve one model over several GPUs use sharding tensor or pipeline"
}

rule "whole GPUs" {
  when gpus != floor(gpus)
  invalid "gpus {gpus} is not a whole number"
}
