# Messages: an error in an interpolation that follows a non-ASCII character; the column counts characters.
rule "Golden Test Rule 52" {
  when gpu.memory < 4 GB
  warn "mémoire {gpu.memroy}"
}
