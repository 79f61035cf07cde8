# A test block that passes against the shipped catalog and rules (used by the CLI tests).
workload "cli test workload" { task conv  precision fp16  batch 32  parameters 1e6  activations 10 MB }
test "a small conv net fits on a GTX 1080 in 2016" {
  as_of 2016-07  workload "cli test workload"
  expect admitted("GTX 1080")
}
