# A rule citing a fact that rules/facts.dsl does not declare (a typo for F22).
rule "cites a typo" {
  cites F222
  when gpu.memory < 4 GB
  warn "small"
}
