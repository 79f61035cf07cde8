# Networks that rows of memory.csv need and rules/networks/ does not ship (run.py reads this file
# and bench/memory/published.dsl, which declares "OctoCoder" and "BERT-large at 512 tokens").

# Hugging Face BertLMHeadModel on bert-base-uncased (the model of the SDPA memory table in
# transformers PR #28802): BERT-base's encoder without the pooler, then the LM head's transform
# (dense 768, GELU, layernorm) and the decoder to the 30522 word pieces, tied to the word embedding.
network "BERT-base with its LM head" {
  input 512
  embedding(31036, 768)   # word pieces + positions + segments, as in rules/networks/bert_base.dsl
  layernorm()  dropout()
  repeat 12 { transformer(12, ff: 3072) }
  dense(768)  gelu()  layernorm()
  dense(30522, shared: true)  # decoder, tied to the word embedding (its bias is 30522 parameters)
}
