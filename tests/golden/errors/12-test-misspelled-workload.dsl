# Names: a test names a workload that does not exist (a misspelling of the one above).
workload "Golden Test Workload 12" {
  task conv  precision fp16  batch 32
}

test "Golden Test 12" {
  as_of 2019-04
  workload "Golden Test Workload12"
  expect rank("GTX 1060 6GB") >= 1
}
