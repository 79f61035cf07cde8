# How fast will it train? A roofline per layer: each layer takes the longer of its arithmetic at
# the rate of the unit that runs it and its memory traffic at the card's bandwidth (F20, F23).
# Training does about three times the forward pass's work (forward, and two products backward).
# docs/workload-model.md explains every term and the accuracy against F30 and F31.

let sixteen_bit = precision == fp16 or precision == bf16

# Peak rates of the units that can run the matrix products.
# A unit that runs only one 16-bit format (bf16 on a TPU) runs the other's work in it.
let tensor_peak = if sixteen_bit then max(gpu.tensor_fp16 ?? 0 TFLOPS, gpu.tensor_bf16 ?? 0 TFLOPS)
                  else if precision == tf32 then gpu.tensor_tf32 ?? 0 TFLOPS
                  else 0 TFLOPS                                  # tensor cores need 16-bit (F24)
# Cards with slow native FP16 (1/64 rate on GeForce Pascal, F25) compute 16-bit in 32-bit units.
let vector_peak = if sixteen_bit then max(gpu.fp32 ?? 0 TFLOPS, gpu.fp16 ?? 0 TFLOPS) else gpu.fp32 ?? 0 TFLOPS

# Fractions of peak that the libraries reach in training. Tensor cores are fed by the same
# memory system and reach a small part of their peak in whole networks (F23, F32).
let tensor_utilisation = 0.3
# Older architectures reach less of their peak (F21: Maxwell is faster than Kepler at equal
# bandwidth); AMD's software reaches less than CUDA's (F12, F18).
let arch_efficiency = if gpu.vendor == amd then 0.6
                      else if (gpu.arch ?? pascal) <= kepler then 0.5
                      else if (gpu.arch ?? pascal) == maxwell then 0.7
                      else 0.9
let matmul_rate = max(tensor_peak * tensor_utilisation, vector_peak) * arch_efficiency

# How well each kind of layer uses that rate: large convolutions and dense layers well, small
# recurrent products poorly (F23).
# LoRA's frozen base needs no weight gradients: the backward pass computes the activations'
# gradients only. Checkpointing runs the forward pass once more. Serving runs it once.
let training_work = if serving then 1 else (if lora_finetune then 2 else 3) + (if checkpointing then 1 else 0)
let kernel_launch = 5 us

let time.layers =
  sum_layers(max(
      training_work * layer.flops
        / (matmul_rate * (if layer.kind == "conv" then 0.8 else if layer.kind == "dense" then 0.9
                          else if layer.kind == "attention" then 0.7 else if layer.kind == "recurrent" then 0.5 else 1)),
      # Activations in and out, and the weights: once per batch, or once per time step for a
      # recurrent layer (small matrix products re-read their weights: bandwidth bound, F23).
      training_work * (layer.traffic + layer.parameters * layer.steps / batch) * bytes_per_value / gpu.bandwidth)
    + training_work * kernel_launch / batch)
# The optimizer reads and writes weights, gradients and its state once per step.
let time.optimizer = (if frozen_base then model.trainable * 12 B + need.optimizer
                      else need.weights + need.gradients + need.optimizer + model.trainable * bytes_per_value)
                     / (batch * gpu.bandwidth)
# A workload without a network: its FLOP total at the matrix rate.
let time.per_sample_compute = time.layers + time.optimizer ?? training_work * model.flops / (matmul_rate * 0.8)
let time.per_sample = time.per_sample_compute / multi_gpu_speedup

# Serving: sequences finished per second, each generating its context beyond the prompt.
let samples_per_second = if serving then decode.total_tokens_per_second / max(context_tokens - prompt_tokens, 1)
                         else 1 / time.per_sample
# Tokens per second, for networks that read tokens (an embedding first); missing for the others.
let token_model = max_layers(if layer.kind == "embedding" then 1 else 0) == 1
let not_applicable = 0
let tokens_per_second = (if serving then decode.total_tokens_per_second else samples_per_second * context_tokens)
                        / (if token_model then 1 else not_applicable)
let time_to_first_token = time.to_first_token / (if serving then 1 else not_applicable)
let time.per_epoch = workload.samples / samples_per_second
# Relative to the fastest card one can buy for a workstation at the date asked about (passively
# cooled data-center cards need a server).
let workstation_card = gpu.price > 0 USD and (gpu.cooling ?? open) != passive
let relative_speed = samples_per_second / max_over_gpus(if workstation_card then samples_per_second else 0 / 1 s)
let throughput_per_dollar = samples_per_second / (gpu.price * gpus)
let throughput_per_watt = samples_per_second / (gpu.tdp * gpus)

columns need.memory as memory_bytes, need.headroom, samples_per_second as samples_per_second,
        tokens_per_second as tokens_per_second, time_to_first_token as time_to_first_token,
        time.per_epoch, relative_speed as relative_speed, throughput_per_dollar, throughput_per_watt
# The memory breakdown per GPU; JSON names each part (weights_bytes ...).
details per_gpu.weights as weights_bytes, per_gpu.gradients as gradients_bytes, per_gpu.optimizer as optimizer_bytes,
        per_gpu.activations as activations_bytes, per_gpu.kv_cache as kv_cache_bytes, per_gpu.gathered as gathered_bytes, need.dequantised as dequantised_bytes,
        need.errors as errors_bytes, need.workspace as workspace_bytes, need.framework as framework_bytes,
        memory.layers, time.layers, time.optimizer, time.communication, matmul_rate
