# Phi-3-mini: the Hugging Face checkpoint microsoft/Phi-3-mini-4k-instruct (its config.json): 32 decoder layers of width 3072,
# 32 heads of 96 with multi-head attention, a SwiGLU MLP of width 8192, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 32064.
# Reference: 3,821,079,552 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
# Phi-3 fuses Q, K and V into one matrix and gate and up into another; the parameters are the same
# as separate ones.
network "Phi-3-mini" {
  input 4096
  context 4096
  embedding(32064, 3072)
  repeat 32 {
    residual { rmsnorm() attention(32, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(8192, gated: true, bias: false) }
  }
  rmsnorm()
  dense(32064, bias: false)  # the output layer (untied)
}
