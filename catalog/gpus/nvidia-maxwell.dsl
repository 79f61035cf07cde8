# NVIDIA Maxwell (GTX 900 series, GTX Titan X). Compute capability 5.2 throughout.
# No native FP16 on these chips: fp16 omitted. See nvidia-fermi-kepler.dsl for the conventions.

# The 2 GB reference configuration (the 4 GB variant below came two months later). FP32 at the
# base clock, as for the 4 GB entry (2.413 TFLOPS at the 1178 MHz boost).
gpu "GTX 960" {
  vendor nvidia  line geforce  arch maxwell  compute 5.2
  memory 2 GiB  memory_type gddr5  bandwidth 112.2 GB/s
  fp32 2.308 TFLOPS
  # No reference board was sold; partner designs with open (axial) fans.
  sms 8  l2 1 MiB  tdp 120 W  cooling open  slots 2
  released 2015-01
  pcie 3
  price 199 USD @ 2015-01 new, 180 USD @ 2015-11 new, 130 USD @ 2016-06 used, 120 USD @ 2016-07 used, 50 USD @ 2019-04 used
  cuda_name "GeForce GTX 960"
  source "NVIDIA GTX 960 specifications (2 GB reference configuration); TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2016-06 used per fact F55 (GTX 960 under 200 USD, 2016); 2015-11 new, 2016-07 and 2019-04 used are estimates"
}

gpu "GTX 960 4GB" {
  vendor nvidia  line geforce  arch maxwell  compute 5.2
  memory 4 GiB  memory_type gddr5  bandwidth 112.2 GB/s
  fp32 2.308 TFLOPS
  # No reference board was sold; 4 GB cards were partner designs with open (axial) fans.
  sms 8  l2 1 MiB  tdp 120 W  cooling open  slots 2
  released 2015-03
  pcie 3
  price 239 USD @ 2015-03 new, 210 USD @ 2015-11 new, 180 USD @ 2016-06 used, 160 USD @ 2016-07 used, 90 USD @ 2019-04 used
  cuda_name "GeForce GTX 960"
  source "NVIDIA GTX 960 specifications; TechPowerUp GPU database (4 GB partner variant, SMs, L2); price: 4 GB launch price approximate; 2016-06 used per fact F55 (GTX 960 under 200 USD, 2016); 2015-11 new, 2016-07 and 2019-04 used are estimates"
}

gpu "GTX 970" {
  vendor nvidia  line geforce  arch maxwell  compute 5.2
  # Only 3.5 GB of the 4 GB run at full speed (fact F49). The quoted 224 GB/s is the whole
  # 256-bit bus; the fast 3.5 GB segment alone reaches about 196 GB/s.
  memory 4 GiB  fast_memory 3.5 GiB  memory_type gddr5  bandwidth 224.4 GB/s
  fp32 3.494 TFLOPS
  sms 13  l2 1.75 MiB  tdp 145 W  cooling open  slots 2
  released 2014-09
  pcie 3
  price 329 USD @ 2014-09 new, 310 USD @ 2015-11 new, 250 USD @ 2015-11 used, 210 USD @ 2016-06 used, 190 USD @ 2016-07 used, 120 USD @ 2019-04 used
  cuda_name "GeForce GTX 970"
  source "NVIDIA GTX 970 specifications and NVIDIA statement on the 3.5 GB + 0.5 GB memory segments (2015-01); TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2016-06 used quoted by fact F55 (210 USD, eBay); other dated prices are estimates"
}

gpu "GTX 980" {
  vendor nvidia  line geforce  arch maxwell  compute 5.2
  memory 4 GiB  memory_type gddr5  bandwidth 224.4 GB/s
  fp32 4.981 TFLOPS
  sms 16  l2 2 MiB  tdp 165 W  cooling blower  slots 2
  released 2014-09
  pcie 3
  price 549 USD @ 2014-09 new, 480 USD @ 2015-11 new, 330 USD @ 2016-06 used, 260 USD @ 2016-07 used, 150 USD @ 2019-04 used
  cuda_name "GeForce GTX 980"
  source "NVIDIA GTX 980 specifications; Epoch AI ML hardware row NVIDIA GeForce GTX 980; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2016-07 used is an estimate guided by the 2016-07 document (eBay price comparable to a GTX 1060); other dated prices are estimates"
}

gpu "GTX 980 Ti" {
  vendor nvidia  line geforce  arch maxwell  compute 5.2
  memory 6 GiB  memory_type gddr5  bandwidth 336.5 GB/s
  fp32 6.06 TFLOPS
  sms 22  l2 3 MiB  tdp 250 W  cooling blower  slots 2
  released 2015-06
  pcie 3
  price 649 USD @ 2015-06 new, 630 USD @ 2015-11 new, 420 USD @ 2016-06 used, 380 USD @ 2016-07 used, 250 USD @ 2019-04 used, 150 USD @ 2020-09 used
  cuda_name "GeForce GTX 980 Ti"
  source "NVIDIA GTX 980 Ti specifications; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2015-11 new and the used prices to 2019 are estimates; 2020-09 used: Dettmers 2020 guide"
}

gpu "GTX Titan X" {
  vendor nvidia  line titan  arch maxwell  compute 5.2
  memory 12 GiB  memory_type gddr5  bandwidth 336.6 GB/s
  fp32 6.691 TFLOPS
  sms 24  l2 3 MiB  tdp 250 W  cooling blower  slots 2
  released 2015-03
  pcie 3
  price 999 USD @ 2015-03 new, 999 USD @ 2015-11 new, 750 USD @ 2016-06 used, 700 USD @ 2016-07 used, 350 USD @ 2019-04 used
  cuda_name "GeForce GTX TITAN X"
  source "NVIDIA GTX Titan X specifications; Epoch AI ML hardware row NVIDIA GeForce GTX TITAN X; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2016-07 used quoted by fact F55 (about 700 USD on eBay); 2015-11 new, 2016-06 and 2019-04 used are estimates"
}
