# Serving an image classifier: ResNet-50 in mixed precision, 256 images a batch. A network that
# does not read tokens is served one forward pass a batch (no decode, no KV cache); the estimates
# carry the errors of bench/accuracy's inference rows (timm's PyTorch inference benchmarks).
# Try: advise examples/resnet50-serving.dsl --situation "2026 home lab" --as-of 2026-11

workload "serve ResNet-50 at batch 256" {
  model "ResNet-50"  mode inference
  precision fp16  batch 256
}
