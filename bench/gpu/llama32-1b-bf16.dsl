# See bench/gpu/resnet50-amp.dsl.
workload "Llama-3.2-1B, bf16, batch 4 x 2048 tokens" {
  model "Llama-3.2-1B"  precision bf16  optimizer adamw  batch 4  sequence 2048  attention flash
}
