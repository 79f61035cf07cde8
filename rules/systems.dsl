# Systems (F7, F74, F75): the power supply, PCIe lanes and slots, coolers for several GPUs.
# Multi-GPU speedups are in rules/multi_gpu.dsl.

# The whole computer's draw: the GPUs at their board power plus about 250 W for the rest (F74).
let system.rest = 250 W
let system.power = gpu.tdp * gpus + system.rest

rule "power supply" {
  cites F74
  when situation.psu > 0 W
  require system.power <= situation.psu * 0.9
  else reject "{gpus} x {gpu.tdp} plus about {system.rest} for the rest draws {system.power}, more than 90% of the {situation.psu} power supply"
}

rule "total power" {
  cites F74
  when gpus > 1 and not ((situation.psu > 0 W) ?? false)
  note "{gpus} GPUs draw {gpu.tdp * gpus} together, about {system.power} with the rest of the computer: size the power supply (and the circuit) for it"
}

rule "PCIe lanes" {
  cites F4, F75
  when situation.pcie_lanes < 16 * gpus
  warn "{gpus} GPUs on {situation.pcie_lanes} PCIe lanes run at x{situation.pcie_lanes / gpus} or less each: data-parallel training slows, separate experiments do not (F4)"
}

rule "slot positions" {
  cites F75
  when situation.slots > 0
  require (gpu.slots ?? 2) * gpus <= situation.slots
  else reject "{gpus} cards of {gpu.slots ?? 2} slots need {(gpu.slots ?? 2) * gpus} slot positions, the board has {situation.slots}"
}

# More than four cards make a GPU server, not a workstation: eight two-slot cards need sixteen
# slot positions where a workstation board has seven, and draw more than one circuit feeds (F74,
# F75). A server's fans push air through passive cards, which are built for it; open coolers
# still overheat there.
let workstation_gpus_at_most = 4
let server_build = gpus > workstation_gpus_at_most

# Four cards side by side outside a data center: blowers, or passive cards in a server (F7, F75).
rule "blowers for four GPUs" {
  cites F7, F75
  when gpus >= 4 and not (situation.data_center ?? false) and not (situation.rent ?? false)
  require (gpu.cooling ?? open) == blower or (server_build and (gpu.cooling ?? open) == passive)
  else reject "{gpus} cards side by side need blower coolers (in a server of more than {workstation_gpus_at_most}, passive ones too); this one has {gpu.cooling ?? open} cooling"
}

# A whole computer (a Mac Studio, a DGX Spark) is one machine: several are a cluster, not a
# configuration of one computer (docs/rules.md, "Configurations").
let several_computers = ((gpu.line == system) ?? false) and gpus > 1

rule "one computer" {
  cites F9
  when several_computers
  reject "{gpus} x {gpu.name} are {gpus} computers: a cluster, not one machine"
}
