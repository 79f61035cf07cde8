# GNMT v2 (NVIDIA DeepLearningExamples, PyTorch/Translation/GNMT, after Wu et al. 2016), trained
# on WMT16 English-German: a shared 32,320-entry embedding of width 1024 (BPE), a 4-layer LSTM
# encoder whose first layer is bidirectional, a 4-layer LSTM decoder whose first layer's output
# queries a normalised Bahdanau attention over the encoder's outputs, the attention context
# concatenated to the input of decoder layers 2-4, residual connections from the third layer on,
# and a linear classifier over the vocabulary. PyTorch's LSTMs keep two bias vectors (biases: 2).
# Reference: 160,671,297 parameters, counted from that code (seq2seq/models/{encoder,decoder,
# attention}.py): embedding 33.1 M, encoder 46.2 M, decoder LSTMs 46.2 M, attention 2.1 M,
# classifier 33.1 M. Declared exactly.
# Sentences are taken as 50 tokens on both sides. The language is sequential, so the decoder is
# declared after the encoder and reads it: its first LSTM reads the encoder's output instead of
# the target embedding (both 1024 wide, the embedding shared, so the same weights and FLOPs); the
# attention's keys are the decoder's own 50 steps instead of the encoder's 50 outputs (the same
# sizes); and decoder layers 3-4 concatenate their input with itself instead of with the
# attention context (an empty parallel branch: the same widths). Beam search is not modelled.
network "GNMT" {
  input 50
  embedding(32320, 1024)   # shared by the encoder and the decoder
  # Encoder
  lstm(1024, bidirectional: true, biases: 2)
  lstm(1024, biases: 2)
  repeat 2 { residual { lstm(1024, biases: 2) } }
  # Decoder
  lstm(1024, biases: 2)
  parallel {
    { }
    { additive_attention(1024) }
  }
  lstm(1024, biases: 2)
  repeat 2 {
    residual {
      parallel {
        { }
        { }
      }
      lstm(1024, biases: 2)
    }
  }
  dense(32320)   # the classifier
}
