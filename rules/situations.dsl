# Buyers' situations. Pick one with --situation NAME; edit or add your own.

# Value: estimated training throughput per dollar (rules/speed.dsl), for the GPUs bought.
let speed_per_dollar = throughput_per_dollar

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
