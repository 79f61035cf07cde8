# Llama-2-13B: the Hugging Face checkpoint meta-llama/Llama-2-13b-hf (its config.json): 40 decoder layers of width 5120,
# 40 heads of 128 with multi-head attention, a SwiGLU MLP of width 13824, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 32000.
# Reference: 13,015,864,320 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Llama-2-13B" {
  input 4096
  context 4096
  embedding(32000, 5120)
  repeat 40 {
    residual { rmsnorm() attention(40, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(13824, gated: true, bias: false) }
  }
  rmsnorm()
  dense(32000, bias: false)  # the output layer (untied)
}
