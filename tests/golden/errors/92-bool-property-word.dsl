# A yes-or-no property given a word that is neither: the message names the property and its two
# values, not an unknown let.
workload "pretraining" {
  model "Llama-3.1-8B"  task transformer  precision bf16  batch 8  sequence 1024  fused_stack maybe
}
