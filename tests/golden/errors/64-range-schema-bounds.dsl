# Least values declared in a schema: only on number fields, in the field's unit (or a bare 0);
# `>=` admits the bound itself.
schema workload {
  golden_size: B > 1         "a bound without its unit"
  golden_label: string > 0   "a bound on a string"
  golden_ratio: number >= 1  "at least one"
}

workload "Golden Test Workload 62" {
  model "ResNet-50"
  task conv  precision fp16  optimizer momentum
  batch 64  input 224 x 224 x 3  samples 1000  epochs 1
  golden_ratio 1
}

workload "Golden Test Workload 62b" {
  model "ResNet-50"
  task conv  precision fp16  optimizer momentum
  batch 64  input 224 x 224 x 3  samples 1000  epochs 1
  golden_ratio 0.5
}
