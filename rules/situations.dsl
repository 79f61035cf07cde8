# Buyers' situations: the guides' short answers (F60-F63) as questions anyone can ask, and the
# general rules that read them. Pick one with --situation NAME; edit them or add your own.

# Speed: the estimated throughput first (rules/speed.dsl); among cards of about the same speed
# the cheaper one (the 2023 guide's best overall is the RTX 4090, not the RTX 6000 Ada of the same
# speed at four times the price, F89), then memory for larger models; F22's priorities
# (rules/priorities.dsl) order what is left.
rule "goal: speed" {
  cites F22, F51, F89
  when situation.goal == speed
  priority 1
  prefer samples_per_second
}

# Cards of about the same speed whose prices are within 1.75 times of each other: the one with
# more memory (F60: the 12 GB GTX Titan X over the 6 GB GTX 980 Ti at 1.6 times the price, 2015);
# further apart, the cheaper one (F89: the RTX 4090 over the RTX 6000 Ada at four times the
# price, 2023). Any band between 1.6 and 4 times keeps both answers; 1.75 is the guess between.
rule "goal: speed, then price" {
  cites F60, F89
  when situation.goal == speed
  priority 1
  prefer lowest configuration_cost within 75 %
}

rule "goal: speed, then price, then memory" {
  cites F22, F51
  when situation.goal == speed
  priority 1
  prefer gpu.memory
}

# Cheapest: the least price among the cards that do the job (fit the model, and sustain the
# serving rate or meet the deadline the situation states), the guides' budget picks (F89): not the
# most throughput per dollar, which favours fast cards bought or rented for more than the job needs.
rule "goal: cheapest" {
  cites F33, F89
  when situation.goal == cheapest
  priority 1
  prefer lowest configuration_cost > samples_per_second
}

rule "serving rate" {
  cites F33
  when situation.tokens_per_second_at_least > 0
  require tokens_per_second * 1 s >= situation.tokens_per_second_at_least
  else reject "generates {tokens_per_second}, under the {situation.tokens_per_second_at_least} tokens per second this situation needs"
}

rule "deadline" {
  cites F33
  when situation.deadline > 0 s
  require time.per_epoch * workload.epochs <= situation.deadline
  else reject "the whole job takes {time.per_epoch * workload.epochs}, past the {situation.deadline} this situation allows"
}

rule "speed floor" {
  cites F60, F61, F62
  when situation.relative_speed_at_least > 0
  require relative_speed >= situation.relative_speed_at_least
  else reject "{relative_speed * 100}% of the fastest card's speed, under the {situation.relative_speed_at_least * 100}% this situation asks for"
}

rule "memory floor" {
  cites F42, F51
  when situation.memory_at_least > 0 B
  require gpu.memory >= situation.memory_at_least
  else reject "{gpu.memory} is less than the {situation.memory_at_least} this situation asks for"
}

rule "power limit" {
  cites F63
  when situation.power_at_most > 0 W
  require gpu.tdp <= situation.power_at_most
  else reject "draws {gpu.tdp}, more than the {situation.power_at_most} a standard desktop supplies"
}

# Known problems are catalog facts a general rule reads (F11, F49).
# Software the current stacks dropped (rules/software.dsl) is trouble too (F71-F73).
# Intel's stacks and Apple's MPS lack the CUDA-only libraries (F76, F118): trouble too.
let troubled = gpu.arch < kepler or gpu.fast_memory < gpu.memory or software.unsupported or software.partial

rule "no trouble" {
  cites F11, F49, F60, F71, F76, F118
  when not (situation.trouble ?? true) and (troubled ?? false)
  reject "has known problems (old or partial software support, or a slow memory segment), which this situation avoids"
}

rule "clusters are complicated" {
  cites F9
  when situation.data_center ?? false
  note "a GPU cluster is really complicated: networking, scheduling and multi-node scaling need further reading"
}

situation "best overall" { goal speed }
situation "cost-efficient but troubled" { goal value  budget 400 USD }
situation "cost-efficient but expensive" { goal value  relative_speed_at_least 45 % }
# Budgets and memory floors follow the guide of the year asked about: the 2020 guide (F100,
# F101) names the 499 USD RTX 3070 as the cheap pick and 8 GB as the least for Kaggle and for
# starting seriously, and the 10 GB RTX 3080 for NLP researchers.
situation "cost-efficient and cheap" { goal value  budget 300 USD, 500 USD @ 2020-09  memory_at_least 3.5 GiB, 7.5 GiB @ 2020-09 }
situation "cheapest without trouble" { goal value  budget 250 USD  memory_at_least 3.5 GiB  trouble false }
situation "little money" { goal value  budget 250 USD  memory_at_least 3.5 GiB }
situation "almost no money" { goal value  rent true }
situation "kaggle" { goal value  budget 500 USD  memory_at_least 4 GiB, 7.5 GiB @ 2020-09 }
situation "researcher" { goal value  memory_at_least 11 GiB  relative_speed_at_least 45 % }
situation "researcher, NLP" { goal value  memory_at_least 11 GiB, 9 GiB @ 2020-09  relative_speed_at_least 45 % }
situation "large data sets" { goal speed  memory_at_least 6 GiB }
situation "started and serious" { goal value  budget 600 USD  memory_at_least 3.5 GiB, 7.5 GiB @ 2020-09 }
situation "just trying" { goal value  budget 200 USD  power_at_most 75 W }
situation "building a cluster" { goal value  gpus 4  data_center true }
situation "learn fast" { goal value  budget 250 USD  memory_at_least 6 GiB  gpus 2 }
situation "four GPUs in one computer" { gpus 4 }

# The short form a question without a situation gets (the 2023 guide's best overall,
# cost-efficient and budget picks, F89): each situation's first card under its `pick` label.
# All three leave out cards with known problems, as the guides' short answers do.
situation "fastest" { goal speed  trouble false  pick "fastest" }
situation "best value" { goal value  trouble false  pick "best value" }
situation "cheapest that fits" { goal cheapest  trouble false  pick "cheapest that fits" }

# Today's questions (2026): renting, a home lab, a small company's servers, serving a model.
situation "rent for a project" { goal value  rent true  hours_per_month 200 h  months 6 }
situation "2026 home lab" { goal value  budget 2500 USD  memory_at_least 16 GiB  trouble false  psu 1000 W }
situation "startup cluster" { goal speed  gpus 8  data_center true  trouble false  hours_per_month 500 h  months 36 }
situation "serve an LLM" { goal value  rent true  memory_at_least 40 GiB  hours_per_month 720 h  months 12 }
situation "four GPUs on one power supply" { goal speed  gpus 4  psu 1600 W  pcie_lanes 24 }

# A workload that states no task (conv, rnn, transformer, mlp: rules/priorities.dsl) asked about
# without a goal has nothing else to order the cards by: the estimated throughput does, as the
# guides put speed first (F22), rather than leaving them in the catalog's order.
rule "no task and no goal: speed" {
  cites F22
  when not states_task and not ((situation.goal == speed or situation.goal == value or situation.goal == cheapest) ?? false)
    and not (situation.rent ?? false)
  prefer samples_per_second > lowest configuration_cost > gpu.memory
}
