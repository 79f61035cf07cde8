# GNMT-like LSTM translation model, after Google's Neural Machine Translation system (Wu et al.
# 2016) as in tensorflow/nmt's 8-layer GNMT recipe for WMT16 English-German
# (nmt/standard_hparams/wmt16_gnmt_8_layer.json): 1024-unit LSTMs, an 8-layer encoder whose first
# layer is bidirectional, an 8-layer decoder, separate source and target embeddings, and a softmax
# output over the vocabulary, taken as 32,000 word pieces (the GNMT paper's vocabulary size).
# Sentences are taken as 50 tokens on both sides (the recipe's src_max_len and tgt_max_len).
# Reference: no published count; counted from that recipe (separate source and target embeddings,
# attention context fed to every decoder layer, a bias-free output layer) it has about 281 M
# parameters: embeddings 2 x 32.8 M, encoder 79.7 M, decoder 100.7 M, attention 2.1 M, output 32.8 M.
# This is a sequential approximation without attention: decoder step t reads the encoder's output
# at step t (concatenated with the target-side embedding) instead of an attention-weighted summary
# of all source steps. What that leaves out: the attention network (2.1 M parameters) and the
# attention context in the input of decoder layers 2-8 (7 x 4.2 M); the declaration has 249.4 M
# parameters, about 11% under the recipe. The residual connections of GNMT's upper layers add no
# parameters and are not declared; beam search and inference are not modelled.
network "GNMT-like" {
  input 50
  parallel {
    # The encoder: source embedding, one bidirectional layer (1024 each way), 7 more layers.
    { embedding(32000, 1024)  lstm(1024, bidirectional: true)  lstm(1024, layers: 7) }
    # The target-side embedding the decoder reads (teacher forcing during training).
    { embedding(32000, 1024) }
  }
  # The decoder: its first layer reads [encoder output; target embedding] (2048 wide).
  lstm(1024, layers: 8)
  dense(32000)
}
