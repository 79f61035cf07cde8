# Types: '<' on enum vendor, which is unordered (declared with commas).
rule "Golden Test Rule 19" {
  when gpu.vendor < amd
  note "never"
}
