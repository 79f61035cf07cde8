# NVIDIA Fermi (GTX 500) and Kepler (GTX 600/700, Tesla K) cards.
#
# Conventions for every file in catalog/gpus/:
# - Figures are at the reference (non-overclocked) boost clock unless the entry says otherwise.
# - fp16 is non-tensor half precision; Fermi, Kepler and Maxwell have no native FP16: omitted.
# - Prices: the launch price at the release month is the launch MSRP (quoted by vendor/press);
#   later dated prices are either quoted by the source documents (the source string names the
#   fact, e.g. F55 of rules/facts.dsl) or our own market estimates (the source string says "estimate").
# - pcie is the generation of the card's host link (vendor specifications); nvlink the GPU-to-GPU
#   bandwidth per GPU, both directions together (NVLink, AMD Infinity Fabric, Gaudi's on-chip
#   Ethernet). PCIe cards that take an NVLink bridge list the bridge (RTX 2080/2080 Ti, Titan RTX,
#   RTX 3090, RTX A6000, A100 and H100 PCIe); cards without one have none.
# - discontinued: end of production (or of a cloud offering); new prices and rents quoted before
#   it expire then, and used prices apply.
# - Dates of the source documents: 2015-11, 2016-06, 2016-07, 2017, 2019-04; "today" is 2026-11.

# The Epoch row NVIDIA GeForce GTX 580 is the 1.5 GB reference card; this 3 GB variant (the one
# the 2015 document names) differs only in memory size, hence our memory is twice the row's.
gpu "GTX 580 3GB" {
  vendor nvidia  line geforce  arch fermi  compute 2.0
  memory 3 GiB  memory_type gddr5  bandwidth 192.4 GB/s
  fp32 1.581 TFLOPS
  sms 16  l2 768 KiB  tdp 244 W  cooling blower  slots 2
  # The 3 GB variants were partner boards released a few months after the 1.5 GB reference card
  # (2010-11); 2011-04 is approximate.
  released 2011-04
  pcie 2
  price 579 USD @ 2011-04 new, 130 USD @ 2015-11 used, 100 USD @ 2016-06 used, 100 USD @ 2016-07 used
  cuda_name "GeForce GTX 580"
  source "NVIDIA GTX 580 specifications; Epoch AI ML hardware row NVIDIA GeForce GTX 580 (1.5 GB reference card: same bandwidth and FP32); TechPowerUp GPU database (3 GB variant, SMs, L2); price: 3 GB partner-card launch price approximate, 2015-11 and 2016 used prices are estimates"
}

gpu "GTX 680" {
  vendor nvidia  line geforce  arch kepler  compute 3.0
  memory 2 GiB  memory_type gddr5  bandwidth 192.3 GB/s
  fp32 3.09 TFLOPS
  sms 8  l2 512 KiB  tdp 195 W  cooling blower  slots 2
  released 2012-03
  pcie 3
  price 499 USD @ 2012-03 new, 200 USD @ 2015-11 used, 180 USD @ 2016-06 used, 170 USD @ 2016-07 used, 80 USD @ 2019-04 used
  cuda_name "GeForce GTX 680"
  source "NVIDIA GTX 680 specifications; TechPowerUp GPU database (FP32 at base clock, SMs, L2); price: launch MSRP; 2016-06 used quoted by fact F55 (under 200 USD on eBay, 2016); 2015-11, 2016-07 and 2019-04 used are estimates"
}

gpu "GTX 680 4GB" {
  vendor nvidia  line geforce  arch kepler  compute 3.0
  memory 4 GiB  memory_type gddr5  bandwidth 192.3 GB/s
  fp32 3.09 TFLOPS
  sms 8  l2 512 KiB  tdp 195 W  cooling blower  slots 2
  # 4 GB partner boards appeared about two months after the 2 GB reference card; month approximate.
  released 2012-05
  pcie 3
  price 579 USD @ 2012-05 new, 220 USD @ 2015-11 used, 190 USD @ 2016-06 used, 180 USD @ 2016-07 used, 90 USD @ 2019-04 used
  cuda_name "GeForce GTX 680"
  source "NVIDIA GTX 680 specifications; TechPowerUp GPU database (4 GB variant); price: 4 GB partner-card launch price approximate; 2016-06 used per fact F55 (GTX 680 under 200 USD, 2016); other used prices are estimates"
}

gpu "GTX Titan" {
  vendor nvidia  line titan  arch kepler  compute 3.5
  memory 6 GiB  memory_type gddr5  bandwidth 288.4 GB/s
  fp32 4.709 TFLOPS
  sms 14  l2 1.5 MiB  tdp 250 W  cooling blower  slots 2
  released 2013-02
  pcie 3
  price 999 USD @ 2013-02 new, 450 USD @ 2015-11 used, 350 USD @ 2016-06 used, 300 USD @ 2016-07 used, 180 USD @ 2019-04 used
  cuda_name "GeForce GTX TITAN"
  source "NVIDIA GTX Titan specifications; Epoch AI ML hardware row NVIDIA GeForce GTX TITAN; price: launch MSRP; 2016-06 (350 USD) and 2016-07 (about 300 USD) used quoted by fact F55 (eBay); 2015-11 and 2019-04 used are estimates"
}

# The K80 board carries two GK210 GPUs of 12 GB each. This entry describes ONE of them, as a
# framework (and a cloud instance such as AWS p2, which the 2017 document measured) sees it:
# 12 GB, 240 GB/s, 4.37 TFLOPS at boost. The Epoch row (24 GB, 241 GB/s, 8.126 TFLOPS) mixes board
# totals (memory, FP32) with a per-GPU bandwidth, hence our memory and FP32 are half of it.
# tdp and price are for the whole board (what a buyer pays and must power and cool).
gpu "Tesla K80" {
  aliases "K80"
  vendor nvidia  line tesla  arch kepler  compute 3.7
  memory 12 GiB  memory_type gddr5  bandwidth 240 GB/s
  fp32 4.37 TFLOPS
  sms 13  l2 1.5 MiB  tdp 300 W  cooling passive  slots 2
  released 2014-11
  pcie 3
  price 5000 USD @ 2014-11 new, 4000 USD @ 2016-07 new, 500 USD @ 2019-04 used
  cuda_name "Tesla K80"
  source "NVIDIA Tesla K80 datasheet (per-GPU figures: half the board's 24 GB and 480 GB/s; 8.74 TFLOPS board peak at boost); Epoch AI ML hardware row NVIDIA Tesla K80 (board); price: launch price per Epoch (AnandTech), 2016-07 new and 2019-04 used are estimates; prices are for the two-GPU board"
}
