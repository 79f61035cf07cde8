# When a workload does not fit: the reductions to try, each with the memory it reaches.
# Convolutional nets (F46): 16-bit, then half and a quarter of the batch, then changes to the
# network that advise names without estimating (larger input strides, 1x1 convolutions, 2x2
# pooling). Transformers and other token models: the modern ones (F80-F85): checkpointing, 8-bit
# Adam, LoRA, a 4-bit frozen base, sharding over several GPUs, a shorter sequence.

# 16-bit training as the workload's sharding runs it (rules/memory.dsl): autocast's 32-bit weights
# and gradients with a 16-bit copy of each weight, or 16-bit ones with the master copy in the
# optimizer; activations and errors in 16 bits but for what autocast keeps in 32 (norms and adds
# of token models, eager attention's probabilities) and the loss, which stays 32-bit. Per GPU,
# each part divided as the workload's sharding divides it (rules/sharding.dsl). Every reduction
# recomputes the gradients alive at the peak: the activations a reduction removes are the memory
# the backward pass frees for them.
let to_sixteen_bit = bytes_per_value > 2 B and not frozen_base
# The two peaks (rules/memory.dsl), each with the framework's memory. A reduction of the
# activations lowers the first; the optimizer step's stays.
let backward_total = need.backward_peak + need.framework
let step_total = need.step_peak + need.framework
let sixteen_bit_weights = model.parameters * (if autocast_sharding then 4 B + 2 B else 2 B) / (if shards_weights then gpus else 1)
                          + model.parameters * ((if autocast_sharding then 0 B else 4 B) + optimizer_state)
                            / (if shards_optimizer then gpus else 1)
let gradient_scale = if to_sixteen_bit and not autocast_sharding then 0.5 else 1
let reduced_all_gradients = all_gradients_per_gpu * gradient_scale
let reduced_freeable_gradients = freeable_gradients_per_gpu * gradient_scale
let loss_kept_per_gpu = loss_kept / (if splits_model then gpus else 1)
# Eager attention's scores in 16 bits: under autocast, or in a layer declared fp32_softmax,
# 32-bit probabilities and a 16-bit copy, and the mask; else 16-bit probabilities, and the
# dropout's output and mask.
let sixteen_bit_scores = if not eager_attention or checkpointing then batch * kept_score_bytes / 2
                         else if autocast_sharding then batch * (score_elements * (4 B + 2 B) + dropped_score_elements * 1 B)
                         else batch * ((score_elements - wide_score_elements) * 2 B + wide_score_elements * (4 B + 2 B)
                                       + (dropped_score_elements - wide_dropped_score_elements) * (2 B + 1 B)
                                       + wide_dropped_score_elements * 1 B)
# Activations and errors per GPU at the 16-bit workload's batch.
let reduced_activations_errors = if not to_sixteen_bit then per_gpu.activations + need.errors
                                 else (per_gpu.activations - loss_kept_per_gpu - batch * kept_score_bytes) / 2
                                      + loss_kept_per_gpu + sixteen_bit_scores
                                      + (if autocast_sharding then batch * wide_under_autocast * 2 B else 0 B)
                                      + max(need.errors / 2, batch * 2 * logits * 4 B)
let reduced_workspace = if to_sixteen_bit then need.workspace / 2 else need.workspace
# Everything but the gradients, the activations, the errors and the workspace, in 16 bits.
let reduced_rest = if to_sixteen_bit
                   then sixteen_bit_weights + per_gpu.kv_cache + per_gpu.gathered / 2 + need.dequantised + need.framework
                   else backward_total - per_gpu.gradients - per_gpu.activations - need.errors - need.workspace
let reduced.sixteen_bit = if not to_sixteen_bit then need.memory
                          else max(reduced_rest + reduced_workspace + reduced_activations_errors + reduced_all_gradients
                                   - min(reduced_freeable_gradients, reduced_activations_errors), step_total)
# Batches are whole: half of a batch of 5 is 2. F46: 64 instead of 128. Activations, errors and
# the workspace scale with the batch.
let half_batch = floor(batch / 2)
let quarter_batch = floor(batch / 4)
let half_activations = reduced_activations_errors * half_batch / batch
let quarter_activations = reduced_activations_errors * quarter_batch / batch
let reduced.half_batch = max(reduced_rest + reduced_workspace * half_batch / batch + half_activations + reduced_all_gradients
                             - min(reduced_freeable_gradients, half_activations), step_total)
# Below 32 samples training slows a lot: the last resort (F46).
let reduced.quarter_batch = max(reduced_rest + reduced_workspace * quarter_batch / batch + quarter_activations + reduced_all_gradients
                                - min(reduced_freeable_gradients, quarter_activations), step_total)
let sixteen_bit_step = if bytes_per_value > 2 B then "16-bit training and " else ""
let reduces_like_cnn = not token_model ?? true
let does_not_fit = need.memory > usable_memory
let trains = not serving

