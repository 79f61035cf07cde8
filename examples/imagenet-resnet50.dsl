# Training ResNet-50 on ImageNet in 16-bit. The network (rules/networks/resnet50.dsl, torchvision's
# layout) gives the parameters (25,557,032), forward FLOPs (8.2 GFLOP, 4.1 G multiply-adds per
# 224 x 224 image) and activations layer by layer. ImageNet-1k (ILSVRC 2012) has 1,281,167
# training images; the classic schedule is 90 epochs of momentum SGD (Goyal et al. 2017; He et al.
# 2015), here at batch 64 per GPU.

workload "ImageNet ResNet-50" {
  model "ResNet-50"
  task conv  precision fp16  optimizer momentum
  batch 64  input 224 x 224 x 3  samples 1281167  epochs 90
}
