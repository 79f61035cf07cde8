# Types: 'and' between two numbers instead of two conditions.
rule "Golden Test Rule 18" {
  when gpu.sms and gpu.slots
  note "never"
}
