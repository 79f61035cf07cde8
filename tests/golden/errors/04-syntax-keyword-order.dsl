# Syntax: 'reject' written before 'else' in a require item.
rule "Golden Test Rule 04" {
  require gpu.memory >= 8 GB
  reject else "needs 8 GB"
}
