# Prefer rules: a 'when' that reads the gpu, although ranking is per workload.
rule "Golden Test Rule 35" {
  when gpu.vendor == nvidia
  prefer highest gpu.memory
}
