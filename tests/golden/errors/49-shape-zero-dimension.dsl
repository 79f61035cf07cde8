# Shapes: a dimension of 0 is not a valid shape.
workload "Golden Test Workload 49" {
  task conv
  input 224 x 0 x 3
}
