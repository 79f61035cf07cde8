# Training GNMT v2 (rules/networks/gnmt.dsl: NVIDIA DeepLearningExamples' PyTorch model, a shared
# 32,320-entry BPE embedding, a 4-layer encoder with a bidirectional first layer, a 4-layer decoder
# with attention, 1024 units; 160.7 M parameters) on WMT16 English-German: about 4.5 M sentence
# pairs, taken as 50 tokens each. 32-bit with Adam at batch 128 (NVIDIA's recipe trains at batch
# 128 per GPU); 5 epochs here.

workload "WMT16 GNMT translation" {
  model "GNMT"
  task rnn  precision fp32  optimizer adam
  batch 128  sequence 50  samples 4.5e6  epochs 5
}
