# Lexical: a string that is not closed before the end of the line.
rule "Golden Test Rule 07" {
  when gpu.memory < 4 GB
  warn "too little memory
}
