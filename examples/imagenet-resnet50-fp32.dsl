# The same ImageNet ResNet-50 training in 32-bit: torchvision ResNet-50 (25,557,032 parameters,
# 8.2 GFLOP forward per 224 x 224 image), 1,281,167 ImageNet-1k training images, 90 epochs of
# momentum SGD, batch 64 per GPU. Compare with imagenet-resnet50.dsl (16-bit): F48 says 16-bit
# saves less memory than half, because frameworks keep 32-bit master weights.

workload "ImageNet ResNet-50 fp32" {
  model "ResNet-50"
  task conv  precision fp32  optimizer momentum
  batch 64  input 224 x 224 x 3  samples 1281167  epochs 90
}
