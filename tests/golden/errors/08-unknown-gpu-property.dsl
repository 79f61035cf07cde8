# Names: gpu.memroy is a misspelling of gpu.memory (did-you-mean).
rule "Golden Test Rule 08" {
  when gpu.memroy < 4 GB
  warn "too little memory"
}
