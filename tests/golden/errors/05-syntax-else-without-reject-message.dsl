# Syntax: 'else reject' with no message string after it.
rule "Golden Test Rule 05" {
  require gpu.memory >= 8 GB
  else reject
}
