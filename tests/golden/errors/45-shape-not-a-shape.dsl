# Types: a single number given for input, which is a shape (224 x 224 x 3).
workload "Golden Test Workload 45" {
  task conv
  input 224
}