rule "reduce memory: network changes" {
  cites F46
  when does_not_fit and reduces_like_cnn and trains and (quarter_batch < 1 or reduced.quarter_batch > usable_memory)
  note "too big even with {sixteen_bit_step}a quarter of the batch; F46 then changes the network: larger strides in the input layers, 1x1 convolutions to cut channels, 2x2 pooling (not estimated)"
}

rule "reduce memory: 16-bit" {
  cites F46, F48
  when does_not_fit and trains and bytes_per_value > 2 B and reduced.sixteen_bit <= usable_memory
  note "fits with 16-bit training: about {reduced.sixteen_bit}"
}

rule "reduce memory: half batch" {
  cites F46
  when does_not_fit and trains and half_batch >= 1 and reduced.sixteen_bit > usable_memory and reduced.half_batch <= usable_memory
  note "fits with {sixteen_bit_step}half the batch ({half_batch}): about {reduced.half_batch}"
}

rule "reduce memory: quarter batch" {
  cites F46
  when does_not_fit and trains and reduces_like_cnn and quarter_batch >= 1 and reduced.half_batch > usable_memory
       and reduced.quarter_batch <= usable_memory
  note "fits only with {sixteen_bit_step}a quarter of the batch ({quarter_batch}): about {reduced.quarter_batch}; below 32 samples training slows"
}

# Token models. Each estimate changes one thing of the workload as given.
# Checkpointing (rules/memory.dsl) keeps the loss's 32-bit logits and, with eager attention, one
# block's scores.
let checkpointed_activations = batch * ((checkpointed_elements ?? 0) * bytes_per_value + block_score_bytes + lora_dropout_block)
                               / (if splits_model then gpus else 1) + loss_kept_per_gpu
let outside_activations = backward_total - per_gpu.gradients - per_gpu.activations - need.errors
let reduced.checkpointing = max(outside_activations + checkpointed_activations + need.errors + all_gradients_per_gpu
                                - min(freeable_gradients_per_gpu, checkpointed_activations + need.errors), step_total)
# Half the sequence: the activations and errors per sample halve (the scores more).
let reduced.shorter_sequence = max(outside_activations + (per_gpu.activations + need.errors) / 2 + all_gradients_per_gpu
                                   - min(freeable_gradients_per_gpu, (per_gpu.activations + need.errors) / 2), step_total)
# 8-bit Adam (bitsandbytes) updates in a fused kernel: no step temporary.
let adam8bit_state = per_gpu.optimizer * 2 B / (optimizer_state + master_bytes)
let reduced.adam8bit = max(backward_total - per_gpu.optimizer + adam8bit_state,
                           step_total - step_temporary - per_gpu.optimizer + adam8bit_state)
let lora_default_trainable = 16 * (sum_layers(if layer.kind == "attention" then layer.lora_width else 0) ?? 0)
let reduced.lora = backward_total - per_gpu.weights - per_gpu.gradients - per_gpu.optimizer
                   + model.parameters * min(bytes_per_value, 2 B) + lora_default_trainable * (8 B + optimizer_state)
let four_bit_store = block_parameters * (0.5 B + 2 B / quantisation_group) + (model.parameters - block_parameters) * 2 B
let reduced.four_bit = backward_total - per_gpu.weights + four_bit_store / (if shards_weights then gpus else 1)
                       + model.trainable * 4 B
# A chunked loss (rules/memory.dsl) as the workload would run it, eager or compiled: the loss's
# kept logits and its gradients shrink; the rest of the activations and errors stay.
let chunked_kept_per_gpu = batch * logits * chunked_kept_logit_bytes / (if splits_model then gpus else 1)
let chunked_activations_errors = per_gpu.activations - loss_kept_per_gpu + chunked_kept_per_gpu
                                 + batch * max((unchunked_widest_step ?? 0) * bytes_per_value, logits * chunked_logit_error_bytes)
let reduced.chunked_loss = max(outside_activations + chunked_activations_errors + all_gradients_per_gpu
                               - min(freeable_gradients_per_gpu, chunked_activations_errors), step_total)
# torchtune's low-memory full fine-tuning on one GPU: the optimizer stepped in the backward pass
# (one weight's gradient alive, no step after it), its state paged (rules/paging.dsl) and, for a
# language model, the loss chunked, as its recipes take it.
let low_memory_activations_errors = if logits > 0 then min(chunked_activations_errors, per_gpu.activations + need.errors)
                                    else per_gpu.activations + need.errors
let reduced.low_memory_optimizer = outside_activations - per_gpu.optimizer + low_memory_activations_errors + first_gradients

# Sharding the weights, gradients and optimizer state (FSDP, ZeRO-3) over N GPUs: the least N
# for which the rest fits beside the shards.
let sharded_state = need.weights + need.gradients + need.optimizer
let unsharded_rest = backward_total - per_gpu.weights - per_gpu.gradients - per_gpu.optimizer
                     + fsdp_gathered
