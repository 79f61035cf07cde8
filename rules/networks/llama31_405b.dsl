# Llama-3.1-405B: the Hugging Face checkpoint meta-llama/Llama-3.1-405B (its config.json): 126 decoder layers of width 16384,
# 128 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 53248, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 128256.
# Reference: 405,853,388,800 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Llama-3.1-405B" {
  input 8192
  context 131072
  embedding(128256, 16384)
  repeat 126 {
    residual { rmsnorm() attention(128, kv_heads: 8, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(53248, gated: true, bias: false) }
  }
  rmsnorm()
  dense(128256, bias: false)  # the output layer (untied)
}
