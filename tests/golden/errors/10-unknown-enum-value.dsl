# Names: 'ampre' is not a value of enum arch (did-you-mean ampere).
rule "Golden Test Rule 10" {
  when gpu.arch >= ampre
  note "a recent card"
}