let fsdp_gpus = 0 - floor(0 - sharded_state / (usable_memory - unsharded_rest))
let token_trains = token_model and trains
# CPU offload (F119, rules/offload.dsl): the weights, gradients and optimizer state leave the GPUs,
# which keep the units they gather and, training a whole model, one unit's gradients; offered
# where it fits with the offloaded estimate's error, as an offloaded run is admitted.
let reduced.offload = backward_total - per_gpu.weights - per_gpu.gradients - per_gpu.optimizer
                      + (if shards_weights then 0 B else fsdp_gathered) + offload.unit_gradients + bitsandbytes_scale_bytes

rule "reduce memory: checkpointing" {
  cites F84
  when does_not_fit and token_trains and not checkpointing and reduced.checkpointing < need.memory * 0.9
  note "activation checkpointing brings it to about {reduced.checkpointing} for one more forward pass of time"
}

rule "reduce memory: 8-bit Adam" {
  cites F80
  when does_not_fit and token_trains and (optimizer == adam or optimizer == adamw) and not lora_finetune
  note "8-bit Adam brings it to about {reduced.adam8bit}"
}

rule "reduce memory: chunked loss" {
  when does_not_fit and token_trains and not chunked_loss and logits > 0 and reduced.chunked_loss < need.memory * 0.9
  note "a chunked loss (loss chunked_cross_entropy: torchtune's CEWithChunkedOutputLoss, keeping less when compiled) brings it to about {reduced.chunked_loss}: the loss's 32-bit logits and their gradients take {loss_kept + need.errors} now"
}

rule "reduce memory: step in the backward pass, paged state" {
  when does_not_fit and token_trains and not lora_finetune and not steps_in_backward and not paged_optimizer
       and gpus == 1 and not offloaded and reduced.low_memory_optimizer < need.memory * 0.9
  note "stepping the optimizer in the backward pass (optimizer_step in_backward: torchtune's optimizer_in_bwd) and paging its state (paged_optimizer true: bitsandbytes' paged optimizers), with a chunked loss for a language model (loss chunked_cross_entropy), brings it to about {reduced.low_memory_optimizer}; the state ({sharded_optimizer}) then takes what the card has left, and what does not fit is copied over PCIe at every step"
}

rule "reduce memory: LoRA" {
  cites F81
  when does_not_fit and token_trains and not lora_finetune
  note "fine-tuning with LoRA (rank 16 on the attention projections) needs about {reduced.lora}"
}

rule "reduce memory: 4-bit base" {
  cites F82
  when does_not_fit and token_model and frozen_base and weight_format != int4
  note "a 4-bit base (QLoRA, or int4 weights when serving) brings it to about {reduced.four_bit}"
}

# Sharding is the answer when the sharded state is what does not fit. When the rest (the
# activations above all) takes half the card or more, the count climbs past one computer's GPUs
# for little (13 A100s for an 8B model at batch 4): the activations are to be reduced first
# (checkpointing, shorter sequences: the notes above and below).
let fsdp_gpus_at_most = 8
rule "reduce memory: shard over GPUs" {
  cites F80
  when does_not_fit and token_trains and not shards_weights and unsharded_rest < usable_memory * 0.5
       and fsdp_gpus <= fsdp_gpus_at_most
  note "FSDP or ZeRO-3 over {fsdp_gpus} of these GPUs fits the weights, gradients and optimizer state"
}

rule "reduce memory: CPU offload" {
  cites F119
  when does_not_fit and token_trains and not offloaded and reduced.offload * (1 + offloaded_memory_error) <= usable_memory
  note "offloading to the CPU (offload true) brings it to about {reduced.offload} ({reduced.offload * (1 + offloaded_memory_error)} with the measured run's error): the CPU's memory then holds the weights, gradients and optimizer state ({sharded_state}), and each step copies the weights in over PCIe"
}

# Batch 1, where half the batch does not fit: the activations and errors per step scale with the
# batch (F46's smaller mini-batch); accumulating the gradients of several steps before the
# optimizer's keeps the batch it sees.
let reduced.batch_of_one = max(outside_activations + (per_gpu.activations + need.errors) / batch + all_gradients_per_gpu
                               - min(freeable_gradients_per_gpu, (per_gpu.activations + need.errors) / batch), step_total)
rule "reduce memory: batch of one" {
  cites F46
  when does_not_fit and token_trains and batch > 1 and reduced.batch_of_one <= usable_memory
       and (half_batch < 1 or reduced.half_batch > usable_memory)
  note "at batch 1 it needs about {reduced.batch_of_one}: accumulating the gradients of {batch} steps keeps the batch of {batch} that the optimizer sees, each step slower than one of {batch}"
}

rule "reduce memory: shorter sequence" {
  cites F83
  when does_not_fit and token_trains and reduced.shorter_sequence <= usable_memory
  note "half the sequence length halves the activations: about {reduced.shorter_sequence}"
}
