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

# Poor value (F56): Founders Editions, Quadros and the Titans a guide named, when a card outside
# those lines that holds the model gives at least three quarters of their speed for far less (F63:
# the RTX 2080 Ti, about 80 % of a Titan RTX's speed at a third of its price; F89: the RTX 4090
# against the RTX 6000 Ada). Where nothing else holds the model at such a speed (96 GB to serve a
# 70B model at 8k context to eight users) the card is not poor value but the way to do the job.
# Value-minded situations leave the poor-value cards out; the others are warned.
let priced_up_line = (gpu.founders_edition ?? false) or ((gpu.line == quadro) ?? false) or (gpu.poor_value ?? false)
let fastest_plain_card = max_over_gpus(if not priced_up_line and workstation_card and not several_computers
                                          and usable_memory >= need.memory
                                       then samples_per_second else 0 / 1 s)
let poor_value = priced_up_line and ((fastest_plain_card >= samples_per_second * 0.75) ?? true)

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
