# Training GPT-2 small (124 M parameters, 1024-token context, rules/networks/gpt2_small.dsl) as a
# language model in 16-bit with Adam, one pass over an OpenWebText-sized corpus. OpenWebText (the
# open re-creation of GPT-2's WebText, about 8 M documents, 38 GB of text) is about 9.0 G GPT-2
# tokens (nanoGPT's data/openwebtext/prepare.py: train.bin has 9,035,582,198 tokens), which is
# 8,823,810 samples of 1024 tokens. Batch 8 sequences per GPU (with gradient accumulation for a
# larger effective batch, as nanoGPT does).

workload "GPT-2 small on OpenWebText" {
  model "GPT-2 small"
  task transformer  precision fp16  optimizer adam
  batch 8  sequence 1024  samples 8823810  epochs 1
}
