# Messages: an interpolation '{' that is never closed.
rule "Golden Test Rule 42" {
  when gpu.memory < 4 GB
  warn "only {gpu.memory of memory"
}
