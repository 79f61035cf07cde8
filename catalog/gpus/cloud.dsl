# Cloud accelerators one rents by the hour (line cloud: no purchase price, only rent).
# Each entry is ONE GPU (or one TPU device) of the instance; rent is the on-demand price per
# GPU-hour in US East at that date. Spot/preemptible prices were far lower but volatile
# (fact F17: the 2015 "almost no money" option was a spot instance; spot prices rose in 2016).
# See nvidia-fermi-kepler.dsl for the general conventions. `discontinued` ends an offering's
# dated rents: where AWS published no end, the date is our estimate of when a newer generation
# (p4 from 2020-11, p5 from 2023-07) replaced it at a lower price per unit of work.

# One GK104 GPU of the GRID K520 board in a g2.2xlarge instance (the g2.8xlarge has four).
gpu "AWS g2 GPU" {
  vendor nvidia  line cloud  arch kepler  compute 3.0
  memory 4 GiB  memory_type gddr5  bandwidth 160 GB/s
  fp32 2.45 TFLOPS
  sms 8  l2 512 KiB  tdp 113 W  cooling passive
  released 2013-11  discontinued 2019-12
  pcie 3
  rent 0.65 USD/h @ 2013-11, 0.65 USD/h @ 2015-11, 0.65 USD/h @ 2016-07, 0.65 USD/h @ 2019-04
  source "NVIDIA GRID K520 specifications (per GPU: 1536 cores at 800 MHz, 4 GB, 160 GB/s; tdp: half the board's 225 W, an estimate of one GPU's share); AWS EC2 g2.2xlarge on-demand Linux price; fact F17 (one GTX 1080 about 5x faster, 2016); rent: AWS list price, later dates assume it unchanged (estimate)"
}

# One GK210 GPU of a Tesla K80 board in a p2.xlarge instance (see Tesla K80).
gpu "AWS p2 GPU" {
  vendor nvidia  line cloud  arch kepler  compute 3.7
  memory 12 GiB  memory_type gddr5  bandwidth 240 GB/s
  fp32 4.37 TFLOPS
  sms 13  l2 1.5 MiB  tdp 150 W  cooling passive
  released 2016-09  discontinued 2022-12
  pcie 3
  rent 0.90 USD/h @ 2016-09, 0.90 USD/h @ 2019-04
  source "NVIDIA Tesla K80 datasheet (per GPU; tdp: half the board's 300 W, an estimate of one GPU's share); AWS EC2 p2.xlarge on-demand Linux price (AWS list price)"
}

# One Tesla V100 SXM2 16 GB in a p3.2xlarge instance (see Tesla V100).
gpu "AWS p3 GPU" {
  vendor nvidia  line cloud  arch volta  compute 7.0
  memory 16 GiB  memory_type hbm2  bandwidth 900 GB/s
  fp32 15.7 TFLOPS  fp16 31.4 TFLOPS  tensor_fp16 125 TFLOPS
  sms 80  l2 6 MiB  tdp 300 W  cooling passive
  released 2017-10  discontinued 2022-12
  pcie 3  nvlink 300 GB/s
  rent 3.06 USD/h @ 2017-10, 3.06 USD/h @ 2019-04
  source "NVIDIA Tesla V100 datasheet (SXM2 16 GB, 300 W); Epoch AI ML hardware row NVIDIA Tesla V100 SXM2; AWS EC2 p3.2xlarge on-demand Linux price (AWS list price)"
}

# One Cloud TPU v2 device (v2-8): 4 chips, 8 cores with 8 GB HBM each. The Epoch row
# Google TPU v2 is per chip (16 GB, 600 GB/s, 46 TFLOPS); the figures here are 4 chips.
# A model replica on one core sees 8 GB. TPUs are not GPUs; listed because the 2019 document
# weighs them against cloud GPUs (fact F15, F16, F19, F63).
gpu "Google Cloud TPU v2" {
  vendor google  line cloud
  memory 64 GiB  memory_type hbm  bandwidth 2400 GB/s
  tensor_bf16 180 TFLOPS
  tdp 1120 W  cooling passive
  released 2018-02
  rent 6.50 USD/h @ 2018-02, 4.50 USD/h @ 2019-04
  source "Google Cloud TPU v2 documentation (180 TFLOPS and 64 GB HBM per v2-8 device); Epoch AI ML hardware row Google TPU v2 (per chip, 280 W TDP: the device's tdp is four chips' 1120 W); rent: Google Cloud on-demand list prices (6.50 USD/h at the 2018-02 beta, 4.50 USD/h in 2019; preemptible 1.35 USD/h)"
}
