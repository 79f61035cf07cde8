# Prefer rules: a string criterion cannot be ranked.
rule "Golden Test Rule 38" {
  prefer gpu.source
}
