# Renting GPUs in the cloud (F15, F16, F17, F19).

rule "renting" {
  cites F16, F17
  when situation.rent ?? false
  require (rent.gpu_hour ?? 0 USD/h) > 0 USD/h
  else reject "not offered for rent"
}

# Clouds rent instances of 1, 2, 4 or 8 GPUs (AWS p4d and p5, Azure ND, Google's a2 and a3,
# Lambda, RunPod): a configuration the engine tries is one of those.
rule "instance sizes" {
  when (situation.rent ?? false) and configured and gpus > 1
  require gpus == 2 or gpus == 4 or gpus == 8
  else reject "clouds rent instances of 1, 2, 4 or 8 GPUs"
}

# Which rent applies: the cheapest current on-demand quote (of any provider), or a cheaper spot
# quote when the situation accepts interruption.
let renting = situation.rent ?? false
let rent.on_spot = (situation.spot ?? false) and ((gpu.spot_rent < gpu.rent) ?? ((gpu.spot_rent > 0 USD/h) ?? false))
let rent.gpu_hour = if rent.on_spot then gpu.spot_rent else gpu.rent
let rent.quoted = if rent.on_spot then quote_date(gpu.spot_rent) else quote_date(gpu.rent)
let rent.quote_age = if rent.on_spot then quote_age(gpu.spot_rent) else quote_age(gpu.rent)
let rent.seller = (if rent.on_spot then quote_seller(gpu.spot_rent) else quote_seller(gpu.rent)) ?? "catalog"
# Shown beside the rent when renting: missing otherwise (`if` with a missing condition is), so a
# buying query's table has no such column.
let rent.applies = 1 / (if renting then 1 else not_applicable) > 0
let rent.kind = if rent.on_spot then "spot" else "on-demand"
let rent.quote = if rent.applies then "{rent.gpu_hour}, {rent.seller} {rent.kind}, quoted {rent.quoted}" else ""

# Cloud prices move every month: a rent quoted long before the date asked may be far off.
rule "old rent quote" {
  when renting and rent.quote_age > 2160 h  # 90 days
  warn "the rent used ({rent.quote}) is {rent.quote_age} old at the date asked: refresh the price tables (advise prices import, docs/prices.md)"
}

rule "spot instances" {
  cites F16
  when renting and rent.on_spot
  note "rented on spot instances ({rent.quote}): the provider may stop them at any time, so save a checkpoint every few minutes of training and resume from it"
}

rule "buying" {
  cites F16
  when not (situation.rent ?? false)
  require (gpu.price ?? 0 USD) > 0 USD
  else reject "a cloud offering: ask with a situation that rents"
}

# F17: a rented GPU far slower than a card one can buy is not worth its price (2016: "one GTX 1080
# is 5x faster than an AWS g2 GPU"; buy your own instead).
rule "too slow to rent" {
  cites F17
  when gpu.line == cloud
  require relative_speed >= 25 %
  else reject "rents at {relative_speed * 100}% of the speed of the fastest card one can buy: save for a card instead"
}

rule "cloud for final training" {
  cites F16, F19
  when situation.rent ?? false
  note "prototype on a cheap own GPU and rent for the final training; learning cloud workflows has its own cost"
}

rule "TPU" {
  cites F15, F19
  when gpu.vendor == google
  note "TPUs suit training large transformers and image models in TensorFlow or JAX; use other hardware for prototyping"
}

# Renting: samples per dollar of rent, then speed (F15, F16, F17).
let samples_per_rent_dollar = samples_per_second / rent.per_hour

rule "goal: value when renting" {
  cites F16, F17
  when situation.goal == value and (situation.rent ?? false)
  priority 1
  prefer samples_per_rent_dollar > samples_per_second
}

# Renting against owning (F16, F17, F70). Defaults: 100 h a month, 24 months, 0.15 USD/kWh (about
# the US household average of 2024-2025; estimate).
let usage.hours_per_month = situation.hours_per_month ?? 100 h
let usage.months = situation.months ?? 24
let usage.electricity = situation.electricity ?? 0.15 USD/kWh
# Rent of every GPU for one hour, and for the whole job (every epoch of the workload).
let rent.per_hour = rent.gpu_hour * gpus
let rent.job = rent.per_hour * time.per_epoch * workload.epochs
let rent.total = rent.per_hour * usage.hours_per_month * usage.months
# Owning: the purchase and the power at the card's TDP for the same hours.
let own.power_per_month = gpu.tdp * gpus * usage.hours_per_month * usage.electricity
let own.total = gpu.price * gpus + own.power_per_month * usage.months
# Months after which owning costs less than renting; missing when the rent does not even pay
# for the power (then owning never catches up).
let rent.saving_per_month = rent.per_hour * usage.hours_per_month - own.power_per_month
let break_even_months = gpu.price * gpus / max(rent.saving_per_month, 0 USD)

# What a million tokens cost (served: generated; training: trained): renting, the rent of the
# hour they take; owning, the purchase and the power over the months of use, spread over the
# tokens made in the hours used. A report column beside tokens/s (rules/speed.dsl).
let tokens_per_hour = tokens_per_second * 1 h
let hour_of_use_cost = if situation.rent ?? false then rent.per_hour * 1 h
                       else own.total / (usage.hours_per_month / 1 h * usage.months)
let cost.per_million_tokens = 1000000 * hour_of_use_cost / tokens_per_hour

# The whole job's rent, where the workload says how long it takes (samples and epochs).
let rent.job_text = if (rent.job ?? 0 USD) > 0 USD then "{rent.job} for the whole job, " else ""

columns rent.quote as rent_quote
details rent.per_hour as rent_per_hour, rent.job as job_cost, rent.total as rent_total,
  own.total as own_total, break_even_months as break_even_months

# Only where the card can run the job: a price comparison on a card that cannot hold the model
# answers a question nobody asked.
rule "renting is cheaper" {
  cites F16, F70
  when usable_memory >= need.memory and rent.total < own.total
  note "renting is cheaper for this use: {rent.per_hour}, {rent.job_text}{rent.total} over {usage.months} months against {own.total} to buy and power it (break-even after {break_even_months} months)"
}

rule "owning is cheaper" {
  cites F16, F70
  when usable_memory >= need.memory and own.total <= rent.total
  note "owning is cheaper for this use: {own.total} to buy and power it over {usage.months} months against {rent.total} of rent ({rent.per_hour}, {rent.job_text}break-even after {break_even_months} months)"
}
