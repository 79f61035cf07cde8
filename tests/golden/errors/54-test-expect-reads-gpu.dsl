# Tests: an expectation that reads gpu.*, which a test cannot see.
workload "Golden Test Workload 54" {
  task conv  precision fp16  batch 32
}

test "Golden Test 54" {
  as_of 2019-04
  workload "Golden Test Workload 54"
  expect gpu.memory >= 8 GB
}
