# Renting GPUs in the cloud (F15, F16, F17, F19).

rule "renting" {
  cites F16, F17
  when situation.rent ?? false
  require (gpu.rent ?? 0 USD/h) > 0 USD/h
  else reject "not offered for rent"
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
let samples_per_rent_dollar = samples_per_second / gpu.rent

rule "goal: value when renting" {
  cites F16, F17
  when situation.goal == value and (situation.rent ?? false)
  priority 1
  prefer samples_per_rent_dollar > samples_per_second
}
