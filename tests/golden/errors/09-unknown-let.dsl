# Names: a misspelled let (need.memroy for the shipped need.memory).
rule "Golden Test Rule 09" {
  when need.memroy > 40 GB
  note "a large workload"
}
