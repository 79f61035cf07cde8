# Syntax: 'else reject' after a 'when', which has no else branch.
rule "Golden Test Rule 58" {
  when gpu.memory >= 8 GB
  else reject "needs 8 GB"
}
