# Messages: an interpolated expression that does not parse.
rule "Golden Test Rule 44" {
  when gpu.memory < 4 GB
  warn "only {gpu.memory +} of memory"
}
