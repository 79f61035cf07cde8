# Llama-3.1-8B: the Hugging Face checkpoint meta-llama/Llama-3.1-8B (its config.json): 32 decoder layers of width 4096,
# 32 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 14336, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 128256.
# Reference: 8,030,261,248 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Llama-3.1-8B" {
  input 8192
  context 131072
  embedding(128256, 4096)
  repeat 32 {
    residual { rmsnorm() attention(32, kv_heads: 8, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(14336, gated: true, bias: false) }
  }
  rmsnorm()
  dense(128256, bias: false)  # the output layer (untied)
}
