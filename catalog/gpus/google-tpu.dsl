# Google Cloud TPUs from v4 on, one CHIP per entry (line cloud: no purchase price, only rent).
# From v4 on, Google prices TPUs per chip-hour and each chip is one device to a program (v4: one
# logical core with the full 32 GiB). The older Cloud TPU v2 in cloud.dsl is a whole v2-8
# device (four chips), the unit Google priced then. TPU matrix units run bf16 (and int8), not
# fp16: tensor_fp16 is omitted and the speed rules run 16-bit work in bf16. Google publishes no
# FP32 peak for the vector units: fp32 omitted. Memory sizes are Google's GiB figures. Rent is
# the on-demand list price per chip-hour in a US region; 2026-11 assumes it unchanged (estimate).
# TPUs are not GPUs; listed because the 2019 document weighs TPUs against GPUs (fact F15, F19).
# Google publishes no TDP per chip: tdp is Epoch's estimate from Google's efficiency claims (v4,
# v5p) or SemiAnalysis's (v5e), each marked estimate. No sms: a TPU chip has one or two
# TensorCores of large systolic arrays, nothing like an SM.

# Liquid-cooled: no cooling value (the enum has no liquid cooling). The Epoch row dates it
# 2021-05-20 (the announcement, preview access); general availability came 2022-05.
gpu "Google Cloud TPU v4" {
  vendor google  line cloud
  memory 32 GiB  memory_type hbm2  bandwidth 1200 GB/s
  tensor_bf16 275 TFLOPS  tensor_int8 275 TOPS
  tdp 340 W
  released 2022-05
  rent 3.22 USD/h @ 2022-05, 3.22 USD/h @ 2026-11
  source "Google Cloud TPU v4 documentation (per chip: 275 TFLOPS bf16, 32 GiB HBM2, 1200 GB/s); Epoch AI ML hardware row Google TPU v4 (tdp 340 W: Epoch's estimate from Google's TPU v7 efficiency comparison; Google lists a measured maximum of 192 W); rent: Google Cloud on-demand list price per chip-hour (us-central2), 2026-11 assumed unchanged (estimate)"
}

# Air-cooled, the inference and cost-efficient chip of the v5 generation.
gpu "Google Cloud TPU v5e" {
  vendor google  line cloud
  memory 16 GiB  memory_type hbm2e  bandwidth 819 GB/s
  tensor_bf16 197 TFLOPS  tensor_int8 393 TOPS
  tdp 300 W  cooling passive
  released 2023-08
  rent 1.20 USD/h @ 2023-08, 1.20 USD/h @ 2026-11
  source "Google Cloud TPU v5e documentation (per chip: 197 TFLOPS bf16, 393 TOPS int8, 16 GB HBM2, 819 GB/s); Epoch AI ML hardware row Google TPU v5e (tdp 300 W: SemiAnalysis's estimate, quoted in the row's notes); rent: Google Cloud on-demand list price per chip-hour, 2026-11 assumed unchanged (estimate)"
}

# Liquid-cooled: no cooling value.
gpu "Google Cloud TPU v5p" {
  vendor google  line cloud
  memory 95 GiB  memory_type hbm2e  bandwidth 2765 GB/s
  tensor_bf16 459 TFLOPS  tensor_int8 918 TOPS
  tdp 540 W
  released 2023-12
  rent 4.20 USD/h @ 2023-12, 4.20 USD/h @ 2026-11
  source "Google Cloud TPU v5p documentation (per chip: 459 TFLOPS bf16, 95 GB HBM2e, 2765 GB/s); Epoch AI ML hardware row Google TPU v5p (918 TOPS int8; tdp 540 W: Epoch's estimate from Google's TPU v7 efficiency comparison); rent: Google Cloud on-demand list price per chip-hour, 2026-11 assumed unchanged (estimate)"
}
