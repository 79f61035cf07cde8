# Buyers' situations. Pick one with --situation NAME; edit or add your own.

# A crude speed for value judgements until the workload model estimates throughput:
# the faster of the card's tensor-core and vector rates.
let speed = max(tensor_cores, flops)
let speed_per_dollar = speed / gpu.price

rule "value for money" {
  cites F32, F33
  when situation.goal == value
  priority 1
  prefer speed_per_dollar
}

situation "little money" {
  budget 250 USD  goal value
}

situation "cost-efficient" {
  goal value
}

situation "four GPUs in one computer" {
  gpus 4
}
