# Training a GNMT-like LSTM translation model (rules/networks/gnmt.dsl: 32,000 word pieces, 8-layer
# encoder with a bidirectional first layer, 8-layer decoder, 1024 units; a sequential approximation
# without attention, 249 M parameters) on WMT16 English-German: about 4.5 M sentence pairs, taken as
# 50 tokens each (tensorflow/nmt's src_max_len and tgt_max_len). 32-bit with Adam (Wu et al. 2016
# start with Adam, then switch to SGD) at batch 128 (tensorflow/nmt's wmt16_gnmt_8_layer.json, which
# trains 340,000 steps of 128 pairs: about 10 epochs); 5 epochs here.

workload "WMT16 GNMT-like translation" {
  model "GNMT-like"
  task rnn  precision fp32  optimizer adam
  batch 128  sequence 50  samples 4.5e6  epochs 5
}
