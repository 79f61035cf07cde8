# Fine-tuning BERT-large on SQuAD 1.1 in 16-bit with Adam (rules/networks/bert_large.dsl: 335 M
# parameters, 384-token windows). SQuAD 1.1 has 87,599 training questions, about 88,000 windows of
# 384 tokens with a doc_stride of 128. Batch 24 and 2 epochs are the google-research/bert README's
# SQuAD 1.1 recipe for BERT-large (Devlin et al. 2018 report batch 32 and 3 epochs). Adam keeps two
# 32-bit copies per weight, and 16-bit training a 32-bit master copy (F48): with the 16-bit weights
# and gradients, about 16 bytes per parameter, 5.4 GB before any activation.

workload "SQuAD BERT-large fine-tuning" {
  model "BERT-large"
  task transformer  precision fp16  optimizer adam
  batch 24  sequence 384  samples 88000  epochs 2
}
