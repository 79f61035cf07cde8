# Shapes: a dimension of 2.5 is not a whole number, so not a valid shape.
workload "Golden Test Workload 48" {
  task conv
  input 224 x 2.5 x 3
}
