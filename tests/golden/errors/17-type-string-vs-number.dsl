# Types: comparing a string (gpu.source) with a number.
rule "Golden Test Rule 17" {
  when gpu.source == 8
  note "never"
}
