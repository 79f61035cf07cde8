# Impossible values: the workload schema says batch > 0 and samples > 0.
workload "Golden Test Workload 59" {
  model "ResNet-50"
  task conv  precision fp16  optimizer momentum
  batch 0  input 224 x 224 x 3  samples -3  epochs 90
}
