# Syntax: 'else' followed by a message, without 'reject'.
rule "Golden Test Rule 57" {
  require gpu.memory >= 8 GB
  else "needs 8 GB"
}
