# BERT-large, uncased (Devlin et al. 2018; Hugging Face BertModel, bert-large-uncased): 24 post-norm
# transformer blocks of width 1024, 16 heads, feed-forward 4096, and the pooler.
# Reference: 335,141,888 parameters (the paper's "340M"); 302 M of them in the blocks, so about
# 0.6 GFLOP per token forward, 0.25 T FLOP per 384-token sequence with the attention scores.
# The sequence is 384 tokens, the length used for SQuAD fine-tuning (google-research/bert run_squad.py: max_seq_length
# 384, doc_stride 128); pre-training uses 128 and then 512.
# Simplifications, as in BERT-base:
#  - the word-piece (30522), position (512) and segment (2) tables are one table of 31036 rows,
#    which has exactly their parameters; their element-wise sum is left out;
#  - the pooler reads only the first token in BERT; here it runs on all 384 (its parameters are
#    right, its FLOPs 384 times too many: 0.8 GFLOP, under 0.2% of the total);
#  - dropout inside the blocks is not modelled.
network "BERT-large" {
  input 384
  embedding(31036, 1024)  # word pieces + positions + segments (see above)
  layernorm()  dropout()
  repeat 24 { transformer(16, ff: 4096, attention_dropout: true) }
  dense(1024)  tanh()     # pooler
}
