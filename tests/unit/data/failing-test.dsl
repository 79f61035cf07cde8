# A test block that fails on purpose (used by the CLI tests to check the exit code).
workload "cli failing workload" { task conv  precision fp16  batch 32  parameters 1e6  activations 10 MB }
test "the GTX 580 is never recommended for this" {
  as_of 2016-07  workload "cli failing workload"
  expect top == "GTX 580 3GB"
}
