# Comparing a memory size with a bandwidth is a dimension error (E-UNIT).
rule "memory against bandwidth" {
  when gpu.memory >= gpu.bandwidth
  warn "cannot happen"
}
