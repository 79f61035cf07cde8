# BERT-base, uncased (Devlin et al. 2018; Hugging Face BertModel, bert-base-uncased): 12 post-norm
# transformer blocks of width 768, 12 heads, feed-forward 3072, and the pooler.
# Reference: 109,482,240 parameters (the paper's "110M"); about 11 G multiply-adds (22 GFLOP)
# forward per 128-token sequence.
# Simplifications:
#  - BERT sums three embedding tables: 30522 word pieces, 512 positions and 2 segments, all of
#    width 768. They are declared as one table of 30522 + 512 + 2 = 31036 rows, which has exactly
#    their parameters; the element-wise sum of the three (a few hundred thousand FLOPs) is left out.
#  - The pooler (dense 768 + tanh) reads only the first token; declared on the whole sequence it
#    has the right parameters but 128 times its FLOPs (0.15 GFLOP, under 1% of the total).
#  - The dropout layers inside the blocks are not modelled (the shipped transformer block (rules/networks/blocks.dsl) has none).
# The sequence is 128 tokens, BERT's pre-training length for 90% of its steps.
network "BERT-base" {
  input 128
  embedding(31036, 768)   # word pieces + positions + segments (see above)
  layernorm()  dropout()
  repeat 12 { transformer(12, ff: 3072, attention_dropout: true) }
  dense(768)  tanh()      # pooler
}
