# Tacotron 2 (Shen et al. 2017) as NVIDIA DeepLearningExamples has it
# (PyTorch/SpeechSynthesis/Tacotron2, tacotron2/model.py with the defaults of arg_parser.py): 148
# symbols embedded in 512, three 5-wide 1-D convolutions with batchnorm, a bidirectional LSTM of
# 2 x 256 (the memory); per mel frame a bias-free prenet (80 -> 256 -> 256), an attention LSTM of
# 1024, location-sensitive attention (dimension 128, 32 location filters of width 31), a decoder
# LSTM of 1024, the projection to 80 mel bins and the stop gate; then a postnet of five 5-wide
# convolutions (512 channels) with batchnorm added to the frames. PyTorch's LSTMs keep two biases.
# Reference: 28,193,153 parameters, counted from that code (the "28.2 M" usually quoted).
# Declared with exactly those parameters; text of 150 symbols, 600 mel frames (about 7 s of
# LJSpeech audio at 22050 Hz and hop 256). The language reads one input and is sequential, so:
#  - the decoder's 600 frames follow the encoder through upsample(4), each symbol's memory repeated
#    for the 4 frames that attend to it most (the alignment the attention learns), instead of an
#    attention-weighted sum over all 150 positions at every frame;
#  - the prenet reads 80 features of that (take(features: 80)) in place of the previous mel frame,
#    and the location layer 2 in place of the previous and cumulative attention weights (same
#    widths, so the same weights; the location convolution runs along the frames, not along the
#    150 memory positions, so the attention's FLOPs are undercounted);
#  - the attention context beside each LSTM's input is the frame's memory (take(features: 512)).
network "Tacotron 2" {
  input 150
  embedding(148, 512)
  # Encoder
  repeat 3 { conv1d(512, kernel: 5, padding: same)  batchnorm()  relu()  dropout() }
  lstm(256, bidirectional: true, biases: 2)   # the memory, 150 x 512
  parallel {
    { }
    { conv1d(128, kernel: 1, bias: false) }   # the attention's memory layer
  }
  upsample(4)   # 600 frames (see the header)
  # Decoder, per frame: prenet and attention context into the attention LSTM.
  parallel {
    { take(features: 80)  conv1d(256, kernel: 1, bias: false)  relu()  dropout()  conv1d(256, kernel: 1, bias: false)  relu()  dropout() }
    { take(features: 512) }
  }
  lstm(1024, biases: 2)   # the attention LSTM
  parallel {
    { }
    { take(features: 512) }   # the attention context
    {
      # Location-sensitive attention: query layer, location convolution and dense, energies.
      conv1d(128, kernel: 1, bias: false)
      parallel {
        { }
        { take(features: 2)  conv1d(32, kernel: 31, padding: same, bias: false)  conv1d(128, kernel: 1, bias: false) }
      }
      take(features: 128)  tanh()  conv1d(1, kernel: 1, bias: false)  softmax()
    }
  }
  take(features: 1536)
  lstm(1024, biases: 2)   # the decoder LSTM
  parallel {
    { }
    { take(features: 512) }   # beside the attention context
  }
  parallel {
    { dense(80) }   # the mel frame
    { dense(1) }    # the stop gate
  }
  take(features: 80)
  # Postnet, added to the frames.
  residual {
    conv1d(512, kernel: 5, padding: same)  batchnorm()  tanh()  dropout()
    repeat 3 { conv1d(512, kernel: 5, padding: same)  batchnorm()  tanh()  dropout() }
    conv1d(80, kernel: 5, padding: same)  batchnorm()  dropout()
  }
}
