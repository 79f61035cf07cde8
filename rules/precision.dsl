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
