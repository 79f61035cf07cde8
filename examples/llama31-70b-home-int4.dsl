# A 70B model at home: Llama-3.1-70B with 4-bit weights (int4 with a 16-bit scale per 64 weights),
# fp16 compute and KV cache, one user, a 4k-token context; bought for value, up to 5000 USD in
# all, and a power supply that can feed two cards. No single consumer card holds it, so advise
# considers configurations of several cards (docs/rules.md, "Configurations").
# Try: advise examples/llama31-70b-home-int4.dsl --situation "70B at home" --as-of 2026-11 --top 3

workload "Llama-3.1-70B int4 at home, 1 user, 4k context" {
  model "Llama-3.1-70B"  task transformer  mode inference
  precision fp16  weights int4
  batch 1  context 4096  prompt 2048
}

situation "70B at home" { goal value  budget_total 5000 USD  trouble false  psu 1600 W }
