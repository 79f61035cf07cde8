# Training ResNet-50 on ImageNet in 16-bit. Figures: torchvision ResNet-50 (25.6 M parameters,
# 4.1 GFLOPs per 224x224 image); activations per sample estimated from PyTorch's peak memory
# at batch 32 in fp32 (about 4.5 GiB beyond the weights).

workload "ImageNet ResNet-50" {
  task conv  precision fp16  optimizer momentum
  batch 64  input 224 x 224 x 3  samples 1281167  epochs 90
  parameters 25.6e6  activations 140 MB  flops 4.1 GFLOP
}
