# Precision (F24, F25, F48): tensor cores need 16-bit; 16-bit training keeps 32-bit master weights
# (rules/memory.dsl).

rule "tensor cores need 16-bit" {
  cites F24
  when precision == fp32 and tensor_cores > 0 TFLOPS
  note "its tensor cores need 16-bit inputs: train in fp16 or bf16 with loss scaling"
}

rule "slow native 16-bit" {
  cites F25
  when sixteen_bit and gpu.fp16 < (gpu.fp32 ?? 0 TFLOPS) / 2 and tensor_peak == 0 TFLOPS
  note "its native 16-bit arithmetic is slow (F25): 16-bit training saves memory here, not time"
}

rule "no bf16 units" {
  cites F91
  when precision == bf16 and not has_bf16_units and (gpu.tensor_fp16 ?? 0 TFLOPS) > 0 TFLOPS
  warn "its tensor cores have no bf16 (before Ampere): bf16 runs on the 32-bit units at a fraction of the fp16 tensor rate; train in fp16 with loss scaling"
}

rule "no 8-bit units" {
  cites F92
  when (precision == fp8 and not ((gpu.tensor_fp8 > 0 TFLOPS) ?? false)) or (precision == int8 and not ((gpu.tensor_int8 > 0 OPS) ?? false))
  warn "it has no {precision} tensor cores: {precision} work runs in 16 bits here, at the 16-bit rate"
}

# 2023 (F102): a card without tensor cores is no longer a choice for 16-bit deep learning.
rule "no tensor cores" {
  cites F102
  when as_of >= 2023-01 and not serving and sixteen_bit and gpu.vendor == nvidia and tensor_cores == 0 TFLOPS
  reject "no tensor cores: since 2023 no guide recommends such a card for 16-bit training"
}
