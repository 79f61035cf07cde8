# Syntax: a stray closing parenthesis after a complete condition.
rule "Golden Test Rule 03" {
  when gpu.memory > 8 GB)
  warn "stray token"
}
