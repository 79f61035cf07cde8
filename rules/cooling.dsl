# Cooling (F7) and where a card can run.

rule "open coolers side by side" {
  cites F7
  when (situation.gpus ?? 1) > 2 and gpu.cooling == open
  warn "open dual-fan coolers overheat next to each other; pick blower-style cards for {situation.gpus} GPUs"
}

# Passively cooled data-center cards need a server's airflow; outside a data center they are
# also poor value (F56, F63: avoid any Tesla). Rented, they sit in the provider's servers; more
# than four cards are a server anyway (server_build, rules/systems.dsl).
rule "data-center cards" {
  cites F56, F63
  when not (situation.data_center ?? false) and not (situation.rent ?? false) and gpu.cooling == passive
    and (gpu.line ?? geforce) != cloud and not this_machine and not server_build
  reject "a passively cooled data-center card: it needs server airflow, and costs far more for the same speed"
}
