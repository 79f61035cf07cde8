# Llama-3.1-70B: the Hugging Face checkpoint meta-llama/Llama-3.1-70B (its config.json): 80 decoder layers of width 8192,
# 64 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 28672, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 128256.
# Reference: 70,553,706,496 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Llama-3.1-70B" {
  input 8192
  context 131072
  embedding(128256, 8192)
  repeat 80 {
    residual { rmsnorm() attention(64, kv_heads: 8, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(28672, gated: true, bias: false) }
  }
  rmsnorm()
  dense(128256, bias: false)  # the output layer (untied)
}
