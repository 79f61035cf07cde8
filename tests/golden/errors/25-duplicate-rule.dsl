# Duplicates: two rules with the same name.
rule "Golden Test Rule 25" {
  when gpu.memory < 4 GB
  warn "little memory"
}

rule "Golden Test Rule 25" {
  when gpu.memory < 2 GB
  warn "very little memory"
}
