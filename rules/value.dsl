# Value for money (F32, F33, F55, F56).

# `budget` is per GPU bought; `budget_total` is everything: all GPUs bought, or the whole
# rented job (rules/cloud.dsl).
rule "within budget" {
  cites F33
  when situation.budget > 0 USD and not (situation.rent ?? false)
  require gpu.price <= situation.budget
  else reject "costs {gpu.price}, over the budget of {situation.budget}"
}

rule "within the total budget" {
  cites F33
  when situation.budget_total > 0 USD
  require (if situation.rent ?? false then rent.job else gpu.price * gpus) <= situation.budget_total
  else reject "costs {if situation.rent ?? false then rent.job else gpu.price * gpus} in all, over the total budget of {situation.budget_total}"
}

# Value: throughput per dollar (F32), then speed.
let speed_per_dollar = throughput_per_dollar

# What a configuration costs, to rank cards of the same speed: all its cards bought, or rented for
# an hour when the situation rents (one query is always one or the other).
let configuration_cost = if situation.rent ?? false then rent.per_hour * 1 h else gpu.price * gpus

rule "goal: value" {
  cites F32, F33
  when situation.goal == value and not (situation.rent ?? false)
  priority 1
  prefer speed_per_dollar > samples_per_second
}

# Poor value (F56): Founders Editions, Quadros and the Titans a guide named; value-minded
# situations leave them out, the others are warned.
let poor_value = (gpu.founders_edition ?? false) or ((gpu.line == quadro) ?? false) or (gpu.poor_value ?? false)

rule "poor value" {
  cites F56, F63
  when poor_value and situation.goal == value
  reject "poor value for deep learning: the same speed costs far less in a GeForce card"
}

rule "poor value, warned" {
  cites F56, F63
  when poor_value and not ((situation.goal == value) ?? false)
  warn "poor value for deep learning: the same speed costs far less in a GeForce card"
}

# So a recommendation never carries that warning while a card without it is admitted: the warned
# cards rank after the others, whatever else orders them (F56, F63: "avoid any Quadro, any
# Founders Edition, Titan RTX, Titan V, Titan Xp").
rule "poor value ranks last" {
  cites F56, F63
  when not ((situation.goal == value) ?? false)
  priority 2
  prefer lowest poor_value
}
