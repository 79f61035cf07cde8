# Units: memory (bytes) compared with bandwidth (bytes per second).
rule "Golden Test Rule 13" {
  when gpu.memory >= gpu.bandwidth
  note "meaningless comparison"
}
