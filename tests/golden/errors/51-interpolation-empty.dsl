# Messages: an empty interpolation '{}' in a message.
rule "Golden Test Rule 51" {
  when gpu.memory < 4 GB
  warn "only {} of memory"
}
