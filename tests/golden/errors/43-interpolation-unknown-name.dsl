# Messages: an interpolated expression naming an unknown property.
rule "Golden Test Rule 43" {
  when gpu.memory < 4 GB
  warn "only {gpu.memroy} of memory"
}
