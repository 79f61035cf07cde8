# Tests: a test block that names no workload.
test "Golden Test 37" {
  as_of 2019-04
  expect rank("GTX 1060 6GB") >= 1
}
