# The workloads bench/gpu/session.sh gives the workload probe: two of the PyTorch training runs
# of bench/accuracy/torch_runs.py, so that the probe's correction can be set beside a measured step.
workload "ResNet-50, AMP, batch 256" {
  model "ResNet-50"  precision fp16  optimizer momentum  batch 256
}
